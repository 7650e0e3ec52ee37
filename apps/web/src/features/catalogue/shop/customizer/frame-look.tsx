/*
 * How a frame looks in the preview: moulding colours by the frame material's name, and the
 * outline of each of the seven shapes as an SVG path (used for the frame, its opening and the
 * small shape icons).
 */
import type { FrameShape } from '@frameshop/contracts/catalogue/constants';

export interface MouldingLook {
  /** Highlight, face and shadow of the moulding. */
  light: string;
  base: string;
  dark: string;
}

/** First match wins; anything unknown is drawn as a mid-brown wood. */
const LOOKS: [RegExp, MouldingLook][] = [
  [/teak/i, { light: '#c8925a', base: '#94612f', dark: '#5e3b1a' }],
  [/oak|pine|bamboo|maple|natural/i, { light: '#e6c48f', base: '#c29a5c', dark: '#8a6537' }],
  [/sheesham|rosewood/i, { light: '#a8643c', base: '#70391b', dark: '#3f1c0b' }],
  [/walnut|mahogany|wenge/i, { light: '#8f5e3e', base: '#5d3823', dark: '#341d10' }],
  [/alumin|silver|steel|chrome|metal/i, { light: '#f1f2f4', base: '#b4b9c1', dark: '#6b7280' }],
  [/gold|brass/i, { light: '#f6e2a0', base: '#c9a24a', dark: '#7d5f17' }],
  [/copper|bronze/i, { light: '#e0a274', base: '#a8643a', dark: '#6a3a1d' }],
  [/black|ebony|charcoal/i, { light: '#5a5a5a', base: '#262626', dark: '#050505' }],
  [/white|ivory/i, { light: '#ffffff', base: '#eeebe6', dark: '#bdb8b0' }],
  [/mdf|laminate|engineered/i, { light: '#7b5b47', base: '#4e3527', dark: '#2a1a11' }],
  [/acrylic|pvc|plastic|synthetic/i, { light: '#fbfbfb', base: '#dcdcdc', dark: '#9d9d9d' }],
];

export const DEFAULT_LOOK: MouldingLook = { light: '#b98352', base: '#8a5a2f', dark: '#55361a' };

export function mouldingLook(frameMaterialName: string | undefined): MouldingLook {
  if (!frameMaterialName) return DEFAULT_LOOK;
  return LOOKS.find(([pattern]) => pattern.test(frameMaterialName))?.[1] ?? DEFAULT_LOOK;
}

/** Shapes whose opening is an ellipse; the cropper shows a round crop area for them. */
export const isRoundShape = (shape: FrameShape) => shape === 'Round' || shape === 'Oval';

const n = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The outline of a shape filling the box (x, y, w, h), as an SVG path. `corner` is Four Corner
 * Round's radius as a share of the short side.
 */
export function shapePath(
  shape: FrameShape,
  x: number,
  y: number,
  w: number,
  h: number,
  corner = 0.14,
): string {
  switch (shape) {
    case 'Round':
    case 'Oval': {
      const rx = w / 2;
      const ry = h / 2;
      return `M${n(x)} ${n(y + ry)}A${n(rx)} ${n(ry)} 0 1 1 ${n(x + w)} ${n(y + ry)}A${n(rx)} ${n(ry)} 0 1 1 ${n(x)} ${n(y + ry)}Z`;
    }
    case 'Top Round': {
      const rx = w / 2;
      const ry = Math.min(rx, h);
      return `M${n(x)} ${n(y + h)}V${n(y + ry)}A${n(rx)} ${n(ry)} 0 0 1 ${n(x + w)} ${n(y + ry)}V${n(y + h)}Z`;
    }
    case 'Bottom Round': {
      const rx = w / 2;
      const ry = Math.min(rx, h);
      return `M${n(x)} ${n(y)}V${n(y + h - ry)}A${n(rx)} ${n(ry)} 0 0 0 ${n(x + w)} ${n(y + h - ry)}V${n(y)}Z`;
    }
    case 'Four Corner Round': {
      const r = Math.min(w, h) * corner;
      return `M${n(x + r)} ${n(y)}H${n(x + w - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w - r)} ${n(y + h)}H${n(x + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + h - r)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`;
    }
    default:
      return `M${n(x)} ${n(y)}H${n(x + w)}V${n(y + h)}H${n(x)}Z`;
  }
}

/** A small outline of each shape for its choice (24 x 24 box). */
export function ShapeIcon({ shape }: { shape: FrameShape }) {
  const [w, h] = shape === 'Square' || shape === 'Round' ? [18, 18] : [14, 20];
  // Rounder corners than on the preview: at 28 px the frame's radius would read as square.
  const d = shapePath(shape, (24 - w) / 2, (24 - h) / 2, w, h, 0.32);
  return (
    <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
