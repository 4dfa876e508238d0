import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { ApplyScreen } from '../src/screens/Apply';
import { blobBytes, giveBlobsArrayBuffer } from '@phjobs/web-core/testing/jsdom-blob';
import { HAS_PYTHON, readWithPython } from '@phjobs/web-core/testing/zip-reader';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const data = (patch: Record<string, unknown> = {}) => ({
  comapny: { title: 'Line Cook', companyName: 'Lutong Bahay' },
  employee: { fullName: 'Ana Santos', genderCode: '003A', birthDate: '1990-01-01', phoneNumber: '09171234567', email: 'ana@example.ph' },
  resumeList: [{ id: 9, statusCode: '020A', title: 'Cook resume', updatedAt: '2026-02-03T00:00:00Z' }],
  companyOwnForm: null,
  directCustomizedInput: null,
  ...patch,
});

const fetchMock = vi.fn<typeof fetch>();

/** The media bucket's side of `uploadFile`: every multipart POST is kept; the local store's 201 answer. */
const posted: { url: string; file: File }[] = [];
class FakeXhr {
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  abort() {}
  send(body: FormData) {
    const file = body.get('file') as File;
    posted.push({ url: this.url, file });
    this.status = 201;
    this.responseText = JSON.stringify({ key: body.get('key'), contentType: file.type, size: file.size });
    setTimeout(() => this.onload?.(), 0);
  }
}
const uploadTarget = (key: string) => json(200, { url: '/api/common/upload', fields: { key, policy: 'p', signature: 's' } });
const ownFormData = () => data({ companyOwnForm: { key: 'seed/forms/company-1001', fileName: 'company-1001-application-form.docx' } });
const pick = (container: HTMLElement, files: File[]) => fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files } });

