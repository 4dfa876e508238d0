import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig } from '@phjobs/web-core/runtimeConfig';
import { useSession } from '@phjobs/web-core/session';
import type { JobMapCanvasProps } from '../src/components/JobMapCanvas';
import { JobMap } from '../src/screens/JobMap';

// The Google map itself is tested in e2e/tests/jobs-map.e2e.ts (with a fake Maps script); here a
// stand-in shows the markers it is given and lets the test move the camera.
const canvas = vi.hoisted(() => ({ props: null as JobMapCanvasProps | null }));
vi.mock('../src/components/JobMapCanvas', async () => {
  const { createElement } = await import('react');
  return {
    default: (props: JobMapCanvasProps) => {
      canvas.props = props;
      return createElement('ul', { 'aria-label': 'markers' }, ...props.ads.map((ad) => createElement('li', { key: ad.jobId }, ad.title)));
    },
  };
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const card = (jobId: number) => ({ jobId, title: `Job ${jobId}`, city: 'Manila', salary: 650, salaryCode: '010B', workingDayCode: '007C', companyName: `Company ${jobId}`, workingPeriodCode: null, workingPeriodNegotiable: false, workingHourCode: null, workingHourNegotiable: false, logoKey: null, isScrapped: false, lat: 14.6, lng: 120.98 });
const page = (...ids: number[]) => json({ list: ids.map(card), resultListCount: ids.length });

class NoObserver {
  observe() {}
  disconnect() {}
}

const fetchMock = vi.fn<typeof fetch>();
const mapCalls = () => fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/jobAds/jobMap'));
const markerTitles = () => screen.getAllByRole('listitem').map((li) => li.textContent);
const camera = (lat: number, lng: number, zoom: number) => ({ center: { lat, lng }, zoom });
const area = (north: number, west: number, south: number, east: number) => ({ leftTopLat: north, leftTopLng: west, rightBottomLat: south, rightBottomLng: east });

/** Map mode with a key, the default area's answer (ads 1 and 2) on the map. */
async function openMapMode() {
  render(<JobMap />, { wrapper: MemoryRouter });
  await screen.findByText('Job 1');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
  });
  await screen.findByRole('list', { name: 'markers' });
  expect(markerTitles()).toEqual(['Job 1', 'Job 2']);
}

beforeEach(() => {
  resetRuntimeConfig();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', NoObserver);
  useSession.setState({ accessToken: null, user: null, status: 'ready' });
  canvas.props = null;
  fetchMock.mockImplementation(async (input) => (String(input) === '/config.json' ? json({ remotes: {}, googleMapsApiKey: 'k-1' }) : page(1, 2)));
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("'Job map' in map mode", () => {
  it('keeps the markers of the last answer while the next area loads, then shows the new ones', async () => {
    await openMapMode();
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));

    act(() => canvas.props!.onCameraChange(camera(14.55, 121.03, 15), area(14.56, 121.02, 14.54, 121.04)));
    await waitFor(() => expect(mapCalls()).toHaveLength(2), { timeout: 2_000 });
    expect(String(mapCalls()[1]![0])).toContain('leftTopLat=14.56&leftTopLng=121.02&rightBottomLat=14.54&rightBottomLng=121.04');
    expect(markerTitles()).toEqual(['Job 1', 'Job 2']);

    await act(async () => answer(page(3)));
    await waitFor(() => expect(markerTitles()).toEqual(['Job 3']));
  });

  it('opens on the default centre and zoom, and after list mode reopens where it was', async () => {
    await openMapMode();
    expect(canvas.props!.initialCamera).toEqual(camera(14.6, 120.98, 15));

    act(() => canvas.props!.onCameraChange(camera(14.55, 121.03, 16), area(14.56, 121.02, 14.54, 121.04)));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'List' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    });
    await screen.findByRole('list', { name: 'markers' });
    expect(canvas.props!.initialCamera).toEqual(camera(14.55, 121.03, 16));
  });
});
