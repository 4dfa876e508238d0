import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TalentResumeView } from '@phjobs/contracts/talent';
import { useSession } from '@phjobs/web-core/session';
import { readViewedTalents } from '../src/recent';
import { BUSINESS_ONLY_MESSAGE } from '../src/components/BusinessOnly';
import { answerLabel, canConfirmAndLeave, careerText, offerStatusTone } from '../src/screens/offer/offer-texts';
import { BUSINESS_NOTICE, CONTACT_DIALOG, ONLY_BUSINESS, TalentResumeScreen } from '../src/screens/resume/TalentResume';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const view = (business: boolean, contact = false): TalentResumeView => ({
  resumeId: 42,
  statusCode: '020A',
  isBusinessView: business,
  isOwner: false,
  isContactVisible: contact,
  isScrapped: false,
  offerStatusCode: null,
  resumeInfo: {
    title: 'Barista with 2 years of experience',
    education: '004D',
    isNewcomer: false,
    totalNumberOfMonthsInCareer: 26,
    career: [{ companyName: 'Kape Co.', periodFrom: '2023-01', periodTo: '2025-02', position: 'Barista', isInOffice: false }],
    ability: [],
    workingConditions: { specialization: ['SP0601'], region: [{ province: '1300000000', city: '1380300000' }], employeeType: ['011A'], workingDay: null, workPeriod: null, workingHour: null, salary: null },
    regionList: [],
    specializationList: [],
    selection: 'direct',
    selfIntroduction: business ? 'I make great coffee.' : null,
    portfolio: business ? [] : null,
    resumePhoto: business ? [] : null,
    resumeProfileImageKey: null,
    updatedAt: '2026-11-20T00:00:00.000Z',
  },
  userInfo: { fullName: 'Juan Dela Cruz', genderCode: '003A', birthDate: '1998-06-12', photoKey: null, address: contact ? 'Quezon City' : null, phoneNumber: contact ? '+63 917 555 0101' : null, email: contact ? 'juan@example.ph' : null },
});

const renderResume = () =>
  render(
    <MemoryRouter initialEntries={['/talent/all/42']}>
      <Routes>
        <Route path="/talent/:slug/:id" element={<TalentResumeScreen from="talent" />} />
      </Routes>
    </MemoryRouter>,
  );

describe('offer rules', () => {
  it('confirms and leaves only an offer answered not suitable (033B) or already got a job (033C)', () => {
    expect(canConfirmAndLeave('033B')).toBe(true);
    expect(canConfirmAndLeave('033C')).toBe(true);
    expect(canConfirmAndLeave('033A')).toBe(false);
    expect(canConfirmAndLeave(null)).toBe(false);
  });
  it('colours 032A grey, 032B the pass colour, 032C another; no answer reads Not responded', () => {
    expect([offerStatusTone('032A'), offerStatusTone('032B'), offerStatusTone('032C')]).toEqual(['muted', 'success', 'danger']);
    expect(answerLabel(null)).toBe('Not responded');
    expect(answerLabel('033A')).toBe('Interested');
  });
  it('tells career months in years and months', () => {
    expect([careerText(0), careerText(1), careerText(12), careerText(26)]).toEqual(['Newcomer', '1 mo', '1 yr', '2 yrs 2 mos']);
  });
});

describe('the talent resume view', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    useSession.setState({ user: null, accessToken: null });
  });

  it("shows visitors 'Only Business members can view' and the notice, no contact, and a login prompt for the offer; the device remembers the talent", async () => {
    fetchMock.mockResolvedValueOnce(json(200, view(false)));
    renderResume();
    expect(await screen.findByText('Barista with 2 years of experience')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/api\/talent\/42(\?email=)?$/);
    expect(screen.getByText(BUSINESS_NOTICE)).toBeTruthy();
    expect(screen.getAllByText(ONLY_BUSINESS).length).toBeGreaterThanOrEqual(6);
    expect(screen.queryByRole('button', { name: /^View / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(BUSINESS_ONLY_MESSAGE)).toBeTruthy();
    expect(readViewedTalents().map((t) => [t.resumeId, t.userInfo.fullName, t.resumeInfo.workingConditions.region[0]?.city])).toEqual([[42, 'Juan Dela Cruz', '1380300000']]);
  });

  it("shows a company the self introduction and 'View' for the contact, which opens the dialog; the contact itself once accepted", async () => {
    useSession.setState({ user: { userId: 2, userType: 'company', email: 'employer@demo.ph' }, accessToken: 'token', expiresAt: Date.now() + 600_000 });
    fetchMock.mockResolvedValueOnce(json(200, view(true)));
    renderResume();
    expect(await screen.findByText('I make great coffee.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/talent/42?userType=company&email=employer%40demo.ph');
    expect(screen.queryByText(BUSINESS_NOTICE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View phone' }));
    expect(await screen.findByText(CONTACT_DIALOG)).toBeTruthy();
    // the page behind the open dialog is hidden from assistive technology until it closes
    expect(screen.queryByRole('link', { name: 'Send offer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('link', { name: 'Send offer' })).getAttribute('href')).toBe('/talent/all/42/offer');
    cleanup();

    fetchMock.mockResolvedValueOnce(json(200, view(true, true)));
    renderResume();
    expect(await screen.findByText('+63 917 555 0101')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View phone' })).toBeNull();
  });
});
