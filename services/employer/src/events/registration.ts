import { normalizeInvitationCode } from '@phjobs/contracts/branches';
import { EVENT_SUBJECTS, type EventPayloads } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import type { AccountClient } from '../clients/account.ts';
import { joinMaster } from '../data/company-profile.ts';
import type { EmployerDb } from '../data/db.ts';
import { invitationCodeOwner } from '../data/invitation-codes.ts';
import { companyFromSignup } from '../domain/ensure-company.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/** Durable consumer of account.user.registered (processed_event key): a new business member's company profile. */
export const REGISTRATION_CONSUMER = 'employer.registration';

/**
 * A company or master member signed up: its profile is made at once from the sign-up details (as a
 * first request would, ensure-company.ts), and a company that gave a master's invitation code
 * becomes that master's branch (employer.company.master_changed), so it is in the master's list
 * right away. A code replaced in between links nothing (the company can enter the new one later).
 * Individuals' events change nothing. Runs in the consumer's transaction, once per event.
 */
export async function onRegistered(
  tx: Prisma.TransactionClient,
  account: Pick<AccountClient, 'businessSignup'>,
  payload: EventPayloads['account.user.registered'],
  now: Date,
  logger?: TransportLogger,
): Promise<void> {
  if (payload.userType === 'individual' || !/^\d{1,18}$/.test(payload.userId)) return;
  const signup = await account.businessSignup(Number(payload.userId));
  if (!signup) return;
  const id = BigInt(payload.userId);
  const principal = { userId: payload.userId, userType: payload.userType, email: payload.email };
  await tx.company.createMany({ data: [companyFromSignup(principal, signup)], skipDuplicates: true });
  if (payload.userType !== 'company' || !signup.companyCode) return;
  const code = normalizeInvitationCode(signup.companyCode);
  const [owner, row] = await Promise.all([invitationCodeOwner(tx, code), tx.company.findUniqueOrThrow({ where: { id }, select: { masterId: true, userType: true } })]);
  if (!owner || row.masterId !== null || row.userType !== 'company') {
    if (!owner) logger?.info({ userId: payload.userId }, 'sign-up company code no longer current: no branch link');
    return;
  }
  await joinMaster(tx, id, BigInt(owner.masterId), code, now);
}

export function startRegistrationConsumer({
  db,
  account,
  transport,
  logger,
  now = () => new Date(),
}: {
  db: EmployerDb;
  account: Pick<AccountClient, 'businessSignup'>;
  transport: Transport;
  logger?: TransportLogger;
  now?: () => Date;
}): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: REGISTRATION_CONSUMER,
    subjects: [EVENT_SUBJECTS.USER_REGISTERED],
    handle: (tx, event) => onRegistered(tx, account, event.payload, now(), logger),
  });
}
