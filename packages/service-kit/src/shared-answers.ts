/**
 * Answers that many callers share (a cached list page, sent again unchanged): their JSON text is
 * made once per answer object, and so is each compressed form of it (brotli or gzip, as the
 * caller's Accept-Encoding prefers), so a cached answer costs a lookup and a write, not a
 * `JSON.stringify` and a compression per request. The gateway passes an answer that is already
 * encoded through untouched (its compressor skips it: compression 1.8, 'already encoded').
 *
 * Most answers of first asks are never sent again (every person's filters differ), so the first
 * send of an encoding compresses as the gateway does per request (brotli 4, gzip 6); the second
 * send of it makes the stronger form (brotli 7, gzip 9) that every later send reuses. A 20-card
 * page's first send (8 KB of JSON) from a browser: 233 -> 128 µs, for 58 bytes more (1,336
 * against 1,278); 50 cards: 348 -> 188 µs (bench/src/shared-compression.bench.ts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** Below this an answer goes as it is: the gateway's compressor's threshold (gateway.ts). */
export const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';
type Compressed = { body: Buffer; strong: boolean };
type Forms = { text: string; br?: Compressed; gzip?: Compressed };

/** The levels of a first send (compression 1.8's defaults, as the gateway compresses) and of an answer sent again. */
const LEVELS: Record<Encoding, { first: number; again: number }> = { br: { first: 4, again: 7 }, gzip: { first: 6, again: 9 } };

function compress(text: string, encoding: Encoding, level: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } })
    : gzipSync(text, { level });
}

const forms = new WeakMap<object, Forms | null>();

/** Marks an answer object that is sent again unchanged (from a cache): the kit keeps its encoded forms. */
export function sharedAnswer<T extends object>(answer: T): T {
  if (!forms.has(answer)) forms.set(answer, null);
  return answer;
}

export function isSharedAnswer(answer: unknown): answer is object {
  return answer !== null && typeof answer === 'object' && forms.has(answer);
}

/** The JSON text of a shared answer, made on its first send. */
export function sharedText(answer: object): string {
  let known = forms.get(answer);
  if (!known) {
    known = { text: JSON.stringify(answer) };
    forms.set(answer, known);
  }
  return known.text;
}

/**
 * The body of a shared answer for a caller with this Accept-Encoding: the compressed form it
 * prefers (brotli before gzip on equal terms, as the gateway's compressor chooses), made quickly
 * on first need and strongly on the second, then kept with the answer; or the text when it
 * accepts neither or the answer is small.
 */
export function sharedBody(answer: object, acceptEncoding: string | undefined): { body: string | Buffer; encoding: Encoding | null } {
  const text = sharedText(answer);
  if (!acceptEncoding || text.length < COMPRESS_FROM_BYTES) return { body: text, encoding: null };
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return { body: text, encoding: null };
  const known = forms.get(answer) as Forms;
  let kept = known[encoding];
  if (!kept?.strong) {
    kept = kept ? { body: compress(text, encoding, LEVELS[encoding].again), strong: true } : { body: compress(text, encoding, LEVELS[encoding].first), strong: false };
    known[encoding] = kept;
  }
  return { body: kept.body, encoding };
}

/**
 * negotiator 0.6.4's `encoding(available, preferred)`, the server's order on equal quality (as the
 * gateway's compressor calls it); @types/negotiator 0.6 leaves the second parameter out.
 */
const encodingOf: (this: Negotiator, available: readonly string[], preferred: readonly string[]) => string | undefined = Negotiator.prototype.encoding;

/** Browsers send a handful of Accept-Encoding values: each is negotiated once. */
const negotiated = new Map<string, Encoding | null>();

function preferredEncoding(acceptEncoding: string): Encoding | null {
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    if (negotiated.size >= 100) negotiated.clear();
    const chosen = encodingOf.call(new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }), ['br', 'gzip', 'identity'], ['br', 'gzip']);
    encoding = chosen === 'br' || chosen === 'gzip' ? chosen : null;
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}
