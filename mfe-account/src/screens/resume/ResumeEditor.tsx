import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from '@phjobs/web-core/router';
import { EDUCATION, EMPLOYEE_TYPE, SALARY_UNIT, WEEKDAY, WORKING_DAY, WORKING_HOUR, WORKING_PERIOD, type EducationCode } from '@phjobs/contracts/codes';
import { REGION_TREE, cityById, provinceById, type RegionItem } from '@phjobs/contracts/regions';
import { SPECIALIZATION_TREE, codeItem, codeName, type CodeItem } from '@phjobs/contracts/taxonomy';
import type { IndividualInfo } from '@phjobs/contracts/talent';
import { ApiError } from '@phjobs/web-core/api';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { Chip } from '@phjobs/ui/components/Chip';
import { Checkbox, ChipGroup, ChipRadio, FieldError, TextField } from '@phjobs/ui/components/Field';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { Modal } from '@phjobs/ui/components/Modal';
import { TwoLevelPicker } from '@phjobs/ui/components/TwoLevelPicker';
import { formatPhone } from '@phjobs/ui/format';
import { useApiQuery } from '@phjobs/web-core/query';
import { createResume, getIndividualInfo, getResume, updateResume } from '../../api/talent';
import { Avatar } from '../../components/Avatar';
import { FilePicker } from '../../components/FilePicker';
import { ScreenHeader } from '../../components/ScreenHeader';
import { Select } from '@phjobs/ui/components/Select';
import { Textarea } from '@phjobs/ui/components/Textarea';
import {
  careerLength,
  emptyAbility,
  emptyCareer,
  emptyResume,
  formatYearMonth,
  fromDetail,
  resumeBody,
  SAMPLE_SELF_INTRODUCTION,
  sectionOf,
  SELF_INTRODUCTION_LENGTH,
  TITLE_MAX,
  titleCounter,
  validateResume,
  validateSelfIntroduction,
  validateTitle,
  type ResumeErrors,
  type ResumeFormValues,
  type ResumeSection,
} from '../../domain/resumeForm';

const options = (table: Record<string, string>) => Object.entries(table).map(([value, label]) => ({ value, label }));
const EDUCATION_OPTIONS = options(EDUCATION);
const EMP_TYPE_OPTIONS = options(EMPLOYEE_TYPE);
const WORKING_DAY_OPTIONS = options(WORKING_DAY).filter((o) => o.value !== '007A');
const WEEKDAY_OPTIONS = options(WEEKDAY);
const PERIOD_OPTIONS = options(WORKING_PERIOD);
const HOUR_OPTIONS = options(WORKING_HOUR);
const UNIT_OPTIONS = options(SALARY_UNIT).map((o) => ({ ...o, label: o.label[0]?.toUpperCase() + o.label.slice(1) }));
const SECTION_TITLES: Record<ResumeSection, string> = {
  title: 'Title',
  education: 'Education',
  career: 'Career',
  workingConditions: 'Working conditions',
  selfIntroduction: 'Self introduction',
  ability: 'Ability',
  portfolio: 'Portfolio',
};
const SECTIONS = Object.keys(SECTION_TITLES) as ResumeSection[];

type Loaded = { values: ResumeFormValues; profile: IndividualInfo | null };

async function load(id: string | undefined, signal: AbortSignal): Promise<Loaded> {
  const profile = getIndividualInfo(signal).catch(() => null);
  if (!id) return { values: emptyResume(), profile: await profile };
  const resume = await getResume(id, signal);
  return { values: fromDetail(resume), profile: await profile };
}

/** /myPage/resume/register ('Resume register') and /myPage/resume/{id}/edit. */
export function ResumeEditor({ mode }: { mode: 'create' | 'edit' }) {
  const { id } = useParams();
  const state = useApiQuery(['account', 'resumeEditor', mode, id], (signal) => load(mode === 'edit' ? id : undefined, signal));
  return (
    <div className="ph-page">
      <ScreenHeader title={mode === 'create' ? 'Resume register' : 'Resume edit'} />
      <Async state={state}>{(loaded) => <EditorBody mode={mode} resumeId={id} initial={loaded.values} profile={loaded.profile} />}</Async>
    </div>
  );
}

