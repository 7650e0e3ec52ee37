export const catalogueMessages = {
  materialCreated: 'Material created!',
  materialUpdated: 'Material updated!',
  materialDeleted: 'Material deleted!',
  materialSaveFailed: 'Error saving material',
  materialDeleteFailed: 'Error deleting material',
  materialDeleteConfirm: 'Are you sure you want to delete this material?',
  frameMaterialCreated: 'Frame Material created!',
  frameMaterialUpdated: 'Frame Material updated!',
  frameMaterialDeleted: 'Frame Material deleted!',
  frameMaterialSaveFailed: 'Error saving frame material',
  frameMaterialDeleteFailed: 'Error deleting frame material',
  sizeCreated: 'Frame Size created!',
  sizeUpdated: 'Frame Size updated!',
  sizeDeleted: 'Frame Size deleted!',
  sizeSaveFailed: 'Error saving frame size',
  sizeDeleteFailed: 'Error deleting frame size',
  thicknessCreated: 'Thickness created!',
  thicknessUpdated: 'Thickness updated!',
  thicknessDeleted: 'Thickness deleted!',
  thicknessFetchFailed: 'Failed to fetch thicknesses',
  thicknessSaveFailed: 'Error saving thickness',
  thicknessDeleteFailed: 'Error deleting thickness',
  thicknessRequired: 'Thickness value is required',
  priceFetchFailed: 'Error fetching price data',
  fillAllFields: 'Please fill all fields',
  pricePositive: 'Price per square foot must be a positive number',
  priceRequired: 'Price per square foot is required',
  frameAdded: 'Frame added successfully!',
  frameUpdated: 'Frame updated successfully!',
  frameAddFailed: 'Failed to add frame: ',
  frameUpdateFailed: 'Failed to update frame: ',
  dropdownsFailed: 'Failed to load dropdown options',
  framesFetchFailed: 'Failed to fetch frames',
  frameDeleted: 'Frame deleted successfully',
  frameDeleteFailed: 'Failed to delete frame',
  frameNotFound: 'Frame not found',
} as const;

/** Messages of the price tables; the one-side table uses the same set with its own wording. */
export function priceMessages(kind: 'pair' | 'oneSide') {
  const subject = kind === 'pair' ? 'Price' : 'One-side round price per sqft';
  const object = kind === 'pair' ? 'price' : 'one-side round price per sqft';
  return {
    added: `${subject} added successfully`,
    updated: `${subject} updated successfully`,
    deleted: `${subject} deleted successfully`,
    addFailed: `Error adding ${object}`,
    updateFailed: `Error updating ${object}`,
    deleteFailed: `Error deleting ${object}`,
  };
}
