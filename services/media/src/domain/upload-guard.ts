import { Transform, type TransformCallback } from 'node:stream';
import { MEDIA_ERROR_CODES } from '@phjobs/contracts/media';
import { HttpError } from '@phjobs/service-kit/errors';
import { contentMatches, SNIFF_BYTES } from './content-type.ts';

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, MEDIA_ERROR_CODES.tooLarge, `The file is larger than ${Math.round((maxBytes / (1024 * 1024)) * 100) / 100} MB.`);

export const unsupportedType = (message: string) => new HttpError(415, MEDIA_ERROR_CODES.unsupportedType, message);

/**
 * Passes an upload's bytes through while they stream: fails the moment the count passes
 * `maxBytes` (nothing past the limit is written), and as soon as the first SNIFF_BYTES are in
 * (or the file ends before), fails unless they are what `contentType` says (magic bytes,
 * content-type.ts). Holds at most SNIFF_BYTES in memory.
 */
export class UploadGuard extends Transform {
  size = 0;
  private head = Buffer.alloc(0);
  private checked = false;

  constructor(
    private readonly maxBytes: number,
    private readonly contentType: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(tooLarge(this.maxBytes));
    if (this.checked) return callback(null, chunk);
    this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
    if (this.head.length < SNIFF_BYTES) return callback(null, chunk);
    this.checked = true;
    this.check(() => callback(null, chunk), callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.size === 0) return callback(new HttpError(400, 'validation/invalid', 'The file is empty.'));
    if (this.checked) return callback();
    this.check(() => callback(), callback);
  }

  /** Judges the head, then goes on or fails. */
  private check(pass: () => void, fail: (error: Error) => void): void {
    contentMatches(this.contentType, this.head).then(
      (matches) => (matches ? pass() : fail(this.mismatch())),
      (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private mismatch(): HttpError {
    return unsupportedType(`The file's content is not ${this.contentType}.`);
  }
}
