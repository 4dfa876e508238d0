import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_AD_FORM_MESSAGES } from '@phjobs/contracts/job-ad-form-text';
import { resetRuntimeConfig } from '@phjobs/web-core/runtimeConfig';
import { useSession } from '@phjobs/web-core/session';
import { AdFormWizard, draftKey, ONLY_BUSINESS, type WizardMode } from '../src/screens/ad-form/AdFormWizard';
import { loadedAd, validValues } from './ad-fixtures';
import { giveBlobsArrayBuffer } from '@phjobs/web-core/testing/jsdom-blob';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers by method and path (query left out); every request is kept. */
const calls: { method: string; url: string; body: unknown }[] = [];
let answers: Record<string, () => Response> = {};
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
  const answer = answers[`${method} ${url.split('?')[0]}`];
  return answer ? answer() : json(404, { code: 'not-found', message: 'Not found' });
});

/** The media bucket's side of `uploadFile` (XMLHttpRequest, for progress). */
const posted: File[] = [];
class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  open() {}
  abort() {}
  send(body: FormData) {
    const file = body.get('file') as File;
    posted.push(file);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    this.status = 201;
    this.responseText = JSON.stringify({ key: body.get('key'), contentType: file.type, size: file.size });
    setTimeout(() => this.onload?.(), 0);
  }
}

