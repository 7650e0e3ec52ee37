/*
 * Pure helpers of the customizer: print sizes and orientation, custom-size checks, and the crop
 * as whole pixels of the original photo. The print-quality rules themselves live in contracts
 * (orders/print-quality.ts), the same functions the server's cart uses.
 */
import type { SizeDto } from '@frameshop/contracts/catalogue/dtos';
import type { CropRect } from '@frameshop/contracts/orders/cart';
import {
  CUSTOM_SIZE_LIMITS,
  isQuarterInch,
  type PixelSize,
  type PrintSize,
} from '@frameshop/contracts/orders/print-quality';

export type Orientation = 'portrait' | 'landscape';

const inchFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 12, 12.25, 12.5: inches as a shopper reads them. */
export const inches = (value: number) => inchFormat.format(value);

/** '18 x 12 in'. */
export const printLabel = (print: PrintSize) =>
  `${inches(print.widthIn)} x ${inches(print.heightIn)} in`;

/** A catalogue size turned to the orientation: portrait is taller than wide. */
export function orient(size: { width: number; height: number }, orientation: Orientation) {
  const short = Math.min(size.width, size.height);
  const long = Math.max(size.width, size.height);
  return orientation === 'portrait'
    ? { widthIn: short, heightIn: long }
    : { widthIn: long, heightIn: short };
}

/** A catalogue size the workshop can make as a custom frame (the cart accepts only these). */
export function isOfferedSize(size: SizeDto): boolean {
  const ok = (v: number) =>
    v >= CUSTOM_SIZE_LIMITS.minInches && v <= CUSTOM_SIZE_LIMITS.maxInches && isQuarterInch(v);
  return ok(size.width) && ok(size.height);
}

/**
 * A custom side typed by the shopper: its value, or the message the cart's contract would give
 * (the same wording), plus 'Enter …' when it is empty.
 */
export function checkInches(
  text: string,
  label: 'Width' | 'Height',
): { value: number; error?: undefined } | { value?: undefined; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: `Enter the ${label.toLowerCase()} in inches` };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: `${label} must be a number` };
  if (value < CUSTOM_SIZE_LIMITS.minInches) {
    return { error: `${label} must be at least ${CUSTOM_SIZE_LIMITS.minInches}"` };
  }
  if (value > CUSTOM_SIZE_LIMITS.maxInches) {
    return { error: `${label} must be at most ${CUSTOM_SIZE_LIMITS.maxInches}"` };
  }
  if (!isQuarterInch(value)) return { error: `${label} must be in steps of 0.25"` };
  return { value };
}

/** The largest centred crop of the given aspect (width / height): the crop at zoom 1. */
export function fullCrop(photo: PixelSize, aspect: number): CropRect {
  const width = Math.min(photo.width, Math.round(photo.height * aspect));
  const height = Math.min(photo.height, Math.round(width / aspect));
  return {
    x: Math.floor((photo.width - width) / 2),
    y: Math.floor((photo.height - height) / 2),
    width,
    height,
  };
}

/**
 * The cropper's area (percentages of the image it shows, the preview) as whole pixels of the
 * original photo, at the print's aspect and always inside the photo: this is what the cart
 * line carries and the server checks.
 */
export function cropFromPercentages(
  area: { x: number; y: number; width: number; height: number },
  photo: PixelSize,
  aspect: number,
): CropRect {
  // The side the cropper filled decides; the other follows the aspect (no 3000 x 1999).
  let width = Math.min(photo.width, Math.max(1, Math.round((area.width / 100) * photo.width)));
  let height = Math.round(width / aspect);
  if (height > photo.height) {
    height = photo.height;
    width = Math.min(photo.width, Math.round(height * aspect));
  }
  height = Math.max(1, height);
  const x = clamp(Math.round((area.x / 100) * photo.width), 0, photo.width - width);
  const y = clamp(Math.round((area.y / 100) * photo.height), 0, photo.height - height);
  return { x, y, width, height };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** 1.5 → '1.5', 0.5556 → '0.56': square feet as the breakdown shows them. */
export const squareFeet = (value: number) => inchFormat.format(value);
