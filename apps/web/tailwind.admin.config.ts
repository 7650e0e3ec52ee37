import type { Config } from 'tailwindcss';
import colors from 'tailwindcss/colors';

/**
 * The admin's extra sheet (src/admin.css: components and utilities, no base), loaded by the
 * admin route after the shop's sheet. It scans the whole app, not only admin code: its rules
 * come later in the cascade, so every utility an admin page uses must be in it, in Tailwind's
 * own order (a shop-only `md:flex` followed by an admin `hidden` would otherwise win wrongly).
 *
 * Tremor 3 (admin charts and cards) is built for Tailwind 3: its classes live in node_modules,
 * it reads the `tremor-*` tokens below, and chart colours are built from class names at run
 * time, so the palette is safelisted.
 */
export default {
  content: {
    relative: true,
    files: ['./src/**/*.{ts,tsx}', '../../node_modules/@tremor/**/*.{js,ts,jsx,tsx}'],
  },
  theme: {
    extend: {
      colors: {
        tremor: {
          brand: {
            faint: colors.amber[50],
            muted: colors.amber[200],
            subtle: colors.amber[400],
            DEFAULT: colors.amber[700],
            emphasis: colors.amber[800],
            inverted: colors.white,
          },
          background: {
            muted: colors.stone[50],
            subtle: colors.stone[100],
            DEFAULT: colors.white,
            emphasis: colors.stone[700],
          },
          border: { DEFAULT: colors.stone[200] },
          ring: { DEFAULT: colors.stone[200] },
          content: {
            subtle: colors.stone[400],
            DEFAULT: colors.stone[500],
            emphasis: colors.stone[700],
            strong: colors.stone[900],
            inverted: colors.white,
          },
        },
      },
      boxShadow: {
        'tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
        'tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
        'tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
      },
      borderRadius: {
        'tremor-small': '0.375rem',
        'tremor-default': '0.5rem',
        'tremor-full': '9999px',
      },
      fontSize: {
        'tremor-label': ['0.75rem', { lineHeight: '1rem' }],
        'tremor-default': ['0.875rem', { lineHeight: '1.25rem' }],
        'tremor-title': ['1.125rem', { lineHeight: '1.75rem' }],
        'tremor-metric': ['1.875rem', { lineHeight: '2.25rem' }],
      },
    },
  },
  safelist: [
    {
      pattern:
        /^(bg|text|border|ring|stroke|fill)-(stone|amber|indigo|emerald|rose|sky|violet|yellow|blue|purple|green|red)-(50|100|200|300|400|500|600|700|800|900|950)$/,
      variants: ['hover', 'ui-selected'],
    },
  ],
  plugins: [],
} satisfies Config;
