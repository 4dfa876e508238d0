import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployerMemberInfo } from '@phjobs/contracts/company-info';
import { useSession } from '@phjobs/web-core/session';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';
import { MemberEdit } from '../src/screens/member/MemberEdit';
import { MemberInfo } from '../src/screens/member/MemberInfo';
import { MemberPassword } from '../src/screens/member/MemberPassword';
import { MemberWithdraw, WithdrawDone } from '../src/screens/member/MemberWithdraw';
import { PermitCertify } from '../src/screens/member/PermitCertify';
import { addYears, editBody, editErrors, editValuesOf, manilaToday, permitDefaults, permitView } from '../src/screens/member/member-rules';

vi.mock('@phjobs/web-core/upload', () => ({
  formatMegabytes: (n: number) => `${(n / 1048576).toFixed(2)} MB`,
  uploadFile: vi.fn(async (file: File, options: { project?: string; onProgress?: (f: number) => void }) => {
    options.onProgress?.(0.5);
    return { key: `${options.project}/3/abc`, fileName: file.name, contentType: file.type, size: file.size };
  }),
}));

const certify = 'c'.repeat(24);
const info = (over: Partial<EmployerMemberInfo> = {}): EmployerMemberInfo => ({
  userType: 'company',
  email: 'hr@acme.ph',
  provider: 'password',
  companyCode: null,
  companyName: 'Acme Foods Inc.',
  managerName: 'Maria Dela Cruz',
  logoKey: null,
  master: null,
  phoneNumber: '+639171234567',
  landlineNumber: '02 8123 4567',
  detailAddress: '12 Ayala Ave.',
  city: null,
  province: null,
  businessRegistrationNumber: 'ABC1234',
  specializationCode: 'SP0107',
  mainBusiness: null,
  businessPermit: { statusCode: '015C', businessPermitExpirationDateFrom: null, businessPermitExpirationDateTo: null, documentKey: null, certifiedAt: null },
  ...over,
});

