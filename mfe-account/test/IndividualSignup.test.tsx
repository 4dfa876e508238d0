import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { DRAFT_KEYS, loadDraft, saveDraft } from '../src/domain/draftVault';
import { emptyIndividualSignup, toDraft } from '../src/domain/individualSignup';
import { IndividualSignup } from '../src/screens/register/IndividualSignup';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';

const accept = vi.fn();
const login = vi.fn();
const uuid = '6f1c2a8e-4b7d-4c1e-9a3b-2d5e6f7a8b9c';

function renderSignup() {
  return render(
    <MemoryRouter initialEntries={['/register', '/register/individual']} initialIndex={1}>
      <Routes>
        <Route path="/register" element={<p>chooser page</p>} />
        <Route path="/register/individual" element={<IndividualSignup />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: RegExp | string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

/** A draft as if steps 1 and 2 had been filled in (and both verified) before a reload. */
function seedDraft() {
  saveDraft(
    DRAFT_KEYS.individual,
    toDraft(3, {
      ...emptyIndividualSignup(),
      email: 'ana@example.ph',
      emailToken: 'e'.repeat(24),
      agreeTerms: true,
      agreePrivacy: true,
      fullName: 'Ana Santos',
      phoneNumber: '917 123 4567',
      phoneToken: 'p'.repeat(24),
      isNewcomer: true,
      industry: 'SP01',
      position: 'Agent',
      province: '1339000000',
    }),
  );
}

async function fillPasswordsAndGoTo3() {
  type('Password', 'secret123');
  type('Confirm password', 'secret123');
  await click('Next');
  expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
  await click('Next');
  expect(screen.getByRole('heading', { name: 'Preferences' })).toBeTruthy();
  type('Education', '004F');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Regular' }));
  });
}

describe('/register/individual (4 steps)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    useSession.setState({ accept, login, accessToken: null, user: null, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    accept.mockReset();
    login.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("goes back to the previous page on back at step 1", async () => {
    vi.stubGlobal('fetch', fetchRouter({}).fn);
    renderSignup();
    await click('Back');
    expect(screen.getByText('chooser page')).toBeTruthy();
  });

  it("verifies the e-mail with a code: 'Get code' becomes 'Resend', a 05:00 countdown, then verified", async () => {
    const router = fetchRouter({
      'POST /api/auth/email/sendCode': json(201, { verificationId: uuid, expiresIn: 300, resendAfter: 60 }),
      'POST /api/auth/email/verifyCode': json(200, { verified: true, verificationToken: 't'.repeat(24), expiresIn: 3600 }),
    });
    vi.stubGlobal('fetch', router.fn);
    renderSignup();
    type('E-mail', 'ana@example.ph');
    await click('Get code');
    expect(router.calls[0]?.body).toEqual({ email: 'ana@example.ph', purpose: 'signup' });
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy();
    expect(screen.getByLabelText('Time left').textContent).toBe('05:00');
    expect(screen.getByPlaceholderText('Please enter 6 digit code.')).toBeTruthy();
    // a click within 500 ms of the previous one does nothing (the send button is debounced)
    await click('Resend');
    expect(screen.queryByRole('dialog')).toBeNull();
    // resend after the debounce but within the minute: throttled on the client, a popup with Confirm
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 550));
    });
    await click('Resend');
    expect(screen.getByRole('dialog').textContent).toMatch(/To prevent frequent resend, please try after \d+ seconds/);
    await click('Confirm');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.calls.filter((c) => c.url.pathname.endsWith('/sendCode'))).toHaveLength(1);
    type('Verification code', '123456');
    await click('Verify');
    expect(router.calls[1]?.body).toEqual({ verificationId: uuid, code: '123456' });
    expect(screen.getByText(/E-mail verified/)).toBeTruthy();
  });

  it("says 'Code is expired. Resend to verify' when the 300 seconds are over", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', fetchRouter({ 'POST /api/auth/email/sendCode': json(201, { verificationId: uuid, expiresIn: 300, resendAfter: 60 }) }).fn);
    renderSignup();
    type('E-mail', 'ana@example.ph');
    await click('Get code');
    await act(async () => {
      vi.advanceTimersByTime(301_000);
    });
    expect(screen.getByText('Code is expired. Resend to verify')).toBeTruthy();
    expect(screen.getByLabelText('Time left').textContent).toBe('00:00');
  });

  it("alerts 'alraedy used ID, Please another email' when the e-mail is taken and clears it", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.stubGlobal('fetch', fetchRouter({ 'POST /api/auth/email/sendCode': json(409, { code: 'auth/email-already-exists', message: 'taken' }) }).fn);
    renderSignup();
    type('E-mail', 'taken@example.ph');
    await click('Get code');
    expect(alert).toHaveBeenCalledWith('alraedy used ID, Please another email');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it('keeps Next disabled on step 2 until the captcha is verified', async () => {
    vi.stubGlobal(
      'fetch',
      fetchRouter({
        'GET /api/auth/captcha': json(200, { provider: 'builtin', challengeId: uuid, question: 'What is two plus 3?', expiresIn: 300 }),
        'POST /api/auth/captcha/verify': json(200, { token: 'c'.repeat(24), expiresIn: 600 }),
      }).fn,
    );
    saveDraft(DRAFT_KEYS.individual, toDraft(1, { ...emptyIndividualSignup(), email: 'ana@example.ph', emailToken: 'e'.repeat(24), agreeTerms: true, agreePrivacy: true }));
    renderSignup();
    type('Password', 'secret123');
    type('Confirm password', 'secret123');
    await click('Next');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('What is two plus 3?')).toBeTruthy();
    type('Captcha answer', '5');
    await click('Check');
    expect(screen.getByText(/Captcha verified/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    // back on step 2 returns to step 1
    await click('Back');
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
  });

  it('keeps the draft in session storage without the password, and restores it at step 1', async () => {
    vi.stubGlobal('fetch', fetchRouter({}).fn);
    seedDraft();
    renderSignup();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.ph');
    expect(screen.getByText(/E-mail verified/)).toBeTruthy();
    type('Password', 'secret123');
    const raw = sessionStorage.getItem(DRAFT_KEYS.individual) ?? '';
    expect(raw).not.toContain('ana@example.ph');
    expect(JSON.stringify(loadDraft(DRAFT_KEYS.individual))).not.toContain('secret123');
  });

  it('submits on step 3 Next, logs in with the 2xx answer and shows step 4 with View All Matching Jobs', async () => {
    const answer = { accessToken: 'tok', user: { userId: 100001, userType: 'individual', email: 'ana@example.ph', fullName: 'Ana Santos' } };
    const router = fetchRouter({ 'POST /api/individual/signup': json(201, answer) });
    vi.stubGlobal('fetch', router.fn);
    seedDraft();
    renderSignup();
    await fillPasswordsAndGoTo3();
    await click('Next');
    const body = router.calls.find((c) => c.url.pathname === '/api/individual/signup')?.body;
    expect(body).toMatchObject({ email: 'ana@example.ph', password: 'secret123', phoneNumber: '+639171234567', education: '004F', empType: ['011A'], salary: { salaryType: '010D', salary: null } });
    expect(accept).toHaveBeenCalledWith(answer);
    expect(screen.getByRole('link', { name: 'View All Matching Jobs' }).getAttribute('href')).toBe('/ad/all');
    expect(sessionStorage.getItem(DRAFT_KEYS.individual)).toBeNull();
    // back on step 4 goes home
    await click('Back');
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it("goes back to step 1 with the e-mail cleared when the sign-up answers auth/email-already-exists", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.stubGlobal('fetch', fetchRouter({ 'POST /api/individual/signup': json(409, { code: 'auth/email-already-exists', message: 'taken' }) }).fn);
    seedDraft();
    renderSignup();
    await fillPasswordsAndGoTo3();
    await click('Next');
    expect(alert).toHaveBeenCalledWith('alraedy used ID, Please another email');
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it('disables Next while the sign-up is submitting', async () => {
    let release: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', fetchRouter({ 'POST /api/individual/signup': () => new Promise<Response>((r) => (release = r)) }).fn);
    seedDraft();
    renderSignup();
    await fillPasswordsAndGoTo3();
    await click('Next');
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release(json(500, { code: 'x', message: 'boom' })));
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(false);
  });
});
