/** The six steps of the job ad wizard (employer.md section 3 'Job ad payload'). */
import { lazy, Suspense } from 'react';
import { APPLY_METHOD, EDUCATION, EMPLOYEE_TYPE, LANGUAGE, LIMITS, NATIONALITY, SALARY_UNIT, WEEKDAY, WORK_TYPE, WORKING_DAY, WORKING_HOUR, WORKING_PERIOD, type CodeTable } from '@phjobs/contracts/codes';
import { JOB_AD_FORM_LIMITS } from '@phjobs/contracts/job-ad-form-text';
import { CITY_GEO, citiesOf, PROVINCES, REGION_TREE } from '@phjobs/contracts/regions';
import { PREFERENCE_TREE, SPECIALIZATION_TREE, WELFARE_TREE } from '@phjobs/contracts/taxonomy';
import { Checkbox, ChipGroup, ChipRadio, Field, TextField } from '@phjobs/ui/components/Field';
import { Select } from '@phjobs/ui/components/Select';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { useRuntimeConfig } from '@phjobs/web-core/runtimeConfig';
import { OwnFormUpload, PhotoUpload, TreePickField } from './controls';
import { PHONE_PREFIX, pointOf, type AdFormValues, type FieldErrors, type Nationality } from './values';

const WorkplacePinMap = lazy(() => import(/* webpackChunkName: "ad-workplace-map" */ './WorkplacePinMap'));

export type StepProps = { values: AdFormValues; set: (patch: Partial<AdFormValues>) => void; errors: FieldErrors };

const options = <C extends string>(table: CodeTable<C>, skip: readonly string[] = []) =>
  (Object.entries(table) as [C, string][]).filter(([value]) => !skip.includes(value)).map(([value, label]) => ({ value, label }));

const PROVINCE_OPTIONS = [...PROVINCES].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ value: p.id, label: p.name }));
const NATIONALITY_OPTIONS = ([0, 1, 2] as const).map((n) => ({ value: String(n), label: NATIONALITY[n] }));
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const SALARY_OPTIONS = options(SALARY_UNIT).map((o) => ({ value: o.value, label: cap(o.label) }));

/** Step 0: recruitment basics. */
export function StepBasics({ values: v, set, errors }: StepProps) {
  return (
    <div className="ph-form">
      <PhotoUpload photos={v.jobPhoto} onChange={(jobPhoto) => set({ jobPhoto })} max={JOB_AD_FORM_LIMITS.photos} error={errors.jobPhoto} />
      <TextField id="title" label="Job title" value={v.title} maxLength={JOB_AD_FORM_LIMITS.title} placeholder="e.g. Barista (morning shift)" onChange={(title) => set({ title })} error={errors.title} />
      <TreePickField id="specialization" label="Specialization" items={SPECIALIZATION_TREE} value={v.specialization} max={LIMITS.pickLimit} onChange={(specialization) => set({ specialization })} error={errors.specialization} />
      <Field label="Applicants">
        <Checkbox checked={v.isBeginnerPossible} onChange={(isBeginnerPossible) => set({ isBeginnerPossible })}>
          Beginners welcome
        </Checkbox>
        <Checkbox checked={v.isPublicInstitution} onChange={(isPublicInstitution) => set({ isPublicInstitution })}>
          Public institution
        </Checkbox>
      </Field>
      <Field label="Nationality">
        <ChipRadio label="Nationality" options={NATIONALITY_OPTIONS} value={String(v.nationality)} onChange={(n) => set({ nationality: Number(n) as Nationality })} />
      </Field>
      <Textarea id="detailInput" label="About the company (shown with the contact)" value={v.detailInput} max={JOB_AD_FORM_LIMITS.detailInput} rows={4} onChange={(detailInput) => set({ detailInput })} error={errors.detailInput} />
    </div>
  );
}

/** Step 1: education and preference. */
export function StepEducation({ values: v, set, errors }: StepProps) {
  return (
    <div className="ph-form">
      <Select id="education" label="Education" value={v.education} options={options(EDUCATION)} onChange={(education) => set({ education })} error={errors.education} />
      <TreePickField id="preference" label="Preference" items={PREFERENCE_TREE} value={v.preference} max={LIMITS.pickLimit} onChange={(preference) => set({ preference })} error={errors.preference} hint="Optional: who you would like to hire." />
    </div>
  );
}

