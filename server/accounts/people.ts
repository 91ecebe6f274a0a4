import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import type { Tx } from '../signing/service.ts';
import type { Withdrawer } from './rules.ts';

export interface AccountHolder extends Withdrawer {
  /** The member whose accounts these are (the proxy giver when a proxy is used). */
  name: string;
  customerNo: string;
}

/**
 * Who acts on the accounts: an organisation user (the signed-in person or the member acted
 * for) may not withdraw by e-ID or open fixed-interest accounts (§6); the signer needs a
 * personal number to sign with. One read of both rows.
 */
export async function accountHolder(
  db: Db | Tx,
  ids: { signerId: string; ownerId: string },
): Promise<AccountHolder> {
  const rows = await db
    .select({
      id: members.id,
      name: members.name,
      customerNo: members.customerNo,
      personalNumber: members.personalNumber,
      isOrganizationUser: members.isOrganizationUser,
    })
    .from(members)
    .where(inArray(members.id, [ids.signerId, ids.ownerId]));
  const signer = rows.find((row) => row.id === ids.signerId);
  const owner = rows.find((row) => row.id === ids.ownerId);
  return {
    isOrganizationUser: Boolean(signer?.isOrganizationUser || owner?.isOrganizationUser),
    hasEid: Boolean(signer?.personalNumber),
    name: owner?.name ?? '',
    customerNo: owner?.customerNo ?? '',
  };
}
