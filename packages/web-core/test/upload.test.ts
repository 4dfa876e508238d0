import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { formatMegabytes, uploadFile, uploadForm } from '../src/upload';

type Sent = { method: string; url: string; body: FormData };
const sent: Sent[] = [];

class FakeXhr {
  status = 201;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  private method = '';
  private url = '';
  static answer: { status: number; text: string } = { status: 201, text: '' };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    sent.push({ method: this.method, url: this.url, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.text;
    this.onload?.();
  }
}

describe('uploads through the media service', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sent.length = 0;
  });

  it('sends the policy fields in their order and the file last', () => {
    const form = uploadForm({ key: 'individual/1/abc', policy: 'p', signature: 's' }, new Blob(['x']), 'a.png');
    expect([...form.keys()]).toEqual(['key', 'policy', 'signature', 'file']);
  });

  it('shows sizes in MB with two decimals', () => {
    expect(formatMegabytes(1024 * 1024 * 1.5)).toBe('1.50 MB');
    expect(formatMegabytes(0)).toBe('0.00 MB');
  });

  it('asks for an upload URL of project individual, posts the file there and answers its key', async () => {
    useSession.setState({ accessToken: 'tok', user: null, status: 'ready' });
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ url: '/api/common/upload', fields: { key: 'individual/1/abc', policy: 'p' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 201, text: JSON.stringify({ key: 'individual/1/abc', contentType: 'image/png', size: 3 }) };
    const progress: number[] = [];
    const file = new File(['abc'], 'me.png', { type: 'image/png' });
    const uploaded = await uploadFile(file, { onProgress: (f) => progress.push(f) });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/common/uploadUrl?project=individual&contentType=image%2Fpng');
    expect(sent[0]?.url).toBe('/api/common/upload');
    expect(uploaded).toEqual({ key: 'individual/1/abc', fileName: 'me.png', contentType: 'image/png', size: 3 });
    expect(progress).toEqual([0.5, 1]);
  });

  it('takes the key from the fields when the bucket answers 204 without a body', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ url: 'https://bucket', fields: { key: 'individual/1/xyz' } }), { status: 200 })));
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 204, text: '' };
    const uploaded = await uploadFile(new File(['abc'], 'cv.pdf', { type: 'application/pdf' }));
    expect(uploaded.key).toBe('individual/1/xyz');
  });

  it('turns a refused upload into an ApiError with the service message', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ url: '/api/common/upload', fields: { key: 'k' } }), { status: 200 })));
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 413, text: JSON.stringify({ code: 'media/too-large', message: 'The file is too large.' }) };
    await expect(uploadFile(new File(['abc'], 'big.png', { type: 'image/png' }))).rejects.toMatchObject({ status: 413, code: 'media/too-large', message: 'The file is too large.' });
  });
});
