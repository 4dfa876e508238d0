/**
 * A small ZIP writer (PKWARE APPNOTE 6.3, the subset every unzip reads): entries stored as they
 * are (method 0, no compression: PDFs, Office files and images are compressed already), a CRC-32
 * per entry, UTF-8 names marked with the language-encoding flag (bit 11), one central directory and
 * its end record. No ZIP64: the apply screen bundles at most 10 files of 10MB in total.
 *
 * The Email apply call carries one own-form file (`companyOwnResumeKey`), so several picked files
 * travel as one archive written here, in the browser, with no dependency.
 */

export type ZipEntry = {
  /** The name inside the archive (one path segment; see `entryName`). */
  name: string;
  bytes: Uint8Array;
  /** Shown as the entry's date (DOS time, local clock); default now. */
  modified?: Date;
};

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Version needed to extract: 1.0, stored entries need nothing newer. */
const VERSION = 10;
/**
 * Version made by: Unix (3) and 2.0. Info-ZIP's unzip reads names from an MS-DOS (0) maker as
 * code page 437 even with the UTF-8 flag; a Unix maker's names are read as flagged.
 */
const MADE_BY = (3 << 8) | 20;
/** External attributes of a Unix maker: the mode in the high 16 bits, a regular file rw-r--r--. */
const REGULAR_FILE = (0o100644 << 16) >>> 0;
/** General purpose bit 11: names (and comments) are UTF-8. */
const UTF8_NAMES = 0x0800;
const STORED = 0;
const MAX_NAME_BYTES = 255;

let table: Uint32Array | null = null;

function crcTable(): Uint32Array {
  if (table) return table;
  table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** CRC-32 (ISO 3309, reflected polynomial 0xEDB88320), as ZIP, gzip and PNG use it. */
export function crc32(bytes: Uint8Array): number {
  const t = crcTable();
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** MS-DOS date and time (2-second steps, local clock); before 1980 reads as 1980-01-01. */
export function dosDateTime(date: Date): { date: number; time: number } {
  if (Number.isNaN(date.getTime()) || date.getFullYear() < 1980) return { date: (1 << 5) | 1, time: 0 };
  const year = Math.min(date.getFullYear(), 2107) - 1980;
  return {
    date: (year << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
  };
}

const encoder = new TextEncoder();

/** A name's stem and extension: 'cv.final.pdf' -> ['cv.final', '.pdf']; '.profile' has no extension. */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/** Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character. */
function cutToBytes(text: string, maxBytes: number): string {
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (used + size > maxBytes) break;
    out += char;
    used += size;
  }
  return out;
}

/**
 * A picked file's name as an archive entry: one path segment (slashes, backslashes and control
 * characters become '_', so nothing unpacks outside its folder), never '', '.' or '..', at most
 * 255 UTF-8 bytes with its extension kept.
 */
export function entryName(name: string): string {
  let clean = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
    .trim();
  if (clean === '' || clean === '.' || clean === '..') clean = 'file';
  if (encoder.encode(clean).length <= MAX_NAME_BYTES) return clean;
  const [stem, extension] = splitExtension(clean);
  const keptExtension = encoder.encode(extension).length <= 32 ? extension : '';
  return cutToBytes(stem, MAX_NAME_BYTES - encoder.encode(keptExtension).length) + keptExtension;
}

/**
 * Names made unique as file managers do: a picked file keeps its own name when no earlier one has
 * it; a later one with the same name (compared without case, as Windows and macOS unpack) becomes
 * 'cv (2).pdf', 'cv (3).pdf', … skipping any name another file has.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const fold = (name: string) => name.toLocaleLowerCase('en-US');
  const taken = new Set<string>();
  const firsts = new Set<number>();
  names.forEach((name, i) => {
    if (!taken.has(fold(name))) {
      taken.add(fold(name));
      firsts.add(i);
    }
  });
  return names.map((name, i) => {
    if (firsts.has(i)) return name;
    const [stem, extension] = splitExtension(name);
    for (let n = 2; ; n += 1) {
      const candidate = `${stem} (${n})${extension}`;
      if (!taken.has(fold(candidate))) {
        taken.add(fold(candidate));
        return candidate;
      }
    }
  });
}

/**
 * One ZIP archive of `entries`, in their order, names cleaned (`entryName`) and made unique
 * (`uniqueNames`). Its size is the bytes plus 76 + 2 × name bytes per entry plus 22.
 */
export function zipStore(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  if (entries.length > 0xffff) throw new RangeError('A ZIP archive without ZIP64 holds at most 65535 entries.');
  const names = uniqueNames(entries.map((entry) => entryName(entry.name))).map((name) => encoder.encode(name));
  const now = new Date();
  const records = entries.map((entry, i) => ({ name: names[i]!, bytes: entry.bytes, crc: crc32(entry.bytes), stamp: dosDateTime(entry.modified ?? now) }));

  const localSize = records.reduce((sum, r) => sum + 30 + r.name.length + r.bytes.length, 0);
  const centralSize = records.reduce((sum, r) => sum + 46 + r.name.length, 0);
  const total = localSize + centralSize + 22;
  if (localSize > 0xffffffff) throw new RangeError('A ZIP archive without ZIP64 holds at most 4 GB.');

  const out = new Uint8Array(new ArrayBuffer(total));
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value >>> 0, true);
    at += 4;
  };
  const put = (bytes: Uint8Array) => {
    out.set(bytes, at);
    at += bytes.length;
  };

  const offsets: number[] = [];
  for (const r of records) {
    offsets.push(at);
    u32(LOCAL_HEADER);
    u16(VERSION);
    u16(UTF8_NAMES);
    u16(STORED);
    u16(r.stamp.time);
    u16(r.stamp.date);
    u32(r.crc);
    u32(r.bytes.length); // compressed size = size: stored
    u32(r.bytes.length);
    u16(r.name.length);
    u16(0); // extra field length
    put(r.name);
    put(r.bytes);
  }

  const centralStart = at;
  records.forEach((r, i) => {
    u32(CENTRAL_HEADER);
    u16(MADE_BY);
    u16(VERSION);
    u16(UTF8_NAMES);
    u16(STORED);
    u16(r.stamp.time);
    u16(r.stamp.date);
    u32(r.crc);
    u32(r.bytes.length);
    u32(r.bytes.length);
    u16(r.name.length);
    u16(0); // extra field length
    u16(0); // comment length
    u16(0); // disk number start
    u16(0); // internal attributes
    u32(REGULAR_FILE);
    u32(offsets[i]!);
    put(r.name);
  });

  const centralLength = at - centralStart;
  u32(END_OF_CENTRAL_DIRECTORY);
  u16(0); // this disk
  u16(0); // disk with the central directory
  u16(records.length);
  u16(records.length);
  u32(centralLength);
  u32(centralStart);
  u16(0); // comment length
  return out;
}
