import { useState } from 'react';
import { cityById, provinceById } from '@phjobs/contracts/regions';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { NO_DATA } from '@phjobs/ui/endless';
import { TalentCard, type TalentCardData } from '../components/TalentCard';
import { careerMonthsOf } from '../domain/career';
import { useTalentAccess } from '../domain/access';
import { readViewedTalents, type ViewedTalentEntry } from '../recent';
import { PositionProposal } from './PositionProposal';

/** A region value as stored: an id (shown by name) or already a name. */
const placeName = (value: string | null, lookup: (id: string) => { name: string } | undefined) => (value ? (lookup(value)?.name ?? value) : null);

export function cardOf(entry: ViewedTalentEntry): TalentCardData {
  const region = entry.resumeInfo.workingConditions.region[0];
  return {
    resumeId: entry.resumeId,
    fullName: entry.userInfo.fullName,
    genderCode: entry.userInfo.genderCode,
    birthDate: entry.userInfo.birthDate,
    province: placeName(region?.province ?? null, provinceById),
    city: placeName(region?.city ?? null, cityById),
    title: entry.resumeInfo.title,
    career: careerMonthsOf(entry.resumeInfo.career),
    photoKey: entry.userInfo.photoKey,
  };
}

/** Recently viewed talents kept on this device (recent.ts), newest first, at most 30; cards cannot be scrapped. */
export function RecentTalents() {
  const { access } = useTalentAccess();
  const [entries] = useState(() => readViewedTalents());
  if (access === 'loading') return <PageSpinner />;
  if (access === 'proposal') return <PositionProposal />;
  return (
    <div className="talent-list-screen">
      <h1 className="ph-screen-title">Recent talents</h1>
      {entries.length === 0 ? (
        <p className="ph-endless__end ph-endless__end--empty">{NO_DATA}</p>
      ) : (
        <ul className="talent-cards">
          {entries.map((entry) => (
            <li key={entry.resumeId}>
              <TalentCard talent={cardOf(entry)} scrappable={false} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
