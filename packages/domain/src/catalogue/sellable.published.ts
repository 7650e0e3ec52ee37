import { sizeLabel } from '@frameshop/contracts/catalogue/dtos';
import { type PriceTables, toPriceTables } from '@frameshop/contracts/catalogue/quote';
import type { Db } from '../shared/db';
import { listNamed, type NamedTable } from './attributes.repository';
import { imagesByFrame, variantsOfFrames } from './frames.repository';
import { listOneSidePrices, listPairPrices } from './prices.repository';
import { listSizes } from './sizes.repository';

/**
 * What the cart and the orders domain read from the catalogue to price a line: always from
 * the tables, never from the read cache (a price or a stock count must be the current one).
 */
export interface SellableVariant {
  frameId: number;
  sizeId: number;
  frameSizeId: number;
  frameName: string;
  /** False once the frame is archived: a cart line for it is "No longer available". */
  live: boolean;
  sizeLabel: string;
  widthIn: number;
  heightIn: number;
  pricePaise: number;
  offerPricePaise: number | null;
  remaining: number;
  /** The first image's path (relative to the host), or null. */
  image: string | null;
}

export const variantKey = (frameId: number, sizeId: number) => `${frameId}:${sizeId}`;

/** The variants asked for, keyed by variantKey; a missing key is an unknown frame or size. */
export async function sellableVariants(
  db: Db,
  wanted: readonly { frameId: number; sizeId: number }[],
): Promise<Map<string, SellableVariant>> {
  const frameIds = [...new Set(wanted.map((w) => w.frameId))];
  const rows = await variantsOfFrames(db, frameIds);
  const images = await imagesByFrame(db, frameIds);
  const keys = new Set(wanted.map((w) => variantKey(w.frameId, w.sizeId)));
  const out = new Map<string, SellableVariant>();
  for (const row of rows) {
    const key = variantKey(row.frameId, row.sizeId);
    if (!keys.has(key)) continue;
    const widthIn = row.widthCenti / 100;
    const heightIn = row.heightCenti / 100;
    out.set(key, {
      frameId: row.frameId,
      sizeId: row.sizeId,
      frameSizeId: row.frameSizeId,
      frameName: row.frameName,
      live: row.live,
      sizeLabel: sizeLabel(widthIn, heightIn),
      widthIn,
      heightIn,
      pricePaise: row.pricePaise,
      offerPricePaise: row.offerPricePaise,
      remaining: row.remaining,
      image: images.get(row.frameId)?.[0]?.imageUrl ?? null,
    });
  }
  return out;
}

/** The current price tables, for quoting custom frames. */
export async function currentPriceTables(db: Db): Promise<PriceTables> {
  return toPriceTables({
    pairs: await listPairPrices(db),
    oneSide: await listOneSidePrices(db),
  });
}

export interface AttributeNames {
  materials: Map<number, string>;
  frameMaterials: Map<number, string>;
  thicknesses: Map<number, string>;
  /** Catalogue sizes by id, in inches (a custom frame may name the one it was cut to). */
  sizes: Map<number, { width: number; height: number }>;
}

const MATERIAL_TABLE: NamedTable = { table: 'materials', id: 'materialId', name: 'materialName' };
const FRAME_MATERIAL_TABLE: NamedTable = {
  table: 'frame_materials',
  id: 'frameMaterialId',
  name: 'materialName',
};
const THICKNESS_TABLE: NamedTable = {
  table: 'thicknesses',
  id: 'thicknessId',
  name: 'thicknessValue',
};

/** Names of the custom-frame options and the catalogue sizes, to check and describe a custom line. */
export async function attributeNames(db: Db): Promise<AttributeNames> {
  const toMap = (rows: { id: number; name: string }[]) =>
    new Map(rows.map((r) => [Number(r.id), r.name]));
  return {
    materials: toMap(await listNamed(db, MATERIAL_TABLE)),
    frameMaterials: toMap(await listNamed(db, FRAME_MATERIAL_TABLE)),
    thicknesses: toMap(await listNamed(db, THICKNESS_TABLE)),
    sizes: new Map(
      (await listSizes(db)).map((z) => [z.sizeId, { width: z.width, height: z.height }]),
    ),
  };
}
