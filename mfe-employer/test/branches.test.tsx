import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZUpdateBranchRequest } from '@phjobs/contracts/branches';
import { BUSINESS_REGISTRATION_MESSAGE, PHONE_NOT_VERIFIED_MESSAGE } from '@phjobs/contracts/company-info';
import { useSession } from '@phjobs/web-core/session';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';
import App from '../src/routes';
import { EmployerMyPage } from '../src/screens/my-page/EmployerMyPage';
import {
  BRANCH_DESCRIPTION_TEXTS,
  BRANCH_FORM_MESSAGES,
  branchAdColumns,
  branchApplicationLink,
  branchFormOf,
  COPIED_MS,
  isBranchFormReady,
  toUpdateBranchRequest,
  validateBranchForm,
  type BranchFormValues,
} from '../src/screens/branches/branch-rules';

const MASTER = { userId: 2, userType: 'master.company' as const, email: 'master@demo.ph' };
const COMPANY = { userId: 3, userType: 'company' as const, email: 'hr@acme.ph' };
const profile = { companyName: 'Demo Holdings', managerName: 'Ana Santos', logoKey: null, ongoingCount: 0, underReviewCount: 0, endCount: 0 };
const branchItem = (id: number, name: string) => ({ employerId: id, companyName: name, managerName: `Manager ${id}`, logoKey: null, province: '1300000000', city: '1380300000', joinedAt: '2026-11-01T00:00:00Z' });
const info = {
  companyName: 'Acme Branch',
  phoneNumber: '+639171234567',
  landlineNumber: null,
  province: '1300000000',
  city: '1380300000',
  detailAddress: '12 Rizal St.',
  businessRegistrationNumber: 'AB1234',
  specializationCode: 'SP0101',
  statusCode: '015B',
  logoKey: null,
  mainBusiness: 'Food service',
  email: 'branch@acme.ph',
  managerName: 'Jose Cruz',
};
const detail = { employerId: 1001, branchInfo: info, applicantCount: 7, jobCount: 5, recruitmentCount: 3 };
const ad = (jobId: number, statusCode: string) => ({
  jobId,
  updatedAt: '2026-11-20T03:00:00Z',
  title: `Ad ${jobId}`,
  view: 40,
  underReview: 1,
  pass: 2,
  nonPass: 3,
  applicant: 6,
  unread: 4,
  createdAt: '2026-11-10T03:00:00Z',
  statusCode,
  deadlineDate: null,
  reviewReasons: [],
  paymentService: [],
});

let stub: ReturnType<typeof fetchRouter>;
const use = (routes: Parameters<typeof fetchRouter>[0]) => {
  stub = fetchRouter(routes);
  vi.stubGlobal('fetch', stub.fn);
};
const at = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <App /> }, { path: '/ad/all/:id', element: <p>ad page</p> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};
const callsTo = (pathname: string) => stub.calls.filter((c) => c.url.pathname === pathname);

