import type { Generated, Insertable, Selectable } from 'kysely';

/** Integrations' API keys: only the key's SHA-256 is kept (issue 22). */
export interface ApiKeysTable {
  apiKeyId: Generated<number>;
  name: string;
  keyHash: string;
  /** The key's first characters, shown in the list to tell keys apart. */
  prefix: string;
  /** Comma-separated scopes, as declared in contracts/apikeys/schemas.ts. */
  scopes: string;
  createdBy: number | null;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

export interface ApiKeysTables {
  api_keys: ApiKeysTable;
}

export type ApiKeyRow = Selectable<ApiKeysTable>;
export type NewApiKey = Insertable<ApiKeysTable>;
