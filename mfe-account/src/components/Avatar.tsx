import { fileUrl } from '@phjobs/web-core/api';

/** A round photo, or the initials of the name when there is none. */
export function Avatar({ photoKey, name, size = 72 }: { photoKey: string | null | undefined; name: string; size?: number }) {
  const url = fileUrl(photoKey);
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?';
  return (
    <span className="acc-avatar" style={{ width: size, height: size, fontSize: Math.round(size / 2.6) }}>
      {url ? <img src={url} alt={`Photo of ${name}`} /> : <span aria-hidden="true">{initials}</span>}
    </span>
  );
}
