import type { IndividualInfo, ResumeDetail } from '@phjobs/contracts/talent';
import { EDUCATION, EMPLOYEE_TYPE, WEEKDAY, WORKING_DAY, WORKING_HOUR, WORKING_PERIOD } from '@phjobs/contracts/codes';
import { fileUrl } from '@phjobs/web-core/api';
import { Badge } from '@phjobs/ui/components/Chip';
import { formatDate, formatPeso, formatPhone } from '@phjobs/ui/format';
import { careerLength, formatYearMonth } from '../domain/resumeForm';
import { salaryUnitLabel } from '../domain/places';
import { Avatar } from './Avatar';

const label = (table: Record<string, string>, code: string | null | undefined) => (code ? (table[code] ?? code) : '');

function workingDayText(wd: ResumeDetail['workingConditions']['workingDay']): string {
  if (!wd) return '';
  const base = wd.workingDay === '007G' ? wd.selectedDay.map((d) => label(WEEKDAY, d)).join(', ') : label(WORKING_DAY, wd.workingDay);
  return [base, wd.isNegotiable ? 'negotiable' : '', wd.detailCondition ?? ''].filter(Boolean).join(' · ');
}

function workingHourText(wh: ResumeDetail['workingConditions']['workingHour']): string {
  if (!wh) return '';
  const base = wh.isListSelect ? label(WORKING_HOUR, wh.workingHour) : wh.workingHourFrom && wh.workingHourTo ? `${wh.workingHourFrom} ~ ${wh.workingHourTo}` : '';
  return [base, wh.isNegotiable ? 'negotiable' : ''].filter(Boolean).join(' · ');
}

/** A resume as its owner sees it: profile, every section, files. */
export function ResumeView({ resume, profile }: { resume: ResumeDetail; profile: IndividualInfo | null }) {
  const wc = resume.workingConditions;
  const salary = wc.salary ? (wc.salary.salaryType === '010F' ? 'Negotiable' : `${salaryUnitLabel(wc.salary.salaryType)} ${wc.salary.salaryMoreThan !== null ? `${formatPeso(wc.salary.salaryMoreThan)} or more` : ''}`.trim()) : '';
  const conditions: [string, string][] = [
    ['Specialization', resume.specializationList.map((s) => s.name).join(', ')],
    ['Region', resume.regionList.map((r) => (r.cityName ? `${r.cityName}, ${r.provinceName}` : r.provinceName)).join(' / ')],
    ['Employment type', wc.employeeType.map((t) => label(EMPLOYEE_TYPE, t)).join(', ')],
    ['Working days', workingDayText(wc.workingDay)],
    ['Work period', wc.workPeriod ? [label(WORKING_PERIOD, wc.workPeriod.workPeriod), wc.workPeriod.isNegotiable ? 'negotiable' : ''].filter(Boolean).join(' · ') : ''],
    ['Working hours', workingHourText(wc.workingHour)],
    ['Salary', salary],
  ];
  const photoKey = resume.resumeProfileImageKey ?? resume.photoKey ?? profile?.photoKey ?? null;
  return (
    <div className="acc-resume">
      <section className="ph-section">
        <div className="acc-resume__badges">
          <Badge tone={resume.statusCode === '020A' ? 'success' : 'default'}>{resume.statusCode === '020A' ? 'Published' : 'Private'}</Badge>
          <span className="ph-muted">Updated {formatDate(resume.updatedAt)}</span>
        </div>
        <h2 className="acc-resume__title">{resume.title}</h2>
        {profile ? (
          <div className="acc-resume__profile">
            <Avatar photoKey={photoKey} name={profile.fullName} size={64} />
            <div>
              <p className="acc-resume__name">
                {profile.fullName}{' '}
                <span className="ph-muted">
                  {profile.genderCode ? (profile.genderCode === '003A' ? 'Male' : 'Female') : ''}
                  {profile.birthDate ? ` · ${formatDate(profile.birthDate)}` : ''}
                </span>
              </p>
              <p className="ph-muted">{[formatPhone(profile.phoneNumber), profile.email].filter(Boolean).join(' · ')}</p>
              {profile.address ? <p className="ph-muted">{profile.address}</p> : null}
            </div>
          </div>
        ) : null}
      </section>
      <section className="ph-section">
        <h3 className="ph-section-title">Education</h3>
        <p>{label(EDUCATION, resume.education)}</p>
      </section>
      <section className="ph-section">
        <h3 className="ph-section-title">
          Career <span className="ph-muted acc-small">{careerLength(resume.totalNumberOfMonthsInCareer)}</span>
        </h3>
        {resume.career.length === 0 ? (
          <p className="ph-muted">Newcomer</p>
        ) : (
          <ul className="acc-career">
            {resume.career.map((c, i) => (
              <li key={i}>
                <strong>{c.companyName}</strong>
                <span>{c.position}</span>
                <span className="ph-muted">
                  {formatYearMonth(c.periodFrom)} ~ {c.isInOffice ? 'Present' : formatYearMonth(c.periodTo)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="ph-section">
        <h3 className="ph-section-title">Working conditions</h3>
        <dl className="acc-info acc-info--plain">
          {conditions.map(([k, v]) => (
            <div key={k} className="acc-info__row">
              <dt>{k}</dt>
              <dd>{v || <span className="ph-muted">-</span>}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="ph-section">
        <h3 className="ph-section-title">Self introduction</h3>
        <p className="acc-pre">{resume.selfIntroduction}</p>
      </section>
      <section className="ph-section">
        <h3 className="ph-section-title">Ability</h3>
        {resume.ability.length === 0 ? (
          <p className="ph-muted">-</p>
        ) : (
          <ul className="acc-abilities">
            {resume.ability.map((a, i) => (
              <li key={i}>
                <Badge tone="accent">{a.skill === '005A' ? 'Language' : 'Computer'}</Badge> {a.field} <span className="ph-muted">· {a.level}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="ph-section">
        <h3 className="ph-section-title">Portfolio</h3>
        {resume.portfolio.length === 0 && resume.resumePhoto.length === 0 ? <p className="ph-muted">-</p> : null}
        {resume.resumePhoto.length ? (
          <div className="acc-photos">
            {resume.resumePhoto.map((p) => (
              <a key={p.key} href={fileUrl(p.key) ?? '#'} target="_blank" rel="noreferrer">
                <img src={fileUrl(p.key) ?? ''} alt={p.fileName} />
              </a>
            ))}
          </div>
        ) : null}
        <ul className="acc-files">
          {resume.portfolio.map((f) => (
            <li key={f.key}>
              <a href={fileUrl(f.key) ?? '#'} target="_blank" rel="noreferrer">
                {f.fileName || f.key}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
