import { useState } from 'react';
import { Button } from '@phjobs/ui/components/Button';
import { Modal } from '@phjobs/ui/components/Modal';
import { memoCounter, truncateMemo } from '../domain/memo';

/** The memo of an application: up to 150 characters with a live 'n / 150' counter; longer input is cut. */
export function MemoEditor({ open, initial, title, onClose, onSave }: { open: boolean; initial: string; title: string; onClose: () => void; onSave: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title="Memo"
      onClose={onClose}
      footer={
        <Button
          block
          size="lg"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onSave(text).then((ok) => {
              setBusy(false);
              if (ok) onClose();
            });
          }}
        >
          Save
        </Button>
      }
    >
      <p className="ph-muted acc-small acc-memo__for">{title}</p>
      <label className="ph-visually-hidden" htmlFor="memo-text">
        Memo text
      </label>
      <textarea id="memo-text" className="ph-input ph-textarea" rows={5} value={text} onChange={(e) => setText(truncateMemo(e.target.value))} placeholder="A note only you can see" />
      <p className="ph-counter" aria-live="polite">
        {memoCounter(text)}
      </p>
    </Modal>
  );
}
