/** The shopper's own photo for a custom frame: what may be uploaded, and for how long it is kept. */
export const PHOTO_LIMITS = {
  maxFileBytes: 25 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  /** An upload no order refers to is removed after this many days (the photo-expiry job). */
  keepDays: 7,
  /** Uploads per client address per day, logged in or not. */
  perDayQuota: 30,
  /** The preview the customizer crops on, long side in pixels (the original is kept for print). */
  previewLongSide: 1600,
} as const;

/** The unguessable key that makes an upload the holder's: 128 random bits, base64url. */
export const PHOTO_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface PhotoDto {
  photoKey: string;
  /** Pixels of the original, which is what prints. */
  width: number;
  height: number;
  /** The preview derivative, readable by whoever holds the key. */
  previewUrl: string;
  /** The preview's pixels: a crop made on it is scaled by width / previewWidth. */
  previewWidth: number;
  previewHeight: number;
}

export const photoPreviewPath = (photoKey: string) => `/api/photos/${photoKey}/preview`;
