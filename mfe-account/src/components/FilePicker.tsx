import { useEffect, useRef, useState } from 'react';
import type { ResumeFile } from '@phjobs/contracts/talent';
import { causeOf } from '@phjobs/ui/cause';
import { fileUrl } from '@phjobs/web-core/api';
import { Button } from '@phjobs/ui/components/Button';
import { CloseIcon } from '@phjobs/ui/components/Icons';
import { UploadProgress } from '@phjobs/ui/components/UploadProgress';
import { formatMegabytes, uploadFile } from '@phjobs/web-core/upload';

const MAX_BYTES = 10 * 1024 * 1024;

/** Files uploaded through services/media (project 'individual'), kept as { key, fileName }. */
export function FilePicker({
  id,
  label,
  files,
  onChange,
  max,
  accept,
  images = false,
  hint,
}: {
  id: string;
  label: string;
  files: readonly ResumeFile[];
  onChange: (files: ResumeFile[]) => void;
  max: number;
  accept: string;
  images?: boolean;
  hint?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; size: number; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the files as the upload loop below adds to them (it awaits, so the prop it closed over gets old)
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);

  const add = async (list: FileList | null) => {
    if (!list?.length) return;
    setError(null);
    for (const file of Array.from(list)) {
      if (latest.current.length >= max) {
        setError(`Up to ${max} files.`);
        break;
      }
      if (file.size > MAX_BYTES) {
        setError(`${file.name} is larger than 10 MB.`);
        continue;
      }
      setProgress({ name: file.name, size: file.size, fraction: 0 });
      try {
        const uploaded = await uploadFile(file, { project: 'individual', onProgress: (fraction) => setProgress({ name: file.name, size: file.size, fraction }) });
        const next = [...latest.current, { key: uploaded.key, fileName: uploaded.fileName }];
        latest.current = next;
        onChange(next);
      } catch (e) {
        setError(`${file.name}: ${causeOf(e)}`);
      }
    }
    setProgress(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="ph-text-field">
      <p className="ph-field__label">
        {label}{' '}
        <span className="ph-muted acc-small">
          {files.length} / {max}
        </span>
      </p>
      {hint ? <p className="ph-field__hint">{hint}</p> : null}
      {files.length ? (
        <ul className={images ? 'acc-photos acc-photos--edit' : 'acc-files'}>
          {files.map((f) => (
            <li key={f.key} className={images ? 'acc-photo' : 'acc-file'}>
              {images ? <img src={fileUrl(f.key) ?? ''} alt={f.fileName} /> : <span className="acc-file__name">{f.fileName || f.key}</span>}
              <button type="button" className="acc-file__remove" aria-label={`Remove ${f.fileName}`} onClick={() => onChange(files.filter((x) => x.key !== f.key))}>
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {progress ? (
        <UploadProgress name={progress.name} sizeText={formatMegabytes(progress.size)} fraction={progress.fraction} />
      ) : null}
      <input ref={input} id={id} type="file" accept={accept} multiple={max > 1} hidden onChange={(e) => void add(e.target.files)} />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={!!progress || files.length >= max}>
        + Add {images ? 'photo' : 'file'}
      </Button>
      {error ? (
        <p className="ph-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
