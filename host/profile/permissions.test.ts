import { describe, expect, it } from 'vitest';
import type { ProfileProxy } from '../../shared/contracts/memberProfile.ts';
import { distinctPermissions, permissionsText, permissionTitles } from './permissions.ts';
import { liquidity, sign } from './testing.ts';

const proxy = (name: string, details: ProfileProxy['details']): ProfileProxy => ({
  giverContactId: name,
  giverContactName: name,
  roles: [],
  details,
});

describe('permissions of the proxies Anna holds', () => {
  it("lists Bertil's permission titles after 'Får:'", () => {
    expect(permissionsText(proxy('Bertil Gran', [sign]))).toBe('Får: Signera skogsavtal');
    expect(permissionsText(proxy('Karin Björk', [sign, liquidity]))).toBe(
      'Får: Signera skogsavtal, Välja likvidmottagare',
    );
  });

  it('says so when a proxy names no permission', () => {
    expect(permissionsText(proxy('Karin Björk', []))).toBe('Fullmakten anger inga behörigheter.');
  });

  it('names a title once even when the profile repeats it', () => {
    expect(permissionTitles(proxy('Bertil Gran', [sign, sign]))).toEqual(['Signera skogsavtal']);
  });

  it('explains each distinct permission once, sorted by code', () => {
    const proxies = [
      proxy('Bertil Gran', [sign]),
      proxy('Karin Björk', [{ ...sign, text: 'Annan formulering' }, liquidity]),
    ];
    expect(distinctPermissions(proxies)).toEqual([liquidity, sign]);
  });

  it('has nothing to explain without proxies', () => {
    expect(distinctPermissions([])).toEqual([]);
  });
});