function renderWizard(mode: WizardMode, path: string) {
  const pattern = mode === 'register' ? '/myPage/ad/register' : mode === 'edit' ? '/myPage/ad/:id/edit' : '/myPage/ad/:id/reregister';
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={<AdFormWizard mode={mode} />} />
        <Route path="/myPage/ad/:jobId/paid" element={<p>paid page</p>} />
        <Route path="/myPage" element={<p>my page</p>} />
        <Route path="/myPage/ad" element={<p>ad management</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const storeDraft = (mode: WizardMode, id: number | null, step: number, patch = {}) => sessionStorage.setItem(draftKey(mode, id), JSON.stringify({ step, values: validValues(patch) }));

describe('the job ad wizard', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    resetRuntimeConfig();
    sessionStorage.clear();
    calls.length = 0;
    posted.length = 0;
    answers = { 'GET /config.json': () => json(200, { googleMapsApiKey: null }) };
    useSession.setState({ accessToken: 'tok', user: { userId: 2, userType: 'company', email: 'hr@acme.ph' }, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the contract's messages under step 0's fields and stays there", () => {
    renderWizard('register', '/myPage/ad/register');
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    click('Next');
    expect(screen.getByText(JOB_AD_FORM_MESSAGES.title)).toBeTruthy();
    expect(screen.getByText(JOB_AD_FORM_MESSAGES.specialization)).toBeTruthy();
    expect(heading()).toBe('Recruitment');
  });

  it('goes on with Next, back with Previous, and keeps the values across steps', () => {
    storeDraft('register', null, 0, { title: 'Line cook' });
    renderWizard('register', '/myPage/ad/register');
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Line cook');
    click('Next');
    expect(heading()).toBe('Education & preference');
    click('Next');
    expect(heading()).toBe('Working conditions');
    click('Previous');
    click('Previous');
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Line cook');
    // the draft follows the step, so a reload comes back here
    fireEvent.change(screen.getByLabelText('Job title'), { target: { value: 'Head cook' } });
    expect(JSON.parse(sessionStorage.getItem(draftKey('register', null))!).values.title).toBe('Head cook');
  });

  it('leaves the page with Back on step 0', () => {
    renderWizard('register', '/myPage/ad/register');
    click('Leave');
    expect(screen.getByText('my page')).toBeTruthy();
  });

  it('registers the ad with POST /api/jobAds and goes to its paid page', async () => {
    answers['POST /api/jobAds'] = () => json(201, { data: { jobId: 77, statusCode: '012A' } });
    storeDraft('register', null, 5);
    renderWizard('register', '/myPage/ad/register');
    expect(heading()).toBe('Contact & description');
    click('Submit');
    expect(await screen.findByText('paid page')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/jobAds?email=hr%40acme.ph');
    expect(post.body).toMatchObject({ title: 'Barista', specialization: ['SP0101'], language: ['english'], contactMainPhoneNumber: '+639171234567' });
    expect(sessionStorage.getItem(draftKey('register', null))).toBeNull();
  });

  it('does not submit for a user type without company', () => {
    useSession.setState({ accessToken: 'tok', user: { userId: 1, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
    storeDraft('register', null, 5);
    renderWizard('register', '/myPage/ad/register');
    click('Submit');
    expect(screen.getByText(ONLY_BUSINESS)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's 400 fields under the fields of their step", async () => {
    answers['POST /api/jobAds'] = () => json(400, { code: 'validation/invalid', message: 'Invalid input', fields: { 'salary.salaryMoreThan': 'Too large.' } });
    storeDraft('register', null, 5);
    renderWizard('register', '/myPage/ad/register');
    click('Submit');
    expect(await screen.findByText('Too large.')).toBeTruthy();
    expect(heading()).toBe('Working conditions');
  });

  it('loads the ad into the edit wizard, shows the review reasons, saves with PUT and ends on done with the values cleared', async () => {
    answers['GET /api/jobAds/update/5'] = () => json(200, loadedAd({ reviewReasons: [{ field: 'salary', code: 'wage/below-minimum', message: 'The salary is below the minimum wage of NCR (695 a day).' }] }));
    answers['PUT /api/jobAds/5'] = () => json(200, { jobId: 5, statusCode: '012A', reviewReasons: [] });
    renderWizard('edit', '/myPage/ad/5/edit');
    expect(await screen.findByText('The salary is below the minimum wage of NCR (695 a day).')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('JOB AD EDIT');
    expect(calls[0]!.url).toBe('/api/jobAds/update/5?email=hr%40acme.ph');
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Barista');
    for (let i = 0; i < 5; i += 1) click('Next');
    expect(heading()).toBe('Contact & description');
    click('Save');
    expect(await screen.findByText('Your changes are saved')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/jobAds/5?email=hr%40acme.ph');
    expect(put.body).toMatchObject({ language: ['english'], workType: ['inOffice'], salary: { salaryType: '010B', salaryMoreThan: '700' } });
    expect(sessionStorage.getItem(draftKey('edit', 5))).toBeNull();
    click('Leave');
    expect(screen.getByText('ad management')).toBeTruthy();
  });

  it('saves the re-register wizard with PUT /api/jobAds/{id} (the status call is the management screen’s)', async () => {
    answers['GET /api/jobAds/update/9'] = () => json(200, loadedAd({ jobId: 9, statusCode: '012D' }));
    answers['PUT /api/jobAds/9'] = () => json(200, { jobId: 9, statusCode: '012D', reviewReasons: [] });
    storeDraft('reregister', 9, 5);
    renderWizard('reregister', '/myPage/ad/9/reregister');
    await screen.findByRole('button', { name: 'Save' });
    click('Save');
    expect(await screen.findByText('The ad is re-registered')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/api/jobAds/9?email=hr%40acme.ph']);
  });

  it('uploads a photo through media with its progress and shows it', async () => {
    answers['GET /api/common/uploadUrl'] = () => json(200, { url: '/files-upload', fields: { key: 'job/2/photo-1.png' } });
    const { container } = renderWizard('register', '/myPage/ad/register');
    const input = container.querySelector<HTMLInputElement>('[data-testid="photo-input"]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['png'], 'shop.png', { type: 'image/png' })] } });
    });
    expect(await screen.findByAltText('shop.png')).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('/api/common/uploadUrl'))!.url).toContain('project=job');
    expect(posted.map((f) => f.name)).toEqual(['shop.png']);
  });

  it('disables the amount for a negotiable salary (010F)', () => {
    storeDraft('register', null, 2);
    renderWizard('register', '/myPage/ad/register');
    fireEvent.change(screen.getByLabelText('Paid by'), { target: { value: '010F' } });
    expect((screen.getByLabelText('Amount') as HTMLInputElement).disabled).toBe(true);
  });

  it('places the workplace at the chosen city without a map key and says the pin needs one', async () => {
    storeDraft('register', null, 3, { province: '', city: '', lat: null, lng: null });
    renderWizard('register', '/myPage/ad/register');
    expect(await screen.findByText(/Placing a pin on the map needs a Google Maps key/)).toBeTruthy();
    click('Next');
    expect(screen.getByText(JOB_AD_FORM_MESSAGES.region)).toBeTruthy();
    const province = screen.getByLabelText('Province') as HTMLSelectElement;
    fireEvent.change(province, { target: { value: province.options[1]!.value } });
    const city = screen.getByLabelText('City') as HTMLSelectElement;
    fireEvent.change(city, { target: { value: city.options[1]!.value } });
    expect(screen.getByText(/^Position: /)).toBeTruthy();
    click('Next');
    expect(heading()).toBe('Application');
  });

  it('bundles several own-form files into one ZIP upload', async () => {
    answers['GET /api/common/uploadUrl'] = () => json(200, { url: '/files-upload', fields: { key: 'form/2/bundle.zip' } });
    storeDraft('register', null, 4, { isUseOwnResume: true });
    const { container } = renderWizard('register', '/myPage/ad/register');
    giveBlobsArrayBuffer();
    const input = container.querySelector<HTMLInputElement>('[data-testid="own-form-input"]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['a'], 'form.pdf', { type: 'application/pdf' }), new File(['b'], 'terms.pdf', { type: 'application/pdf' })] } });
    });
    // ZIP writing and the upload are async work: give a loaded machine more than the default second.
    expect(await screen.findByText('application-files.zip', undefined, { timeout: 5000 })).toBeTruthy();
    expect(posted.map((f) => f.name)).toEqual(['application-files.zip']);
    expect(calls.find((c) => c.url.startsWith('/api/common/uploadUrl'))!.url).toContain('project=form');
    expect(JSON.parse(sessionStorage.getItem(draftKey('register', null))!).values.ownResumeKey).toBe('files/form/2/bundle.zip/application-files.zip');
  });
});
