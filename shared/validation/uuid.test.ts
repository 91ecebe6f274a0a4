import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it('takes the 8-4-4-4-12 hexadecimal ids PostgreSQL reads, in either case, and nothing else', () => {
    expect(isUuid('5f0c6f3e-8a3b-4c1d-9e2f-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('5F0C6F3E-8A3B-4C1D-9E2F-0A1B2C3D4E5F')).toBe(true);
    for (const value of [
      '',
      'not-a-uuid',
      '5f0c6f3e8a3b4c1d9e2f0a1b2c3d4e5f',
      ' 5f0c6f3e-8a3b-4c1d-9e2f-0a1b2c3d4e5f',
      '5f0c6f3e-8a3b-4c1d-9e2f-0a1b2c3d4e5g',
    ])
      expect(isUuid(value), value).toBe(false);
  });
});
