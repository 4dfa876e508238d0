import { FieldError, TextField } from '@phjobs/ui/components/Field';

/**
 * The branch phone with its verification (a changed phone must be verified by an SMS code).
 * Placeholder until the shared phone verification component lands: the number alone.
 */
export function BranchPhone({
  phone,
  onPhoneChange,
  phoneError,
  verifyError,
}: {
  phone: string;
  storedPhone: string;
  verified: boolean;
  onPhoneChange: (phone: string) => void;
  onVerified: (token: string) => void;
  phoneError?: string | undefined;
  verifyError?: string | undefined;
}) {
  return (
    <div>
      <TextField id="branch-phone" label="Phone number" type="tel" inputMode="tel" value={phone} onChange={onPhoneChange} error={phoneError} />
      <FieldError id="branch-phoneVerify-error">{verifyError}</FieldError>
    </div>
  );
}
