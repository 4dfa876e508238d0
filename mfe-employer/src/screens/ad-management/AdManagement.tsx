import { useState } from 'react';
import { useNavigate, useSearchParams } from '@phjobs/web-core/router';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';
import { Modal } from '@phjobs/ui/components/Modal';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { updateEndlessPages } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { deleteJobAd, endJobAd, reRegisterJobAd, type AdStatus, type AdSummary } from '../../api/ads';
import { ScreenHeader } from '../../components/ScreenHeader';
import { AD_TABS, afterStatusChange, DESCRIPTION_TEXTS, isAdStatus, myJobsKey, tabOf, withAdFirst, withoutAd } from './adLists';
import { AdList, type AdActions } from './AdList';
import './ad-management.css';

type Pending = { kind: 'end' | 'delete'; ad: AdSummary; status: AdStatus };

/**
 * /myPage/ad: the company's job ads by status, tabs Ongoing (012C, default), Under Review (012A)
 * and End (012D) in ?tab=, with the Description popup. A tab's list loads when the tab is first
 * shown and stays (hidden) while another tab is, so that Suspend, Re-registration and Delete change
 * the lists locally without a refetch (employer.md section 4): ending moves the ad from Ongoing to
 * the front of End, re-registering from End to the front of the list of the status the answer
 * gives (Under Review; Ongoing when the review ran at once), deleting removes it. Suspend and
 * Delete ask first. A failed call is only logged; nothing changes. Re-registration then opens the
 * re-register wizard (/myPage/ad/{id}/reregister), where the content may be revised.
 */
export function AdManagement() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const userType = useSession((s) => s.user?.userType ?? null);
  /** The tabs shown so far: their lists stay mounted. */
  const [opened, setOpened] = useState<ReadonlySet<AdStatus>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set(opened).add(tab));
  const [help, setHelp] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const switchTab = (next: AdStatus) => {
    const p = new URLSearchParams(params);
    p.set('tab', next);
    setParams(p, { replace: true });
  };

  /** Moves the row from `from` to the front of the list of the answer's status. */
  const move = (ad: AdSummary, from: AdStatus, answer: { statusCode: string; reviewReasons: AdSummary['reviewReasons'] }) => {
    const moved = afterStatusChange(ad, answer, new Date());
    updateEndlessPages<AdSummary>(myJobsKey(from), (data) => withoutAd(data, ad.jobId));
    if (isAdStatus(moved.statusCode)) updateEndlessPages<AdSummary>(myJobsKey(moved.statusCode), (data) => withAdFirst(data, moved));
    return moved;
  };

  const run = async (ad: AdSummary, what: string, action: () => Promise<void>) => {
    // the spec: actions do nothing while no user type is known
    if (!userType) return;
    setBusyId(ad.jobId);
    try {
      await action();
    } catch (error) {
      // the spec: a failed end, delete or re-register is only logged; the lists stay as they were
      console.error(`job ad ${what} failed`, error);
    } finally {
      setBusyId(null);
      setPending(null);
    }
  };

  const confirm = () => {
    if (!pending) return;
    const { ad, status, kind } = pending;
    if (kind === 'end') {
      void run(ad, 'end', async () => {
        move(ad, status, await endJobAd(ad.jobId));
      });
    } else {
      void run(ad, 'delete', async () => {
        await deleteJobAd(ad.jobId);
        updateEndlessPages<AdSummary>(myJobsKey(status), (data) => withoutAd(data, ad.jobId));
      });
    }
  };

  const actions: AdActions = {
    busyId,
    suspend: (ad, status) => userType && setPending({ kind: 'end', ad, status }),
    remove: (ad, status) => userType && setPending({ kind: 'delete', ad, status }),
    reRegister: (ad, status) =>
      void run(ad, 're-registration', async () => {
        const moved = move(ad, status, await reRegisterJobAd(ad.jobId));
        // back from the wizard lands on the tab the ad is in now
        if (isAdStatus(moved.statusCode)) setParams({ tab: moved.statusCode }, { replace: true });
        navigate(`/myPage/ad/${ad.jobId}/reregister`);
      }),
  };

  return (
    <div className="ph-page ph-wide emp-ads">
      <ScreenHeader
        title="Job ad management"
        right={
          <button type="button" className="ph-icon-btn emp-help" aria-label="Description" onClick={() => setHelp(true)}>
            ?
          </button>
        }
      />
      {/* a tab once opened keeps its list (and its place in it) while another is shown */}
      <Tabs label="Job ad status" items={AD_TABS} value={tab} onChange={switchTab} keepMounted={opened}>
        {(status) => <AdList status={status} actions={actions} />}
      </Tabs>
      <Modal open={help} title="Description" onClose={() => setHelp(false)}>
        <ul className="emp-description">
          {DESCRIPTION_TEXTS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </Modal>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? 'Delete this job ad?' : 'Suspend this job ad?'}
        confirmLabel={pending?.kind === 'delete' ? 'Delete' : 'Suspend'}
        cancelLabel={pending?.kind === 'delete' ? 'Keep ad' : 'Keep recruiting'}
        danger={pending?.kind === 'delete'}
        busy={pending !== null && busyId === pending.ad.jobId}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending ? (
          <>
            <p>
              <strong>{pending.ad.title}</strong>
            </p>
            <p>
              {pending.kind === 'delete'
                ? 'The ad leaves your lists and the job search. Its applications stay readable by their applicants. This cannot be undone.'
                : 'The ad stops recruiting and moves to End. You can re-register it later.'}
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
