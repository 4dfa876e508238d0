import { expect, test } from '../helpers/test.ts';
import { myNews, receivedOffers } from '../helpers/account-api.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_SEEKER, loginByApi } from '../helpers/session.ts';

/** MM-DD-YYYY of an instant in Manila (UTC+8), as the feed shows dates. */
const manilaDate = (iso: string) => {
  const day = new Date(Date.parse(iso) + 8 * 3_600_000).toISOString();
  return `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;
};

test.describe('seeded my news', () => {
  test('the demo seeker finds the seeded offers and status changes in My news on a fresh start, with no action first, each dated when it happened', async ({ page, request }) => {
    const shot = screens(page, 'seeded-news', { axe: true });
    const token = await loginByApi(page, DEMO_SEEKER);

    // Seeded: offers 1..3 from the demo company, a Pass and a Non pass (services/talent and services/jobs seeds).
    const seededOffers = (await receivedOffers(request, token)).filter((offer) => offer.offerId <= 3);
    expect(seededOffers.map((offer) => offer.offerId).sort()).toEqual([1, 2, 3]);
    // The events travel each seed's outbox -> bus -> account's consumer: the items are there (or soon).
    await expect
      .poll(async () => (await myNews(request, token)).filter((n) => /^\/myPage\/view\/offer\/[123]$/.test(n.link ?? '') || /is now (Pass|Non pass)\.$/.test(n.content)).length, {
        message: 'the seeded news items',
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(5);
    // The helper's NewsItem leaves out createdAt, which the call answers too.
    const firstOffer = (await myNews(request, token)).find((n) => n.link === '/myPage/view/offer/1') as { createdAt: string } | undefined;
    expect(firstOffer, 'the news of offer 1').toBeDefined();
    const sentAt = firstOffer!.createdAt;
    // Offer 1 was sent six days before the seed ran: the news carries that time, not the seed's.
    expect(Date.now() - Date.parse(sentAt)).toBeGreaterThan(5 * 86_400_000);

    await page.goto('/myPage');
    const feed = page.getByRole('region', { name: 'My news' });
    await expect(feed.getByRole('heading', { name: 'My news' })).toBeVisible();
    await expect(feed.getByText('No data.')).toHaveCount(0);
    const passed = feed.getByRole('button', { name: /Application status changed/ }).filter({ hasText: /is now Pass\.$/ });
    const notPassed = feed.getByRole('button', { name: /Application status changed/ }).filter({ hasText: /is now Non pass\.$/ });
    await expect(passed.first()).toBeVisible();
    await expect(notPassed.first()).toBeVisible();
    for (const offer of seededOffers) {
      const item = feed.getByRole('button', { name: /You received a position offer/ }).filter({ hasText: `${offer.companyName} offers you the position "${offer.jobTitle}".` });
      await expect(item.first(), `the news of offer ${offer.offerId}`).toBeVisible();
    }
    // Dated when the offer was sent (MM-DD-YYYY, Manila), days before the seed ran.
    const oldest = feed
      .getByRole('button', { name: /You received a position offer/ })
      .filter({ hasText: `"${seededOffers.find((o) => o.offerId === 1)!.jobTitle}"` })
      .filter({ hasText: manilaDate(sentAt) })
      .first();
    await expect(oldest).toBeVisible();
    await passed.first().scrollIntoViewIfNeeded();
    await shot('feed');

    // An offer item leads to the offer.
    await oldest.click();
    await expect(page).toHaveURL(/\/myPage\/view\/offer\/1(\/edit)?$/);
    await shot('offer');
  });
});
