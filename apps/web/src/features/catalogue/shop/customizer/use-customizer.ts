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
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import type { RouterOutputs } from '../../../../lib/api-types';
import { httpStatus } from '../../../../lib/errors';
import { formatCount } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { addToCart, useCart } from '../../../cart-store/use-cart';
import { isRoundShape, mouldingLook } from './frame-look';
import type { PhotoState } from './PhotoStep';
import type { LiveQuote } from './ReviewPanel';
import type { CustomSize, SizeChoice } from './SizeStep';
import {
  checkInches,
  cropFromPercentages,
  fullCrop,
  isOfferedSize,
  type Orientation,
  orient,
  printLabel,
} from './sizing';

export type Options = RouterOutputs['catalogue']['options'];
export type PriceLists = RouterOutputs['catalogue']['prices']['list'];

const route = getRouteApi('/_shop/ProductCustomizer');

const PHOTO_QUERY = {
  // A 404 (expired or unknown key) is an answer: ask for the photo again, do not retry.
  retry: (failures: number, error: { data?: { httpStatus?: number } | null }) =>
    error.data?.httpStatus !== 404 && failures < 1,
  staleTime: Number.POSITIVE_INFINITY,
} as const;

/**
 * The shopper's photo, kept in the URL (`?photo=<key>`) so a reload or a shared link finds it
 * again: its state for the photo step, and what an upload does (cache it, put its key in the URL).
 */
export function useCustomizerPhoto() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const photoKey = search.photo ?? null;
  const photoQuery = trpc.orders.photos.get.useQuery(
    { photoKey: photoKey ?? '' },
    { ...PHOTO_QUERY, enabled: photoKey !== null },
  );

  const state: PhotoState =
    photoKey === null
      ? { status: 'none' }
      : photoQuery.data
        ? { status: 'ready', photo: photoQuery.data }
        : photoQuery.isError
          ? httpStatus(photoQuery.error) === 404
            ? { status: 'missing' }
            : { status: 'error', retry: () => void photoQuery.refetch() }
          : { status: 'loading' };

  const onUploaded = (uploaded: PhotoDto) => {
    utils.orders.photos.get.setData({ photoKey: uploaded.photoKey }, uploaded);
    void navigate({
      to: '/ProductCustomizer',
      search: { photo: uploaded.photoKey },
      replace: true,
      resetScroll: false,
    });
  };

  return { state, photo: state.status === 'ready' ? state.photo : null, onUploaded };
}

/** The sizes a custom frame can be ordered in; none (or no materials) means no custom frames. */
export function offeredSizes(options: Options) {
  return options.sizes.filter(isOfferedSize);
}

export function customFramesAvailable(options: Options): boolean {
  return (
    offeredSizes(options).length > 0 &&
    options.materials.length > 0 &&
    options.frameMaterials.length > 0 &&
    options.thicknesses.length > 0
  );
}

/**
 * Everything the steps choose and what follows from it: the print size (catalogue or custom,
 * turned with the orientation), the crop, the print quality of the photo at that size, the live
 * price from the same quote function the server uses, why 'Add to Cart' is not offered yet, and
 * adding the line to the cart.
 */
export function useCustomFrame(props: {
  options: Options;
  prices: PriceLists;
  photo: PhotoDto | null;
  photoLoading: boolean;
}) {
  const { options, prices, photo, photoLoading } = props;
  const navigate = useNavigate();
  const cartLines = useCart().length;
  const sizes = useMemo(() => offeredSizes(options), [options]);
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

  /** What the size step shows and does. */
  const sizeStep = {
    sizes,
    recommended,
    orientation,
    onOrientation: (next: Orientation) => {
      if (next === orientation) return;
      setOrientation(next);
      // A custom size turns with the toggle: width and height swap.
      if (choice === 'custom') setCustom({ width: custom.height, height: custom.width });
    },
    choice,
    onChoice: (c: SizeChoice) => {
      setSizePick(c);
      if (c === 'custom' && custom.width === '' && custom.height === '' && print) {
        setCustom({ width: String(print.widthIn), height: String(print.heightIn) });
      }
    },
    custom,
    customErrors:
      choice === 'custom' ? { width: customWidth.error, height: customHeight.error } : {},
    onCustom: setCustom,
    image: photo?.previewUrl ?? null,
    aspect,
    round: isRoundShape(shape),
    cropKey: `${photo?.photoKey}:${cropRound}`,
    onCrop: (area: Area) => {
      // While a new photo loads the cropper reports an area of NaNs (its image has no size yet).
      if (![area.x, area.y, area.width, area.height].every(Number.isFinite)) return;
      if (photo) setCropDone({ key: cropKey, rect: cropFromPercentages(area, photo, aspect) });
    },
    cropSummary:
      photo && crop
        ? `Printed area: ${formatCount(crop.width)} x ${formatCount(crop.height)} pixels of your ${formatCount(photo.width)} x ${formatCount(photo.height)} photo`
        : null,
    quality,
    dpi,
    largest,
    onUseLargest: (size: PrintSize) => {
      setSizePick('custom');
      setCustom({ width: String(size.widthIn), height: String(size.heightIn) });
      setCropRound((n) => n + 1);
    },
  };

  /** What the frame step shows and does. */
  const frameStep = {
    materials: options.materials,
    frameMaterials: options.frameMaterials,
    thicknesses: options.thicknesses,
    materialId,
    frameMaterialId,
    thicknessId,
    shape,
    oblong: print !== null && print.widthIn !== print.heightIn,
    instructions,
    onMaterial: setMaterial,
    onFrameMaterial: setFrameMaterial,
    onThickness: setThickness,
    onShape: setShape,
    onInstructions: setInstructions,
  };

  /** What the two previews draw. */
  const preview = {
    print,
    shape,
    look: mouldingLook(frameMaterial?.materialName),
    frameMaterialName: frameMaterial?.materialName ?? 'wood',
    photo,
    crop,
  };

  /** What the review step shows and does. */
  const review = {
    summary: [
      { label: 'Size', value: print ? printLabel(print) : '—' },
      { label: 'Material', value: material?.materialName ?? '—' },
      { label: 'Frame', value: frameMaterial?.materialName ?? '—' },
      { label: 'Shape', value: shape },
      { label: 'Thickness', value: thickness?.thicknessValue ?? '—' },
    ],
    quote,
    quantity,
    onQuantity: setQuantity,
    reason,
    onAdd: add,
  };

  return { sizeStep, frameStep, preview, review, price: quote?.ok ? quote.price : null, barNote };
}
