import type { UploadContentType } from '@phjobs/contracts/media';

/** Bytes needed to tell every allowed type apart. */
export const SNIFF_BYTES = 32;

const ALIASES: Record<string, UploadContentType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'image/x-ms-bmp': 'image/bmp',
  'image/x-bmp': 'image/bmp',
  'application/haansofthwp': 'application/x-hwp',
  'application/vnd.hancom.hwp': 'application/x-hwp',
  'application/hwp': 'application/x-hwp',
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
  'multipart/x-zip': 'application/zip',
};

const BY_EXTENSION: Record<string, UploadContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  hwp: 'application/x-hwp',
  zip: 'application/zip',
};

/** Browsers send no or a generic type for files they do not know (.hwp): the name decides then. */
const GENERIC = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/x-download']);

/**
 * The type an upload declares: its Content-Type field, else its part's type, else (when that is
 * generic) its file name's extension. Lower-cased, parameters dropped, aliases folded.
 */
export function declaredContentType(fieldType: string | undefined, partType: string | undefined, fileName: string | undefined): string {
  for (const candidate of [fieldType, partType]) {
    const type = (candidate ?? '').split(';')[0]!.trim().toLowerCase();
    if (!GENERIC.has(type)) return ALIASES[type] ?? type;
  }
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(fileName ?? '')?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || 'application/octet-stream';
}

export function normalizeContentType(type: string): string {
  const plain = type.split(';')[0]!.trim().toLowerCase();
  return ALIASES[plain] ?? plain;
}

const startsWith = (head: Uint8Array, signature: readonly number[], at = 0) =>
  head.length >= at + signature.length && signature.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Whether a file's first bytes are what its declared type says: the image signatures and %PDF-
 * exactly; Word and Hangul documents by their container (OLE2 compound file for .doc and HWP 5,
 * 'HWP Document File' for HWP 3, ZIP for .docx), and a ZIP archive by its first local file header
 * (PK\x03\x04; an empty archive, only an end record, is not one). Anything else is refused.
 */
export function contentMatches(type: string, head: Uint8Array): boolean {
  switch (type) {
    case 'image/jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'));
    case 'image/bmp':
      return startsWith(head, ascii('BM')) && head.length >= 14;
    case 'application/pdf':
      return startsWith(head, ascii('%PDF-'));
    case 'application/msword':
      return startsWith(head, OLE2);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return startsWith(head, ZIP);
    case 'application/x-hwp':
      return startsWith(head, OLE2) || startsWith(head, ascii('HWP Document File'));
    case 'application/zip':
      return startsWith(head, ZIP);
    default:
      return false;
  }
}

/** Images are shown inline; everything else is downloaded (Content-Disposition: attachment). */
export const isInlineImage = (type: string) => ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/svg+xml'].includes(type);
