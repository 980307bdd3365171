import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * Wraps every island on both sides of hydration (so the trees match): catches its errors with
 * the error screen, and tells the browser runtime when the island is live, so that a click made
 * before that can be replayed.
 */
export function IslandRoot({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  return (
    <ErrorBoundary>
      <Hydrated onHydrated={onHydrated}>{children}</Hydrated>
    </ErrorBoundary>
  );
}

function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
