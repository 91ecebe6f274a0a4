import { and, desc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../db/client.ts';
import { defineJobKind, enqueue } from '../jobs/index.ts';
import { transportFor } from '../messaging/index.ts';
import type { Tx } from './service.ts';
import { outboxMessages } from './schema.ts';

/**
 * Hands one outbox message to its channel's transport (server/messaging), then marks it sent
 * with the transport's name and reference. At least once without sending twice: a message
 * already sent is skipped; the job queue gives it to one worker at a time (its lease); and
 * the send carries the row's id as its idempotency key (Message-ID, Idempotency-Key), so the
 * one repeat left (the process died between the transport's answer and the update) is
 * recognisable by the receiver. A transport that refuses throws: the job retries.
 */
export const sendOutboxMessage = defineJobKind({
  name: 'signing.sendOutboxMessage',
  payload: z.object({ messageId: z.string() }),
  maxAttempts: 5,
  handler: async ({ messageId }, { db }) => {
    const [message] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.id, messageId), eq(outboxMessages.status, 'queued')));
    if (!message) return { sent: false };
    const channel = message.channel === 'sms' ? 'sms' : 'email';
    const transport = transportFor(channel);
    const { reference } = await transport.send({
      id: message.id,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
    });
    const [sent] = await db
      .update(outboxMessages)
      .set({
        status: 'sent',
        sentAt: new Date(),
        transport: transport.name,
        transportRef: reference,
      })
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
