/**
 * Seed data of the chat service: two demo conversations between the demo seeker (1) and the demo
 * employer (2) on the demo company's Ongoing ads, so that /myPage/chats has rows on both sides
 * (one unread for the seeker, one for the company). The demo seeker's chat application (services/jobs'
 * seed, 018B) opens a third room by its event ('From chat apply', events/chat-applied.ts).
 * The ads are asked of services/jobs (seeded before chat: infra's seed order). Idempotent: the
 * messages' client ids are fixed, so a second run stores nothing; it does nothing when jobs does
 * not answer.
 */
import { chatUrlOf, type InternalChatAd } from '@phjobs/contracts/chat';
import { DEMO_EMPLOYER_ID, DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import type { SeedService } from '@phjobs/service-kit/runtime';
import { v5 as uuidv5 } from 'uuid';
import { httpJobsClient, type JobsClient } from '../clients/jobs.ts';
import { readConfig } from '../config.ts';
import { openDatabase, type ChatDb } from '../data/db.ts';
import { createRoom, findRoom, insertMessage } from '../data/rooms.ts';

const SEED_NAMESPACE = '4d8c3f0e-58a1-4f55-9d0b-2b7d4c1a9e63';
const HOUR = 3_600_000;

type Line = { from: 'seeker' | 'company'; text: string; hoursAgo: number };

/** The conversations, newest activity last; the last line of each is unread by its recipient. */
export const DEMO_CONVERSATIONS: readonly Line[][] = [
  [
    { from: 'seeker', text: 'Good morning! Is this position still open?', hoursAgo: 50 },
    { from: 'company', text: 'Good morning, Juan! Yes, we are still hiring. Do you have experience in a similar role?', hoursAgo: 49 },
    { from: 'seeker', text: 'Yes, two years at a café in Quezon City. I can start anytime.', hoursAgo: 48 },
    { from: 'company', text: 'Great. Can you come for an interview on Monday at 10 AM? Please bring a valid ID.', hoursAgo: 3 },
  ],
  [
    { from: 'company', text: 'Hi Juan, thank you for your interest in this job.', hoursAgo: 30 },
    { from: 'seeker', text: 'Hello po! May I ask if the salary is negotiable?', hoursAgo: 1 },
  ],
];

const seekerName = 'Juan Dela Cruz';

/** The demo company's Ongoing ads among the first seeded ads (the demo company's come first). */
async function demoAds(jobs: JobsClient, wanted: number): Promise<InternalChatAd[]> {
  const found: InternalChatAd[] = [];
  for (let jobId = 1; jobId <= 60 && found.length < wanted; jobId += 1) {
    const ad = await jobs.chatAd(jobId).catch(() => null);
    if (ad && !ad.deleted && ad.statusCode === '012C' && ad.companyUserId === DEMO_EMPLOYER_ID) found.push(ad);
  }
  return found;
}

export async function seedConversations(db: ChatDb, jobs: JobsClient, now = new Date()): Promise<number> {
  // Skip the ad of the seeker's chat application (its room is the consumer's) and any room with messages.
  const candidates = await demoAds(jobs, DEMO_CONVERSATIONS.length + 2);
  let stored = 0;
  let next = 0;
  for (const ad of candidates) {
    const lines = DEMO_CONVERSATIONS[next];
    if (!lines) break;
    const chatUrl = chatUrlOf(ad.jobId, DEMO_SEEKER_ID);
    const existing = await findRoom(db, chatUrl);
    if (existing && existing.last_message_id !== null && !(await db.chatMessage.findFirst({ where: { roomId: existing.id, clientId: uuidv5(`${chatUrl}:0`, SEED_NAMESPACE) } }))) continue;
    next += 1;
    const { room } = await createRoom(db, { chatUrl, seekerId: DEMO_SEEKER_ID, seekerName, ad, checkedAt: now });
    for (const [i, line] of lines.entries()) {
      const result = await db.$transaction((tx) =>
        insertMessage(
          tx,
          {
            roomId: room.id,
            senderId: String(line.from === 'seeker' ? DEMO_SEEKER_ID : ad.companyUserId),
            senderRole: line.from,
            clientId: uuidv5(`${chatUrl}:${i}`, SEED_NAMESPACE),
            text: line.text,
            imageKey: null,
            at: new Date(now.getTime() - line.hoursAgo * HOUR),
          },
          async () => null,
        ),
      );
      if (!result.duplicate) stored += 1;
    }
    // Both sides have read all but the last line (its recipient's unread badge).
    const last = await db.chatMessage.findMany({ where: { roomId: room.id }, orderBy: { id: 'desc' }, take: 2, select: { id: true } });
    const upTo = last[1]?.id ?? 0n;
    const lastLine = lines[lines.length - 1];
    const recipient = lastLine?.from === 'seeker' ? 'company' : 'seeker';
    await db.$executeRawUnsafe(`UPDATE chat_room SET ${recipient}_last_read_id = GREATEST(${recipient}_last_read_id, $2::bigint) WHERE id = $1::bigint`, room.id, upTo);
  }
  return stored;
}

export const seed: SeedService = async (ctx) => {
  if (!ctx.databaseUrl) return;
  const config = readConfig(ctx);
  const db = openDatabase(ctx.databaseUrl, 1);
  try {
    const stored = await seedConversations(db, httpJobsClient({ jobsUrl: config.jobsUrl, serviceSecret: config.serviceSecret }));
    if (stored) ctx.logger.info({ messages: stored }, 'demo chats seeded');
  } finally {
    await db.$disconnect();
  }
};