function summaryOf(section: ResumeSection, v: ResumeFormValues): string {
  switch (section) {
    case 'title':
      return v.title.trim();
    case 'education':
      return v.education ? EDUCATION[v.education] : '';
    case 'career':
      return v.isNewcomer ? 'Newcomer' : v.career.map((c) => c.companyName).filter(Boolean).join(', ');
    case 'workingConditions':
      return [
        v.specialization.map((s) => codeName(SPECIALIZATION_TREE, s) ?? s).join(', '),
        v.region.map((r) => (r.city ? cityById(r.city)?.name : provinceById(r.province)?.name) ?? r.province).join(', '),
        v.employeeType.map((t) => (EMPLOYEE_TYPE as Record<string, string>)[t] ?? t).join(', '),
      ]
        .filter(Boolean)
        .join(' · ');
    case 'selfIntroduction':
      return v.selfIntroduction.trim() ? `${v.selfIntroduction.trim().slice(0, 60)}${v.selfIntroduction.trim().length > 60 ? '…' : ''}` : '';
    case 'ability':
      return v.ability.map((a) => a.field).filter(Boolean).join(', ');
    case 'portfolio':
      return [v.portfolio.length ? `${v.portfolio.length} file(s)` : '', v.resumePhoto.length ? `${v.resumePhoto.length} photo(s)` : ''].filter(Boolean).join(', ');
  }
}

