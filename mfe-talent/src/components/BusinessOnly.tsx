import { useNavigate } from '@phjobs/web-core/router';
import { Button } from '@phjobs/ui/components/Button';
import { Modal } from '@phjobs/ui/components/Modal';
import { useSession } from '@phjobs/web-core/session';

/** The spec's words (account-community.md section 8) for a business-only action asked by someone else. */
export const BUSINESS_ONLY_MESSAGE = 'Only Business member allowed. Would you like to log in as a business member?';

export const isBusinessUser = (userType: string | null | undefined) => userType === 'company' || userType === 'master.company';

/** The login prompt of business-only actions (the offer button, /offer, Send offer): Confirm logs out and goes to /enter. */
export function BusinessLoginPrompt({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const navigate = useNavigate();
  const logout = useSession((s) => s.logout);
  return (
    <Modal
      open={open}
      title="Business members only"
      onClose={onCancel}
      footer={
        <div className="tal-dialog__buttons">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => void logout().then(() => navigate('/enter'))}>Confirm</Button>
        </div>
      }
    >
      <p>{BUSINESS_ONLY_MESSAGE}</p>
    </Modal>
  );
}

/** A whole screen for business users only: others read the prompt's words with a way to log in. */
export function BusinessOnlyScreen() {
  const navigate = useNavigate();
  const logout = useSession((s) => s.logout);
  return (
    <section className="ph-section tal-business-only" role="alert">
      <p>{BUSINESS_ONLY_MESSAGE}</p>
      <Button onClick={() => void logout().then(() => navigate('/enter'))}>Confirm</Button>
    </section>
  );
}