beforeEach(() => {
  useSession.setState({ accessToken: 'tok', user: MASTER, status: 'ready' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the branch edit form rules (employer.md section 5)', () => {
  const values = (): BranchFormValues => branchFormOf(info);

  it("uses the contract's messages", () => {
    const issues = ZUpdateBranchRequest.safeParse({ managerName: ' ', phoneNumber: '', province: '', city: '', detailAddress: '', specializationCode: '', mainBusiness: '', businessRegistrationNumber: 'a-b' });
    const messages = issues.success ? [] : issues.error.issues.map((i) => i.message);
    for (const m of ['managerName', 'region', 'regionDetail', 'specialization', 'mainBusiness'] as const) expect(messages).toContain(BRANCH_FORM_MESSAGES[m]);
    expect(messages).toContain('Phone number is a required input.');
    expect(BRANCH_FORM_MESSAGES.phoneVerify).toBe(PHONE_NOT_VERIFIED_MESSAGE);
    expect(BRANCH_FORM_MESSAGES.businessRegistrationNumber).toBe(BUSINESS_REGISTRATION_MESSAGE);
  });

  it("shows the stored phone after the field's +63", () => {
    expect(values().phone).toBe('917 123 4567');
  });

  it('is ready as stored, and names every empty required field with its message', () => {
    expect(validateBranchForm(values(), info.phoneNumber)).toEqual({});
    const empty = { ...values(), companyName: '', managerName: ' ', phone: '', region: null, regionDetail: '', specialization: null, mainBusiness: '' };
    expect(validateBranchForm(empty, info.phoneNumber)).toEqual({
      companyName: 'Company name is a required input.',
      managerName: 'Manager name is a required input.',
      phone: 'Phone number is a required input.',
      region: 'Region is a required input.',
      regionDetail: 'Detailed address is a required input.',
      specialization: 'Specialization is a required input.',
      mainBusiness: 'Main business is a required input.',
    });
    expect(isBranchFormReady(empty, info.phoneNumber)).toBe(false);
  });

  it("asks for the phone's verification only when it differs from the stored branch phone", () => {
    // the stored number typed another way is the same phone
    for (const same of ['0917 123 4567', '+63 917-123-4567', '9171234567']) expect(validateBranchForm({ ...values(), phone: same }, info.phoneNumber)).toEqual({});
    expect(validateBranchForm({ ...values(), phone: '0918 765 4321' }, info.phoneNumber)).toEqual({ phoneVerify: 'Phone number is changed but not verifed' });
    expect(validateBranchForm({ ...values(), phone: '0918 765 4321', phoneToken: 't'.repeat(20) }, info.phoneNumber)).toEqual({});
    expect(validateBranchForm({ ...values(), phone: '12345' }, info.phoneNumber)).toEqual({ phone: 'It does not match the phone number format.' });
  });

  it('takes a registration number of 4 to 16 English letters and numbers, or none', () => {
    for (const ok of ['', 'AB12', 'abcdEF1234567890']) expect(validateBranchForm({ ...values(), businessRegistrationNumber: ok }, info.phoneNumber)).toEqual({});
    for (const bad of ['AB1', 'ABCDEFGHIJ12345678', 'AB-123', 'ÄB12']) expect(validateBranchForm({ ...values(), businessRegistrationNumber: bad }, info.phoneNumber).businessRegistrationNumber).toBe('Use 4 to 16 English letters and numbers.');
  });

  it('sends one region as its province and city, no company name or e-mail, and the proof only for a new phone', () => {
    const body = toUpdateBranchRequest({ ...values(), region: '1381500000', phoneToken: 'x'.repeat(20) }, info.phoneNumber);
    expect(body).toEqual({
      managerName: 'Jose Cruz',
      phoneNumber: '+639171234567',
      province: '1300000000',
      city: '1381500000',
      detailAddress: '12 Rizal St.',
      specializationCode: 'SP0101',
      businessRegistrationNumber: 'AB1234',
      mainBusiness: 'Food service',
      logoKey: null,
    });
    expect(toUpdateBranchRequest({ ...values(), phone: '0918 765 4321', phoneToken: 'x'.repeat(20) }, info.phoneNumber)).toMatchObject({ phoneNumber: '+639187654321', phoneVerificationToken: 'x'.repeat(20) });
    expect(ZUpdateBranchRequest.safeParse(body).success).toBe(true);
  });

  it('hides under review, pass, non pass and unread on the Under Review tab', () => {
    expect(branchAdColumns('012C')).toEqual(['underReview', 'pass', 'nonPass', 'view', 'applicant', 'unread']);
    expect(branchAdColumns('012D')).toEqual(['underReview', 'pass', 'nonPass', 'view', 'applicant', 'unread']);
    expect(branchAdColumns('012A')).toEqual(['view', 'applicant']);
  });

  it("links an application with the spec's howToApply query", () => {
    expect(branchApplicationLink(55, '018A')).toBe('/myPage/branch/applicant/55?howToApply=018A');
  });
});

describe('the master my-page', () => {
  it('shows the logo, names, branch links, the branches ten a page and the button to branch management', async () => {
    use({
      'GET /api/employer/myPage': json(200, profile),
      'GET /api/master/branches': (url) => json(200, { list: url.searchParams.get('pageNo') === '2' ? [branchItem(1011, 'Eleventh Branch')] : Array.from({ length: 10 }, (_, i) => branchItem(1001 + i, `Branch ${i + 1}`)), resultListCount: 11 }),
    });
    render(<EmployerMyPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('Demo Holdings')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Job ad management by branch/ }).getAttribute('href')).toBe('/myPage/branch/ad');
    expect(screen.getByRole('link', { name: /Applicant management by branch/ }).getAttribute('href')).toBe('/myPage/branch/applicant');
    expect(screen.getByRole('link', { name: 'Branch management' }).getAttribute('href')).toBe('/myPage/branch');
    expect((await screen.findByText('Branch 1')).closest('a')?.getAttribute('href')).toBe('/myPage/branch?employerId=1001');
    expect(Object.fromEntries(callsTo('/api/master/branches')[0]!.url.searchParams)).toEqual({ pageUnit: '10', pageNo: '1' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '2' })));
    expect(await screen.findByText('Eleventh Branch')).toBeTruthy();
    // no ad counters or 'Job ad register' of the company page
    expect(screen.queryByRole('link', { name: 'Job ad register' })).toBeNull();
  });

  it('is the company page for company users', async () => {
    useSession.setState({ user: COMPANY });
    use({ 'GET /api/employer/myPage': json(200, profile), 'GET /api/employer/myNews': json(200, { list: [], count: 0 }) });
    render(<EmployerMyPage />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('link', { name: 'Job ad register' })).toBeTruthy();
    expect(callsTo('/api/master/branches')).toHaveLength(0);
  });
});

