import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Accounts and their sessions. */
export interface UsersTable {
  userId: Generated<number>;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  /** 'admin' for any staff member (what the legacy REST contract says), 'user' otherwise. */
  role: string;
  /**
   * The staff role (staff_roles); null for a shopper. Written together with `role`; a person is
   * staff only when both say so (docs/decisions/0024-staff-roles-and-permissions.md).
   */
  staffRoleId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: number;
  /** When the address was proven by its link; null: not yet. */
  emailVerifiedAt: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SessionsTable {
  sessionId: string;
  secretHash: string;
  userId: number;
  expiresAt: number;
  createdAt: number;
  userAgent: ColumnType<string | null, string | null | undefined, string | null>;
  lastSeenAt: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One-time links (reset, verify): only the token's SHA-256 is stored. */
export interface AccountTokensTable {
  tokenId: Generated<number>;
  userId: number;
  purpose: 'reset' | 'verify';
  tokenHash: string;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

/** A named set of permissions; `builtIn` names the read-only built-in ones (migration 0033). */
export interface StaffRolesTable {
  roleId: Generated<number>;
  name: string;
  /** Comma-separated permissions, as listed in contracts/staff/permissions.ts. */
  permissions: string;
  builtIn: string | null;
  createdAt: number;
}

/** An invitation to a staff role; the link's token is kept only as its SHA-256 (migration 0033). */
export interface StaffInvitationsTable {
  invitationId: Generated<number>;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  tokenHash: string;
  invitedBy: number | null;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

export interface UsersTables {
  users: UsersTable;
  staff_roles: StaffRolesTable;
  staff_invitations: StaffInvitationsTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  saved_addresses: SavedAddressesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type StaffRoleRow = Selectable<StaffRolesTable>;
export type SessionRow = Selectable<SessionsTable>;

/** A delivery address kept on the account (issue 24); isDefault is 0/1, one per account. */
export interface SavedAddressesTable {
  addressId: Generated<number>;
  userId: number;
  firstName: string;
  lastName: string;
  address: string;
  apt: string | null;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  isDefault: number;
  createdAt: number;
  updatedAt: number;
}
export type SavedAddressRow = Selectable<SavedAddressesTable>;
