import type { Db } from '../db/client.ts';
import { supportMessages } from './schema.ts';
import type { Caller } from '../api/auth.ts';
import type { SupportMessageRequest } from '../../shared/contracts/support.ts';

/**
 * Stores a checked support message for the member it concerns (the proxy giver when one is
 * used) and who sent it. The phone is kept with its country code, as staff will dial it.
 */
export async function storeSupportMessage(
  db: Db,
  caller: Caller,
  message: SupportMessageRequest,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(supportMessages)
    .values({
      memberId: caller.effectiveMemberId,
      sentByMemberId: caller.memberId,
      purpose: message.purpose,
      contactPreference: message.contactPreference,
      email: message.email,
      phone: `${message.countryCode} ${message.phone}`,
      message: message.message,
    })
    .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
  if (!row) throw new Error('The support message was not stored');
  return row;
}
