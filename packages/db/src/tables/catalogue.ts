import type { Generated, Insertable, Selectable } from 'kysely';

/** Attributes, prices, frames with their images and size variants, and the stock ledger. */
export interface MaterialsTable {
  materialId: Generated<number>;
  materialName: string;
  nameKey: string;
}

export interface FrameMaterialsTable {
  frameMaterialId: Generated<number>;
  materialName: string;
  nameKey: string;
}

export interface ThicknessesTable {
  thicknessId: Generated<number>;
  thicknessValue: string;
  nameKey: string;
}

export interface SizesTable {
  sizeId: Generated<number>;
  widthCenti: number;
  heightCenti: number;
}

export interface PairPricesTable {
  materialId: number;
  frameMaterialId: number;
  pricePaise: number;
}

export interface OneSidePricesTable {
  materialId: number;
  pricePaise: number;
}

export interface FramesTable {
  frameId: Generated<number>;
  name: string;
  description: string;
  basePricePaise: number;
  colors: string;
  careInstruction: string;
  includes: string;
  materialId: number;
  frameMaterialId: number;
  frameShape: string;
  weightGrams: number;
  origin: string;
  isNewArrival: number;
  isOffer: number;
  ratingSum: Generated<number>;
  ratingCount: Generated<number>;
  archivedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * The listing's search document per frame (migration 0029): kept by triggers on frames and both
 * material tables; an FTS5 table on SQLite (rowid = frameId), FULLTEXT indexes on MySQL.
 */
export interface FrameSearchTable {
  frameId: number;
  name: string;
  description: string;
  colors: string;
  material: string;
  frameMaterial: string;
}

export interface FrameImagesTable {
  imageId: Generated<number>;
  frameId: number;
  position: number;
  fileKey: string;
}

export interface FrameSizesTable {
  frameSizeId: Generated<number>;
  frameId: number;
  sizeId: number;
  pricePaise: number;
  offerPricePaise: number | null;
  /** The stock quantity the admin sets. */
  totalQty: number;
  /**
   * What is for sale: always the sum of the variant's stock_movements, moved only with one
   * (decision 0016); a CHECK keeps it within 0..totalQty. Orders hold or sold the rest.
   */
  remainedQty: number;
}

export interface StockMovementsTable {
  movementId: Generated<number>;
  frameSizeId: number;
  delta: number;
  reason: string;
  actorUserId: number | null;
  createdAt: number;
  /** An admin's reason for an adjustment (received, damaged, counted); null for other moves. */
  note: string | null;
  /** The admin's name as it was when they adjusted (the ledger outlives accounts). */
  actorName: string | null;
}

export interface CatalogueTables {
  materials: MaterialsTable;
  frame_materials: FrameMaterialsTable;
  thicknesses: ThicknessesTable;
  sizes: SizesTable;
  pair_prices: PairPricesTable;
  one_side_prices: OneSidePricesTable;
  frames: FramesTable;
  frame_images: FrameImagesTable;
  frame_search: FrameSearchTable;
  frame_sizes: FrameSizesTable;
  stock_movements: StockMovementsTable;
}

export type FrameRow = Selectable<FramesTable>;
export type NewFrame = Insertable<FramesTable>;
export type FrameSizeRow = Selectable<FrameSizesTable>;
