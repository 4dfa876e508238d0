import { Link } from '@phjobs/web-core/router';
import type { RegionJobItem } from '@phjobs/contracts/jobs';
import { ErrorScreen } from '@phjobs/ui/components/ErrorScreen';
import { Spinner } from '@phjobs/ui/components/Spinner';
import { causeOf } from '@phjobs/ui/cause';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchRegionJobs } from '../../api/home';
import { HOME_SECTIONS, paidClasses, slidesOf, type SectionSpec } from '../../domain/homeSections';
import type { RegionChoice } from '../../domain/region';
import { Carousel } from './Carousel';

/** The four regional sections of the home, one call each (jobs' GET /api/jobAds/region). */
export function RegionSections({ region, onRegister }: { region: RegionChoice; onRegister: () => void }) {
  return (
    <>
      {HOME_SECTIONS.map((spec) => (
        <RegionSection key={spec.key} spec={spec} region={region} onRegister={onRegister} />
      ))}
    </>
  );
}

function RegionSection({ spec, region, onRegister }: { spec: SectionSpec; region: RegionChoice; onRegister: () => void }) {
  const key = ['community', 'regionJobs', spec.key, region.province?.id ?? 'All', region.city?.id ?? 'All'];
  const jobs = useApiQuery(key, (signal) => fetchRegionJobs(region, spec, signal));
  const titleId = `home-section-${spec.key}`;
  return (
    <section className={`ph-section home-region home-region--${spec.key}`} aria-labelledby={titleId} data-section={spec.key}>
      <h2 className="ph-section-title home-region__title" id={titleId}>
        {spec.title}
      </h2>
      {jobs.status === 'error' ? (
        <ErrorScreen compact cause={causeOf(jobs.error)} onRetry={jobs.reload} />
      ) : jobs.data === null ? (
        <div className="home-region__loading" style={{ minHeight: slideHeight(spec) }}>
          <Spinner />
        </div>
      ) : (
        <Carousel label={`${spec.title} ads`}>
          {slidesOf(jobs.data.list, spec).map((slide, i) => (
            <ul key={i} className={`home-slots home-slots--${spec.columns}col`} style={{ minHeight: slideHeight(spec) }}>
              {slide.map((slot) =>
                slot.kind === 'ad' ? (
                  <li key={`ad-${slot.ad.jobId}`}>
                    <AdSlot ad={slot.ad} />
                  </li>
                ) : (
                  <li key={`empty-${slot.index}`}>
                    <button type="button" className="home-slot home-slot--empty" onClick={onRegister}>
                      <span aria-hidden="true">+</span> Register
                    </button>
                  </li>
                ),
              )}
            </ul>
          ))}
        </Carousel>
      )}
    </section>
  );
}

/** A slide's height: 3 rows of Platinum (2 columns x 3), else one row an ad. Reserved so loading does not shift the page. */
function slideHeight(spec: SectionSpec): number {
  const rows = Math.ceil(spec.perSlide / spec.columns);
  return rows * 64 + (rows - 1) * 8;
}

function AdSlot({ ad }: { ad: RegionJobItem }) {
  return (
    <Link to={`/ad/all/${ad.jobId}`} className={['home-slot', 'ad-card', ...paidClasses(ad)].join(' ')}>
      <span className="home-slot__company ad-card__company">{ad.companyName}</span>
      <span className="home-slot__title ad-card__title">{ad.title}</span>
    </Link>
  );
}
