import { Link } from 'react-router';
import { Async } from '@phjobs/ui/components/Async';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { formatCount } from '@phjobs/ui/format';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchTalentCount } from '../api/talent';

/** Specialist categories of the talent home (employer spec): icons link to /talent/specialist. */
export const SPECIALISTS = ['CS', 'Design', 'Barista', 'Cook', 'Beauty', 'Sales', 'Office', 'Medical', 'Delivery', 'Cleaning'] as const;

export function TalentHome() {
  const count = useApiQuery(['talent', 'fetchTalentCount'], (signal) => fetchTalentCount(signal));
  return (
    <div className="talent-home">
      <h1 className="ph-screen-title">Talents</h1>
      <Async state={count}>
        {(c) => (
          <>
            <section className="ph-section" aria-label="Talent counters">
              <div className="talent-counters">
                <Link to="/talent/all" className="talent-counter">
                  <span className="talent-counter__label">All talents</span>
                  <span className="talent-counter__value">{formatCount(c.totalCount)}</span>
                  <ChevronRightIcon className="talent-counter__chev" width={18} height={18} />
                </Link>
                <Link to="/talent/today" className="talent-counter talent-counter--today">
                  <span className="talent-counter__label">Today talents</span>
                  <span className="talent-counter__value">{formatCount(c.todayCount)}</span>
                  <ChevronRightIcon className="talent-counter__chev" width={18} height={18} />
                </Link>
              </div>
            </section>
            <section className="ph-section" aria-label="Specialist talents">
              <h2 className="ph-section-title">Specialist talents</h2>
              <ul className="talent-specialists">
                {SPECIALISTS.map((s) => (
                  <li key={s}>
                    <Link to={`/talent/specialist?specialization=${s}`} className="talent-specialist">
                      <span className="talent-specialist__icon" aria-hidden="true">
                        {s.slice(0, 2)}
                      </span>
                      {s}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </Async>
    </div>
  );
}
