import type { UploadContentType } from '@phjobs/contracts/media';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Bytes read before an upload's content is judged: what file-type reads by default (its
 * `reasonableDetectionSizeInBytes`, not in its types), enough for a .docx's first entries.
 */
export const SNIFF_BYTES = 4100;

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

const startsWith = (head: Uint8Array, signature: readonly number[]) => head.length >= signature.length && signature.every((byte, i) => head[i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What file-type may find (its `ext`) in a file of each declared type. Word .doc and HWP 5 are OLE2
 * compound files, which file-type names 'cfb'; a .docx is a ZIP, which it names 'docx' when the
 * head shows a Word part and 'zip' when it does not tell what the archive holds (a .docx whose
 * first entries lie past the head), but 'xlsx', 'epub', 'jar'… when it shows something else.
 * Illustrator's PDFs ('ai') are PDFs; an animated PNG ('apng') is a PNG.
 */
const DETECTED: Readonly<Partial<Record<string, readonly string[]>>> = {
  'image/jpeg': ['jpg'],
  'image/png': ['png', 'apng'],
  'image/gif': ['gif'],
  'image/bmp': ['bmp'],
  'application/pdf': ['pdf', 'ai'],
  'application/msword': ['cfb'],
  [DOCX]: ['docx', 'zip'],
  'application/x-hwp': ['cfb'],
};

/** Signatures file-type does not read as this project does: checked first, on the head as it is. */
const EXPLICIT: Readonly<Partial<Record<string, (head: Uint8Array) => boolean>>> = {
  // HWP 3 ('HWP Document File V3.00'): file-type knows no Hangul document.
  'application/x-hwp': (head) => startsWith(head, ascii('HWP Document File')),
  // A ZIP archive by its first local header, PK\x03\x04, whatever it holds: file-type names an
  // archive by its entries (docx, jar, epub…), and calls an empty one (only the end record,
  // nothing to apply with) a ZIP too.
  'application/zip': (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
};

/**
 * Whether a file's first bytes (up to SNIFF_BYTES) are what its declared type says, by file-type's
 * `fileTypeFromBuffer` (DETECTED) or a rule of this project (EXPLICIT). Anything else is refused.
 * Never throws.
 */
export async function contentMatches(type: string, head: Uint8Array): Promise<boolean> {
  if (EXPLICIT[type]?.(head)) return true;
  const allowed = DETECTED[type];
  if (!allowed) return false;
  // A head file-type cannot parse (a ZIP entry it fails to inflate) tells nothing: refused as unknown.
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  return found !== undefined && allowed.includes(found.ext);
}

/** Images are shown inline; everything else is downloaded (Content-Disposition: attachment). */
export const isInlineImage = (type: string) => ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/svg+xml'].includes(type);
