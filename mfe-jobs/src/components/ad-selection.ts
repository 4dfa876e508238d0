import { createContext, useCallback, useContext } from 'react';
import { useSearchParams } from '@phjobs/web-core/router';
import { selectedIdOf, withSelectedId } from '@phjobs/ui/selection';

/** The query parameter of the ad shown in the desktop detail pane: `/ad/all?jobId=42`. */
export const SELECTED_AD_PARAM = 'jobId';

/**
 * The ad selected in the list's detail pane, kept in the URL (reload, back and a shared link show
 * it again). Selecting pushes a history entry, so back returns to the previous selection; the
 * list's other parameters (a search's `query`, `searchType`) are kept.
 */
export function useSelectedAd() {
  const [params, setParams] = useSearchParams();
  const selectedId = selectedIdOf(params, SELECTED_AD_PARAM);
  const select = useCallback(
    (id: number | null) => {
      if (id === selectedId) return;
      setParams((current) => withSelectedId(current, SELECTED_AD_PARAM, id));
    },
    [selectedId, setParams],
  );
  return { selectedId, select };
}

export type AdSelection = { selectedId: number | null; select: (id: number) => void };

/** Given by the desktop split view only: ad cards then select instead of opening the ad's page. */
export const AdSelectionContext = createContext<AdSelection | null>(null);

export const useAdSelection = (): AdSelection | null => useContext(AdSelectionContext);
