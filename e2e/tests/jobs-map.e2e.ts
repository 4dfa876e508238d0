import { type Locator, type Page, type Request } from '@playwright/test';
import { FAKE_MAPS_KEY, useFakeGoogleMaps, type BoundsLiteral } from '../helpers/fake-google-maps.ts';
import { adCards, shownCount } from '../helpers/lists.ts';
import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';

/**
 * The Job map with a Google Maps key (spec 'Job map', section 9): the product as it runs, with only
 * Google's script replaced by e2e/fixtures/fake-google-maps.js (see helpers/fake-google-maps.ts).
 */

type MapAd = { jobId: number; title: string; lat: number | null; lng: number | null };
type MapCall = { at: number; request: Request };
const BOUND_NAMES = ['leftTopLat', 'leftTopLng', 'rightBottomLat', 'rightBottomLng'] as const;
type CallBounds = Record<(typeof BOUND_NAMES)[number], number>;

const isMapCall = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/jobAds/jobMap';
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Every jobMap call the page makes, with the (test machine's) time it was sent. */
function recordMapCalls(page: Page): MapCall[] {
  const calls: MapCall[] = [];
  page.on('request', (request) => {
    if (isMapCall(request)) calls.push({ at: Date.now(), request });
  });
  return calls;
}

/** The four bounds of a jobMap call, checked to be the same in the query and the body and to carry at most 3 decimals. */
function boundsOfCall(request: Request): CallBounds {
  const query = new URL(request.url()).searchParams;
  const body = request.postDataJSON() as Record<string, unknown>;
  const bounds = {} as CallBounds;
  for (const name of BOUND_NAMES) {
    const text = query.get(name) ?? '';
    expect(text, `${name} in the query has at most 3 decimals`).toMatch(/^-?\d+(\.\d{1,3})?$/);
    expect(body[name], `${name} in the body`).toBe(Number(text));
    bounds[name] = Number(text);
  }
  return bounds;
}

/** The map's bounds as the call must carry them: north-west and south-east corners, rounded to 3 decimals. */
const expectedBounds = (b: BoundsLiteral): CallBounds => ({ leftTopLat: round3(b.north), leftTopLng: round3(b.west), rightBottomLat: round3(b.south), rightBottomLng: round3(b.east) });

const fakeBounds = async (page: Page): Promise<BoundsLiteral> => {
  const b = await page.evaluate(() => window.__fakeMap.bounds());
  if (!b) throw new Error('the map has no bounds yet');
  return b;
};

const mapRegion = (page: Page): Locator => page.getByRole('region', { name: 'Map', exact: true });
const markers = (page: Page): Locator => mapRegion(page).locator('.fake-map-marker');

/** The ads of a jobMap answer that have a position. */
async function placedAds(request: Request): Promise<MapAd[]> {
  const response = await request.response();
  if (!response) throw new Error('the jobMap call got no answer');
  expect(response.status()).toBe(200);
  const { list } = (await response.json()) as { list: MapAd[] };
  return list.filter((ad) => ad.lat !== null && ad.lng !== null);
}

/**
 * The map shows one marker per placed ad of the call's answer, each inside the call's area (the
 * visible area rounded to 3 decimals, so a marker may sit a few pixels beyond the edge).
 */
async function expectMarkersOf(page: Page, call: Request) {
  const ads = await placedAds(call);
  expect(ads.length, 'the area has ads with a position').toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => window.__fakeMap.markers().map((m) => m.title).sort())).toEqual(ads.map((ad) => ad.title).sort());
  await expect(markers(page)).toHaveCount(ads.length);
  const area = boundsOfCall(call);
  for (const m of await page.evaluate(() => window.__fakeMap.markers())) {
    const inside = m.lat <= area.leftTopLat && m.lat >= area.rightBottomLat && m.lng >= area.leftTopLng && m.lng <= area.rightBottomLng;
    expect(inside, `${m.title} at ${m.lat}, ${m.lng} is inside ${JSON.stringify(area)}`).toBe(true);
  }
  expect((await page.evaluate(() => window.__fakeMap.markers())).filter((m) => m.inView).length, 'markers in view').toBeGreaterThan(0);
  await expect(mapRegion(page).getByRole('button', { name: ads[0]!.title }).first()).toBeAttached();
  return ads;
}

/** Opens /ad/map in map mode with the fake Maps; returns the first call of the map's own area. */
async function openMapMode(page: Page, calls: MapCall[]): Promise<Request> {
  await page.goto('/ad/map');
  await expect(adCards(page).first()).toBeVisible();
  const listCalls = calls.length;
  const script = page.waitForRequest((r) => r.url().startsWith('https://maps.googleapis.com/maps/api/js'));
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const params = new URL((await script).url()).searchParams;
  expect({ key: params.get('key'), callback: params.get('callback'), region: params.get('region'), language: params.get('language') }).toEqual({
    key: FAKE_MAPS_KEY,
    callback: 'google.maps.__ib__',
    region: 'PH',
    language: 'en',
  });
  await expect(mapRegion(page)).toBeVisible();
  await expect(page.getByText('The map is not available right now.')).toHaveCount(0);
  await expect.poll(() => calls.length, 'the map asks for its own area').toBeGreaterThan(listCalls);
  return calls[listCalls]!.request;
}

