import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  signingMessages,
  signOrderSchema,
  testSignerConfirmSchema,
} from '../../shared/contracts/signing.ts';
import { fieldErrorsFromIssues } from '../../shared/contracts/fieldErrors.ts';
import { requireCaller } from '../api/auth.ts';
import { validationProblem } from '../http/problem.ts';
import { validated } from '../http/validatedReply.ts';
import { signingProblems, type SigningService } from './service.ts';
import { WrongPersonalNumber, type TestSigner } from './testProvider.ts';

type WithOrder = { Params: { orderRef: string } };

/**
 * The signing view's calls (issue 9). Starting is the area's own call; these are the same
 * for every kind. Every one is for the order's own signer acting for the same member (404
 * otherwise) and refused to staff impersonating (403).
 *   GET  /api/v1/signing/orders/{orderRef}               poll (collects, completes once)
 *   POST /api/v1/signing/orders/{orderRef}/cancel        the member cancels
 *   POST /api/v1/signing/orders/{orderRef}/test-confirm  the local test signer's "app"
 *        (only when the test signer is the provider: no external e-ID configured)
 */
export async function signingRoutes(
  app: FastifyInstance,
  { signing, testSigner }: { signing: SigningService; testSigner?: TestSigner | null },
) {
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  const answer = (row: Parameters<SigningService['view']>[0]) =>
    validated(signOrderSchema, signing.view(row));

  app.get<WithOrder>('/api/v1/signing/orders/:orderRef', async (request, reply) => {
    const caller = requireCaller(request);
    return noStore(reply).send(answer(await signing.poll(caller, request.params.orderRef)));
  });

  app.post<WithOrder>('/api/v1/signing/orders/:orderRef/cancel', async (request, reply) => {
    const caller = requireCaller(request);
    return noStore(reply).send(answer(await signing.cancel(caller, request.params.orderRef)));
  });

  if (!testSigner) return;
  app.post<WithOrder>('/api/v1/signing/orders/:orderRef/test-confirm', async (request, reply) => {
    const caller = requireCaller(request);
    const row = await signing.find(caller, request.params.orderRef);
    const parsed = testSignerConfirmSchema.safeParse(request.body);
    if (!parsed.success) throw validationProblem(fieldErrorsFromIssues(parsed.error.issues));
    if (row.status !== 'pending') throw signingProblems.notPending();
    try {
      await testSigner.confirm(row.orderRef, parsed.data.personalNumber);
    } catch (error) {
      if (error instanceof WrongPersonalNumber) {
        throw validationProblem({ personalNumber: signingMessages.wrongPersonalNumber });
      }
      throw error;
    }
    return noStore(reply).send(answer(row));
  });
}
