import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { TalentHome } from '../src/screens/TalentHome';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const item = (resumeId: number, title: string) => ({
  resumeId,
  fullName: `Member ${resumeId}`,
  genderCode: '003B',
  birthDate: '1996-01-01',
  province: 'Metro Manila',
  city: 'Manila',
  isNewcomer: false,
  isHot: resumeId === 1,
  title,
  career: 26,
  photoKey: null,
  isScrapped: false,
  viewCount: 10,
  specializationList: [],
  updatedAt: '2026-11-20T00:00:00.000Z',
});

function answer(url: string): Response {
  if (url.startsWith('/api/talent/count')) return json(200, { totalCount: 12873, todayCount: 214 });
  if (url.startsWith('/api/talent/special')) return json(200, { list: [item(1, 'Senior Barista')] });
  if (url.startsWith('/api/talent/plus')) return json(200, { list: [item(2, 'Web Developer'), item(3, 'Cook')] });
  if (url.startsWith('/api/talent/recent')) return json(200, { list: [item(4, 'Data Encoder')] });
  if (url.startsWith('/api/resume/myResumes')) return json(200, { list: [], total: 1, publishedCount: 0, privateCount: 1 });
  return json(404, { code: 'not-found', message: 'No such API.' });
}

describe('the talent home', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => answer(String(input)));
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('shows a company user the counters, special, plus (2 a page with Register) and recent talents', async () => {
    useSession.setState({ status: 'ready', user: { userId: 2, userType: 'company', email: 'employer@demo.ph' }, accessToken: null });
    render(<TalentHome />, { wrapper: MemoryRouter });
    expect(await screen.findByText('12,873')).toBeTruthy();
    expect(screen.getByText('12,873').closest('a')?.getAttribute('href')).toBe('/talent/all');
    expect(screen.getByText('214').closest('a')?.getAttribute('href')).toBe('/talent/today');
    expect(await screen.findByText('Senior Barista')).toBeTruthy();
    expect(screen.getByText('Senior Barista').closest('a')?.getAttribute('href')).toBe('/talent/senior-barista/1');
    const plus = screen.getByRole('list', { name: /Plus talents, page 1 of 2/ });
    expect(within(plus).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Data Encoder')).toBeTruthy();
    expect(screen.getByText('Design').closest('a')?.getAttribute('href')).toBe('/talent/specialist?specialization=Design');
    expect(screen.getAllByRole('button', { name: 'Scrap this talent' }).length).toBeGreaterThan(0);
  });

  it("shows an individual without a published resume the 'Position proposal' page", async () => {
    useSession.setState({ status: 'ready', user: { userId: 1, userType: 'individual', email: 'seeker@demo.ph' }, accessToken: null });
    render(<TalentHome />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('heading', { name: 'Position proposal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receive a position offer' }).getAttribute('href')).toBe('/myPage/resume');
    expect(screen.getAllByText(/^Step \d\./)).toHaveLength(3);
  });

  it("shows visitors the 'Position proposal' page", async () => {
    useSession.setState({ status: 'ready', user: null, accessToken: null });
    render(<TalentHome />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('heading', { name: 'Position proposal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receive a position offer' }).getAttribute('href')).toBe('/enter');
  });
});
