/**
 * The own-form upload of the Email apply screen: GET /api/common/uploadUrl?project=individual,
 * then a multipart POST of every policy field and the file last to the returned url
 * (contracts/media.ts). Kept here until packages/ui's shared upload helper lands, then replaced by it.
 */
import type { UploadUrlResponse } from '@phjobs/contracts/media';
import { ApiError, apiFetch } from '@phjobs/ui/api';

export type UploadedFile = { key: string; fileName: string; size: number };

export async function uploadOwnForm(file: File): Promise<UploadedFile> {
  const policy = await apiFetch<UploadUrlResponse>('/api/common/uploadUrl', { query: { project: 'individual', contentType: file.type || undefined }, withEmail: true });
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(policy.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, 'network', 'Could not reach the server. Check your connection.');
  }
  if (!res.ok) throw new ApiError(res.status, `http/${res.status}`, `Upload failed (${res.status})`);
  let key = policy.fields.key ?? '';
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'key' in body && typeof body.key === 'string') key = body.key;
  } catch {
    /* a GCS bucket answers 204 without a body: the policy's key stands */
  }
  if (!key) throw new ApiError(0, 'media/no-key', 'The upload answered no file key.');
  return { key, fileName: file.name, size: file.size };
}
