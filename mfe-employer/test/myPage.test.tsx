import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { EmployerMyPage } from '../src/screens/my-page/EmployerMyPage';
import { employerNewsTarget } from '../src/screens/my-page/newsTarget';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';

const profile = { companyName: 'Acme Foods Inc.', managerName: 'Maria Dela Cruz', logoKey: null as string | null, ongoingCount: 1234, underReviewCount: 1, endCount: 12 };
const news = (id: number, newsType: string, readAt: string | null) => ({ newsId: id, newsType, title: `News ${id}`, content: `Content ${id}`, link: null, createdAt: '2026-11-20T00:00:00Z', readAt });

describe('the employer my-page', () => {
  let stub: ReturnType<typeof fetchRouter>;
  const use = (routes: Parameters<typeof fetchRouter>[0]) => {
    stub = fetchRouter({ 'GET /api/employer/myNews': json(200, { list: [], count: 0 }), ...routes });
    vi.stubGlobal('fetch', stub.fn);
  };
  beforeEach(() => {
    useSession.setState({ accessToken: 'tok', user: { userId: 3, userType: 'company', email: 'hr@acme.ph' }, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the company, the manager and the ad counts linking to their tabs', async () => {
    use({ 'GET /api/employer/myPage': json(200, profile) });
    render(<EmployerMyPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('Acme Foods Inc.')).toBeTruthy();
    expect(stub.calls[0]?.url.pathname + stub.calls[0]!.url.search).toBe('/api/employer/myPage?email=hr%40acme.ph');
    expect(screen.getByText(/Maria Dela Cruz/)).toBeTruthy();
    expect(screen.getByText('1,234').closest('a')?.getAttribute('href')).toBe('/myPage/ad?tab=012C');
    expect(screen.getByText('Under review').closest('a')?.getAttribute('href')).toBe('/myPage/ad?tab=012A');
    expect(screen.getByText('End').closest('a')?.getAttribute('href')).toBe('/myPage/ad?tab=012D');
    expect(screen.getByRole('link', { name: 'Job ad register' }).getAttribute('href')).toBe('/myPage/ad/register');
    for (const to of ['/myPage/ad', '/myPage/chats', '/myPage/applicant', '/myPage/talent']) {
      expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === to)).toBe(true);
    }
  });

  it('shows the error screen when the profile cannot be read', async () => {
    use({ 'GET /api/employer/myPage': json(403, { code: 'auth/forbidden', message: 'Forbidden' }) });
    render(<EmployerMyPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('error')).toBeTruthy();
    expect(screen.getByText(/Forbidden/)).toBeTruthy();
  });

  it('filters My news, marks an unread item read with PUT and opens the applicants for a note', async () => {
    use({
      'GET /api/employer/myPage': json(200, profile),
      'GET /api/employer/myNews': (url) =>
        json(200, url.searchParams.get('searchType') === 'unread' ? { list: [news(2, 'note', null)], count: 1 } : { list: [news(1, 'offer', '2026-11-21T00:00:00Z'), news(2, 'note', null)], count: 2 }),
      'PUT /api/employer/myNews/2': json(200, news(2, 'note', '2026-11-22T00:00:00Z')),
    });
    const router = createMemoryRouter(
      [
        { path: '/myPage', element: <EmployerMyPage /> },
        { path: '/myPage/applicant', element: <p>applicants</p> },
      ],
      { initialEntries: ['/myPage'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('News 1')).toBeTruthy();
    const first = stub.calls.find((c) => c.url.pathname === '/api/employer/myNews');
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({ pageUnit: '10', pageNo: '1', searchType: 'all', email: 'hr@acme.ph' });
    expect(screen.getAllByLabelText('Unread')).toHaveLength(1);
    fireEvent.click(within(screen.getByRole('tablist', { name: 'News filter' })).getByRole('tab', { name: 'Unread' }));
    const unread = await screen.findByText('News 2');
    expect(screen.queryByText('News 1')).toBeNull();
    expect(stub.calls.some((c) => c.url.searchParams.get('searchType') === 'unread')).toBe(true);
    await act(async () => fireEvent.click(unread));
    expect(stub.calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/employer/myNews/2')).toBe(true);
    expect(router.state.location.pathname).toBe('/myPage/applicant');
  });

  it('leads offer news to /offer and note news to /myPage/applicant', () => {
    expect(employerNewsTarget({ newsType: 'offer', link: null })).toBe('/offer');
    expect(employerNewsTarget({ newsType: 'note', link: null })).toBe('/myPage/applicant');
    expect(employerNewsTarget({ newsType: 'notification', link: '/event/3' })).toBe('/event/3');
    expect(employerNewsTarget({ newsType: 'notification', link: '//evil.example' })).toBeNull();
  });

  it('deletes the logo after a confirmation', async () => {
    use({
      'GET /api/employer/myPage': json(200, { ...profile, logoKey: 'logo/3/old.png' }),
      'DELETE /api/employer/myPage/deleteLogoImage': json(200, { logoKey: null }),
    });
    render(<EmployerMyPage />, { wrapper: MemoryRouter });
    expect(await screen.findByAltText('Acme Foods Inc. logo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the company logo?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete logo' })));
    expect(stub.calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/employer/myPage/deleteLogoImage')).toBe(true);
    expect(screen.queryByAltText('Acme Foods Inc. logo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add logo' })).toBeTruthy();
  });

  it('changes the logo through a media upload (project logo), then stores its key', async () => {
    use({
      'GET /api/employer/myPage': json(200, profile),
      'GET /api/common/uploadUrl': json(200, { url: '/files/upload', fields: { key: 'logo/3/new-logo' } }),
      'PUT /api/employer/myPage/updateLogoImage': json(200, { logoKey: 'logo/3/new-logo' }),
    });
    // the upload itself goes by XMLHttpRequest (progress): answer it as the local store does
    class FakeXhr {
      status = 201;
      responseText = JSON.stringify({ key: 'logo/3/new-logo', contentType: 'image/png', size: 3 });
      upload = {};
      withCredentials = false;
      onload: (() => void) | null = null;
      open() {}
      send() {
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<EmployerMyPage />, { wrapper: MemoryRouter });
    await screen.findByText('Acme Foods Inc.');
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await act(async () => fireEvent.change(screen.getByLabelText('Company logo'), { target: { files: [file] } }));
    await vi.waitFor(() => expect(stub.calls.some((c) => c.method === 'PUT')).toBe(true));
    const upload = stub.calls.find((c) => c.url.pathname === '/api/common/uploadUrl');
    expect(upload?.url.searchParams.get('project')).toBe('logo');
    expect(stub.calls.find((c) => c.method === 'PUT')?.body).toEqual({ photoKey: 'logo/3/new-logo' });
    expect(await screen.findByAltText('Acme Foods Inc. logo')).toBeTruthy();
  });
});
