/**
 * Sign-up drafts in session storage (account-community.md section 4): partially entered data is
 * kept, lightly obfuscated, and discarded after 1 hour.
 *
 * Obfuscation = base64 of the UTF-8 bytes of the reversed JSON. It only keeps the data from being
 * readable at a glance in the devtools; it is not encryption. What must not be kept at all (the
 * password) is left out by the callers.
 */
import type { StorageLike } from '@phjobs/web-core/storage';

/** Sign-up drafts live one hour. */
export const DRAFT_TTL_MS = 60 * 60 * 1000;

type Envelope<T> = { savedAt: number; data: T };

const reverse = (text: string) => Array.from(text).reverse().join('');

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): string {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** base64(UTF-8(reversed JSON)). */
export function obfuscate(value: unknown): string {
  return toBase64(reverse(JSON.stringify(value)));
}

/** The value back, or null for anything that is not an obfuscated JSON value. */
export function deobfuscate<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(reverse(fromBase64(text))) as T;
  } catch {
    return null;
  }
}

function sessionStore(): StorageLike | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** Keeps `data` under `key` with the time it was saved. False when storage refused it. */
export function saveDraft(key: string, data: unknown, storage: StorageLike | null = sessionStore(), now = Date.now()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, obfuscate({ savedAt: now, data } satisfies Envelope<unknown>));
    return true;
  } catch {
    return false;
  }
}

/** The draft, or null when missing, unreadable or older than one hour (then it is removed). */
export function loadDraft<T>(key: string, storage: StorageLike | null = sessionStore(), now = Date.now()): T | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const envelope = deobfuscate<Envelope<T>>(raw);
  const fresh =
    envelope && typeof envelope === 'object' && typeof envelope.savedAt === 'number' && now - envelope.savedAt >= 0 && now - envelope.savedAt < DRAFT_TTL_MS;
  if (!fresh || envelope.data === undefined) {
    clearDraft(key, storage);
    return null;
  }
  return envelope.data;
}

export function clearDraft(key: string, storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing to do */
  }
}

export const DRAFT_KEYS = {
  individual: 'phjobs.signup.individual',
  business: 'phjobs.signup.business',
  master: 'phjobs.signup.master',
} as const;
