import { useState } from 'react';
import { Link, useNavigate, useParams } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';
import { useAsyncAction } from '@phjobs/ui/useAsyncAction';
import { useApiQuery } from '@phjobs/web-core/query';
import { deleteResume, getIndividualInfo, getResume } from '../../api/talent';
import { ResumeView } from '../../components/ResumeView';
import { ScreenHeader } from '../../components/ScreenHeader';

/** The resume with the member's profile (GET /api/resume/individualInfo; a failure only hides the profile). */
async function loadResume(id: string, signal: AbortSignal) {
  const [resume, profile] = await Promise.all([
    getResume(id, signal),
    getIndividualInfo(signal).catch(() => null),
  ]);
  return { resume, profile };
}

/** /myPage/resume/{id}: the resume, with Edit and Delete. /myPage/view/resume/{id} shows it read-only. */
export function ResumeDetail({ readOnly = false }: { readOnly?: boolean }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const state = useApiQuery(['account', 'loadResume', id], (signal) => loadResume(id, signal));
  const { busy, error, run } = useAsyncAction();
  const [confirming, setConfirming] = useState(false);

  const remove = () =>
    run(
      async () => {
        await deleteResume(id);
        navigate('/myPage/resume', { replace: true });
      },
      () => setConfirming(false),
    );

  return (
    <div className="ph-page">
      <ScreenHeader title={readOnly ? 'Viewed resume' : 'Resume'} />
      <Async state={state}>
        {({ resume, profile }) => (
          <>
            <ResumeView resume={resume} profile={profile} />
            {error ? (
              <p className="acc-failure acc-margin" role="alert">
                {error}
              </p>
            ) : null}
            {readOnly ? (
              <BottomBar>
                <Link to={`/myPage/resume/${resume.resumeId}`} className="ph-btn ph-btn--outline ph-btn--lg ph-btn--block">
                  Manage this resume
                </Link>
              </BottomBar>
            ) : (
              <BottomBar>
                <Button variant="outline" size="lg" onClick={() => setConfirming(true)} loading={busy}>
                  Delete
                </Button>
                <Link to={`/myPage/resume/${resume.resumeId}/edit`} className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
                  Edit
                </Link>
              </BottomBar>
            )}
            <ConfirmDialog
              open={confirming}
              title="Delete this resume?"
              confirmLabel="Delete resume"
              cancelLabel="Keep resume"
              danger
              busy={busy}
              onConfirm={() => void remove()}
              onCancel={() => setConfirming(false)}
            >
              <p>
                <strong>{resume.title}</strong> is deleted and no longer shown to companies. This cannot be undone.
              </p>
            </ConfirmDialog>
          </>
        )}
      </Async>
    </div>
  );
}
