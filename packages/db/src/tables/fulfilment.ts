import type { Generated, Selectable } from 'kysely';

/** Shipment tracking and cash on delivery (issue 23). */
export interface FulfilmentTables {
  carriers: CarriersTable;
  cod_settings: CodSettingsTable;
}

/** A courier the shop ships with; trackingUrl holds `{awb}` exactly once. */
export interface CarriersTable {
  carrierId: Generated<number>;
  name: string;
  trackingUrl: string;
  createdAt: number;
}
export type CarrierRow = Selectable<CarriersTable>;

/** One row (settingsId 1) once an admin saves them; none means COD is off. */
export interface CodSettingsTable {
  settingsId: number;
  enabled: number;
  maxOrderPaise: number;
  feePaise: number;
  updatedAt: number;
}
export type CodSettingsRow = Selectable<CodSettingsTable>;
