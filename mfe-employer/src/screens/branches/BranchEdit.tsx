import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from '@phjobs/web-core/router';
import { REGION_TREE } from '@phjobs/contracts/regions';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { Async } from '@phjobs/ui/components/Async';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { useAsyncAction } from '@phjobs/ui/useAsyncAction';
import { ApiError, fileUrl } from '@phjobs/web-core/api';
import { queryClient, useApiQuery } from '@phjobs/web-core/query';
import { uploadFile } from '@phjobs/web-core/upload';
import { PhoneVerification } from '@phjobs/web-core/components/PhoneVerification';
import { fetchBranch, updateBranch, type BranchDetail } from '../../api/branches';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TreePickField } from '../ad-form/controls';
import { branchDetailLink, branchFormOf, branchServerErrors, employerIdOf, isBranchFormReady, toUpdateBranchRequest, validateBranchForm, type BranchFormErrors, type BranchFormValues } from './branch-rules';
import './branches.css';

/**
 * /myPage/branch/edit?employerId={id} ('Branch information'; the spec does not show its route):
 * the branch's information for its master to change. Company name and e-mail are read-only; one
 * region (province and city) and one specialization; a phone that differs from the stored one is
 * verified by an SMS code. 'Next step' is active only when the form is ready and saves with
 * PUT /api/master/branch/{id}, then goes back to the branch detail. A refused save shows the
 * server's field messages; any other failure is only logged (spec section 8).
 */
export function BranchEdit() {
  const [params] = useSearchParams();
  const employerId = employerIdOf(params.get('employerId'));
  const detail = useApiQuery(['employer', 'branch', employerId], (signal) => fetchBranch(employerId ?? 0, signal), { enabled: employerId !== null });
  if (employerId === null) return <NotFound home={<Link to="/myPage/branch">Go to branch management</Link>} />;
  return (
    <div className="ph-page emp-branch-page emp-branch-edit">
      <ScreenHeader title="Branch information" />
      <Async state={detail}>{(d) => <BranchForm key={d.employerId} detail={d} />}</Async>
    </div>
  );
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

function BranchForm({ detail }: { detail: BranchDetail }) {
  const navigate = useNavigate();
  const storedPhone = detail.branchInfo.phoneNumber;
  const [values, setValues] = useState<BranchFormValues>(() => branchFormOf(detail.branchInfo));
  const [serverErrors, setServerErrors] = useState<BranchFormErrors>({});
  const save = useAsyncAction();
  const logo = useAsyncAction();
  const fileInput = useRef<HTMLInputElement>(null);

  const errors = { ...validateBranchForm(values, storedPhone), ...serverErrors };
  const ready = isBranchFormReady(values, storedPhone);
  /** Every message shows under its field at once: they say why 'Next step' is not active. */
  const shown = (field: keyof BranchFormErrors) => errors[field];

  const set = (patch: Partial<BranchFormValues>, field: keyof BranchFormErrors) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors((e) => {
      const { [field]: _gone, ...rest } = e;
      return rest;
    });
  };

  const onLogo = (file: File | undefined) =>
    logo.run(
      async () => {
        if (!file) return;
        if (!IMAGE_TYPES.includes(file.type)) throw new Error('Please choose a jpg, png, gif or webp image.');
        const uploaded = await uploadFile(file, { project: 'logo' });
        setValues((v) => ({ ...v, logoKey: uploaded.key }));
      },
      () => {
        if (fileInput.current) fileInput.current.value = '';
      },
    );

  const submit = async () => {
    if (!ready || save.busy) return;
    await save.run(async () => {
      try {
        const saved = await updateBranch(detail.employerId, toUpdateBranchRequest(values, storedPhone));
        queryClient.setQueryData(['employer', 'branch', detail.employerId], saved);
        navigate(branchDetailLink(detail.employerId), { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && error.fields) {
          setServerErrors(branchServerErrors(error.fields));
          if (error.fields.logoKey) logo.setError(error.fields.logoKey);
          return;
        }
        // the spec: a failed branch update is only logged; the form stays as it is
        console.error('branch update failed', error);
      }
    });
  };

  const logoUrl = fileUrl(values.logoKey);
  return (
    <form
      className="emp-branch-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormSection title="Branch Info">
        <div className="emp-branch-form__logo">
          <div className="emp-profile__logo">{logoUrl ? <img src={logoUrl} alt={`${values.companyName} logo`} /> : <span aria-hidden="true">{values.companyName.trim().charAt(0).toUpperCase()}</span>}</div>
          <Button variant="outline" size="sm" loading={logo.busy} onClick={() => fileInput.current?.click()}>
            {values.logoKey ? 'Change logo' : 'Add logo'}
          </Button>
          <input ref={fileInput} type="file" accept={IMAGE_TYPES.join(',')} hidden aria-label="Branch logo" onChange={(e) => void onLogo(e.target.files?.[0])} />
          {logo.error ? (
            <p className="ph-field__error" role="alert">
              {logo.error}
            </p>
          ) : null}
        </div>
        <TextField id="branch-companyName" label="Company name" value={values.companyName} onChange={() => undefined} disabled error={errors.companyName} />
        <TextField id="branch-managerName" label="Manager name" value={values.managerName} onChange={(managerName) => set({ managerName }, 'managerName')} maxLength={100} error={shown('managerName')} />
        <PhoneVerification
          idPrefix="branch"
          phone={values.phone}
          onPhoneChange={(phone) => set({ phone }, 'phone')}
          storedPhone={storedPhone}
          token={values.phoneToken}
          onToken={(phoneToken) => setValues((v) => ({ ...v, phoneToken }))}
          error={shown('phone') ?? shown('phoneVerify')}
        />
        <TextField id="branch-email" label="E-mail" type="email" value={values.email} onChange={() => undefined} disabled />
      </FormSection>

      <FormSection title="Additional info">
        <TreePickField id="branch-region" label="Region" items={REGION_TREE} value={values.region ? [values.region] : []} max={1} onChange={(ids) => set({ region: ids[0] ?? null }, 'region')} error={shown('region')} />
        <TextField id="branch-regionDetail" label="Detailed address" value={values.regionDetail} onChange={(regionDetail) => set({ regionDetail }, 'regionDetail')} maxLength={300} error={shown('regionDetail')} />
        <TreePickField
          id="branch-specialization"
          label="Specialization"
          items={SPECIALIZATION_TREE}
          value={values.specialization ? [values.specialization] : []}
          max={1}
          onChange={(ids) => set({ specialization: ids[0] ?? null }, 'specialization')}
          error={shown('specialization')}
        />
        <TextField
          id="branch-businessRegistrationNumber"
          label="Business registration number"
          value={values.businessRegistrationNumber}
          onChange={(businessRegistrationNumber) => set({ businessRegistrationNumber }, 'businessRegistrationNumber')}
          maxLength={16}
          error={shown('businessRegistrationNumber')}
        />
      </FormSection>

      <FormSection title="Business introduction">
        <Textarea id="branch-mainBusiness" label="Main business" value={values.mainBusiness} onChange={(mainBusiness) => set({ mainBusiness }, 'mainBusiness')} max={1000} rows={4} error={shown('mainBusiness')} />
      </FormSection>

      {save.error ? (
        <p className="ph-field__error" role="alert">
          {save.error}
        </p>
      ) : null}
      <div className="emp-branch-form__submit">
        <Button type="submit" size="lg" block disabled={!ready} loading={save.busy}>
          Next step
        </Button>
      </div>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `branch-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="emp-branch-form__section" aria-labelledby={id}>
      <h2 id={id} className="ph-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
