import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { FindPw } from '../src/screens/recovery/FindPw';
import { SocialSignup } from '../src/screens/register/SocialSignup';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';

const accept = vi.fn();
const uuid = '6f1c2a8e-4b7d-4c1e-9a3b-2d5e6f7a8b9c';
const click = async (name: RegExp | string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('social sign-up (steps 0 and 1)', () => {
  beforeEach(() => useSession.setState({ accept, accessToken: null, user: null, status: 'ready' }));
  afterEach(() => {
    cleanup();
    accept.mockReset();
    vi.unstubAllGlobals();
  });

  it("takes the policy on step 0, signs up with the provider's ticket, then offers 'Complete Later' to /enter", async () => {
    const answer = { accessToken: 't', user: { userId: 100002, userType: 'individual', email: 'ana@gmail.com', fullName: 'Ana' } };
    const router = fetchRouter({
      'GET /api/auth/social/ticket': json(200, { provider: 'google', email: 'ana@gmail.com', fullName: 'Ana Santos' }),
      'POST /api/individual/signup': json(201, answer),
    });
    vi.stubGlobal('fetch', router.fn);
    render(
      <MemoryRouter initialEntries={['/register/social?provider=google&ticket=TICKET-1234567890abcdef']}>
        <Routes>
          <Route path="/register/social" element={<SocialSignup />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('ana@gmail.com')).toBeTruthy();
    await click('Next');
    expect(screen.getByText('Please agree to the required terms.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/I agree to all/));
    await click('Next');
    expect(router.calls.find((c) => c.method === 'POST')?.body).toEqual({ signInProvider: 'google', token: 'TICKET-1234567890abcdef', fullName: 'Ana Santos', alarmEmail: true });
    expect(accept).toHaveBeenCalledWith(answer);
    expect(screen.getByRole('link', { name: 'Complete Later' }).getAttribute('href')).toBe('/enter');
  });
});

describe('/enter/findPw (steps 0, 1, 2)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('needs the full name for individuals, sends the code, goes back from step 1 to step 0 without a second mail, and resets the password', async () => {
    const router = fetchRouter({
      'POST /api/auth/forgotPassword': json(201, { verificationId: uuid, expiresIn: 300, resendAfter: 60 }),
      'POST /api/auth/email/verifyCode': json(200, { verified: true, verificationToken: 'r'.repeat(24), expiresIn: 3600 }),
      'POST /api/auth/forgotPassword/reset': new Response(null, { status: 204 }),
    });
    vi.stubGlobal('fetch', router.fn);
    render(
      <MemoryRouter initialEntries={['/enter/findPw']}>
        <Routes>
          <Route path="/enter/findPw" element={<FindPw />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.ph' } });
    await click('Send code');
    expect(screen.getByText('Full name is a required input.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ana Santos' } });
    await click('Send code');
    expect(router.calls[0]?.body).toEqual({ userType: 'individual', email: 'ana@example.ph', fullName: 'Ana Santos' });
    expect(screen.getByPlaceholderText('Please enter 6 digit code.')).toBeTruthy();
    await click('Back');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.ph');
    await click('Send code');
    expect(router.calls.filter((c) => c.url.pathname === '/api/auth/forgotPassword')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    await click('Verify');
    await click('Next');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Newpass123' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Newpass123' } });
    await click('Change password');
    expect(router.calls.find((c) => c.url.pathname.endsWith('/reset'))?.body).toEqual({ verificationToken: 'r'.repeat(24), password: 'Newpass123' });
    expect(screen.getByText('Your password was changed')).toBeTruthy();
  });

  it('shows the business member types without a full name', async () => {
    vi.stubGlobal('fetch', fetchRouter({ 'POST /api/auth/forgotPassword': json(404, { code: 'not-found', message: 'No member matches the information entered.' }) }).fn);
    render(
      <MemoryRouter>
        <FindPw />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Business' }));
    expect(screen.queryByLabelText('Full name')).toBeNull();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'hr@acme.ph' } });
    await click('Send code');
    expect(screen.getByText('No member matches the information entered.')).toBeTruthy();
  });
});
