/** The sidebar of spec section 2, in its order (then what later issues added). */
export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/settings', label: 'Home Settings' },
  { to: '/admin/manage-sales', label: 'Sales Data' },
  { to: '/admin/frameattributes', label: 'Frame Attributes' },
  { to: '/admin/frame', label: 'Frames' },
  { to: '/admin/news', label: 'News' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/tax-invoices', label: 'Tax Invoices' },
  { to: '/admin/delivery', label: 'Delivery' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/contact', label: 'Contact' },
  { to: '/admin/webhooks', label: 'Webhooks' },
  { to: '/admin/api-keys', label: 'API Keys' },
] as const;
