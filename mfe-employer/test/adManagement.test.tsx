import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdSummary } from '@phjobs/contracts/job-ad-form';
import { useSession } from '@phjobs/web-core/session';
import { AdManagement } from '../src/screens/ad-management/AdManagement';
import { DESCRIPTION_TEXTS, withAdFirst, withoutAd } from '../src/screens/ad-management/adLists';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';

const ad = (jobId: number, statusCode: string, more: Partial<AdSummary> = {}): AdSummary => ({
  jobId,
  updatedAt: '2026-11-20T01:00:00Z',
  title: `Ad ${jobId}`,
  view: 120,
  underReview: 3,
  pass: 1,
  nonPass: 2,
  applicant: 6,
  unread: 2,
  createdAt: '2026-11-10T01:00:00Z',
  statusCode,
  deadlineDate: null,
  reviewReasons: [],
  paymentService: [],
  ...more,
});

const lists: Record<string, AdSummary[]> = {};
const myJobs = (url: URL) => {
  const status = url.searchParams.get('status') ?? '012C';
  return json(200, { list: lists[status] ?? [], resultListCount: (lists[status] ?? []).length });
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/myPage/ad', element: <AdManagement /> },
      { path: '/myPage/ad/:id/reregister', element: <p>re-register wizard</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('job ad management (/myPage/ad)', () => {
  let stub: ReturnType<typeof fetchRouter>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T02:00:00Z'));
    useSession.setState({ accessToken: 'tok', user: { userId: 2, userType: 'company', email: 'employer@demo.ph' }, status: 'ready' });
    lists['012C'] = [ad(1, '012C', { deadlineDate: '2026-11-24' }), ad(2, '012C', { deadlineDate: '2026-11-27' }), ad(3, '012C')];
    lists['012A'] = [ad(4, '012A', { reviewReasons: [{ field: 'salary', code: 'wage/below-minimum', message: 'The salary is below the minimum wage in force for NCR (695 PHP a day).' }] })];
    lists['012D'] = [ad(5, '012D', { deadlineDate: '2026-11-01' })];
    stub = fetchRouter({
      'GET /api/employer/myPage/myJobs': myJobs,
      'PUT /api/jobAds/end/2': json(200, { jobId: 2, statusCode: '012D', reviewReasons: [] }),
      'PUT /api/jobAds/reRegistration/5': json(200, { jobId: 5, statusCode: '012A', reviewReasons: [] }),
      'DELETE /api/jobAds/3': json(200, { jobId: 3, statusCode: '012D', reviewReasons: [] }),
    });
    vi.stubGlobal('fetch', stub.fn);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const listCalls = () => stub.calls.filter((c) => c.url.pathname === '/api/employer/myPage/myJobs');

  it('opens on Ongoing with the rows, the links and the D-Day / D-n badges of ongoing ads with a deadline', async () => {
    renderAt('/myPage/ad');
    expect(await screen.findByText('Ad 1')).toBeTruthy();
    expect(listCalls()[0]?.url.search).toBe('?status=012C&pageUnit=10&pageNo=1&email=employer%40demo.ph');
    expect(screen.getByRole('tab', { name: 'Ongoing' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Ad 1').closest('a')?.getAttribute('href')).toBe('/myPage/ad/1');
    const applicants = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/myPage/applicant/1');
    expect(applicants?.textContent).toBe('6 applicants 2 unread');
    expect(screen.getByText('D-Day')).toBeTruthy();
    expect(screen.getByText('D-3')).toBeTruthy();
    expect(screen.getAllByText(/^D-/)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Suspend' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Re-registration' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Edit' })[0]?.getAttribute('href')).toBe('/myPage/ad/1/edit');
    expect(await screen.findByText('No more data.')).toBeTruthy();
  });

  it('shows the refused review reasons on Under Review and no D-n badge on End', async () => {
    renderAt('/myPage/ad?tab=012A');
    expect(await screen.findByText('The salary is below the minimum wage in force for NCR (695 PHP a day).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'End' }));
    expect(await screen.findByText('Ad 5')).toBeTruthy();
    expect(screen.queryByText(/^D-/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-registration' })).toBeTruthy();
  });

  it('shows the Description popup with the spec texts', async () => {
    renderAt('/myPage/ad');
    fireEvent.click(screen.getByRole('button', { name: 'Description' }));
    const dialog = await screen.findByRole('dialog', { name: 'Description' });
    for (const text of DESCRIPTION_TEXTS) expect(within(dialog).getByText(text)).toBeTruthy();
  });

  it('suspends after a confirmation: the ad leaves Ongoing and is first on End, without a refetch', async () => {
    renderAt('/myPage/ad');
    await screen.findByText('Ad 2');
    fireEvent.click(screen.getByRole('tab', { name: 'End' }));
    await screen.findByText('Ad 5');
    fireEvent.click(screen.getByRole('tab', { name: 'Ongoing' }));
    const loads = listCalls().length;
    fireEvent.click(screen.getAllByRole('button', { name: 'Suspend' })[1]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend this job ad?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    expect(stub.calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/jobAds/end/2')).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(screen.getByRole('tabpanel', { name: 'Ongoing' })).queryByText('Ad 2')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'End' }));
    const titles = within(screen.getByRole('tabpanel', { name: 'End' }))
      .getAllByRole('link')
      .filter((a) => /^\/myPage\/ad\/\d+$/.test(a.getAttribute('href') ?? ''));
    expect(titles.map((a) => a.textContent)).toEqual(['Ad 2', 'Ad 5']);
    expect(listCalls().length).toBe(loads);
  });

  it('keeps the list as it was when the suspend fails (only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/myPage/ad');
    await screen.findByText('Ad 3');
    fireEvent.click(screen.getAllByRole('button', { name: 'Suspend' })[2]!);
    await act(async () => fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suspend' })));
    expect(stub.calls.some((c) => c.url.pathname === '/api/jobAds/end/3')).toBe(true);
    expect(screen.getByText('Ad 3')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does nothing until a user type is known', async () => {
    useSession.setState({ accessToken: 'tok', user: null, status: 'ready' });
    renderAt('/myPage/ad');
    await screen.findByText('Ad 1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Suspend' })[0]!);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('deletes after a confirmation, and keeps the ad when the member keeps it', async () => {
    renderAt('/myPage/ad');
    await screen.findByText('Ad 3');
    const deleteOf3 = () => screen.getAllByRole('button', { name: 'Delete' })[2]!;
    fireEvent.click(deleteOf3());
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this job ad?' })).getByRole('button', { name: 'Keep ad' }));
    expect(stub.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(deleteOf3());
    await act(async () => fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' })));
    expect(stub.calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/jobAds/3')).toBe(true);
    expect(screen.queryByText('Ad 3')).toBeNull();
    expect(screen.getByText('Ad 1')).toBeTruthy();
  });

  it('re-registers an ended ad: it moves into Under Review, then the re-register wizard opens', async () => {
    const router = renderAt('/myPage/ad?tab=012A');
    await screen.findByText('Ad 4');
    fireEvent.click(screen.getByRole('tab', { name: 'End' }));
    await screen.findByText('Ad 5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Re-registration' })));
    expect(stub.calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/jobAds/reRegistration/5')).toBe(true);
    expect(router.state.location.pathname).toBe('/myPage/ad/5/reregister');
    const loads = listCalls().length;
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?tab=012A');
    const underReview = within(await screen.findByRole('tabpanel', { name: 'Under Review' }));
    expect(underReview.getAllByRole('link').filter((a) => /^\/myPage\/ad\/\d+$/.test(a.getAttribute('href') ?? '')).map((a) => a.textContent)).toEqual(['Ad 5', 'Ad 4']);
    expect(listCalls().length).toBe(loads);
  });
});

describe('the local list moves', () => {
  const pages = (...items: AdSummary[][]) => ({ pages: items.map((list) => ({ items: list, total: items.flat().length })), pageParams: items.map((_, i) => i + 1) });

  it('removes an ad from any page and counts one less', () => {
    const next = withoutAd(pages([ad(1, '012C'), ad(2, '012C')], [ad(3, '012C')]), 3);
    expect(next.pages.map((p) => p.items.map((a) => a.jobId))).toEqual([[1, 2], []]);
    expect(next.pages[0]?.total).toBe(2);
  });

  it('puts an ad first once, and counts one more', () => {
    const next = withAdFirst(pages([ad(5, '012D')]), ad(2, '012D'));
    expect(next.pages[0]?.items.map((a) => a.jobId)).toEqual([2, 5]);
    expect(next.pages[0]?.total).toBe(2);
    const again = withAdFirst(next, ad(5, '012D'));
    expect(again.pages[0]?.items.map((a) => a.jobId)).toEqual([5, 2]);
  });
});
