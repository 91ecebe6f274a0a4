import {
  AlreadyInProgress,
  ProviderUnavailable,
  type Collected,
  type SigningProvider,
} from '../provider.ts';
import { BankIdError, BankIdUnreachable, type BankIdClient } from './client.ts';
import { signedDataOf } from './signedData.ts';

/**
 * The signing provider on BankID's RP API v6.0 (`SIGNING_PROVIDER=bankid`): `/sign` with
 * the signer's personal number as a requirement, `/collect`, `/cancel`.
 *
 * - start: `alreadyInProgress` → AlreadyInProgress (409, RFA4); `maintenance` (after the
 *   client's retries), `internalError`, `requestTimeout`, no answer → ProviderUnavailable
 *   (503, RFA5).
 * - collect: an error BankID may clear up (maintenance, no answer) → ProviderUnavailable,
 *   which the service takes as "still pending, ask again on the next poll"; `internalError`
 *   ends the order (BankID: do not try again automatically; RFA5); an order BankID no longer
 *   knows (`invalidParameters`, e.g. cancelled elsewhere) → failed `cancelled` (RFA3).
 * - complete: what the signature says was signed (signedData.ts) goes with the completion,
 *   for the service to compare with what it sent.
 */
export function createBankIdProvider(client: BankIdClient): SigningProvider {
  return {
    name: 'bankid',

    async start(input) {
      try {
        return await client.sign({
          endUserIp: input.endUserIp,
          userVisibleData: input.userVisibleData,
          userNonVisibleData: input.userNonVisibleData,
          requirement: { personalNumber: input.personalNumber },
        });
      } catch (error) {
        if (error instanceof BankIdError && error.errorCode === 'alreadyInProgress')
          throw new AlreadyInProgress(error.message);
        if (error instanceof BankIdError || error instanceof BankIdUnreachable)
          throw new ProviderUnavailable(error.message, { cause: error });
        throw error;
      }
    },

    async collect(orderRef): Promise<Collected> {
      let answer;
      try {
        answer = await client.collect(orderRef);
      } catch (error) {
        if (error instanceof BankIdUnreachable)
          throw new ProviderUnavailable(error.message, { cause: error });
        if (error instanceof BankIdError) {
          if (error.errorCode === 'maintenance' || error.errorCode === 'requestTimeout')
            throw new ProviderUnavailable(error.message, { cause: error });
          if (error.errorCode === 'invalidParameters')
            return { status: 'failed', hintCode: 'cancelled' };
          return { status: 'failed', hintCode: error.errorCode };
        }
        throw error;
      }
      if (answer.status !== 'complete') return { status: answer.status, hintCode: answer.hintCode };
      return {
        status: 'complete',
        completionData: answer.completionData,
        signed: signedDataOf(answer.completionData.signature),
      };
    },

    async cancel(orderRef) {
      try {
        await client.cancel(orderRef);
      } catch (error) {
        // Already gone at BankID (completed, expired, cancelled): nothing left to cancel.
        if (error instanceof BankIdError && error.errorCode === 'invalidParameters') return;
        throw error;
      }
    },
  };
}
