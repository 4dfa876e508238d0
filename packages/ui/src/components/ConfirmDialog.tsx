import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal, MODAL_FOCUS } from './Modal';

export type ConfirmDialogProps = {
  open: boolean;
  /** The question, e.g. 'Cancel this application?'. */
  title: ReactNode;
  /** What happens, in a sentence or two. */
  children?: ReactNode;
  /** The action, named by what it does ('Cancel application', 'Delete'). */
  confirmLabel: string;
  /** The way out, named by what it keeps ('Keep application'). */
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** The action is running: its button spins, nothing closes the dialog. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a destructive action (alertdialog): the question, what it does, and two buttons.
 * The focus starts on the way out; Escape, the close icon and the backdrop are the way out too.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', danger = false, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <div className="ph-confirm__actions">
          <Button variant="outline" size="lg" onClick={onCancel} disabled={busy} {...MODAL_FOCUS}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} size="lg" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className="ph-confirm__text">{children}</div>
    </Modal>
  );
}
