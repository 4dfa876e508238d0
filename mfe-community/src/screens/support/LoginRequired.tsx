import { useNavigate } from '@phjobs/web-core/router';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';

/** The login-required dialog (spec section 6): a visitor who would inquire or report; Login goes to /enter, Cancel back. */
export function LoginRequired({ what }: { what: string }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog open title="Login required" confirmLabel="Login" cancelLabel="Cancel" onConfirm={() => navigate('/enter')} onCancel={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
      Please log in to {what}.
    </ConfirmDialog>
  );
}
