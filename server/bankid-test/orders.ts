import { createHmac, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The BankID test server's orders: what BankID's own servers hold for an RP API v6 order,
 * in memory (the test server is one process; the portal keeps its own state in its
 * database). The member's "app" (app.ts) opens an order by its QR code or autostart token
 * and then signs, cancels or fails it with a chosen hint code.
 *
 * Hint codes and their order, as BankID's collect reports them: a new order is
 * `outstandingTransaction`; once the app has it (QR read, autostart) `userSign` (or what
 * the tester chose: `started`, `noClient`, `userMrtd`, `userCallConfirm`); then complete, or
 * failed with `userCancel`, `expiredTransaction` (not signed within its lifetime),
 * `cancelled` (a new order for the same person), `certificateErr`, `startFailed`,
 * `userDeclinedCall`. An order the RP cancels is gone: collecting it answers 400
 * invalidParameters "No such order".
 */

export type OrderKind = 'auth' | 'sign' | 'phone/sign';

export interface TestOrder {
  orderRef: string;
  kind: OrderKind;
  endUserIp: string | null;
  /** requirement.personalNumber, or the phone order's personalNumber. */
  personalNumber: string | null;
  /** As sent: base64. */
  userVisibleData: string | null;
  userNonVisibleData: string | null;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
  createdAt: Date;
  expiresAt: Date;
  status: 'pending' | 'failed' | 'complete';
  hintCode: string | null;
  /** The app has the order (QR read, autostart or picked from the list). */
  opened: boolean;
  completionData: Record<string, unknown> | null;
}

export const pendingHints = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userMrtd',
  'userCallConfirm',
  'userSign',
] as const;
export const failedHints = [
  'userCancel',
  'expiredTransaction',
  'certificateErr',
  'startFailed',
  'cancelled',
  'userDeclinedCall',
] as const;

/** An answer of the RP API with its HTTP status and errorCode. */
export class RpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly details: string,
  ) {
    super(details);
  }
}

const invalid = (details: string) => new RpError(400, 'invalidParameters', details);
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

function text(body: Record<string, unknown>, field: string, max: number, required: boolean) {
  const value = body[field];
  if (value === undefined || value === null) {
    if (required) throw invalid(`Missing ${field}`);
    return null;
  }
  if (typeof value !== 'string' || !base64.test(value) || value.length % 4 !== 0)
    throw invalid(`Invalid ${field}`);
  if (value.length > max) throw invalid(`Invalid ${field}`);
  return value;
}

function personalNumberOf(value: unknown, field: string): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^(19|20)\d{10}$/.test(value))
    throw invalid(`Invalid ${field}`);
  return value;
}

export interface OrderStoreOptions {
  /** Seconds an order lives before collect reports expiredTransaction (default 180). */
  orderTtlSeconds?: number;
  clock?: () => Date;
}

export type OrderStore = ReturnType<typeof createOrderStore>;

