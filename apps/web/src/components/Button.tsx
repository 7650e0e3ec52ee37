import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-amber-700 text-white hover:bg-amber-800 disabled:bg-amber-400',
  secondary:
    'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:text-stone-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
  ghost: 'text-stone-700 hover:bg-stone-100 disabled:text-stone-400',
  /** A quiet destructive action (Delete in a list). */
  dangerGhost: 'text-red-700 hover:bg-red-50 disabled:text-stone-400',
} as const;

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS }) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
