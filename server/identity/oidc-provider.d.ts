/**
 * The few parts of oidc-provider 9 (which ships no types) that server/identity uses.
 * Deliberately loose where the library's own shapes are large.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface AccountClaims {
    sub: string;
    [key: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: unknown,
      rejected: string[],
    ): Promise<AccountClaims> | AccountClaims;
  }

  /** The interaction (login prompt) as stored by the provider. */
  export interface Interaction {
    uid: string;
    jti: string;
    exp: number;
    returnTo: string;
    grantId?: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, string | undefined>;
    session?: { accountId: string; uid?: string; acr?: string; amr?: string[] };
    result?: Record<string, unknown>;
    lastSubmission?: Record<string, unknown>;
    save(ttl: number): Promise<string>;
    persist(): Promise<string>;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    exp?: number;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    addOIDCClaims(claims: readonly string[]): void;
    getOIDCScope(): string;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  /** Token-like models handed to findAccount/extraTokenClaims. */
  export interface TokenLike {
    accountId?: string;
    grantId?: string;
    authTime?: number;
    [key: string]: unknown;
  }

  export interface KoaContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      /** The session's account as findAccount answered for this client (none: undefined). */
      account?: Account;
      entities: Record<string, unknown> & { Grant?: { jti: string } };
      result?: { consent?: { grantId?: string }; login?: { accountId?: string } };
      route?: string;
    };
    body: unknown;
    type: string;
    status: number;
    set(name: string, value: string): void;
  }

  export interface InteractionResult {
    login?: { accountId: string; acr?: string; amr?: string[]; remember?: boolean; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    AccessDenied: new (description?: string) => Error;
  };
  export namespace interactionPolicy {
    type CheckResult = boolean | Promise<boolean>;
    class Check {
      static readonly REQUEST_PROMPT: true;
      static readonly NO_NEED_TO_PROMPT: false;
      constructor(
        reason: string,
        description: string,
        error: string,
        check: (ctx: KoaContext & { oidc: { params: Record<string, unknown> } }) => CheckResult,
      );
    }
    interface Prompt {
      name: string;
      checks: Check[];
    }
    interface Policy extends Array<Prompt> {
      get(name: string): Prompt | undefined;
    }
    function base(): Policy;
  }
  export default Provider;
}
