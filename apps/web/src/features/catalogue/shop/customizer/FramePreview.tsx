import type { FrameShape } from '@frameshop/contracts/catalogue/constants';
import type { CropRect } from '@frameshop/contracts/orders/cart';
import type { PhotoDto } from '@frameshop/contracts/orders/photos';
import type { PrintSize } from '@frameshop/contracts/orders/print-quality';
import { useId } from 'react';
import { type MouldingLook, shapePath } from './frame-look';
import { inches, printLabel } from './sizing';

/*
 * The live preview, drawn in inches as SVG so it scales without layout shift: a close-up of the
 * framed photo (the crop, the moulding's colour and the shape's outline) and the same frame to
 * scale on a wall above a sofa of stated width.
 */

/** The wall scene, in inches: 11 ft of wall, 9 ft high, a floor strip below. */
const SCENE = { width: 132, height: 112, floorY: 108 } as const;
export const SOFA = { widthIn: 84, heightIn: 34 } as const;
/** Gap between the sofa's back and the frame's bottom edge, and the usual eye-level centre. */
const GAP_ABOVE_SOFA = 6;
const EYE_LEVEL = 57;

/** Moulding width in inches: a little wider on bigger prints, like the workshop's profiles. */
export const mouldingWidth = (print: PrintSize) =>
  Math.min(2.5, Math.max(0.75, Math.min(print.widthIn, print.heightIn) * 0.06));

interface ArtProps {
  x: number;
  y: number;
  print: PrintSize;
  shape: FrameShape;
  look: MouldingLook;
  photo: PhotoDto | null;
  crop: CropRect | null;
}

