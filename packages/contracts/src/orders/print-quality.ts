/**
 * Will the shopper's photo print well at the chosen size? Effective DPI is the cropped
 * pixels divided by the print size in inches, taken on the short and on the long side
 * (the crop follows the print's aspect ratio, so the two are close; the lower one counts).
 */
export const DPI_BLOCK_BELOW = 100;
export const DPI_GREAT_FROM = 150;

export interface PixelSize {
  width: number;
  height: number;
}
export interface PrintSize {
  widthIn: number;
  heightIn: number;
}

export interface Dpi {
  shortSide: number;
  longSide: number;
  /** The one that decides. */
  effective: number;
}

export function effectiveDpi(crop: PixelSize, print: PrintSize): Dpi {
  const [cropShort, cropLong] = sorted(crop.width, crop.height);
  const [printShort, printLong] = sorted(print.widthIn, print.heightIn);
  const shortSide = Math.floor(cropShort / printShort);
  const longSide = Math.floor(cropLong / printLong);
  return { shortSide, longSide, effective: Math.min(shortSide, longSide) };
}

export type PrintQuality =
  | { level: 'blocked'; message: string }
  | { level: 'warning'; message: string }
  | { level: 'great'; message: string };

export function printQuality(dpi: number): PrintQuality {
  if (dpi < DPI_BLOCK_BELOW) {
    return {
      level: 'blocked',
      message: `Your photo has too few pixels for this size (${dpi} DPI; at least ${DPI_BLOCK_BELOW} is needed). Choose a smaller size.`,
    };
  }
  if (dpi < DPI_GREAT_FROM) {
    return {
      level: 'warning',
      message: `Acceptable quality (${dpi} DPI): the print may look soft up close. ${DPI_GREAT_FROM} DPI or more prints sharp.`,
    };
  }
  return { level: 'great', message: 'Great quality' };
}

/**
 * The largest print of the given aspect ratio (width / height) that the cropped pixels fill
 * at `minDpi`, in 0.25-inch steps, or null when even the smallest allowed size is too big.
 */
export function largestPrintSize(
  crop: PixelSize,
  aspect: number,
  minDpi: number = DPI_BLOCK_BELOW,
): PrintSize | null {
  const maxW = crop.width / minDpi;
  const maxH = crop.height / minDpi;
  // Bound by whichever side runs out first at this aspect.
  const widthIn = floorQuarter(Math.min(maxW, maxH * aspect));
  const heightIn = floorQuarter(widthIn / aspect);
  if (widthIn < CUSTOM_SIZE_LIMITS.minInches || heightIn < CUSTOM_SIZE_LIMITS.minInches) {
    return null;
  }
  return {
    widthIn: Math.min(widthIn, CUSTOM_SIZE_LIMITS.maxInches),
    heightIn: Math.min(heightIn, CUSTOM_SIZE_LIMITS.maxInches),
  };
}

/** Aspect ratios within 3% count as the same (a 12x18 and an 8x12 print are both 2:3). */
export function sameAspect(a: number, b: number, tolerance = 0.03): boolean {
  return Math.abs(a / b - 1) <= tolerance;
}

/**
 * Catalogue sizes that suit a photo: the print fits the photo's orientation-matched aspect
 * ratio and prints at `minDpi` or better from the whole photo. Sizes are compared in the
 * photo's orientation (a 12x18 size suits a landscape photo as 18x12).
 */
export function suitableSizes<S extends { width: number; height: number }>(
  photo: PixelSize,
  sizes: readonly S[],
  minDpi: number = DPI_GREAT_FROM,
): S[] {
  const landscape = photo.width >= photo.height;
  return sizes.filter((size) => {
    const [w, h] = oriented(size.width, size.height, landscape);
    if (!sameAspect(photo.width / photo.height, w / h, 0.1)) return false;
    return effectiveDpi(photo, { widthIn: w, heightIn: h }).effective >= minDpi;
  });
}

/** Custom sizes: inches in quarter-inch steps between these limits (the workshop's cutter). */
export const CUSTOM_SIZE_LIMITS = { minInches: 4, maxInches: 60, stepInches: 0.25 } as const;

export function isQuarterInch(value: number): boolean {
  return Math.abs(value * 4 - Math.round(value * 4)) < 1e-9;
}

function floorQuarter(value: number): number {
  return Math.floor(value * 4 + 1e-9) / 4;
}

function sorted(a: number, b: number): [number, number] {
  return a <= b ? [a, b] : [b, a];
}

function oriented(w: number, h: number, landscape: boolean): [number, number] {
  return landscape === w >= h ? [w, h] : [h, w];
}
