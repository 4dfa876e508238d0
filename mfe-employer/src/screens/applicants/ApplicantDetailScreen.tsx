import { useState } from 'react';
import { Link, useParams, useSearchParams } from '@phjobs/web-core/router';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { Badge } from '@phjobs/ui/components/Chip';
import { ResumeAbilityList, ResumeCareerList } from '@phjobs/web-core/components/ResumeLists';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { TwoColumns } from '@phjobs/ui/components/TwoColumns';
import { useIsDesktop } from '@phjobs/ui/useIsDesktop';
import { formatDate } from '@phjobs/ui/format';
import { useSession } from '@phjobs/web-core/session';
import { changeApplicantStatus, fetchApplicantDetail, type ApplicantDetail } from '../../api/applicants';
import { ageOf, educationLabel, genderLabel, methodLabel, statusLabel, statusTone, STATUS_BUTTONS, type EmployerStatusCode } from './applicant-texts';
import { workingConditionLines } from '@phjobs/web-core/resume-texts';
import { useSectionTabs } from '@phjobs/ui/useSectionTabs';
import { branchAdApplicantsLink } from '../branches/branch-rules';

const SECTIONS = [
  { id: 'applicant-edu-career', label: 'Edu/Career' },
  { id: 'applicant-working-conditions', label: 'Working Conditions' },
  { id: 'applicant-cover-letter', label: 'Cover Letter' },
] as const;
const SECTION_IDS = SECTIONS.map((s) => s.id);

/**
 * /myPage/applicant/{applicationId}/edit?howToApply={code}: the applicant detail (opening it marks
 * the application read). `branch`: the master's view of a branch's applicant
 * (/myPage/branch/applicant/{applicationId}): no status bar (the master cannot change the status).
 */
export function ApplicantDetailScreen({ branch = false }: { branch?: boolean }) {
  const { applicationId: raw } = useParams();
  const [params] = useSearchParams();
  const applicationId = Number(raw);
  const howToApply = params.get('howToApply');
  const detail = useApiQuery(['employer', 'applicantDetail', applicationId, branch], (signal) => fetchApplicantDetail(applicationId, howToApply, signal), {
    enabled: Number.isSafeInteger(applicationId) && applicationId > 0,
  });
  if (!Number.isSafeInteger(applicationId) || applicationId < 1) return <NotFound />;
  return <Async state={detail}>{(d) => <DetailView detail={d} howToApply={howToApply ?? d.howToApplyCode} branch={branch} />}</Async>;
}

