import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { Badge } from '@phjobs/ui/components/Chip';
import { ResumeAbilityList, ResumeCareerList } from '@phjobs/web-core/components/ResumeLists';
import { Modal } from '@phjobs/ui/components/Modal';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { TwoColumns } from '@phjobs/ui/components/TwoColumns';
import { useIsDesktop } from '@phjobs/ui/useIsDesktop';
import { useSectionTabs } from '@phjobs/ui/useSectionTabs';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { ageOf, educationLabel, genderLabel, workingConditionLines } from '@phjobs/web-core/resume-texts';
import { useSession } from '@phjobs/web-core/session';
import { fetchTalentResume, type TalentResume as TalentResumeAnswer } from '../../api/offers';
import { BusinessLoginPrompt, isBusinessUser } from '../../components/BusinessOnly';
import { TalentHeader } from '../../components/TalentHeader';
import { rememberViewedTalent } from '../../recent';
import { careerText, offerStatusLabel, offerStatusTone } from '../offer/offer-texts';
import '../../offers.css';

/** The spec's words (employer.md 'Talent resume view', account-community.md section 8). */
export const ONLY_BUSINESS = 'Only Business members can view';
export const BUSINESS_NOTICE = 'Some information is for Business members only.';
export const CONTACT_DIALOG = 'Contact info for a talent is only visible after the talent accepts an offer.';

const SECTIONS = [
  { id: 'talent-edu-career', label: 'Edu/Career' },
  { id: 'talent-working-conditions', label: 'Working Conditions' },
  { id: 'talent-cover-letter', label: 'Cover Letter' },
] as const;
const SECTION_IDS = SECTIONS.map((s) => s.id);

/**
 * The talent resume view (title 'Resume'): /talent/{slug}/{id}, /myPage/talent/{id} (scrapped
 * talents) and /offer/{offerId}/resume/{resumeId} (an offer's talent). `base` is where the offer
 * screens hang ({base}/offer); the status page is /talent/{slug}/{id}/status.
 */
export function TalentResumeScreen({ from }: { from: 'talent' | 'myPage' | 'offer' }) {
  const params = useParams();
  const id = Number(from === 'offer' ? params.resumeId : params.id);
  const userType = useSession((s) => s.user?.userType ?? null);
  const state = useApiQuery(['talent', 'talentResume', id, userType], (signal) => fetchTalentResume(id, userType, signal), { enabled: Number.isSafeInteger(id) && id > 0 });
  if (!Number.isSafeInteger(id) || id < 1) return <NotFound />;
  const slug = params.slug ?? 'all';
  const base = from === 'myPage' ? `/myPage/talent/${id}` : `/talent/${slug}/${id}`;
  return (
    <div className="ph-page tal-resume-page">
      <TalentHeader title="Resume" />
      <Async state={state}>{(talent) => <ResumeView talent={talent} offerBase={from === 'offer' ? null : base} statusLink={`/talent/${slug}/${id}/status`} />}</Async>
    </div>
  );
}

