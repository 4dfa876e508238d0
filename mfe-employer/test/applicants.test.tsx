import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { ageOf, genderLabel, managementLink, overviewTabOf } from '../src/screens/applicants/applicant-texts';
import { ApplicantDetailScreen } from '../src/screens/applicants/ApplicantDetailScreen';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('applicant texts', () => {
  it('age from the birth date, gender 003A Male otherwise Female, the tabs and the management link', () => {
    expect(ageOf('1998-06-12', new Date(2026, 5, 11))).toBe(27);
    expect(ageOf('1998-06-12', new Date(2026, 5, 12))).toBe(28);
    expect(ageOf(null)).toBeNull();
    expect(genderLabel('003A')).toBe('Male');
    expect(genderLabel('003B')).toBe('Female');
    expect(overviewTabOf('byChat')).toBe('byChat');
    expect(overviewTabOf('nope')).toBe('all');
    expect(managementLink(12, '018A')).toBe('/myPage/applicant/12/edit?howToApply=018A');
  });
});

describe('the applicant detail', () => {
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

  const DETAIL = {
    userInfo: { fullName: 'Juan Dela Cruz', genderCode: '003A', birthDate: '1998-06-12', address: 'Quezon City', phoneNumber: '+63 917 555 0101', email: 'ju***@gmail.com', photoKey: null },
    resumeInfo: null,
    resumeKey: 'individual/1/abc',
    resumeFileNmae: 'Form.zip',
    selfIntroduction: 'Please see my form.',
    applicationId: 5,
    jobId: 7,
    jobTitle: 'Barista',
    howToApplyCode: '018C',
    statusCode: '021C',
    createdAt: '2026-03-01T02:00:00.000Z',
  };

  it('shows the masked e-mail and the own-form download; the current status is not selectable; a confirmed Pass becomes current', async () => {
    fetchMock.mockResolvedValueOnce(json(200, DETAIL));
    render(
      <MemoryRouter initialEntries={['/myPage/applicant/5/edit?howToApply=018C']}>
        <Routes>
          <Route path="/myPage/applicant/:applicationId/edit" element={<ApplicantDetailScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Juan Dela Cruz' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/employer/myPage/applicant/detail/5?howToApply=018C&email=hr%40acme.ph');
    expect(screen.getByText('ju***@gmail.com')).toBeTruthy();
    expect(screen.getByText(/Male · \d+ years old/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Form.zip' }).getAttribute('href')).toBe('/files/individual/1/abc/Form.zip');
    expect((screen.getByRole('button', { name: 'Under review' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText('Change the status to Pass?')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json(200, { applicationId: 5, statusCode: '021A', previousStatusCode: '021C' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Pass')!);
    expect(await screen.findByTestId('current-status')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('current-status').textContent).toBe('Pass'));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/employer/myPage/applicant/changeStatus/5?howToApply=018C&statusCode=021A&email=hr%40acme.ph');
    expect(init?.method).toBe('PUT');
  });
});

describe('the chat applications of the applicant overview', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('IntersectionObserver', undefined);
    useSession.setState({ accessToken: 'tok', user: { userId: 2, userType: 'company', email: 'hr@acme.ph' }, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('links the chat list and, on each chat application, the chats of its ad (no second chat screen here)', async () => {
    const row = (applicationId: number, howToApplyCode: string) => ({ applicationId, createdAt: '2026-11-20T02:00:00Z', howToApplyCode, statusCode: '021C', title: 'Chat application', fullName: `Applicant ${applicationId}`, jobId: 40 + applicationId, jobTitle: `Ad ${applicationId}`, applicationStatusCode: '021C', isRead: true });
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { list: [row(1, '018B'), row(2, '018A')], resultListCount: 2 })));
    const { ApplicantOverview } = await import('../src/screens/applicants/ApplicantOverview');
    render(
      <MemoryRouter initialEntries={['/myPage/applicant?tab=byChat']}>
        <ApplicantOverview />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go to chat list' }).getAttribute('href')).toBe('/myPage/chats');
    expect((await screen.findByRole('link', { name: 'Chats about Ad 1' })).getAttribute('href')).toBe('/myPage/chats?jobId=41');
    expect(screen.queryByRole('link', { name: 'Chats about Ad 2' })).toBeNull();
  });
});
