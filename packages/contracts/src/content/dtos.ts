import type { ContactStatus, NewsSection } from './schemas';

/** Pages answer the frame list's pagination shape. */
export interface Pagination {
  page: number;
  limit: number;
  totalItems: number;
  totalPages: number;
}

export interface NewsDto {
  newsId: number;
  title: string;
  author: string;
  shortDesc: string;
  /** The legacy field: the 800 px image, relative to the API host; null without an image. */
  image: string | null;
  srcset: string | null;
  sections: NewsSection[];
  createdAt: string;
  updatedAt: string;
}

export interface NewsPage {
  data: NewsDto[];
  pagination: Pagination;
}

export interface SliderDto {
  sliderId: number;
  imageUrl: string;
  srcset: string;
  position: number;
}

export interface PostDto {
  postId: number;
  instagramLink: string;
  imageUrl: string;
  srcset: string;
  createdAt: string;
}

export interface WallDto {
  title: string;
  description: string;
  imageUrl: string;
  srcset: string;
  updatedAt: string;
}

export interface ContactDto {
  contactId: number;
  name: string;
  email: string;
  /** '' when none was given (shown as 'N/A'). */
  phone: string;
  message: string;
  /** null when none was given (shown as 'General'). */
  inquiryType: string | null;
  status: ContactStatus;
  createdAt: string;
}

/**
 * A review as the shop shows it (spec section 3): no account id, so a public page never says
 * who wrote what beyond the display name. The shopper's own review comes from `reviews.mine`.
 */
export interface ReviewDto {
  ratingId: number;
  frameId: number;
  /** The author's display name, from the account. */
  name: string;
  title: string;
  rating: number;
  review: string;
  createdAt: string;
  updatedAt: string;
  /** The author has a delivered order containing this frame ('Verified purchase'). */
  verified: boolean;
}

/** The admin's list also names the account that wrote each review. */
export interface AdminReviewDto extends ReviewDto {
  userId: number;
  /** The frame the review is about, named for the admin (issue 24). */
  frameName: string;
}

export interface ReviewPage {
  reviews: ReviewDto[];
  pagination: Pagination;
}
