import { z } from 'zod';
import { requiredText } from '../shared/text';
import { KEY_PERMISSIONS, PERMISSION_INFO } from '../staff/permissions';

/**
 * What an integration's key may hold: permissions, under their legacy REST name "scopes". A key
 * acts for the staff member who made it: it may do what it holds and its maker may do now, and
 * never what only a person may (KEY_FORBIDDEN_PERMISSIONS). Keys made before roles kept their
 * scope names, which are permissions of the same name.
 */
export const API_SCOPES = KEY_PERMISSIONS;
export type ApiScope = (typeof KEY_PERMISSIONS)[number];

/** How the admin screen names each scope. */
export const API_SCOPE_LABELS = Object.fromEntries(
  PERMISSION_INFO.map((p) => [p.name, p.label]),
) as Record<ApiScope, string>;

export const API_KEY_NAME_MAX = 100;

export const createApiKeyInput = z.strictObject({
  name: requiredText('Name', API_KEY_NAME_MAX),
  scopes: z
    .array(z.enum(API_SCOPES, { error: 'Unknown scope' }), { error: 'Scopes are required' })
    .min(1, 'Choose at least one scope')
    .max(API_SCOPES.length, 'Too many scopes')
    .refine((s) => new Set(s).size === s.length, 'Each scope at most once'),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;

export const apiKeyIdInput = z.strictObject({
  id: z
    .number({ error: 'Id must be a number' })
    .int('Id must be a whole number')
    .positive('Id must be positive')
    .max(2_147_483_647, 'Id is too large'),
});

/** A key as the list shows it: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  /** The key's first characters ("fsk_AbC1"), so an admin can tell which key is which. */
  prefix: z.string(),
  createdBy: z.string().nullable(),
  /** The maker's user id: a key acts for them. */
  createdByUserId: z.number().int().nullable(),
  /** What the key may do today: its scopes that its maker still holds. */
  effectivePermissions: z.array(z.enum(API_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyDto = z.infer<typeof apiKeySchema>;

/** The answer to a create: the only time `key` is ever sent. */
export const createdApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  key: z.string(),
});
export type CreatedApiKeyDto = z.infer<typeof createdApiKeySchema>;

export const apiKeyMessages = {
  invalidKey: 'This API key is not valid or has been revoked',
  notAllowed: 'This API key may not do this',
  needsScope: (scope: string) => `This API key lacks the scope ${scope}`,
  beyondMaker: (scopes: readonly string[]) =>
    `Your role does not hold ${scopes.join(', ')}: a key can do no more than the person who makes it`,
  notFound: 'This API key does not exist or was already revoked',
  tooMany: 'Too many requests with this API key. Please slow down.',
} as const;
