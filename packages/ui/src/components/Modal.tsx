import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
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

/** Open modals, innermost last: Escape closes only the innermost one. */
const stack: symbol[] = [];

/** Dialog with a close icon on the left of its header; Escape and the backdrop close it. */
export function Modal({ open, title, onClose, children, footer, headerAction, fullScreen = false, role = 'dialog' }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // the latest onClose, for the Escape listener (an Effect Event: not a reason to re-subscribe)
  const closeOnEscape = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const me = Symbol('modal');
    stack.push(me);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // the panel takes the focus, unless a control in it asked for it (autoFocus)
    if (!(document.activeElement instanceof Node && panel.current?.contains(document.activeElement))) panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && stack[stack.length - 1] === me) closeOnEscape();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(me), 1);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={`ph-modal${fullScreen ? ' ph-modal--full' : ''}`} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="ph-modal__panel" role={role} aria-modal="true" aria-labelledby={titleId} aria-describedby={role === 'alertdialog' ? bodyId : undefined} tabIndex={-1} ref={panel}>
        <header className="ph-modal__header">
          <button type="button" className="ph-icon-btn" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
          <h2 className="ph-modal__title" id={titleId}>
            {title}
          </h2>
          <div className="ph-modal__action">{headerAction}</div>
        </header>
        <div className="ph-modal__body" id={bodyId}>
          {children}
        </div>
        {footer ? <footer className="ph-modal__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
