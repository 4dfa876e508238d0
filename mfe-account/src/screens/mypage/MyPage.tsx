import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { causeOf } from '@phjobs/ui/api';
import { Async } from '@phjobs/ui/components/Async';
import { Badge } from '@phjobs/ui/components/Chip';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { formatCount } from '@phjobs/ui/format';
import { uploadFile } from '@phjobs/ui/upload';
import { useRequest } from '@phjobs/ui/useRequest';
import { deleteProfileImage, getMyPage, updateProfileImage } from '../../api/account';
import { getMyResumes } from '../../api/talent';
import { Avatar } from '../../components/Avatar';
import { NewsFeed } from '../../components/NewsFeed';

const LINKS = [
  { to: '/myPage/userInfo', label: 'Member info' },
  { to: '/myPage/resume', label: 'Resume management' },
  { to: '/myPage/application', label: 'Application status' },
  { to: '/myPage/view?tab=offer', label: 'Application offers' },
  { to: '/myPage/view', label: 'Who viewed my resume' },
  { to: '/myPage/scrap', label: 'Scrapped jobs' },
  { to: '/myPage/myTalk', label: 'My talk' },
  { to: '/myPage/chats', label: 'Chats' },
] as const;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** /myPage: the individual my-page (profile, counts, links) and 'My news'. */
export function MyPage() {
  const state = useRequest((signal) => getMyPage(signal), []);
  // the 'Resume private' tag: no published resume (a failing call just hides the tag)
  const resumes = useRequest((signal) => getMyResumes(1, signal), []);
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

  const published = resumes.status === 'success' ? resumes.data.publishedCount : null;

  return (
    <div className="ph-page">
      <Async state={state}>
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
            <nav className="acc-menu" aria-label="My page">
              {LINKS.map((l) => (
                <Link key={l.to} to={l.to} className="acc-menu__item">
                  {l.label}
                  <ChevronRightIcon width={18} height={18} />
                </Link>
              ))}
            </nav>
          </>
        )}
      </Async>
      <NewsFeed />
    </div>
  );
}
