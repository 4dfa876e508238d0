import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import type { MyApplicationRow } from '../src/domain/applications';
import { encodeMemo } from '../src/domain/memo';
import { Applications } from '../src/screens/application/Applications';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';

const row = (over: Partial<MyApplicationRow>): MyApplicationRow => ({
  applicationId: 1,
  applicationType: '018A',
  applicationTitle: 'Online',
  jobId: 10,
  uid: 1,
  jobTitle: 'Barista',
  companyName: 'Kape Co.',
  jobStatusCode: '012C',
  deadlineDate: null,
  registerDate: '2026-03-01',
  statusCode: '021C',
  chat_url: null,
  memo: null,
  ...over,
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/myPage/application" element={<Applications />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/myPage/application', () => {
  beforeEach(() => {
    useSession.setState({ accessToken: 'tok', user: { userId: 1, userType: 'individual', email: 'seeker@demo.ph' }, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for one week back, all statuses, with the tab of the query, and the e-mail', async () => {
    const router = fetchRouter({ 'GET /api/application/myApplications': json(200, { list: [], resultListCount: 0 }) });
    vi.stubGlobal('fetch', router.fn);
    renderAt('/myPage/application?tab=chat');
    await screen.findByText('No data.');
    const q = router.calls[0]?.url.searchParams;
    expect(Object.fromEntries(q ?? [])).toEqual({ howToApplyCode: 'all', howToApply: 'chat', periodValue: '1', periodUnit: 'w', pageUnit: '10', pageNo: '1', email: 'seeker@demo.ph' });
    expect(screen.getByRole('link', { name: 'Go to chat list' }).getAttribute('href')).toBe('/myPage/chats');
    expect(screen.getByRole('button', { name: '1 week', pressed: true })).toBeTruthy();
  });

  it('links chat rows to their chat, shows D-day for ongoing jobs and hides cancel for Pass and for chat 021E', async () => {
    const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    vi.stubGlobal(
      'fetch',
      fetchRouter({
        'GET /api/application/myApplications': json(200, {
          list: [
            row({ applicationId: 1, applicationTitle: 'Direct', uid: 7, jobTitle: 'Barista & Cashier', statusCode: '021E' }),
            row({ applicationId: 2, statusCode: '021A', jobTitle: 'Passed job' }),
            row({ applicationId: 3, deadlineDate: deadline, jobTitle: 'Open job' }),
            row({ applicationId: 4, deadlineDate: deadline, jobStatusCode: '012D', jobTitle: 'Closed job' }),
          ],
          resultListCount: 4,
        }),
      }).fn,
    );
    renderAt('/myPage/application');
    const chat = await screen.findByRole('link', { name: /Barista & Cashier/ });
    expect(chat.getAttribute('href')).toBe('/chats/apply/apply_10_7?title=Barista%20%26%20Cashier');
    const articles = screen.getAllByRole('article');
    expect(within(articles[0] as HTMLElement).queryByRole('button', { name: 'Cancel application' })).toBeNull();
    expect(within(articles[1] as HTMLElement).queryByRole('button', { name: 'Cancel application' })).toBeNull();
    expect(within(articles[2] as HTMLElement).getByText(/^D-\d+$/)).toBeTruthy();
    expect(within(articles[3] as HTMLElement).queryByText(/^D-/)).toBeNull();
  });

  it('asks before cancelling an application, and keeps it when the member says no', async () => {
    const router = fetchRouter({
      'GET /api/application/myApplications': json(200, { list: [row({ applicationId: 5, jobTitle: 'Cook', companyName: 'Kusina Inc.' })], resultListCount: 1 }),
      'PUT /api/application/5': json(200, {}),
    });
    vi.stubGlobal('fetch', router.fn);
    renderAt('/myPage/application');
    await screen.findByText('Cook');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel application' }));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this application?' });
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeTruthy();
    expect(within(dialog).getByText('Cook')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep application' }));
    expect(router.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Cook')).toBeTruthy();
    expect(router.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('removes a cancelled row and freezes the chat of a chat application', async () => {
    const router = fetchRouter({
      'GET /api/application/myApplications': json(200, { list: [row({ applicationId: 5, applicationTitle: 'Direct', applicationType: '018B', uid: 1, jobTitle: 'Cook' })], resultListCount: 1 }),
      'PUT /api/application/5': json(200, {}),
      'POST /chats/freeze': json(200, {}),
    });
    vi.stubGlobal('fetch', router.fn);
    renderAt('/myPage/application');
    await screen.findByText('Cook');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel application' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this application?' });
    expect(within(dialog).getByText(/its chat with the employer is closed/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel application' }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Cook')).toBeNull();
    expect(router.calls.find((c) => c.method === 'PUT')?.body).toEqual({ howToApplyCode: '018B' });
    expect(router.calls.find((c) => c.url.pathname === '/chats/freeze')?.body).toEqual({ job_id: 10, user_id: 1 });
  });

  it("reads the memo (a corrupt one as empty), saves it encoded and alerts 'Failed to save memo.' on failure", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    let memoStatus = 500;
    const router = fetchRouter({
      'GET /api/application/myApplications': json(200, {
        list: [row({ applicationId: 1, memo: encodeMemo('call HR Monday'), jobTitle: 'One' }), row({ applicationId: 2, memo: '%%bad', jobTitle: 'Two', chat_url: 'apply_10_1' })],
        resultListCount: 2,
      }),
      'POST /chats/memo': () => json(memoStatus, {}),
    });
    vi.stubGlobal('fetch', router.fn);
    renderAt('/myPage/application');
    expect(await screen.findByText('call HR Monday')).toBeTruthy();
    const second = screen.getAllByRole('article')[1] as HTMLElement;
    await act(async () => {
      fireEvent.click(within(second).getByRole('button', { name: 'Memo' }));
    });
    const box = screen.getByLabelText('Memo text') as HTMLTextAreaElement;
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: 'y'.repeat(170) } });
    expect(box.value).toHaveLength(150);
    expect(screen.getByText('150 / 150')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(alert).toHaveBeenCalledWith('Failed to save memo.');
    memoStatus = 200;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    const sent = router.calls.filter((c) => c.url.pathname === '/chats/memo').at(-1)?.body as { chat_url: string; memo: string };
    expect(sent.chat_url).toBe('apply_10_1');
    expect(sent.memo).toBe(btoa(encodeURIComponent('y'.repeat(150))));
    expect(screen.getByText('y'.repeat(150))).toBeTruthy();
  });

  it('says so when the applications call is not there yet (404)', async () => {
    vi.stubGlobal('fetch', fetchRouter({}).fn);
    renderAt('/myPage/application');
    expect(await screen.findByText(/Application status is not available yet/)).toBeTruthy();
  });
});
