import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndividualUserInfo } from '@phjobs/contracts/account';
import { useSession } from '@phjobs/web-core/session';
import App from '../src/routes';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';

const info: IndividualUserInfo = {
  userId: 1,
  email: 'seeker@demo.ph',
  fullName: 'Ana Santos',
  phoneNumber: '+639171234567',
  signInProvider: 'password',
  genderCode: '003B',
  birthDate: '1995-06-12',
  address: 'Quezon City',
  region: { province: null, city: null },
  photoKey: null,
  isNewcomer: true,
  experienceDetail: null,
  education: null,
  industry: null,
  position: null,
  skills: [],
  empType: [],
  salary: { salaryType: '010D', salary: null },
  alarmEmail: false,
  createdAt: '2026-01-01T00:00:00Z',
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

const confirmPassword = async (password = 'Demo!2345') => {
  fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  });
};

describe('member-info edit, password change and withdrawal: two steps each, identity check first', () => {
  const logout = vi.fn(async () => undefined);
  beforeEach(() => {
    logout.mockClear();
    useSession.setState({ accessToken: 'tok', expiresAt: null, user: { userId: 1, userType: 'individual', email: 'seeker@demo.ph' }, status: 'ready', logout });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['/myPage/userInfo/edit', '/myPage/userInfo/certify?next=edit', 'Step 1 of 2, before you edit your member info.'],
    ['/myPage/userInfo/pw', '/myPage/userInfo/certify?next=pw', 'Step 1 of 2, before you change your password.'],
    ['/myPage/userInfo/withdraw', '/myPage/userInfo/certify?next=withdraw', 'Step 1 of 2, before you withdraw.'],
  ])('typing %s lands on the identity check', async (typed, certify, purpose) => {
    const router = fetchRouter({ 'GET /api/individual/myPage/userInfo': json(200, info) });
    vi.stubGlobal('fetch', router.fn);
    renderAt(typed);
    expect(await screen.findByText(purpose)).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    expect(where()).toBe(certify);
    expect(router.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('links the member-info menu to the identity check for each of the three', async () => {
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/individual/myPage/userInfo': json(200, info) }).fn);
    renderAt('/myPage/userInfo');
    expect((await screen.findByRole('link', { name: 'Edit member info' })).getAttribute('href')).toBe('/myPage/userInfo/certify?next=edit');
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/myPage/userInfo/certify?next=pw');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/myPage/userInfo/certify?next=withdraw');
  });

  it('edits after the check and sends its certify token with the change', async () => {
    const router = fetchRouter({
      'GET /api/individual/myPage/userInfo': json(200, info),
      'POST /api/auth/verifyIdentity': json(200, { certifyToken: 'certify-token-0001', expiresIn: 600 }),
      'PUT /api/individual/myPage/userInfo': json(200, { ...info, fullName: 'Ana M. Santos' }),
    });
    vi.stubGlobal('fetch', router.fn);
    renderAt('/myPage/userInfo/certify?next=edit');
    await confirmPassword();
    expect(router.calls.find((c) => c.method === 'POST')?.body).toEqual({ password: 'Demo!2345' });
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ana M. Santos' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    const put = router.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ certifyToken: 'certify-token-0001', fullName: 'Ana M. Santos' });
    expect(where()).toBe('/myPage/userInfo');
  });

  it('asks the check again in place when it has expired by the time of saving, and saves the edits with the new token', async () => {
    let certified = 0;
    const router = fetchRouter({
      'GET /api/individual/myPage/userInfo': json(200, info),
      'POST /api/auth/verifyIdentity': () => json(200, { certifyToken: `certify-token-000${++certified}`, expiresIn: 600 }),
      'PUT /api/individual/myPage/userInfo': (_url, init) =>
        String(init?.body).includes('certify-token-0001')
          ? json(400, { code: 'verification/required', message: 'Please verify first.', fields: { certifyToken: 'Please confirm your identity first.' } })
          : json(200, info),
    });
    vi.stubGlobal('fetch', router.fn);
    renderAt('/myPage/userInfo/certify?next=edit');
    await confirmPassword();
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ana Kept' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText('Your identity check has expired. Confirm it again to save your changes.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Demo!2345' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and save' }));
    });
    const puts = router.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toMatchObject([
      { certifyToken: 'certify-token-0001', fullName: 'Ana Kept' },
      { certifyToken: 'certify-token-0002', fullName: 'Ana Kept' },
    ]);
    expect(where()).toBe('/myPage/userInfo');
  });

  it('withdraws after the check with its token, then shows the done page and ends the session', async () => {
    const router = fetchRouter({
      'GET /api/individual/myPage/userInfo': json(200, info),
      'POST /api/auth/verifyIdentity': json(200, { certifyToken: 'certify-token-0009', expiresIn: 600 }),
      'POST /api/auth/withdraw': new Response(null, { status: 204 }),
    });
    vi.stubGlobal('fetch', router.fn);
    renderAt('/myPage/userInfo/certify?next=withdraw');
    await confirmPassword();
    expect(await screen.findByText('✓ Identity confirmed')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('I have read the notice and want to withdraw.'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    });
    expect(router.calls.find((c) => c.url.pathname === '/api/auth/withdraw')?.body).toMatchObject({ certifyToken: 'certify-token-0009' });
    expect(await screen.findByText('Your account was withdrawn')).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('does not end the session when the done page of a withdrawal is typed', async () => {
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/individual/myPage/userInfo': json(200, info) }).fn);
    renderAt('/myPage/userInfo/withdraw/done');
    expect(await screen.findByRole('link', { name: 'Edit member info' })).toBeTruthy();
    expect(where()).toBe('/myPage/userInfo');
    expect(logout).not.toHaveBeenCalled();
  });
});
