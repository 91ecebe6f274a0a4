import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/time/index.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { archiveEndedAgreements } from './jobs.ts';
import { timberAgreements } from './schema.ts';
import { demoAgreementIds, seedTimberAgreements } from './seed.ts';

let t: ApiTestApp;
beforeAll(async () => {
  t = await apiTestApp(async () => {});
  await seedTimberAgreements(t.database.db);
});
afterAll(() => t.close());

const agreement = async (id: string) => {
  const [row] = await t.database.db
    .select()
    .from(timberAgreements)
    .where(eq(timberAgreements.id, id));
  return row!;
};

// §9: "Draft, then SentForSign, then Won (signed and finished) or Active, and Archived when
// ended." The job runs daily at 01:00 UTC, when the Swedish day has already turned.
describe('agreements end when their validity has passed', () => {
  it('keeps an agreement on its last valid day, archives it the day after, once', async () => {
    const id = demoAgreementIds.norrskogenActive;
    const { validTo, status } = await agreement(id);
    expect(status).toBe('Active');
    const lastDay = new Date(`${validTo}T01:00:00Z`);
    const dayAfter = new Date(`${addDays(validTo!, 1)}T01:00:00Z`);

    await archiveEndedAgreements(t.database.db, lastDay);
    expect((await agreement(id)).status).toBe('Active');

    const first = await archiveEndedAgreements(t.database.db, dayAfter);
    expect(first.archived).toBeGreaterThanOrEqual(1);
    const ended = await agreement(id);
    expect(ended).toMatchObject({ status: 'Archived', endedReason: 'validityEnded' });
    expect(ended.endedAt).toEqual(dayAfter);

    expect(await archiveEndedAgreements(t.database.db, dayAfter)).toEqual({ archived: 0 });
  });

  it('leaves drafts and agreements out for signing alone, whatever their dates', async () => {
    const far = new Date('2099-01-01T01:00:00Z');
    await archiveEndedAgreements(t.database.db, far);
    const left = await t.database.db
      .select({ status: timberAgreements.status })
      .from(timberAgreements);
    for (const { status } of left) expect(['Archived', 'Draft', 'SentForSign']).toContain(status);
    expect(left.some((row) => row.status !== 'Archived')).toBe(true);
  });
});
