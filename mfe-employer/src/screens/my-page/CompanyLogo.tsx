import { useRef, useState } from 'react';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';
import { useAsyncAction } from '@phjobs/ui/useAsyncAction';
import { fileUrl } from '@phjobs/web-core/api';
import { uploadFile } from '@phjobs/web-core/upload';
import { deleteLogoImage, updateLogoImage } from '../../api/employer';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * The company logo of the my-page: Change uploads an image through services/media (project logo)
 * and stores its key (PUT updateLogoImage); Delete asks first (DELETE deleteLogoImage). The logo
 * shown follows the answer; a failure is said under it and changes nothing.
 */
export function CompanyLogo({ companyName, logoKey }: { companyName: string; logoKey: string | null }) {
  const [key, setKey] = useState(logoKey);
  const { busy, error, setError, run } = useAsyncAction();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const url = fileUrl(key);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!IMAGE_TYPES.includes(file.type)) {
      setError('Please choose a jpg, png, gif or webp image.');
      return;
    }
    await run(
      async () => {
        const uploaded = await uploadFile(file, { project: 'logo' });
        setKey((await updateLogoImage(uploaded.key)).logoKey);
      },
      () => {
        if (input.current) input.current.value = '';
      },
    );
  };

  const onDelete = () =>
    run(
      async () => setKey((await deleteLogoImage()).logoKey),
      () => setConfirming(false),
    );

  return (
    <div className="emp-logo">
      <div className="emp-profile__logo">{url ? <img src={url} alt={`${companyName} logo`} /> : <span aria-hidden="true">{companyName.trim().charAt(0).toUpperCase()}</span>}</div>
      <div className="emp-logo__actions">
        <button type="button" className="ph-text-btn" onClick={() => input.current?.click()} disabled={busy}>
          {busy ? 'Saving…' : key ? 'Change' : 'Add logo'}
        </button>
        {key ? (
          <button type="button" className="ph-text-btn emp-logo__delete" onClick={() => setConfirming(true)} disabled={busy}>
            Delete
          </button>
        ) : null}
      </div>
      <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} hidden aria-label="Company logo" onChange={(e) => void onFile(e.target.files?.[0])} />
      {error ? (
        <p className="ph-field__error emp-logo__error" role="alert">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete the company logo?"
        confirmLabel="Delete logo"
        cancelLabel="Keep logo"
        danger
        busy={busy}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>Your job ads show the company's initial instead.</p>
      </ConfirmDialog>
    </div>
  );
}
