import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { PaidAdService } from '../src/screens/paid/PaidAdService';
import { initialPaidState, paidReducer } from '../src/screens/paid/paid-steps';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the paid steps', () => {
  it('goes select → option → payment; failure goes to failed; re-payment returns to payment when services were chosen, otherwise to select', () => {
    let state = paidReducer(initialPaidState, { type: 'next' });
    expect(state.step).toBe('select');
    state = paidReducer(state, { type: 'toggle', serviceId: 1 });
    state = paidReducer(paidReducer(state, { type: 'next' }), { type: 'next' });
    expect(state.step).toBe('payment');
    state = paidReducer(state, { type: 'fail', failure: { code: 'x', message: 'declined' } });
    expect(state.step).toBe('failed');
    expect(paidReducer(state, { type: 'repay' }).step).toBe('payment');
    const none = paidReducer({ ...state, serviceIds: [] }, { type: 'repay' });
    expect(none.step).toBe('select');
  });
});

describe('the paid ad service page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ accessToken: 'tok', user: { userId: 2, userType: 'company', email: 'hr@acme.ph' }, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const page = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/myPage/ad/:jobId/paid" element={<PaidAdService />} />
          <Route path="/myPage/ad" element={<p>ad management</p>} />
        </Routes>
      </MemoryRouter>,
    );

  it("shows 'invalid ad id' for an id that is not a number and for an ad that is not the company's", async () => {
    page('/myPage/ad/abc/paid');
    expect(await screen.findByText('invalid ad id')).toBeTruthy();
    cleanup();
    fetchMock.mockResolvedValueOnce(json(404, { code: 'not-found', message: 'No such job ad.' }));
    page('/myPage/ad/99/paid');
    expect(await screen.findByText('invalid ad id')).toBeTruthy();
  });

  it('with a promotion, the option step posts an order directly and goes to /myPage/ad', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/jobAds/10')) return json(200, { jobId: 10, companyId: 2, title: 'Barista', comapnyName: 'Acme', statusCode: '012C' });
      if (url.startsWith('/api/employer/has-promotion')) return json(200, { hasPromotion: true });
      if (url.startsWith('/api/employer/order-with-promotion')) return json(201, { orderId: 1, statusCode: 'paid' });
      return json(404, { code: 'not-found', message: url });
    });
    page('/myPage/ad/10/paid');
    fireEvent.click(await screen.findByLabelText(/Title highlight/));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use promotion' }));
    expect(await screen.findByText('ad management')).toBeTruthy();
    const posted = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/employer/order-with-promotion'));
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ jobId: 10, serviceIds: [1], days: 7, uid: 2 });
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/employer/has-promotion?uid=2'))).toBe(true);
  });

  it('moves to the failed step showing the error data when the order call fails, and re-payment returns to payment', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/jobAds/10')) return json(200, { jobId: 10, companyId: 2, title: 'Barista', comapnyName: 'Acme', statusCode: '012C' });
      if (url.startsWith('/api/employer/has-promotion')) return json(200, { hasPromotion: false });
      if (url.startsWith('/api/payment/jobStyle/order')) return json(503, { code: 'payment/provider-unavailable', message: 'The payment could not be started. Please try again.' });
      return json(404, { code: 'not-found', message: url });
    });
    page('/myPage/ad/10/paid');
    fireEvent.click(await screen.findByLabelText(/Title colour/));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: /Pay ₱199/ }));
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText('payment/provider-unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Re-payment' }));
    expect(await screen.findByRole('button', { name: /Pay ₱199/ })).toBeTruthy();
  });
});