describe('branch management (/myPage/branch)', () => {
  it('copies the invitation code: the clipboard, a confirming dialog and Copied for 2000 ms', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    use({ 'GET /api/master/invitationCode': json(200, { companyCode: 'K7M2PQ9X' }), 'GET /api/master/branches': json(200, { list: [branchItem(1001, 'Acme Branch')], resultListCount: 1 }) });
    at('/myPage/branch');
    expect(await screen.findByText('K7M2PQ9X')).toBeTruthy();
    expect(await screen.findByText('Acme Branch')).toBeTruthy();
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('K7M2PQ9X');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Copied' });
    expect(within(dialog).getByText(/has been copied/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog', { name: 'Copied' })).toBeNull();
  });

  it('regenerates the code after asking', async () => {
    use({
      'GET /api/master/invitationCode': json(200, { companyCode: 'K7M2PQ9X' }),
      'POST /api/master/invitationCode': json(200, { companyCode: 'N3W4C0DE' }),
      'GET /api/master/branches': json(200, { list: [], resultListCount: 0 }),
    });
    at('/myPage/branch');
    await screen.findByText('K7M2PQ9X');
    expect(await screen.findByText('No data.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate code' }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Regenerate' })));
    expect(await screen.findByText('N3W4C0DE')).toBeTruthy();
    expect(callsTo('/api/master/invitationCode').map((c) => c.method)).toEqual(['GET', 'POST']);
  });

  it('renders nothing for a company user', async () => {
    useSession.setState({ user: COMPANY });
    use({});
    const { container } = render(
      <RouterProvider router={createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: ['/myPage/branch'] })} />,
    );
    await act(async () => undefined);
    expect(container.innerHTML).toBe('');
    expect(stub.calls).toHaveLength(0);
  });

  it('shows a branch with its counts, its links and the edit button', async () => {
    use({ 'GET /api/master/branch/1001': json(200, detail) });
    at('/myPage/branch?employerId=1001');
    expect(await screen.findByRole('heading', { name: 'Acme Branch' })).toBeTruthy();
    expect(screen.getByText('7').closest('a')?.getAttribute('href')).toBe('/myPage/branch/applicant?employerId=1001');
    expect(screen.getByText('5').closest('a')?.getAttribute('href')).toBe('/myPage/branch/ad?employerId=1001');
    expect(screen.getByText('3').closest('a')?.getAttribute('href')).toBe('/myPage/branch/ad?employerId=1001&tab=012C');
    expect(screen.getByRole('link', { name: 'Edit branch information' }).getAttribute('href')).toBe('/myPage/branch/edit?employerId=1001');
    expect(screen.getByText('Business Permit')).toBeTruthy();
  });
});

