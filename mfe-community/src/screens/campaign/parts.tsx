import { useId, type ReactNode } from 'react';
import { Link } from '@phjobs/web-core/router';
import { toCalendarDay } from '@phjobs/ui/format';
import { SOURCES, type SourceId } from '../../domain/campaign/facts';
import './campaign.css';

/** Today's date in Manila as YYYY-MM-DD (the wage order in force is the one of this day). */
export function manilaToday(now: Date = new Date()): string {
  const d = toCalendarDay(now)!;
  return `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
}

/** One campaign page: the way back to /campaign, the title, its sections and the sources it names. */
export function CampaignPage({ title, lede, sources, children }: { title: string; lede: ReactNode; sources: readonly SourceId[]; children: ReactNode }) {
  return (
    <article className="ph-page campaign">
      <nav className="campaign-crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/campaign">Know your rights</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <header className="campaign-head">
        <h1 className="campaign-head__title">{title}</h1>
        <p className="campaign-head__lede">{lede}</p>
      </header>
      {children}
      <Section title="Sources">
        <ol className="campaign-sources">
          {sources.map((id) => {
            const s: { title: string; url?: string } = SOURCES[id];
            return (
              <li key={id}>
                {s.title}
                {s.url ? (
                  <>
                    {' '}
                    (<a href={s.url} target="_blank" rel="noopener noreferrer">
                      {s.url.replace(/^https:\/\/(www\.)?/, '')}
                    </a>
                    )
                  </>
                ) : null}
              </li>
            );
          })}
        </ol>
        <p className="campaign-note">This is general information, not legal advice. For your own case, ask DOLE (hotline 1349) or the agency concerned.</p>
      </Section>
    </article>
  );
}

/** A titled section (h2) of a campaign page. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const generated = useId();
  const headingId = `${id ?? generated}-title`;
  return (
    <section className="ph-section campaign-section" aria-labelledby={headingId} id={id}>
      <h2 className="ph-section-title" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A table of facts with a visible caption, column headers and the first cell of each row as its row
 * header. `numeric` columns (by index) are right-aligned, `nowrap` ones kept on one line. Wide tables scroll sideways on a phone.
 */
export function FactTable({ caption, head, rows, numeric = [], nowrap = [], highlight }: { caption: ReactNode; head: readonly string[]; rows: readonly (readonly ReactNode[])[]; numeric?: readonly number[]; nowrap?: readonly number[]; highlight?: number | undefined }) {
  const captionId = useId();
  const align = (i: number) => (numeric.includes(i) ? 'campaign-table__num' : nowrap.includes(i) ? 'campaign-table__nowrap' : undefined);
  // a region that can scroll sideways on a phone: focusable, so the keyboard can scroll it too
  return (
    <div className="campaign-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="campaign-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={align(i)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className={highlight === r ? 'campaign-table__row--on' : undefined}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={align(i)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Source: ..." under a fact. */
export function SourceLine({ id }: { id: SourceId }) {
  return <p className="campaign-source">Source: {SOURCES[id].title}</p>;
}
