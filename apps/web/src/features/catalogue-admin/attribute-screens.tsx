import { catalogueMessages as m } from '@frameshop/contracts/catalogue';
import { trpc } from '../../lib/trpc';
import { AttributeManager, type AttributeManagerProps } from './AttributeManager';

type NamedKind = 'materials' | 'frameMaterials' | 'thicknesses';

interface NamedScreen {
  idKey: string;
  nameKey: string;
  texts: Omit<
    AttributeManagerProps,
    'query' | 'save' | 'remove' | 'fields' | 'columns' | 'validate'
  > & { column: string; field: string; placeholder?: string; required?: string };
}

/** The texts of spec sections 2, 5 and 8 for the three name-only attributes. */
const NAMED: Record<NamedKind, NamedScreen> = {
  materials: {
    idKey: 'materialId',
    nameKey: 'materialName',
    texts: {
      title: 'Material Management',
      searchPlaceholder: 'Search materials...',
      addLabel: 'Add Material',
      column: 'Material Name',
      field: 'Material Name',
      emptyText: 'No materials found',
      modalTitles: { create: 'Add New Material', edit: 'Edit Material' },
      deleteConfirm: m.materialDeleteConfirm,
      messages: {
        created: m.materialCreated,
        updated: m.materialUpdated,
        deleted: m.materialDeleted,
        saveFailed: m.materialSaveFailed,
        deleteFailed: m.materialDeleteFailed,
      },
    },
  },
  frameMaterials: {
    idKey: 'frameMaterialId',
    nameKey: 'materialName',
    texts: {
      title: 'Frame Material Management',
      searchPlaceholder: 'Search frame materials ...',
      addLabel: 'Add Frame Material',
      column: 'Frame Material Name',
      field: 'Frame Material Name',
      emptyText: 'No frame materials found',
      modalTitles: { create: 'Add New Frame Material', edit: 'Edit Frame Material' },
      deleteConfirm: 'Are you sure you want to delete this frame material?',
      messages: {
        created: m.frameMaterialCreated,
        updated: m.frameMaterialUpdated,
        deleted: m.frameMaterialDeleted,
        saveFailed: m.frameMaterialSaveFailed,
        deleteFailed: m.frameMaterialDeleteFailed,
      },
    },
  },
  thicknesses: {
    idKey: 'thicknessId',
    nameKey: 'thicknessValue',
    texts: {
      title: 'Thickness Management',
      searchPlaceholder: 'Search thickness...',
      addLabel: 'Add Thickness',
      column: 'Thickness',
      field: 'Thickness Value',
      placeholder: 'e.g. 3mm',
      required: m.thicknessRequired,
      emptyText: 'No thicknesses found',
      modalTitles: { create: 'Add New Thickness', edit: 'Edit Thickness' },
      deleteConfirm: 'Are you sure you want to delete this thickness?',
      messages: {
        created: m.thicknessCreated,
        updated: m.thicknessUpdated,
        deleted: m.thicknessDeleted,
        saveFailed: m.thicknessSaveFailed,
        deleteFailed: m.thicknessDeleteFailed,
      },
    },
  },
};

/** Materials, frame materials and thicknesses: one screen, three sets of texts. */
function NamedAttributeScreen({ kind }: { kind: NamedKind }) {
  const { idKey, nameKey, texts } = NAMED[kind];
  const utils = trpc.useUtils();
  // The three routers take the same inputs ({name}, {id, name}, {id}); only the rows differ.
  const api = trpc.catalogue[kind] as unknown as typeof trpc.catalogue.materials;
  const list = api.list.useQuery();
  const create = api.create.useMutation();
  const update = api.update.useMutation();
  const remove = api.delete.useMutation();
  const refresh = () => utils.catalogue.invalidate();
  const { column, field, placeholder, required, ...managerTexts } = texts;
  return (
    <AttributeManager
      {...managerTexts}
      columns={[column]}
      fields={[{ name: 'name', label: field, placeholder }]}
      validate={required ? ({ name }) => (name?.trim() ? null : required) : undefined}
      query={{
        ...list,
        data: (list.data as unknown as Record<string, unknown>[] | undefined)?.map((r) => {
          const name = String(r[nameKey]);
          return {
            id: Number(r[idKey]),
            cells: [name],
            values: { name },
            searchText: name.toLowerCase(),
          };
        }),
      }}
      save={async ({ name = '' }, id) => {
        await (id === null ? create.mutateAsync({ name }) : update.mutateAsync({ id, name }));
        await refresh();
      }}
      remove={async (id) => {
        await remove.mutateAsync({ id });
        await refresh();
      }}
    />
  );
}

export const MaterialManagement = () => <NamedAttributeScreen kind="materials" />;
export const FrameMaterialManagement = () => <NamedAttributeScreen kind="frameMaterials" />;
export const ThicknessManagement = () => <NamedAttributeScreen kind="thicknesses" />;

/** Spec section 2: Frame Size Management (search by 'WxH', inches with step 0.01). */
export function SizeManagement() {
  const utils = trpc.useUtils();
  const list = trpc.catalogue.sizes.list.useQuery();
  const create = trpc.catalogue.sizes.create.useMutation();
  const update = trpc.catalogue.sizes.update.useMutation();
  const remove = trpc.catalogue.sizes.delete.useMutation();
  const refresh = () => utils.catalogue.invalidate();
  return (
    <AttributeManager
      title="Frame Size Management"
      searchPlaceholder="Search by WxH (e.g. 12x18)"
      addLabel="Add Size"
      columns={['Size (inches)']}
      emptyText="No frame sizes found"
      modalTitles={{ create: 'Add New Frame Size', edit: 'Edit Frame Size' }}
      fields={[
        { name: 'width', label: 'Width (inches)', type: 'number', step: '0.01' },
        { name: 'height', label: 'Height (inches)', type: 'number', step: '0.01' },
      ]}
      deleteConfirm="Are you sure you want to delete this frame size?"
      validate={({ width, height }) =>
        Number(width) > 0 && Number(height) > 0 ? null : 'Width and height must be numbers above 0'
      }
      messages={{
        created: m.sizeCreated,
        updated: m.sizeUpdated,
        deleted: m.sizeDeleted,
        saveFailed: m.sizeSaveFailed,
        deleteFailed: m.sizeDeleteFailed,
      }}
      query={{
        ...list,
        data: list.data?.map((r) => ({
          id: r.sizeId,
          cells: [`${r.width} × ${r.height}`],
          values: { width: String(r.width), height: String(r.height) },
          searchText: r.label.toLowerCase(),
        })),
      }}
      save={async ({ width, height }, id) => {
        const size = { width: Number(width), height: Number(height) };
        await (id === null
          ? create.mutateAsync(size)
          : update.mutateAsync({ sizeId: id, ...size }));
        await refresh();
      }}
      remove={async (id) => {
        await remove.mutateAsync({ sizeId: id });
        await refresh();
      }}
    />
  );
}