/** Step 2: working conditions. */
export function StepConditions({ values: v, set, errors }: StepProps) {
  const negotiable = v.salaryType === '010F';
  return (
    <div className="ph-form">
      <Field id="employeeType" label="Employment type" error={errors.employeeType}>
        <ChipGroup label="Employment type" options={options(EMPLOYEE_TYPE)} value={v.employeeType} onChange={(employeeType) => set({ employeeType })} />
      </Field>

      <Field label="Work period">
        <Select id="workPeriod" label="Period" value={v.workPeriod} placeholder="Not specified" options={options(WORKING_PERIOD)} onChange={(workPeriod) => set({ workPeriod })} />
        <div className="ph-inline-fields">
          <TextField id="startDate" type="date" label="Start date" value={v.startDate} onChange={(startDate) => set({ startDate })} error={errors.startDate} />
          <TextField id="endDate" type="date" label="End date" value={v.endDate} onChange={(endDate) => set({ endDate })} error={errors.endDate} />
        </div>
        <Checkbox checked={v.workPeriodNegotiable} onChange={(workPeriodNegotiable) => set({ workPeriodNegotiable })}>
          Negotiable
        </Checkbox>
      </Field>

      <Field id="selectedDay" label="Working days" error={errors.selectedDay}>
        <ChipRadio label="Working days" options={options(WORKING_DAY, ['007A'])} value={v.workingDay} onChange={(workingDay) => set({ workingDay })} />
        {v.workingDay === '007G' ? <ChipGroup label="Days" options={options(WEEKDAY)} value={v.selectedDay} onChange={(selectedDay) => set({ selectedDay })} /> : null}
        <TextField id="detailCondition" label="Details (optional)" value={v.detailCondition} placeholder="e.g. rotating day off" onChange={(detailCondition) => set({ detailCondition })} />
        <Checkbox checked={v.workingDayNegotiable} onChange={(workingDayNegotiable) => set({ workingDayNegotiable })}>
          Negotiable
        </Checkbox>
      </Field>

      <Field id="workingHourList" label="Working hours" error={errors.workingHourList}>
        <ChipRadio
          label="How to give the hours"
          options={[
            { value: 'range', label: 'From / to' },
            { value: 'list', label: `Pick from the list (up to ${LIMITS.workingHourListLimit})` },
          ]}
          value={v.workingHourMode}
          onChange={(workingHourMode) => set({ workingHourMode: workingHourMode === 'list' ? 'list' : 'range' })}
        />
        {v.workingHourMode === 'range' ? (
          <div className="ph-inline-fields">
            <TextField id="workingHourFrom" type="time" label="From" value={v.workingHourFrom} onChange={(workingHourFrom) => set({ workingHourFrom })} error={errors.workingHourFrom} />
            <TextField id="workingHourTo" type="time" label="To" value={v.workingHourTo} onChange={(workingHourTo) => set({ workingHourTo })} error={errors.workingHourTo} />
          </div>
        ) : (
          <ChipGroup label="Working-hour list" options={options(WORKING_HOUR)} value={v.workingHourList} max={LIMITS.workingHourListLimit} onChange={(workingHourList) => set({ workingHourList })} />
        )}
        <Checkbox checked={v.workingHourNegotiable} onChange={(workingHourNegotiable) => set({ workingHourNegotiable })}>
          Negotiable
        </Checkbox>
      </Field>

      <Field label="Salary (PHP)">
        <div className="ph-inline-fields">
          <Select id="salaryType" label="Paid by" value={v.salaryType} placeholder="Select" options={SALARY_OPTIONS} onChange={(salaryType) => set(salaryType === '010F' ? { salaryType, salaryMoreThan: '' } : { salaryType })} error={errors.salaryType} />
          <TextField
            id="salaryMoreThan"
            label="Amount"
            inputMode="decimal"
            value={negotiable ? '' : v.salaryMoreThan}
            placeholder={negotiable ? 'Negotiable' : 'e.g. 700'}
            disabled={negotiable}
            onChange={(salaryMoreThan) => set({ salaryMoreThan: salaryMoreThan.replace(/[^\d.]/g, '') })}
            error={errors.salaryMoreThan}
          />
        </div>
        <Checkbox checked={v.isSameDayPayment} onChange={(isSameDayPayment) => set({ isSameDayPayment })}>
          Paid the same day
        </Checkbox>
      </Field>

      <TreePickField id="welfarebenefit" label="Welfare" items={WELFARE_TREE} value={v.welfarebenefit} max={WELFARE_TREE.length} onChange={(welfarebenefit) => set({ welfarebenefit })} error={errors.welfarebenefit} />
      <Field label="Language">
        <ChipGroup label="Language" options={options(LANGUAGE)} value={v.language} onChange={(language) => set({ language })} />
      </Field>
      <Field label="Work type">
        <ChipGroup label="Work type" options={options(WORK_TYPE)} value={v.workType} onChange={(workType) => set({ workType })} />
      </Field>
    </div>
  );
}

