import { describe, expect, it } from 'vitest';
import { contentMatches, declaredContentType } from '../src/domain/content-type.ts';
import { EXE, officeFile, PDF, PNG_1X1, ZIP } from './helpers.ts';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const DOCX_FILE = officeFile('word');
const XLSX_FILE = officeFile('workbook');

describe('declared content type', () => {
  it('takes the Content-Type field first, then the part type, folding aliases and parameters', () => {
    expect(declaredContentType('image/JPG', 'image/png', 'a.gif')).toBe('image/jpeg');
    expect(declaredContentType(undefined, 'application/pdf; charset=binary', 'a.png')).toBe('application/pdf');
  });

  it('falls back to the extension when the browser sends no or a generic type (.hwp)', () => {
    expect(declaredContentType(undefined, 'application/octet-stream', 'Resume.HWP')).toBe('application/x-hwp');
    expect(declaredContentType(undefined, '', 'form.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(declaredContentType(undefined, undefined, 'noext')).toBe('application/octet-stream');
  });

  it('reads the ZIP types browsers send (Windows says application/x-zip-compressed) as application/zip', () => {
    expect(declaredContentType(undefined, 'application/x-zip-compressed', 'application-files.zip')).toBe('application/zip');
    expect(declaredContentType(undefined, 'application/octet-stream', 'application-files.ZIP')).toBe('application/zip');
    expect(declaredContentType('application/zip', undefined, undefined)).toBe('application/zip');
  });
});

describe('magic bytes', () => {
  it('recognises each allowed type by its signature', async () => {
    expect(await contentMatches('image/png', PNG_1X1)).toBe(true);
    expect(await contentMatches('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe(true);
    expect(await contentMatches('image/gif', text('GIF89a\x01\x00'))).toBe(true);
    expect(await contentMatches('image/bmp', Buffer.concat([text('BM'), Buffer.alloc(30)]))).toBe(true);
    expect(await contentMatches('application/pdf', PDF)).toBe(true);
    expect(await contentMatches('application/msword', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(await contentMatches('application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe(true);
    expect(await contentMatches('application/x-hwp', text('HWP Document File V3.00 \x1a\x01\x02'))).toBe(true);
    expect(await contentMatches('application/x-hwp', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true); // HWP 5: OLE2
    expect(await contentMatches('application/zip', ZIP)).toBe(true);
  });

  it('takes a ZIP only by its first local header (PK\\x03\\x04)', async () => {
    expect(await contentMatches('application/zip', bytes(0x50, 0x4b, 0x03, 0x04, 0x0a, 0))).toBe(true);
    expect(await contentMatches('application/zip', PDF)).toBe(false);
    expect(await contentMatches('application/zip', EXE)).toBe(false);
    // an empty archive is only its end record: nothing to apply with
    expect(await contentMatches('application/zip', Buffer.concat([bytes(0x50, 0x4b, 0x05, 0x06), Buffer.alloc(18)]))).toBe(false);
  });

  it('refuses content that is not what its type says', async () => {
    expect(await contentMatches('image/png', EXE)).toBe(false);
    expect(await contentMatches('image/jpeg', PNG_1X1)).toBe(false);
    expect(await contentMatches('application/pdf', text('<html><script>alert(1)</script>'))).toBe(false);
    expect(await contentMatches('image/png', PNG_1X1.subarray(0, 4))).toBe(false);
  });

  it('knows no signature for types no project takes', async () => {
    expect(await contentMatches('image/svg+xml', text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(await contentMatches('text/html', text('<!doctype html>'))).toBe(false);
  });

  it('takes a .docx whose head shows a Word part, or a ZIP whose head does not tell, but no other ZIP-based document', async () => {
    expect(await contentMatches(DOCX, DOCX_FILE)).toBe(true);
    expect(await contentMatches(DOCX, DOCX_FILE.subarray(0, 32))).toBe(true);
    expect(await contentMatches(DOCX, XLSX_FILE)).toBe(false);
    expect(await contentMatches(DOCX, OLE2)).toBe(false);
  });
});
