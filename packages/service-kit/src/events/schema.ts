/**
 * The two tables every publishing or consuming service holds in its own database. Services paste
 * OUTBOX_PRISMA_MODELS into their prisma/schema.prisma (README.md); OUTBOX_DDL is the same schema
 * as SQL (what Prisma's diff gives from an empty database, made re-runnable) for tests and
 * code without Prisma. A test checks that the two agree.
 */

export const OUTBOX_PRISMA_MODELS = `/// Events written in the same transaction as the change they announce; the relay publishes them.
model OutboxEvent {
  id          String    @id @db.Uuid
  subject     String
  payload     Json
  occurredAt  DateTime  @map("occurred_at") @db.Timestamptz(3)
  publishedAt DateTime? @map("published_at") @db.Timestamptz(3)
  attempts    Int       @default(0)

  @@index([publishedAt, occurredAt])
  @@map("outbox_event")
}

/// Events a consumer of this service has handled: a redelivered event is acknowledged without effect.
model ProcessedEvent {
  consumer    String
  eventId     String   @map("event_id") @db.Uuid
  processedAt DateTime @default(now()) @map("processed_at") @db.Timestamptz(3)

  @@id([consumer, eventId])
  @@map("processed_event")
}
`;

export const OUTBOX_DDL = `
CREATE TABLE IF NOT EXISTS "outbox_event" (
    "id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "outbox_event_pkey" PRIMARY KEY ("id")
);

CREATE TABLE IF NOT EXISTS "processed_event" (
    "consumer" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_event_pkey" PRIMARY KEY ("consumer","event_id")
);

CREATE INDEX IF NOT EXISTS "outbox_event_published_at_occurred_at_idx" ON "outbox_event"("published_at", "occurred_at");
`;
