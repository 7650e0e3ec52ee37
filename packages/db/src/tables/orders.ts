import type { Generated, Selectable } from 'kysely';

/** Orders and what leads to them: for now the shoppers' own photos for custom frames. */
export interface CustomPhotosTable {
  photoId: Generated<number>;
  photoKey: string;
  ownerUserId: number | null;
  clientAddress: string;
  originalExt: string;
  width: number;
  height: number;
  previewWidth: number;
  previewHeight: number;
  bytes: number;
  createdAt: number;
  orderedAt: number | null;
}
export type CustomPhotoRow = Selectable<CustomPhotosTable>;

export interface OrdersTables {
  custom_photos: CustomPhotosTable;
}
