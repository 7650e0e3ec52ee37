import { catalogueMessages as m, priceMessages } from '@frameshop/contracts/catalogue';
import { formatRupees } from '@frameshop/contracts/format';
import { useState } from 'react';
import { type ActionRow, ActionsTable } from '../../components/ActionsTable';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ErrorState, Spinner } from '../../components/States';
import { serverMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

type Kind = 'pair' | 'oneSide';

/** Spec section 5: every field required, the price above 0. */
function priceProblem(values: string[], price: string, editing: boolean): string | null {
  if (editing && price.trim() === '') return m.priceRequired;
  if (values.some((v) => v === '') || price.trim() === '') return m.fillAllFields;
  const n = Number(price);
  if (!Number.isFinite(n) || n <= 0) return m.pricePositive;
  return null;
}

const selectClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-amber-500';

/** Spec section 2: Admin Price Management, both tables with add, edit (modal) and delete. */
export function PriceManagement() {
  const utils = trpc.useUtils();
  const prices = trpc.catalogue.prices.list.useQuery();
  const options = trpc.catalogue.options.useQuery();
  const mutations = {
    addPair: trpc.catalogue.prices.addPair.useMutation(),
    updatePair: trpc.catalogue.prices.updatePair.useMutation(),
    deletePair: trpc.catalogue.prices.deletePair.useMutation(),
    addOneSide: trpc.catalogue.prices.addOneSide.useMutation(),
    updateOneSide: trpc.catalogue.prices.updateOneSide.useMutation(),
    deleteOneSide: trpc.catalogue.prices.deleteOneSide.useMutation(),
  };
  const [pairForm, setPairForm] = useState({ materialId: '', frameMaterialId: '', price: '' });
  const [oneSideForm, setOneSideForm] = useState({ materialId: '', price: '' });
  const [formError, setFormError] = useState<{ kind: Kind; message: string } | null>(null);
  const [editing, setEditing] = useState<{
    kind: Kind;
    materialId: number;
    frameMaterialId?: number;
    label: string;
    price: string;
  } | null>(null);

  if (prices.isPending || options.isPending) return <Spinner />;
  if (prices.isError || options.isError) {
    return (
      <ErrorState
        message={m.priceFetchFailed}
        onRetry={() => {
          void prices.refetch();
          void options.refetch();
        }}
      />
    );
  }
  const { pairs, oneSide } = prices.data;
  const pricedFor = new Set(
    pairs.filter((p) => String(p.materialId) === pairForm.materialId).map((p) => p.frameMaterialId),
  );
  // A frame material already priced for the chosen material is not offered again.
  const frameMaterialChoices = options.data.frameMaterials.filter(
    (f) => !pricedFor.has(f.frameMaterialId),
  );
  const withOneSide = new Set(oneSide.map((p) => p.materialId));
  const oneSideChoices = options.data.materials.filter((mat) => !withOneSide.has(mat.materialId));

  async function run(
    kind: Kind,
    action: 'added' | 'updated' | 'deleted',
    call: () => Promise<unknown>,
  ) {
    const texts = priceMessages(kind);
    try {
      await call();
      await utils.catalogue.prices.invalidate();
      notify.success(texts[action]);
      return true;
    } catch (error) {
      const fallback = {
        added: texts.addFailed,
        updated: texts.updateFailed,
        deleted: texts.deleteFailed,
      }[action];
      notify.error(serverMessage(error) ?? fallback);
      return false;
    }
  }

  async function addPair(event: React.FormEvent) {
    event.preventDefault();
    const problem = priceProblem(
      [pairForm.materialId, pairForm.frameMaterialId],
      pairForm.price,
      false,
    );
    if (problem) return setFormError({ kind: 'pair', message: problem });
    setFormError(null);
    const ok = await run('pair', 'added', () =>
      mutations.addPair.mutateAsync({
        materialId: Number(pairForm.materialId),
        frameMaterialId: Number(pairForm.frameMaterialId),
        pricePerSqft: Number(pairForm.price),
      }),
    );
    if (ok) setPairForm({ materialId: pairForm.materialId, frameMaterialId: '', price: '' });
  }

  async function addOneSide(event: React.FormEvent) {
    event.preventDefault();
    const problem = priceProblem([oneSideForm.materialId], oneSideForm.price, false);
    if (problem) return setFormError({ kind: 'oneSide', message: problem });
    setFormError(null);
    const ok = await run('oneSide', 'added', () =>
      mutations.addOneSide.mutateAsync({
        materialId: Number(oneSideForm.materialId),
        pricePerSqft: Number(oneSideForm.price),
      }),
    );
    if (ok) setOneSideForm({ materialId: '', price: '' });
  }

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Admin Price Management</h1>

      <section
        aria-labelledby="pair-heading"
        className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="pair-heading" className="text-lg font-semibold">
          Price per square foot
        </h2>
        <form onSubmit={addPair} noValidate className="grid gap-2 sm:grid-cols-4">
          <select
            aria-label="Material"
            className={selectClass}
            value={pairForm.materialId}
            onChange={(e) =>
              setPairForm({ ...pairForm, materialId: e.target.value, frameMaterialId: '' })
            }
          >
            <option value="">Select material</option>
            {options.data.materials.map((mat) => (
              <option key={mat.materialId} value={mat.materialId}>
                {mat.materialName}
              </option>
            ))}
          </select>
          <select
            aria-label="Frame material"
            className={selectClass}
            value={pairForm.frameMaterialId}
            onChange={(e) => setPairForm({ ...pairForm, frameMaterialId: e.target.value })}
          >
            <option value="">Select frame material</option>
            {frameMaterialChoices.map((f) => (
              <option key={f.frameMaterialId} value={f.frameMaterialId}>
                {f.materialName}
              </option>
            ))}
          </select>
          <input
            aria-label="Price per sqft"
            type="number"
            step="0.01"
            min="0.01"
            placeholder="Price per sqft (₹)"
            className={selectClass}
            value={pairForm.price}
            onChange={(e) => setPairForm({ ...pairForm, price: e.target.value })}
          />
          <Button type="submit">Add Price</Button>
        </form>
        {formError?.kind === 'pair' ? (
          <p role="alert" className="text-sm text-red-600">
            {formError.message}
          </p>
        ) : null}
        <PriceTable
          empty="No prices yet"
          headers={['Material', 'Frame Material', 'Price / sqft']}
          rows={pairs.map((p) => ({
            key: `${p.materialId}:${p.frameMaterialId}`,
            label: `${p.materialName} ${p.frameMaterialName}`,
            cells: [p.materialName, p.frameMaterialName, formatRupees(p.pricePerSqft)],
            onEdit: () =>
              setEditing({
                kind: 'pair',
                materialId: p.materialId,
                frameMaterialId: p.frameMaterialId,
                label: `${p.materialName} with ${p.frameMaterialName}`,
                price: String(p.pricePerSqft),
              }),
            onDelete: () => {
              if (
                window.confirm(
                  `Delete the price for ${p.materialName} with ${p.frameMaterialName}?`,
                )
              ) {
                void run('pair', 'deleted', () =>
                  mutations.deletePair.mutateAsync({
                    materialId: p.materialId,
                    frameMaterialId: p.frameMaterialId,
                  }),
                );
              }
            },
          }))}
        />
      </section>

      <section
        aria-labelledby="oneside-heading"
        className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="oneside-heading" className="text-lg font-semibold">
          One-side round price per square foot
        </h2>
        <form onSubmit={addOneSide} noValidate className="grid gap-2 sm:grid-cols-3">
          <select
            aria-label="Material for one-side round price"
            className={selectClass}
            value={oneSideForm.materialId}
            onChange={(e) => setOneSideForm({ ...oneSideForm, materialId: e.target.value })}
          >
            <option value="">Select material</option>
            {oneSideChoices.map((mat) => (
              <option key={mat.materialId} value={mat.materialId}>
                {mat.materialName}
              </option>
            ))}
          </select>
          <input
            aria-label="One-side round price per sqft"
            type="number"
            step="0.01"
            min="0.01"
            placeholder="Price per sqft (₹)"
            className={selectClass}
            value={oneSideForm.price}
            onChange={(e) => setOneSideForm({ ...oneSideForm, price: e.target.value })}
          />
          <Button type="submit">Add One-side Price</Button>
        </form>
        {formError?.kind === 'oneSide' ? (
          <p role="alert" className="text-sm text-red-600">
            {formError.message}
          </p>
        ) : null}
        <PriceTable
          empty="No one-side round prices yet"
          headers={['Material', 'Price / sqft']}
          rows={oneSide.map((p) => ({
            key: String(p.materialId),
            label: p.materialName,
            cells: [p.materialName, formatRupees(p.pricePerSqft)],
            onEdit: () =>
              setEditing({
                kind: 'oneSide',
                materialId: p.materialId,
                label: p.materialName,
                price: String(p.pricePerSqft),
              }),
            onDelete: () => {
              if (window.confirm(`Delete the one-side round price for ${p.materialName}?`)) {
                void run('oneSide', 'deleted', () =>
                  mutations.deleteOneSide.mutateAsync({ materialId: p.materialId }),
                );
              }
            },
          }))}
        />
      </section>

      {editing ? (
        <EditPriceModal
          label={editing.label}
          initial={editing.price}
          onClose={() => setEditing(null)}
          onSave={(price) =>
            run(editing.kind, 'updated', () =>
              editing.kind === 'pair'
                ? mutations.updatePair.mutateAsync({
                    materialId: editing.materialId,
                    frameMaterialId: editing.frameMaterialId ?? 0,
                    pricePerSqft: price,
                  })
                : mutations.updateOneSide.mutateAsync({
                    materialId: editing.materialId,
                    pricePerSqft: price,
                  }),
            )
          }
        />
      ) : null}
    </div>
  );
}

function PriceTable(props: { headers: string[]; empty: string; rows: ActionRow[] }) {
  if (props.rows.length === 0) {
    return <p className="py-6 text-center text-stone-500">{props.empty}</p>;
  }
  return <ActionsTable headers={props.headers} rows={props.rows} />;
}

function EditPriceModal(props: {
  label: string;
  initial: string;
  onClose: () => void;
  onSave: (price: number) => Promise<boolean>;
}) {
  const [price, setPrice] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title="Edit Price"
      description={props.label}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          const problem = priceProblem([], price, true);
          if (problem) return setError(problem);
          setSaving(true);
          const ok = await props.onSave(Number(price));
          setSaving(false);
          if (ok) props.onClose();
        }}
      >
        <label htmlFor="edit-price" className="block text-sm font-medium">
          Price per square foot (₹)
        </label>
        <input
          id="edit-price"
          type="number"
          step="0.01"
          min="0.01"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          className={selectClass}
        />
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Update'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
