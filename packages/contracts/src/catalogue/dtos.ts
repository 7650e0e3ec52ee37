import type { FrameShape } from './constants';

export interface MaterialDto {
  materialId: number;
  materialName: string;
}
export interface FrameMaterialDto {
  frameMaterialId: number;
  materialName: string;
}
export interface SizeDto {
  sizeId: number;
  width: number;
  height: number;
  label: string;
}
export interface ThicknessDto {
  thicknessId: number;
  thicknessValue: string;
}
export interface PairPriceDto {
  materialId: number;
  frameMaterialId: number;
  materialName: string;
  frameMaterialName: string;
  pricePerSqft: number;
}
export interface OneSidePriceDto {
  materialId: number;
  materialName: string;
  pricePerSqft: number;
}
export interface FrameImageDto {
  imageId: number;
  /** Path relative to the API host, as the legacy client expects ("uploads/frames/…"). */
  imageUrl: string;
  /** The three widths, for srcset. */
  srcset: string;
}
export interface FrameVariantDto {
  frameSizeId: number;
  sizeId: number;
  size: SizeDto;
  price: number;
  offer_price: number | null;
  total_qty: number;
  /** For sale now: the sum of the size's stock ledger (decision 0016). */
  remained_qty: number;
  /** Held or sold by orders: total_qty - remained_qty (decision 0016). */
  purchased_qty: number;
}
export interface FrameSummaryDto {
  frameId: number;
  name: string;
  basePrice: number;
  frameShape: FrameShape;
  materialId: number;
  frameMaterialId: number;
  material: { materialName: string };
  frameMaterial: { materialName: string };
  isNewArrival: boolean;
  isOffer: boolean;
  averageRating: number;
  totalRatings: number;
  images: FrameImageDto[];
  createdAt: string;
  /**
   * What a card shows: the lowest price a shopper pays across the sizes (offer price where
   * there is one; the base price for a frame with no sizes yet), rupees.
   */
  fromPrice: number;
  /** The struck-through price of that same size when it is on offer, else null. */
  fromOriginalPrice: number | null;
  /** Pieces left across all sizes (0 is out of stock). */
  stock: number;
}
export interface FrameDto extends FrameSummaryDto {
  description: string;
  colors: string[];
  weight: number;
  origin: string;
  careInstruction: string[];
  includes: string[];
  frameSizes: FrameVariantDto[];
  updatedAt: string;
}
export interface Pagination {
  page: number;
  limit: number;
  totalItems: number;
  totalPages: number;
}
export interface FramePage {
  data: FrameSummaryDto[];
  pagination: Pagination;
  /** Set when a search found nothing as typed and these corrected words were searched. */
  searchedFor?: string;
}

/** One suggestion under the shop's search box. */
export interface FrameSuggestionDto {
  frameId: number;
  name: string;
  fromPrice: number;
  materialName: string;
  /** The first image's smallest width ('/uploads/frames/…'), if the frame has images. */
  image: string | null;
}

export interface FrameSuggestions {
  suggestions: FrameSuggestionDto[];
  /** As FramePage's: the corrected words, when the words as typed found nothing. */
  searchedFor?: string;
}

export function sizeLabel(width: number, height: number): string {
  return `${width}x${height}`;
}
