import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentHome } from '../src/screens/TalentHome';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the talent home', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows a spinner, then the counters linking to /talent/all and /talent/today', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { totalCount: 12873, todayCount: 214 }));
    render(<TalentHome />, { wrapper: MemoryRouter });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('12,873')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/talent/count');
    expect(screen.getByText('12,873').closest('a')?.getAttribute('href')).toBe('/talent/all');
    expect(screen.getByText('214').closest('a')?.getAttribute('href')).toBe('/talent/today');
  });

  it('shows the error screen on failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<TalentHome />, { wrapper: MemoryRouter });
    expect(await screen.findByText('error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'retry' })).toBeTruthy();
  });
});
