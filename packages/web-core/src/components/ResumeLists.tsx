/**
 * A resume's career entries and abilities as both employer screens show them: the applicant
 * detail (mfe-employer) and the talent resume (mfe-talent). Styles: ui.css `ph-resume-*`.
 */
import { Badge } from '@phjobs/ui/components/Chip';
import { monthOf, skillLabel } from '../resume-texts.ts';

type CareerEntry = { companyName: string; position: string; periodFrom: string | null; periodTo: string | null; isInOffice: boolean };
type AbilityEntry = { skill: string; field: string; level: string };

/** Company · position and the period, one line each; nothing when there is none. */
export function ResumeCareerList({ career }: { career: readonly CareerEntry[] }) {
  if (career.length === 0) return null;
  return (
    <ul className="ph-resume-careers">
      {career.map((c, i) => (
        <li key={i}>
          <strong>{c.companyName}</strong> · {c.position}
          <span className="ph-muted">
            {' '}
            {monthOf(c.periodFrom)} ~ {c.isInOffice ? 'Present' : monthOf(c.periodTo)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 'Abilities' and a chip a skill; nothing when there is none. `heading` follows the page's outline. */
export function ResumeAbilityList({ ability, heading: Heading }: { ability: readonly AbilityEntry[]; heading: 'h3' | 'h4' }) {
  if (ability.length === 0) return null;
  return (
    <>
      <Heading className="ph-resume-sub">Abilities</Heading>
      <ul className="ph-resume-chips">
        {ability.map((a, i) => (
          <li key={i}>
            <Badge tone="muted">
              {skillLabel(a.skill)}: {a.field} ({a.level})
            </Badge>
          </li>
        ))}
      </ul>
    </>
  );
}
