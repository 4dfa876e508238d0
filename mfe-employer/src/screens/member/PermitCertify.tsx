import { useRef, useState } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import type { EmployerMemberInfo } from '@phjobs/contracts/company-info';
import { Async } from '@phjobs/ui/components/Async';
import { Button } from '@phjobs/ui/components/Button';
import { Field, FieldError } from '@phjobs/ui/components/Field';
import { causeOf } from '@phjobs/ui/cause';
import { UploadProgress } from '@phjobs/ui/components/UploadProgress';
import { ApiError } from '@phjobs/web-core/api';
import { formatMegabytes, uploadFile } from '@phjobs/web-core/upload';
import { updatePermit } from '../../api/member';
import { ScreenHeader } from '../../components/ScreenHeader';
import { PermitStatus, useMemberInfo } from './MemberInfo';
import { PERMIT_TYPES, permitDefaults, permitFileProblem, permitFormErrors } from './member-rules';

/**
 * /myPage/userInfo/certify: the business permit. Its status, the validity (defaults today and two
 * years later), the permit document (PDF or image) uploaded through services/media (project
 * 'permit') with progress, then PUT /api/employer/permit; success goes back one page.
 */
export function PermitCertify() {
  const state = useMemberInfo();
  return (
    <div className="ph-page emp-member">
      <ScreenHeader title="Business permit" />
      <Async state={state}>{(info) => <PermitForm info={info} />}</Async>
    </div>
  );
}

type Progress = { name: string; size: number; fraction: number };

function PermitForm({ info }: { info: EmployerMemberInfo }) {
  const navigate = useNavigate();
  const [dates, setDates] = useState(() => permitDefaults(info.businessPermit));
  const [document, setDocument] = useState<{ key: string; fileName: string } | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = permitFileProblem(file);
    setErrors((e) => ({ ...e, documentKey: problem }));
    if (problem) return;
    setProgress({ name: file.name, size: file.size, fraction: 0 });
    try {
      const stored = await uploadFile(file, { project: 'permit', onProgress: (fraction) => setProgress({ name: file.name, size: file.size, fraction }) });
      setDocument({ key: stored.key, fileName: stored.fileName || file.name });
    } catch (e) {
      setErrors((cur) => ({ ...cur, documentKey: `${file.name}: ${causeOf(e)}` }));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const submit = async () => {
    const found = permitFormErrors({ ...dates, documentKey: document?.key ?? null });
    setErrors(found);
    if (Object.keys(found).length || !document) return;
    setBusy(true);
    try {
      await updatePermit({ businessPermitExpirationDateFrom: dates.from, businessPermitExpirationDateTo: dates.to, documentKey: document.key });
      navigate(-1);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      // other failures are only logged, the form unchanged (employer.md section 8)
      else console.error('permit update failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="emp-member__body ph-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section aria-label="Status">
        <h2 className="emp-member__h2">Status</h2>
        <PermitStatus permit={info.businessPermit} showAction={false} />
      </section>
      <div className="ph-inline-fields emp-member__region">
        <div className="ph-text-field">
          <label className="ph-field__label" htmlFor="permit-from">
            Valid from
          </label>
          <input id="permit-from" className="ph-input" type="date" value={dates.from} onChange={(e) => setDates((d) => ({ ...d, from: e.target.value }))} />
          <FieldError>{errors.businessPermitExpirationDateFrom}</FieldError>
        </div>
        <div className="ph-text-field">
          <label className="ph-field__label" htmlFor="permit-to">
            Valid to
          </label>
          <input id="permit-to" className="ph-input" type="date" value={dates.to} min={dates.from} onChange={(e) => setDates((d) => ({ ...d, to: e.target.value }))} />
          <FieldError>{errors.businessPermitExpirationDateTo}</FieldError>
        </div>
      </div>
      <Field label="Business permit document" htmlFor="permit-file" hint="A PDF or an image (jpg, png, gif, webp), up to 10 MB." error={errors.documentKey}>
        {document ? (
          <p className="emp-member__file">
            {document.fileName}
          </p>
        ) : null}
        {progress ? (
          <UploadProgress name={progress.name} sizeText={formatMegabytes(progress.size)} fraction={progress.fraction} />
        ) : null}
        <input ref={input} id="permit-file" type="file" accept={PERMIT_TYPES.join(',')} hidden aria-label="Business permit file" onChange={(e) => void onFile(e.target.files?.[0])} />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={!!progress}>
          {document ? 'Choose another file' : 'Upload document'}
        </Button>
      </Field>
      <Button type="submit" size="lg" block loading={busy} disabled={!!progress}>
        Certify
      </Button>
    </form>
  );
}
