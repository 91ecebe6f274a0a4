import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/apiError.ts';
import { proxyProblemTypes } from '../../shared/contracts/proxies.ts';
import { errorText, serverFieldErrors } from './errors.ts';

const general = 'Något gick fel. Försök igen om en stund.';

describe('proxy error messages', () => {
  it('has a Swedish message of its own for every problem type of the create/sign/end calls', () => {
    const memberFacing = proxyProblemTypes.filter((type) => !type.startsWith('proxyTicket'));
    for (const type of memberFacing) {
      expect(errorText(new ApiError(409, type, null)), type).not.toBe(general);
    }
    expect(errorText(new ApiError(403, 'organizationCannotCreateProxy', null))).toBe(
      'Som organisation kan du inte skapa fullmakter här. Kontakta skogsägarsupporten så hjälper vi dig.',
    );
    expect(errorText(new ApiError(403, 'forbidden', null))).toBe(
      'Du har inte rättighet att utföra denna åtgärd.',
    );
  });

  it('never shows a server title it does not know', () => {
    const unknown = new ApiError(418, 'teapot', {
      type: 'teapot',
      title: 'I am a teapot',
      status: 418,
    });
    expect(errorText(unknown)).toBe(general);
    expect(errorText(new Error('boom'))).toBe(general);
  });

  it('reads the field messages of a validation problem only', () => {
    const problem = { type: 'validation', title: 'x', status: 400, errors: { a: 'b' } };
    expect(serverFieldErrors(new ApiError(400, 'validation', problem))).toEqual({ a: 'b' });
    expect(serverFieldErrors(new ApiError(409, 'proxyAlreadyExists', null))).toBeNull();
  });
});
