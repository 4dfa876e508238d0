import { useRef, useState, type ReactNode } from 'react';
import { Link } from '@phjobs/web-core/router';
import { causeOf } from '@phjobs/ui/cause';
import { Async } from '@phjobs/ui/components/Async';
import { Badge } from '@phjobs/ui/components/Chip';
import { formatCount } from '@phjobs/ui/format';
import { uploadFile } from '@phjobs/web-core/upload';
import { useApiQuery } from '@phjobs/web-core/query';
import { deleteProfileImage, getMyPage, updateProfileImage } from '../api/account';
import { getMyResumes } from '../api/talent';
import { Avatar } from './Avatar';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/**
 * The top of the individual my-page: the profile (photo with add/change/delete, name, e-mail, the
 * 'Resume private' tag), the counts, then `children` (the links). On the my-page itself, and as the
 * desktop navigation column of every my-page screen: there it is loaded again when `refreshKey`
 * changes (the counts follow what the screens changed) and keeps showing the last answer meanwhile.
 */
export function ProfileSummary({ children, refreshKey }: { children?: ReactNode; refreshKey?: string }) {
  const state = useApiQuery(['account', 'getMyPage', refreshKey], (signal) => getMyPage(signal));
  // the 'Resume private' tag: no published resume (a failing call just hides the tag)
  const resumes = useApiQuery(['account', 'getMyResumes', refreshKey], (signal) => getMyResumes(1, signal));
  const fileInput = useRef<HTMLInputElement>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setPhotoError(null);
    if (!IMAGE_TYPES.includes(file.type)) {
      setPhotoError('Please choose a jpg, png or gif image.');
      return;
    }
    setPhotoBusy(true);
    try {
      const uploaded = await uploadFile(file, { project: 'individual' });
      await updateProfileImage(uploaded.key);
      state.reload();
    } catch (error) {
      setPhotoError(causeOf(error));
    } finally {
      setPhotoBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onDelete = async () => {
    setPhotoBusy(true);
    setPhotoError(null);
    try {
      await deleteProfileImage();
      state.reload();
    } catch (error) {
      setPhotoError(causeOf(error));
    } finally {
      setPhotoBusy(false);
    }
  };

  const published = resumes.data ? resumes.data.publishedCount : null;
  // with a refreshKey, a reload keeps the last answer on screen instead of a spinner
  const shown = refreshKey !== undefined && state.status === 'loading' && state.data !== null ? { ...state, status: 'success' as const, data: state.data } : state;

  return (
    <Async state={shown}>
      {(me) => (
        <>
          <section className="ph-section acc-profile">
            <div className="acc-profile__photo">
              <Avatar photoKey={me.photoKey} name={me.fullName} size={76} />
              <div className="acc-profile__photo-actions">
                <button type="button" className="ph-text-btn" onClick={() => fileInput.current?.click()} disabled={photoBusy}>
                  {photoBusy ? 'Saving…' : me.photoKey ? 'Change' : 'Add photo'}
                </button>
                {me.photoKey ? (
                  <button type="button" className="ph-text-btn acc-danger-text" onClick={() => void onDelete()} disabled={photoBusy}>
                    Delete
                  </button>
                ) : null}
              </div>
              <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/gif" hidden aria-label="Profile photo" onChange={(e) => void onFile(e.target.files?.[0])} />
            </div>
            <div className="acc-profile__text">
              <p className="acc-profile__name">{me.fullName}</p>
              <p className="ph-muted acc-profile__email">{me.email}</p>
              {published !== null ? (
                <p>
                  <Badge tone={published === 0 ? 'default' : 'success'}>{published === 0 ? 'Resume private' : 'Resume public'}</Badge>
                </p>
              ) : null}
            </div>
            {photoError ? (
              <p className="ph-field__error acc-profile__error" role="alert">
                {photoError}
              </p>
            ) : null}
          </section>
          <section className="acc-counts" aria-label="My counts">
            <Link to="/myPage/resume" className="acc-count">
              <span className="acc-count__n">{formatCount(me.resumeCount)}</span>
              <span className="acc-count__label">Resume</span>
            </Link>
            <Link to="/myPage/application" className="acc-count">
              <span className="acc-count__n">{formatCount(me.applicationCount)}</span>
              <span className="acc-count__label">Application</span>
            </Link>
            <Link to="/myPage/scrap" className="acc-count">
              <span className="acc-count__n">{formatCount(me.scrapCount)}</span>
              <span className="acc-count__label">Scrap</span>
            </Link>
            <Link to="/myPage/view" className="acc-count">
              <span className="acc-count__n">0</span>
              <span className="acc-count__label">Recent view</span>
            </Link>
          </section>
          {children}
        </>
      )}
    </Async>
  );
}
