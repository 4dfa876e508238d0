import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import type { MailSender } from '../clients/mail.ts';
import type { AccountDb } from '../data/db.ts';
import { inquiryAnswerMail } from '../domain/news/inquiry-answer-mail.ts';

export const INQUIRY_MAIL_CONSUMER = 'account.inquiry-mail';

/**
 * Durable consumer 'account.inquiry-mail': an answered inquiry (community.qna.answered) is sent to
 * the e-mail the inquiry gave (the spec: answers are sent to the e-mail given). Apart from
 * 'account.news' so that a mail provider down delays only the mail. At least once: a mail that
 * fails is retried with the event; processed_event keeps a delivered one from going twice.
 */
export function startInquiryMailConsumer({ db, mail, transport, logger, maxDeliver }: { db: AccountDb; mail: MailSender; transport: Transport; logger?: TransportLogger; maxDeliver?: number }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    ...(maxDeliver === undefined ? {} : { maxDeliver }),
    consumer: INQUIRY_MAIL_CONSUMER,
    subjects: ['community.qna.answered'],
    handle: async (_tx, event) => {
      await mail.send(inquiryAnswerMail(event.payload));
    },
  });
}
