import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginError, useSession } from '@phjobs/web-core/session';
import { Login } from '../src/screens/Login';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';

const login = vi.fn();
const realLogin = useSession.getState().login;

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/enter']}>
      <Routes>
        <Route path="/enter" element={<Login />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  });
};

describe('/enter (login)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/auth/providers': json(200, { providers: [] }) }).fn);
    login.mockReset();
    useSession.setState({ login, accessToken: null, user: null, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('requires email and password', async () => {
    renderLogin();
    await submit();
    expect(screen.getByText('Email is a required input.')).toBeTruthy();
    expect(screen.getByText('Password is a required input.')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('lets an individual type an id without @', async () => {
    login.mockResolvedValue({});
    renderLogin();
    type(/E-mail or ID/, 'ana');
    type(/Password/, 'secret12');
    await submit();
    expect(login).toHaveBeenCalledWith('ana', 'secret12', 'individual');
  });

  it("checks the e-mail format on the Business tab: 'It does not match the email format.'", async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: /Business/ }));
    type(/^E-mail$/, 'acme');
    type(/Password/, 'secret12');
    await submit();
    expect(screen.getByText('It does not match the email format.')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it("logs in as 'master' with the Master Account Login toggle, then goes to /", async () => {
    login.mockResolvedValue({});
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: /Business/ }));
    fireEvent.click(screen.getByLabelText('Master Account Login'));
    type(/^E-mail$/, 'hq@acme.ph');
    type(/Password/, 'secret12');
    await submit();
    expect(login).toHaveBeenCalledWith('hq@acme.ph', 'secret12', 'master');
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it("shows 'Your login information is incorrect.' when the login fails", async () => {
    login.mockRejectedValue(new LoginError(401, 'auth/invalid-login', 'nope'));
    renderLogin();
    type(/E-mail or ID/, 'ana@example.ph');
    type(/Password/, 'wrong');
    await submit();
    expect(screen.getByText('Your login information is incorrect.')).toBeTruthy();
  });

  it('says that too many attempts were made and when to try again when the gateway answers 429, not that the password is wrong', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const router = fetchRouter({
        'GET /api/auth/providers': json(200, { providers: [] }),
        'POST /api/auth/login': new Response(JSON.stringify({ code: 'gateway/rate-limited', message: 'Too many requests. Please wait a minute and try again.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
        }),
      });
      vi.stubGlobal('fetch', router.fn);
      useSession.setState({ login: realLogin });
      renderLogin();
      type(/E-mail or ID/, 'ana@example.ph');
      type(/Password/, 'right-or-wrong');
      await submit();
      expect(screen.getByRole('alert').textContent).toBe('Too many login attempts. Please try again in 42 seconds.');
      expect(screen.queryByText('Your login information is incorrect.')).toBeNull();
      expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(true);
      await act(async () => {
        vi.advanceTimersByTime(40_000);
      });
      expect(screen.getByText('Too many login attempts. Please try again in 2 seconds.')).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(2_500);
      });
      expect(screen.getByText('You can try to log in again now.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the spec's 'Your login information is incorrect.' for a real 401 from the service", async () => {
    vi.stubGlobal(
      'fetch',
      fetchRouter({
        'GET /api/auth/providers': json(200, { providers: [] }),
        'POST /api/auth/login': json(401, { code: 'auth/invalid-login', message: 'Your login information is incorrect.' }),
      }).fn,
    );
    useSession.setState({ login: realLogin });
    renderLogin();
    type(/E-mail or ID/, 'ana@example.ph');
    type(/Password/, 'wrong');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Your login information is incorrect.');
  });

  it('resets the form when the login type is switched', async () => {
    renderLogin();
    type(/E-mail or ID/, 'ana@example.ph');
    await submit();
    fireEvent.click(screen.getByRole('tab', { name: /Business/ }));
    expect((screen.getByLabelText(/^E-mail$/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Password is a required input.')).toBeNull();
  });

  it('shows no social login when GET /api/auth/providers lists none', async () => {
    renderLogin();
    await act(async () => undefined);
    expect(screen.queryByText(/Continue with/)).toBeNull();
  });

  it('shows the listed social providers on the Individual tab only', async () => {
    vi.stubGlobal(
      'fetch',
      fetchRouter({ 'GET /api/auth/providers': json(200, { providers: [{ id: 'google', name: 'Google', startUrl: '/api/auth/social/google/start' }] }) }).fn,
    );
    renderLogin();
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe('/api/auth/social/google/start?returnTo=%2F');
    fireEvent.click(screen.getByRole('tab', { name: /Business/ }));
    expect(screen.queryByText('Continue with Google')).toBeNull();
  });

  it('hides social login when the providers call fails', async () => {
    vi.stubGlobal('fetch', fetchRouter({}).fn);
    renderLogin();
    await act(async () => undefined);
    expect(screen.queryByText(/Continue with/)).toBeNull();
  });
});
