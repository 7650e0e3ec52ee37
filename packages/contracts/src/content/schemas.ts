import { z } from 'zod';
import { idParam, requiredText } from '../shared/text';

/*
 * Typed inputs (numbers, booleans, lists; strict objects): the REST adapters turn multipart and
 * query text into these types (apps/server/src/rest/coerce.ts). Uploaded images are never part
 * of an input: multipart routes pass them beside it.
 */

export const NEWS_PAGE_SIZE = 12;
export const REVIEWS_PAGE_SIZE = 10;
export const CONTACT_STATUSES = ['new', 'pending', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Optional text, trimmed, bounded; empty means none. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const page = z.number().int().min(1).max(100_000).optional().default(1);
const search = z.string().trim().max(100).optional().default('');

export const newsSection = z.strictObject({
  sectionTitle: optionalText('Section title', 200).optional().default(''),
  content: optionalText('Section content', 10_000).optional().default(''),
  bullets: z
    .array(requiredText('Bullet', 500), { error: 'Bullets must be a list' })
    .max(50, 'At most 50 bullets in a section')
    .optional()
    .default([]),
});
export const newsSections = z
  .array(newsSection, { error: 'Sections must be a list' })
  .max(30, 'At most 30 sections');
export type NewsSection = z.output<typeof newsSection>;

export const newsInput = z.strictObject({
  title: requiredText('Title', 200),
  author: requiredText('Author', 100),
  shortDesc: requiredText('Short description', 500),
  sections: newsSections.optional().default([]),
  /** On update: drop the current image (a new upload replaces it anyway). */
  removeImage: z.boolean({ error: 'removeImage must be true or false' }).optional().default(false),
});
export type NewsFormInput = z.input<typeof newsInput>;
export const newsUpdateInput = newsInput.extend({ newsId: idParam });

export const newsListQuery = z.strictObject({
  page,
  limit: z.number().int().min(1).max(100).optional().default(NEWS_PAGE_SIZE),
  search,
});
export type NewsListQuery = z.output<typeof newsListQuery>;

export const sliderReorderInput = z.strictObject({
  sliderIds: z
    .array(idParam, { error: 'sliderIds must be a list' })
    .max(100, 'At most 100 sliders')
    .refine((l) => new Set(l).size === l.length, 'Each slider can appear only once'),
});

/** An http(s) URL on instagram.com (or a subdomain such as www.instagram.com). */
export const instagramLink = z
  .string({ error: 'Instagram link is required' })
  .trim()
  .min(1, 'Instagram link is required')
  .max(500, 'Instagram link must be at most 500 characters')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Instagram link must be a valid http(s) URL')
  .refine((v) => {
    try {
      const host = new URL(v).hostname.toLowerCase();
      return host === 'instagram.com' || host.endsWith('.instagram.com');
    } catch {
      return true; // reported by the rule above
    }
  }, 'Only instagram.com links are accepted');

export const postInput = z.strictObject({ instagramLink });
export const postUpdateInput = z.strictObject({ postId: idParam, instagramLink });

export const wallInput = z.strictObject({
  title: requiredText('Title', 200),
  description: requiredText('Description', 2000),
});

export const CONTACT_MESSAGE_MAX = 5000;
export const contactInput = z.strictObject({
  name: requiredText('Name', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address')),
  phone: optionalText('Phone', 30)
    .regex(/^[0-9+()\-\s]*$/, 'Phone may contain only digits, spaces and + ( ) -')
    .optional()
    .default(''),
  message: requiredText('Message', CONTACT_MESSAGE_MAX),
  inquiryType: optionalText('Inquiry type', 50).optional().default(''),
  /**
   * The honeypot: a field hidden from people (off-screen, no tab stop). Bots fill it; a
   * submission with it filled is answered like a success and stored nowhere.
   */
  website: z.string().max(500).optional().default(''),
});
export type ContactFormInput = z.input<typeof contactInput>;

export const contactStatusInput = z.strictObject({
  contactId: idParam,
  status: z.enum(CONTACT_STATUSES, { error: 'Status must be new, pending or closed' }),
});

export const rating = z
  .number({ error: 'Rating must be a number' })
  .int('Rating must be a whole number from 0 to 5')
  .min(0, 'Rating must be a whole number from 0 to 5')
  .max(5, 'Rating must be a whole number from 0 to 5');

const reviewFields = {
  rating,
  title: requiredText('Title', 150),
  review: optionalText('Comment', 2000).optional().default(''),
};
export const reviewInput = z.strictObject({ frameId: idParam, ...reviewFields });
export type ReviewFormInput = z.input<typeof reviewInput>;
export const reviewUpdateInput = z.strictObject({ ratingId: idParam, ...reviewFields });

export const reviewsForFrameQuery = z.strictObject({
  frameId: idParam,
  page,
  limit: z.number().int().min(1).max(50).optional().default(REVIEWS_PAGE_SIZE),
});
export type ReviewsForFrameQuery = z.output<typeof reviewsForFrameQuery>;

/** Per-route upload limits: one image of at most 5 MB (spec hints; enforced here). */
export const CONTENT_IMAGE_LIMITS = {
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 1,
  /** Text fields plus the file. */
  maxParts: 10,
  /** News sections arrive as one JSON text field. */
  maxFieldBytes: 400_000,
} as const;
