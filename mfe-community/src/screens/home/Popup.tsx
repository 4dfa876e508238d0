import { useEffect, useState } from 'react';
import { Link } from '@phjobs/web-core/router';
import type { Popup } from '@phjobs/contracts/community';
import { Modal } from '@phjobs/ui/components/Modal';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchPopups } from '../../api/home';
import { hideForADayCookie, popupHidden, POPUP_SESSION_KEY } from '../../domain/popup';

const sessionClosed = (): boolean => {
  try {
    return window.sessionStorage.getItem(POPUP_SESSION_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The home's mobile popup (GET /api/popups, location mobile): 'Do not show for a day' sets the
 * day cookie, 'Close' hides it for the session. In the home's chunk: its call starts as the home mounts on a phone.
 */
export default function HomePopup() {
  const [hidden, setHidden] = useState(() => popupHidden(document.cookie, sessionClosed()));
  const popups = useApiQuery(['community', 'popups'], (signal) => fetchPopups(signal), { enabled: !hidden });
  const popup: Popup | undefined = popups.data?.find((p) => p.location === 'mobile');
  const src = popup ? (fileUrl(popup.image) ?? '') : '';
  // shown once its image is decoded: the dialog opens whole, nothing in it moves
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    if (!src || hidden) return;
    let live = true;
    const img = new Image();
    img.src = src;
    img.decode().then(
      () => live && setReady(src),
      () => live && setReady(src),
    );
    return () => {
      live = false;
    };
  }, [src, hidden]);
  if (hidden || !popup || ready !== src) return null;

  const close = () => {
    try {
      window.sessionStorage.setItem(POPUP_SESSION_KEY, '1');
    } catch {
      /* storage disabled: closed for this page only */
    }
    setHidden(true);
  };
  const hideForADay = () => {
    document.cookie = hideForADayCookie();
    setHidden(true);
  };
  const image = <img src={src} alt={popup.title} width={600} height={400} className="home-popup__img" />;

  return (
    <Modal
      open
      title={popup.title}
      onClose={close}
      footer={
        <div className="home-popup__actions">
          <button type="button" className="home-popup__action" onClick={hideForADay}>
            Do not show for a day
          </button>
          <button type="button" className="home-popup__action home-popup__action--close" onClick={close}>
            Close
          </button>
        </div>
      }
    >
      {popup.url ? (
        popup.url.startsWith('/') ? (
          <Link to={popup.url} onClick={close}>
            {image}
          </Link>
        ) : (
          <a href={popup.url} target="_blank" rel="noopener noreferrer">
            {image}
          </a>
        )
      ) : (
        image
      )}
    </Modal>
  );
}
