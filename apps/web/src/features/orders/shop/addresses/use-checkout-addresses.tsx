import type { ShippingAddress } from '@frameshop/contracts/orders/orders';
import { MAX_SAVED_ADDRESSES, type SavedAddressDto } from '@frameshop/contracts/users/addresses';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { trpc } from '../../../../lib/trpc';
import type { AddressForm } from '../checkout/AddressForm';
import { addressLine, formValuesOf } from './address-text';

type Choice = number | 'new';

export interface CheckoutAddresses {
  /** The radio list of saved addresses and 'A new address' (null while none is saved). */
  picker: ReactNode;
  /** The 'Save this address' box under a new address (null when it cannot be saved). */
  saveBox: ReactNode;
  /** True while a saved address is chosen: the form holds it and stays out of sight. */
  hideFields: boolean;
  /** Shows the fields (a chosen address the form refused, e.g. a state renamed since). */
  showFields: () => void;
  /** Before placing: keeps a new address on the account when the box is ticked. */
  saveIfAsked: (shipping: ShippingAddress) => Promise<void>;
}

/**
 * Issue 24: the signed-in shopper's saved addresses at checkout, on any device. The default
 * is chosen first and fills the form (which the order is placed from, checked by the same
 * contract); 'A new address' shows the form as it started (the last address used, or empty)
 * with 'Save this address' ticked. Choosing changes only the form's values: the order takes
 * the address as the form holds it.
 */
export function useCheckoutAddresses(form: AddressForm): CheckoutAddresses {
  const name = useId();
  const list = trpc.account.addresses.list.useQuery(undefined, { staleTime: 30_000 });
  const utils = trpc.useUtils();
  const add = trpc.account.addresses.add.useMutation();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [fieldsShown, setFieldsShown] = useState(false);
  const [save, setSave] = useState(true);
  const rows = list.data ?? [];
  const started = useRef(false);

  const choose = (next: Choice, address?: SavedAddressDto) => {
    setChoice(next);
    setFieldsShown(false);
    // The form's own starting values (the last address used, or empty) stay its defaults, so
    // 'A new address' goes back to them.
    if (address) form.reset(formValuesOf(address), { keepDefaultValues: true });
    else form.reset();
  };

  // Once the list arrives: the default address, unless the shopper has begun typing.
  useEffect(() => {
    if (started.current || !list.data) return;
    started.current = true;
    const first = list.data[0];
    if (first && !form.formState.isDirty) choose(first.addressId, first);
    else setChoice('new');
  });

  const picker =
    rows.length === 0 ? null : (
      <fieldset className="mb-4 space-y-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">Deliver to</legend>
        {rows.map((a) => (
          <label
            key={a.addressId}
            className="flex cursor-pointer gap-3 rounded-lg border border-stone-200 p-3 has-[:checked]:border-amber-600 has-[:checked]:bg-amber-50"
          >
            <input
              type="radio"
              name={name}
              className="mt-1 h-4 w-4 shrink-0 accent-amber-700"
              checked={choice === a.addressId}
              onChange={() => choose(a.addressId, a)}
            />
            <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
              <span className="block font-medium text-stone-900">
                {a.firstName} {a.lastName}
                {a.isDefault ? (
                  <span className="font-normal text-stone-600"> (default)</span>
                ) : null}
              </span>
              <span className="block text-stone-700">{addressLine(a)}</span>
              <span className="block text-stone-600">+91 {a.phone}</span>
            </span>
          </label>
        ))}
        <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-200 p-3 text-sm font-medium text-stone-900 has-[:checked]:border-amber-600 has-[:checked]:bg-amber-50">
          <input
            type="radio"
            name={name}
            className="h-4 w-4 shrink-0 accent-amber-700"
            checked={choice === 'new'}
            onChange={() => choose('new')}
          />
          A new address
        </label>
      </fieldset>
    );

  const canSave = list.isSuccess && rows.length < MAX_SAVED_ADDRESSES && choice === 'new';
  const saveBox = canSave ? (
    <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        className="h-5 w-5 accent-amber-700"
        checked={save}
        onChange={(e) => setSave(e.target.checked)}
      />
      Save this address to my account
    </label>
  ) : null;

  return {
    picker,
    saveBox,
    hideFields: typeof choice === 'number' && !fieldsShown,
    showFields: () => setFieldsShown(true),
    saveIfAsked: async (shipping) => {
      if (!canSave || !save) return;
      // The order matters more than the saved copy: a failure here never stops it.
      await add
        .mutateAsync({ ...shipping, isDefault: rows.length === 0 })
        .then(() => utils.account.addresses.list.invalidate())
        .catch(() => undefined);
    },
  };
}
