/**
 * A file on its way up: 'Uploading {name} ({size}) {n}%' and a progress bar (role progressbar with
 * aria-valuenow 0..100), the start said once to screen readers (not every percent).
 */
export function UploadProgress({ name, sizeText, fraction, className }: { name: string; /** '1.23 MB' */ sizeText: string; /** 0..1 */ fraction: number; className?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)) * 100);
  return (
    <div className={['ph-upload', className ?? ''].filter(Boolean).join(' ')}>
      <p className="ph-visually-hidden" role="status">
        Uploading {name}
      </p>
      <span className="ph-upload__text">
        Uploading {name} ({sizeText}) {percent}%
      </span>
      <div className="ph-progress" role="progressbar" aria-label={`Upload of ${name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
        <div className="ph-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
