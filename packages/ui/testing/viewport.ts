/**
 * A window width for tests of layouts that differ by breakpoint (jsdom has no `matchMedia`):
 * `stubViewport(1366)` installs a `matchMedia` that answers `(min-width: Npx)` and
 * `(max-width: Npx)` queries for that width; `resizeViewport(390)` changes the width and tells the
 * listeners whose answer changed, as a browser does. Undo with `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

type Listener = () => void;
type Entry = { matches: boolean; listeners: Set<Listener> };

let width = 390;
const entries = new Map<string, Entry>();

function evaluate(query: string, w: number): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  return (!min || w >= Number(min[1])) && (!max || w <= Number(max[1]));
}

export function stubViewport(initialWidth: number): void {
  width = initialWidth;
  entries.clear();
  vi.stubGlobal('matchMedia', (query: string) => {
    let entry = entries.get(query);
    if (!entry) {
      entry = { matches: evaluate(query, width), listeners: new Set() };
      entries.set(query, entry);
    }
    const { listeners } = entry;
    return {
      matches: evaluate(query, width),
      media: query,
      onchange: null,
      addEventListener: (_type: 'change', fn: Listener) => listeners.add(fn),
      removeEventListener: (_type: 'change', fn: Listener) => listeners.delete(fn),
      addListener: (fn: Listener) => listeners.add(fn),
      removeListener: (fn: Listener) => listeners.delete(fn),
      dispatchEvent: () => true,
    };
  });
}

export function resizeViewport(nextWidth: number): void {
  width = nextWidth;
  for (const [query, entry] of entries) {
    const now = evaluate(query, width);
    if (now !== entry.matches) {
      entry.matches = now;
      entry.listeners.forEach((fn) => fn());
    }
  }
}
