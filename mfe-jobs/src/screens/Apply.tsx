import { useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from '@phjobs/web-core/router';
import type { ApplyType } from '@phjobs/contracts/codes';
import type { ApplicationData } from '@phjobs/contracts/jobs';
import { fileUrl } from '@phjobs/web-core/api';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { Badge } from '@phjobs/ui/components/Chip';
import { BackIcon, CloseIcon, DownloadIcon } from '@phjobs/ui/components/Icons';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { Spinner } from '@phjobs/ui/components/Spinner';
import { formatDate, formatPhone } from '@phjobs/ui/format';
import { isCompanyType, useSession } from '@phjobs/web-core/session';
import { checkUploads, fileSizeText, OWN_FORM_ACCEPT, OWN_FORM_BUNDLE_NAME, ownFormUpload } from '@phjobs/web-core/own-form';
import { uploadFile } from '@phjobs/web-core/upload';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchApplicationData, postEtcApplication, postOnlineApplication } from '../api/jobs';
import {
  ageInYears,
  APPLY_TITLES,
  blocksEnter,
  emptyApplyForm,
  etcBody,
  genderText,
  isApplyType,
  MESSAGE_PLACEHOLDER,
  onlineBody,
  validateApply,
  type ApplyForm,
  type UploadedOwnForm,
} from '../domain/apply';

const seeAll = <Link to="/ad/all">See all jobs</Link>;

/** /ad/apply/{online|email|direct|telephone|onsite}?id={adId}: '{Method} application'. */
export function ApplyScreen() {
  const { method } = useParams();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const valid = isApplyType(method) && Number.isInteger(id) && id > 0;
  // the data is (re)fetched once the user type is known
  const req = useApiQuery(['jobs', 'fetchApplicationData', id, method, user?.email ?? ''], (signal) => fetchApplicationData(id, method as ApplyType, signal), { enabled: valid && status === 'ready' && user?.userType === 'individual' });

  if (!valid) return <NotFound home={seeAll} />;
  if (status === 'ready' && !user) return <Navigate to="/enter" replace />;
  return (
    <div className="jobs-apply">
      <ApplyHeader title={APPLY_TITLES[method]} />
      {status === 'ready' && isCompanyType(user?.userType) ? (
        <p className="ph-section ph-muted">Only individual members can apply for a job ad.</p>
      ) : (
        <Async state={req}>{(data) => <ApplyForm_ data={data} type={method} id={id} />}</Async>
      )}
    </div>
  );
}

function ApplyHeader({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <header className="jobs-detail-header">
      <button type="button" className="ph-icon-btn" onClick={() => navigate(-1)} aria-label="Back">
        <BackIcon />
      </button>
      <h1 className="jobs-detail-header__title">{title}</h1>
      <span className="jobs-detail-header__side" />
    </header>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="jobs-row">
      <dt>{label}</dt>
      <dd>{children || '-'}</dd>
    </div>
  );
}

