import type { Config } from 'tailwindcss';

/**
 * The shop's CSS (src/index.css, on every page): only classes found in shop code. Admin-only
 * code and Tremor are left out so `/` never downloads the admin's chart styles; the admin adds
 * its own sheet on top (src/admin.css, tailwind.admin.config.ts), loaded with the admin routes.
 * Globs cover both folder layouts: `features/<domain>/admin/` and the older `*-admin` folders.
 */
const ADMIN_ONLY = [
  './src/features/*/admin/**',
  './src/features/admin-*/**',
  './src/features/catalogue-admin/**',
  './src/features/users/*.{ts,tsx}',
  './src/routes/admin/**',
  './src/routes/admin.tsx',
];

export default {
  content: {
    relative: true,
    files: ['./index.html', './src/**/*.{ts,tsx}', ...ADMIN_ONLY.map((glob) => `!${glob}`)],
  },
  theme: { extend: {} },
  plugins: [],
} satisfies Config;
