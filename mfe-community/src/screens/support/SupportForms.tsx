import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@phjobs/web-core/router';
import type { QnaAttachment } from '@phjobs/contracts/community';
import { QNA_UPLOAD_PROJECT, REPORT_TARGET } from '@phjobs/contracts/codes';
import { COMMUNITY_MESSAGES as M } from '@phjobs/contracts/messages';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { Button } from '@phjobs/ui/components/Button';
import { FieldError } from '@phjobs/ui/components/Field';
import { CloseIcon } from '@phjobs/ui/components/Icons';
import { UploadProgress } from '@phjobs/ui/components/UploadProgress';
import { ApiError, fileUrl } from '@phjobs/web-core/api';
import { useSession } from '@phjobs/web-core/session';
import { formatMegabytes, uploadFile } from '@phjobs/web-core/upload';
import { createQna, createReport } from '../../api/support';
import { CONTENT_MAX, cut, detailOptions, imageProblem, lengthOf, MAJOR_OPTIONS, MAX_IMAGES, reportDetailOptions, reportTarget, validateSupportForm, type Option, type SupportFormErrors, type SupportFormValues } from '../../domain/supportForm';
import { LoginRequired } from './LoginRequired';
import '../../support.css';
import { useMember } from './Qna';

/** The errors of a 400 answer by field (the service's zod messages), mapped onto the form's fields. */
function serverErrors(error: unknown): { fields: SupportFormErrors; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: 'Something went wrong. Please try again.' };
  const f = error.fields ?? {};
  const fields: SupportFormErrors = {
    major: f.majorCategoryCode,
    detail: f.detailCategoryCode,
    content: f.index ?? f.content,
    email: f.email,
  };
  const known = Object.values(fields).some(Boolean);
  return { fields, message: known ? null : error.message };
}

function SelectField({ id, label, value, options, onChange, error, disabled, placeholder }: { id: string; label: string; value: string; options: Option[]; onChange: (v: string) => void; error?: string; disabled?: boolean; placeholder: string }) {
  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="ph-select" value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function ContentField({ value, onChange, error, label }: { value: string; onChange: (v: string) => void; error?: string; label: string }) {
  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor="support-content">
        {label}
      </label>
      <textarea id="support-content" className="ph-input support-textarea" rows={7} value={value} onChange={(e) => onChange(cut(e.target.value, CONTENT_MAX))} aria-invalid={error ? true : undefined} aria-describedby="support-content-count support-content-error" placeholder="Please describe it in detail." />
      <p id="support-content-count" className="support-counter" aria-live="polite">
        {lengthOf(value)} / {CONTENT_MAX}
      </p>
      <FieldError id="support-content-error">{error}</FieldError>
    </div>
  );
}

function EmailField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor="support-email">
        E-mail for the answer
      </label>
      <input id="support-email" className="ph-input" type="email" autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby="support-email-error" />
      <FieldError id="support-email-error">{error}</FieldError>
    </div>
  );
}

/** The errors left once the fields in `patch` changed (an edited field's error goes away until the next submit). */
function withoutErrorsOf(errors: SupportFormErrors, patch: Partial<SupportFormValues>): SupportFormErrors {
  const next = { ...errors };
  for (const key of Object.keys(patch) as (keyof SupportFormValues)[]) delete next[key];
  if ('major' in patch) delete next.detail;
  return next;
}