describe('job ad management by branch', () => {
  it('takes the first branch, loads a tab once, hides the counts on Under Review and links the rows', async () => {
    use({
      'GET /api/master/branches': json(200, { list: [branchItem(1001, 'Acme Branch'), branchItem(1002, 'Beta Branch')], resultListCount: 2 }),
      'GET /api/master/job/1001': (url) => json(200, url.searchParams.get('status') === '012D' ? { list: [], resultListCount: 0 } : { list: [ad(url.searchParams.get('status') === '012A' ? 12 : 11, url.searchParams.get('status')!)], resultListCount: 1 }),
    });
    const router = at('/myPage/branch/ad');
    expect(await screen.findByText('Ad 11')).toBeTruthy();
    expect(router.state.location.search).toBe('?employerId=1001');
    expect(Object.fromEntries(callsTo('/api/master/branches')[0]!.url.searchParams)).toEqual({ pageUnit: '999', pageNo: '1' });
    expect(screen.getByRole('link', { name: 'Ad 11' }).getAttribute('href')).toBe('/myPage/branch/ad/11');
    expect(screen.getByText('6').closest('a')?.getAttribute('href')).toBe('/myPage/branch/applicant?employerId=1001');
    expect(screen.getAllByText('Unread').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Under Review' }));
    const review = await screen.findByRole('tabpanel', { name: 'Under Review' });
    expect(await within(review).findByText('Ad 12')).toBeTruthy();
    for (const hidden of ['Under review', 'Pass', 'Non pass', 'Unread']) expect(within(review).queryByText(hidden)).toBeNull();
    expect(within(review).getByText('View')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'End' }));
    expect(await within(await screen.findByRole('tabpanel', { name: 'End' })).findByText('No data.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Ongoing' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Under Review' }));
    await act(async () => undefined);
    expect(callsTo('/api/master/job/1001').map((c) => c.url.searchParams.get('status'))).toEqual(['012C', '012A', '012D']);

    fireEvent.click(screen.getByRole('button', { name: 'Description' }));
    const help = screen.getByRole('dialog', { name: 'Description' });
    for (const text of BRANCH_DESCRIPTION_TEXTS) expect(within(help).getByText(text)).toBeTruthy();
  });

  it('loads the chosen branch', async () => {
    use({
      'GET /api/master/branches': json(200, { list: [branchItem(1001, 'Acme Branch'), branchItem(1002, 'Beta Branch')], resultListCount: 2 }),
      'GET /api/master/job/1001': json(200, { list: [ad(11, '012C')], resultListCount: 1 }),
      'GET /api/master/job/1002': json(200, { list: [ad(21, '012C')], resultListCount: 1 }),
    });
    const router = at('/myPage/branch/ad?employerId=1001');
    await screen.findByText('Ad 11');
    await screen.findByRole('option', { name: 'Beta Branch' });
    fireEvent.change(screen.getByLabelText('Branch'), { target: { value: '1002' } });
    expect(await screen.findByText('Ad 21')).toBeTruthy();
    expect(router.state.location.search).toBe('?employerId=1002');
  });
});

describe('applicant management by branch', () => {
  const application = (id: number) => ({ applicationId: id, jobId: 11, jobTitle: 'Ad 11', createdAt: '2026-11-21T03:00:00Z', howToAppliyCode: '018A', applicationStatusCode: '021A', resumeTitle: 'My resume', fullName: `Seeker ${id}` });
  const jobRow = { jobId: 11, date: '2026-11-10', title: 'Ad 11', statusCode: '012C', underReview: 1, pass: 2, nonPass: 3, view: 40, applicant: 6, unread: 4, createdAt: '2026-11-10T03:00:00Z' };

  it("lists all applications with the 'Management' link, and the ads with their counts", async () => {
    use({
      'GET /api/master/branches': json(200, { list: [branchItem(1001, 'Acme Branch')], resultListCount: 1 }),
      'GET /api/master/applicant/1001/application': json(200, { list: [application(51), application(52)], resultListCount: 2 }),
      'GET /api/master/applicant/1001/job': json(200, { list: [jobRow], resultListCount: 1 }),
    });
    at('/myPage/branch/applicant?employerId=1001');
    expect(await screen.findByText('Seeker 51')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Management: Seeker 51' }).getAttribute('href')).toBe('/myPage/branch/applicant/51?howToApply=018A');
    expect(screen.getAllByText('Pass')[0]?.closest('.ph-badge')).toBeTruthy();
    expect(await screen.findByText('No more data.')).toBeTruthy();
    expect(Object.fromEntries(callsTo('/api/master/applicant/1001/application')[0]!.url.searchParams)).toEqual({ pageUnit: '10', pageNo: '1', email: 'master@demo.ph' });

    fireEvent.click(screen.getByRole('tab', { name: 'Applicants by Job ad' }));
    expect((await screen.findByRole('link', { name: 'Ad 11' })).getAttribute('href')).toBe('/myPage/branch/ad/11');
    expect(screen.getByText('6').closest('a')?.getAttribute('href')).toBe('/myPage/branch/ad/11/applicants');
  });
});

describe('the branch applicant views', () => {
  it("shows a branch's applicant without the status bar", async () => {
    const answer = {
      applicationId: 51,
      jobId: 11,
      jobTitle: 'Ad 11',
      createdAt: '2026-11-21T03:00:00Z',
      howToApplyCode: '018A',
      statusCode: '021C',
      isRead: true,
      selfIntroduction: 'Hello',
      resumeKey: null,
      resumeFileNmae: null,
      userInfo: { fullName: 'Seeker 51', genderCode: '003A', birthDate: null, address: null, phoneNumber: null, email: 's***@mail.ph', photoKey: null },
      resumeInfo: null,
    };
    use({ 'GET /api/employer/myPage/applicant/detail/51': json(200, answer) });
    at('/myPage/branch/applicant/51?howToApply=018A');
    expect(await screen.findByRole('heading', { name: 'Seeker 51' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pass' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ad 11' }).getAttribute('href')).toBe('/myPage/branch/ad/11/applicants');
  });

  it("sends /myPage/branch/ad/{jobId} to the ad's page", async () => {
    use({});
    const router = at('/myPage/branch/ad/11');
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/ad/all/11');
  });
});

describe("'Branch information'", () => {
  it("is active as stored; a changed phone shows 'Phone number is changed but not verifed' and turns 'Next step' off; a save goes back to the detail", async () => {
    use({ 'GET /api/master/branch/1001': json(200, detail), 'PUT /api/master/branch/1001': json(200, detail) });
    const router = at('/myPage/branch/edit?employerId=1001');
    expect(await screen.findByRole('heading', { name: 'Branch information' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Branch Info' });
    for (const section of ['Branch Info', 'Additional info', 'Business introduction']) expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    expect((screen.getByLabelText('Company name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).disabled).toBe(true);
    // one region and one specialization
    expect(screen.getByText('Region (1/1)')).toBeTruthy();
    expect(screen.getByText('Specialization (1/1)')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next step' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);

    fireEvent.change(screen.getByLabelText('Manager name'), { target: { value: '' } });
    expect(screen.getByText('Manager name is a required input.')).toBeTruthy();
    expect(next.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Manager name'), { target: { value: 'Rosa Lim' } });

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0918 765 4321' } });
    expect(screen.getByText('Phone number is changed but not verifed')).toBeTruthy();
    expect(next.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0917-123-4567' } });
    expect(screen.queryByText('Phone number is changed but not verifed')).toBeNull();
    expect(next.disabled).toBe(false);

    await act(async () => fireEvent.click(next));
    const put = callsTo('/api/master/branch/1001').find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ managerName: 'Rosa Lim', phoneNumber: '+639171234567', province: '1300000000', city: '1380300000' });
    expect(put?.body).not.toHaveProperty('companyName');
    expect(put?.body).not.toHaveProperty('phoneVerificationToken');
    expect(router.state.location.pathname + router.state.location.search).toBe('/myPage/branch?employerId=1001');
  });

  it("shows the server's field messages under their fields", async () => {
    use({
      'GET /api/master/branch/1001': json(200, detail),
      'PUT /api/master/branch/1001': json(400, { code: 'validation/invalid', message: 'Invalid request.', fields: { businessRegistrationNumber: 'This registration number is used by another company.' } }),
    });
    at('/myPage/branch/edit?employerId=1001');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Next step' })));
    expect(await screen.findByText('This registration number is used by another company.')).toBeTruthy();
  });
});
