/**
 * Device storage helpers: JSON in localStorage (or any Storage), never throwing. Private mode,
 * quota errors, a disabled storage or a corrupt value all read as the fallback.
 */

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // SecurityError when storage is disabled
  }
}

/** Reads a JSON value; the fallback when missing, unreadable or not valid JSON. */
export function readJson<T>(key: string, fallback: T, storage: StorageLike | null = defaultStorage()): T {
  if (!storage) return fallback;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return fallback;
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Writes a JSON value; false when it could not be stored (quota, disabled storage, cycles). */
export function writeJson(key: string, value: unknown, storage: StorageLike | null = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string, storage: StorageLike | null = defaultStorage()): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch {
    /* nothing to do */
  }
}

/**
 * Keeps a list of recent entries keyed by id: the entry moves to the front, duplicates are
 * dropped, at most `max` kept. Returns the new list (also stored).
 */
export function rememberRecent<T>(
  key: string,
  entry: T,
  idOf: (item: T) => string | number,
  max: number,
  storage: StorageLike | null = defaultStorage(),
): T[] {
  const current = readJson<unknown>(key, [], storage);
  const list = Array.isArray(current) ? (current as T[]) : [];
  const id = idOf(entry);
  const next = [entry, ...list.filter((item) => item !== null && typeof item === 'object' ? idOf(item) !== id : item !== entry)].slice(0, max);
  writeJson(key, next, storage);
  return next;
}
