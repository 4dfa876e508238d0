import { Link } from '@phjobs/web-core/router';
import type { Banner } from '@phjobs/contracts/community';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchBanners } from '../../api/home';
import { Carousel } from './Carousel';

/** The home's banner carousel (GET /api/banner?locationCode=025B); the box keeps its 8:3 shape while it loads. */
export default function Banners() {
  const banners = useApiQuery(['community', 'banners', '025B'], (signal) => fetchBanners(signal));
  const list = banners.data?.list ?? [];
  // the box keeps its place while loading; no banners at all (none scheduled, or the call failed): nothing
  if (banners.status === 'error' || (banners.data !== null && list.length === 0)) return null;
  // aria-busy: the shell keeps the server-drawn home (with the banner) until the banner is here
  if (list.length === 0) return <div className="home-banners__box" aria-hidden="true" aria-busy="true" />;
  return (
    <Carousel label="Banners" autoPlayMs={5000} className="home-banners">
      {list.map((banner, i) => (
        <BannerLink key={banner.bannerId} banner={banner} eager={i === 0} />
      ))}
    </Carousel>
  );
}

function BannerLink({ banner, eager }: { banner: Banner; eager: boolean }) {
  // the first image is the page's largest paint: fetched at once and first; the others when their slide nears
  const img = <img className="home-banners__img" src={fileUrl(banner.imageKey) ?? ''} alt={banner.title} width={1200} height={450} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding={eager ? 'sync' : 'async'} />;
  if (!banner.link) return <div className="home-banners__box">{img}</div>;
  if (banner.link.startsWith('/')) return <Link to={banner.link} className="home-banners__box">{img}</Link>;
  return (
    <a href={banner.link} className="home-banners__box" target="_blank" rel="noopener noreferrer">
      {img}
    </a>
  );
}
