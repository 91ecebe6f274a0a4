import { describe, expect, it } from 'vitest';
import { autoStartLink, isPhone } from './sameDevice.ts';

describe('"BankID på den här enheten"', () => {
  it('opens the app by the app link on a phone and by bankid:/// on a computer', () => {
    expect(autoStartLink('a b', { phone: true })).toBe(
      'https://app.bankid.com/?autostarttoken=a%20b&redirect=null',
    );
    expect(autoStartLink('t', { phone: false })).toBe('bankid:///?autostarttoken=t&redirect=null');
  });

  it('opens the test server app page beside the local BankID test server', () => {
    expect(
      autoStartLink('t', { phone: true, testApp: 'http://localhost:8080/bankid-testapp/' }),
    ).toBe('http://localhost:8080/bankid-testapp/?autostarttoken=t&redirect=null');
  });

  it('knows a phone by its browser', () => {
    expect(
      isPhone('Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 Mobile Safari/537.36'),
    ).toBe(true);
    expect(isPhone('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(
      isPhone('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36'),
    ).toBe(false);
  });
});
