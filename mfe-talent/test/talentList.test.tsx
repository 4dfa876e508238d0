import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { AllTalents } from '../src/screens/TalentLists';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const item = (resumeId: number) => ({
  resumeId,
  fullName: `Member ${resumeId}`,
  genderCode: '003A',
  birthDate: '1995-03-01',
  province: 'Cebu',
  city: 'Cebu City',
  isNewcomer: true,
  isHot: false,
  title: `Talent ${resumeId}`,
  career: 0,
  photoKey: null,
  isScrapped: false,
  viewCount: 1,
  specializationList: [],
  updatedAt: '2026-11-20T00:00:00.000Z',
});

describe('a talent list', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    calls.length = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {} });
      return json(200, { list: [item(1), item(2)], count: 2 });
    });
    useSession.setState({ status: 'ready', user: { userId: 2, userType: 'company', email: 'employer@demo.ph' }, accessToken: null });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("shows the count and cards, 'No more data.' at the end, and asks again from page 1 on a new sort or a search", async () => {
    render(<AllTalents />, { wrapper: MemoryRouter });
    expect(await screen.findByText('2 talents')).toBeTruthy();
    expect(screen.getByText('Talent 1').closest('a')?.getAttribute('href')).toBe('/talent/talent-1/1');
    expect(await screen.findByText('No more data.')).toBeTruthy();
    expect(calls[0]?.url).toMatch(/^\/api\/talent\/allTalents\?.*pageNo=1.*orderKey=updatedAt/);

    fireEvent.click(screen.getByRole('button', { name: /Lastest/ }));
    fireEvent.click(screen.getByRole('option', { name: 'View Count' }));
    await waitFor(() => expect(calls.some((c) => /orderKey=viewCount/.test(c.url) && /pageNo=1\b/.test(c.url))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: /Detail search/ }));
    const from = await screen.findByLabelText('Age from');
    fireEvent.change(from, { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Salary type'), { target: { value: '010F' } });
    expect((screen.getByLabelText('Salary more than (PHP)') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((c) => c.body.ageFrom === 25 && (c.body.salary as { salaryType: string }).salaryType === '010F')).toBe(true));
    expect(screen.queryByLabelText('Age from')).toBeNull();
  });
});
