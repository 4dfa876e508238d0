/**
 * Uploads through services/media (account-community.md section 7): ask GET
 * /api/common/uploadUrl?project=… for `{ url, fields }`, then POST multipart/form-data to `url`
 * with every field in order and the file last (S3/GCS POST-policy style). The local store answers
 * 201 `{ key, contentType, size }`; a GCS bucket answers 204 with no body (the key is `fields.key`).
 * XMLHttpRequest rather than fetch, for upload progress.
 */
import { MEDIA_ROUTES } from '@phjobs/contracts/routes/media';
import { ApiError } from '@phjobs/web-core/api';
import { call } from '@phjobs/web-core/client';

export type UploadTarget = { url: string; fields: Record<string, string> };
export type UploadedFile = { key: string; fileName: string; contentType: string; size: number };
export type UploadOptions = {
  /** The media project (default 'individual', as the spec's client asks for every upload). */
  project?: string;
  /** 0..1 while the file is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** The multipart body of a POST policy: the policy's fields in their order, then `file`. */
export function uploadForm(fields: Record<string, string>, file: Blob, fileName?: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  return form;
}

/** '1.23 MB': uploaded sizes in MB with two decimals (spec section 9). */
export function formatMegabytes(bytes: number): string {
  const mb = Number.isFinite(bytes) && bytes > 0 ? bytes / (1024 * 1024) : 0;
  return `${mb.toFixed(2)} MB`;
}

function errorOf(status: number, text: string): ApiError {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const o = body as Record<string, unknown>;
      return new ApiError(status, typeof o.code === 'string' ? o.code : `http/${status}`, typeof o.message === 'string' ? o.message : `Upload failed (${status})`);
    }
  } catch {
    /* not JSON */
  }
  return new ApiError(status, `http/${status}`, status === 0 ? 'Could not reach the server. Check your connection.' : `Upload failed (${status})`);
}

/** Sends `form` to `url`; resolves with the parsed JSON answer (null for an empty 2xx). */
export function postForm(url: string, form: FormData, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = false;
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.total ? e.loaded / e.total : 0);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null);
        } catch {
          resolve(null);
        }
      } else reject(errorOf(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(errorOf(0, ''));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads one file and answers its storage key (for photoKey, portfolio, attachments ...). */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  // the spec's client sends no `email` here
  const target: UploadTarget = await call(MEDIA_ROUTES.uploadUrl, {
    query: { project: options.project ?? 'individual', contentType: file.type || undefined },
    signal: options.signal,
    email: false,
  });
  const answer = await postForm(target.url, uploadForm(target.fields, file, file.name), options.onProgress, options.signal);
  const stored = answer && typeof answer === 'object' ? (answer as Partial<UploadedFile>) : {};
  const key = typeof stored.key === 'string' ? stored.key : target.fields.key;
  if (!key) throw new ApiError(0, 'media/no-key', 'The upload answered no file key.');
  return { key, fileName: file.name, contentType: stored.contentType ?? file.type, size: stored.size ?? file.size };
}
