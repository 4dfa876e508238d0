import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { generateKeys, type Principal, signAccessToken } from '@phjobs/service-kit/auth';
import { createInProcessBus, type EventBus } from '@phjobs/service-kit/events/bus';
import { createLogger } from '@phjobs/service-kit/logger';
import { start } from '../src/start.ts';

export type Media = {
  base: string;
  dataDir: string;
  /** The in-process bus the service consumes from (publish events on bus.transport). */
  bus: EventBus;
  tokenFor(user?: Partial<Principal>): string;
  /** Every regular file under <dataDir>/files, relative to it. */
  storedFiles(): string[];
  close(): Promise<void>;
};

/** The media service as the start command runs it, on a free port, with a fresh data directory. */
export async function startMedia(env: NodeJS.ProcessEnv = {}): Promise<Media> {
  const dataDir = mkdtempSync(join(tmpdir(), 'phjobs-media-'));
  const keys = generateKeys();
  // No duplicate window: a re-published event is delivered again, as a redelivery would be.
  const bus = createInProcessBus({ duplicateWindowMs: 0, retryBaseMs: 20 });
  const running = await start({
    name: 'media', port: 0, databaseUrl: undefined, keys, bus,
    logger: createLogger('media', 'silent'), env, dataDir,
  });
  const filesDir = join(dataDir, 'files');
  return {
    base: `http://127.0.0.1:${running.port}`,
    dataDir,
    bus,
    tokenFor: (user = {}) => signAccessToken(keys.privateKey, { userId: '7', userType: 'individual', email: 'juan@example.ph', ...user }),
    storedFiles: () => listFiles(filesDir).map((path) => relative(filesDir, path)),
    close: async () => {
      await running.close();
      await bus.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]));
}

export type UploadTarget = { url: string; fields: Record<string, string> };

export async function uploadUrl(media: Media, query: string, token = media.tokenFor()): Promise<UploadTarget> {
  const res = await fetch(`${media.base}/api/common/uploadUrl?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`uploadUrl answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as UploadTarget;
}

/** The spec's client: every field in order, then the file, as multipart/form-data. */
export function postForm(media: Media, target: UploadTarget, file: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }, fields = target.fields): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return fetch(new URL(target.url, media.base), { method: 'POST', body: form });
}

/** A GET with the path sent exactly as written (fetch would resolve '..' first). */
export function rawGet(media: Media, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${media.base}${path}`, { method: 'GET', path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Real file headers (magic bytes) with filler behind them.
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const pngOfSize = (size: number) => Buffer.concat([PNG_1X1.subarray(0, 16), Buffer.alloc(size - 16, 7)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** What a Windows program starts with ('MZ'): renamed to .png it must not pass for an image. */
export const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), Buffer.alloc(200, 0)]);
/**
 * A real two-file ZIP (stored; written by Python's zipfile, not by this repository): my-filled-form.pdf
 * and id-card.jpg, what the apply screen uploads when an applicant picks several own-form files.
 */
export const ZIP = Buffer.from(
  'UEsDBBQAAAAAAMtzalzyhrcDDwAAAA8AAAASAAAAbXktZmlsbGVkLWZvcm0ucGRmJVBERi0xLjQKJSVFT0YKUEsDBBQAAAAAAMtzaly31NFHBwAAAAcAAAALAAAAaWQtY2FyZC5qcGf/2P/gAQIDUEsBAhQDFAAAAAAAy3NqXPKGtwMPAAAADwAAABIAAAAAAAAAAAAAAIABAAAAAG15LWZpbGxlZC1mb3JtLnBkZlBLAQIUAxQAAAAAAMtzaly31NFHBwAAAAcAAAALAAAAAAAAAAAAAACAAT8AAABpZC1jYXJkLmpwZ1BLBQYAAAAAAgACAHkAAABvAAAAAAA=',
  'base64',
);
/** A ZIP's first local header with filler behind it, `size` bytes long. */
export const zipOfSize = (size: number) => Buffer.concat([ZIP.subarray(0, 30), Buffer.alloc(size - 30, 7)]);

const OFFICE_PARTS = {
  word: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  workbook: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
} as const;

/**
 * An Office Open XML package (written by fflate, deflated): its content types naming the main part
 * of a Word document or a workbook, then that part, then `padding` bytes of a stored picture.
 */
export function officeFile(kind: keyof typeof OFFICE_PARTS, padding = 0): Buffer<ArrayBuffer> {
  const [part, type] = OFFICE_PARTS[kind];
  const types = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${type}"/></Types>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(types),
      [part]: strToU8('<?xml version="1.0"?><document/>'),
      'media/image1.png': [pngOfSize(Math.max(padding, 16)), { level: 0 }],
    }),
  );
}
