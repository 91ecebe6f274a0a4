import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import { problemMessageFrom } from './problemMessage.ts';

const texts = { 'error.general': 'Något gick fel.', 'error.forbidden': 'Ingen rättighet.' };
const message = problemMessageFrom(
  (key: keyof typeof texts) => texts[key],
  { forbidden: 'error.forbidden' },
  'error.general',
);

describe('problemMessageFrom', () => {
  it("gives the element's text for a problem type it knows", () => {
    expect(message(new ApiError(403, 'forbidden', null))).toBe('Ingen rättighet.');
  });

  it('gives the fallback for anything else, never the server title', () => {
    const teapot = { type: 'teapot', title: 'I am a teapot', status: 418 };
    expect(message(new ApiError(418, 'teapot', teapot))).toBe('Något gick fel.');
    expect(message(new Error('boom'))).toBe('Något gick fel.');
    expect(message(null)).toBe('Något gick fel.');
    expect(message({ type: 'constructor' })).toBe('Något gick fel.');
  });
});
