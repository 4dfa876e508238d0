/**
 * The ZIP archive several own-form files travel in: fflate's `zipSync` at level 0 (stored, no
 * compression: PDFs, Office files and images are compressed already), a CRC-32 per entry, UTF-8
 * names flagged (bit 11) where they are not plain ASCII. What stays here are this project's rules
 * for the names and dates of the entries.
 *
 * The Email apply call carries one own-form file (`companyOwnResumeKey`), so several picked files
 * travel as one archive written here, in the browser. Only the chunks of the screens that import it (the Email apply, the ad wizard) load fflate.
 */
import { zipSync, type Zippable } from 'fflate';

export type ZipEntry = {
  /** The name inside the archive (one path segment; see `entryName`). */
  name: string;
  bytes: Uint8Array;
  /** Shown as the entry's date (local clock); default now. */
  modified?: Date;
};

/**
 * Made by Unix: Info-ZIP's unzip reads names from an MS-DOS maker (fflate's default, 0) as code
 * page 437 even with the UTF-8 flag; a Unix maker's names are read as flagged.
 */
const UNIX = 3;
/** External attributes of a Unix maker: the mode in the high 16 bits, a regular file rw-r--r--. */
const REGULAR_FILE = (0o100644 << 16) >>> 0;
const MAX_NAME_BYTES = 255;
/** An MS-DOS date holds the years 1980 to 2107; fflate takes 1980 to 2099 and throws outside. */
const FIRST_YEAR = 1980;
const LAST_YEAR = 2099;

/** The date an entry shows: its own, or 1980-01-01 (local) when unreadable or outside what a ZIP date holds. */
export function entryDate(date: Date): Date {
  const year = date.getFullYear();
  if (Number.isNaN(year) || year < FIRST_YEAR) return new Date(FIRST_YEAR, 0, 1);
  return year > LAST_YEAR ? new Date(LAST_YEAR, 11, 31, 23, 59, 58) : date;
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
 * characters become '_', so nothing unpacks outside its folder, and fflate makes no folder of
 * it), never '', '.' or '..', at most 255 UTF-8 bytes with its extension kept.
 */
export function entryName(name: string): string {
  let clean = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this must replace
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
 * One stored ZIP archive of `entries`, names cleaned (`entryName`) and made unique
 * (`uniqueNames`). Its size is the bytes plus 76 + 2 × name bytes per entry plus 22. The entries
 * keep their order, except that fflate takes them as an object's keys, so names that are whole
 * numbers ('2024', no extension) come first.
 */
export function zipStore(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  if (entries.length > 0xffff) throw new RangeError('A ZIP archive without ZIP64 holds at most 65535 entries.');
  const names = uniqueNames(entries.map((entry) => entryName(entry.name)));
  const now = new Date();
  const files: Zippable = {};
  entries.forEach((entry, i) => {
    files[names[i]!] = [entry.bytes, { level: 0, mtime: entryDate(entry.modified ?? now), os: UNIX, attrs: REGULAR_FILE }];
  });
  return zipSync(files);
}
