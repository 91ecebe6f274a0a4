import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestCertificates } from './certificates.ts';
import { createOrderStore, RpError, type OrderKind, type OrderStore } from './orders.ts';

/**
 * The BankID test server's RP API v6.0 over HTTPS with mutual TLS: the paths, bodies,
 * status codes and error codes of BankID's web service (`/rp/v6.0/auth`, `/sign`,
 * `/phone/sign`, `/collect`, `/cancel`). A client without a certificate issued by the test
 * CA does not get past the handshake.
 *
 * `faults` make the next answers of a path fail, for the client's tests: a status and
 * errorCode (503 maintenance, 500 internalError, ...) or a delay past the client's timeout.
 */
export interface Fault {
  status?: number;
  errorCode?: string;
  details?: string;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface RpServer {
  url: string;
  store: OrderStore;
  /** Queues faults for the next calls of `path` (e.g. 'sign', 'collect'). */
  fail(path: string, ...faults: Fault[]): void;
  close(): Promise<void>;
}

const paths: Record<string, OrderKind | 'collect' | 'cancel'> = {
  auth: 'auth',
  sign: 'sign',
  'phone/sign': 'phone/sign',
  collect: 'collect',
  cancel: 'cancel',
};

export async function startRpServer(options: {
  certificates: TestCertificates;
  store?: OrderStore;
  host?: string;
  port?: number;
}): Promise<RpServer> {
  const { certificates } = options;
  const store = options.store ?? createOrderStore();
  const faults = new Map<string, Fault[]>();
  const app: FastifyInstance = Fastify({
    logger: false,
    https: {
      key: certificates.serverKeyPem,
      cert: certificates.serverCertPem,
      ca: certificates.caPem,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
  });

  const answerError = (status: number, errorCode: string, details: string) => ({
    status,
    body: { errorCode, details },
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    const { body } =
      status === 415
        ? answerError(415, 'unsupportedMediaType', 'Unsupported media type')
        : status === 400
          ? answerError(400, 'invalidParameters', 'Invalid parameters')
          : status === 413
            ? answerError(400, 'invalidParameters', 'Request too large')
            : answerError(500, 'internalError', 'Internal error');
    return reply.code(status === 413 ? 400 : status >= 500 ? 500 : status).send(body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ errorCode: 'notFound', details: 'Not found' }),
  );

  for (const [path, operation] of Object.entries(paths)) {
    app.all(`/rp/v6.0/${path}`, async (request, reply) => {
      if (request.method !== 'POST') {
        return reply.code(405).send({ errorCode: 'methodNotAllowed', details: 'Use POST' });
      }
      const fault = faults.get(path)?.shift();
      if (fault?.delayMs) await sleep(fault.delayMs);
      if (fault?.status) {
        return reply
          .code(fault.status)
          .send({ errorCode: fault.errorCode ?? 'internalError', details: fault.details ?? '' });
      }
      const body = request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        return reply.code(400).send({ errorCode: 'invalidParameters', details: 'Invalid body' });
      }
      const fields = body as Record<string, unknown>;
      try {
        switch (operation) {
          case 'collect':
            return store.collect(fields.orderRef);
          case 'cancel':
            store.cancel(fields.orderRef);
            return {};
          case 'phone/sign':
            return { orderRef: store.start(operation, fields).orderRef };
          default: {
            const order = store.start(operation, fields);
            return {
              orderRef: order.orderRef,
              autoStartToken: order.autoStartToken,
              qrStartToken: order.qrStartToken,
              qrStartSecret: order.qrStartSecret,
            };
          }
        }
      } catch (error) {
        if (error instanceof RpError) {
          return reply
            .code(error.status)
            .send({ errorCode: error.errorCode, details: error.details });
        }
        throw error;
      }
    });
  }

  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}/rp/v6.0`,
    store,
    fail(path, ...more) {
      faults.set(path, [...(faults.get(path) ?? []), ...more]);
    },
    close: () => app.close(),
  };
}
