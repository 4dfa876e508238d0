import { describe, expect, it } from 'vitest';
import { clearDraft, deobfuscate, DRAFT_TTL_MS, loadDraft, obfuscate, saveDraft } from '../src/domain/draftVault';

class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const utf8Base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('sign-up drafts in session storage, lightly obfuscated', () => {
  it('stores base64 of the reversed JSON, so the e-mail is not readable at a glance', () => {
    const value = { email: 'ana@example.ph', step: 2 };
    const text = obfuscate(value);
    expect(text).toBe(utf8Base64(JSON.stringify(value).split('').reverse().join('')));
    expect(text).not.toContain('ana');
    expect(Buffer.from(text, 'base64').toString('utf8')).not.toContain('ana@example.ph');
  });

  it('reads back what it wrote, accents and emoji included', () => {
    const value = { fullName: 'Niño Dela Cruz 😀', skills: ['Ñ', 'MS Excel'] };
    expect(deobfuscate(obfuscate(value))).toEqual(value);
  });

  it('reads anything that is not an obfuscated value as nothing', () => {
    expect(deobfuscate('not base64 !!')).toBeNull();
    expect(deobfuscate(btoa('{"plain":"json"}'))).toBeNull();
    expect(deobfuscate('')).toBeNull();
    expect(deobfuscate(null)).toBeNull();
  });

  it('keeps a draft for one hour and discards it after', () => {
    const storage = new MemoryStorage();
    const t0 = Date.UTC(2026, 0, 5, 8, 0, 0);
    saveDraft('k', { step: 3 }, storage, t0);
    expect(loadDraft('k', storage, t0 + 1000)).toEqual({ step: 3 });
    expect(loadDraft('k', storage, t0 + DRAFT_TTL_MS - 1)).toEqual({ step: 3 });
    expect(DRAFT_TTL_MS).toBe(60 * 60 * 1000);
    expect(loadDraft('k', storage, t0 + DRAFT_TTL_MS)).toBeNull();
    // discarded: gone from storage, not only ignored
    expect(storage.getItem('k')).toBeNull();
  });

  it('counts the hour from the last save', () => {
    const storage = new MemoryStorage();
    const t0 = 1_000_000;
    saveDraft('k', { step: 1 }, storage, t0);
    saveDraft('k', { step: 2 }, storage, t0 + 50 * 60_000);
    expect(loadDraft('k', storage, t0 + 90 * 60_000)).toEqual({ step: 2 });
  });

  it('removes a corrupt draft', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', 'garbage');
    expect(loadDraft('k', storage)).toBeNull();
    expect(storage.getItem('k')).toBeNull();
  });

  it('clears a draft and never throws when storage refuses', () => {
    const storage = new MemoryStorage();
    saveDraft('k', { a: 1 }, storage);
    clearDraft('k', storage);
    expect(storage.getItem('k')).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(saveDraft('k', { a: 1 }, broken)).toBe(false);
    expect(loadDraft('k', broken)).toBeNull();
    expect(() => clearDraft('k', broken)).not.toThrow();
  });
});
