import type { Generated, Insertable, Selectable } from 'kysely';

/** News, the home page (sliders, social posts, the wall), contact inquiries and reviews. */
export interface NewsTable {
  newsId: Generated<number>;
  title: string;
  author: string;
  shortDesc: string;
  imageKey: string | null;
  /** A JSON list of sections, validated by contracts' newsSections when read. */
  sections: string;
  createdAt: number;
  updatedAt: number;
}

export interface SlidersTable {
  sliderId: Generated<number>;
  imageKey: string;
  position: number;
  createdAt: number;
}

export interface SocialPostsTable {
  postId: Generated<number>;
  instagramLink: string;
  imageKey: string;
  createdAt: number;
  updatedAt: number;
}

export interface WallTable {
  /** Always 1: the wall is a single row. */
  wallId: number;
  title: string;
  description: string;
  imageKey: string;
  updatedAt: number;
}

export interface ContactsTable {
  contactId: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  inquiryType: string | null;
  status: Generated<string>;
  createdAt: number;
}

/** An admin's e-mail reply to an inquiry, kept with it (migration 0028). */
export interface ContactRepliesTable {
  replyId: Generated<number>;
  contactId: number;
  body: string;
  adminUserId: number | null;
  adminName: string;
  createdAt: number;
}

export interface ReviewsTable {
  ratingId: Generated<number>;
  frameId: number;
  userId: number;
  name: string;
  title: string;
  rating: number;
  review: string;
  createdAt: number;
  updatedAt: number;
}

export interface ContentTables {
  news: NewsTable;
  sliders: SlidersTable;
  social_posts: SocialPostsTable;
  wall: WallTable;
  contacts: ContactsTable;
  contact_replies: ContactRepliesTable;
  reviews: ReviewsTable;
}

export type NewsRow = Selectable<NewsTable>;
export type NewNews = Insertable<NewsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type ContactRow = Selectable<ContactsTable>;