/**
 * Step 3: the workplace. The province and city and the address; with a Maps key in /config.json a
 * map whose draggable pin sets lat/lng (the same key-at-runtime rule as the seeker's job map),
 * without one the chosen city's centre (CITY_GEO) and a plain sentence saying so.
 */
export function StepWorkplace({ values: v, set, errors }: StepProps) {
  const config = useRuntimeConfig();
  const key = config?.googleMapsApiKey ?? null;
  const cities = v.province ? citiesOf(v.province).map((c) => ({ value: c.id, label: c.name })) : [];
  const point = pointOf(v);
  const chooseCity = (city: string) => {
    const geo = CITY_GEO[city];
    set({ city, lat: geo ? geo.lat : null, lng: geo ? geo.lng : null });
  };
  const noKey = (
    <p className="emp-map-note" role="note">
      Placing a pin on the map needs a Google Maps key, and none is set up here. The ad is placed at the centre of the chosen city, and applicants see the address you enter.
    </p>
  );
  return (
    <div className="ph-form">
      <Field id="region" label="Workplace region" error={errors.region}>
        <div className="ph-inline-fields">
          <Select id="province" label="Province" value={v.province} placeholder="Select" options={PROVINCE_OPTIONS} onChange={(province) => set({ province, city: '', lat: null, lng: null })} />
          <Select id="city" label="City" value={v.city} placeholder={v.province ? 'Select' : '-'} options={cities} disabled={!v.province} onChange={chooseCity} />
        </div>
      </Field>
      <TextField id="detailAddress" label="Detailed address" value={v.detailAddress} placeholder="Building, street, barangay" onChange={(detailAddress) => set({ detailAddress })} error={errors.detailAddress} />
      <Field label="Map">
        {config === null ? null : key && point ? (
          <Suspense fallback={<div className="emp-map emp-map--loading" />}>
            <WorkplacePinMap apiKey={key} lat={point.lat} lng={point.lng} onMove={(lat, lng) => set({ lat, lng })} fallback={noKey} />
          </Suspense>
        ) : key ? (
          <p className="emp-map-note">Choose the province and city first; then drag the pin to the workplace.</p>
        ) : (
          noKey
        )}
        {point ? (
          <p className="ph-muted emp-small">
            Position: {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
          </p>
        ) : null}
      </Field>
      <TreePickField id="targetRegion" label="Target regions" items={REGION_TREE} value={v.targetRegion} max={LIMITS.pickLimit} onChange={(targetRegion) => set({ targetRegion })} error={errors.targetRegion} hint="Where you recruit from (optional)." />
    </div>
  );
}

/** Step 4: application info. */
export function StepApplication({ values: v, set, errors }: StepProps) {
  return (
    <div className="ph-form">
      <Field label="Vacancies">
        <TextField
          id="noOfVacancy"
          label="Number of vacancies"
          inputMode="numeric"
          value={v.isVacancyNotSpecified ? '' : v.noOfVacancy}
          disabled={v.isVacancyNotSpecified}
          placeholder={v.isVacancyNotSpecified ? 'Not specified' : 'e.g. 3'}
          onChange={(noOfVacancy) => set({ noOfVacancy: noOfVacancy.replace(/\D/g, '') })}
          error={errors.noOfVacancy}
        />
        <Checkbox checked={v.isVacancyNotSpecified} onChange={(isVacancyNotSpecified) => set({ isVacancyNotSpecified })}>
          Not specified
        </Checkbox>
        <Checkbox checked={v.isWithFriend} onChange={(isWithFriend) => set({ isWithFriend })}>
          Applying with a friend is welcome
        </Checkbox>
      </Field>
      <Field label="Deadline">
        <ChipRadio
          label="Deadline"
          options={[
            { value: 'none', label: 'No deadline' },
            { value: 'date', label: 'Until a date' },
          ]}
          value={v.isDeadlineSpecified ? 'date' : 'none'}
          onChange={(choice) => set({ isDeadlineSpecified: choice === 'date' })}
        />
        {v.isDeadlineSpecified ? <TextField id="deadlineDate" type="date" label="Deadline date" value={v.deadlineDate} onChange={(deadlineDate) => set({ deadlineDate })} error={errors.deadlineDate} /> : null}
      </Field>
      <Field id="howToApply" label="How to apply" error={errors.howToApply}>
        <ChipGroup label="How to apply" options={options(APPLY_METHOD, ['0190'])} value={v.howToApply} onChange={(howToApply) => set({ howToApply })} />
      </Field>
      {v.howToApply.includes('018E') ? <TextField id="websiteUrl" type="url" inputMode="url" label="Website address" placeholder="https://" value={v.websiteUrl} onChange={(websiteUrl) => set({ websiteUrl })} error={errors.websiteUrl} /> : null}
      <Field label="Application text">
        <Checkbox checked={v.isDirectCustomized} onChange={(isDirectCustomized) => set({ isDirectCustomized })}>
          Give applicants a text to fill in
        </Checkbox>
        {v.isDirectCustomized ? (
          <Textarea id="directCustomizedInput" label="Text applicants send" value={v.directCustomizedInput} max={JOB_AD_FORM_LIMITS.detailInput} rows={4} placeholder={'name :\naddress :\nage :'} onChange={(directCustomizedInput) => set({ directCustomizedInput })} error={errors.directCustomizedInput} />
        ) : null}
      </Field>
      <Field label="Own application form">
        <Checkbox checked={v.isUseOwnResume} onChange={(isUseOwnResume) => set({ isUseOwnResume })}>
          Applicants fill in our own form
        </Checkbox>
        {v.isUseOwnResume ? (
          <OwnFormUpload fileName={v.ownResumeFileName} onChange={(stored) => set({ ownResumeKey: stored?.key ?? '', ownResumeFileName: stored?.fileName ?? '' })} error={errors.ownResumeKey} />
        ) : null}
      </Field>
      <Checkbox checked={v.isEmailNotification} onChange={(isEmailNotification) => set({ isEmailNotification })}>
        E-mail me when someone applies
      </Checkbox>
    </div>
  );
}

/** Step 5: contact info and job description. */
export function StepContact({ values: v, set, errors }: StepProps) {
  return (
    <div className="ph-form">
      <TextField id="contactInfoName" label="Contact person" value={v.contactInfoName} maxLength={100} onChange={(contactInfoName) => set({ contactInfoName })} error={errors.contactInfoName} />
      <TextField id="contactMainPhoneNumber" type="tel" inputMode="tel" prefix={PHONE_PREFIX} label="Phone" placeholder="917 123 4567" value={v.contactMainPhoneNumber} onChange={(contactMainPhoneNumber) => set({ contactMainPhoneNumber })} error={errors.contactMainPhoneNumber} />
      <TextField id="contactSubPhoneNumber" type="tel" inputMode="tel" prefix={PHONE_PREFIX} label="Other phone (optional)" value={v.contactSubPhoneNumber} onChange={(contactSubPhoneNumber) => set({ contactSubPhoneNumber })} error={errors.contactSubPhoneNumber} />
      <Checkbox checked={v.isShowPhoneNumber} onChange={(isShowPhoneNumber) => set({ isShowPhoneNumber })}>
        Show the phone number in the ad
      </Checkbox>
      <TextField id="email" type="email" label="E-mail (optional)" value={v.email} onChange={(email) => set({ email })} error={errors.email} />
      <TextField id="fax" label="Fax (optional)" value={v.fax} maxLength={30} onChange={(fax) => set({ fax })} error={errors.fax} />
      <Checkbox checked={v.isContract} onChange={(isContract) => set({ isContract })}>
        An employment contract is signed
      </Checkbox>
      <Textarea id="jobDescription" label="Job description" value={v.jobDescription} max={JOB_AD_FORM_LIMITS.jobDescription} rows={8} placeholder="Duties, requirements, how the work goes" onChange={(jobDescription) => set({ jobDescription })} error={errors.jobDescription} />
    </div>
  );
}

export const STEPS = [StepBasics, StepEducation, StepConditions, StepWorkplace, StepApplication, StepContact] as const;
