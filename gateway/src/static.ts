import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.d.ts': 'text/plain; charset=utf-8',
  '.zip': 'application/zip',
};

/** Types worth a precompressed sibling; images and fonts other than svg are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * A file name carries a content hash when one of its dot- or dash-separated parts is 8 or more
 * hex digits with at least one letter and one digit (webpack `[contenthash]`, `[contenthash:8]`):
 * `main.3f9a0c1b2d.js`, `812.a1b2c3d4.js`, `vendors-5e6f7a8b9c0d.css`.
 */
export function isHashedName(fileName: string): boolean {
  const base = fileName.replace(/(\.(?:br|gz))$/, '');
  const parts = base.split(/[.-]/).slice(0, -1);
  return parts.some((part) => /^[0-9a-f]{8,}$/i.test(part) && /[a-f]/i.test(part) && /[0-9]/.test(part));
}

/** Entry points a deploy replaces in place: always revalidated. */
const ENTRY_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

export function cacheControlFor(fileName: string): string {
  if (ENTRY_NAMES.has(fileName)) return NO_CACHE;
  return isHashedName(fileName) ? IMMUTABLE : NO_CACHE;
}

export function contentTypeFor(fileName: string): string {
  if (fileName.endsWith('.d.ts')) return TYPES['.d.ts'] as string;
  return TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/** The encodings the client accepts (q > 0), from Accept-Encoding. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  for (const item of header.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    accepted.add(name);
  }
  return accepted;
}

async function fileStat(file: string): Promise<Stats | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Resolves a URL path (already without the mount prefix) inside `root`, or null when it would
 * leave the root or is not a plain path.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  const rootWithSep = root.endsWith(path.sep) ? root : root + path.sep;
  return file.startsWith(rootWithSep) ? file : null;
}

export type SendOptions = { cacheControl?: string };

/**
 * Sends one file with its type, cache policy and validators, preferring a precompressed
 * `.br` then `.gz` sibling when the client accepts it. Answers false when there is no such file.
 */
export async function sendStatic(req: Request, res: Response, file: string, options: SendOptions = {}): Promise<boolean> {
  const original = await fileStat(file);
  if (!original) return false;
  const fileName = path.basename(file);
  const type = contentTypeFor(fileName);

  let chosen = file;
  let chosenStat = original;
  let encoding: string | null = null;
  if (COMPRESSIBLE.test(type)) {
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    for (const [name, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (!accepted.has(name)) continue;
      const sibling = await fileStat(file + suffix);
      if (sibling) {
        chosen = file + suffix;
        chosenStat = sibling;
        encoding = name;
        break;
      }
    }
  }

  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', options.cacheControl ?? cacheControlFor(fileName));
  res.setHeader('Last-Modified', original.mtime.toUTCString());
  res.setHeader('ETag', `W/"${chosenStat.size.toString(16)}-${Math.floor(original.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`);
  if (encoding) res.setHeader('Content-Encoding', encoding);

  if (req.fresh) {
    res.removeHeader('Content-Encoding');
    res.status(304).end();
    return true;
  }
  res.setHeader('Content-Length', chosenStat.size);
  if (req.method === 'HEAD') {
    res.status(200).end();
    return true;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(chosen);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
  return true;
}
