import { type Kysely, SqliteAdapter } from 'kysely';

/**
 * Staff roles (docs/decisions/0024-staff-roles-and-permissions.md).
 *
 * - `staff_roles`: a named set of permissions, stored comma-separated like an API key's scopes
 *   (one row, so the session lookup reads a person's permissions with one join). `builtIn` names
 *   the built-in role a row is ('owner', 'manager', ...; null for a shop's own): those rows are
 *   read-only. The permission lists are written here as they are today and frozen with the
 *   migration (migrations never import app code); the server brings the built-in rows in line
 *   with contracts/staff/permissions.ts at start.
 * - `users.staffRoleId`: the role of a staff member; null for a shopper. `users.role` stays
 *   ('admin' for any staff member, what the legacy REST contract answers) and is written with
 *   it; today's admins become Owners.
 * - `staff_invitations`: an invitation to a role, by e-mail. Its link follows a reset link's
 *   rules (only the token's SHA-256 kept, one use, only the address's newest works), and it
 *   creates the account when the person accepts (no account exists for an unanswered one).
 */
const ALL = [
  'catalogue:read',
  'catalogue:write',
  'content:write',
  'orders:read',
  'orders:write',
  'orders:refund',
  'customers:read',
  'analytics:read',
  'invoices:write',
  'discounts:write',
  'settings:write',
  'staff:manage',
  'integrations:manage',
  'audit:read',
];
const BUILT_IN: { key: string; name: string; permissions: string[] }[] = [
  { key: 'owner', name: 'Owner', permissions: ALL },
  {
    key: 'manager',
    name: 'Manager',
    permissions: ALL.filter((p) => p !== 'staff:manage' && p !== 'integrations:manage'),
  },
  {
    key: 'fulfilment',
    name: 'Fulfilment',
    permissions: ['orders:read', 'orders:write', 'catalogue:read'],
  },
  {
    key: 'contentEditor',
    name: 'Content editor',
    permissions: ['content:write', 'catalogue:read'],
  },
  {
    key: 'accountant',
    name: 'Accountant',
    permissions: ['orders:read', 'analytics:read', 'invoices:write', 'customers:read'],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('staff_roles')
    .addColumn('roleId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('permissions', 'varchar(500)', (c) => c.notNull())
    .addColumn('builtIn', 'varchar(20)')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('staff_roles_name_unique', ['name'])
    .addUniqueConstraint('staff_roles_built_in_unique', ['builtIn'])
    .execute();

  // SQLite takes the reference inline (it cannot add a constraint later); MySQL ignores an
  // inline REFERENCES, so it gets a named constraint of its own.
  await db.schema
    .alterTable('users')
    .addColumn('staffRoleId', 'integer', (c) =>
      sqlite ? c.references('staff_roles.roleId').onDelete('restrict') : c,
    )
    .execute();
  if (!sqlite) {
    await db.schema
      .alterTable('users')
      .addForeignKeyConstraint('users_staff_role_fk', ['staffRoleId'], 'staff_roles', ['roleId'])
      .onDelete('restrict')
      .execute();
  }

  await db.schema
    .createTable('staff_invitations')
    .addColumn('invitationId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('firstName', 'varchar(100)', (c) => c.notNull())
    .addColumn('lastName', 'varchar(100)', (c) => c.notNull())
    .addColumn('roleId', 'integer', (c) =>
      c.notNull().references('staff_roles.roleId').onDelete('cascade'),
    )
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('invitedBy', 'integer', (c) => c.references('users.userId').onDelete('set null'))
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('usedAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_invitations_email_idx')
    .on('staff_invitations')
    .column('email')
    .execute();

  const typed = db as unknown as Kysely<{
    staff_roles: {
      roleId?: number;
      name: string;
      permissions: string;
      builtIn: string | null;
      createdAt: number;
    };
    users: { role: string; staffRoleId: number | null };
  }>;
  const now = Date.now();
  for (const role of BUILT_IN) {
    await typed
      .insertInto('staff_roles')
      .values({
        name: role.name,
        permissions: role.permissions.join(','),
        builtIn: role.key,
        createdAt: now,
      })
      .execute();
  }
  const owner = await typed
    .selectFrom('staff_roles')
    .select('roleId')
    .where('builtIn', '=', 'owner')
    .executeTakeFirstOrThrow();
  await typed
    .updateTable('users')
    .set({ staffRoleId: owner.roleId })
    .where('role', '=', 'admin')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await db.schema.alterTable('users').dropConstraint('users_staff_role_fk').execute();
  }
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.alterTable('users').dropColumn('staffRoleId').execute();
  await db.schema.dropTable('staff_roles').execute();
}
