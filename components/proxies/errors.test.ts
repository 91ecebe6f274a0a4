import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/apiError.ts';
import { platformProblems } from '../../shared/contracts/problem.ts';
import { errorText, signingErrorText } from './errors.ts';

describe('proxy error messages', () => {
  it("gives the area's own codes their message and the shared codes the shared one", () => {
    expect(errorText(new ApiError(403, 'organizationCannotCreateProxy', null))).toBe(
      'Som organisation kan du inte skapa fullmakter här. Kontakta skogsägarsupporten så hjälper vi dig.',
    );
    expect(errorText(new ApiError(403, 'proxyNotAllowed', null))).toBe(
      platformProblems.proxyNotAllowed.message,
    );
  });

  it('never shows a server title it does not know', () => {
    const unknown = new ApiError(418, 'teapot', {
      type: 'teapot',
      title: 'I am a teapot',
      status: 418,
    });
    expect(errorText(unknown)).toBe(platformProblems.internal.message);
    expect(errorText(new Error('boom'))).toBe(platformProblems.internal.message);
  });

  it("reads a refused signing as the proxy's reason, else as the signing service's", () => {
    expect(signingErrorText(new ApiError(409, 'proxyNotSignable', null))).toBe(
      'Fullmakten kan inte signeras. Den är redan signerad eller avslutad.',
    );
    expect(signingErrorText(new ApiError(403, 'signingImpersonationNotAllowed', null))).toBe(
      'Du kan inte skriva under åt medlemmen när du är inloggad som personal.',
    );
    expect(signingErrorText(new ApiError(500, 'internal', null))).toBe(
      'Något gick fel. Försök igen.',
    );
  });
});
