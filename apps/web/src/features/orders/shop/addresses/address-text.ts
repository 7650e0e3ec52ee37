import type { SavedAddressDto } from '@frameshop/contracts/users/addresses';

/** A saved address as one line: '12 MG Road, Floor 3, Bengaluru, Karnataka 560038'. */
export function addressLine(
  a: Pick<SavedAddressDto, 'address' | 'apt' | 'city' | 'state' | 'postalCode'>,
) {
  return [a.address, a.apt, a.city, `${a.state} ${a.postalCode}`].filter(Boolean).join(', ');
}

/** The saved address as the checkout's form takes it. */
export function formValuesOf(a: SavedAddressDto) {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    address: a.address,
    apt: a.apt ?? '',
    city: a.city,
    state: a.state as never,
    postalCode: a.postalCode,
    phone: a.phone,
  };
}
