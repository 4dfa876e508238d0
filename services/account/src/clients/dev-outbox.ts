import type { DevOutboxMessage } from '@phjobs/contracts/account';

/**
 * The embedded default's "sent" messages: codes and mails are kept in memory (newest first, at most
 * `limit`) and shown at GET /api/dev/outbox. It does not exist in production (NODE_ENV=production).
 */
export class DevOutbox {
  private readonly messages: DevOutboxMessage[] = [];
  private nextId = 1;

  constructor(private readonly limit = 200) {}

  add(message: { channel: 'sms' | 'email'; to: string; subject?: string | null; text: string }): DevOutboxMessage {
    const stored: DevOutboxMessage = {
      id: this.nextId++,
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? null,
      text: message.text,
      code: /\b(\d{6})\b/.exec(message.text)?.[1] ?? null,
      sentAt: new Date().toISOString(),
    };
    this.messages.unshift(stored);
    if (this.messages.length > this.limit) this.messages.length = this.limit;
    return stored;
  }

  /** Newest first; `to` filters by recipient (e-mail in any case, phone as sent: +63...). */
  list(to?: string): DevOutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return wanted ? this.messages.filter((m) => m.to.toLowerCase() === wanted) : [...this.messages];
  }

  /** The newest code sent to `to`, for tests and the dev page. */
  latestCode(to: string): string | null {
    return this.list(to).find((m) => m.code)?.code ?? null;
  }
}