function FramedArt({ x, y, print, shape, look, photo, crop }: ArtProps) {
  const id = useId().replace(/:/g, '');
  const m = mouldingWidth(print);
  const { widthIn: w, heightIn: h } = print;
  const ring = (inset: number) =>
    shapePath(shape, x - m + inset, y - m + inset, w + 2 * (m - inset), h + 2 * (m - inset));
  const opening = shapePath(shape, x, y, w, h);
  return (
    <g>
      <defs>
        <linearGradient id={`${id}-light`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.28" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.28" />
        </linearGradient>
        <filter id={`${id}-blur`}>
          <feGaussianBlur stdDeviation={m * 0.35} />
        </filter>
        <clipPath id={`${id}-opening`}>
          <path d={opening} />
        </clipPath>
      </defs>
      {/* A soft shadow on the wall, down and to the right. */}
      <path
        d={ring(0)}
        transform={`translate(${m * 0.15} ${m * 0.35})`}
        fill="#000"
        opacity="0.22"
        filter={`url(#${id}-blur)`}
      />
      <path d={ring(0)} fill={look.dark} />
      <path d={ring(m * 0.12)} fill={look.base} />
      <path
        d={ring(m * 0.45)}
        fill="none"
        stroke={look.light}
        strokeWidth={m * 0.2}
        opacity="0.75"
      />
      <path d={ring(m * 0.8)} fill="none" stroke={look.dark} strokeWidth={m * 0.12} opacity="0.6" />
      <path d={ring(0)} fill={`url(#${id}-light)`} />
      <g clipPath={`url(#${id}-opening)`}>
        <rect x={x} y={y} width={w} height={h} fill="#ece6dc" />
        {photo && crop ? (
          <svg
            aria-hidden="true"
            x={x}
            y={y}
            width={w}
            height={h}
            viewBox={`${crop.x} ${crop.y} ${crop.width} ${crop.height}`}
            preserveAspectRatio="xMidYMid slice"
          >
            <image
              href={photo.previewUrl}
              width={photo.width}
              height={photo.height}
              preserveAspectRatio="none"
            />
          </svg>
        ) : (
          <text
            x={x + w / 2}
            y={y + h / 2}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={Math.min(w, h) * 0.12}
            fill="#8a8175"
          >
            Your photo
          </text>
        )}
      </g>
      <path d={opening} fill="none" stroke="#000" strokeOpacity="0.45" strokeWidth={m * 0.1} />
    </g>
  );
}

export interface PreviewProps {
  print: PrintSize | null;
  shape: FrameShape;
  look: MouldingLook;
  frameMaterialName: string;
  photo: PhotoDto | null;
  crop: CropRect | null;
}

/** The framed photo filling a fixed box, so nothing moves as sizes change. */
export function FrameCloseUp(props: PreviewProps) {
  const print = props.print ?? { widthIn: 12, heightIn: 16 };
  const m = mouldingWidth(print);
  const pad = Math.max(print.widthIn, print.heightIn) * 0.06 + m;
  const label = `Preview: ${props.photo ? 'your photo' : 'a frame'}${props.print ? `, ${printLabel(props.print)}` : ''}, ${props.frameMaterialName} frame, ${props.shape} shape`;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-pad} ${-pad} ${print.widthIn + 2 * pad} ${print.heightIn + 2 * pad}`}
      preserveAspectRatio="xMidYMid meet"
      className="h-full w-full"
    >
      <FramedArt x={0} y={0} {...props} print={print} />
    </svg>
  );
}

/** The frame to scale above a sofa 84 in wide: 24x36 looks big, 8x10 small. */
export function WallScene(props: PreviewProps) {
  const print = props.print;
  const m = print ? mouldingWidth(print) : 0;
  const sofaTop = SCENE.floorY - SOFA.heightIn;
  const centreY = print
    ? Math.max(
        m + 1 + print.heightIn / 2,
        Math.min(SCENE.floorY - EYE_LEVEL, sofaTop - GAP_ABOVE_SOFA - m - print.heightIn / 2),
      )
    : 0;
  const sofaX = (SCENE.width - SOFA.widthIn) / 2;
  return (
    <svg
      role="img"
      aria-label={
        print
          ? `To scale: a ${printLabel(print)} frame on a wall above a sofa ${SOFA.widthIn} inches wide`
          : `A wall above a sofa ${SOFA.widthIn} inches wide`
      }
      viewBox={`0 0 ${SCENE.width} ${SCENE.height}`}
      className="h-auto w-full"
    >
      <defs>
        <linearGradient id="customizer-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f4efe6" />
          <stop offset="1" stopColor="#e8e0d2" />
        </linearGradient>
      </defs>
      <rect width={SCENE.width} height={SCENE.floorY} fill="url(#customizer-wall)" />
      <rect
        y={SCENE.floorY}
        width={SCENE.width}
        height={SCENE.height - SCENE.floorY}
        fill="#b58b5e"
      />
      <rect y={SCENE.floorY - 0.6} width={SCENE.width} height={0.8} fill="#d9d0c1" />
      <Sofa x={sofaX} floorY={SCENE.floorY} />
      {print ? (
        <FramedArt
          {...props}
          print={print}
          x={(SCENE.width - print.widthIn) / 2}
          y={centreY - print.heightIn / 2}
        />
      ) : null}
    </svg>
  );
}

/** A three-seater, 84 in wide and 34 in high, drawn in inches from its left edge. */
function Sofa({ x, floorY }: { x: number; floorY: number }) {
  const top = floorY - SOFA.heightIn;
  const w = SOFA.widthIn;
  return (
    <g fill="#5f7a80">
      <rect x={x + 5} y={top} width={w - 10} height={18} rx={3} />
      <rect x={x} y={top + 10} width={9} height={21} rx={3} fill="#56707a" />
      <rect x={x + w - 9} y={top + 10} width={9} height={21} rx={3} fill="#56707a" />
      <rect x={x + 7} y={top + 15} width={w - 14} height={8} rx={2} fill="#6c888e" />
      <rect x={x + 2} y={top + 22} width={w - 4} height={9} rx={1.5} fill="#4e6870" />
      <line
        x1={x + w / 3}
        y1={top + 2}
        x2={x + w / 3}
        y2={top + 23}
        stroke="#4e6870"
        strokeWidth={0.4}
      />
      <line
        x1={x + (2 * w) / 3}
        y1={top + 2}
        x2={x + (2 * w) / 3}
        y2={top + 23}
        stroke="#4e6870"
        strokeWidth={0.4}
      />
      <rect x={x + 4} y={floorY - 3} width={2} height={3} fill="#3b2a1d" />
      <rect x={x + w - 6} y={floorY - 3} width={2} height={3} fill="#3b2a1d" />
    </g>
  );
}

export const sofaCaption = (print: PrintSize | null) =>
  print
    ? `Sofa: ${SOFA.widthIn} in (${inches(SOFA.widthIn / 12)} ft) wide · Your print: ${printLabel(print)}`
    : `Sofa: ${SOFA.widthIn} in (${inches(SOFA.widthIn / 12)} ft) wide · Choose a size to see your frame to scale`;
