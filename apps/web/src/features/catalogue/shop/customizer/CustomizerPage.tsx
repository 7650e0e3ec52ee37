import { type FrameShape, ONE_SIDE_ROUND_SHAPES } from '@frameshop/contracts/catalogue/constants';
import {
  pairKey,
  QuoteError,
  quoteCustomFrame,
  toPriceTables,
} from '@frameshop/contracts/catalogue/quote';
import type { CropRect, CustomLine } from '@frameshop/contracts/orders/cart';
import { MAX_CART_LINES } from '@frameshop/contracts/orders/cart-limits';
import type { PhotoDto } from '@frameshop/contracts/orders/photos';
import {
  effectiveDpi,
  largestPrintSize,
  type PrintSize,
  printQuality,
  suitableSizes,
} from '@frameshop/contracts/orders/print-quality';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { Button } from '../../../../components/Button';
import { ErrorState } from '../../../../components/States';
import type { RouterOutputs } from '../../../../lib/api-types';
import { httpStatus } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { addToCart, useCart } from '../../../cart/use-cart';
import { Step } from './Choices';
import { FrameCloseUp, sofaCaption, WallScene } from './FramePreview';
import { FrameStep } from './FrameStep';
import { isRoundShape, mouldingLook } from './frame-look';
import { type PhotoState, PhotoStep } from './PhotoStep';
import { type LiveQuote, ReviewPanel } from './ReviewPanel';
import { type CustomSize, type SizeChoice, SizeStep } from './SizeStep';
import {
  checkInches,
  cropFromPercentages,
  fullCrop,
  isOfferedSize,
  type Orientation,
  orient,
  printLabel,
} from './sizing';

const route = getRouteApi('/_shop/ProductCustomizer');

const PHOTO_QUERY = {
  // A 404 (expired or unknown key) is an answer: ask for the photo again, do not retry.
  retry: (failures: number, error: { data?: { httpStatus?: number } | null }) =>
    error.data?.httpStatus !== 404 && failures < 1,
  staleTime: Number.POSITIVE_INFINITY,
} as const;

/**
 * /ProductCustomizer: a custom frame around the shopper's own photo, as four steps on one page
 * (1 Photo, 2 Size & crop, 3 Frame, 4 Review & add) with a live preview to scale, the live price
 * from the same quote function the server uses, and the print-quality guard.
 */
export function CustomizerPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const options = trpc.catalogue.options.useQuery();
  const prices = trpc.catalogue.prices.list.useQuery();
  const photoKey = search.photo ?? null;
  const photoQuery = trpc.orders.photos.get.useQuery(
    { photoKey: photoKey ?? '' },
    { ...PHOTO_QUERY, enabled: photoKey !== null },
  );

  const photoState: PhotoState =
    photoKey === null
      ? { status: 'none' }
      : photoQuery.data
        ? { status: 'ready', photo: photoQuery.data }
        : photoQuery.isError
          ? httpStatus(photoQuery.error) === 404
            ? { status: 'missing' }
            : { status: 'error', retry: () => void photoQuery.refetch() }
          : { status: 'loading' };
  const photo = photoState.status === 'ready' ? photoState.photo : null;

  const onUploaded = (uploaded: PhotoDto) => {
    utils.orders.photos.get.setData({ photoKey: uploaded.photoKey }, uploaded);
    void navigate({
      to: '/ProductCustomizer',
      search: { photo: uploaded.photoKey },
      replace: true,
      resetScroll: false,
    });
  };

  const photoStep = (
    <Step n={1} title="Photo">
      <PhotoStep state={photoState} onUploaded={onUploaded} />
    </Step>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900">Customise a frame</h1>
      <p className="mt-2 max-w-2xl text-stone-600">
        Upload your photo, choose its size and frame, and see it on a wall to scale. We print and
        frame it in our workshop.
      </p>
      {options.data && prices.data ? (
        <Configurator
          options={options.data}
          prices={prices.data}
          photo={photo}
          photoLoading={photoState.status === 'loading'}
          photoStep={photoStep}
        />
      ) : (
        <div className={COLUMNS}>
          <div className={`${LEFT} space-y-6`}>
            {photoStep}
            {options.isError || prices.isError ? (
              <ErrorState
                message="We couldn't load the sizes and frames. Please check your connection and try again."
                onRetry={() => {
                  void options.refetch();
                  void prices.refetch();
                }}
              />
            ) : (
              <StepsSkeleton />
            )}
          </div>
        </div>
      )}
    </div>
  );
}

const COLUMNS = 'mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start';
const LEFT = 'min-w-0 lg:col-start-1';

