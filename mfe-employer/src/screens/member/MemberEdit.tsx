import { useState } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import { PROVINCES, citiesOf } from '@phjobs/contracts/regions';
import { childrenOf, codeItem, SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { Select } from '@phjobs/ui/components/Select';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { ApiError } from '@phjobs/web-core/api';
import { PhoneVerification } from '@phjobs/web-core/components/PhoneVerification';
import { updateMemberInfo } from '../../api/member';
import { CompanyCodeInfo } from './CompanyCodeInfo';
import { editBody, editErrors, editValuesOf, serverFieldErrors, type EditValues } from './member-rules';
import { TwoSteps, type StepTwo } from './TwoSteps';

const PROVINCE_OPTIONS = [...PROVINCES].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ value: p.id, label: p.name }));
const INDUSTRY_OPTIONS = childrenOf(SPECIALIZATION_TREE, null).map((i) => ({ value: i.id, label: i.name }));
const industryOf = (code: string) => {
  const item = code ? codeItem(SPECIALIZATION_TREE, code) : undefined;
  return item ? (item.parent_id ?? item.id) : '';
};

/** /myPage/userInfo/edit: step 1 identity check, step 2 the form; success goes back one page. */
export function MemberEdit() {
  return (
    <TwoSteps title="Edit member information" purpose="Confirm it is you before you edit your member information.">
      {(step) => <EditForm {...step} />}
    </TwoSteps>
  );
}

function EditForm({ info, certifyToken, recertify }: StepTwo) {
  const navigate = useNavigate();
  const [v, setV] = useState<EditValues>(() => editValuesOf(info));
  const [companyCode, setCompanyCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [codeHelp, setCodeHelp] = useState(false);
  const set = <K extends keyof EditValues>(key: K, value: EditValues[K]) => {
    setV((cur) => ({ ...cur, [key]: value }));
    setErrors((e) => ({ ...e, [key === 'phone' || key === 'phoneToken' ? 'phoneNumber' : key]: undefined }));
  };
  const canEnterCode = info.userType === 'company' && !info.master;
  const industry = industryOf(v.specializationCode);
  const specializations = industry ? childrenOf(SPECIALIZATION_TREE, industry).map((i) => ({ value: i.id, label: i.name })) : [];
  const cities = v.province ? citiesOf(v.province).map((c) => ({ value: c.id, label: c.name })) : [];

  const save = async () => {
    const found = editErrors(v, info.phoneNumber);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await updateMemberInfo({ ...editBody(v, info.phoneNumber, certifyToken), ...(canEnterCode && companyCode.trim() ? { companyCode: companyCode.trim() } : {}) });
      navigate(-1);
    } catch (error) {
      if (error instanceof ApiError && error.fields?.certifyToken) recertify();
      else if (error instanceof ApiError && error.fields) setErrors(serverFieldErrors(error.fields));
      // other failures are only logged, the form unchanged (employer.md section 8)
      else console.error('updateInfo failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ph-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField id="me-company" label="Company name" value={info.companyName} onChange={() => undefined} disabled />
      <TextField id="me-email" label="E-mail" value={info.email} onChange={() => undefined} disabled />
      <TextField id="me-manager" label="Manager name" value={v.managerName} onChange={(x) => set('managerName', x)} error={errors.managerName} maxLength={100} />
      <PhoneVerification
        idPrefix="me"
        label="Mobile phone"
        phone={v.phone}
        onPhoneChange={(x) => set('phone', x)}
        storedPhone={info.phoneNumber}
        token={v.phoneToken}
        onToken={(t) => set('phoneToken', t)}
        error={errors.phoneNumber ?? errors.phoneVerificationToken}
      />
      <TextField id="me-landline" label="Landline (optional)" type="tel" value={v.landlineNumber} onChange={(x) => set('landlineNumber', x)} error={errors.landlineNumber} placeholder="02 8123 4567" />
      <div className="ph-inline-fields emp-member__region">
        <Select id="me-province" label="Province" value={v.province} placeholder="Select" options={PROVINCE_OPTIONS} onChange={(p) => setV((cur) => ({ ...cur, province: p, city: '' }))} error={errors.province} />
        <Select id="me-city" label="City" value={v.city} placeholder={v.province ? 'Select' : '-'} options={cities} disabled={!v.province} onChange={(c) => set('city', c)} error={errors.city} />
      </div>
      <TextField id="me-address" label="Detailed address" value={v.detailAddress} onChange={(x) => set('detailAddress', x)} error={errors.detailAddress} maxLength={300} />
      <TextField id="me-brn" label="Business registration number" value={v.businessRegistrationNumber} onChange={(x) => set('businessRegistrationNumber', x)} error={errors.businessRegistrationNumber} maxLength={16} placeholder="4 to 16 letters and numbers" />
      <div className="ph-inline-fields emp-member__region">
        <Select id="me-industry" label="Industry" value={industry} placeholder="Select" options={INDUSTRY_OPTIONS} onChange={(x) => set('specializationCode', x)} />
        <Select
          id="me-specialization"
          label="Specialization"
          value={v.specializationCode === industry ? '' : v.specializationCode}
          placeholder={industry ? 'Select' : '-'}
          options={specializations}
          disabled={!industry}
          onChange={(x) => set('specializationCode', x || industry)}
          error={errors.specializationCode}
        />
      </div>
      <Textarea id="me-main-business" label="Main business (optional)" value={v.mainBusiness} onChange={(x) => set('mainBusiness', x)} max={1000} rows={3} />
      {canEnterCode ? (
        <div className="ph-text-field">
          <div className="emp-member__label-row">
            <label className="ph-field__label" htmlFor="me-company-code">
              Company code (optional)
            </label>
            <button type="button" className="emp-help" aria-label="About the company code" onClick={() => setCodeHelp(true)}>
              i
            </button>
          </div>
          <input
            id="me-company-code"
            className={`ph-input${errors.companyCode ? ' ph-input--invalid' : ''}`}
            value={companyCode}
            maxLength={50}
            placeholder="The code of your master company"
            onChange={(e) => {
              setCompanyCode(e.target.value);
              setErrors((cur) => ({ ...cur, companyCode: undefined }));
            }}
          />
          {errors.companyCode ? (
            <p className="ph-field__error" role="alert">
              {errors.companyCode}
            </p>
          ) : null}
        </div>
      ) : null}
      <BottomBar>
        <Button type="submit" size="lg" block loading={busy}>
          Save
        </Button>
      </BottomBar>
      <CompanyCodeInfo open={codeHelp} onClose={() => setCodeHelp(false)} />
    </form>
  );
}
