import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA } from './breakpoints';

const mediaList = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether `query` matches now; re-renders when that changes. False where there is no `matchMedia`. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/**
 * The one place where script needs the breakpoint (breakpoints.ts): true from 1024 px up. Layout
 * itself is CSS; use this only where the two layouts render different things (a sidebar form
 * instead of a modal, a card that selects instead of navigating, a table instead of cards).
 */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA);
}
