import { useState } from 'react';
import { Link, useNavigate } from '@phjobs/web-core/router';
import type { TalentListItem } from '@phjobs/contracts/talent';
import { TALENT_SPECIALIST_KEYS } from '@phjobs/contracts/taxonomy';
import { Async, PageSpinner } from '@phjobs/ui/components/Async';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { Modal } from '@phjobs/ui/components/Modal';
import { NO_DATA } from '@phjobs/ui/endless';
import { formatCount } from '@phjobs/ui/format';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchTalentCount, fetchTalentSection, type TalentSectionName } from '../api/talent';
import { TalentCard } from '../components/TalentCard';
import { useTalentAccess } from '../domain/access';
import { plusPages } from '../domain/plus-pages';
import { PositionProposal } from './PositionProposal';

/** Specialist categories of the talent home (employer spec): icons link to /talent/specialist. */
export const SPECIALISTS = TALENT_SPECIALIST_KEYS;

/** The 'onlyBusiness' state (the spec does not word it: ours). */
export const ONLY_BUSINESS = {
  title: 'Only for Business members',
  text: 'Registering as a plus talent is for Business members. Log in with a Business account to register.',
} as const;

function Section({ name, title, authType, render }: { name: TalentSectionName; title: string; authType: string; render?: (list: TalentListItem[]) => React.ReactNode }) {
  const state = useApiQuery(['talent', 'section', name, authType], (signal) => fetchTalentSection(name, authType, signal));
  return (
    <section className="ph-section" aria-label={title}>
      <h2 className="ph-section-title">{title}</h2>
      <Async state={state}>
        {(answer) =>
          render ? (
            render(answer.list)
          ) : answer.list.length === 0 ? (
            <p className="ph-endless__end ph-endless__end--empty">{NO_DATA}</p>
          ) : (
            <ul className="talent-cards">
              {answer.list.map((t) => (
                <li key={t.resumeId}>
                  <TalentCard talent={t} />
                </li>
              ))}
            </ul>
          )
        }
      </Async>
    </section>
  );
}

/** Plus talents, 2 a page; the page with a free slot holds Register. */
function PlusTalents({ list, business }: { list: TalentListItem[]; business: boolean }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [onlyBusiness, setOnlyBusiness] = useState(false);
  const pages = plusPages(list);
  const current = pages[Math.min(page, pages.length - 1)] ?? [];
  return (
    <>
      <ul className="talent-plus" aria-label={`Plus talents, page ${page + 1} of ${pages.length}`}>
        {current.map((slot, i) => (
          <li key={slot === 'register' ? `register-${i}` : slot.resumeId}>
            {slot === 'register' ? (
              <div className="talent-plus__register">
                <p>Your talent here</p>
                <button type="button" className="ph-btn ph-btn--primary" onClick={() => (business ? navigate('/myPage/resume') : setOnlyBusiness(true))}>
                  Register
                </button>
              </div>
            ) : (
              <TalentCard talent={slot} />
            )}
          </li>
        ))}
      </ul>
      {pages.length > 1 ? (
        <div className="talent-plus__pager">
          <button type="button" className="ph-btn ph-btn--sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous
          </button>
          <span>
            {page + 1} / {pages.length}
          </span>
          <button type="button" className="ph-btn ph-btn--sm" disabled={page >= pages.length - 1} onClick={() => setPage((p) => p + 1)}>
            Next
          </button>
        </div>
      ) : null}
      <Modal open={onlyBusiness} title={ONLY_BUSINESS.title} onClose={() => setOnlyBusiness(false)}>
        <div className="talent-only-business" role="alert">
          <p>{ONLY_BUSINESS.text}</p>
          <button type="button" className="ph-btn ph-btn--primary" onClick={() => setOnlyBusiness(false)}>
            Confirm
          </button>
        </div>
      </Modal>
    </>
  );
}

export function TalentHome() {
  const { access, authType } = useTalentAccess();
  const count = useApiQuery(['talent', 'fetchTalentCount'], (signal) => fetchTalentCount(signal));
  if (access === 'loading') return <PageSpinner />;
  if (access === 'proposal') return <PositionProposal />;
  return (
    <div className="talent-home">
      <h1 className="ph-screen-title">Talents</h1>
      <Async state={count}>
        {(c) => (
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
        )}
      </Async>
      <Section name="special" title="Special talents" authType={authType} />
      <Section name="plus" title="Plus talents" authType={authType} render={(list) => <PlusTalents list={list} business={access === 'business'} />} />
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
        <p className="talent-more-links">
          <Link to="/talent/freelancer">Freelancer talents</Link> · <Link to="/talent/recent">Recently viewed talents</Link>
        </p>
      </section>
      <Section name="recent" title="Recent talents" authType={authType} />
    </div>
  );
}