function DetailView({ detail, howToApply, branch }: { detail: ApplicantDetail; howToApply: string; branch: boolean }) {
  const userType = useSession((s) => s.user?.userType ?? null);
  const isCompany = !branch && (userType === 'company' || userType === 'master.company');
  const [status, setStatus] = useState<string>(detail.statusCode);
  const [asked, setAsked] = useState<EmployerStatusCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { shown, scrollTo } = useSectionTabs(SECTION_IDS, '.emp-detail__tabs');
  const desktop = useIsDesktop();

  const u = detail.userInfo;
  const r = detail.resumeInfo;
  const age = ageOf(u.birthDate);
  const gender = genderLabel(u.genderCode);
  const photo = fileUrl(u.photoKey ?? r?.resumeProfileImageKey ?? null);
  const ownForm = detail.resumeKey ? fileUrl(`${detail.resumeKey}/${detail.resumeFileNmae ?? 'resume'}`) : null;

  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    setFailed(false);
    try {
      await changeApplicantStatus(detail.applicationId, howToApply, asked);
      setStatus(asked);
    } catch (error) {
      console.error('applicant status change failed', error);
      setFailed(true);
    }
    setBusy(false);
    setAsked(null);
  };

  const profile = (
    <section className="emp-detail__profile" aria-label="Applicant">
      <div className="emp-detail__photo">{photo ? <img src={photo} alt={`${u.fullName}`} /> : <span aria-hidden="true">{u.fullName.trim().charAt(0).toUpperCase()}</span>}</div>
      <div className="emp-detail__who">
        <div className="emp-app__badges">
          <Badge tone={statusTone(status)}>
            <span data-testid="current-status">{statusLabel(status)}</span>
          </Badge>
          <Badge tone={detail.howToApplyCode === '018B' ? 'warning' : 'muted'}>{methodLabel(detail.howToApplyCode)}</Badge>
        </div>
        <h1 className="emp-detail__name">{u.fullName}</h1>
        <p className="emp-detail__meta">{[gender, age === null ? null : `${age} years old`].filter(Boolean).join(' · ') || ' '}</p>
        <dl className="emp-detail__contact">
          <div>
            <dt>Address</dt>
            <dd>{u.address ?? '-'}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{u.phoneNumber ?? '-'}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{u.email ?? '-'}</dd>
          </div>
        </dl>
        <p className="emp-detail__applied">
          Applied {formatDate(detail.createdAt)} for <Link to={branch ? branchAdApplicantsLink(detail.jobId) : `/myPage/applicant/${detail.jobId}`}>{detail.jobTitle}</Link>
        </p>
      </div>
    </section>
  );

  // Desktop: the applicant beside the sections (as the my-pages lay out); a phone: one column.
  return (
    <TwoColumns nav={profile} navLabel="Applicant summary">
      <div className="emp-detail">
        {desktop ? null : profile}

        <nav className="emp-detail__tabs ph-tabs" aria-label="Sections">
          {SECTIONS.map((s) => (
            <button key={s.id} type="button" className={`ph-tab${shown === s.id ? ' ph-tab--active' : ''}`} aria-current={shown === s.id ? 'true' : undefined} onClick={() => scrollTo(s.id)}>
              {s.label}
            </button>
          ))}
        </nav>

        <section id="applicant-edu-career" className="emp-detail__section" data-section>
          <h2 className="ph-section-title">Edu/Career</h2>
          {r ? (
            <>
              <p className="emp-detail__resume-title">{r.title}</p>
              <dl className="emp-detail__facts">
                <div>
                  <dt>Education</dt>
                  <dd>{educationLabel(r.education)}</dd>
                </div>
                <div>
                  <dt>Career</dt>
                  <dd>{r.isNewcomer ? 'Newcomer' : 'Experienced'}</dd>
                </div>
              </dl>
              <ResumeCareerList career={r.career} />
              <ResumeAbilityList ability={r.ability} heading="h3" />
              {r.portfolio.length > 0 ? (
                <>
                  <h3 className="emp-detail__sub">Portfolio</h3>
                  <ul className="emp-detail__files">
                    {r.portfolio.map((f) => (
                      <li key={f.key}>
                        <a href={fileUrl(`${f.key}/${f.fileName}`) ?? '#'} download={f.fileName}>
                          {f.fileName || 'file'}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {r.resumePhoto.length > 0 ? (
                <div className="emp-detail__photos">
                  {r.resumePhoto.map((p) => (
                    <img key={p.key} src={fileUrl(p.key) ?? ''} alt={p.fileName} loading="lazy" />
                  ))}
                </div>
              ) : null}
            </>
          ) : (
            <p className="ph-muted">No resume was sent with this application ({methodLabel(detail.howToApplyCode)}).</p>
          )}
        </section>

        <section id="applicant-working-conditions" className="emp-detail__section" data-section>
          <h2 className="ph-section-title">Working Conditions</h2>
          {r ? (
            <dl className="emp-detail__facts">
              {workingConditionLines(r.workingConditions).map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="ph-muted">No data.</p>
          )}
        </section>

        <section id="applicant-cover-letter" className="emp-detail__section" data-section>
          <h2 className="ph-section-title">Cover Letter</h2>
          {detail.selfIntroduction ? <p className="emp-detail__letter">{detail.selfIntroduction}</p> : <p className="ph-muted">No data.</p>}
          {ownForm ? (
            <a className="ph-btn ph-btn--outline ph-btn--md emp-detail__download" href={ownForm} download={detail.resumeFileNmae ?? undefined}>
              Download {detail.resumeFileNmae ?? 'resume file'}
            </a>
          ) : null}
        </section>

        {failed ? (
          <p className="emp-detail__error" role="alert">
            The status could not be changed. Please try again.
          </p>
        ) : null}

        {isCompany ? (
          <BottomBar label="Application status">
            <div className="emp-detail__status-bar">
              {STATUS_BUTTONS.map((b) => (
                <Button key={b.code} variant={status === b.code ? 'primary' : 'outline'} size="lg" disabled={status === b.code || busy} aria-pressed={status === b.code} onClick={() => setAsked(b.code)}>
                  {b.label}
                </Button>
              ))}
            </div>
          </BottomBar>
        ) : null}

        <ConfirmDialog
          open={asked !== null}
          title={asked ? `Change the status to ${statusLabel(asked)}?` : ''}
          confirmLabel={asked ? statusLabel(asked) : 'Confirm'}
          cancelLabel="Cancel"
          danger={asked === '021B'}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsked(null)}
        >
          {asked === '021C' ? 'The application goes back to Under review.' : `${u.fullName} will be told that the application is now ${asked ? statusLabel(asked) : ''}.`}
        </ConfirmDialog>
      </div>
    </TwoColumns>
  );
}
