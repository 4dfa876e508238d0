import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_RULES, ZIP_HEADER_ALLOWANCE, type UploadResult } from '@phjobs/contracts/media';
import { badRequest, HttpError } from '@phjobs/service-kit/errors';
import busboy from 'busboy';
import type { MEDIA_API } from '@phjobs/contracts/api/media';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { Request } from 'express';
import { declaredContentType } from '../domain/content-type.ts';
import type { LocalDiskStore, PendingFile } from '../data/local-disk-store.ts';
import { tooLarge, unsupportedType, UploadGuard } from '../domain/upload-guard.ts';

/** The largest file any policy allows (a ZIP's headers included); a body declaring more than this (plus the form) is refused unread. */
const MAX_FILE_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes)) + ZIP_HEADER_ALLOWANCE;
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The local store's bucket endpoint: multipart/form-data with the fields of the upload URL, then
 * `file` (S3/GCS POST-policy style; the policy is the permission, no login needed). 201 { key, contentType, size }.
 * Only the local store takes uploads itself; with GCS the client posts to the bucket (null: not served).
 */
export function uploadHandlers({ store }: { store: LocalDiskStore | null }): Handlers<typeof MEDIA_API, 'upload'> {
  if (!store) return { upload: null };
  return {
    upload: ({ req, res, next }) => {
      receiveUpload(req, store).then(
        (result: UploadResult) => {
          res.status(201).json(result);
        },
        (error: unknown) => {
          // The client may still be sending: answer, and close the connection rather than read the rest.
          res.setHeader('Connection', 'close');
          next(error);
        },
      );
    },
  };
}

type Fields = Record<string, string>;

function receiveUpload(req: Request, store: LocalDiskStore): Promise<UploadResult> {
  if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? ''))
    return Promise.reject(badRequest('Send the upload as multipart/form-data: the fields first, then "file".'));
  const declaredLength = Number(req.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > MAX_FILE_BYTES + FORM_OVERHEAD_BYTES) return Promise.reject(tooLarge(MAX_FILE_BYTES));

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fieldNameSize: 100, fieldSize: 16 * 1024, fields: 20, files: 1, parts: 30, fileSize: MAX_FILE_BYTES + 1 },
    });
  } catch {
    return Promise.reject(badRequest('The multipart body has no usable boundary.'));
  }

  return new Promise<UploadResult>((resolve, reject) => {
    const fields: Fields = {};
    let fileSeen = false;
    let settled = false;
    let pending: PendingFile | null = null;
    let parserClosed: () => void = () => undefined;
    const closed = new Promise<void>((resolveClosed) => (parserClosed = resolveClosed));

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      // Answer only once the partial file is gone: a refused upload leaves nothing behind.
      void (pending?.discard() ?? Promise.resolve()).finally(() => reject(error));
    };

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(badRequest(`The form field ${name.slice(0, 100)} is too long.`));
      if (!fileSeen) fields[name.toLowerCase()] = value; // fields after the file do not count (as with S3 and GCS)
    });
    parser.on('fieldsLimit', () => fail(badRequest('The form has too many fields.')));
    parser.on('partsLimit', () => fail(badRequest('The form has too many parts.')));
    parser.on('filesLimit', () => fail(badRequest('One file per upload.')));

    parser.on('file', (name, file, info) => {
      if (name !== 'file' || fileSeen || settled) {
        file.resume();
        if (!settled && name !== 'file') fail(badRequest('The file must be sent in the field "file".'));
        return;
      }
      fileSeen = true;
      try {
        const policy = store.verifyUpload({ key: fields.key, policy: fields.policy, signature: fields.signature });
        const contentType = declaredContentType(fields['content-type'], info.mimeType, info.filename);
        if (!policy.contentTypes.includes(contentType))
          throw unsupportedType(`This upload takes ${policy.contentTypes.join(', ')}; the file is ${contentType}.`);
        const guard = new UploadGuard(policy.maxBytes, contentType);
        const upload = store.begin(policy.key);
        pending = upload;
        pipeline(file, guard, upload.stream)
          .then(() => closed)
          .then(async () => {
            if (settled) return;
            await upload.commit({ contentType, size: guard.size, fileName: cleanFileName(info.filename) });
            settled = true;
            resolve({ key: policy.key, contentType, size: guard.size });
          })
          .catch((error: unknown) => fail(asUploadError(error)));
      } catch (error) {
        file.resume();
        fail(error);
      }
    });

    parser.on('close', () => {
      parserClosed();
      if (!fileSeen) fail(badRequest('The form has no "file" (send the fields first, then the file).'));
    });
    parser.on('error', () => fail(badRequest('The multipart body is malformed or cut short.')));
    req.on('error', () => fail(new HttpError(400, 'validation/invalid', 'The upload was interrupted.')));
    req.pipe(parser);
  });
}

/** Refusals keep their answer; disk errors stay errors (500, logged); a cut-off body is the client's. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError || (error as NodeJS.ErrnoException).syscall) return error;
  return badRequest('The upload was interrupted or the multipart body is malformed.');
}

/** The uploader's file name, for downloads: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string | undefined): string | null {
  const plain = basename((name ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex -- control characters are stripped from a file name: matching them is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return plain || null;
}
