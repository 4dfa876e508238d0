import { Link } from '@phjobs/web-core/router';
import { SALARY_UNIT } from '@phjobs/contracts/codes';
import { Async } from '@phjobs/ui/components/Async';
import { Badge } from '@phjobs/ui/components/Chip';
import { ChevronRightIcon, MapPinIcon } from '@phjobs/ui/components/Icons';
import { formatPeso } from '@phjobs/ui/format';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { fetchEventBanners, fetchHomeJobs, fetchHomeJobTalks } from '../../api/home';
import { JOB_TALK_CAMPAIGN_CARDS } from '../../domain/campaign/facts';

/** Two fixed ad images of the product (drawn, sized: no layout shift). */
export function AdImages({ onAdvertise }: { onAdvertise: () => void }) {
  return (
    <section className="ph-section home-ads" aria-label="Advertisements">
      <button type="button" className="home-ad home-ad--advertise" onClick={onAdvertise}>
        <span className="home-ad__eyebrow">For employers</span>
        <span className="home-ad__title">Put your job in front of thousands of Filipino job seekers</span>
        <span className="home-ad__cta">Advertise here</span>
      </button>
      <Link to="/ad/map" className="home-ad home-ad--map">
        <span className="home-ad__eyebrow">Near you</span>
        <span className="home-ad__title">Find jobs around your barangay on the map</span>
        <span className="home-ad__cta">Open the job map</span>
      </Link>
    </section>
  );
}

/** The event banners (GET /api/event/banner): the first two, to /event/{id}. */
export function EventBanners() {
  const banners = useApiQuery(['community', 'eventBanners'], (signal) => fetchEventBanners(signal));
  const list = (banners.data?.list ?? []).slice(0, 2);
  return (
    <section className="ph-section home-event-banners" aria-label="Event banners">
      {banners.data === null ? <div className="home-event-banners__grid" aria-busy="true" /> : null}
      {list.length > 0 ? (
        <ul className="home-event-banners__grid">
          {list.map((b) => (
            <li key={b.eventId}>
              <Link to={`/event/${b.eventId}`} className="home-event-banner">
                {b.thumbnailKey ? <img src={fileUrl(b.thumbnailKey) ?? ''} alt="" width={600} height={300} loading="lazy" decoding="async" className="home-event-banner__img" /> : <span className="home-event-banner__img home-event-banner__img--none" />}
                <span className="home-event-banner__title">{b.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The five newest ads (allJobs, pageUnit=5), each to /ad/all/{jobId}. */
export function AllJobs() {
  const email = useSession((s) => s.user?.email ?? '');
  const jobs = useApiQuery(['community', 'fetchHomeJobs', email], (signal) => fetchHomeJobs(signal));
  return (
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
  );
}

/** The Job Talk block: the two campaign cards and the 4 newest posts (GET /api/community/jobTalks?pageUnit=4). */
export function JobTalk() {
  const talks = useApiQuery(['community', 'homeJobTalks'], (signal) => fetchHomeJobTalks(signal));
  return (
    <section className="ph-section home-talk" aria-labelledby="home-talk-title">
      <div className="home-section-head">
        <h2 className="ph-section-title" id="home-talk-title">
          Job Talk
        </h2>
        <Link to="/jobTalk" className="home-more">
          More <ChevronRightIcon width={16} height={16} />
        </Link>
      </div>
      <div className="home-talk__cards">
        {JOB_TALK_CAMPAIGN_CARDS.map((card) => (
          <Link key={card.to} to={card.to} className={`home-talk__card home-talk__card--${card.to === '/campaign/wage' ? 'wage' : 'labor'}`}>
            <span className="home-talk__card-title">{card.title}</span>
            <span className="home-talk__card-text">{card.summary}</span>
          </Link>
        ))}
      </div>
      <Async state={talks}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="home-empty">No data.</p>
          ) : (
            <ul className="home-talk__list">
              {data.list.map((post) => (
                <li key={post.articleId}>
                  <Link to={`/jobTalk/${post.articleId}`} className="home-talk__post">
                    <span className="home-talk__post-title">{post.title}</span>
                    <span className="home-talk__post-meta">
                      {post.nickName} · {post.replyCount} comments
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </Async>
    </section>
  );
}

/** The Event strip: to /event. */
export function EventStrip() {
  return (
    <section className="ph-section" aria-label="Events">
      <Link to="/event" className="home-event-strip">
        <span className="home-event-strip__label">Event</span>
        <span className="home-event-strip__text">Notices, events and winner announcements</span>
        <ChevronRightIcon width={18} height={18} />
      </Link>
    </section>
  );
}
