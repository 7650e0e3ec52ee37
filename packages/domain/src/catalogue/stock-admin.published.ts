/**
 * The stock screen's reads and the admin's adjustments, for the floor above the catalogue and
 * the orders that shows them (inventory/). Adjustments run in the caller's transaction.
 */
export {
  adjustVariant,
  findVariant,
  listVariants,
  lockRemaining,
  type VariantRow,
  variantMovements,
} from './stock-admin.repository';