export function createOrderStore(options: OrderStoreOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const ttl = (options.orderTtlSeconds ?? 180) * 1000;
  const orders = new Map<string, TestOrder>();
  // The "bank's" key that signs the test signatures (made once per process).
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  /** Ends an order that has outlived its lifetime (what collect reports next). */
  function expire(order: TestOrder) {
    if (order.status === 'pending' && clock() >= order.expiresAt) {
      order.status = 'failed';
      order.hintCode = 'expiredTransaction';
    }
    return order;
  }

  function find(orderRef: unknown): TestOrder {
    const order = typeof orderRef === 'string' ? orders.get(orderRef) : undefined;
    if (!order) throw invalid('No such order');
    return expire(order);
  }

  function start(kind: OrderKind, body: Record<string, unknown>) {
    let endUserIp: string | null = null;
    let personalNumber: string | null;
    if (kind === 'phone/sign') {
      personalNumber = personalNumberOf(body.personalNumber, 'personalNumber');
      if (!personalNumber) throw invalid('Missing personalNumber');
      if (body.callInitiator !== 'user' && body.callInitiator !== 'RP')
        throw invalid('Invalid callInitiator');
    } else {
      if (typeof body.endUserIp !== 'string' || !isIP(body.endUserIp))
        throw invalid('Invalid endUserIp');
      endUserIp = body.endUserIp;
      const requirement = body.requirement ?? {};
      if (typeof requirement !== 'object' || Array.isArray(requirement))
        throw invalid('Invalid requirement');
      personalNumber = personalNumberOf(
        (requirement as Record<string, unknown>).personalNumber,
        'requirement.personalNumber',
      );
    }
    const userVisibleData = text(body, 'userVisibleData', 40_000, kind !== 'auth');
    const userNonVisibleData = text(body, 'userNonVisibleData', 200_000, false);
    const format = body.userVisibleDataFormat;
    if (format !== undefined && format !== 'simpleMarkdownV1' && format !== 'plaintext')
      throw invalid('Invalid userVisibleDataFormat');

    // One order per person at a time: a second aborts both (the first fails with cancelled).
    if (personalNumber) {
      for (const other of orders.values()) {
        if (expire(other).status === 'pending' && other.personalNumber === personalNumber) {
          other.status = 'failed';
          other.hintCode = 'cancelled';
          throw new RpError(400, 'alreadyInProgress', 'Order already in progress for pno');
        }
      }
    }
    const now = clock();
    const order: TestOrder = {
      orderRef: randomUUID(),
      kind,
      endUserIp,
      personalNumber,
      userVisibleData,
      userNonVisibleData,
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomUUID(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttl),
      status: 'pending',
      hintCode: 'outstandingTransaction',
      opened: false,
      completionData: null,
    };
    orders.set(order.orderRef, order);
    return order;
  }

  /** The XML signature BankID returns, in its shape: bankIdSignedData signed by the "bank". */
  function signature(order: TestOrder, nonce: string) {
    const visible = order.userVisibleData
      ? `<usrVisibleData charset="UTF-8" visible="wysiwys">${order.userVisibleData}</usrVisibleData>`
      : '';
    const nonVisible = order.userNonVisibleData
      ? `<usrNonVisibleData>${order.userNonVisibleData}</usrNonVisibleData>`
      : '';
    const signed =
      `<bankIdSignedData xmlns="http://www.bankid.com/signature/v1.0.0/types" Id="bidSignedData">` +
      `${visible}${nonVisible}<srvInfo><name>Granskog BankID-testserver</name><nonce>${nonce}</nonce></srvInfo>` +
      `<clientInfo><funcId>Identification</funcId><version>testserver</version></clientInfo>` +
      `<env><ai><type>TestApp</type><deviceInfo>granskog</deviceInfo><uhi>test</uhi><fsib>0</fsib><utb>cs1</utb><requirement><condition><type>AllowFingerprint</type><value>no</value></condition></requirement><uauth>pin</uauth></ai></env>` +
      `</bankIdSignedData>`;
    const value = sign('sha256', Buffer.from(signed), privateKey).toString('base64');
    const xml =
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` +
      `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n11-20080502"/><SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/></SignedInfo>` +
      `<SignatureValue>${value}</SignatureValue><Object>${signed}</Object></Signature>`;
    return Buffer.from(xml, 'utf8').toString('base64');
  }

  return {
    orders,
    start,

    collect(orderRef: unknown) {
      const order = find(orderRef);
      if (order.status === 'complete') {
        return {
          orderRef: order.orderRef,
          status: 'complete',
          completionData: order.completionData,
        };
      }
      return { orderRef: order.orderRef, status: order.status, hintCode: order.hintCode };
    },

    cancel(orderRef: unknown) {
      const order = find(orderRef);
      orders.delete(order.orderRef);
    },

    /** The app reads the animated QR code: valid for its order and at most 30 s old. */
    byQr(data: string): TestOrder | 'invalid' | 'stale' {
      const [prefix, token, time, auth, ...rest] = data.trim().split('.');
      if (prefix !== 'bankid' || !token || !time || !auth || rest.length) return 'invalid';
      const order = [...orders.values()].find((o) => o.qrStartToken === token);
      if (!order || !/^\d+$/.test(time)) return 'invalid';
      const expected = createHmac('sha256', order.qrStartSecret).update(time).digest('hex');
      if (expected !== auth) return 'invalid';
      const elapsed = (clock().getTime() - order.createdAt.getTime()) / 1000;
      if (Number(time) > elapsed + 2 || elapsed - Number(time) > 30) return 'stale';
      return expire(order);
    },

    byAutoStartToken(token: string): TestOrder | undefined {
      const order = [...orders.values()].find((o) => o.autoStartToken === token);
      return order && expire(order);
    },

    get(orderRef: string): TestOrder | undefined {
      const order = orders.get(orderRef);
      return order && expire(order);
    },

    /** Orders waiting for the app (not yet opened), newest first. */
    waiting(): TestOrder[] {
      return [...orders.values()]
        .map(expire)
        .filter((o) => o.status === 'pending')
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },

    /** The app has the order: the next collect says userSign. */
    open(order: TestOrder) {
      if (order.status !== 'pending') return;
      order.opened = true;
      if (order.hintCode === 'outstandingTransaction' || order.hintCode === 'noClient')
        order.hintCode = 'userSign';
    },

    /** The tester's choice of hint: a pending one moves the order on, a failed one ends it. */
    setHint(order: TestOrder, hintCode: string) {
      if (order.status !== 'pending') return;
      if ((failedHints as readonly string[]).includes(hintCode)) {
        order.status = 'failed';
        order.hintCode = hintCode;
      } else if ((pendingHints as readonly string[]).includes(hintCode)) {
        order.hintCode = hintCode;
      }
    },

    /** The member signs (or identifies) in the app as `personalNumber`. */
    approve(order: TestOrder, personalNumber: string, endUserIp: string | null) {
      if (order.status !== 'pending') return;
      const now = clock();
      order.status = 'complete';
      order.hintCode = null;
      order.completionData = {
        user: {
          personalNumber,
          name: 'Test Testperson',
          givenName: 'Test',
          surname: 'Testperson',
        },
        device: { ipAddress: endUserIp ?? order.endUserIp ?? '127.0.0.1', uhi: 'testserver' },
        bankIdIssueDate: now.toISOString().slice(0, 10),
        stepUp: { mrtd: false },
        signature: signature(order, randomBytes(16).toString('base64')),
        // Not a real OCSP response: bytes in its place, so the portal stores what it gets.
        ocspResponse: randomBytes(64).toString('base64'),
      };
    },
  };
}
