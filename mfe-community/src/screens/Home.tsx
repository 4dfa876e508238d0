import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@phjobs/web-core/router';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';
import { BookmarkIcon, ChatIcon, ChevronDownIcon, MapPinIcon, SearchIcon } from '@phjobs/ui/components/Icons';
import { useIsDesktop } from '@phjobs/ui/useIsDesktop';
import { isCompanyType, useSession } from '@phjobs/web-core/session';
import { homeMenu, searchHref } from '../domain/homeMenu';
import { AD_REGISTER_PATH, ONLY_BUSINESS } from '../domain/homeSections';
import { readRegion, regionLabel, writeRegion, type RegionChoice } from '../domain/region';
import { Deferred } from './home/Deferred';
import HomePopup from './home/Popup';
import Banners from './home/Banners';
import '../home.css';

// Below the first screen, or only on demand: chunks of their own (the first screen stays small).
const RegionPicker = lazy(() => import('./home/RegionPicker'));
const RegionSections = lazy(() => import('./home/RegionSections').then((m) => ({ default: m.RegionSections })));
const Below = lazy(() => import('./home/BelowAll'));

const ICONS: Record<string, ReactNode> = {
  briefcase: (
    <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 012-2h4a2 2 0 012 2v2M3 13h18" />
    </svg>
  ),
  file: (
    <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 12h7M9 16h7M9 8h4" />
    </svg>
  ),
  chat: <ChatIcon width={26} height={26} />,
  globe: (
    <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
    </svg>
  ),
  users: (
    <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-3.5 3.4-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.8a3.5 3.5 0 010 6.4M18.5 14.8c1.6.8 2.6 2.6 3 5.2" />
    </svg>
  ),
  bookmark: <BookmarkIcon width={26} height={26} />,
  send: (
    <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M21 3L10 14M21 3l-7 18-4-7-7-4z" />
    </svg>
  ),
};

/**
 * '/': the search box, the menu of the user type, the banner carousel, the region picker and the
 * four regional sections, the ad images, event banners, the five newest ads, Job Talk, the Event
 * strip and (on a phone) the popup. The regional sections and what follows are chunks of their own,
 * mounted when they come near the viewport; the region picker's chunk loads when it opens.
 */
export function Home() {
  const navigate = useNavigate();
  const userType = useSession((s) => s.user?.userType ?? null);
  const logout = useSession((s) => s.logout);
  const [query, setQuery] = useState('');
  const [region, setRegion] = useState<RegionChoice>(() => readRegion());
  const [picking, setPicking] = useState(false);
  const [asking, setAsking] = useState(false);
  const isBusiness = isCompanyType(userType);
  const isDesktop = useIsDesktop();


  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(searchHref(query));
  };
  const chooseRegion = (next: RegionChoice) => {
    writeRegion(next);
    setRegion(next);
    setPicking(false);
  };
  /** Register in an empty slot (and 'Advertise here'): business members to the ad wizard, others are asked. */
  const register = () => {
    if (isBusiness) navigate(AD_REGISTER_PATH);
    else setAsking(true);
  };
  const loginAsBusiness = async () => {
    setAsking(false);
    if (userType) await logout();
    navigate('/enter');
  };

  return (
    <div className="home">
      <section className="home-hero">
        <p className="home-hero__eyebrow">{isBusiness ? 'Find the right people' : 'Jobs across the Philippines'}</p>
        <h1 className="home-hero__title">{isBusiness ? 'Meet your next hire' : 'Find your next job'}</h1>
        <form className="home-search" role="search" onSubmit={search}>
          <SearchIcon width={20} height={20} className="home-search__icon" />
          <input className="home-search__input" type="search" aria-label="Search jobs" placeholder="Job title, company or city" value={query} onChange={(e) => setQuery(e.target.value)} />
          <button type="submit" className="ph-btn ph-btn--primary ph-btn--md">
            Search
          </button>
        </form>
      </section>

      <nav className="home-menu" aria-label="Menu">
        {homeMenu(userType).map((item) => (
          <Link key={item.label} to={item.to} className="home-menu__item">
            <span className="home-menu__icon">{ICONS[item.icon]}</span>
            <span className="home-menu__label">{item.label}</span>
          </Link>
        ))}
      </nav>

      {/* in the home's chunk: the first banner is the largest thing of the first screen (LCP) */}
      <div className="home-banners-slot">
        <Banners />
      </div>

      <div className="home-region-bar">
        <span className="home-region-bar__label">Jobs in</span>
        <button type="button" className="home-region-bar__button" aria-haspopup="dialog" aria-label={`Region: ${regionLabel(region)}. Change region`} onClick={() => setPicking(true)}>
          <MapPinIcon width={16} height={16} />
          <span>{regionLabel(region)}</span>
          <ChevronDownIcon width={16} height={16} />
        </button>
      </div>

      <Deferred minHeight={1100}>
        <Suspense fallback={<div style={{ minHeight: 1100 }} />}>
          <RegionSections region={region} onRegister={register} />
        </Suspense>
      </Deferred>

      <Deferred minHeight={900}>
        <Suspense fallback={<div style={{ minHeight: 900 }} />}>
          <Below onAdvertise={register} />
        </Suspense>
      </Deferred>

      {picking ? (
        <Suspense fallback={null}>
          <RegionPicker value={region} onApply={chooseRegion} onClose={() => setPicking(false)} />
        </Suspense>
      ) : null}
      {/* in the home's chunk: the popup's call and image start with the first screen */}
      {!isDesktop ? <HomePopup /> : null}
      <ConfirmDialog open={asking} title="Business members only" confirmLabel="Confirm" cancelLabel="Cancel" onConfirm={() => void loginAsBusiness()} onCancel={() => setAsking(false)}>
        {ONLY_BUSINESS}
      </ConfirmDialog>
    </div>
  );
}
