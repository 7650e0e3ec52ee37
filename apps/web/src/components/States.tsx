import type { ReactNode } from 'react';
import { Button } from './Button';

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-stone-600">
      <span
        className="h-6 w-6 animate-spin rounded-full border-2 border-stone-300 border-t-amber-700"
        aria-hidden
      />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={`py-10 text-center text-stone-500${className ? ` ${className}` : ''}`}>
      {children}
    </p>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-red-800"
    >
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
