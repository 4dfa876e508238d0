/**
 * Captcha. The embedded default is built in: an arithmetic question the service asks and checks
 * itself (answers kept as HMACs), solved once for a pass token. With RECAPTCHA_SECRET and
 * RECAPTCHA_SITE_KEY set, Google reCAPTCHA's siteverify checks the client's response token instead.
 * Either way the proof travels as `token` of POST /api/employer/sendVerifySms.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { CAPTCHA, type CaptchaChallenge } from '@phjobs/contracts/account';
import type { AccountDb } from '../data/db.ts';
import { keyedHash, newOpaqueToken, sameHex, sha256 } from '../domain/secrets.ts';

export type CaptchaCheck = { token: string; /** what the pass is used for: the phone number */ target: string; remoteIp?: string; host?: string };

export interface Captcha {
  readonly kind: 'builtin' | 'recaptcha';
  challenge(): Promise<CaptchaChallenge>;
  /** True when the token proves a solved captcha for this use. */
  verify(check: CaptchaCheck): Promise<boolean>;
}

export interface BuiltinCaptcha extends Captcha {
  readonly kind: 'builtin';
  /** One answer per challenge: the pass token, or null (wrong, expired, already answered). */
  answer(challengeId: string, answer: string): Promise<{ token: string; expiresIn: number } | null>;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A small sum or difference, written half in words so that it is not a bare expression. */
function question(): { text: string; answer: number } {
  const a = randomInt(2, 10);
  const b = randomInt(1, a);
  return randomInt(0, 2) === 0
    ? { text: `What is ${WORDS[a]} plus ${b}?`, answer: a + b }
    : { text: `What is ${a} minus ${WORDS[b]}?`, answer: a - b };
}

export function builtinCaptcha(db: AccountDb, secret: string): BuiltinCaptcha {
  const hashAnswer = (id: string, answer: string) => keyedHash(secret, `captcha:${id}:${answer.trim().toLowerCase()}`);
  return {
    kind: 'builtin',
    async challenge() {
      const { text, answer } = question();
      const id = randomUUID();
      const now = Date.now();
      await db.captchaChallenge.create({ data: { id, answerHash: hashAnswer(id, String(answer)), expiresAt: new Date(now + CAPTCHA.challengeTtlSeconds * 1000) } });
      // Old challenges go as new ones come: the table stays small without a sweeper.
      await db.captchaChallenge.deleteMany({ where: { expiresAt: { lt: new Date(now - 86_400_000) } } });
      return { provider: 'builtin', challengeId: id, question: text, expiresIn: CAPTCHA.challengeTtlSeconds };
    },
    async answer(challengeId, answer) {
      const now = new Date();
      // Claim the challenge first: one answer each, right or wrong.
      const claimed = await db.captchaChallenge.updateMany({ where: { id: challengeId, answeredAt: null, expiresAt: { gt: now } }, data: { answeredAt: now } });
      if (claimed.count === 0) return null;
      const row = await db.captchaChallenge.findUnique({ where: { id: challengeId }, select: { answerHash: true } });
      const given = answer.trim().toLowerCase();
      const numeric = WORDS.indexOf(given) >= 0 ? String(WORDS.indexOf(given)) : given;
      if (!row || !sameHex(row.answerHash, hashAnswer(challengeId, numeric))) return null;
      const token = newOpaqueToken();
      await db.captchaChallenge.update({
        where: { id: challengeId },
        data: { passHash: sha256(token), passExpiresAt: new Date(now.getTime() + CAPTCHA.passTtlSeconds * 1000) },
      });
      return { token, expiresIn: CAPTCHA.passTtlSeconds };
    },
    async verify({ token, target }) {
      // A pass serves one phone number (resends to it included), never a second one.
      const bound = await db.captchaChallenge.updateMany({
        where: { passHash: sha256(token), passExpiresAt: { gt: new Date() }, OR: [{ boundTarget: null }, { boundTarget: target }] },
        data: { boundTarget: target },
      });
      return bound.count === 1;
    },
  };
}

export type RecaptchaOptions = {
  secret: string;
  siteKey: string;
  verifyUrl?: string;
  /** reCAPTCHA v3 answers a score: below this is a bot. v2 answers none and passes on success. */
  minScore?: number;
  /** When set, the hostname Google saw must be one of these. */
  hostnames?: readonly string[];
  timeoutMs?: number;
};

/** Google reCAPTCHA: POST siteverify (secret, response, remoteip) → { success, score?, hostname }. */
export function recaptcha({ secret, siteKey, verifyUrl = 'https://www.google.com/recaptcha/api/siteverify', minScore = 0.5, hostnames = [], timeoutMs = 5000 }: RecaptchaOptions): Captcha {
  return {
    kind: 'recaptcha',
    challenge: async () => ({ provider: 'recaptcha', siteKey }),
    async verify({ token, remoteIp }) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: unknown;
      try {
        const res = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return false;
        answer = await res.json();
      } catch {
        return false;
      }
      if (typeof answer !== 'object' || answer === null) return false;
      const { success, score, hostname } = answer as { success?: unknown; score?: unknown; hostname?: unknown };
      if (success !== true) return false;
      if (typeof score === 'number' && score < minScore) return false;
      if (hostnames.length > 0 && (typeof hostname !== 'string' || !hostnames.includes(hostname))) return false;
      return true;
    },
  };
}
