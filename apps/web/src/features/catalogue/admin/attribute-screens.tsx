import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import { nameInput, sizeInput } from '@frameshop/contracts/catalogue/schemas';
import { trpc } from '../../../lib/trpc';
import { AttributeManager, type AttributeTexts } from './AttributeManager';

/**
 * The four attribute screens of spec section 2, each typed over its own tRPC router: its
 * rows, its contract schema, its mutations. Texts are those of spec sections 2, 5 and 8.
 */

/** What this file uses of a tRPC mutation procedure taking `I`. */
interface MutationProcedure<I> {
  useMutation: (options: { onSuccess: () => Promise<void> }) => {
    mutateAsync: (input: I) => Promise<unknown>;
  };
}

/**
 * An attribute router's create, update and delete; every change can change the options,
 * prices and frames shown elsewhere, so each refreshes the whole catalogue.
 */
function useAttributeMutations<C, U, D>(api: {
  create: MutationProcedure<C>;
  update: MutationProcedure<U>;
  delete: MutationProcedure<D>;
}) {
  const utils = trpc.useUtils();
  const refresh = () => utils.catalogue.invalidate();
  return {
    create: api.create.useMutation({ onSuccess: refresh }).mutateAsync,
    update: api.update.useMutation({ onSuccess: refresh }).mutateAsync,
    remove: api.delete.useMutation({ onSuccess: refresh }).mutateAsync,
  };
}

const MATERIAL_TEXTS: AttributeTexts = {
  title: 'Material Management',
  searchPlaceholder: 'Search materials...',
  addLabel: 'Add Material',
  columns: ['Material Name'],
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
};

export function MaterialManagement() {
  const api = trpc.catalogue.materials;
  const { create, update, remove } = useAttributeMutations(api);
  return (
    <AttributeManager
      texts={MATERIAL_TEXTS}
      query={api.list.useQuery()}
      rowKey={(r) => r.materialId}
      cells={(r) => [r.materialName]}
      form={{
        schema: nameInput('Material Name'),
        fields: [{ name: 'name', label: 'Material Name' }],
        empty: { name: '' },
        values: (r) => ({ name: r.materialName }),
      }}
      save={(values, r) => (r ? update({ id: r.materialId, ...values }) : create(values))}
      remove={(r) => remove({ id: r.materialId })}
    />
  );
}

const FRAME_MATERIAL_TEXTS: AttributeTexts = {
  title: 'Frame Material Management',
  searchPlaceholder: 'Search frame materials ...',
  addLabel: 'Add Frame Material',
  columns: ['Frame Material Name'],
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
};

export function FrameMaterialManagement() {
  const api = trpc.catalogue.frameMaterials;
  const { create, update, remove } = useAttributeMutations(api);
  return (
    <AttributeManager
      texts={FRAME_MATERIAL_TEXTS}
      query={api.list.useQuery()}
      rowKey={(r) => r.frameMaterialId}
      cells={(r) => [r.materialName]}
      form={{
        schema: nameInput('Frame Material Name'),
        fields: [{ name: 'name', label: 'Frame Material Name' }],
        empty: { name: '' },
        values: (r) => ({ name: r.materialName }),
      }}
      save={(values, r) => (r ? update({ id: r.frameMaterialId, ...values }) : create(values))}
      remove={(r) => remove({ id: r.frameMaterialId })}
    />
  );
}

const THICKNESS_TEXTS: AttributeTexts = {
  title: 'Thickness Management',
  searchPlaceholder: 'Search thickness...',
  addLabel: 'Add Thickness',
  columns: ['Thickness'],
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
};

export function ThicknessManagement() {
  const api = trpc.catalogue.thicknesses;
  const { create, update, remove } = useAttributeMutations(api);
  return (
    <AttributeManager
      texts={THICKNESS_TEXTS}
      query={api.list.useQuery()}
      rowKey={(r) => r.thicknessId}
      cells={(r) => [r.thicknessValue]}
      form={{
        // 'Thickness value is required' (m.thicknessRequired), spec section 5.
        schema: nameInput('Thickness value'),
        fields: [{ name: 'name', label: 'Thickness Value', placeholder: 'e.g. 3mm' }],
        empty: { name: '' },
        values: (r) => ({ name: r.thicknessValue }),
      }}
      save={(values, r) => (r ? update({ id: r.thicknessId, ...values }) : create(values))}
      remove={(r) => remove({ id: r.thicknessId })}
    />
  );
}

const SIZE_TEXTS: AttributeTexts = {
  title: 'Frame Size Management',
  searchPlaceholder: 'Search by WxH (e.g. 12x18)',
  addLabel: 'Add Size',
  columns: ['Size (inches)'],
  emptyText: 'No frame sizes found',
  modalTitles: { create: 'Add New Frame Size', edit: 'Edit Frame Size' },
  deleteConfirm: 'Are you sure you want to delete this frame size?',
  messages: {
    created: m.sizeCreated,
    updated: m.sizeUpdated,
    deleted: m.sizeDeleted,
    saveFailed: m.sizeSaveFailed,
    deleteFailed: m.sizeDeleteFailed,
  },
};

/** Spec section 2: Frame Size Management (search by 'WxH', inches with step 0.01). */
export function SizeManagement() {
  const api = trpc.catalogue.sizes;
  const { create, update, remove } = useAttributeMutations(api);
  return (
    <AttributeManager
      texts={SIZE_TEXTS}
      query={api.list.useQuery()}
      rowKey={(r) => r.sizeId}
      cells={(r) => [`${r.width} × ${r.height}`]}
      searchText={(r) => r.label}
      form={{
        schema: sizeInput,
        fields: [
          { name: 'width', label: 'Width (inches)', type: 'number', step: '0.01' },
          { name: 'height', label: 'Height (inches)', type: 'number', step: '0.01' },
        ],
        empty: {},
        values: (r) => ({ width: r.width, height: r.height }),
      }}
      save={(size, r) => (r ? update({ sizeId: r.sizeId, ...size }) : create(size))}
      remove={(r) => remove({ sizeId: r.sizeId })}
    />
  );
}
