import { useState } from 'react';
import { useSearchParams } from '@phjobs/web-core/router';
import { FREELANCER_KEYS, FREELANCER_LABEL } from '@phjobs/contracts/talent';
import { TALENT_SPECIALIST_KEYS, type FreelancerKey, type TalentSpecialistKey } from '@phjobs/contracts/taxonomy';
import { Chip } from '@phjobs/ui/components/Chip';
import { TalentListScreen } from './TalentListScreen';

export const AllTalents = () => <TalentListScreen title="All talents" endpoint="allTalents" />;
export const TodayTalents = () => <TalentListScreen title="Today talents" endpoint="todayTalents" />;

/** The chips visible before 'View all' opens the row. */
const FOLDED_CHIPS = 5;

/** /talent/specialist?specialization=CS|Design|...: a chip row of the ten, expandable with 'View all'. */
export function SpecialistTalents() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('specialization');
  const key: TalentSpecialistKey = (TALENT_SPECIALIST_KEYS as readonly string[]).includes(asked ?? '') ? (asked as TalentSpecialistKey) : 'CS';
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? TALENT_SPECIALIST_KEYS : TALENT_SPECIALIST_KEYS.slice(0, FOLDED_CHIPS).concat(TALENT_SPECIALIST_KEYS.indexOf(key) >= FOLDED_CHIPS ? [key] : []);
  const bar = (
    <div className={`talent-chip-row${expanded ? ' talent-chip-row--open' : ''}`} role="group" aria-label="Specialization">
      {shown.map((k) => (
        <Chip key={k} selected={k === key} onClick={() => setParams({ specialization: k }, { replace: true })}>
          {k}
        </Chip>
      ))}
      <button type="button" className="ph-text-btn" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
        {expanded ? 'Fold' : 'View all'}
      </button>
    </div>
  );
  return <TalentListScreen key={key} title="Specialist talents" endpoint="specialistTalents" specialization={key} bar={bar} />;
}

/** /talent/freelancer?freelancer=artsMedia|computer|sales (our path: the spec names the page only). */
export function FreelancerTalents() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('freelancer');
  const key: FreelancerKey = (FREELANCER_KEYS as readonly string[]).includes(asked ?? '') ? (asked as FreelancerKey) : 'artsMedia';
  const bar = (
    <div className="talent-chip-row" role="group" aria-label="Freelancer field">
      {FREELANCER_KEYS.map((k) => (
        <Chip key={k} selected={k === key} onClick={() => setParams({ freelancer: k }, { replace: true })}>
          {FREELANCER_LABEL[k]}
        </Chip>
      ))}
    </div>
  );
  return <TalentListScreen key={key} title="Freelancer talents" endpoint="freelancerTalents" freelancer={key} bar={bar} />;
}
