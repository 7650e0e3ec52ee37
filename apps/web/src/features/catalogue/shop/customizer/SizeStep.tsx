import type { SizeDto } from '@frameshop/contracts/catalogue/dtos';
import {
  CUSTOM_SIZE_LIMITS,
  type PrintQuality,
  type PrintSize,
} from '@frameshop/contracts/orders/print-quality';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import type { Area } from 'react-easy-crop';
import { Button } from '../../../../components/Button';
import { controlClass, FormField } from '../../../../components/FormField';
import { Choice, ChoiceGroup } from './Choices';
import { inches, type Orientation, orient, printLabel } from './sizing';

// The cropper (react-easy-crop) loads once a photo is there, after the page's first paint.
const CropArea = lazy(() => import('./CropArea'));

export type SizeChoice = number | 'custom';

export interface CustomSize {
  width: string;
  height: string;
}

const CROP_BOX = 'h-72 w-full rounded-xl sm:h-96';

/**
 * Step 2: a catalogue size (those that suit the photo marked 'Recommended'), portrait or
 * landscape, or a custom width x height; the crop locked to the print's aspect; and the live
 * print-quality guard on the crop.
 */
export function SizeStep(props: {
  sizes: SizeDto[];
  recommended: ReadonlySet<number>;
  orientation: Orientation;
  onOrientation: (o: Orientation) => void;
  choice: SizeChoice | null;
  onChoice: (c: SizeChoice) => void;
  custom: CustomSize;
  customErrors: { width?: string; height?: string };
  onCustom: (c: CustomSize) => void;
  image: string | null;
  aspect: number;
  round: boolean;
  cropKey: string;
  onCrop: (area: Area) => void;
  cropSummary: string | null;
  quality: PrintQuality | null;
  dpi: number | null;
  largest: PrintSize | null | undefined;
  onUseLargest: (size: PrintSize) => void;
}) {
  const sizeName = useId();
  const orientationName = useId();
  const { orientation } = props;
  return (
    <>
      <ChoiceGroup legend="Orientation" className="grid max-w-xs grid-cols-2 gap-2">
        {(['portrait', 'landscape'] as const).map((o) => (
          <Choice
            key={o}
            name={orientationName}
            value={o}
            checked={orientation === o}
            onChange={() => props.onOrientation(o)}
            className="justify-center"
          >
            <OrientationIcon orientation={o} />
            {o === 'portrait' ? 'Portrait' : 'Landscape'}
          </Choice>
        ))}
      </ChoiceGroup>

      <ChoiceGroup
        legend={
          <>
            Size <span className="font-normal text-stone-500">(width x height, inches)</span>
          </>
        }
        hint={
          props.recommended.size > 0
            ? 'Recommended: sizes your photo fills and prints sharp.'
            : undefined
        }
        className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-3 sm:grid-cols-4"
      >
        {props.sizes.map((size) => {
          const print = orient(size, orientation);
          return (
            <Choice
              key={size.sizeId}
              name={sizeName}
              value={String(size.sizeId)}
              checked={props.choice === size.sizeId}
              onChange={() => props.onChoice(size.sizeId)}
              className="min-h-14 flex-col !items-start justify-center !gap-0.5"
            >
              <span className="font-semibold tabular-nums">
                {inches(print.widthIn)} x {inches(print.heightIn)}
              </span>
              {props.recommended.has(size.sizeId) ? (
                <span className="rounded bg-green-100 px-1.5 text-xs font-medium text-green-800">
                  Recommended
                </span>
              ) : null}
            </Choice>
          );
        })}
        <Choice
          name={sizeName}
          value="custom"
          checked={props.choice === 'custom'}
          onChange={() => props.onChoice('custom')}
          className="min-h-14 justify-center font-semibold"
        >
          Custom size
        </Choice>
      </ChoiceGroup>

      {props.choice === 'custom' ? (
        <div className="grid max-w-sm grid-cols-2 gap-3">
          <CustomField
            label="Width (in)"
            value={props.custom.width}
            error={props.customErrors.width}
            onChange={(width) => props.onCustom({ ...props.custom, width })}
          />
          <CustomField
            label="Height (in)"
            value={props.custom.height}
            error={props.customErrors.height}
            onChange={(height) => props.onCustom({ ...props.custom, height })}
          />
          <p className="col-span-2 text-xs text-stone-500">
            {CUSTOM_SIZE_LIMITS.minInches} to {CUSTOM_SIZE_LIMITS.maxInches} inches on each side, in
            steps of {CUSTOM_SIZE_LIMITS.stepInches} in.
          </p>
        </div>
      ) : null}

      <QualityNote
        quality={props.quality}
        dpi={props.dpi}
        largest={props.largest}
        onUseLargest={props.onUseLargest}
      />

      <div>
        <h3 className="text-sm font-semibold text-stone-900">Crop</h3>
        <p className="mt-0.5 text-xs text-stone-500">
          The crop keeps your print's shape. Drag or pinch to choose what is printed.
        </p>
        <div className="mt-2">
          {props.image ? (
            <Suspense fallback={<CropPlaceholder>Loading the cropper…</CropPlaceholder>}>
              <CropArea
                key={props.cropKey}
                image={props.image}
                aspect={props.aspect}
                round={props.round}
                onCrop={props.onCrop}
              />
            </Suspense>
          ) : (
            <CropPlaceholder>Upload a photo to crop it here.</CropPlaceholder>
          )}
        </div>
        <p className="mt-2 min-h-8 text-xs text-stone-500">{props.cropSummary}</p>
      </div>
    </>
  );
}

