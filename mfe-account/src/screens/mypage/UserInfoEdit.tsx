import { useState } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import type { IndividualUserInfo, UpdateIndividualUserInfoRequest } from '@phjobs/contracts/account';
import { EDUCATION, EMPLOYEE_TYPE, SALARY_UNIT, type EducationCode, type SalaryUnitCode } from '@phjobs/contracts/codes';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { ApiError } from '@phjobs/web-core/api';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { Checkbox, ChipGroup, ChipRadio, TextField } from '@phjobs/ui/components/Field';
import { useApiQuery } from '@phjobs/web-core/query';
import { getUserInfo, updateUserInfo } from '../../api/account';
import { IdentityCheck } from '@phjobs/web-core/components/IdentityCheck';
import { PhoneVerification } from '@phjobs/web-core/components/PhoneVerification';
import { RegionSelect } from '../../components/RegionSelect';
import { ScreenHeader } from '../../components/ScreenHeader';
import { Select } from '@phjobs/ui/components/Select';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { isMobileNumber, MESSAGES, nationalDigits, phoneE164 } from '../../domain/individualSignup';

const INDUSTRIES = SPECIALIZATION_TREE.filter((i) => i.depth === 1).map((i) => ({ value: i.id, label: i.name }));
const EDUCATION_OPTIONS = Object.entries(EDUCATION).map(([value, label]) => ({ value, label }));
const EMP_TYPE_OPTIONS = Object.entries(EMPLOYEE_TYPE).map(([value, label]) => ({ value, label }));
const UNIT_OPTIONS = Object.entries(SALARY_UNIT).map(([value, label]) => ({ value, label: label[0]?.toUpperCase() + label.slice(1) }));
const GENDERS = [
  { value: '003A', label: 'Male' },
  { value: '003B', label: 'Female' },
] as const;

/**
 * /myPage/userInfo/edit: step 2 after the identity check (RequireCertified gives its token); a new
 * phone number needs an SMS verification. When the check has expired by the time of saving (10
 * minutes), it is asked again in place and the save goes on, the edits kept.
 */
export function UserInfoEdit({ certifyToken }: { certifyToken: string }) {
  const state = useApiQuery(['account', 'getUserInfo'], (signal) => getUserInfo(signal));
  return (
    <div className="ph-page">
      <ScreenHeader title="Edit member info" />
      <Async state={state}>{(u) => <EditForm info={u} certifyToken={certifyToken} />}</Async>
    </div>
  );
}

