/**
 * Seed data names files it does not ship (`seed/logos/company-2.png`, `seed/job-images/ad-5-1`,
 * `seed/forms/company-1001`). When such a key has no stored file, GET /files answers a generated
 * stand-in instead of a 404: a deterministic SVG (initials and colour from the key) for images, a
 * one-page PDF for company forms; covers and portraits for the editorial articles (seed-article-art.ts).
 * Same key, same bytes.
 */
import { articleCoverSvg, portraitSvg } from './seed-article-art.ts';

export type Placeholder = { contentType: string; body: Buffer };

export const isSeedKey = (key: string) => key.startsWith('seed/');

export function seedPlaceholder(key: string): Placeholder {
  const [, kind = '', name = ''] = key.split('/');
  const stem = name.replace(/\.[A-Za-z0-9]+$/, '');
  if (kind === 'forms') return { contentType: 'application/pdf', body: placeholderPdf(stem) };
  if (kind === 'articles') return { contentType: 'image/svg+xml', body: Buffer.from(articleCoverSvg(key, stem)) };
  if (kind === 'seniors') return { contentType: 'image/svg+xml', body: Buffer.from(portraitSvg(key, stem)) };
  const hue = hash(key) % 360;
  const size = kind === 'logos' ? { width: 240, height: 240 } : kind === 'job-images' ? { width: 720, height: 400 } : { width: 480, height: 320 };
  return { contentType: 'image/svg+xml', body: Buffer.from(placeholderSvg(initials(stem), caption(kind, stem), hue, size)) };
}

/** FNV-1a: a stable colour per key. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** 'company-1023' -> 'C1023', 'ad-5-1' -> 'A5': the first letter of the word and its first number. */
function initials(stem: string): string {
  const words = stem.split(/[-_.\s]+/).filter(Boolean);
  const letters = words.filter((word) => /^[A-Za-z]/.test(word)).map((word) => word[0]!.toUpperCase()).slice(0, 2).join('');
  const number = words.find((word) => /^\d+$/.test(word)) ?? '';
  return (letters + number).slice(0, 6) || '?';
}

function caption(kind: string, stem: string): string {
  const ad = /^ad-(\d+)-(\d+)$/.exec(stem);
  if (kind === 'job-images' && ad) return `Job ad ${ad[1]} · photo ${ad[2]}`;
  const company = /^company-(\d+)$/.exec(stem);
  if (company) return `Company ${company[1]}`;
  return stem;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function placeholderSvg(big: string, small: string, hue: number, { width, height }: { width: number; height: number }): string {
  const fontSize = Math.round(Math.min(height * 0.34, (width * 0.8) / Math.max(big.length * 0.62, 1)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(small)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},62%,58%)"/><stop offset="1" stop-color="hsl(${(hue + 36) % 360},62%,40%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(big)}</text>`,
    `<text x="50%" y="${height - Math.round(height * 0.08)}" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="${Math.max(12, Math.round(height * 0.06))}" fill="#fff" fill-opacity="0.85">${escapeXml(small)}</text>`,
    '</svg>',
  ].join('');
}

/** A valid one-page PDF (Helvetica, A4) with a title and a line of text; offsets computed. */
function placeholderPdf(stem: string): Buffer {
  const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const content = [
    'BT /F1 20 Tf 72 760 Td (Company application form) Tj ET',
    `BT /F1 12 Tf 72 730 Td (${pdfText(caption('forms', stem))} - sample form of the seed data.) Tj ET`,
    'BT /F1 12 Tf 72 712 Td (Fill in and upload this form with your application.) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
