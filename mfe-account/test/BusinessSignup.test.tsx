import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { BusinessSignup } from '../src/screens/register/BusinessSignup';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';

const accept = vi.fn();
const login = vi.fn();
const uuid = '6f1c2a8e-4b7d-4c1e-9a3b-2d5e6f7a8b9c';

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: RegExp | string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

function renderKind(kind: 'business' | 'master') {
  return render(
    <MemoryRouter initialEntries={['/register', `/register/${kind}`]} initialIndex={1}>
      <Routes>
        <Route path="/register" element={<p>chooser page</p>} />
        <Route path={`/register/${kind}`} element={<BusinessSignup kind={kind} />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillStep0() {
  type('E-mail', 'hr@acme.ph');
  await click('Get code');
  type('Verification code', '654321');
  await click('Verify');
  type('Password', 'secret123');
  type('Confirm password', 'secret123');
  type('Company name', 'Acme Foods');
  type('Manager name', 'Maria Reyes');
  type('Phone number', '0917 123 4567');
}

describe('business and master sign-up (steps 0 to 2)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSession.setState({ accept, login, accessToken: null, user: null, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    accept.mockReset();
    login.mockReset();
    vi.unstubAllGlobals();
  });

  const verification = {
    'POST /api/auth/email/sendCode': json(201, { verificationId: uuid, expiresIn: 300, resendAfter: 60 }),
    'POST /api/auth/email/verifyCode': json(200, { verified: true, verificationToken: 'v'.repeat(24), expiresIn: 3600 }),
  };

  it("is titled 'Business sign up', posts the form with the e-mail proof after the policy step, then shows the finished step", async () => {
    const answer = { accessToken: 't', user: { userId: 9, userType: 'company', email: 'hr@acme.ph', fullName: 'Maria Reyes' } };
    const router = fetchRouter({ ...verification, 'POST /api/employer/signup': json(201, answer) });
    vi.stubGlobal('fetch', router.fn);
    renderKind('business');
    expect(screen.getByRole('heading', { name: 'Business sign up' })).toBeTruthy();
    await fillStep0();
    await click('Next');
    // step 1: details and policy
    await click('Sign up');
    expect(screen.getByText('Please agree to the required terms.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/I agree to all/));
    await click('Sign up');
    const call = router.calls.find((c) => c.url.pathname === '/api/employer/signup');
    expect(call?.body).toMatchObject({
      email: 'hr@acme.ph',
      password: 'secret123',
      companyName: 'Acme Foods',
      managerName: 'Maria Reyes',
      phoneNumber: '0917 123 4567',
      emailVerificationToken: 'v'.repeat(24),
    });
    expect(accept).toHaveBeenCalledWith(answer);
    expect(screen.getByText(/Welcome to PH Jobs/)).toBeTruthy();
  });

  it("is titled 'Master sign up' and posts to /api/employer/signup/master", async () => {
    const router = fetchRouter({ ...verification, 'POST /api/employer/signup/master': json(201, { accessToken: 't', user: { userId: 3, userType: 'master.company', email: 'hr@acme.ph' } }) });
    vi.stubGlobal('fetch', router.fn);
    renderKind('master');
    expect(screen.getByRole('heading', { name: 'Master sign up' })).toBeTruthy();
    await fillStep0();
    await click('Next');
    fireEvent.click(screen.getByLabelText(/I agree to all/));
    await click('Sign up');
    expect(router.calls.some((c) => c.url.pathname === '/api/employer/signup/master')).toBe(true);
  });

  it("goes back to step 0 with the e-mail cleared on auth/email-already-exists", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.stubGlobal('fetch', fetchRouter({ ...verification, 'POST /api/employer/signup': json(409, { code: 'auth/email-already-exists', message: 'taken' }) }).fn);
    renderKind('business');
    await fillStep0();
    await click('Next');
    fireEvent.click(screen.getByLabelText(/I agree to all/));
    await click('Sign up');
    expect(alert).toHaveBeenCalledWith('alraedy used ID, Please another email');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it("sends a company code typed on the details step (capitals) and shows the server's fields.companyCode under it", async () => {
    const router = fetchRouter({
      ...verification,
      'POST /api/employer/signup': json(400, { code: 'validation/invalid', message: 'Invalid request.', fields: { companyCode: 'The company code is not valid.' } }),
    });
    vi.stubGlobal('fetch', router.fn);
    renderKind('business');
    await fillStep0();
    await click('Next');
    type('Company code (optional)', ' ab3def7k ');
    fireEvent.click(screen.getByLabelText(/I agree to all/));
    await click('Sign up');
    const call = router.calls.find((c) => c.url.pathname === '/api/employer/signup');
    expect(call?.body).toMatchObject({ companyCode: 'AB3DEF7K' });
    expect(screen.getByText('The company code is not valid.')).toBeTruthy();
    expect(screen.getByLabelText('Company code (optional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('has no company code field on the master sign-up and sends none without one', async () => {
    const router = fetchRouter({ ...verification, 'POST /api/employer/signup/master': json(201, { accessToken: 't', user: { userId: 3, userType: 'master.company', email: 'hr@acme.ph' } }) });
    vi.stubGlobal('fetch', router.fn);
    renderKind('master');
    await fillStep0();
    await click('Next');
    expect(screen.queryByLabelText('Company code (optional)')).toBeNull();
    fireEvent.click(screen.getByLabelText(/I agree to all/));
    await click('Sign up');
    const call = router.calls.find((c) => c.url.pathname === '/api/employer/signup/master');
    expect(call?.body).not.toHaveProperty('companyCode');
  });

  it('goes back from step 1 to step 0, and from step 0 to the previous page', async () => {
    vi.stubGlobal('fetch', fetchRouter(verification).fn);
    renderKind('business');
    await fillStep0();
    await click('Next');
    expect(screen.getByText(/Acme Foods/)).toBeTruthy();
    await click('Back');
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Acme Foods');
    await click('Back');
    expect(screen.getByText('chooser page')).toBeTruthy();
  });
});
