import { useEffect, type ReactNode } from 'react';

/**
 * Wraps every island on both sides of hydration (so the trees match) and tells the browser
 * runtime when the island is live, so that a click made before that can be replayed.
 */
export function IslandRoot({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