function renderApply(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ad/apply/:method" element={<ApplyScreen />} />
        <Route path="/ad/applied" element={<p>applied page</p>} />
        <Route path="/enter" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the apply screens', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ accessToken: 't', user: { userId: 7, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    posted.length = 0;
  });

  it("reads the application data and shows '{Method} application', the company and the applicant", async () => {
    fetchMock.mockResolvedValue(json(200, data()));
    renderApply('/ad/apply/online?id=42');
    expect(await screen.findByText('Ana Santos')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/application/42?applyType=online&email=ana%40example.ph');
    for (const text of ['Online application', 'Line Cook', 'Lutong Bahay', 'Male', '+63 917 123 4567', 'Published', '02-03-2026']) expect(screen.getByText(text)).toBeTruthy();
  });

  it("refuses Online without a resume ('Resume is not selected'), then posts the chosen resume and goes to /ad/applied", async () => {
    fetchMock.mockResolvedValueOnce(json(200, data())).mockResolvedValueOnce(json(201, {}));
    renderApply('/ad/apply/online?id=42');
    await screen.findByText('Cook resume');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Resume is not selected')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('radio'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/application/42?email=ana%40example.ph');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ resumeId: 9 });
    expect(await screen.findByText('applied page')).toBeTruthy();
  });

  it("says 'There are no registered resumes.' with a 'Go register now' link", async () => {
    fetchMock.mockResolvedValue(json(200, data({ resumeList: [] })));
    renderApply('/ad/apply/online?id=42');
    expect(await screen.findByText('There are no registered resumes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go register now' }).getAttribute('href')).toBe('/myPage/resume/register');
  });

  it('prefills the message, blocks Enter without Shift, and posts 018D for Telephone', async () => {
    fetchMock.mockResolvedValueOnce(json(200, data({ directCustomizedInput: 'name : Ana' }))).mockResolvedValueOnce(json(201, {}));
    renderApply('/ad/apply/telephone?id=42');
    const box = (await screen.findByLabelText('Message')) as HTMLTextAreaElement;
    expect(box.value).toBe('name : Ana');
    expect(box.placeholder).toBe('name :\nadress :\nage :');
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: false })).toBe(false);
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ howToApplyCode: '018D', selfIntroduction: 'name : Ana', companyOwnResumeKey: null, companyOwnResumeFileName: null });
  });

  it("shows 'Resume is not selected' for an empty message, and a failed submit shows no message", async () => {
    fetchMock.mockResolvedValueOnce(json(200, data())).mockResolvedValueOnce(json(500, { code: 'x', message: 'boom' }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApply('/ad/apply/onsite?id=42');
    await screen.findByLabelText('Message');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Resume is not selected')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    expect(screen.queryByText(/boom/)).toBeNull();
    expect(screen.queryByText('applied page')).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("shows the company's own form with its download and an Upload section; without a file: 'Please upload resume file'", async () => {
    fetchMock.mockResolvedValueOnce(json(200, data({ companyOwnForm: { key: 'forms/ab', fileName: 'form.docx' } }))).mockResolvedValueOnce(new Response('no', { status: 404 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApply('/ad/apply/email?id=42');
    expect(await screen.findByText("Company's own form")).toBeTruthy();
    expect(screen.getByText('Up to 10 files, 10MB in total.')).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please upload resume file')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /form.docx/ }));
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/files/forms/ab/form.docx');
    expect(await screen.findByText('Failed to load file')).toBeTruthy();
  });

  it('uploads one picked own-form file as it is and sends its key and name', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fetchMock.mockResolvedValueOnce(json(200, ownFormData())).mockResolvedValueOnce(uploadTarget('individual/7/one')).mockResolvedValueOnce(json(201, {}));
    const { container } = renderApply('/ad/apply/email?id=42');
    await screen.findByText("Company's own form");
    const cv = new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' });
    pick(container, [cv]);
    expect(screen.getByRole('button', { name: 'Remove cv.pdf' })).toBeTruthy();
    expect(screen.queryByText(/ZIP archive/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('applied page')).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[0]).toMatch(/^\/api\/common\/uploadUrl\?project=individual&contentType=application%2Fpdf/);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.file).toMatchObject({ name: 'cv.pdf', type: 'application/pdf' });
    giveBlobsArrayBuffer();
    expect((await blobBytes(posted[0]!.file)).toString()).toBe('%PDF-1.4 cv');
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({
      howToApplyCode: '018C',
      selfIntroduction: null,
      companyOwnResumeKey: 'files/individual/7/one/cv.pdf',
      companyOwnResumeFileName: 'cv.pdf',
    });
  });

  it.skipIf(!HAS_PYTHON)('bundles two picked own-form files into one ZIP upload, and the etc call carries its key and name', async () => {
    giveBlobsArrayBuffer();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fetchMock.mockResolvedValueOnce(json(200, ownFormData())).mockResolvedValueOnce(uploadTarget('individual/7/bundle')).mockResolvedValueOnce(json(201, {}));
    const { container } = renderApply('/ad/apply/email?id=42');
    await screen.findByText("Company's own form");
    const form = new File(['%PDF-1.4 filled form'], 'my-filled-form.pdf', { type: 'application/pdf' });
    const id = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'id-card.jpg', { type: 'image/jpeg' });
    pick(container, [form]);
    pick(container, [id]);
    expect(screen.getByRole('button', { name: 'Remove my-filled-form.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove id-card.jpg' })).toBeTruthy();
    expect(screen.getByText('The 2 files are sent as one ZIP archive, application-files.zip.')).toBeTruthy();
    expect(posted).toHaveLength(0); // nothing leaves before Apply

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('applied page')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[1]?.[0]).toMatch(/^\/api\/common\/uploadUrl\?project=individual&contentType=application%2Fzip/);
    expect(posted).toHaveLength(1);
    const { url, file } = posted[0]!;
    expect(url).toBe('/api/common/upload');
    expect(file.name).toBe('application-files.zip');
    expect(file.type).toBe('application/zip');
    const entries = readWithPython(await blobBytes(file));
    expect(entries.map((e) => e.name)).toEqual(['my-filled-form.pdf', 'id-card.jpg']);
    expect(entries[0]!.bytes.equals(await blobBytes(form))).toBe(true);
    expect(entries[1]!.bytes.equals(await blobBytes(id))).toBe(true);

    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/application/etc/42?email=ana%40example.ph');
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({
      howToApplyCode: '018C',
      selfIntroduction: null,
      companyOwnResumeKey: 'files/individual/7/bundle/application-files.zip',
      companyOwnResumeFileName: 'application-files.zip',
    });
  });

  it('takes up to 10 files and 10MB in total: picks past either limit are refused and the rule text is marked', async () => {
    fetchMock.mockResolvedValueOnce(json(200, ownFormData()));
    const { container } = renderApply('/ad/apply/email?id=42');
    await screen.findByText("Company's own form");
    const hint = screen.getByText('Up to 10 files, 10MB in total.');
    pick(container, Array.from({ length: 11 }, (_, i) => new File(['x'], `f${i}.pdf`)));
    expect(hint.className).toContain('jobs-limit-hit');
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();

    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf');
    pick(container, [big]);
    expect(hint.className).not.toContain('jobs-limit-hit');
    pick(container, [new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'more.pdf')]);
    expect(hint.className).toContain('jobs-limit-hit');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
  });

  it('sends a visitor to /enter', () => {
    useSession.setState({ accessToken: null, user: null, status: 'ready' });
    renderApply('/ad/apply/online?id=42');
    expect(screen.getByText('login page')).toBeTruthy();
  });
});