function EditForm({ info, certifyToken: initialToken }: { info: IndividualUserInfo; certifyToken: string }) {
  const navigate = useNavigate();
  const [certifyToken, setCertifyToken] = useState<string | null>(initialToken);
  const originalPhone = nationalDigits(info.phoneNumber ?? '');
  const [v, setV] = useState({
    fullName: info.fullName,
    phone: originalPhone,
    genderCode: info.genderCode === '003A' ? '003A' : '003B',
    birthDate: info.birthDate ?? '',
    address: info.address ?? '',
    province: info.region.province ?? '',
    city: info.region.city ?? '',
    isNewcomer: info.isNewcomer,
    experienceDetail: info.experienceDetail ?? '',
    education: info.education ?? '',
    industry: info.industry ?? '',
    position: info.position ?? '',
    skills: info.skills.join(', '),
    empType: info.empType,
    salaryType: info.salary.salaryType || '010D',
    salary: info.salary.salary === null ? '' : String(info.salary.salary),
    alarmEmail: info.alarmEmail,
  });
  const [phoneToken, setPhoneToken] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof v>(key: K, value: (typeof v)[K]) => {
    setV((cur) => ({ ...cur, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const phoneChanged = nationalDigits(v.phone) !== originalPhone;

  const save = async (token: string | null = certifyToken) => {
    if (!token) return;
    const found: Record<string, string | undefined> = {};
    if (!v.fullName.trim()) found.fullName = MESSAGES.fullNameRequired;
    if (phoneChanged) {
      if (!isMobileNumber(v.phone)) found.phone = MESSAGES.phoneFormat;
      else if (!phoneToken) found.phone = MESSAGES.phoneNotVerified;
    }
    if (v.salary.trim() && !/^\d+(\.\d{1,2})?$/.test(v.salary.replace(/,/g, '').trim())) found.salary = MESSAGES.salaryNumber;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body: UpdateIndividualUserInfoRequest = {
      certifyToken: token,
      fullName: v.fullName.trim(),
      ...(phoneChanged ? { phoneNumber: phoneE164(v.phone), phoneVerificationToken: phoneToken ?? undefined } : {}),
      genderCode: v.genderCode as '003A' | '003B',
      birthDate: v.birthDate || null,
      address: v.address.trim() || null,
      region: { province: v.province || null, city: v.city || null },
      isNewcomer: v.isNewcomer,
      experienceDetail: v.experienceDetail.trim() || null,
      education: (v.education || null) as EducationCode | null,
      industry: v.industry || null,
      position: v.position.trim() || null,
      skills: v.skills
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      empType: v.empType,
      salary: { salaryType: v.salaryType as SalaryUnitCode, salary: v.salary.trim() ? Number(v.salary.replace(/,/g, '')) : null },
      alarmEmail: v.alarmEmail,
    };
    setBusy(true);
    setFailure(null);
    try {
      await updateUserInfo(body);
      navigate('/myPage/userInfo', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields?.certifyToken) {
        // the identity check expired or was used: ask it again here, then save what is on the form
        setCertifyToken(null);
      } else {
        if (error instanceof ApiError && error.fields) setErrors({ ...error.fields, phone: error.fields.phoneNumber ?? error.fields.phoneVerificationToken });
        setFailure(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form
        className="acc-page ph-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="ph-text-field">
          <label className="ph-field__label" htmlFor="ue-email">
            E-mail (login ID)
          </label>
          <input id="ue-email" className="ph-input" value={info.email} disabled />
        </div>
        <TextField id="ue-fullName" label="Full name" value={v.fullName} onChange={(x) => set('fullName', x)} error={errors.fullName} maxLength={100} />
        <PhoneVerification
          idPrefix="ue"
          phone={v.phone}
          onPhoneChange={(x) => set('phone', x)}
          storedPhone={info.phoneNumber}
          error={errors.phone}
          token={phoneToken}
          onToken={setPhoneToken}
          captchaToken={captchaToken}
          onCaptcha={setCaptchaToken}
        />
        <div className="ph-text-field">
          <p className="ph-field__label">Gender</p>
          <ChipRadio label="Gender" options={GENDERS} value={v.genderCode as '003A' | '003B'} onChange={(x) => set('genderCode', x)} />
        </div>
        <div className="ph-text-field">
          <label className="ph-field__label" htmlFor="ue-birth">
            Birth date
          </label>
          <input id="ue-birth" className="ph-input" type="date" value={v.birthDate} onChange={(e) => set('birthDate', e.target.value)} />
        </div>
        <div className="ph-text-field">
          <p className="ph-field__label">Location</p>
          <RegionSelect idPrefix="ue" province={v.province} city={v.city} onChange={(r) => setV((cur) => ({ ...cur, province: r.province, city: r.city }))} />
        </div>
        <TextField id="ue-address" label="Address" value={v.address} onChange={(x) => set('address', x)} maxLength={300} />
        <div className="ph-text-field">
          <p className="ph-field__label">Experience</p>
          <ChipRadio
            label="Experience"
            options={[
              { value: 'newcomer', label: 'Newcomer' },
              { value: 'experienced', label: 'Experienced' },
            ]}
            value={v.isNewcomer === null ? null : v.isNewcomer ? 'newcomer' : 'experienced'}
            onChange={(x) => set('isNewcomer', x === 'newcomer')}
          />
        </div>
        {v.isNewcomer === false ? <Textarea id="ue-exp" label="Experience details" value={v.experienceDetail} onChange={(x) => set('experienceDetail', x)} max={2000} rows={3} /> : null}
        <Select id="ue-industry" label="Industry" value={v.industry} placeholder="Select an industry" options={INDUSTRIES} onChange={(x) => set('industry', x)} />
        <TextField id="ue-position" label="Position" value={v.position} onChange={(x) => set('position', x)} maxLength={100} />
        <Select id="ue-education" label="Education" value={v.education} placeholder="Select your education" options={EDUCATION_OPTIONS} onChange={(x) => set('education', x)} />
        <TextField id="ue-skills" label="Skills (separated by commas)" value={v.skills} onChange={(x) => set('skills', x)} />
        <div className="ph-text-field">
          <p className="ph-field__label">Employment type</p>
          <ChipGroup label="Employment type" options={EMP_TYPE_OPTIONS} value={v.empType} onChange={(x) => set('empType', x)} />
        </div>
        <div className="ph-text-field">
          <label className="ph-field__label" htmlFor="ue-salary">
            Expected salary
          </label>
          <div className="acc-inline">
            <span className="acc-peso" aria-hidden="true">
              ₱
            </span>
            <input id="ue-salary" className={`ph-input${errors.salary ? ' ph-input--invalid' : ''}`} inputMode="decimal" value={v.salary} onChange={(e) => set('salary', e.target.value)} />
            <label className="ph-visually-hidden" htmlFor="ue-salary-unit">
              Salary unit
            </label>
            <select id="ue-salary-unit" className="ph-select acc-unit" value={v.salaryType} onChange={(e) => set('salaryType', e.target.value)}>
              {UNIT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          {errors.salary ? <p className="ph-field__error">{errors.salary}</p> : null}
        </div>
        <Checkbox checked={v.alarmEmail} onChange={(x) => set('alarmEmail', x)}>
          Job alerts by e-mail
        </Checkbox>
        {failure ? (
          <p className="acc-failure" role="alert">
            {failure}
          </p>
        ) : null}
        <BottomBar>
          <Button type="submit" size="lg" block loading={busy} disabled={!certifyToken}>
            Save
          </Button>
        </BottomBar>
      </form>
        {certifyToken ? null : (
          // outside the form above: the identity check is a form of its own
          <section className="acc-page acc-recheck" aria-label="Confirm identity">
            <p className="acc-failure" role="alert">
              Your identity check has expired. Confirm it again to save your changes.
            </p>
            <IdentityCheck
              email={info.email}
              hasPassword={info.signInProvider === 'password'}
              submitLabel="Confirm and save"
              onCertified={(token) => {
                setCertifyToken(token);
                void save(token);
              }}
            />
          </section>
        )}
    </>
  );
}
