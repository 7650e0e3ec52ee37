import type { Selectable } from 'kysely';

/**
 * Sales rollups (issue 13), maintained by the analytics domain in the same transaction as each
 * order change. `period` is an IST month (yyyymm) or day (yyyymmdd); money in paise.
 */
export interface SalesTotalsTable {
  period: number;
  status: number;
  orders: number;
  salesPaise: number;
  customPaise: number;
  readyMadePaise: number;
  customLines: number;
  /** Print area of the custom lines, in ten-thousandths of a square foot. */
  customAreaE4: number;
}

export interface SalesProductsTable {
  period: number;
  status: number;
  frameId: number;
  units: number;
  revenuePaise: number;
}

export interface SalesProductNamesTable {
  frameId: number;
  name: string;
  image: string | null;
}

export interface SalesMaterialsTable {
  period: number;
  status: number;
  material: string;
  frameMaterial: string;
  units: number;
  revenuePaise: number;
}

/** A rollup row as read, and as the analytics domain adds to it (one shape for all three). */
export type SalesTotalsRow = Selectable<SalesTotalsTable>;
export type SalesProductRow = Selectable<SalesProductsTable>;
export type SalesMaterialRow = Selectable<SalesMaterialsTable>;

export interface AnalyticsTables {
  sales_totals: SalesTotalsTable;
  sales_products: SalesProductsTable;
  sales_product_names: SalesProductNamesTable;
  sales_materials: SalesMaterialsTable;
}
