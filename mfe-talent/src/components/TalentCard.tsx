import { useState } from 'react';
import { Link } from '@phjobs/web-core/router';
import type { TalentListItem } from '@phjobs/contracts/talent';
import { Badge } from '@phjobs/ui/components/Chip';
import { BookmarkIcon } from '@phjobs/ui/components/Icons';
import { fileUrl } from '@phjobs/web-core/api';
import { isCompanyType, useSession } from '@phjobs/web-core/session';
import { setTalentScrap } from '../api/talent';
import { ageOn, careerLabel, genderLabel, talentPath } from '../domain/talent-card';

/** What a card needs: a list item, or a recent talent read from the device (no scrap, no counts). */
export type TalentCardData = Pick<TalentListItem, 'resumeId' | 'fullName' | 'genderCode' | 'birthDate' | 'province' | 'city' | 'title' | 'career' | 'photoKey'> &
  Partial<Pick<TalentListItem, 'isNewcomer' | 'isHot' | 'isScrapped'>>;

/**
 * Scrap / unscrap a talent (POST or DELETE /api/talent/scrap/{id}); company and master users only.
 * The icon turns at once and turns back when the call fails.
 */
export function TalentScrapButton({ resumeId, initial }: { resumeId: number; initial: boolean }) {
  const [scrapped, setScrapped] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    const next = !scrapped;
    setScrapped(next);
    setBusy(true);
    try {
      await setTalentScrap(resumeId, next);
    } catch (error) {
      console.error(next ? 'talent scrap failed' : 'talent unscrap failed', error);
      setScrapped(!next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`talent-scrap${scrapped ? ' talent-scrap--on' : ''}`}
      aria-pressed={scrapped}
      aria-busy={busy}
      aria-label={scrapped ? 'Unscrap this talent' : 'Scrap this talent'}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void toggle();
      }}
    >
      <BookmarkIcon filled={scrapped} width={22} height={22} />
    </button>
  );
}

/** A talent card (employer.md 'Talent list item'): photo, name, gender and age, place, title, career; links to /talent/{slug}/{id}. */
export function TalentCard({ talent, scrappable = true }: { talent: TalentCardData; scrappable?: boolean }) {
  const userType = useSession((s) => s.user?.userType);
  const photo = fileUrl(talent.photoKey);
  const age = ageOn(talent.birthDate);
  const place = [talent.city, talent.province].filter(Boolean).join(', ');
  const who = [genderLabel(talent.genderCode), age === null ? '' : `${age} yrs`].filter(Boolean).join(' · ');
  return (
    <article className="talent-card">
      <Link to={talentPath(talent.resumeId, talent.title)} className="talent-card__link">
        <span className="talent-card__photo" aria-hidden="true">
          {photo ? <img src={photo} alt="" loading="lazy" /> : <span>{talent.fullName.trim().charAt(0).toUpperCase() || '?'}</span>}
        </span>
        <span className="talent-card__body">
          <span className="talent-card__badges">
            {talent.isHot ? <Badge tone="warning">Hot</Badge> : null}
            {talent.isNewcomer ? <Badge tone="accent">Newcomer</Badge> : null}
          </span>
          <span className="talent-card__title">{talent.title}</span>
          <span className="talent-card__name">
            {talent.fullName}
            {who ? <span className="talent-card__meta"> · {who}</span> : null}
          </span>
          <span className="talent-card__meta">
            {place || 'Region not given'}
            {talent.isNewcomer && talent.career === 0 ? '' : ` · Career ${careerLabel(talent.career, talent.isNewcomer ?? talent.career === 0)}`}
          </span>
        </span>
      </Link>
      {scrappable && isCompanyType(userType) ? <TalentScrapButton resumeId={talent.resumeId} initial={talent.isScrapped ?? false} /> : null}
    </article>
  );
}
