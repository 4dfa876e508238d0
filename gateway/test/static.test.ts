import { describe, expect, it } from 'vitest';
import { acceptedEncodings, cacheControlFor, contentTypeFor, isHashedName, resolveInside } from '../src/static.ts';

describe('static file rules', () => {
  it('recognises webpack content hashes in file names', () => {
    expect(isHashedName('812.a1b2c3d4e5f6a7b8c9d0.js')).toBe(true);
    expect(isHashedName('main.0a1b2c3d.js')).toBe(true);
    expect(isHashedName('vendors-5e6f7a8b9c0d.css')).toBe(true);
    expect(isHashedName('812.a1b2c3d4e5f6a7b8c9d0.js.br')).toBe(true);
    expect(isHashedName('remoteEntry.js')).toBe(false);
    expect(isHashedName('banner-20240101.png')).toBe(false);
    expect(isHashedName('logo.png')).toBe(false);
  });

  it('caches hashed files for a year and revalidates entry points', () => {
    expect(cacheControlFor('812.a1b2c3d4e5f6a7b8c9d0.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('favicon.ico')).toBe('no-cache');
  });

  it('names content types of web files', () => {
    expect(contentTypeFor('a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('mf-manifest.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('a.unknown')).toBe('application/octet-stream');
  });

  it('reads accepted encodings and ignores those with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=1.0')]).toEqual(['gzip', 'deflate', 'br']);
    expect(acceptedEncodings('br;q=0, gzip').has('br')).toBe(false);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });

  it('never resolves a path outside the root', () => {
    expect(resolveInside('/srv/dist', 'a/b.js')).toBe('/srv/dist/a/b.js');
    expect(resolveInside('/srv/dist', '../etc/passwd')).toBe('/srv/dist/etc/passwd');
    expect(resolveInside('/srv/dist', '%2e%2e/%2e%2e/etc/passwd')).toBe('/srv/dist/etc/passwd');
    expect(resolveInside('/srv/dist', 'a%00.js')).toBeNull();
    expect(resolveInside('/srv/dist', '%E0%A4%A')).toBeNull();
    expect(resolveInside('/srv/dist', '..\\..\\x')).toBeNull();
  });
});
