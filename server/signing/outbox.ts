import { and, desc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../db/client.ts';
import { defineJobKind, enqueue } from '../jobs/index.ts';
import type { Tx } from './service.ts';
import { outboxMessages } from './schema.ts';

/**
 * Hands one outbox message to the mail or SMS provider. None is configured in this portal,
 * so sending is marking it sent: the row and its text are the delivery (README, "Signing
 * links"). A provider's call goes here, before the update; the update only moves a queued
 * row, so a second run (at least once) sends nothing twice.
 */
export const sendOutboxMessage = defineJobKind({
  name: 'signing.sendOutboxMessage',
  payload: z.object({ messageId: z.string() }),
  maxAttempts: 5,
  handler: async ({ messageId }, { db }) => {
    const [sent] = await db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(outboxMessages.id, messageId), eq(outboxMessages.status, 'queued')))
      .returning({ id: outboxMessages.id });
    return { sent: Boolean(sent) };
  },
});

export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  memberId: string | null;
  subject: string | null;
  body: string;
}

/** Queues a message in the caller's transaction, with the job that sends it. */
export async function queueMessage(tx: Tx, message: OutboxMessage): Promise<string> {
  const [row] = await tx
    .insert(outboxMessages)
    .values(message)
    .returning({ id: outboxMessages.id });
  await enqueue(
    tx,
    sendOutboxMessage,
    { messageId: row!.id },
    { uniqueKey: `outbox:${row!.id}`, memberId: message.memberId },
  );
  return row!.id;
}

/** The newest messages first (the development mailbox). */
export function latestMessages(db: Db, limit = 50) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
}
