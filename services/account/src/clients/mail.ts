/** Mail senders: the dev outbox (embedded default) or SMTP through nodemailer (SMTP_URL). */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { DevOutbox } from './dev-outbox.ts';
import { DeliveryError } from './sms.ts';

export type Mail = { to: string; subject: string; text: string };

export interface MailSender {
  readonly name: string;
  send(mail: Mail): Promise<void>;
  close?(): void;
}

export const devOutboxMail = (outbox: DevOutbox): MailSender => ({
  name: 'dev-outbox',
  send: async ({ to, subject, text }) => {
    outbox.add({ channel: 'email', to, subject, text });
  },
});

export type SmtpOptions = {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  from: string;
  /** For a local test server with a self-signed certificate only. */
  allowSelfSigned?: boolean;
};

export function smtpMail({ url, from, allowSelfSigned = false }: SmtpOptions): MailSender {
  const options: SMTPTransport.Options & { url: string } = {
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(allowSelfSigned ? { tls: { rejectUnauthorized: false } } : {}),
  };
  const transport = nodemailer.createTransport(options);
  return {
    name: 'smtp',
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from, to, subject, text });
      } catch (error) {
        throw new DeliveryError(`SMTP refused the mail: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    close: () => transport.close(),
  };
}