/** 'Submit an inquiry' (/faq/register, /qna/register) and the additional inquiry (/qna/{id}/register). */
export function QnaRegister() {
  const { id } = useParams();
  const parentQnaId = id ? Number(id) : undefined;
  const navigate = useNavigate();
  const member = useMember();
  const sessionEmail = useSession((s) => s.user?.email ?? '');
  const [values, setValues] = useState<SupportFormValues>({ major: '', detail: '', content: '', email: '' });
  const [emailTouched, setEmailTouched] = useState(false);
  const [errors, setErrors] = useState<SupportFormErrors>({});
  const [images, setImages] = useState<QnaAttachment[]>([]);
  const [uploading, setUploading] = useState<{ name: string; size: number; fraction: number } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  if (member === 'unknown') return <PageSpinner />;
  if (member === 'visitor') return <LoginRequired what="submit an inquiry" />;
  const email = emailTouched ? values.email : values.email || sessionEmail;
  const additional = parentQnaId !== undefined;

  const set = (patch: Partial<SupportFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => withoutErrorsOf(e, patch));
  };
  const addImages = async (files: FileList | null) => {
    setImageError(null);
    let count = images.length;
    for (const file of Array.from(files ?? [])) {
      const problem = imageProblem(file, count);
      if (problem) {
        setImageError(problem);
        continue;
      }
      try {
        setUploading({ name: file.name, size: file.size, fraction: 0 });
        const stored = await uploadFile(file, { project: QNA_UPLOAD_PROJECT, onProgress: (fraction) => setUploading({ name: file.name, size: file.size, fraction }) });
        count += 1;
        setImages((list) => [...list, { key: stored.key, fileName: stored.fileName }]);
      } catch (error) {
        setImageError(error instanceof ApiError ? error.message : M.attachmentType);
      } finally {
        setUploading(null);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateSupportForm({ ...values, email }, { needsMajor: !additional });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || busy || uploading) return;
    setBusy(true);
    try {
      const created = await createQna({
        ...(additional ? { parentQnaId } : { majorCategoryCode: values.major as never, detailCategoryCode: values.detail as never }),
        index: values.content.trim(),
        email: email.trim(),
        attachmentList: images,
      });
      navigate(`/qna/${created.parentQnaId ?? created.qnaId}`, { replace: true });
    } catch (error) {
      const { fields, message } = serverErrors(error);
      setErrors(fields);
      setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="support">
      <header className="support-head">
        <h1 className="support-head__title">{additional ? 'Additional inquiry' : 'Submit an inquiry'}</h1>
      </header>
      <form className="support-form" noValidate onSubmit={(e) => void submit(e)}>
        {additional ? null : (
          <>
            <SelectField id="support-major" label="Category" placeholder="Select a category" value={values.major} options={MAJOR_OPTIONS} onChange={(major) => set({ major, detail: '' })} error={errors.major} />
            <SelectField id="support-detail" label="Detail category" placeholder="Select a detail category" value={values.detail} options={detailOptions(values.major)} onChange={(detail) => set({ detail })} error={errors.detail} disabled={!values.major} />
          </>
        )}
        <ContentField label="Content" value={values.content} onChange={(content) => set({ content })} error={errors.content} />
        <EmailField
          value={email}
          onChange={(next) => {
            setEmailTouched(true);
            set({ email: next });
          }}
          error={errors.email}
        />
        <div className="ph-text-field">
          <span className="ph-field__label" id="support-images-label">
            Images ({images.length} / {MAX_IMAGES})
          </span>
          <p className="support-hint">gif, jpeg, jpg or png, up to 6 MB each.</p>
          <ul className="support-qna__images" aria-labelledby="support-images-label">
            {images.map((img) => (
              <li key={img.key} className="support-image">
                <img src={fileUrl(img.key) ?? ''} alt={img.fileName} width={80} height={80} />
                <button type="button" className="support-image__remove" aria-label={`Remove ${img.fileName}`} onClick={() => setImages((list) => list.filter((x) => x.key !== img.key))}>
                  <CloseIcon width={14} height={14} />
                </button>
              </li>
            ))}
          </ul>
          {uploading ? (
            <UploadProgress name={uploading.name} sizeText={formatMegabytes(uploading.size)} fraction={uploading.fraction} />
          ) : null}
          {images.length < MAX_IMAGES ? (
            <label className="ph-btn ph-btn--outline ph-btn--md support-attach">
              Attach images
              <input ref={fileInput} type="file" accept="image/gif,image/jpeg,image/png,.gif,.jpg,.jpeg,.png" multiple className="ph-visually-hidden" onChange={(e) => void addImages(e.target.files)} />
            </label>
          ) : null}
          <FieldError>{imageError}</FieldError>
        </div>
        {failure ? (
          <p className="support-failure" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" block size="lg" loading={busy} disabled={busy || uploading !== null}>
          Submit
        </Button>
      </form>
    </div>
  );
}

/** /report?route=job|community|resume&targetId&detailCategory: the report form (login required). */
export function ReportScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const member = useMember();
  const sessionEmail = useSession((s) => s.user?.email ?? '');
  const target = reportTarget(params);
  const [values, setValues] = useState<SupportFormValues>({ major: target?.route ?? '', detail: target?.detail ?? '', content: '', email: '' });
  const [emailTouched, setEmailTouched] = useState(false);
  const [errors, setErrors] = useState<SupportFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<SupportFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => withoutErrorsOf(e, patch));
  };

  if (member === 'unknown') return <PageSpinner />;
  if (member === 'visitor') return <LoginRequired what="report" />;
  if (!target)
    return (
      <div className="support">
        <p className="home-empty">{M.reportTargetId}</p>
      </div>
    );
  const email = emailTouched ? values.email : values.email || sessionEmail;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateSupportForm({ ...values, major: target.route, email });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      await createReport({ majorCategoryCode: target.route, detailCategoryCode: values.detail as never, content: values.content.trim(), email: email.trim(), targetId: target.targetId });
      setDone('Thank you. Your report was received; we will let you know the outcome in My news.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setDone(M.reportDuplicate);
      else if (error instanceof ApiError && error.status === 404) setFailure(M.reportTargetMissing);
      else {
        const { fields, message } = serverErrors(error);
        setErrors(fields);
        setFailure(message);
      }
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <div className="support">
        <header className="support-head">
          <h1 className="support-head__title">Report</h1>
        </header>
        <p className="support-done" role="status">
          {done}
        </p>
        <Button block size="lg" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          Back
        </Button>
      </div>
    );

  return (
    <div className="support">
      <header className="support-head">
        <h1 className="support-head__title">Report</h1>
      </header>
      <p className="support-hint">
        Reporting: <strong>{REPORT_TARGET[target.route]}</strong>
      </p>
      <form className="support-form" noValidate onSubmit={(e) => void submit(e)}>
        <SelectField id="support-detail" label="Reason" placeholder="Select a reason" value={values.detail} options={reportDetailOptions(target.route)} onChange={(detail) => set({ detail })} error={errors.detail} />
        <ContentField label="Details" value={values.content} onChange={(content) => set({ content })} error={errors.content} />
        <EmailField
          value={email}
          onChange={(next) => {
            setEmailTouched(true);
            set({ email: next });
          }}
          error={errors.email}
        />
        {failure ? (
          <p className="support-failure" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" block size="lg" loading={busy} disabled={busy}>
          Report
        </Button>
        <p className="support-hint">
          False reports may limit your account. See our <Link to="/faq">FAQ</Link> for what we act on.
        </p>
      </form>
    </div>
  );
}