let stub: ReturnType<typeof fetchRouter>;
const use = (routes: Parameters<typeof fetchRouter>[0]) => {
  stub = fetchRouter(routes);
  vi.stubGlobal('fetch', stub.fn);
};
function show(element: React.ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path: '/myPage/userInfo', element: <p>info page</p> },
      { path: '/enter', element: <p>login page</p> },
      { path, element },
    ],
    { initialEntries: ['/myPage/userInfo', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Step 1: the current password → POST /api/auth/verifyIdentity. */
async function passIdentity() {
  type('Current password', 'Demo!2345');
  await click('Next');
}

describe('member information rules', () => {
  it('shows the permit: 015A under review, 015B certified with its date, 015C Go to certify', () => {
    const p = info().businessPermit;
    expect(permitView({ ...p, statusCode: '015A' })).toEqual({ kind: 'review', label: 'Under review' });
    expect(permitView({ ...p, statusCode: '015B', certifiedAt: '2026-11-20T03:00:00Z' })).toEqual({ kind: 'certified', label: 'Certified', date: '11-20-2026' });
    expect(permitView(p)).toMatchObject({ kind: 'needed', action: 'Go to certify' });
  });

  it('defaults the permit to today and two years later (Manila)', () => {
    const now = new Date('2026-11-24T20:00:00Z'); // 25 November in Manila
    expect(manilaToday(now)).toBe('2026-11-25');
    expect(permitDefaults(info().businessPermit, now)).toEqual({ from: '2026-11-25', to: '2028-11-25' });
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
  });

  it('checks the edit: registration number 4-16 letters/digits, a changed phone needs its verification', () => {
    const v = editValuesOf(info());
    expect(v.phone).toBe('917 123 4567');
    expect(editErrors(v, '+639171234567')).toEqual({});
    expect(editErrors({ ...v, businessRegistrationNumber: 'AB-1' }, '+639171234567').businessRegistrationNumber).toBe('Use 4 to 16 English letters and numbers.');
    expect(editErrors({ ...v, businessRegistrationNumber: 'A'.repeat(17) }, '+639171234567').businessRegistrationNumber).toBeTruthy();
    expect(editErrors({ ...v, phone: '0918 000 1111' }, '+639171234567').phoneNumber).toBe('Phone number is changed but not verifed');
    expect(editErrors({ ...v, phone: '' }, '+639171234567').phoneNumber).toBe('Phone number is a required input.');
    expect(editErrors({ ...v, phone: '12345' }, '+639171234567').phoneNumber).toBe('It does not match the phone number format.');
    expect(editErrors({ ...v, managerName: ' ' }, '+639171234567').managerName).toBe('Manager name is a required input.');
    // the phone goes only when it changed, with its proof
    expect(editBody(v, '+639171234567', certify)).not.toHaveProperty('phoneNumber');
    expect(editBody({ ...v, phone: '0918 000 1111', phoneToken: 'p'.repeat(24) }, '+639171234567', certify)).toMatchObject({ phoneNumber: '+639180001111', phoneVerificationToken: 'p'.repeat(24) });
  });
});

describe('member information screens', () => {
  beforeEach(() => {
    useSession.setState({ accessToken: 'tok', user: { userId: 3, userType: 'company', email: 'hr@acme.ph' }, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('/myPage/userInfo shows the info, the permit warning with Go to certify, and the links', async () => {
    use({ 'GET /api/employer/memberInfo': json(200, info({ province: '1300000000' })) });
    show(<MemberInfo />, '/myPage/userInfo/view');
    expect(await screen.findByText('Acme Foods Inc.')).toBeTruthy();
    expect(stub.calls[0]?.url.search).toBe('?email=hr%40acme.ph');
    expect(screen.getByText('+63 917 123 4567')).toBeTruthy();
    expect(screen.getByText('ABC1234')).toBeTruthy();
    expect(screen.getByText('12 Ayala Ave., Metro Manila')).toBeTruthy();
    expect(screen.getByText('Customer Service / BPO · Virtual Assistant')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to certify' }).getAttribute('href')).toBe('/myPage/userInfo/certify');
    expect(screen.getByRole('link', { name: /Edit member information/ }).getAttribute('href')).toBe('/myPage/userInfo/edit');
    expect(screen.getByRole('link', { name: /Change password/ }).getAttribute('href')).toBe('/myPage/userInfo/pw');
    expect(screen.getByRole('link', { name: /Withdraw/ }).getAttribute('href')).toBe('/myPage/userInfo/withdraw');
    // the company code: the Information popup
    await click('About the company code');
    expect(screen.getByRole('dialog', { name: 'Information' }).textContent).toMatch(/enter the company code/);
  });

  it('hides the password change for social members and shows Certified with its date', async () => {
    use({ 'GET /api/employer/memberInfo': json(200, info({ provider: 'google', businessPermit: { ...info().businessPermit, statusCode: '015B', certifiedAt: '2026-11-20T03:00:00Z' } })) });
    show(<MemberInfo />, '/myPage/userInfo/view');
    expect(await screen.findByText(/Certified/)).toBeTruthy();
    expect(screen.getByText('11-20-2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Change password/ })).toBeNull();
  });

  it('edit: step 1 identity check, back on step 2 returns to step 1, field messages from the server, success goes back', async () => {
    use({
      'GET /api/employer/memberInfo': json(200, info()),
      'POST /api/auth/verifyIdentity': json(200, { certifyToken: certify, expiresIn: 600 }),
      'PUT /api/employer/updateInfo': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { companyCode?: string };
        return body.companyCode === 'NOPE' ? json(400, { code: 'validation', message: 'Invalid', fields: { companyCode: 'The company code is not valid.' } }) : json(200, info());
      },
    });
    const router = show(<MemberEdit />, '/myPage/userInfo/edit');
    expect(await screen.findByText(/Step 1 of 2/)).toBeTruthy();
    await passIdentity();
    expect(stub.calls.find((c) => c.url.pathname === '/api/auth/verifyIdentity')?.body).toEqual({ password: 'Demo!2345' });
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    // the back arrow on step 2 returns to step 1
    await click('Back');
    expect(screen.getByText(/Step 1 of 2/)).toBeTruthy();
    await passIdentity();
    type('Business registration number', 'AB-1');
    await click('Save');
    expect(screen.getByText('Use 4 to 16 English letters and numbers.')).toBeTruthy();
    type('Business registration number', 'XYZ98765');
    type(/Company code/, 'NOPE');
    await click('Save');
    expect(screen.getByText('The company code is not valid.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myPage/userInfo/edit');
    type(/Company code/, '');
    await click('Save');
    const put = stub.calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.body).toMatchObject({ certifyToken: certify, managerName: 'Maria Dela Cruz', businessRegistrationNumber: 'XYZ98765' });
    expect(put?.body).not.toHaveProperty('phoneNumber');
    expect(router.state.location.pathname).toBe('/myPage/userInfo');
  });

  it('edit: a changed phone is not saved until verified', async () => {
    use({ 'GET /api/employer/memberInfo': json(200, info()), 'POST /api/auth/verifyIdentity': json(200, { certifyToken: certify, expiresIn: 600 }), 'GET /api/auth/captcha': json(200, { provider: 'builtin', challengeId: '6f1c2a8e-4b7d-4c1e-9a3b-2d5e6f7a8b9c', question: 'What is 1 plus 1?', expiresIn: 300 }) });
    show(<MemberEdit />, '/myPage/userInfo/edit');
    await screen.findByText(/Step 1 of 2/);
    await passIdentity();
    expect(screen.getByText(/Verified number/)).toBeTruthy();
    type('Mobile phone', '0918 000 1111');
    await click('Save');
    expect(screen.getByText('Phone number is changed but not verifed')).toBeTruthy();
    expect(stub.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('password: step 2 changes it, logs out and goes to /enter', async () => {
    const logout = vi.fn(async () => undefined);
    useSession.setState({ logout });
    use({ 'GET /api/employer/memberInfo': json(200, info()), 'POST /api/auth/verifyIdentity': json(200, { certifyToken: certify, expiresIn: 600 }), 'PUT /api/auth/password': new Response(null, { status: 204 }) });
    const router = show(<MemberPassword />, '/myPage/userInfo/pw');
    await screen.findByText(/Step 1 of 2/);
    await passIdentity();
    type('New password', 'short');
    await click('Change password');
    expect(screen.getByText(/8 or more characters/)).toBeTruthy();
    type('New password', 'NewPass123');
    type('Confirm new password', 'NewPass123');
    await click('Change password');
    expect(stub.calls.find((c) => c.url.pathname === '/api/auth/password')?.body).toEqual({ certifyToken: certify, password: 'NewPass123' });
    expect(router.state.location.pathname).toBe('/enter');
    expect(logout).toHaveBeenCalled();
  });

  it('permit: dates default to today and +2 years, the document uploads with progress, PUT permit, then back', async () => {
    use({ 'GET /api/employer/memberInfo': json(200, info()), 'PUT /api/employer/permit': json(200, { ...info().businessPermit, statusCode: '015B' }) });
    const router = show(<PermitCertify />, '/myPage/userInfo/certify');
    expect(await screen.findByText(/Your business permit is not certified/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to certify' })).toBeNull();
    const today = manilaToday();
    expect((screen.getByLabelText('Valid from') as HTMLInputElement).value).toBe(today);
    expect((screen.getByLabelText('Valid to') as HTMLInputElement).value).toBe(addYears(today, 2));
    await click('Certify');
    expect(screen.getByText('Please upload your business permit.')).toBeTruthy();
    const file = new File(['%PDF-1.4'], 'permit.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Business permit file'), { target: { files: [file] } });
    });
    expect(screen.getByText('permit.pdf')).toBeTruthy();
    await click('Certify');
    expect(stub.calls.find((c) => c.method === 'PUT')?.body).toEqual({ businessPermitExpirationDateFrom: today, businessPermitExpirationDateTo: addYears(today, 2), documentKey: 'permit/3/abc' });
    expect(router.state.location.pathname).toBe('/myPage/userInfo');
  });

  it('permit: refuses a file that is not a PDF or an image', async () => {
    use({ 'GET /api/employer/memberInfo': json(200, info()) });
    show(<PermitCertify />, '/myPage/userInfo/certify');
    await screen.findByText(/Your business permit is not certified/);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Business permit file'), { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    });
    expect(screen.getByText('Please choose a PDF or an image (jpg, png, gif, webp).')).toBeTruthy();
  });
});

describe('withdraw', () => {
  beforeEach(() => {
    useSession.setState({ accessToken: 'tok', user: { userId: 3, userType: 'company', email: 'hr@acme.ph' }, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('step 2 withdraws only after the agreement and goes to the done page, which ends the session', async () => {
    const logout = vi.fn(async () => undefined);
    useSession.setState({ logout });
    use({ 'GET /api/employer/memberInfo': json(200, info()), 'POST /api/auth/verifyIdentity': json(200, { certifyToken: certify, expiresIn: 600 }), 'POST /api/auth/withdraw': new Response(null, { status: 204 }) });
    const router = createMemoryRouter(
      [
        { path: '/myPage/userInfo/withdraw', element: <MemberWithdraw /> },
        { path: '/myPage/userInfo/withdraw/done', element: <WithdrawDone /> },
      ],
      { initialEntries: ['/myPage/userInfo/withdraw'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText(/Step 1 of 2/);
    await passIdentity();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    await click('Withdraw');
    expect(stub.calls.find((c) => c.url.pathname === '/api/auth/withdraw')?.body).toEqual({ certifyToken: certify });
    expect(router.state.location.pathname).toBe('/myPage/userInfo/withdraw/done');
    expect(screen.getByText('Your account was withdrawn')).toBeTruthy();
    expect(logout).toHaveBeenCalled();
  });
});
