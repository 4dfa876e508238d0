import { useState } from 'react';
import { Link, useNavigate } from '@phjobs/web-core/router';
import { ApiError } from '@phjobs/web-core/api';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { formatDate } from '@phjobs/ui/format';
import { findEmail, findId } from '../../api/account';
import { PhoneVerification } from '@phjobs/web-core/components/PhoneVerification';
import { ScreenHeader } from '../../components/ScreenHeader';
import { phoneE164 } from '../../domain/individualSignup';

type MemberType = 'individual' | 'business';
type Found = { email: string; createdAt: string; companyName?: string }[];
type Result = { kind: 'found'; list: Found } | { kind: 'failure'; message: string };

const TITLES: Record<MemberType, string> = { individual: 'Forgot ID', business: 'Forgot Email' };

/**
 * /enter/findEmail: Forgot ID (individuals: full name and a verified phone) and Forgot Email
 * (business: company name or registration number and a verified phone). Choose the member type,
 * fill the form, then the found view or the failure view (status 400 and above, or no data).
 */
export function FindEmail() {
  const navigate = useNavigate();
  const [type, setType] = useState<MemberType | null>(null);
  const [fullName, setFullName] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [brn, setBrn] = useState('');
  const [phone, setPhone] = useState('');
  const [phoneToken, setPhoneToken] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const reset = () => {
    setFullName('');
    setCompanyName('');
    setBrn('');
    setPhone('');
    setPhoneToken(null);
    setCaptchaToken(null);
    setErrors({});
    setResult(null);
  };

  const back = () => {
    if (result) setResult(null);
    else if (type) {
      reset();
      setType(null);
    } else navigate(-1);
  };

  const submit = async () => {
    const found: Record<string, string | undefined> = {};
    if (type === 'individual' && !fullName.trim()) found.fullName = 'Full name is a required input.';
    if (type === 'business' && !companyName.trim() && !brn.trim()) found.companyName = 'Company name or business registration number is a required input.';
    if (!phoneToken) found.phone = 'Please verify your phone number.';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const answer =
        type === 'individual'
          ? await findId({ fullName: fullName.trim(), phoneNumber: phoneE164(phone), phoneVerificationToken: phoneToken ?? '' })
          : await findEmail({ companyName: companyName.trim() || undefined, businessRegistrationNumber: brn.trim() || undefined, phoneNumber: phoneE164(phone), phoneVerificationToken: phoneToken ?? '' });
      const list = Array.isArray(answer?.list) ? answer.list : [];
      setResult(list.length ? { kind: 'found', list } : { kind: 'failure', message: 'No member matches the information entered.' });
    } catch (error) {
      setResult({ kind: 'failure', message: error instanceof ApiError && error.status < 500 ? error.message : 'The search could not be done. Please try again.' });
    } finally {
      // the phone proof is used up by the lookup
      setPhoneToken(null);
      setCaptchaToken(null);
      setBusy(false);
    }
  };

  const title = type ? TITLES[type] : 'Forgot ID / Email';

  return (
    <div className="acc-screen">
      <ScreenHeader title={title} onBack={back} />
      <div className="acc-page">
        {!type ? (
          <>
            <p className="ph-muted">Which account are you looking for?</p>
            <ul className="acc-kinds">
              <li>
                <button type="button" className="acc-kind" onClick={() => setType('individual')}>
                  <span>
                    <strong>Individual member</strong>
                    <span className="ph-muted">Find your ID with your name and phone number.</span>
                  </span>
                  <ChevronRightIcon />
                </button>
              </li>
              <li>
                <button type="button" className="acc-kind" onClick={() => setType('business')}>
                  <span>
                    <strong>Business member</strong>
                    <span className="ph-muted">Find your login e-mail with your company and phone number.</span>
                  </span>
                  <ChevronRightIcon />
                </button>
              </li>
            </ul>
          </>
        ) : result?.kind === 'found' ? (
          <div className="acc-result">
            <div className="acc-done__mark" aria-hidden="true">
              ✓
            </div>
            <h2 className="acc-step-title">{type === 'individual' ? 'We found your ID' : 'We found your e-mail'}</h2>
            <ul className="acc-found">
              {result.list.map((item) => (
                <li key={`${item.email}-${item.createdAt}`}>
                  <strong>{item.email}</strong>
                  {item.companyName ? <span className="ph-muted">{item.companyName}</span> : null}
                  <span className="ph-muted">Joined {formatDate(item.createdAt)}</span>
                </li>
              ))}
            </ul>
            <Link to="/enter" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
              Login
            </Link>
            <Link to="/enter/findPw" className="ph-btn ph-btn--outline ph-btn--lg ph-btn--block">
              Forgot P/W
            </Link>
          </div>
        ) : result?.kind === 'failure' ? (
          <div className="acc-result">
            <div className="ph-error__mark" aria-hidden="true">
              !
            </div>
            <h2 className="acc-step-title">No account found</h2>
            <p className="ph-muted" role="alert">
              {result.message}
            </p>
            <Button size="lg" block onClick={reset}>
              Try again
            </Button>
            <Link to="/register" className="ph-btn ph-btn--outline ph-btn--lg ph-btn--block">
              Join now
            </Link>
          </div>
        ) : (
          <form
            className="ph-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {type === 'individual' ? (
              <TextField id="fe-fullName" label="Full name" autoComplete="name" value={fullName} onChange={setFullName} error={errors.fullName} maxLength={100} />
            ) : (
              <>
                <TextField id="fe-company" label="Company name" autoComplete="organization" value={companyName} onChange={setCompanyName} error={errors.companyName} maxLength={100} />
                <TextField id="fe-brn" label="or Business registration number" value={brn} onChange={setBrn} maxLength={16} />
              </>
            )}
            <PhoneVerification
              idPrefix="fe"
              phone={phone}
              onPhoneChange={setPhone}
              error={errors.phone}
              token={phoneToken}
              onToken={setPhoneToken}
              captchaToken={captchaToken}
              onCaptcha={setCaptchaToken}
            />
            <BottomBar>
              <Button type="submit" size="lg" block loading={busy}>
                {type === 'individual' ? 'Find ID' : 'Find e-mail'}
              </Button>
            </BottomBar>
          </form>
        )}
      </div>
    </div>
  );
}
