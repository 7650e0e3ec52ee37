import { z } from 'zod';
import { paginationSchema } from '../catalogue/responses';
import type {
  AdminReviewDto,
  ContactDto,
  NewsDto,
  NewsPage,
  PostDto,
  ReviewDto,
  ReviewPage,
  SliderDto,
  WallDto,
} from './dtos';
import { CONTACT_STATUSES } from './schemas';

/** The REST answers of the content paths, as the OpenAPI document states them. */
export const newsSchema = z.strictObject({
  newsId: z.number().int(),
  title: z.string(),
  author: z.string(),
  shortDesc: z.string(),
  image: z.string().nullable(),
  srcset: z.string().nullable(),
  sections: z.array(
    z.strictObject({
      sectionTitle: z.string(),
      content: z.string(),
      bullets: z.array(z.string()),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<NewsDto>;

export const newsPageSchema = z.strictObject({
  data: z.array(newsSchema),
  pagination: paginationSchema,
}) satisfies z.ZodType<NewsPage>;
export const newsResponse = z.strictObject({ data: newsSchema });
export const newsSavedResponse = z.strictObject({ message: z.string(), data: newsSchema });

export const sliderSchema = z.strictObject({
  sliderId: z.number().int(),
  imageUrl: z.string(),
  srcset: z.string(),
  position: z.number().int(),
}) satisfies z.ZodType<SliderDto>;
export const sliderSavedResponse = z.strictObject({ message: z.string(), data: sliderSchema });

export const postSchema = z.strictObject({
  postId: z.number().int(),
  instagramLink: z.string(),
  imageUrl: z.string(),
  srcset: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<PostDto>;

export const wallSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  srcset: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<WallDto>;
export const wallSavedResponse = z.strictObject({ message: z.string(), data: wallSchema });

export const contactSchema = z.strictObject({
  contactId: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  inquiryType: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
}) satisfies z.ZodType<ContactDto>;
export const contactSubmittedResponse = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});

const reviewShape = {
  ratingId: z.number().int(),
  frameId: z.number().int(),
  name: z.string(),
  title: z.string(),
  rating: z.number().int(),
  review: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  verified: z.boolean(),
};
export const reviewSchema = z.strictObject(reviewShape) satisfies z.ZodType<ReviewDto>;
export const adminReviewSchema = z.strictObject({
  ...reviewShape,
  userId: z.number().int(),
  frameName: z.string(),
}) satisfies z.ZodType<AdminReviewDto>;
export const reviewPageSchema = z.strictObject({
  reviews: z.array(reviewSchema),
  pagination: paginationSchema,
}) satisfies z.ZodType<ReviewPage>;
export const adminReviewsResponse = z.strictObject({ reviews: z.array(adminReviewSchema) });
export const reviewCreatedResponse = z.strictObject({ message: z.string(), review: reviewSchema });
