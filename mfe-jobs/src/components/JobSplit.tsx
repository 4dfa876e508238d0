import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { ListIcon } from '@phjobs/ui/components/Icons';
import { PanePlaceholder, SplitView } from '@phjobs/ui/components/SplitView';
import { useIsDesktop } from '@phjobs/ui/useIsDesktop';
import { AdSelectionContext, useSelectedAd, type AdSelection } from './ad-selection';

// the detail's own chunk (shared with the ad's page), loaded once an ad is selected
const JobAdPane = lazy(() => import('../screens/JobAdDetail').then((m) => ({ default: m.JobAdPane })));

/**
 * A job list with, on desktop, the 'Detail search' sidebar (`side`) and the selected ad's detail
 * beside the list; a card selects its ad (`?jobId=` in the URL). On a phone only the list renders,
 * its cards open the ad's page as always, and a link with `?jobId=` opens that ad's page.
 */
export function JobSplit({ side, children }: { side?: ReactNode; children: ReactNode }) {
  const desktop = useIsDesktop();
  const navigate = useNavigate();
  const { selectedId, select } = useSelectedAd();
  const selection = useMemo<AdSelection>(() => ({ selectedId, select }), [selectedId, select]);

  // A desktop link shared to a phone: the phone shows an ad as its page. Checked once, on arrival
  // (a desktop window made narrow later keeps its list).
  useEffect(() => {
    if (!desktop && selectedId !== null) navigate(`/ad/all/${selectedId}`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only: a later resize or selection must not redirect
  }, []);

  if (!desktop) return <>{children}</>;
  return (
    <AdSelectionContext.Provider value={selection}>
      <SplitView
        side={side}
        sideLabel="Detail search"
        paneLabel="Selected job ad"
        paneKey={selectedId}
        pane={
          selectedId === null ? (
            <PanePlaceholder icon={<ListIcon width={28} height={28} />} title="Select a job" text="Choose a job in the list to see its details here." />
          ) : (
            <Suspense fallback={<PageSpinner />}>
              <JobAdPane key={selectedId} id={selectedId} onClose={() => select(null)} />
            </Suspense>
          )
        }
      >
        {children}
      </SplitView>
    </AdSelectionContext.Provider>
  );
}
