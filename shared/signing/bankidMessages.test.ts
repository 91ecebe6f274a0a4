import { describe, expect, it } from 'vitest';
import { errorRfa, hintRfa, rfaMessages } from './bankidMessages.ts';
import { sv } from './sv.ts';

describe("BankID's recommended user messages (one catalogue)", () => {
  it('gives every BankID hint code its RFA message', () => {
    expect(hintRfa('pending', 'outstandingTransaction')).toBe('rfa1');
    expect(hintRfa('pending', 'outstandingTransaction', { sameDevice: true })).toBe('rfa13');
    expect(hintRfa('pending', 'noClient')).toBe('rfa1');
    expect(hintRfa('pending', 'started')).toBe('rfa15a');
    expect(hintRfa('pending', 'started', { phone: true })).toBe('rfa15b');
    expect(hintRfa('pending', 'userMrtd')).toBe('rfa23');
    expect(hintRfa('pending', 'userSign')).toBe('rfa9');
    expect(hintRfa('pending', 'userCallConfirm')).toBe('rfa21');
    expect(hintRfa('failed', 'expiredTransaction')).toBe('rfa8');
    expect(hintRfa('failed', 'certificateErr')).toBe('rfa16');
    expect(hintRfa('failed', 'userCancel')).toBe('rfa6');
    expect(hintRfa('failed', 'cancelled')).toBe('rfa3');
    expect(hintRfa('failed', 'startFailed')).toBe('rfa17b');
    expect(hintRfa('failed', 'startFailed', { sameDevice: true })).toBe('rfa17a');
    expect(hintRfa('cancelled', 'userCancel')).toBe('rfa6');
    expect(hintRfa('cancelled', null)).toBe('rfa3');
    expect(hintRfa('complete', null)).toBeNull();
    expect(hintRfa('failed', 'signatureMismatch')).toBe('rfa22');
    expect(hintRfa('failed', 'completionRejected')).toBeNull();
  });

  it("gives BankID's error codes RFA4 and RFA5", () => {
    expect(errorRfa('alreadyInProgress')).toBe('rfa4');
    for (const code of ['internalError', 'maintenance', 'requestTimeout']) {
      expect(errorRfa(code)).toBe('rfa5');
      expect(hintRfa('failed', code)).toBe('rfa5');
    }
  });

  it("is the signing view's catalogue too", () => {
    for (const [key, text] of Object.entries(rfaMessages)) {
      expect(sv[key as keyof typeof sv]).toBe(text);
    }
  });
});
