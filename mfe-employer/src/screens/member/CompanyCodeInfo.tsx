import { Button } from '@phjobs/ui/components/Button';
import { Modal, MODAL_FOCUS } from '@phjobs/ui/components/Modal';

/** The spec's Information popup: branch or company users under management enter their master's company code. */
export function CompanyCodeInfo({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Information"
      onClose={onClose}
      footer={
        <Button size="lg" block onClick={onClose} {...MODAL_FOCUS}>
          Confirm
        </Button>
      }
    >
      <p>If your company is a branch or is managed by a master company, please enter the company code you received from it.</p>
    </Modal>
  );
}
