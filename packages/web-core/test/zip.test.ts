import { randomBytes } from 'node:crypto';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryDate, entryName, uniqueNames, zipStore } from '../src/zip';
import { HAS_PYTHON, HAS_UNZIP, readWithPython, unzip } from '../testing/zip-reader';

const text = (value: string) => new TextEncoder().encode(value);
const PDF = text('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** Every byte value, then noise: nothing in the archive may depend on the content. */
const BINARY = new Uint8Array([...Array.from({ length: 256 }, (_, i) => i), ...randomBytes(64 * 1024 + 7)]);

const entries = [
  { name: 'my-filled-form.pdf', bytes: PDF, modified: new Date(2026, 2, 10, 14, 30, 22) },
  { name: 'Résumé 履歴書.png', bytes: BINARY },
  { name: 'empty.txt', bytes: new Uint8Array(0) },
];

describe.skipIf(!HAS_PYTHON)('a ZIP archive read back by Python zipfile', () => {
  it('holds every entry in order with its exact name and bytes, stored, CRCs checked, a name past ASCII flagged UTF-8', () => {
    const read = readWithPython(zipStore(entries));
    expect(read.map((e) => e.name)).toEqual(['my-filled-form.pdf', 'Résumé 履歴書.png', 'empty.txt']);
    read.forEach((entry, i) => {
      expect(entry.bytes.equals(Buffer.from(entries[i]!.bytes))).toBe(true);
      expect(entry.method).toBe(0); // ZIP_STORED
      expect(entry.crc).toBe(zlibCrc32(entries[i]!.bytes));
    });
    expect(read[1]!.flags & 0x0800).toBe(0x0800); // language encoding: UTF-8 names
  });

  it("dates each entry by its file's time (2-second steps, local clock), 1980-01-01 when the file's is earlier", () => {
    const read = readWithPython(zipStore([
      { name: 'a.pdf', bytes: PDF, modified: new Date(2026, 2, 10, 14, 30, 23) },
      { name: 'b.pdf', bytes: PDF, modified: new Date(0) },
      { name: 'c.pdf', bytes: PDF, modified: new Date(Number.NaN) },
    ]));
    expect(read.map((e) => e.date)).toEqual([
      [2026, 3, 10, 14, 30, 22],
      [1980, 1, 1, 0, 0, 0],
      [1980, 1, 1, 0, 0, 0],
    ]);
  });

  it('renames duplicate names like a file manager: cv.pdf, cv (2).pdf, cv (3).pdf', () => {
    const archive = zipStore(['cv.pdf', 'cv.pdf', 'cv.pdf', 'photo'].map((name, i) => ({ name, bytes: text(`file ${i}`) })));
    const read = readWithPython(archive);
    expect(read.map((e) => e.name)).toEqual(['cv.pdf', 'cv (2).pdf', 'cv (3).pdf', 'photo']);
    expect(read.map((e) => e.bytes.toString())).toEqual(['file 0', 'file 1', 'file 2', 'file 3']);
  });
});

describe.skipIf(!HAS_UNZIP)('a ZIP archive read back by unzip', () => {
  it('lists the exact names, passes the integrity test and gives each entry back byte for byte', () => {
    const archive = zipStore(entries);
    expect(unzip.names(archive)).toEqual(['my-filled-form.pdf', 'Résumé 履歴書.png', 'empty.txt']);
    expect(unzip.test(archive)).toMatch(/No errors detected in compressed data/);
    for (const entry of entries) expect(unzip.bytes(archive, entry.name).equals(Buffer.from(entry.bytes))).toBe(true);
  });

  it('keeps duplicates apart so that each one unpacks', () => {
    const archive = zipStore([
      { name: 'cv.pdf', bytes: text('first') },
      { name: 'cv.pdf', bytes: text('second') },
    ]);
    expect(unzip.names(archive)).toEqual(['cv.pdf', 'cv (2).pdf']);
    expect(unzip.bytes(archive, 'cv (2).pdf').toString()).toBe('second');
  });
});

describe('the own-form archive', () => {
  it('writes the CRC and the sizes into each local header', () => {
    const archive = zipStore([{ name: 'a.pdf', bytes: PDF }]);
    const view = new DataView(archive.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50); // PK\x03\x04: what media's magic-byte check looks for
        expect(view.getUint16(8, true)).toBe(0); // stored
    expect(view.getUint32(14, true)).toBe(zlibCrc32(PDF));
    expect(view.getUint32(18, true)).toBe(PDF.length);
    expect(view.getUint32(22, true)).toBe(PDF.length);
  });

  it('is exactly the bytes plus 76 + 2 x name bytes per entry plus 22, nothing compressed', () => {
    const archive = zipStore(entries);
    const nameBytes = entries.reduce((sum, e) => sum + text(e.name).length, 0);
    const dataBytes = entries.reduce((sum, e) => sum + e.bytes.length, 0);
    expect(archive.length).toBe(dataBytes + 76 * entries.length + 2 * nameBytes + 22);
  });

  it('keeps a date a ZIP entry cannot hold inside 1980-2099', () => {
    expect(entryDate(new Date(1975, 5, 1))).toEqual(new Date(1980, 0, 1));
    expect(entryDate(new Date(2150, 0, 1)).getFullYear()).toBe(2099);
    const inside = new Date(2026, 2, 10);
    expect(entryDate(inside)).toBe(inside);
  });

  it('makes every name one path segment, so nothing unpacks outside its folder', () => {
    expect(entryName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(entryName('C:\\Users\\ana\\cv.pdf')).toBe('C:_Users_ana_cv.pdf');
    expect(entryName('..')).toBe('file');
    expect(entryName('  ')).toBe('file');
    expect(entryName('tab\there.pdf')).toBe('tab_here.pdf');
  });

  it('shortens a name past 255 UTF-8 bytes and keeps its extension', () => {
    const long = entryName(`${'履'.repeat(200)}.pdf`);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(text(long).length).toBeLessThanOrEqual(255);
    expect(long.startsWith('履'.repeat(83))).toBe(true);
  });

  it('compares names without case when it makes them unique, and never takes a name another file has', () => {
    expect(uniqueNames(['cv.pdf', 'CV.pdf', 'cv (2).pdf', 'cv.pdf'])).toEqual(['cv.pdf', 'CV (3).pdf', 'cv (2).pdf', 'cv (4).pdf']);
    expect(uniqueNames(['.profile', '.profile', 'a.b.c', 'a.b.c'])).toEqual(['.profile', '.profile (2)', 'a.b.c', 'a.b (2).c']);
  });
});