function ResumeView({ talent, offerBase, statusLink }: { talent: TalentResumeAnswer; offerBase: string | null; statusLink: string }) {
  const userType = useSession((s) => s.user?.userType ?? null);
  const business = talent.isBusinessView && isBusinessUser(userType);
  const full = talent.isBusinessView || talent.isOwner;
  const [contactAsked, setContactAsked] = useState(false);
  const [loginAsked, setLoginAsked] = useState(false);
  const { shown, scrollTo } = useSectionTabs(SECTION_IDS, '.tal-resume__tabs');
  const desktop = useIsDesktop();
  const u = talent.userInfo;
  const r = talent.resumeInfo;

  useEffect(() => {
    // The device keeps the talents it showed (newest last, 30): the recent talents page reads them.
    rememberViewedTalent({
      resumeId: talent.resumeId,
      resumeInfo: { title: r.title, career: r.career, workingConditions: { region: r.workingConditions.region.map((g) => ({ province: g.province, city: g.city })) } },
      userInfo: { fullName: u.fullName, genderCode: u.genderCode, birthDate: u.birthDate, photoKey: u.photoKey },
    });
  }, [talent.resumeId, r, u]);

  const age = ageOf(u.birthDate);
  const photo = full ? fileUrl(u.photoKey ?? r.resumeProfileImageKey) : null;
  const contact = (value: string | null, label: string): ReactNode => {
    if (talent.isContactVisible) return value ?? '-';
    if (!full) return <span className="tal-only-business">{ONLY_BUSINESS}</span>;
    return (
      <button type="button" className="tal-view-btn" aria-label={`View ${label}`} onClick={() => setContactAsked(true)}>
        View
      </button>
    );
  };

  const profile = (
    <section className="tal-resume__profile" aria-label="Talent">
      <div className="tal-resume__photo">
        {photo ? <img src={photo} alt={u.fullName} /> : full ? <span aria-hidden="true">{u.fullName.trim().charAt(0).toUpperCase()}</span> : <span className="tal-only-business tal-only-business--photo">{ONLY_BUSINESS}</span>}
      </div>
      <div className="tal-resume__who">
        {talent.offerStatusCode ? (
          <div>
            <Badge tone={offerStatusTone(talent.offerStatusCode)}>
              <span data-testid="offer-status">{offerStatusLabel(talent.offerStatusCode)}</span>
            </Badge>
          </div>
        ) : null}
        <h2 className="tal-resume__name">{u.fullName}</h2>
        <p className="tal-resume__meta">{[genderLabel(u.genderCode), age === null ? null : `${age} years old`].filter(Boolean).join(' · ') || ' '}</p>
        <dl className="tal-facts" aria-label="Contact">
          <div>
            <dt>Address</dt>
            <dd>{contact(u.address, 'address')}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{contact(u.phoneNumber, 'phone')}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{contact(u.email, 'e-mail')}</dd>
          </div>
        </dl>
      </div>
    </section>
  );

  return (
    <TwoColumns nav={profile} navLabel="Talent summary">
      <div className="tal-resume">
        {desktop ? null : profile}
        {full ? null : (
          <p className="tal-notice" role="note">
            {BUSINESS_NOTICE}
          </p>
        )}

        <nav className="tal-resume__tabs ph-tabs" aria-label="Sections">
          {SECTIONS.map((s) => (
            <button key={s.id} type="button" className={`ph-tab${shown === s.id ? ' ph-tab--active' : ''}`} aria-current={shown === s.id ? 'true' : undefined} onClick={() => scrollTo(s.id)}>
              {s.label}
            </button>
          ))}
        </nav>

        <section id="talent-edu-career" className="tal-resume__section">
          <h3 className="ph-section-title">Edu/Career</h3>
          <p className="tal-resume__title">{r.title}</p>
          <dl className="tal-facts">
            <div>
              <dt>Education</dt>
              <dd>{educationLabel(r.education)}</dd>
            </div>
            <div>
              <dt>Career</dt>
              <dd>{r.isNewcomer ? 'Newcomer' : `Experienced (${careerText(r.totalNumberOfMonthsInCareer)})`}</dd>
            </div>
          </dl>
          <ResumeCareerList career={r.career} />
          <ResumeAbilityList ability={r.ability} heading="h4" />
          <h4 className="tal-resume__sub">Portfolio</h4>
          {r.portfolio === null ? (
            <p className="tal-only-business">{ONLY_BUSINESS}</p>
          ) : r.portfolio.length > 0 ? (
            <ul className="tal-resume__files">
              {r.portfolio.map((f) => (
                <li key={f.key}>
                  <a href={fileUrl(`${f.key}/${f.fileName}`) ?? '#'} download={f.fileName}>
                    {f.fileName || 'file'}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="ph-muted">No data.</p>
          )}
          <h4 className="tal-resume__sub">Photos</h4>
          {r.resumePhoto === null ? (
            <p className="tal-only-business">{ONLY_BUSINESS}</p>
          ) : r.resumePhoto.length > 0 ? (
            <div className="tal-resume__photos">
              {r.resumePhoto.map((p) => (
                <img key={p.key} src={fileUrl(p.key) ?? ''} alt={p.fileName} loading="lazy" />
              ))}
            </div>
          ) : (
            <p className="ph-muted">No data.</p>
          )}
        </section>

        <section id="talent-working-conditions" className="tal-resume__section">
          <h3 className="ph-section-title">Working Conditions</h3>
          <dl className="tal-facts">
            {workingConditionLines(r.workingConditions).map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section id="talent-cover-letter" className="tal-resume__section">
          <h3 className="ph-section-title">Cover Letter</h3>
          {r.selfIntroduction === null ? (
            <p className="tal-only-business">{ONLY_BUSINESS}</p>
          ) : r.selfIntroduction ? (
            <p className="tal-resume__letter">{r.selfIntroduction}</p>
          ) : (
            <p className="ph-muted">No data.</p>
          )}
        </section>

        {offerBase && !talent.isOwner ? (
          <BottomBar label="Offer">
            <div className="tal-resume__bar">
              {business && talent.offerStatusCode ? (
                <Link to={statusLink} className="ph-btn ph-btn--outline ph-btn--lg">
                  Offer status
                </Link>
              ) : null}
              {business ? (
                <Link to={`${offerBase}/offer`} className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
                  Send offer
                </Link>
              ) : (
                <Button size="lg" block onClick={() => setLoginAsked(true)}>
                  Send offer
                </Button>
              )}
            </div>
          </BottomBar>
        ) : null}

        <Modal
          open={contactAsked}
          title="Contact info"
          onClose={() => setContactAsked(false)}
          footer={
            <Button block onClick={() => setContactAsked(false)}>
              Confirm
            </Button>
          }
        >
          <p>{CONTACT_DIALOG}</p>
        </Modal>
        <BusinessLoginPrompt open={loginAsked} onCancel={() => setLoginAsked(false)} />
      </div>
    </TwoColumns>
  );
}
