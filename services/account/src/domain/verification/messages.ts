import { VERIFICATION } from '@phjobs/contracts/messages';
import type { Mail } from '../../clients/mail.ts';
import type { CodePurpose } from './send-code.ts';

const minutes = VERIFICATION.codeTtlSeconds / 60;

export const smsText = (code: string) => `[PH Jobs] Your verification code is ${code}. It expires in ${minutes} minutes. Never share it.`;

const SUBJECTS: Record<CodePurpose, string> = {
  signup: '[PH Jobs] Your verification code',
  'password-reset': '[PH Jobs] Your password reset code',
  identity: '[PH Jobs] Confirm it is you',
  phone: '[PH Jobs] Your verification code',
};

export const codeMail = (to: string, code: string, purpose: CodePurpose): Mail => ({
  to,
  subject: SUBJECTS[purpose],
  text: [
    'Hello,',
    '',
    `Your PH Jobs verification code is ${code}.`,
    `It expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    '',
    'PH Jobs',
  ].join('\n'),
});
