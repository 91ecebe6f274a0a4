import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberProfileSchema, type MemberProfile } from '../../shared/contracts/memberProfile.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { profileJson } from './profileService.ts';
import { routeTreeFor } from './routeTree.ts';

describe('profileJson', () => {
  const profileWith = async (overrides: Partial<MemberProfile> = {}): Promise<MemberProfile> => {
    const content = await loadContentFixtures(path.resolve('content-fixtures'));
    return {
      memberId: 'm1',
      customerNo: '100001',
      name: 'Anna Skog',
      emailAddress: null,
      roles: ['Service_Proxy_Read'],
      routes: routeTreeFor(content.routes, ['Service_Proxy_Read']),
      proxies: [],
      inspectors: [],
      components: [],
      isMemberImpersonated: false,
      impersonatedMemberName: null,
      lastModifiedEmailPhone: null,
      certificationStatus: { isFscCertified: false, isPefcCertified: true },
      isExplicitMember: true,
      isOrganizationUser: false,
      ...overrides,
    };
  };

  it('is the JSON of the kit’s check against memberProfileSchema, shared parts included', async () => {
    const profile = await profileWith();
    const expected = memberProfileSchema.parse(profile);
    expect(JSON.parse(profileJson(profile))).toEqual(expected);
    // The second time the route tree comes from the checked text: still the same answer.
    expect(JSON.parse(profileJson(profile))).toEqual(expected);
  });

  it('refuses a member part the schema refuses, and leaves out what the schema does not name', async () => {
    const bad = await profileWith({ name: 42 as unknown as string });
    expect(() => profileJson(bad)).toThrow();
    const extra = { ...(await profileWith()), personalNumber: '195001011237' } as MemberProfile;
    expect(profileJson(extra)).not.toContain('195001011237');
  });
});
