import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { SALARY_UNIT } from '@phjobs/contracts/codes';
import { Async } from '@phjobs/ui/components/Async';
import { Badge } from '@phjobs/ui/components/Chip';
import { BookmarkIcon, ChatIcon, ChevronRightIcon, MapPinIcon, SearchIcon } from '@phjobs/ui/components/Icons';
import { formatPeso } from '@phjobs/ui/format';
import { useSession } from '@phjobs/web-core/session';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchHomeJobs } from '../api/home';
import { homeMenu, searchHref } from '../domain/homeMenu';

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

/** '/': search box, the menu of the user type, and the five newest ads. */
export function Home() {
  const navigate = useNavigate();
  const userType = useSession((s) => s.user?.userType ?? null);
  const email = useSession((s) => s.user?.email ?? '');
  const [query, setQuery] = useState('');
  const jobs = useApiQuery(['community', 'fetchHomeJobs', email], (signal) => fetchHomeJobs(signal));
  const isBusiness = userType === 'company' || userType === 'master.company';

  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(searchHref(query));
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

      <section className="ph-section" aria-labelledby="home-jobs-title">
        <div className="home-section-head">
          <h2 className="ph-section-title" id="home-jobs-title">
            All jobs
          </h2>
          <Link to="/ad/all" className="home-more">
            More <ChevronRightIcon width={16} height={16} />
          </Link>
        </div>
        <Async state={jobs}>
          {(data) =>
            data.list.length === 0 ? (
              <p className="home-empty">No data.</p>
            ) : (
              <ul className="home-jobs">
                {data.list.map((ad) => (
                  <li key={ad.jobId}>
                    <Link to={`/ad/all/${ad.jobId}`} className="home-job">
                      <span className="home-job__company">{ad.companyName}</span>
                      <span className="home-job__title">{ad.title}</span>
                      <span className="home-job__meta">
                        {ad.city ? (
                          <span className="home-job__city">
                            <MapPinIcon width={13} height={13} />
                            {ad.city}
                          </span>
                        ) : null}
                        {ad.salaryCode !== '010F' && ad.salaryCode in SALARY_UNIT && ad.salary !== null ? (
                          <span>
                            <Badge tone="accent">{SALARY_UNIT[ad.salaryCode as keyof typeof SALARY_UNIT]}</Badge> {formatPeso(ad.salary)}
                          </span>
                        ) : (
                          <Badge>Negotiable</Badge>
                        )}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </Async>
      </section>
    </div>
  );
}
