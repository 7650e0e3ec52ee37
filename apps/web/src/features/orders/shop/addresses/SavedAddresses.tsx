import type { ShippingAddress } from '@frameshop/contracts/orders/orders';
import { uiMessages } from '@frameshop/contracts/shared/messages';
import {
  addressMessages,
  MAX_SAVED_ADDRESSES,
  type SavedAddressDto,
} from '@frameshop/contracts/users/addresses';
import { useId, useState } from 'react';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { EmptyState, ErrorState, Spinner } from '../../../../components/States';
import { fieldProblems, serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import {
  ADDRESS_FIELDS,
  AddressFields,
  type AddressForm,
  useAddressForm,
} from '../checkout/AddressForm';
import { addressLine, formValuesOf } from './address-text';

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddressDto } | null;

/**
 * The profile's Addresses (issue 24): the delivery addresses kept on the account, offered at
 * checkout on any device. Add, edit, delete (asked first) and choose the default, the one
 * checkout fills in first; at most MAX_SAVED_ADDRESSES.
 */
export function SavedAddresses() {
  const list = trpc.account.addresses.list.useQuery();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddressDto | null>(null);
  const failed = (error: unknown) => notify.error(serverMessage(error) ?? uiMessages.genericError);
  const refreshWith = (rows: SavedAddressDto[]) =>
    utils.account.addresses.list.setData(undefined, rows);
  const makeDefault = trpc.account.addresses.makeDefault.useMutation({
    onSuccess: (rows) => {
      refreshWith(rows);
      notify.success(addressMessages.madeDefault);
    },
    onError: failed,
  });
  const remove = trpc.account.addresses.delete.useMutation({
    onSuccess: (rows) => {
      refreshWith(rows);
      setDeleting(null);
      notify.success(addressMessages.deleted);
    },
    onError: failed,
  });

  if (list.isPending) return <Spinner label="Loading your addresses..." />;
  if (list.isError)
    return (
      <ErrorState message="We could not load your addresses." onRetry={() => list.refetch()} />
    );
  const rows = list.data;
  const full = rows.length >= MAX_SAVED_ADDRESSES;
  return (
    <div className="space-y-4">
      {rows.length === 0 && editing?.kind !== 'new' ? (
        <EmptyState>
          No saved addresses yet. Add one here, or tick 'Save this address' at checkout.
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
          {rows.map((a) =>
            editing?.kind === 'edit' && editing.address.addressId === a.addressId ? (
              <li key={a.addressId} className="p-3">
                <AddressEditor
                  address={a}
                  onDone={() => setEditing(null)}
                  onSaved={() => void utils.account.addresses.list.invalidate()}
                />
              </li>
            ) : (
              <li
                key={a.addressId}
                aria-label={`${a.firstName} ${a.lastName}, ${addressLine(a)}`}
                className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 text-sm [overflow-wrap:anywhere]">
                  <p className="font-medium text-stone-900">
                    {a.firstName} {a.lastName}
                    {a.isDefault ? (
                      <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                        Default
                      </span>
                    ) : null}
                  </p>
                  <p className="text-stone-700">{addressLine(a)}</p>
                  <p className="text-stone-600">+91 {a.phone}</p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {a.isDefault ? null : (
                    <Button
                      variant="ghost"
                      disabled={makeDefault.isPending}
                      onClick={() => makeDefault.mutate({ addressId: a.addressId })}
                      aria-label={`Make ${addressLine(a)} the default`}
                    >
                      Make default
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'edit', address: a })}
                    aria-label={`Edit ${addressLine(a)}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="dangerGhost"
                    onClick={() => setDeleting(a)}
                    aria-label={`Delete ${addressLine(a)}`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {editing?.kind === 'new' ? (
        <div className="rounded-lg border border-stone-200 p-3">
          <AddressEditor
            address={null}
            firstOne={rows.length === 0}
            onDone={() => setEditing(null)}
            onSaved={() => void utils.account.addresses.list.invalidate()}
          />
        </div>
      ) : full ? (
        <p className="text-sm text-stone-600">{addressMessages.tooMany}</p>
      ) : (
        <Button variant="secondary" onClick={() => setEditing({ kind: 'new' })}>
          Add an address
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        details={
          deleting
            ? [
                addressLine(deleting),
                'Orders already placed keep their delivery address.',
                ...(deleting.isDefault && rows.length > 1
                  ? ['Your most recently changed address becomes the default.']
                  : []),
              ]
            : []
        }
        confirm="Delete address"
        cancel="Keep it"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ addressId: deleting.addressId })}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/** The add or edit form: the checkout's fields and rules, and whether it is the default. */
function AddressEditor(props: {
  address: SavedAddressDto | null;
  firstOne?: boolean;
  onDone: () => void;
  onSaved: () => void;
}) {
  const formId = useId();
  const form = useAddressForm(props.address ? formValuesOf(props.address) : null);
  const [isDefault, setIsDefault] = useState(props.address?.isDefault ?? false);
  const done = {
    onSuccess: () => {
      notify.success(addressMessages.saved);
      props.onSaved();
      props.onDone();
    },
    onError: (error: unknown) => showProblems(error, form),
  };
  const add = trpc.account.addresses.add.useMutation(done);
  const update = trpc.account.addresses.update.useMutation(done);
  const busy = add.isPending || update.isPending;
  const submit = (values: ShippingAddress) => {
    if (props.address) update.mutate({ ...values, addressId: props.address.addressId, isDefault });
    else add.mutate({ ...values, isDefault });
  };
  return (
    <AddressFields form={form} id={formId} onSubmit={submit}>
      {props.firstOne || props.address?.isDefault ? (
        <p className="text-sm text-stone-600">This is your default address.</p>
      ) : (
        <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-amber-700"
            checked={isDefault}
            onChange={(e) => setIsDefault(e.target.checked)}
          />
          Make this my default address
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save address'}
        </Button>
        <Button variant="secondary" onClick={props.onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </AddressFields>
  );
}

/** The server's field messages under their fields; anything else as a toast. */
function showProblems(error: unknown, form: AddressForm) {
  let shown = false;
  for (const problem of fieldProblems(error)) {
    const field = ADDRESS_FIELDS.find((f) => problem.path === f);
    if (field) {
      form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  if (!shown) notify.error(serverMessage(error) ?? uiMessages.genericError);
}
