import { pipeline } from 'node:stream/promises';
import { FILE_KEY_PATTERN } from '@phjobs/contracts/media';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import type { Logger } from '@phjobs/service-kit/logger';
import type { MEDIA_API } from '@phjobs/contracts/api/media';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { Response } from 'express';
import { isInlineImage } from '../domain/content-type.ts';
import type { FileStore } from '../domain/file-store.ts';
import { isSeedKey, seedPlaceholder } from '../domain/seed-placeholder.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Placeholders may change with the code: cached a day, not a year. */
const PLACEHOLDER_CACHE = 'public, max-age=86400';
/** Nothing served here runs: no scripts, no plugins, no framing (placeholder SVGs keep their inline styles). */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function fileHandlers({ store, logger }: { store: FileStore; logger: Logger }): Handlers<typeof MEDIA_API, 'file'> {
  /**
   * A stored file by key: `/files/<key>`, or `/files/<key>/<fileName>` to name the download (the
   * spec's apply form builds `files/{key}/{fileName}`). Ad images and logos come this way (GET and
   * HEAD). The kit mounts it without route parameters: the path is decoded here, so a malformed
   * escape is a 400 like any other bad key.
   */
  const file: Handlers<typeof MEDIA_API, 'file'>['file'] = async ({ req, res }) => {
    const { key, fileName } = parseFilePath(req.path);
    const stored = await store.open(key);
    if (!stored) {
      if (!isSeedKey(key)) throw notFound('No file is stored under this key.');
      const placeholder = seedPlaceholder(key);
      fileHeaders(res, { contentType: placeholder.contentType, size: placeholder.body.length, fileName: fileName ?? key.split('/').pop() ?? 'file', cache: PLACEHOLDER_CACHE });
      res.end(req.method === 'HEAD' ? undefined : placeholder.body);
      return;
    }
    fileHeaders(res, { contentType: stored.contentType, size: stored.size, fileName: fileName ?? stored.fileName ?? key.split('/').pop() ?? 'file', cache: IMMUTABLE });
    if (req.method === 'HEAD') {
      await stored.release();
      res.end();
      return;
    }
    try {
      await pipeline(stored.body(), res);
    } catch (error) {
      // Headers are gone by now: all that is left is to cut the answer short. A client that went
      // away is no news; a store that failed mid-file is.
      const gone = (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
      logger[gone ? 'debug' : 'warn']({ err: error, key }, 'file stream ended early');
      res.destroy();
    }
  };
  return { file };
}

/** `<project>/<owner>/<name>[/<fileName>]`; anything else (dot segments, extra or missing parts) is a 400. */
function parseFilePath(path: string): { key: string; fileName: string | null } {
  const segments = path.replace(/^\//, '').split('/').map(decodeSegment);
  const key = segments.slice(0, 3).join('/');
  if (segments.length < 3 || segments.length > 4 || !FILE_KEY_PATTERN.test(key)) throw badRequest('Not a file key.', { key: 'Use /files/<project>/<owner>/<name>.' });
  // eslint-disable-next-line no-control-regex -- control characters are stripped from the download name: matching them is the point
  const fileName = segments[3]?.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim().slice(0, 200) || null;
  return { key, fileName };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest('Not a file key.', { key: 'The path has a malformed escape.' });
  }
}

function fileHeaders(res: Response, { contentType, size, fileName, cache }: { contentType: string; size: number; fileName: string; cache: string }): void {
  res.status(200);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', String(size));
  res.setHeader('Cache-Control', cache);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('Content-Disposition', contentDisposition(isInlineImage(contentType) ? 'inline' : 'attachment', fileName));
}

/** RFC 6266: an ASCII fallback name and the exact one in filename* (UTF-8). */
function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
