import { z } from 'zod';
import { ISO_DATE_PATTERN, istDayStartMs } from '../analytics/ist';
import { idParam } from '../shared/text';

/**
 * The audit log (docs/decisions/0025-audit-log.md): who changed what in the shop, when, from
 * where, and the changed fields before and after. Shared by the server and the Activity screen.
 */

/** What an entry can be about: the filter's choices and the writer's vocabulary. */
export const AUDIT_ENTITIES = [
  'frame',
  'frameSize',
  'size',
  'material',
  'frameMaterial',
  'thickness',
  'pairPrice',
  'oneSidePrice',
  'materialTax',
  'order',
  'coupon',
  'carrier',
  'codSettings',
  'sellerSettings',
  'news',
  'post',
  'slider',
  'wall',
  'review',
  'contact',
  'apiKey',
  'webhook',
  'user',
  'role',
  'invitation',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  frame: 'Frame',
  frameSize: 'Frame size (stock)',
  size: 'Size',
  material: 'Material',
  frameMaterial: 'Frame material',
  thickness: 'Thickness',
  pairPrice: 'Price (pair)',
  oneSidePrice: 'Price (one side)',
  materialTax: 'Material tax',
  order: 'Order',
  coupon: 'Discount code',
  carrier: 'Carrier',
  codSettings: 'Cash on delivery settings',
  sellerSettings: 'Seller details',
  news: 'News',
  post: 'Post',
  slider: 'Home slider',
  wall: 'Wall photo',
  review: 'Review',
  contact: 'Contact inquiry',
  apiKey: 'API key',
  webhook: 'Webhook',
  role: 'Staff role',
  invitation: 'Staff invitation',
  user: 'User',
};

export const AUDIT_ACTOR_KINDS = ['staff', 'apiKey', 'system', 'shopper'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** A page of the list: bounded, so no request reads the whole log. */
export const AUDIT_PAGE_SIZE = 50;
/** A CSV download holds at most this many entries (newest first); narrow the filter for more. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

const istDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(ISO_DATE_PATTERN, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(istDayStartMs(v)), `${label} is not a real date`);

/** The cursor is the last entry's id, as text: opaque to clients, checked like any input. */
const cursor = z
  .string({ error: 'Cursor is not valid' })
  .regex(/^[1-9]\d{0,14}$/, 'Cursor is not valid');

const filterFields = {
  entity: z.enum(AUDIT_ENTITIES, { error: 'Entity is not one the audit log knows' }).optional(),
  entityId: z.string().trim().min(1).max(64, 'Entity id is too long').optional(),
  actorUserId: idParam.optional(),
  action: z
    .string()
    .trim()
    .min(1)
    .max(80, 'Action is too long')
    .regex(/^[A-Za-z0-9.]+$/, 'Action is a use case name like coupons.update')
    .optional(),
  from: istDate('From').optional(),
  to: istDate('To').optional(),
};

type FilterShape = { from?: string; to?: string; entity?: string; entityId?: string };
const datesInOrder = (v: FilterShape) => !v.from || !v.to || v.from <= v.to;
const idNeedsEntity = (v: FilterShape) => !v.entityId || Boolean(v.entity);

/** The filter of the CSV download: IST days, both inclusive. */
export const auditFilterInput = z
  .strictObject(filterFields)
  .refine(datesInOrder, { message: 'From must be on or before To', path: ['to'] })
  .refine(idNeedsEntity, { message: 'Entity id needs an entity', path: ['entityId'] })
  .prefault({});
export type AuditFilter = z.output<typeof auditFilterInput>;

/** The list's filter and where the page starts (the previous page's `nextCursor`). */
export const auditListInput = z
  .strictObject({ ...filterFields, cursor: cursor.optional() })
  .refine(datesInOrder, { message: 'From must be on or before To', path: ['to'] })
  .refine(idNeedsEntity, { message: 'Entity id needs an entity', path: ['entityId'] })
  .prefault({});
export type AuditListInput = z.input<typeof auditListInput>;
export type AuditListFilter = z.output<typeof auditListInput>;

/** One changed field's values: JSON values as stored (money in paise, times as ISO text). */
export type AuditValues = Record<string, unknown>;

export const auditEntrySchema = z.object({
  auditId: z.number(),
  /** ISO 8601, UTC. */
  at: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    userId: z.number().nullable(),
    apiKeyId: z.number().nullable(),
    name: z.string(),
  }),
  ip: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