type Options = RouterOutputs['catalogue']['options'];
type PriceLists = RouterOutputs['catalogue']['prices']['list'];

function StepsSkeleton() {
  return (
    <div role="status" aria-label="Loading sizes and frames" className="space-y-6">
      {[0, 1].map((i) => (
        <div
          key={i}
          className="h-72 animate-pulse rounded-2xl border border-stone-200 bg-stone-100"
        />
      ))}
    </div>
  );
}

/** Steps 2 to 4 and the preview, once the catalogue's options and prices are in. */
function Configurator({
  options,
  prices,
  photo,
  photoLoading,
  photoStep,
}: {
  options: Options;
  prices: PriceLists;
  photo: PhotoDto | null;
  photoLoading: boolean;
  photoStep: ReactNode;
}) {
  const navigate = useNavigate();
  const cartLines = useCart().length;
  const sizes = useMemo(() => options.sizes.filter(isOfferedSize), [options.sizes]);
  const tables = useMemo(() => toPriceTables(prices), [prices]);
  const recommended = useMemo(
    () => new Set(photo ? suitableSizes(photo, sizes).map((s) => s.sizeId) : []),
    [photo, sizes],
  );

  const [orientationPick, setOrientation] = useState<Orientation | null>(null);
  const [sizePick, setSizePick] = useState<SizeChoice | null>(null);
  const [custom, setCustom] = useState<CustomSize>({ width: '', height: '' });
  const [materialPick, setMaterial] = useState<number | null>(null);
  const [frameMaterialPick, setFrameMaterial] = useState<number | null>(null);
  const [thicknessPick, setThickness] = useState<number | null>(null);
  const [shape, setShape] = useState<FrameShape>('Rectangle');
  const [instructions, setInstructions] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [cropDone, setCropDone] = useState<{ key: string; rect: CropRect } | null>(null);
  const [cropRound, setCropRound] = useState(0);
  const lastAspect = useRef(2 / 3);

  if (
    sizes.length === 0 ||
    options.materials.length === 0 ||
    options.frameMaterials.length === 0 ||
    options.thicknesses.length === 0
  ) {
    return (
      // No upload is asked for: there is nothing to frame it with yet.
      <div className="mt-6 max-w-3xl">
        <div className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
          <h2 className="text-lg font-semibold text-stone-900">
            Custom frames are not available yet
          </h2>
          <p className="mt-2">
            Our workshop is still setting up sizes and frames. Meanwhile,{' '}
            <Link to="/Contact" className="text-amber-800 underline">
              contact us
            </Link>{' '}
            for a custom frame or{' '}
            <Link to="/ProductListing" className="text-amber-800 underline">
              browse ready-made frames
            </Link>
            .
          </p>
        </div>
      </div>
    );
  }

  // Orientation follows the photo until the shopper picks one.
  const orientation: Orientation =
    orientationPick ?? (photo && photo.width > photo.height ? 'landscape' : 'portrait');

  // The size: the shopper's pick, else the largest size the photo suits.
  const autoSize = photo
    ? sizes
        .filter((s) => recommended.has(s.sizeId))
        .sort((a, b) => b.width * b.height - a.width * a.height)[0]
    : undefined;
  const choice: SizeChoice | null = sizePick ?? autoSize?.sizeId ?? null;
  const catalogueSize = typeof choice === 'number' ? sizes.find((s) => s.sizeId === choice) : null;
  const customWidth = checkInches(custom.width, 'Width');
  const customHeight = checkInches(custom.height, 'Height');
  const print: PrintSize | null = catalogueSize
    ? orient(catalogueSize, orientation)
    : choice === 'custom' && customWidth.value !== undefined && customHeight.value !== undefined
      ? { widthIn: customWidth.value, heightIn: customHeight.value }
      : null;
  if (print) lastAspect.current = print.widthIn / print.heightIn;
  const aspect = lastAspect.current;

  // The crop, in pixels of the original: the cropper's last answer for this photo and aspect,
  // else the whole photo at this aspect (what the cropper starts with).
  const cropKey = `${photo?.photoKey}:${aspect.toFixed(5)}:${cropRound}`;
  const crop = photo ? (cropDone?.key === cropKey ? cropDone.rect : fullCrop(photo, aspect)) : null;
  const dpi = photo && print && crop ? effectiveDpi(crop, print).effective : null;
  const quality = dpi === null ? null : printQuality(dpi);
  const largest =
    quality?.level === 'blocked' && photo && print
      ? largestPrintSize(fullCrop(photo, aspect), aspect)
      : undefined;

  const materialId = materialPick ?? options.materials[0]?.materialId ?? null;
  const frameMaterialId = frameMaterialPick ?? options.frameMaterials[0]?.frameMaterialId ?? null;
  const thicknessId = thicknessPick ?? options.thicknesses[0]?.thicknessId ?? null;
  const material = options.materials.find((m) => m.materialId === materialId);
  const frameMaterial = options.frameMaterials.find((f) => f.frameMaterialId === frameMaterialId);
  const thickness = options.thicknesses.find((t) => t.thicknessId === thicknessId);
  const look = mouldingLook(frameMaterial?.materialName);

  let quote: LiveQuote | null = null;
  if (print && materialId !== null && frameMaterialId !== null) {
    try {
      const q = quoteCustomFrame({ ...print, shape, materialId, frameMaterialId }, tables);
      const pair = tables.pairs.get(pairKey(materialId, frameMaterialId)) ?? q.ratePaisePerSqFt;
      quote = {
        ok: true,
        price: paiseToRupees(q.pricePaise),
        areaSqFt: q.areaSqFt,
        pairRate: paiseToRupees(pair),
        oneSideRate: ONE_SIDE_ROUND_SHAPES.includes(shape)
          ? paiseToRupees(q.ratePaisePerSqFt - pair)
          : null,
        rate: paiseToRupees(q.ratePaisePerSqFt),
        sizeText: printLabel(print),
        pairText: `${material?.materialName ?? 'Material'} + ${frameMaterial?.materialName ?? 'frame'}`,
        shape,
      };
    } catch (error) {
      if (!(error instanceof QuoteError)) throw error;
      quote = { ok: false, message: error.message };
    }
  }

  const reason = !photo
    ? photoLoading
      ? 'Your photo is loading…'
      : 'Upload your photo first'
    : !print
      ? choice === 'custom'
        ? 'Enter a custom size within the limits'
        : 'Choose a size'
      : quality?.level === 'blocked'
        ? 'Your photo has too few pixels for this size: choose a smaller size'
        : !quote
          ? 'Choose the frame'
          : !quote.ok
            ? quote.message
            : thicknessId === null
              ? 'Choose a thickness'
              : cartLines >= MAX_CART_LINES
                ? `Your cart is full (${MAX_CART_LINES} items): check out or remove one first`
                : null;

  // The phone bar's short line: what to do next, else what is being priced.
  const barNote = !photo
    ? 'Upload your photo first'
    : !print
      ? 'Choose a size'
      : quality?.level === 'blocked'
        ? 'Too large for your photo: choose a smaller size'
        : `${printLabel(print)} · ${shape}`;

  const add = () => {
    if (reason || !photo || !print || !crop || !quote?.ok || materialId === null) return;
    if (frameMaterialId === null || thicknessId === null) return;
    const note = instructions.trim();
    const line: CustomLine = {
      kind: 'custom',
      photoKey: photo.photoKey,
      crop,
      widthIn: print.widthIn,
      heightIn: print.heightIn,
      ...(catalogueSize ? { sizeId: catalogueSize.sizeId } : {}),
      materialId,
      frameMaterialId,
      shape,
      thicknessId,
      ...(note ? { instructions: note } : {}),
      quantity,
      seenUnitPrice: quote.price,
    };
    const added = addToCart(line);
    if (!added.ok) {
      notify.error(added.message);
      return;
    }
    setQuantity(1);
    notify.success(`Added to cart: Custom frame ${printLabel(print)}`, {
      description: `${quantity} x ${frameMaterial?.materialName ?? 'frame'}, ${shape}`,
      action: { label: 'View cart', onClick: () => void navigate({ to: '/Cart' }) },
    });
  };

  const onCrop = (area: Area) => {
    // While a new photo loads the cropper reports an area of NaNs (its image has no size yet).
    if (![area.x, area.y, area.width, area.height].every(Number.isFinite)) return;
    if (photo) setCropDone({ key: cropKey, rect: cropFromPercentages(area, photo, aspect) });
  };

  const onOrientation = (next: Orientation) => {
    if (next === orientation) return;
    setOrientation(next);
    // A custom size turns with the toggle: width and height swap.
    if (choice === 'custom') setCustom({ width: custom.height, height: custom.width });
  };

  const preview = {
    print,
    shape,
    look,
    frameMaterialName: frameMaterial?.materialName ?? 'wood',
    photo,
    crop,
  };

  return (
    <div className={COLUMNS}>
      <div className={LEFT}>{photoStep}</div>
      <div className={LEFT}>
        <Step n={2} title="Size & crop">
          <SizeStep
            sizes={sizes}
            recommended={recommended}
            orientation={orientation}
            onOrientation={onOrientation}
            choice={choice}
            onChoice={(c) => {
              setSizePick(c);
              if (c === 'custom' && custom.width === '' && custom.height === '' && print) {
                setCustom({ width: String(print.widthIn), height: String(print.heightIn) });
              }
            }}
            custom={custom}
            customErrors={
              choice === 'custom' ? { width: customWidth.error, height: customHeight.error } : {}
            }
            onCustom={setCustom}
            image={photo?.previewUrl ?? null}
            aspect={aspect}
            round={isRoundShape(shape)}
            cropKey={`${photo?.photoKey}:${cropRound}`}
            onCrop={onCrop}
            cropSummary={
              photo && crop
                ? `Printed area: ${crop.width.toLocaleString('en-IN')} x ${crop.height.toLocaleString('en-IN')} pixels of your ${photo.width.toLocaleString('en-IN')} x ${photo.height.toLocaleString('en-IN')} photo`
                : null
            }
            quality={quality}
            dpi={dpi}
            largest={largest}
            onUseLargest={(size) => {
              setSizePick('custom');
              setCustom({ width: String(size.widthIn), height: String(size.heightIn) });
              setCropRound((n) => n + 1);
            }}
          />
        </Step>
      </div>
      <div className={LEFT}>
        <Step n={3} title="Frame">
          <FrameStep
            materials={options.materials}
            frameMaterials={options.frameMaterials}
            thicknesses={options.thicknesses}
            materialId={materialId}
            frameMaterialId={frameMaterialId}
            thicknessId={thicknessId}
            shape={shape}
            oblong={print !== null && print.widthIn !== print.heightIn}
            instructions={instructions}
            onMaterial={setMaterial}
            onFrameMaterial={setFrameMaterial}
            onThickness={setThickness}
            onShape={setShape}
            onInstructions={setInstructions}
          />
        </Step>
      </div>
      {/* Phone: after the frame step. Desktop: beside the steps, in view while choosing. */}
      <section
        aria-labelledby="customizer-preview"
        className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-4 lg:row-start-1"
      >
        <h2 id="customizer-preview" className="text-lg font-semibold text-stone-900">
          Preview
        </h2>
        <div className="mt-3 h-64 rounded-xl bg-[#efe9df] p-2">
          <FrameCloseUp {...preview} />
        </div>
        <figure className="mt-4">
          <div className="overflow-hidden rounded-xl ring-1 ring-stone-200">
            <WallScene {...preview} />
          </div>
          <figcaption className="mt-2 text-xs text-stone-600">{sofaCaption(print)}</figcaption>
        </figure>
        {/* Desktop: the price stays in view beside the steps (phones have the bottom bar). */}
        <p className="mt-4 hidden items-baseline justify-between border-t border-stone-200 pt-3 lg:flex">
          <span className="text-sm text-stone-600">Price per frame</span>
          <span className="text-lg font-semibold text-stone-900">
            {quote?.ok ? formatRupees(quote.price) : '—'}
          </span>
        </p>
      </section>
      <div className={LEFT}>
        <Step n={4} title="Review & add">
          <ReviewPanel
            summary={[
              { label: 'Size', value: print ? printLabel(print) : '—' },
              { label: 'Material', value: material?.materialName ?? '—' },
              { label: 'Frame', value: frameMaterial?.materialName ?? '—' },
              { label: 'Shape', value: shape },
              { label: 'Thickness', value: thickness?.thicknessValue ?? '—' },
            ]}
            quote={quote}
            quantity={quantity}
            onQuantity={setQuantity}
            reason={reason}
            onAdd={add}
          />
        </Step>
      </div>
      <PhoneBar price={quote?.ok ? quote.price : null} detail={barNote} />
    </div>
  );
}

/**
 * Phones: the live price stays in view at the bottom while the shopper chooses, with a way to
 * the review step; it steps aside once the review step is on screen (or passed), so it never
 * covers 'Add to Cart' or the footer. Hidden from 1024 px, where the preview sits beside the steps.
 */
function PhoneBar({ price, detail }: { price: number | null; detail: string }) {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const review = document.getElementById(REVIEW_STEP)?.closest('section');
    if (!review || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setAway(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(review);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur transition-transform lg:hidden ${away ? 'invisible translate-y-full' : ''}`}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm leading-tight">
          <span className="block font-semibold text-stone-900">
            {price === null ? 'Price' : formatRupees(price)}
          </span>
          <span className="block truncate text-xs text-stone-600">{detail}</span>
        </p>
        <Button
          className="shrink-0"
          onClick={() =>
            document
              .getElementById(REVIEW_STEP)
              ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
          }
        >
          Review & add
        </Button>
      </div>
    </div>
  );
}

const REVIEW_STEP = 'customizer-step-4';