function EditorBody({ mode, resumeId, initial, profile }: { mode: 'create' | 'edit'; resumeId: string | undefined; initial: ResumeFormValues; profile: IndividualInfo | null }) {
  const navigate = useNavigate();
  const [v, setV] = useState<ResumeFormValues>(initial);
  // after the first Register, the form's errors follow every change; the service's stay until the next try
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<ResumeErrors>({});
  const errors = useMemo<ResumeErrors>(() => (tried ? { ...serverErrors, ...validateResume(v, mode) } : serverErrors), [tried, serverErrors, v, mode]);
  const [open, setOpen] = useState<ResumeSection | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  const update = (patch: Partial<ResumeFormValues>) => setV((cur) => ({ ...cur, ...patch }));
  const sectionErrors = useMemo(() => {
    const bySection = new Map<ResumeSection, string>();
    for (const [path, message] of Object.entries(errors)) if (!bySection.has(sectionOf(path))) bySection.set(sectionOf(path), message);
    return bySection;
  }, [errors]);

  const closeSection = () => setOpen(null);

  const submit = async () => {
    if (submitting.current) return;
    const found = validateResume(v, mode);
    setTried(true);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(found).length) return;
    submitting.current = true;
    setBusy(true);
    try {
      const saved = mode === 'create' ? await createResume(resumeBody(v)) : await updateResume(resumeId ?? '', resumeBody(v));
      navigate(`/myPage/resume/${saved?.resumeId ?? resumeId ?? ''}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) {
        setServerErrors(error.fields);
      } else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      {profile ? (
        <section className="ph-section acc-resume__profile">
          <Avatar photoKey={v.resumeProfileImageKey ?? profile.photoKey} name={profile.fullName} size={56} />
          <div>
            <p className="acc-resume__name">{profile.fullName}</p>
            <p className="ph-muted acc-small">{[formatPhone(profile.phoneNumber), profile.email].filter(Boolean).join(' · ')}</p>
            <Link to="/myPage/userInfo" className="acc-small">
              Edit member info
            </Link>
          </div>
        </section>
      ) : null}
      <ul className="acc-sections">
        {SECTIONS.map((s) => {
          const summary = summaryOf(s, v);
          const error = sectionErrors.get(s);
          return (
            <li key={s}>
              <button type="button" className={`acc-section-card${error ? ' acc-section-card--error' : ''}`} onClick={() => setOpen(s)}>
                <span className="acc-section-card__text">
                  <span className="acc-section-card__title">
                    {SECTION_TITLES[s]}
                    {s === 'ability' || s === 'portfolio' ? <span className="ph-muted acc-small"> (optional)</span> : null}
                  </span>
                  <span className={summary ? 'acc-section-card__summary' : 'acc-section-card__empty'}>{summary || 'Not entered'}</span>
                  {error ? <span className="ph-field__error">{error}</span> : null}
                </span>
                <ChevronRightIcon width={18} height={18} />
              </button>
            </li>
          );
        })}
      </ul>
      <section className="ph-section">
        <Checkbox checked={v.isPublish} onChange={(on) => update({ isPublish: on })}>
          Publish this resume (companies can find it and send offers)
        </Checkbox>
        {failure || Object.keys(errors).length ? (
          <p className="acc-failure" role="alert">
            {Object.keys(errors).length ? 'Please check the marked sections.' : failure}
          </p>
        ) : null}
      </section>
      <BottomBar>
        <Button size="lg" block loading={busy} onClick={() => void submit()}>
          Register
        </Button>
      </BottomBar>

      <Modal
        open={open !== null}
        fullScreen
        title={open ? SECTION_TITLES[open] : ''}
        onClose={closeSection}
        footer={
          <Button size="lg" block onClick={closeSection}>
            Done
          </Button>
        }
      >
        <div className="acc-subeditor">
          {open === 'title' ? <TitleEditor value={v.title} onChange={(title) => update({ title })} /> : null}
          {open === 'education' ? (
            <Select id="re-education" label="Education" value={v.education} placeholder="Select your education" options={EDUCATION_OPTIONS} onChange={(x) => update({ education: x as EducationCode | '' })} error={errors.education} />
          ) : null}
          {open === 'career' ? <CareerEditor v={v} update={update} errors={errors} /> : null}
          {open === 'workingConditions' ? <ConditionsEditor v={v} update={update} errors={errors} /> : null}
          {open === 'selfIntroduction' ? <IntroEditor v={v} update={update} mode={mode} errors={errors} /> : null}
          {open === 'ability' ? <AbilityEditor v={v} update={update} errors={errors} /> : null}
          {open === 'portfolio' ? (
            <div className="ph-form">
              <FilePicker id="re-profile-photo" label="Resume photo" images max={1} accept="image/jpeg,image/png,image/gif" files={v.resumeProfileImageKey ? [{ key: v.resumeProfileImageKey, fileName: 'Resume photo' }] : []} onChange={(f) => update({ resumeProfileImageKey: f[0]?.key ?? null })} hint="Shown on the resume instead of your profile photo." />
              <FilePicker id="re-photos" label="Photos" images max={10} accept="image/jpeg,image/png,image/gif" files={v.resumePhoto} onChange={(resumePhoto) => update({ resumePhoto })} />
              <FilePicker id="re-portfolio" label="Portfolio" max={10} accept=".pdf,.doc,.docx,.hwp,image/jpeg,image/png,image/gif" files={v.portfolio} onChange={(portfolio) => update({ portfolio })} hint="pdf, Word, hwp or images, up to 10 MB each." />
            </div>
          ) : null}
        </div>
      </Modal>
    </>
  );
}

function TitleEditor({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const error = value ? validateTitle(value) : null;
  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor="re-title">
        Title
      </label>
      <input id="re-title" className={`ph-input${error ? ' ph-input--invalid' : ''}`} value={value} onChange={(e) => onChange(e.target.value)} placeholder="e.g. Bilingual customer service agent, 3 years in BPO" />
      <p className={`ph-counter${value.length > TITLE_MAX ? ' acc-counter--over' : ''}`} aria-live="polite">
        {titleCounter(value)}
      </p>
      <FieldError>{error}</FieldError>
    </div>
  );
}

type EditorProps = { v: ResumeFormValues; update: (patch: Partial<ResumeFormValues>) => void; errors: ResumeErrors };

function CareerEditor({ v, update, errors }: EditorProps) {
  const setEntry = (i: number, patch: Partial<ResumeFormValues['career'][number]>) => update({ career: v.career.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const thisMonth = new Date().toISOString().slice(0, 7);
  return (
    <div className="ph-form">
      <ChipRadio
        label="Career"
        options={[
          { value: 'newcomer', label: 'Newcomer' },
          { value: 'experienced', label: 'Experienced' },
        ]}
        value={v.isNewcomer ? 'newcomer' : 'experienced'}
        onChange={(x) => update({ isNewcomer: x === 'newcomer', career: x === 'experienced' && v.career.length === 0 ? [emptyCareer()] : v.career })}
      />
      <FieldError>{errors.career}</FieldError>
      {!v.isNewcomer
        ? v.career.map((c, i) => (
            <fieldset key={i} className="acc-entry">
              <legend className="acc-entry__legend">
                Career {i + 1}
                <button type="button" className="ph-text-btn acc-danger-text" onClick={() => update({ career: v.career.filter((_, j) => j !== i) })}>
                  Remove
                </button>
              </legend>
              <TextField id={`re-c${i}-company`} label="Company name" value={c.companyName} onChange={(x) => setEntry(i, { companyName: x })} error={errors[`career.${i}.companyName`]} maxLength={100} />
              <div className="ph-inline-fields">
                <div className="ph-text-field">
                  <label className="ph-field__label" htmlFor={`re-c${i}-from`}>
                    From (YYYY-MM)
                  </label>
                  <input id={`re-c${i}-from`} className="ph-input" type="month" max={thisMonth} value={c.periodFrom} onChange={(e) => setEntry(i, { periodFrom: e.target.value })} />
                </div>
                <div className="ph-text-field">
                  <label className="ph-field__label" htmlFor={`re-c${i}-to`}>
                    To (YYYY-MM)
                  </label>
                  <input id={`re-c${i}-to`} className="ph-input" type="month" max={thisMonth} value={c.isInOffice ? '' : c.periodTo} disabled={c.isInOffice} onChange={(e) => setEntry(i, { periodTo: e.target.value })} />
                </div>
              </div>
              <FieldError>{errors[`career.${i}.periodFrom`] ?? errors[`career.${i}.periodTo`]}</FieldError>
              <Checkbox checked={c.isInOffice} onChange={(on) => setEntry(i, { isInOffice: on, periodTo: on ? '' : c.periodTo })}>
                I currently work here
              </Checkbox>
              <TextField id={`re-c${i}-position`} label="Position" value={c.position} onChange={(x) => setEntry(i, { position: x })} error={errors[`career.${i}.position`]} maxLength={100} />
              {c.periodFrom ? (
                <p className="ph-muted acc-small">
                  {formatYearMonth(c.periodFrom)} ~ {c.isInOffice ? 'Present' : formatYearMonth(c.periodTo)}
                </p>
              ) : null}
            </fieldset>
          ))
        : null}
      {!v.isNewcomer ? (
        <Button variant="outline" onClick={() => update({ career: [...v.career, emptyCareer()] })} disabled={v.career.length >= 20}>
          + Add career
        </Button>
      ) : (
        <p className="ph-muted">{careerLength(0)}: no career entries needed.</p>
      )}
    </div>
  );
}

function regionItems(picks: ResumeFormValues['region']): RegionItem[] {
  return picks.map((r) => (r.city ? cityById(r.city) : provinceById(r.province))).filter((x): x is RegionItem => !!x);
}

function ConditionsEditor({ v, update, errors }: EditorProps) {
  const [picker, setPicker] = useState<'specialization' | 'region' | null>(null);
  const specItems = v.specialization.map((id) => codeItem(SPECIALIZATION_TREE, id)).filter((x): x is CodeItem<'specialization'> => !!x);
  const regions = regionItems(v.region);
  const wd = v.workingDay;
  const wh = v.workingHour;
  return (
    <div className="ph-form">
      <PickerField label="Specialization (up to 5)" error={errors['workingConditions.specialization']} onOpen={() => setPicker('specialization')}>
        {specItems.map((s) => (
          <Chip key={s.id} tone="accent" onRemove={() => update({ specialization: v.specialization.filter((x) => x !== s.id) })}>
            {s.name}
          </Chip>
        ))}
      </PickerField>
      <PickerField label="Region (up to 5)" error={errors['workingConditions.region']} onOpen={() => setPicker('region')}>
        {regions.map((r) => (
          <Chip key={r.id} tone="accent" onRemove={() => update({ region: v.region.filter((x) => (x.city ?? x.province) !== r.id) })}>
            {r.name}
          </Chip>
        ))}
      </PickerField>
      <div className="ph-text-field">
        <p className="ph-field__label">Employment type</p>
        <ChipGroup label="Employment type" options={EMP_TYPE_OPTIONS} value={v.employeeType} onChange={(employeeType) => update({ employeeType })} />
        <FieldError>{errors['workingConditions.employeeType']}</FieldError>
      </div>
      <Select id="re-wd" label="Working days" value={wd.workingDay} placeholder="Not specified" options={WORKING_DAY_OPTIONS} onChange={(x) => update({ workingDay: { ...wd, workingDay: x } })} />
      {wd.workingDay === '007G' ? <ChipGroup label="Days" options={WEEKDAY_OPTIONS} value={wd.selectedDay} onChange={(selectedDay) => update({ workingDay: { ...wd, selectedDay } })} /> : null}
      {wd.workingDay ? (
        <Checkbox checked={wd.isNegotiable} onChange={(on) => update({ workingDay: { ...wd, isNegotiable: on } })}>
          Days negotiable
        </Checkbox>
      ) : null}
      <Select id="re-wp" label="Work period" value={v.workPeriod.workPeriod} placeholder="Not specified" options={PERIOD_OPTIONS} onChange={(x) => update({ workPeriod: { ...v.workPeriod, workPeriod: x } })} />
      {v.workPeriod.workPeriod ? (
        <Checkbox checked={v.workPeriod.isNegotiable} onChange={(on) => update({ workPeriod: { ...v.workPeriod, isNegotiable: on } })}>
          Period negotiable
        </Checkbox>
      ) : null}
      <div className="ph-text-field">
        <p className="ph-field__label">Working hours</p>
        <ChipRadio
          label="Working hours input"
          options={[
            { value: 'list', label: 'Choose' },
            { value: 'time', label: 'Enter times' },
          ]}
          value={wh.isListSelect ? 'list' : 'time'}
          onChange={(x) => update({ workingHour: { ...wh, isListSelect: x === 'list' } })}
        />
        {wh.isListSelect ? (
          <Select id="re-wh" label="Hours" value={wh.workingHour} placeholder="Not specified" options={HOUR_OPTIONS} onChange={(x) => update({ workingHour: { ...wh, workingHour: x } })} />
        ) : (
          <div className="ph-inline-fields">
            <input className="ph-input" type="time" aria-label="From" value={wh.workingHourFrom} onChange={(e) => update({ workingHour: { ...wh, workingHourFrom: e.target.value } })} />
            <span className="acc-tilde">~</span>
            <input className="ph-input" type="time" aria-label="To" value={wh.workingHourTo} onChange={(e) => update({ workingHour: { ...wh, workingHourTo: e.target.value } })} />
          </div>
        )}
        <Checkbox checked={wh.isNegotiable} onChange={(on) => update({ workingHour: { ...wh, isNegotiable: on } })}>
          Hours negotiable
        </Checkbox>
      </div>
      <div className="ph-text-field">
        <label className="ph-field__label" htmlFor="re-salary">
          Salary
        </label>
        <div className="acc-inline">
          <label className="ph-visually-hidden" htmlFor="re-salary-unit">
            Salary unit
          </label>
          <select id="re-salary-unit" className="ph-select acc-unit" value={v.salary.salaryType} onChange={(e) => update({ salary: { ...v.salary, salaryType: e.target.value } })}>
            {UNIT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <span className="acc-peso" aria-hidden="true">
            ₱
          </span>
          <input id="re-salary" className="ph-input" inputMode="decimal" placeholder="or more" disabled={v.salary.salaryType === '010F'} value={v.salary.salaryMoreThan} onChange={(e) => update({ salary: { ...v.salary, salaryMoreThan: e.target.value.replace(/[^\d.,]/g, '') } })} />
        </div>
      </div>
      <TwoLevelPicker
        open={picker === 'specialization'}
        title="Specialization"
        items={SPECIALIZATION_TREE}
        value={specItems}
        max={5}
        onClose={() => setPicker(null)}
        onApply={(picked) => {
          update({ specialization: picked.map((p) => p.id) });
          setPicker(null);
        }}
      />
      <TwoLevelPicker
        open={picker === 'region'}
        title="Region"
        items={REGION_TREE}
        value={regions}
        max={5}
        onClose={() => setPicker(null)}
        onApply={(picked) => {
          update({ region: picked.map((p) => (p.depth === 2 && p.parent_id ? { province: p.parent_id, city: p.id } : { province: p.id, city: null })) });
          setPicker(null);
        }}
      />
    </div>
  );
}

function PickerField({ label, error, onOpen, children }: { label: string; error?: string | undefined; onOpen: () => void; children: ReactNode }) {
  return (
    <div className="ph-text-field">
      <p className="ph-field__label">{label}</p>
      <div className="ph-picked-summary">{children}</div>
      <Button variant="outline" onClick={onOpen}>
        Choose
      </Button>
      <FieldError>{error}</FieldError>
    </div>
  );
}

function IntroEditor({ v, update, mode, errors }: EditorProps & { mode: 'create' | 'edit' }) {
  const live = v.selfIntroduction ? validateSelfIntroduction(v.selfIntroduction, mode) : null;
  return (
    <div className="ph-form">
      <div className="ph-text-field">
        <p className="ph-field__label">How do you want to write it?</p>
        <ChipRadio
          label="Selection"
          options={[
            { value: 'direct', label: 'Write it myself' },
            { value: 'sample', label: 'Start from a sample' },
          ]}
          value={v.selection || null}
          onChange={(x) => update({ selection: x, selfIntroduction: x === 'sample' && !v.selfIntroduction.trim() ? SAMPLE_SELF_INTRODUCTION : v.selfIntroduction })}
        />
        <FieldError>{errors.selection}</FieldError>
      </div>
      <Textarea
        id="re-intro"
        label="Self introduction"
        value={v.selfIntroduction}
        onChange={(selfIntroduction) => update({ selfIntroduction })}
        rows={10}
        counter={`${v.selfIntroduction.length} / ${SELF_INTRODUCTION_LENGTH.max} (at least ${SELF_INTRODUCTION_LENGTH.min})`}
        error={live ?? errors.selfIntroduction}
        placeholder="Your strengths, experience and the work you are looking for"
      />
    </div>
  );
}

function AbilityEditor({ v, update, errors }: EditorProps) {
  const setEntry = (i: number, patch: Partial<ResumeFormValues['ability'][number]>) => update({ ability: v.ability.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  return (
    <div className="ph-form">
      {v.ability.map((a, i) => (
        <fieldset key={i} className="acc-entry">
          <legend className="acc-entry__legend">
            Ability {i + 1}
            <button type="button" className="ph-text-btn acc-danger-text" onClick={() => update({ ability: v.ability.filter((_, j) => j !== i) })}>
              Remove
            </button>
          </legend>
          <ChipRadio
            label={`Ability ${i + 1} skill`}
            options={[
              { value: '005A', label: 'Language' },
              { value: '005B', label: 'Computer / other' },
            ]}
            value={a.skill}
            onChange={(skill) => setEntry(i, { skill })}
          />
          <TextField id={`re-a${i}-field`} label={a.skill === '005A' ? 'Language' : 'Skill'} value={a.field} onChange={(field) => setEntry(i, { field })} error={errors[`ability.${i}.field`]} maxLength={50} placeholder={a.skill === '005A' ? 'e.g. English' : 'e.g. MS Excel'} />
          <TextField id={`re-a${i}-level`} label="Level" value={a.level} onChange={(level) => setEntry(i, { level })} error={errors[`ability.${i}.level`]} maxLength={30} placeholder={a.skill === '005A' ? 'e.g. Fluent' : 'e.g. Advanced'} />
        </fieldset>
      ))}
      <Button variant="outline" onClick={() => update({ ability: [...v.ability, emptyAbility()] })} disabled={v.ability.length >= 30}>
        + Add ability
      </Button>
    </div>
  );
}
