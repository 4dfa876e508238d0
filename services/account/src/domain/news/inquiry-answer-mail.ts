import { QNA_DETAIL_LABEL } from '@phjobs/contracts/codes';
import type { EventPayload } from '@phjobs/contracts/events';
import type { Mail } from '../../clients/mail.ts';

const label = (code: string) => (code in QNA_DETAIL_LABEL ? QNA_DETAIL_LABEL[code as keyof typeof QNA_DETAIL_LABEL] : code);

/** The e-mail of an answered inquiry: to the address the inquiry gave, the question and the answer in plain text. */
export function inquiryAnswerMail(p: EventPayload<'community.qna.answered'>): Mail {
  return {
    to: p.email,
    subject: `[PH Jobs] Your inquiry has been answered (${label(p.detailCategoryCode)})`,
    text: [
      'Hello,',
      '',
      'Thank you for your inquiry. Our answer is below; you can also read it in My inquiries (1:1 Inquiry) on PH Jobs.',
      '',
      'Your inquiry:',
      p.question,
      '',
      'Our answer:',
      p.answer,
      '',
      'PH Jobs Customer Support',
    ].join('\n'),
  };
}
