import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import { Button } from '@phjobs/ui/components/Button';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';
import { Modal, MODAL_FOCUS } from '@phjobs/ui/components/Modal';
import { useAsyncAction } from '@phjobs/ui/useAsyncAction';
import { queryClient, useApiQuery } from '@phjobs/web-core/query';
import { fetchInvitationCode, regenerateInvitationCode } from '../../api/branches';
import { ScreenHeader } from '../../components/ScreenHeader';
import { BranchDetail } from './BranchDetail';
import { PagedBranches } from './BranchRows';
import { COPIED_MS, employerIdOf } from './branch-rules';
import './branches.css';

/**
 * /myPage/branch: branch management (the invitation code with Copy and Regenerate, the registered
 * branches); with ?employerId= the branch's detail.
 */
export function BranchManagement() {
  const [params] = useSearchParams();
  const raw = params.get('employerId');
  const employerId = employerIdOf(raw);
  if (raw !== null) return <BranchDetail employerId={employerId} />;
  return (
    <div className="ph-page emp-branch-page">
      <ScreenHeader title="Branch management" />
      <InvitationCode />
      <PagedBranches id="registered-title" title="Registered branches" />
    </div>
  );
}

const CODE_KEY = ['employer', 'invitationCode'] as const;

/** Writes the text to the clipboard (the Clipboard API; a hidden textarea where it is missing or refused). */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // no clipboard permission (an http origin, an old browser): the selection way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('The code could not be copied. Select it and copy it by hand.');
}

/**
 * The master's invitation code: Copy puts it on the clipboard, says 'Copied' for 2000 ms and
 * confirms in a dialog; Regenerate (asked first) makes a new one, the old one stops working.
 */
function InvitationCode() {
  const code = useApiQuery(CODE_KEY, (signal) => fetchInvitationCode(signal));
  const [copied, setCopied] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [asking, setAsking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const copy = useAsyncAction();
  const regenerate = useAsyncAction();
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = (text: string) =>
    copy.run(async () => {
      await copyText(text);
      setCopied(true);
      setDialog(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    });

  const onRegenerate = () =>
    regenerate.run(
      async () => {
        const next = await regenerateInvitationCode();
        queryClient.setQueryData(CODE_KEY, next);
        setCopied(false);
      },
      () => setAsking(false),
    );

  return (
    <section className="ph-section emp-invite" aria-labelledby="invite-title">
      <h2 id="invite-title" className="ph-section-title">
        Invitation code
      </h2>
      <p className="ph-muted emp-invite__hint">A company that signs up with this code (or enters it as its company code under member information) becomes your branch.</p>
      <Async state={code}>
        {(c) => (
          <>
            <div className="emp-invite__row">
              <output className="emp-invite__code" aria-label="Invitation code" data-testid="invitation-code">
                {c.companyCode}
              </output>
              <Button variant={copied ? 'secondary' : 'primary'} onClick={() => void onCopy(c.companyCode)} aria-live="polite">
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <button type="button" className="ph-text-btn emp-invite__regenerate" onClick={() => setAsking(true)} disabled={regenerate.busy}>
              Regenerate code
            </button>
            {copy.error || regenerate.error ? (
              <p className="ph-field__error" role="alert">
                {copy.error ?? regenerate.error}
              </p>
            ) : null}
            <Modal
              open={dialog}
              title="Copied"
              onClose={() => setDialog(false)}
              footer={
                <Button block size="lg" onClick={() => setDialog(false)} {...MODAL_FOCUS}>
                  Confirm
                </Button>
              }
            >
              <p>
                The invitation code <strong>{c.companyCode}</strong> has been copied. Send it to the company that should become your branch.
              </p>
            </Modal>
          </>
        )}
      </Async>
      <ConfirmDialog
        open={asking}
        title="Regenerate the invitation code?"
        confirmLabel="Regenerate"
        cancelLabel="Keep code"
        danger
        busy={regenerate.busy}
        onConfirm={() => void onRegenerate()}
        onCancel={() => setAsking(false)}
      >
        <p>The current code stops working at once. Companies that joined with it stay your branches.</p>
      </ConfirmDialog>
    </section>
  );
}
