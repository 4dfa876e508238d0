import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { inertOthers } from '../inert';
import { CloseIcon } from './Icons';

export type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Right side of the header (e.g. a 'Reset' button). */
  headerAction?: ReactNode;
  /** Full-screen sheet (mobile style) instead of a centred dialog. */
  fullScreen?: boolean;
  /** 'alertdialog' for a question that interrupts (ConfirmDialog); its body then describes it. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * Dialog with a close icon on the left of its header, on Radix's Dialog (@radix-ui/react-dialog):
 * focus moves in and stays inside while it is open (Tab cycles), the page behind is inert
 * (aria-hidden and out of reach of pointer and focus), Escape and the backdrop close it (only the
 * innermost of nested modals), and the focus returns to where it was on close. The panel takes the
 * focus, or the control marked with `{...MODAL_FOCUS}` (ConfirmDialog's way out).
 *
 * Loaded by `Modal` when a modal first opens (./Modal.tsx): not part of any first screen.
 */
export function ModalPanel({ open, title, onClose, children, footer, headerAction, fullScreen = false, role = 'dialog' }: ModalProps) {
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  // Radix hides the page behind from assistive technology (aria-hidden); `inert` also takes it out
  // of reach of find-in-page, selection and any focus the trap would have to undo (../inert.ts).
  // The panel as state: Radix's portal puts it in the page a render after `open`
  const [panelElement, setPanelElement] = useState<HTMLDivElement | null>(null);
  const attach = useCallback((el: HTMLDivElement | null) => {
    panel.current = el;
    setPanelElement(el);
  }, []);
  useEffect(() => (panelElement ? inertOthers(panelElement) : undefined), [panelElement]);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        {/* the panel inside the backdrop: a press on the backdrop is a press outside the panel */}
        <Dialog.Overlay className={`ph-modal${fullScreen ? ' ph-modal--full' : ''}`}>
          <Dialog.Content
            ref={attach}
            className="ph-modal__panel"
            role={role}
            aria-describedby={role === 'alertdialog' ? bodyId : undefined}
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              const first = panel.current?.querySelector<HTMLElement>('[data-modal-focus]');
              (first ?? panel.current)?.focus();
            }}
            onCloseAutoFocus={(e) => {
              // Radix returns the focus to a Dialog.Trigger; these modals open from any control
              e.preventDefault();
              if (returnTo.current?.isConnected) returnTo.current.focus();
            }}
          >
            <header className="ph-modal__header">
              <Dialog.Close className="ph-icon-btn" aria-label="Close">
                <CloseIcon />
              </Dialog.Close>
              <Dialog.Title className="ph-modal__title">{title}</Dialog.Title>
              <div className="ph-modal__action">{headerAction}</div>
            </header>
            <div className="ph-modal__body" id={bodyId}>
              {children}
            </div>
            {footer ? <footer className="ph-modal__footer">{footer}</footer> : null}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
