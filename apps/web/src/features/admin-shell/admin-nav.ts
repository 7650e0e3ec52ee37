import type { Permission } from '@frameshop/contracts/staff/permissions';

/**
 * The sidebar of spec section 2, in its order (then what later issues added), each with the
 * permission its screen needs: the sidebar shows only what the person may use, and a screen
 * opened without it shows "You don't have access to this" (decision 0024).
 */
export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', permission: 'analytics:read' },
  { to: '/admin/settings', label: 'Home Settings', permission: 'content:write' },
  { to: '/admin/manage-sales', label: 'Sales Data', permission: 'analytics:read' },
  { to: '/admin/frameattributes', label: 'Frame Attributes', permission: 'catalogue:write' },
  { to: '/admin/frame', label: 'Frames', permission: 'catalogue:write' },
  { to: '/admin/stock', label: 'Stock', permission: 'catalogue:read' },
  { to: '/admin/news', label: 'News', permission: 'content:write' },
  { to: '/admin/orders', label: 'Orders', permission: 'orders:read' },
  { to: '/admin/tax-invoices', label: 'Tax Invoices', permission: 'invoices:write' },
  { to: '/admin/discount-codes', label: 'Discount Codes', permission: 'discounts:write' },
  { to: '/admin/delivery', label: 'Delivery', permission: 'settings:write' },
  { to: '/admin/users', label: 'Users', permission: 'customers:read' },
  { to: '/admin/customers', label: 'Customers', permission: 'customers:read' },
  { to: '/admin/reviews', label: 'Reviews', permission: 'content:write' },
  { to: '/admin/contact', label: 'Contact', permission: 'content:write' },
  { to: '/admin/webhooks', label: 'Webhooks', permission: 'integrations:manage' },
  { to: '/admin/api-keys', label: 'API Keys', permission: 'integrations:manage' },
  { to: '/admin/staff', label: 'Staff', permission: 'staff:manage' },
  { to: '/admin/roles', label: 'Roles', permission: 'staff:manage' },
  { to: '/admin/activity', label: 'Activity', permission: 'audit:read' },
] as const satisfies readonly { to: string; label: string; permission: Permission }[];

/** Admin screens reached from another screen rather than the sidebar. */
const OTHER_SCREENS: readonly { to: string; permission: Permission }[] = [
  { to: '/admin/materials', permission: 'catalogue:write' },
  { to: '/admin/frame-materials', permission: 'catalogue:write' },
  { to: '/admin/sizes', permission: 'catalogue:write' },
  { to: '/admin/thickness', permission: 'catalogue:write' },
  { to: '/admin/prices', permission: 'catalogue:write' },
  { to: '/admin/posts', permission: 'content:write' },
  { to: '/admin/slider', permission: 'content:write' },
];

/** The permission the admin screen at this path needs (the longest matching prefix). */
export function permissionForPath(pathname: string): Permission | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin') return 'analytics:read';
  let best: { to: string; permission: Permission } | null = null;
  for (const screen of [...ADMIN_NAV, ...OTHER_SCREENS]) {
    if (screen.to === '/admin') continue;
    const matches = path === screen.to || path.startsWith(`${screen.to}/`);
    // '/admin/orders_/12/invoice' is the orders screen's child route.
    const child = path.startsWith(`${screen.to}_/`);
    if ((matches || child) && (!best || screen.to.length > best.to.length)) best = screen;
  }
  return best?.permission ?? null;
}
