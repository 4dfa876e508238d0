/** The masters' invitation codes (table invitation_code: one current code per master). */
import { randomInt } from 'node:crypto';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH, type InvitationCodeOwner } from '@phjobs/contracts/branches';
import type { Sql } from '@phjobs/service-kit/events/sql';

/** A fresh code: INVITATION_CODE_LENGTH characters of the alphabet, each from the crypto random source. */
export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i += 1) code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  return code;
}

const ATTEMPTS = 5;

/**
 * The master's current code, made on first use. Two first uses at once keep one code (the unique
 * master_id); a code another master holds is drawn again.
 */
export async function currentInvitationCode(db: Sql, masterId: bigint): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const rows = await db.$queryRawUnsafe<{ code: string }[]>('SELECT code FROM invitation_code WHERE master_id = $1::bigint', masterId);
    if (rows[0]) return rows[0].code;
    await db.$executeRawUnsafe('INSERT INTO invitation_code (code, master_id) VALUES ($1, $2::bigint) ON CONFLICT DO NOTHING', newInvitationCode(), masterId);
  }
  throw new Error(`employer: no invitation code could be made for master ${masterId}.`);
}

/** A new code for the master: the old one stops working in the same statement. */
export async function regenerateInvitationCode(db: Sql, masterId: bigint): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const code = newInvitationCode();
    const rows = await db.$queryRawUnsafe<{ code: string }[]>(
      `INSERT INTO invitation_code (code, master_id) VALUES ($1, $2::bigint)
       ON CONFLICT (master_id) DO UPDATE SET code = EXCLUDED.code, created_at = now()
       RETURNING code`,
      code,
      masterId,
    ).catch((error: unknown) => {
      // The drawn code is another master's (the primary key): draw again.
      if (/invitation_code_pkey|23505/.test(String((error as { message?: unknown }).message ?? error))) return [];
      throw error;
    });
    if (rows[0]) return rows[0].code;
  }
  throw new Error(`employer: no invitation code could be made for master ${masterId}.`);
}

/** The master (not withdrawn: its code is dropped then) whose current code this is. */
export async function invitationCodeOwner(db: Sql, code: string): Promise<InvitationCodeOwner | null> {
  const rows = await db.$queryRawUnsafe<{ id: bigint; company_name: string }[]>(
    `SELECT c.id, c.company_name FROM invitation_code i JOIN company c ON c.id = i.master_id
      WHERE i.code = $1 AND c.user_type = 'master.company'`,
    code,
  );
  const row = rows[0];
  return row ? { masterId: Number(row.id), companyName: row.company_name } : null;
}

/** Drops the master's code (a withdrawn master). */
export async function dropInvitationCode(db: Sql, masterId: bigint): Promise<number> {
  return db.$executeRawUnsafe('DELETE FROM invitation_code WHERE master_id = $1::bigint', masterId);
}
