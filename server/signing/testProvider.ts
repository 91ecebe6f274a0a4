import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Collected, SignStarted, SigningProvider } from './provider.ts';
import { testSignerOrders } from './schema.ts';

/** The person confirming in the test signer is not the one the order is for. */
export class WrongPersonalNumber extends Error {}

export interface TestSigner extends SigningProvider {
  /** What the member does in the "app": confirm with their own personal number. */
  confirm(orderRef: string, personalNumber: string): Promise<void>;
}

/**
 * The local test signer: BankID's behaviour without BankID, with its state in the database
 * so that any server process answers. An order is outstandingTransaction until the member
 * confirms with the personal number it was started for (a wrong number changes nothing);
 * the next collect reports userSign, the one after is complete. Cancel gives userCancel,
 * and an order not signed within its lifetime fails with expiredTransaction.
 */
export function createTestSigner(
  db: Db,
  options: { orderTtlSeconds?: number; clock?: () => Date } = {},
): TestSigner {
  const ttl = (options.orderTtlSeconds ?? 180) * 1000;
  const now = options.clock ?? (() => new Date());
  const find = async (orderRef: string) =>
    (await db.select().from(testSignerOrders).where(eq(testSignerOrders.orderRef, orderRef)))[0];
  const move = (orderRef: string, from: string, to: string, extra: { confirmedAt?: Date } = {}) =>
    db
      .update(testSignerOrders)
      .set({ state: to, ...extra })
      .where(and(eq(testSignerOrders.orderRef, orderRef), eq(testSignerOrders.state, from)))
      .returning();

  return {
    name: 'test',
    async start(input): Promise<SignStarted> {
      const started = now();
      const order = {
        orderRef: randomUUID(),
        autoStartToken: randomUUID(),
        qrStartToken: randomUUID(),
        qrStartSecret: randomBytes(16).toString('hex'),
      };
      await db.insert(testSignerOrders).values({
        orderRef: order.orderRef,
        personalNumber: input.personalNumber,
        state: 'outstandingTransaction',
        createdAt: started,
        expiresAt: new Date(started.getTime() + ttl),
      });
      return order;
    },

    async collect(orderRef): Promise<Collected> {
      const order = await find(orderRef);
      if (!order || order.state === 'cancelled')
        return { status: 'failed', hintCode: 'userCancel' };
      if (order.state === 'complete') {
        return {
          status: 'complete',
          completionData: {
            user: { personalNumber: order.personalNumber },
            signature: Buffer.from(`test-signature:${order.orderRef}`).toString('base64'),
            ocspResponse: '',
          },
        };
      }
      if (now() >= order.expiresAt) return { status: 'failed', hintCode: 'expiredTransaction' };
      if (order.state === 'userSign') {
        // The app shows "Skriv under" once; the signature is there on the next collect.
        await move(orderRef, 'userSign', 'complete');
        return { status: 'pending', hintCode: 'userSign' };
      }
      return { status: 'pending', hintCode: 'outstandingTransaction' };
    },

    async cancel(orderRef) {
      await db
        .update(testSignerOrders)
        .set({ state: 'cancelled' })
        .where(eq(testSignerOrders.orderRef, orderRef));
    },

    async confirm(orderRef, personalNumber) {
      const order = await find(orderRef);
      if (!order) throw new WrongPersonalNumber();
      if (order.personalNumber !== personalNumber) throw new WrongPersonalNumber();
      await move(orderRef, 'outstandingTransaction', 'userSign', { confirmedAt: now() });
    },
  };
}
