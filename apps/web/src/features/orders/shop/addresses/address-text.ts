import { INDIAN_STATES, type IndianState } from '@frameshop/contracts/orders/orders';
import type { SavedAddressDto } from '@frameshop/contracts/users/addresses';
import type { AddressInput } from '../checkout/AddressForm';

const isIndianState = (state: string): state is IndianState =>
  (INDIAN_STATES as readonly string[]).includes(state);

/** A saved address as one line: '12 MG Road, Floor 3, Bengaluru, Karnataka 560038'. */
export function addressLine(
  a: Pick<SavedAddressDto, 'address' | 'apt' | 'city' | 'state' | 'postalCode'>,
) {
  return [a.address, a.apt, a.city, `${a.state} ${a.postalCode}`].filter(Boolean).join(', ');
}

/** The saved address as the checkout's form takes it (a state since renamed is chosen again). */
export function formValuesOf(a: SavedAddressDto): Partial<AddressInput> {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    address: a.address,
    apt: a.apt ?? '',
    city: a.city,
    ...(isIndianState(a.state) ? { state: a.state } : {}),
    postalCode: a.postalCode,
    phone: a.phone,
  };
}
