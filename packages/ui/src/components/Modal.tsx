import { useState } from 'react';
import { deferred } from '../deferred';
import type { ModalProps } from './ModalPanel';

export type { ModalProps };

/** The attribute that names the control an open modal focuses first (else the panel itself). */
export const MODAL_FOCUS = { 'data-modal-focus': '' } as const;

/** The dialog itself (./ModalPanel.tsx, on Radix's Dialog: about 14 KB gzip with its helpers). */
const Panel = deferred(() => import('./ModalPanel').then((m) => m.ModalPanel));

/**
 * A modal dialog (./ModalPanel.tsx: focus held inside, the page behind inert, Escape and the
 * backdrop close it, the focus returns). Its code comes with the first modal a page opens, not
 * with the screen: a closed modal that was never open draws nothing and loads nothing.
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? <Panel {...props} /> : null;
}
