import type { Db } from '../db/client.ts';
import { proxies } from '../db/schema.ts';
import { demoIds } from '../db/demoIds.ts';
import { joinPhone, rolesForRights } from '../../shared/contracts/proxies.ts';

/** Fixed ids of this area's demo rows. */
export const proxyDemoIds = {
  /** Anna gave Bertil a proxy in 2025 and ended it: her list shows an inactive one. */
  annaToBertilEnded: '00000000-0000-4000-8000-0000000000a2',
} as const;

/**
 * Demo proxies beyond the core seed's Bertil -> Anna (server/db/seed.ts): one ended proxy,
 * so the list shows a status other than active. Idempotent (fixed ids); no profile changes,
 * since only active proxies reach the profiles.
 */
export async function seedProxies(db: Db): Promise<void> {
  await db
    .insert(proxies)
    .values({
      id: proxyDemoIds.annaToBertilEnded,
      giverMemberId: demoIds.anna,
      receiverMemberId: demoIds.bertil,
      receiverNationalId: '196211034563',
      receiverName: 'Bertil Gran',
      receiverEmail: 'bertil.gran@example.se',
      receiverPhone: joinPhone('+46', '702345678'),
      rights: ['signForestAgreements', 'chooseLiquidityRecipient'],
      roles: rolesForRights(['signForestAgreements', 'chooseLiquidityRecipient']),
      status: 'inactive',
      validTo: '2026-12-31',
      createdAt: new Date('2025-03-01T09:00:00Z'),
      signedAt: new Date('2025-03-01T09:05:00Z'),
      endedAt: new Date('2025-11-15T14:00:00Z'),
    })
    .onConflictDoNothing();
}
