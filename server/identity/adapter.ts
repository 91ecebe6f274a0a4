import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcModels } from '../db/schema.ts';

/**
 * oidc-provider's storage adapter: every model (Session, Grant, AuthorizationCode,
 * RefreshToken, AccessToken, Interaction, ...) is one row of table oidc_models, so that
 * every server process on one database sees the same state. Expired rows count as
 * missing; purgeExpiredModels removes them.
 */
export class DrizzleAdapter implements Adapter {
  /** Column `kind`: the model name, prefixed by the authority's namespace. */
  readonly kind: string;

  constructor(
    private readonly db: Db,
    /** The model name, e.g. 'Session'. */
    readonly model: string,
    /** Keeps the models of two authorities on one table apart, e.g. 'pwc:'. */
    namespace = '',
  ) {
    this.kind = `${namespace}${model}`;
  }

  /** A factory in the shape oidc-provider's `adapter` configuration accepts. */
  static factory(db: Db, namespace = ''): (model: string) => DrizzleAdapter {
    return (model: string) => new DrizzleAdapter(db, model, namespace);
  }

  private key(id: string) {
    return and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id));
  }

  private static live(now: Date) {
    return or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, now));
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt =
      typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      expiresAt,
      consumedAt: null,
    };
    await this.db
      .insert(oidcModels)
      .values({ kind: this.kind, id, ...row })
      .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: row });
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
      .from(oidcModels)
      .where(and(eq(oidcModels.kind, this.kind), condition, DrizzleAdapter.live(new Date())))
      .limit(1);
    if (!row) return undefined;
    const payload = { ...(row.payload as AdapterPayload) };
    if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
    return payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcModels.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcModels.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcModels.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db.update(oidcModels).set({ consumedAt: new Date() }).where(this.key(id));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcModels).where(this.key(id));
    if (this.model === 'Grant') {
      // What we know about the sign-in behind a grant goes with the grant.
      await this.db
        .delete(oidcModels)
        .where(and(eq(oidcModels.kind, loginContextKind), eq(oidcModels.id, id)));
    }
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcModels)
      .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.grantId, grantId)));
  }
}

/** Row kind of the sign-in facts kept per grant (see login-context.ts). */
export const loginContextKind = 'LoginContext';

/** Deletes every expired row (run at start; safe to run from any process at any time). */
export async function purgeExpiredModels(db: Db, now = new Date()): Promise<void> {
  await db.delete(oidcModels).where(lte(oidcModels.expiresAt, now));
}
