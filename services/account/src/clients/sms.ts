/**
 * SMS senders. The embedded default writes to the dev outbox; production picks Twilio's REST API or
 * Semaphore (a Philippine SMS gateway) by SMS_PROVIDER. Both are plain HTTPS form posts over fetch.
 */
import type { DevOutbox } from './dev-outbox.ts';

export interface SmsSender {
  readonly name: string;
  /** `to` is an E.164 number (+639171234567). Throws DeliveryError when the provider refuses. */
  send(to: string, text: string): Promise<void>;
}

export class DeliveryError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export const devOutboxSms = (outbox: DevOutbox): SmsSender => ({
  name: 'dev-outbox',
  send: async (to, text) => {
    outbox.add({ channel: 'sms', to, text });
  },
});

async function postForm(url: string, form: Record<string, string>, headers: Record<string, string>, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new DeliveryError(`SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the error message
  }
  return { status: res.status, body };
}

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** A Twilio number or alphanumeric sender id; or messagingServiceSid. */
  from?: string;
  messagingServiceSid?: string;
  apiBase?: string;
  timeoutMs?: number;
};

/** Twilio Programmable Messaging: POST /2010-04-01/Accounts/{Sid}/Messages.json, basic auth, 201 on success. */
export function twilioSms({ accountSid, authToken, from, messagingServiceSid, apiBase = 'https://api.twilio.com', timeoutMs = 10_000 }: TwilioOptions): SmsSender {
  if (!from && !messagingServiceSid) throw new Error('Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID.');
  const url = `${apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, text) {
      const form: Record<string, string> = { To: to, Body: text };
      if (messagingServiceSid) form.MessagingServiceSid = messagingServiceSid;
      else if (from) form.From = from;
      const { status, body } = await postForm(url, form, { authorization }, timeoutMs);
      if (status !== 201 && status !== 200) {
        const detail = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : `HTTP ${status}`;
        throw new DeliveryError(`Twilio refused the message: ${detail}`, status);
      }
    },
  };
}

export type SemaphoreOptions = { apiKey: string; senderName?: string; apiBase?: string; timeoutMs?: number };

/**
 * Semaphore (semaphore.co): POST /api/v4/messages with apikey, number, message[, sendername]. It
 * answers an array of queued messages; anything else (an object of field errors) is a refusal.
 */
export function semaphoreSms({ apiKey, senderName, apiBase = 'https://api.semaphore.co', timeoutMs = 10_000 }: SemaphoreOptions): SmsSender {
  const url = `${apiBase.replace(/\/$/, '')}/api/v4/messages`;
  return {
    name: 'semaphore',
    async send(to, text) {
      // Semaphore takes Philippine numbers as 09XXXXXXXXX or 639XXXXXXXXX.
      const form: Record<string, string> = { apikey: apiKey, number: to.replace(/^\+/, ''), message: text };
      if (senderName) form.sendername = senderName;
      const { status, body } = await postForm(url, form, {}, timeoutMs);
      const first: unknown = Array.isArray(body) ? body[0] : undefined;
      const state = typeof first === 'object' && first !== null && 'status' in first ? String(first.status) : '';
      if (status >= 300 || !first || /failed|refunded/i.test(state)) {
        throw new DeliveryError(`Semaphore refused the message: ${typeof body === 'string' ? body.slice(0, 200) : JSON.stringify(body).slice(0, 200)}`, status);
      }
    },
  };
}