/** The cropper's box and its zoom row's height, so nothing moves when the cropper arrives. */
function CropPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-3">
      <div
        className={`${CROP_BOX} flex items-center justify-center border-2 border-dashed border-stone-300 bg-stone-50 px-4 text-center text-sm text-stone-500`}
      >
        {children}
      </div>
      <div className="h-7" />
    </div>
  );
}

function CustomField(props: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={props.label} error={props.error}>
      <input
        type="number"
        inputMode="decimal"
        min={CUSTOM_SIZE_LIMITS.minInches}
        max={CUSTOM_SIZE_LIMITS.maxInches}
        step={CUSTOM_SIZE_LIMITS.stepInches}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={`${controlClass} tabular-nums`}
      />
    </FormField>
  );
}

/** The print-quality guard, read out as it changes; its space is kept so nothing jumps. */
function QualityNote(props: {
  quality: PrintQuality | null;
  dpi: number | null;
  largest: PrintSize | null | undefined;
  onUseLargest: (size: PrintSize) => void;
}) {
  const { quality, largest } = props;
  const tone =
    quality?.level === 'blocked'
      ? 'border-red-200 bg-red-50 text-red-800'
      : quality?.level === 'warning'
        ? 'border-amber-200 bg-amber-50 text-amber-900'
        : quality?.level === 'great'
          ? 'border-green-200 bg-green-50 text-green-800'
          : 'border-stone-200 bg-stone-50 text-stone-600';
  return (
    <div className={`min-h-16 rounded-xl border px-4 py-3 text-sm ${tone}`}>
      <div role="status" aria-live="polite">
        {quality ? (
          <>
            <p className="font-semibold">
              {quality.level === 'great'
                ? `${quality.message} (${props.dpi} DPI)`
                : quality.message}
            </p>
            {quality.level === 'blocked' ? (
              largest ? (
                <p className="mt-1">Largest good size: {printLabel(largest)}</p>
              ) : (
                <p className="mt-1">
                  This photo is too small for any size we make. Please upload a larger photo.
                </p>
              )
            ) : null}
          </>
        ) : (
          <p>Print quality shows here once you have a photo and a size.</p>
        )}
      </div>
      {quality?.level === 'blocked' && largest ? (
        <Button variant="secondary" className="mt-2" onClick={() => props.onUseLargest(largest)}>
          Use {printLabel(largest)}
        </Button>
      ) : null}
    </div>
  );
}

function OrientationIcon({ orientation }: { orientation: Orientation }) {
  const [w, h] = orientation === 'portrait' ? [12, 16] : [16, 12];
  return (
    <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" focusable="false">
      <rect
        x={(20 - w) / 2}
        y={(20 - h) / 2}
        width={w}
        height={h}
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}
