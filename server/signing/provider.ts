/**
 * An e-ID signing provider behind one interface, in the shape of BankID's RP API v6
 * (/sign, /collect, /cancel). BankID itself (bankid/provider.ts, `SIGNING_PROVIDER=bankid`)
 * and the local test signer (testProvider.ts) implement it; a broker's client (Signicat,
 * Criipto, Freja...) would go behind the same three calls (README.md).
 */
export interface SignStartInput {
  /** The signer's personal number (12 digits): only this person may sign. */
  personalNumber: string;
  /** The Swedish text shown in the app (BankID: userVisibleData, sent base64). */
  userVisibleData: string;
  /** Hex SHA-256 of the data signed (BankID: userNonVisibleData). */
  userNonVisibleData: string;
  /** The member's IP address as the server sees it (BankID: endUserIp). */
  endUserIp: string;
}

export interface SignStarted {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
}

export type Collected =
  | { status: 'pending'; hintCode: string }
  | { status: 'failed'; hintCode: string }
  | {
      status: 'complete';
      completionData: {
        user: { personalNumber: string; name?: string };
        signature: string;
        ocspResponse?: string;
      } & Record<string, unknown>;
      /**
       * What the signature says was signed (BankID: usrVisibleData, usrNonVisibleData);
       * null when it cannot be read. A provider that gives it has the service compare it
       * with what it sent; the test signer gives none.
       */
      signed?: { userVisibleData: string | null; userNonVisibleData: string | null } | null;
    };

export interface SigningProvider {
  /** Stored with each order ('test', 'bankid', a broker's name). */
  readonly name: string;
  start(input: SignStartInput): Promise<SignStarted>;
  collect(orderRef: string): Promise<Collected>;
  cancel(orderRef: string): Promise<void>;
}

/**
 * Thrown by a provider that cannot answer now (BankID: maintenance, internalError, no
 * answer). From start: 503 signingUnavailable. From collect: the order stays pending and
 * the next poll asks again.
 */
export class ProviderUnavailable extends Error {}

/** Thrown by start when the person already has an order under way (BankID: alreadyInProgress). */
export class AlreadyInProgress extends Error {}

/** A provider for a server with no e-ID configured: every start answers 503. */
export const unavailableProvider: SigningProvider = {
  name: 'none',
  start: () => Promise.reject(new ProviderUnavailable('No signing provider is configured')),
  collect: () => Promise.resolve({ status: 'failed', hintCode: 'startFailed' }),
  cancel: () => Promise.resolve(),
};
