/**
 * PostgreSQL's unique_violation (23505): a write raced past a check-then-write rule and the
 * unique index behind the rule caught it. Drizzle and the drivers wrap the database's error,
 * so the code is looked for along the `cause` chain.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
