import { catalogueMessages as m, priceMessages } from '@frameshop/contracts/catalogue/messages';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { useState } from 'react';
import { type ActionRow, ActionsTable } from '../../../components/ActionsTable';
import { ErrorState, Spinner } from '../../../components/States';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import {
  AddOneSidePriceForm,
  AddPairPriceForm,
  EditPriceModal,
  type SaveResult,
} from './PriceForms';

type Kind = 'pair' | 'oneSide';

interface Editing {
  kind: Kind;
  materialId: number;
  frameMaterialId: number;
  label: string;
  price: number;
}

/** Spec section 2: Admin Price Management, both tables with add, edit (modal) and delete. */
export function PriceManagement() {
  const utils = trpc.useUtils();
  const prices = trpc.catalogue.prices.list.useQuery();
  const options = trpc.catalogue.options.useQuery();
  const api = trpc.catalogue.prices;
  const addPair = api.addPair.useMutation();
  const updatePair = api.updatePair.useMutation();
  const deletePair = api.deletePair.useMutation();
  const addOneSide = api.addOneSide.useMutation();
  const updateOneSide = api.updateOneSide.useMutation();
  const deleteOneSide = api.deleteOneSide.useMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  // A new key remounts an add form empty after a price is added.
  const [added, setAdded] = useState({ pair: 0, oneSide: 0, lastMaterialId: 0 });

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
  const materials = options.data.materials.map((x) => ({ id: x.materialId, name: x.materialName }));
  // A frame material already priced for the chosen material is not offered again.
  const frameMaterialsFor = (materialId: number | undefined) => {
    const priced = new Set(
      pairs.filter((p) => p.materialId === materialId).map((p) => p.frameMaterialId),
    );
    return options.data.frameMaterials
      .filter((f) => !priced.has(f.frameMaterialId))
      .map((f) => ({ id: f.frameMaterialId, name: f.materialName }));
  };
  const withOneSide = new Set(oneSide.map((p) => p.materialId));

  /** Runs one price change with its toasts; a failure is returned for the form to show. */
  async function run(
    kind: Kind,
    action: 'added' | 'updated' | 'deleted',
    call: () => Promise<unknown>,
  ): Promise<SaveResult> {
    const texts = priceMessages(kind);
    try {
      await call();
      await utils.catalogue.invalidate();
      notify.success(texts[action]);
      return { ok: true };
    } catch (error) {
      const fallback = {
        added: texts.addFailed,
        updated: texts.updateFailed,
        deleted: texts.deleteFailed,
      }[action];
      notify.error(serverMessage(error) ?? fallback);
      return { ok: false, error };
    }
  }

  const pairRows: ActionRow[] = pairs.map((p) => ({
    key: `${p.materialId}:${p.frameMaterialId}`,
    label: `${p.materialName} ${p.frameMaterialName}`,
    cells: [p.materialName, p.frameMaterialName, formatRupees(p.pricePerSqft)],
    onEdit: () =>
      setEditing({
        kind: 'pair',
        materialId: p.materialId,
        frameMaterialId: p.frameMaterialId,
        label: `${p.materialName} with ${p.frameMaterialName}`,
        price: p.pricePerSqft,
      }),
    onDelete: () => {
      if (!window.confirm(`Delete the price for ${p.materialName} with ${p.frameMaterialName}?`))
        return;
      const key = { materialId: p.materialId, frameMaterialId: p.frameMaterialId };
      void run('pair', 'deleted', () => deletePair.mutateAsync(key));
    },
  }));
  const oneSideRows: ActionRow[] = oneSide.map((p) => ({
    key: String(p.materialId),
    label: p.materialName,
    cells: [p.materialName, formatRupees(p.pricePerSqft)],
    onEdit: () =>
      setEditing({
        kind: 'oneSide',
        materialId: p.materialId,
        frameMaterialId: 0,
        label: p.materialName,
        price: p.pricePerSqft,
      }),
    onDelete: () => {
      if (!window.confirm(`Delete the one-side round price for ${p.materialName}?`)) return;
      void run('oneSide', 'deleted', () => deleteOneSide.mutateAsync({ materialId: p.materialId }));
    },
  }));

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Admin Price Management</h1>
      <PriceSection id="pair-heading" title="Price per square foot">
        <AddPairPriceForm
          key={`pair-${added.pair}`}
          materials={materials}
          frameMaterialsFor={frameMaterialsFor}
          initialMaterialId={added.lastMaterialId || undefined}
          onAdd={async (values) => {
            const ok = await run('pair', 'added', () => addPair.mutateAsync(values));
            if (ok)
              setAdded((a) => ({ ...a, pair: a.pair + 1, lastMaterialId: values.materialId }));
            return ok;
          }}
        />
        <PriceTable
          empty="No prices yet"
          headers={['Material', 'Frame Material', 'Price / sqft']}
          rows={pairRows}
        />
      </PriceSection>

      <PriceSection id="oneside-heading" title="One-side round price per square foot">
        <AddOneSidePriceForm
          key={`oneSide-${added.oneSide}`}
          materials={materials.filter((x) => !withOneSide.has(x.id))}
          onAdd={async (values) => {
            const result = await run('oneSide', 'added', () => addOneSide.mutateAsync(values));
            if (result.ok) setAdded((a) => ({ ...a, oneSide: a.oneSide + 1 }));
            return result;
          }}
        />
        <PriceTable
          empty="No one-side round prices yet"
          headers={['Material', 'Price / sqft']}
          rows={oneSideRows}
        />
      </PriceSection>

      {editing ? (
        <EditPriceModal
          label={editing.label}
          price={editing.price}
          onClose={() => setEditing(null)}
          onSave={(pricePerSqft) =>
            run(editing.kind, 'updated', () =>
              editing.kind === 'pair'
                ? updatePair.mutateAsync({
                    materialId: editing.materialId,
                    frameMaterialId: editing.frameMaterialId,
                    pricePerSqft,
                  })
                : updateOneSide.mutateAsync({ materialId: editing.materialId, pricePerSqft }),
            )
          }
        />
      ) : null}
    </div>
  );
}

function PriceSection(props: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={props.id}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={props.id} className="text-lg font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

function PriceTable(props: { headers: string[]; empty: string; rows: ActionRow[] }) {
  if (props.rows.length === 0) {
    return <p className="py-6 text-center text-stone-500">{props.empty}</p>;
  }
  return <ActionsTable headers={props.headers} rows={props.rows} />;
}
