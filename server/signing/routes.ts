import type { FastifyInstance } from 'fastify';
import { signingMessages } from '../../shared/contracts/signing.ts';
import { signingLinkRoutes as linkRoutes } from '../../shared/contracts/signing/linkRoutes.ts';
import { signingRoutes as routes } from '../../shared/contracts/signing/routes.ts';
import { validationProblem, problemOf } from '../kit/problem.ts';
import type { Db } from '../db/client.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import type { SigningService } from './service.ts';
import type { StandIn } from '../messaging/index.ts';
import type { Schedule } from '../jobs/schedule.ts';
import { devMailboxRoutes } from './mailbox.ts';
import { WrongPersonalNumber, type TestSigner } from './testProvider.ts';
import { signingProblems } from '../../shared/contracts/signing/problems.ts';

/**
 * The signing view's calls (shared/contracts/signing/routes.ts). The kit has checked the
 * token and refused staff impersonating (403 impersonationNotAllowed) before these run; the
 * service checks the order is the caller's own (404 InvalidSignSession otherwise).
 * test-confirm answers 404 unless the local test signer is the provider.
 */
export async function signingRoutes(
  app: FastifyInstance,
  {
    db,
    signing,
    testSigner,
    devMailbox = Boolean(testSigner),
    standIns = [],
    schedules = [],
  }: {
    db: Db;
    signing: SigningService;
    testSigner?: TestSigner | null;
    /** The development mailbox: beside the test signer or the local BankID test server. */
    devMailbox?: boolean;
    /** The local stand-ins of the transports, whose received messages the mailbox shows. */
    standIns?: readonly StandIn[];
    /** The schedules the mailbox may run now (the daily notices). */
    schedules?: readonly Schedule[];
  },
) {
  registerRoutes(
    app,
    routes,
    {
      pollSignOrder: async ({ caller, params }) =>
        signing.view(await signing.poll(caller, params.orderRef)),

      cancelSignOrder: async ({ caller, params }) =>
        signing.view(await signing.cancel(caller, params.orderRef)),

      confirmTestSigner: async ({ caller, params, body }) => {
        if (!testSigner) throw problemOf(signingProblems, 'InvalidSignSession');
        const row = await signing.find(caller, params.orderRef);
        if (row.status !== 'pending') throw problemOf(signingProblems, 'signOrderNotPending');
        try {
          await testSigner.confirm(row.orderRef, body.personalNumber);
        } catch (error) {
          if (error instanceof WrongPersonalNumber) {
            throw validationProblem({ personalNumber: signingMessages.wrongPersonalNumber });
          }
          throw error;
        }
        return signing.view(row);
      },
    },
    { db },
  );
  registerRoutes(
    app,
    linkRoutes,
    {
      readSignLink: async ({ caller, body }) => signing.links.read(caller, body.token),

      startSignLink: async ({ caller, body, request }) => {
        const order = await signing.links.start(caller, body.token, request.ip);
        return {
          orderRef: order.orderRef,
          autoStartToken: order.autoStartToken,
          expiresAt: order.expiresAt.toISOString(),
        };
      },
    },
    { db },
  );
  // The development mailbox: only beside the local test signer or the local BankID test
  // server (never with a real e-ID).
  if (devMailbox) await app.register(devMailboxRoutes, { db, standIns, schedules });
}
