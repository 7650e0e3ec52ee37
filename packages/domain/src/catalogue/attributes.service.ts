import { namedAttribute } from './named-attributes';
import { framesUsing, pricesUsing } from './usage.repository';

export const materials = namedAttribute({
  key: 'materials',
  entity: 'material',
  table: 'materials',
  id: 'materialId',
  name: 'materialName',
  label: 'Material',
  usage: async (db, id) => ({
    ...(await framesUsing(db, 'materialId', id)),
    prices: await pricesUsing(db, 'materialId', id),
  }),
});

export const frameMaterials = namedAttribute({
  key: 'frameMaterials',
  entity: 'frameMaterial',
  table: 'frame_materials',
  id: 'frameMaterialId',
  name: 'materialName',
  label: 'Frame material',
  usage: async (db, id) => ({
    ...(await framesUsing(db, 'frameMaterialId', id)),
    prices: await pricesUsing(db, 'frameMaterialId', id),
  }),
});

/** Thicknesses are chosen by custom orders, which keep the text; nothing holds their id yet. */
export const thicknesses = namedAttribute({
  key: 'thicknesses',
  entity: 'thickness',
  table: 'thicknesses',
  id: 'thicknessId',
  name: 'thicknessValue',
  label: 'Thickness value',
  usage: async () => ({ frames: 0, frameNames: [], prices: 0 }),
});