function ApplyForm_({ data, type, id }: { data: ApplicationData; type: ApplyType; id: number }) {
  const navigate = useNavigate();
  const ownForm = type === 'email' ? data.companyOwnForm : null;
  const [form, setForm] = useState<ApplyForm>(() => emptyApplyForm(type === 'online' || ownForm ? null : data.directCustomizedInput));
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // the stored upload of the picked files: a retried Apply with the same picks does not send them again
  const uploaded = useRef<{ files: File[]; stored: UploadedOwnForm } | null>(null);
  const errors = validateApply(type, form, !!ownForm);
  const isValid = Object.keys(errors).length === 0;
  const age = ageInYears(data.employee.birthDate, new Date());

  const submit = async () => {
    setTried(true);
    if (!isValid || submitting) return;
    setSubmitting(true);
    try {
      if (type === 'online') await postOnlineApplication(id, onlineBody(form));
      else {
        let stored: UploadedOwnForm | null = null;
        if (ownForm) {
          if (uploaded.current?.files !== form.ownFiles) {
            // one file as it is, several as one ZIP: the call carries one key
            const { key, fileName } = await uploadFile(await ownFormUpload(form.ownFiles), { project: 'individual' });
            uploaded.current = { files: form.ownFiles, stored: { key, fileName } };
          }
          stored = uploaded.current.stored;
        }
        await postEtcApplication(id, etcBody(type, form, !!ownForm, stored));
      }
      navigate('/ad/applied', { replace: true, state: { title: data.comapny.title } });
    } catch (error) {
      console.error('application failed', error); // the spec: a failed submit shows no message
      setSubmitting(false);
    }
  };

  return (
    <>
      <section className="ph-section">
        <p className="jobs-apply__company">{data.comapny.companyName}</p>
        <h2 className="jobs-apply__title">{data.comapny.title}</h2>
      </section>
      <section className="ph-section" aria-labelledby="apply-applicant">
        <h3 className="ph-section-title" id="apply-applicant">
          Applicant
        </h3>
        <dl className="jobs-rows">
          <Info label="Name">{data.employee.fullName}</Info>
          <Info label="Gender">{genderText(data.employee.genderCode)}</Info>
          <Info label="Age">{age === null ? '' : `${age} years old`}</Info>
          <Info label="Phone">{formatPhone(data.employee.phoneNumber)}</Info>
          <Info label="E-mail">{data.employee.email}</Info>
        </dl>
      </section>

      {type === 'online' ? (
        <section className="ph-section" aria-labelledby="apply-resume">
          <h3 className="ph-section-title" id="apply-resume">
            Resume
          </h3>
          {data.resumeList.length === 0 ? (
            <div className="jobs-apply__empty">
              <p>There are no registered resumes.</p>
              <Link to="/myPage/resume/register">Go register now</Link>
            </div>
          ) : (
            <div className="jobs-resumes" role="radiogroup" aria-label="Resume">
              {data.resumeList.map((r) => (
                <label key={r.id} className={`jobs-resume${form.resumeId === String(r.id) ? ' jobs-resume--on' : ''}`}>
                  <input type="radio" name="resume" value={r.id} checked={form.resumeId === String(r.id)} onChange={() => setForm((f) => ({ ...f, resumeId: String(r.id) }))} />
                  <span className="jobs-resume__body">
                    <span className="jobs-resume__title">
                      {r.title}
                      {r.statusCode === '020A' ? <Badge tone="accent">Published</Badge> : null}
                    </span>
                    <span className="jobs-resume__date">{formatDate(r.updatedAt)}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
          {tried && errors.resumeId ? <p className="ph-field__error">{errors.resumeId}</p> : null}
        </section>
      ) : ownForm ? (
        <OwnFormSection ownForm={ownForm} form={form} setForm={setForm} error={tried ? errors.companyOwnResumeKey : undefined} />
      ) : (
        <section className="ph-section">
          <label className="ph-section-title" htmlFor="apply-message">
            Message
          </label>
          <textarea
            id="apply-message"
            className="ph-input jobs-apply__message"
            rows={6}
            maxLength={2000}
            placeholder={MESSAGE_PLACEHOLDER}
            value={form.selfIntroduction}
            onChange={(e) => setForm((f) => ({ ...f, selfIntroduction: e.target.value }))}
            onKeyDown={(e) => {
              if (blocksEnter(e)) e.preventDefault();
            }}
          />
          {tried && errors.selfIntroduction ? <p className="ph-field__error">{errors.selfIntroduction}</p> : null}
        </section>
      )}

      <BottomBar label="Apply">
        <Button size="lg" block variant={isValid ? 'primary' : 'secondary'} loading={submitting} onClick={() => void submit()}>
          Apply
        </Button>
      </BottomBar>
    </>
  );
}

function OwnFormSection({
  ownForm,
  form,
  setForm,
  error,
}: {
  ownForm: { key: string; fileName: string };
  form: ApplyForm;
  setForm: (update: (f: ApplyForm) => ApplyForm) => void;
  error: string | undefined;
}) {
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const res = await fetch(fileUrl(`${ownForm.key}/${ownForm.fileName}`) ?? '', { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${res.status}`);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = ownForm.fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      console.error('own form download failed', e);
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const add = (files: File[]) => {
    if (files.length === 0) return;
    if (checkUploads(form.ownFiles, files) !== 'ok') {
      setLimitHit(true);
      return;
    }
    setLimitHit(false);
    setForm((f) => ({ ...f, ownFiles: [...f.ownFiles, ...files] }));
  };

  return (
    <>
      <section className="ph-section">
        <h3 className="ph-section-title">Company&apos;s own form</h3>
        <button type="button" className="jobs-file" onClick={() => void download()} disabled={downloading}>
          <DownloadIcon width={18} height={18} />
          <span>{ownForm.fileName}</span>
          {downloading ? <Spinner size="sm" inline /> : null}
        </button>
        {downloadFailed ? <p className="ph-field__error">Failed to load file</p> : null}
      </section>
      <section className="ph-section">
        <h3 className="ph-section-title">Upload</h3>
        <p className={`ph-field__hint${limitHit ? ' jobs-limit-hit' : ''}`}>Up to 10 files, 10MB in total.</p>
        {form.ownFiles.length ? (
          <ul className="jobs-uploads">
            {form.ownFiles.map((f, i) => (
              <li key={`${f.name}-${f.size}-${f.lastModified}-${i}`}>
                <span>
                  {f.name} <small className="ph-muted">{fileSizeText(f.size)}</small>
                </span>
                <button
                  type="button"
                  className="ph-icon-btn"
                  aria-label={`Remove ${f.name}`}
                  onClick={() => {
                    setLimitHit(false);
                    setForm((cur) => ({ ...cur, ownFiles: cur.ownFiles.filter((_, j) => j !== i) }));
                  }}
                >
                  <CloseIcon width={16} height={16} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {form.ownFiles.length > 1 ? <p className="ph-field__hint">{`The ${form.ownFiles.length} files are sent as one ZIP archive, ${OWN_FORM_BUNDLE_NAME}.`}</p> : null}
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={OWN_FORM_ACCEPT}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            add(files);
          }}
        />
        <Button variant="outline" block onClick={() => input.current?.click()}>
          Add files
        </Button>
        {error ? <p className="ph-field__error">{error}</p> : null}
      </section>
    </>
  );
}
