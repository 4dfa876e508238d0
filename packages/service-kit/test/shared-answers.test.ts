import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedAnswer, sharedBody } from '../src/shared-answers.ts';

/** A list page as the jobs service answers it: ~12 KB of cards. */
const page = () => sharedAnswer({ list: Array.from({ length: 40 }, (_, i) => ({ jobId: 1000 + i, title: `Service crew #${i} (Quezon City)`, companyName: `Company ${i % 7}`, salary: 15_000 + i * 250 })) });
const brotli = (text: string, quality: number) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } });

describe('a shared answer', () => {
  it('is compressed as the gateway would on its first send, and strongly (then kept) once sent again', () => {
    const answer = page();
    const text = JSON.stringify(answer);
    const first = sharedBody(answer, 'gzip, deflate, br');
    expect(first.encoding).toBe('br');
    // most answers of first asks are never asked again: the quick level, not the strong one
    expect(first.body).toEqual(brotli(text, 4));
    const second = sharedBody(answer, 'br');
    expect(second.body).toEqual(brotli(text, 7));
    expect((second.body as Buffer).length).toBeLessThanOrEqual((first.body as Buffer).length);
    // kept: the very same bytes from then on
    expect(sharedBody(answer, 'br').body).toBe(second.body);
    expect(brotliDecompressSync(second.body as Buffer).toString()).toBe(text);
  });

  it('keeps each encoding its own way: gzip 6 first, 9 once sent again', () => {
    const answer = page();
    const text = JSON.stringify(answer);
    sharedBody(answer, 'br');
    sharedBody(answer, 'br');
    const first = sharedBody(answer, 'gzip');
    expect(first.encoding).toBe('gzip');
    expect(first.body).toEqual(gzipSync(text, { level: 6 }));
    const second = sharedBody(answer, 'gzip');
    expect(second.body).toEqual(gzipSync(text, { level: 9 }));
    expect(sharedBody(answer, 'gzip').body).toBe(second.body);
    expect(gunzipSync(second.body as Buffer).toString()).toBe(text);
  });
});
