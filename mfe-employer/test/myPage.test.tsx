import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { EmployerMyPage } from '../src/screens/EmployerMyPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the employer my-page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ accessToken: 'tok', user: { userId: 3, userType: 'company', email: 'hr@acme.ph' }, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the company, the manager and the ad counts linking to their tabs', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { companyName: 'Acme Foods Inc.', managerName: 'Maria Dela Cruz', logoKey: null, ongoingCount: 1234, underReviewCount: 1, endCount: 12 }));
    render(<EmployerMyPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('Acme Foods Inc.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/employer/myPage?email=hr%40acme.ph');
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
    fetchMock.mockResolvedValueOnce(json(403, { code: 'auth/forbidden', message: 'Forbidden' }));
    render(<EmployerMyPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('error')).toBeTruthy();
    expect(screen.getByText(/Forbidden/)).toBeTruthy();
  });
});