/** Runs `move` and returns the one jobMap call that follows, checking it came about 500 ms after the map's last bounds change. */
async function callAfter(page: Page, calls: MapCall[], move: () => Promise<unknown>): Promise<Request> {
  const before = calls.length;
  await move();
  await expect.poll(() => calls.length, { timeout: 5_000 }).toBeGreaterThan(before);
  const call = calls[before]!;
  const changedAt = await page.evaluate(() => window.__fakeMap.boundsChangedAt());
  const lastChange = Math.max(...changedAt.filter((t) => t <= call.at));
  expect(call.at - lastChange, 'the call waits 500 ms after the last bounds change').toBeGreaterThanOrEqual(490);
  expect(call.at - lastChange, 'the call waits no more than it must').toBeLessThan(1_500);
  await page.waitForTimeout(1_200);
  expect(calls.length, 'exactly one call').toBe(before + 1);
  expect(boundsOfCall(call.request)).toEqual(expectedBounds(await fakeBounds(page)));
  return call.request;
}

test.describe('the Job map with a Google Maps key', () => {
  test.use({ geolocation: { latitude: 14.6488, longitude: 121.0509 }, permissions: ['geolocation'] });

  test('map mode opens at zoom 15 on 14.6, 120.98 with markers of the ads in view, hidden at zoom 13 and back at 14', async ({ page }) => {
    await useFakeGoogleMaps(page);
    const shot = screens(page, 'map-key');
    const calls = recordMapCalls(page);
    const first = await openMapMode(page, calls);

    expect(await page.evaluate(() => window.__fakeMap.zoom())).toBe(15);
    const centre = await page.evaluate(() => window.__fakeMap.center());
    expect(centre?.lat).toBeCloseTo(14.6, 6);
    expect(centre?.lng).toBeCloseTo(120.98, 6);
    // the map's area, rounded to 3 decimals, in the query and the body
    expect(boundsOfCall(first)).toEqual(expectedBounds(await fakeBounds(page)));
    await expectMarkersOf(page, first);
    await shot('zoom-15');

    // zoom 13: one call for both steps, the list still has ads, the map shows none of them
    const zoomedOut = await callAfter(page, calls, async () => {
      await mapRegion(page).getByRole('button', { name: 'Zoom out' }).click();
      await mapRegion(page).getByRole('button', { name: 'Zoom out' }).click();
    });
    expect(await page.evaluate(() => window.__fakeMap.zoom())).toBe(13);
    expect((await placedAds(zoomedOut)).length).toBeGreaterThan(0);
    expect(await shownCount(page)).toBeGreaterThan(0);
    await expect(markers(page)).toHaveCount(0);
    await shot('zoom-13');

    const zoomedIn = await callAfter(page, calls, () => mapRegion(page).getByRole('button', { name: 'Zoom in' }).click());
    expect(await page.evaluate(() => window.__fakeMap.zoom())).toBe(14);
    await expectMarkersOf(page, zoomedIn);
    await shot('zoom-14');

    // the minimum zoom is 8
    await page.evaluate(() => window.__fakeMap.setZoom(3));
    expect(await page.evaluate(() => window.__fakeMap.zoom())).toBe(8);
    await expect(mapRegion(page).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });

  test('a pan asks again about 500 ms later, rapid pans ask once, and while a call is pending only the latest area waits', async ({ page }) => {
    await useFakeGoogleMaps(page);
    const shot = screens(page, 'map-pan');
    const calls = recordMapCalls(page);
    await expectMarkersOf(page, await openMapMode(page, calls));

    // a drag of the map, as a person does it
    const box = (await mapRegion(page).boundingBox())!;
    const dragged = await callAfter(page, calls, async () => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.6);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height * 0.6 - 40, { steps: 6 });
      await page.mouse.up();
    });
    await expectMarkersOf(page, dragged);

    // five pans 100 ms apart: one call, with the last area
    const rapid = await callAfter(page, calls, async () => {
      for (let i = 0; i < 5; i++) {
        await page.evaluate(() => window.__fakeMap.pan(30, 20));
        await page.waitForTimeout(100);
      }
    });
    await expectMarkersOf(page, rapid);
    await shot('after-pans');

    // hold the next call: pans while it is pending make no call, the latest one follows when it ends
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/jobAds/jobMap**', async (route) => {
      await gate;
      await route.continue();
    });
    const before = calls.length;
    const shownBefore = await page.evaluate(() => window.__fakeMap.markers().length);
    await page.evaluate(() => window.__fakeMap.pan(-20, 10));
    await expect.poll(() => calls.length).toBe(before + 1);
    // the markers stay on the map while the area is asked for
    await expect(markers(page)).toHaveCount(shownBefore);
    await shot('call-pending');
    await page.evaluate(() => window.__fakeMap.pan(-20, 10));
    await page.waitForTimeout(700);
    await page.evaluate(() => window.__fakeMap.pan(-20, 10));
    await page.waitForTimeout(700);
    expect(calls.length, 'no call while one is pending').toBe(before + 1);
    const latest = expectedBounds(await fakeBounds(page));
    release();
    await expect.poll(() => calls.length).toBe(before + 2);
    expect(boundsOfCall(calls[before + 1]!.request)).toEqual(latest);
    await page.waitForTimeout(1_200);
    expect(calls.length).toBe(before + 2);
    await page.unroute('**/api/jobAds/jobMap**');
    await expectMarkersOf(page, calls[before + 1]!.request);
  });

  test('the search box and My location move the map, and a marker selects its ad', async ({ page }) => {
    await useFakeGoogleMaps(page);
    const shot = screens(page, 'map-search');
    const calls = recordMapCalls(page);
    await expectMarkersOf(page, await openMapMode(page, calls));

    // the search text is geocoded (the fake knows Makati: 14.548, 121.035) and the map goes there
    await page.getByRole('searchbox', { name: 'Search a place' }).fill('Makati');
    const searched = await callAfter(page, calls, () => page.getByRole('button', { name: 'Search the place' }).click());
    expect(await page.evaluate(() => window.__fakeMap.geocodeRequests)).toEqual([{ address: 'Makati', region: 'ph' }]);
    const makati = await page.evaluate(() => window.__fakeMap.center());
    expect(makati?.lat).toBeCloseTo(14.548, 3);
    expect(makati?.lng).toBeCloseTo(121.035, 3);
    await expectMarkersOf(page, searched);
    await shot('makati');

    // the list shows the same area; back on the map, the map is where it was
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(adCards(page).first()).toBeVisible();
    const cities = await page.locator('.ad-card__city').allInnerTexts();
    expect(cities.some((c) => c.includes('Makati')), `cities ${cities.join(', ')}`).toBe(true);
    const listed = calls.length;
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(mapRegion(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.__fakeMap.center()?.lat)).toBeCloseTo(14.548, 3);
    await expectMarkersOf(page, searched);
    await page.waitForTimeout(800);
    expect(calls.length, 'the same area is not asked for again').toBe(listed);

    // a marker selects its ad: its card shows under the map, the other markers fade
    const pick = await page.evaluate(() => {
      const all = window.__fakeMap.markers();
      const box = document.querySelector('[aria-roledescription="map"]')!.getBoundingClientRect();
      return all.find((m) => m.y > 90 && m.y < box.height - 20 && m.x > 20 && m.x < box.width - 70 && all.filter((o) => o.title === m.title).length === 1) ?? null;
    });
    expect(pick, 'a marker clear of the search box and the zoom buttons').not.toBeNull();
    await mapRegion(page).getByRole('button', { name: pick!.title, exact: true }).click();
    const selected = page.locator('.jobs-map-selected');
    await expect(selected.locator('.ad-card__title')).toHaveText(pick!.title);
    const faded = await page.evaluate(() => window.__fakeMap.markers());
    for (const m of faded) expect(m.opacity, m.title).toBe(m.title === pick!.title ? 1 : 0.6);
    // the ad's card does not cover the zoom buttons (a trial click checks that nothing is over them)
    await mapRegion(page).getByRole('button', { name: 'Zoom in' }).click({ trial: true, timeout: 3_000 });
    await mapRegion(page).getByRole('button', { name: 'Zoom out' }).click({ trial: true, timeout: 3_000 });
    await shot('selected');

    // a click on the map itself clears the selection
    const mapBox = (await mapRegion(page).boundingBox())!;
    const free = await page.evaluate(({ w, h }) => {
      const ms = window.__fakeMap.markers();
      for (let y = h - 30; y > 90; y -= 20) for (let x = 20; x < w - 70; x += 20) if (ms.every((m) => Math.hypot(m.x - x, m.y - 17 - y) > 30)) return { x, y };
      return null;
    }, { w: mapBox.width, h: mapBox.height });
    expect(free).not.toBeNull();
    await mapRegion(page).click({ position: free! });
    await expect(selected).toHaveCount(0);

    // My location: the device position (Quezon City here) becomes the centre
    const located = await callAfter(page, calls, () => page.getByRole('button', { name: 'My location' }).click());
    const here = await page.evaluate(() => window.__fakeMap.center());
    expect(here?.lat).toBeCloseTo(14.6488, 4);
    expect(here?.lng).toBeCloseTo(121.0509, 4);
    await expectMarkersOf(page, located);
    await shot('my-location');
  });
});
