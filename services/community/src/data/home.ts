/** The home's banners (table banner) and popups (table popup): those whose dates hold now. */
import type { Banner, Popup } from '@phjobs/contracts/community';
import type { BannerLocationCode, PopupLocation } from '@phjobs/contracts/codes';
import type { CommunityDb } from './db.ts';

const showingAt = (now: Date) => ({ activeFrom: { lte: now }, OR: [{ activeTo: null }, { activeTo: { gt: now } }] });

export async function listBanners(db: CommunityDb, locationCode: BannerLocationCode, now: Date): Promise<Banner[]> {
  const rows = await db.banner.findMany({
    where: { locationCode, ...showingAt(now) },
    select: { id: true, locationCode: true, title: true, imageKey: true, link: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({ bannerId: Number(row.id), locationCode: row.locationCode as BannerLocationCode, title: row.title, imageKey: row.imageKey, link: row.link }));
}

export async function listPopups(db: CommunityDb, now: Date): Promise<Popup[]> {
  const rows = await db.popup.findMany({ where: showingAt(now), select: { id: true, title: true, imageKey: true, url: true, location: true }, orderBy: { id: 'asc' } });
  return rows.map((row) => ({ id: Number(row.id), title: row.title, image: row.imageKey, url: row.url, location: row.location as PopupLocation }));
}
