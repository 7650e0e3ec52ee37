import { rupeesToPaise } from '../shared/money';
import {
  type FrameShape,
  needsSquareSize,
  ONE_SIDE_ROUND_SHAPES,
  SQUARE_ONLY_SHAPES,
} from './constants';
import type { OneSidePriceDto, PairPriceDto } from './dtos';

/**
 * The custom-frame quote. One pure function, used by the customizer to show a price and by
 * the server's order code to charge it, so the two can never disagree.
 *
 *   area (sq ft) = width (in) x height (in) / 144
 *   rate (paise per sq ft) = price of the material + frame material pair
 *                          + the material's one-side-round price, for Top Round and Bottom Round
 *   price = area x rate, rounded to the whole rupee (returned in paise)
 *
 * Square and Round are made only with equal sides (SQUARE_ONLY_SHAPES): other sizes are refused.
 *
 * Prices come in as paise per square foot. A missing price is an error that says which
 * price is missing, never NaN or zero.
 */
export interface PriceTables {
  /** Key: pairKey(materialId, frameMaterialId). */
  pairs: ReadonlyMap<string, number>;
  /** Key: materialId. */
  oneSide: ReadonlyMap<number, number>;
}

export interface QuoteRequest {
  widthIn: number;
  heightIn: number;
  shape: FrameShape;
  materialId: number;
  frameMaterialId: number;
}

export interface Quote {
  areaSqFt: number;
  ratePaisePerSqFt: number;
  pricePaise: number;
}

export class QuoteError extends Error {
  constructor(
    readonly reason: 'bad_size' | 'shape_needs_square' | 'no_pair_price' | 'no_one_side_price',
    message: string,
  ) {
    super(message);
    this.name = 'QuoteError';
  }
}

export const pairKey = (materialId: number, frameMaterialId: number) =>
  `${materialId}:${frameMaterialId}`;

export function quoteCustomFrame(request: QuoteRequest, prices: PriceTables): Quote {
  const { widthIn, heightIn } = request;
  if (!(Number.isFinite(widthIn) && widthIn > 0 && Number.isFinite(heightIn) && heightIn > 0)) {
    throw new QuoteError('bad_size', 'Width and height must be positive numbers of inches');
  }
  if (SQUARE_ONLY_SHAPES.includes(request.shape) && widthIn !== heightIn) {
    throw new QuoteError('shape_needs_square', needsSquareSize(request.shape));
  }
  const pair = prices.pairs.get(pairKey(request.materialId, request.frameMaterialId));
  if (pair === undefined) {
    throw new QuoteError(
      'no_pair_price',
      'This material and frame material combination has no price yet',
    );
  }
  let rate = pair;
  if (ONE_SIDE_ROUND_SHAPES.includes(request.shape)) {
    const oneSide = prices.oneSide.get(request.materialId);
    if (oneSide === undefined) {
      throw new QuoteError(
        'no_one_side_price',
        `${request.shape} is not priced for this material yet`,
      );
    }
    rate += oneSide;
  }
  const areaSqFt = (widthIn * heightIn) / 144;
  return {
    areaSqFt,
    ratePaisePerSqFt: rate,
    pricePaise: Math.round((areaSqFt * rate) / 100) * 100,
  };
}

/** The price lists as the API answers them (rupees per sq ft), as the quote's tables (paise). */
export function toPriceTables(lists: {
  pairs: readonly PairPriceDto[];
  oneSide: readonly OneSidePriceDto[];
}): PriceTables {
  return {
    pairs: new Map(
      lists.pairs.map((p) => [
        pairKey(p.materialId, p.frameMaterialId),
        rupeesToPaise(p.pricePerSqft),
      ]),
    ),
    oneSide: new Map(lists.oneSide.map((p) => [p.materialId, rupeesToPaise(p.pricePerSqft)])),
  };
}
