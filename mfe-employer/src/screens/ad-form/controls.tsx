/** Small form controls of the ad wizard, in the look of the account forms (@phjobs/ui classes). */
import { useEffect, useMemo, useRef, useState } from 'react';
import { LIMITS } from '@phjobs/contracts/codes';
import type { JobPhoto } from '@phjobs/contracts/job-ad-form';
import { causeOf } from '@phjobs/ui/cause';
import { Button } from '@phjobs/ui/components/Button';
import { Chip } from '@phjobs/ui/components/Chip';
import { Field } from '@phjobs/ui/components/Field';
import { CloseIcon } from '@phjobs/ui/components/Icons';
import { TwoLevelPicker } from '@phjobs/ui/components/TwoLevelPicker';
import { indexTree, type CodeItemLike } from '@phjobs/ui/picks';
import { UploadProgress } from '@phjobs/ui/components/UploadProgress';
import { fileUrl } from '@phjobs/web-core/api';
import { checkUploads, fileSizeText, OWN_FORM_ACCEPT, ownFormUpload } from '@phjobs/web-core/own-form';
import { formatMegabytes, uploadFile } from '@phjobs/web-core/upload';

/** A two-level code tree picked in the shared picker modal (up to `max`), shown as chips. */
export function TreePickField<T extends CodeItemLike>({
  id,
  label,
  items,
  value,
  onChange,
  max,
  error,
  hint,
}: {
  id: string;
  label: string;
  items: readonly T[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  max: number;
  error?: string | undefined;
  hint?: string;
}) {
  const [open, setOpen] = useState(false);
  const byId = useMemo(() => indexTree(items).byId, [items]);
  const picked = value.map((itemId) => byId.get(itemId)).filter((item): item is T => !!item);
  return (
    <Field id={id} label={max < items.length ? `${label} (${picked.length}/${max})` : label} hint={hint} error={error}>
      {picked.length ? (
        <div className="ph-chip-group">
          {picked.map((item) => (
            <Chip key={item.id} tone="accent" onRemove={() => onChange(value.filter((x) => x !== item.id))}>
              {item.name}
            </Chip>
          ))}
        </div>
      ) : null}
      <Button variant="outline" onClick={() => setOpen(true)} aria-describedby={error ? `${id}-error` : undefined}>
        {picked.length ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
      </Button>
      <TwoLevelPicker open={open} title={label} items={items} value={picked} max={max} onClose={() => setOpen(false)} onApply={(next) => { onChange(next.map((item) => item.id)); setOpen(false); }} />
    </Field>
  );
}

type Progress = { name: string; size: number; fraction: number };

function ProgressLine({ progress }: { progress: Progress | null }) {
  if (!progress) return null;
  return <UploadProgress name={progress.name} sizeText={formatMegabytes(progress.size)} fraction={progress.fraction} />;
}

const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif';

/** Step 0's ad photos, uploaded one by one through services/media (project 'job') with progress. */
export function PhotoUpload({ photos, onChange, max, error }: { photos: readonly JobPhoto[]; onChange: (photos: JobPhoto[]) => void; max: number; error?: string | undefined }) {
  const input = useRef<HTMLInputElement>(null);
  // the photos as the upload loop below adds to them (it awaits, so the prop it closed over gets old)
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (list: FileList | null) => {
    if (!list?.length) return;
    setProblem(null);
    for (const file of Array.from(list)) {
      if (latest.current.length >= max) {
        setProblem(`Up to ${max} photos.`);
        break;
      }
      if (file.size > LIMITS.uploadBytes) {
        setProblem(`${file.name} is larger than 10 MB.`);
        continue;
      }
      setProgress({ name: file.name, size: file.size, fraction: 0 });
      try {
        const stored = await uploadFile(file, { project: 'job', onProgress: (fraction) => setProgress({ name: file.name, size: file.size, fraction }) });
        const next = [...latest.current, { key: stored.key, fileName: stored.fileName }];
        latest.current = next;
        onChange(next);
      } catch (e) {
        setProblem(`${file.name}: ${causeOf(e)}`);
      }
    }
    setProgress(null);
    if (input.current) input.current.value = '';
  };

  return (
    <Field id="jobPhoto" label={`Photos (${photos.length}/${max})`} hint="JPEG, PNG or GIF, up to 10 MB each." error={error ?? problem ?? undefined}>
      {photos.length ? (
        <ul className="emp-photos">
          {photos.map((photo) => (
            <li key={photo.key} className="emp-photo">
              <img src={fileUrl(photo.key) ?? ''} alt={photo.fileName} />
              <button type="button" className="emp-photo__remove" aria-label={`Remove ${photo.fileName}`} onClick={() => onChange(photos.filter((p) => p.key !== photo.key))}>
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ProgressLine progress={progress} />
      <input ref={input} id="jobPhoto-input" data-testid="photo-input" type="file" accept={PHOTO_ACCEPT} multiple hidden onChange={(e) => void add(e.target.files)} />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={!!progress || photos.length >= max}>
        + Add photo
      </Button>
    </Field>
  );
}

/**
 * Step 4's own application form: the picked files (up to 10, 10MB in total) go as one upload, a
 * single file as it is and several as one ZIP (@phjobs/web-core/own-form, as the seeker's Email
 * apply sends them), through services/media (project 'form') with progress.
 */
export function OwnFormUpload({ fileName, onChange, error }: { fileName: string; onChange: (stored: { key: string; fileName: string } | null) => void; error?: string | undefined }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ name: string; size: number }[]>([]);

  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    const files = Array.from(list);
    setProblem(null);
    const rule = checkUploads([], files);
    if (rule === 'tooMany') return setProblem(`Up to ${LIMITS.uploadFiles} files.`);
    if (rule === 'tooLarge') return setProblem('Up to 10MB in total.');
    try {
      const bundle = await ownFormUpload(files);
      setProgress({ name: bundle.name, size: bundle.size, fraction: 0 });
      const stored = await uploadFile(bundle, { project: 'form', onProgress: (fraction) => setProgress({ name: bundle.name, size: bundle.size, fraction }) });
      setPicked(files.map((f) => ({ name: f.name, size: f.size })));
      onChange({ key: `files/${stored.key}/${stored.fileName}`, fileName: stored.fileName });
    } catch (e) {
      setProblem(causeOf(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Field id="ownResumeKey" label="Your own application form" hint={`Pick all the files at once: up to ${LIMITS.uploadFiles} files, 10MB in total; several go as one ZIP.`} error={error ?? problem ?? undefined}>
      {fileName ? (
        <div className="emp-file">
          <span className="emp-file__name">{fileName}</span>
          <button type="button" className="emp-file__remove" aria-label={`Remove ${fileName}`} onClick={() => { setPicked([]); onChange(null); }}>
            <CloseIcon width={14} height={14} />
          </button>
        </div>
      ) : null}
      {picked.length > 1 ? (
        <ul className="emp-file-list ph-muted">
          {picked.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              {f.name} ({fileSizeText(f.size)})
            </li>
          ))}
        </ul>
      ) : null}
      <ProgressLine progress={progress} />
      <input ref={input} id="ownResume-input" data-testid="own-form-input" type="file" accept={OWN_FORM_ACCEPT} multiple hidden onChange={(e) => void pick(e.target.files)} />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={!!progress}>
        {fileName ? 'Replace files' : 'Upload files'}
      </Button>
    </Field>
  );
}
