/**
 * What a staff member (or an API key acting for one) may do in the back-office. Each use case
 * that is not public, a shopper's own or system work names exactly one of these; roles are sets
 * of them. The list is fixed in code: a permission nobody checks would be a promise with no
 * guard behind it.
 */
export const PERMISSIONS = [
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
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type PermissionGroup =
  | 'Catalogue'
  | 'Content'
  | 'Orders'
  | 'Customers'
  | 'Money and reports'
  | 'Shop settings'
  | 'Staff and integrations';

export interface PermissionInfo {
  name: Permission;
  label: string;
  group: PermissionGroup;
}

/** How screens and the REST list name each permission, in the order they are shown. */
export const PERMISSION_INFO: readonly PermissionInfo[] = [
  { name: 'catalogue:read', label: 'See the catalogue and stock', group: 'Catalogue' },
  {
    name: 'catalogue:write',
    label: 'Change frames, attributes, prices and stock',
    group: 'Catalogue',
  },
  {
    name: 'content:write',
    label: 'Manage news, home page, posts, wall, reviews and contact replies',
    group: 'Content',
  },
  { name: 'orders:read', label: 'See orders and their exports', group: 'Orders' },
  {
    name: 'orders:write',
    label: 'Change order status, notes and tracking; cancel unpaid orders',
    group: 'Orders',
  },
  {
    name: 'orders:refund',
    label: 'Refund, cancel orders with money taken, record COD cash',
    group: 'Orders',
  },
  { name: 'customers:read', label: 'See customers and their details', group: 'Customers' },
  {
    name: 'analytics:read',
    label: 'See dashboards, sales, GST reports and download invoices',
    group: 'Money and reports',
  },
  {
    name: 'invoices:write',
    label: 'Change seller details on invoices and back-fill invoices',
    group: 'Money and reports',
  },
  { name: 'discounts:write', label: 'Manage discount codes', group: 'Money and reports' },
  {
    name: 'settings:write',
    label: 'Change delivery, COD, carrier and tax settings',
    group: 'Shop settings',
  },
  { name: 'staff:manage', label: 'Invite staff and manage roles', group: 'Staff and integrations' },
  {
    name: 'integrations:manage',
    label: 'Manage API keys and webhooks',
    group: 'Staff and integrations',
  },
  { name: 'audit:read', label: 'See the activity log', group: 'Staff and integrations' },
];

/** Powers no API key may hold, whatever its maker may do: people only. */
export const KEY_FORBIDDEN_PERMISSIONS: readonly Permission[] = [
  'staff:manage',
  'integrations:manage',
  'orders:refund',
];

export type BuiltInRoleKey = 'owner' | 'manager' | 'fulfilment' | 'contentEditor' | 'accountant';

/** The roles every shop starts with; they cannot be edited or deleted. */
export const BUILT_IN_ROLES: Record<
  BuiltInRoleKey,
  { name: string; permissions: readonly Permission[] }
> = {
  owner: { name: 'Owner', permissions: PERMISSIONS },
  manager: {
    name: 'Manager',
    permissions: PERMISSIONS.filter((p) => p !== 'staff:manage' && p !== 'integrations:manage'),
  },
  fulfilment: {
    name: 'Fulfilment',
    permissions: ['orders:read', 'orders:write', 'catalogue:read'],
  },
  contentEditor: { name: 'Content editor', permissions: ['content:write', 'catalogue:read'] },
  accountant: {
    name: 'Accountant',
    permissions: ['orders:read', 'analytics:read', 'invoices:write', 'customers:read'],
  },
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * What an API key may hold: every permission but the people-only ones (a test checks that this
 * is exactly PERMISSIONS without KEY_FORBIDDEN_PERMISSIONS).
 */
export const KEY_PERMISSIONS = [
  'catalogue:read',
  'catalogue:write',
  'content:write',
  'orders:read',
  'orders:write',
  'customers:read',
  'analytics:read',
  'invoices:write',
  'discounts:write',
  'settings:write',
  'audit:read',
] as const satisfies readonly Permission[];

export const staffMessages = {
  /** What a 403 says, and what a screen opened without the permission shows. */
  noAccess: (permission: string) => `You don't have access to this (it needs ${permission})`,
  staffOnly: 'Staff only',
  beyondYourRole: (permissions: readonly string[]) =>
    `Your role does not hold ${permissions.join(', ')}: you can only give or take away what you hold yourself`,
  unknownPermission: 'Unknown permission',
  roleNotFound: 'This role does not exist',
  roleNameTaken: 'A role with this name already exists',
  builtInReadOnly: 'Built-in roles cannot be changed or deleted',
  roleInUse: 'Staff members hold this role: give them another role first',
  staffNotFound: 'This person is not a staff member',
  userNotFound: 'There is no account with this id',
  lastOwner: 'The last owner cannot be removed or given another role',
  alreadyStaff: 'This person is already a staff member: change their role instead',
  inviteSent: 'Invitation sent',
  invalidInvite: 'This invitation link is not valid or has expired. Ask for a new one.',
  passwordNeeded: 'Choose a password',
  loginToAccept: (email: string) => `Log in as ${email} to accept this invitation`,
  wrongAccount: (email: string) =>
    `This invitation is for ${email}: log out and log in with that account to accept it`,
  inviteAccepted: 'Welcome aboard: the back-office is open to you',
} as const;
