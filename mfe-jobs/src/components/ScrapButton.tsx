import { useState } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import { BookmarkIcon } from '@phjobs/ui/components/Icons';
import { isCompanyType, useSession } from '@phjobs/web-core/session';
import { setScrap } from '../api/jobs';

/**
 * Scrap / unscrap an ad (POST or DELETE /api/jobAds/scrap/{id}). Shown to individuals and
 * visitors (a visitor goes to /enter); company users see none. The icon turns at once and turns
 * back when the call fails (the failure is logged).
 */
export function ScrapButton({ jobId, initial, className = '', size = 22 }: { jobId: number; initial: boolean; className?: string; size?: number }) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [scrapped, setScrapped] = useState(initial);
  const [busy, setBusy] = useState(false);
  // A new `initial` (the ad read again) wins, set while rendering. An effect would also run on
  // mount, after a tap that came before React flushed it, and turn that tap back.
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setScrapped(initial);
  }
  if (isCompanyType(user?.userType)) return null;

  const toggle = async () => {
    if (!user) {
      navigate('/enter');
      return;
    }
    if (busy) return;
    const next = !scrapped;
    setScrapped(next);
    setBusy(true);
    try {
      await setScrap(jobId, next);
    } catch (error) {
      console.error(next ? 'scrap failed' : 'unscrap failed', error);
      setScrapped(!next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`jobs-scrap${scrapped ? ' jobs-scrap--on' : ''} ${className}`.trim()}
      aria-pressed={scrapped}
      aria-busy={busy}
      aria-label={scrapped ? 'Unscrap this ad' : 'Scrap this ad'}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void toggle();
      }}
    >
      <BookmarkIcon filled={scrapped} width={size} height={size} />
    </button>
  );
}
