import { sendKeys } from '@web/test-runner-commands';
import {
  contactPreferenceKeys,
  profileEtag,
  versionFromIfMatch,
  type ContactDetails,
  type ContactPreferences,
} from '../../shared/contracts/contactDetails.ts';
import { profileElement } from '../../shared/contracts/profile/element.ts';
import {
  defaultNoticePreferences,
  type NoticeSettings,
} from '../../shared/contracts/profile/notices.ts';
import { profileProblems } from '../../shared/contracts/profile/problems.ts';
import { profileRoutes } from '../../shared/contracts/profile/routes.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi, problem, reply, type FakeCall } from '../../shared/testing/fakeApi.ts';
import { demoProfiles } from '../../tests/harness/profiles.ts';

/**
 * The profile element's test support: Anna's contact details, and a stand-in for the member
 * profile calls made from the profile route table (the real server is tested in
 * server/profile): the details in memory with their version, every edit checked against the
 * If-Match it names (428 `versionRequired` without one, 412 `versionConflict` on another)
 * and answered with the next version as ETag, the address filed for review (202), the
 * certificate made after a few polls (202 with x-polling-interval) and then handed out once.
 */

/** When the fake's server writes: an edit's date, an address change's sending. */
export const fakeNow = '2026-11-21T09:00:00.000Z';

/** Anna's details as the server's seed gives them. */
export function annasDetails(overrides: Partial<ContactDetails> = {}): ContactDetails {
  return {
    email: 'anna.skog@example.se',
    mobileCountryCode: '+46',
    mobilePhone: '701234567',
    address: {
      co: null,
      address1: 'Skogsvägen 12',
      address2: null,
      country: 'SE',
      postalCode: '35591',
      city: 'Växjö',
    },
    pendingAddress: null,
    contactPreferences: {
      memberMagazine: true,
      wallCalendar: true,
      localAreaInfoList: false,
      digitalLocalInfo: true,
      newsletter: true,
      surveys: false,
      memberActivities: true,
      otherLocalInfo: false,
    },
    lastModifiedEmailPhone: '2026-06-01T10:00:00.000Z',
    version: 7,
    ...overrides,
  };
}

export interface FakeOptions {
  /** The member's details (Anna's by default). */
  details?: ContactDetails;
  /** How many polls the certificate job answers 202 before its PDF. */
  certificatePolls?: number;
  /** The notice settings (the defaults, with an e-mail address and a mobile, by default). */
  notices?: NoticeSettings;
}

export type FakeProfileApi = ReturnType<typeof installFakeProfileApi>;

export function installFakeProfileApi(options: FakeOptions = {}) {
  const details = structuredClone(options.details ?? annasDetails());
  const certificatePolls = options.certificatePolls ?? 2;
  let polls = 0;
  const notices = structuredClone(
    options.notices ?? {
      preferences: defaultNoticePreferences,
      hasEmail: true,
      hasMobile: true,
    },
  );

  /** An edit based on the version in force: the next version (the server's versionedWrite). */
  const versioned = (call: FakeCall) => {
    const expected = versionFromIfMatch(call.ifMatch);
    if (expected === null) throw problem('versionRequired');
    if (expected !== details.version) throw problem('versionConflict');
    details.version += 1;
    return { etag: profileEtag(details.version) };
  };
  /** What a versioned edit answers: the member's updated profile with the new ETag. */
  const updatedProfile = (headers: { etag: string }) => reply(demoProfiles.anna, { headers });
  const savePreferences = (call: FakeCall, preferences: ContactPreferences) => {
    const headers = versioned(call);
    details.contactPreferences = preferences;
    return updatedProfile(headers);
  };

  const api = installFakeApi(
    profileRoutes,
    {
      getContactDetails: () =>
        reply(structuredClone(details), { headers: { etag: profileEtag(details.version) } }),
      saveContactInformation: ({ body, call }) => {
        const headers = versioned(call);
        const mobile = body.mobilePhone !== '';
        Object.assign(details, {
          email: body.email,
          mobileCountryCode: mobile ? body.mobileCountryCode : null,
          mobilePhone: mobile ? body.mobilePhone : null,
          lastModifiedEmailPhone: fakeNow,
        });
        return updatedProfile(headers);
      },
      saveAddress: ({ body, call }) => {
        const headers = versioned(call);
        details.pendingAddress = { ...body, requestedAt: fakeNow };
        return reply(undefined, { headers });
      },
      savePreferencesV1: ({ body, call }) => {
        const chosen = new Set<string>(body.preferences);
        const all = Object.fromEntries(contactPreferenceKeys.map((key) => [key, chosen.has(key)]));
        return savePreferences(call, all as ContactPreferences);
      },
      savePreferencesV2: ({ body, call }) => savePreferences(call, body.contactPreferences),
      getNoticePreferences: () => reply(structuredClone(notices)),
      saveNoticePreferences: ({ body }) => {
        notices.preferences = body;
        return reply(structuredClone(notices));
      },
      downloadCertificate: () => {
        if (polls < certificatePolls) {
          polls += 1;
          return reply(undefined, { status: 202, headers: { 'x-polling-interval': '0' } });
        }
        polls = 0;
        const fileName = 'medlemsintyg-100001.pdf';
        return reply('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'x-filename': fileName,
            'content-disposition': `attachment; filename="${fileName}"`,
          },
        });
      },
    },
    { problems: profileProblems },
  );
  return Object.assign(api, {
    /** The details as the fake's server holds them (a test may change them between calls). */
    details,
    /** The notice settings as the fake's server holds them. */
    notices,
  });
}

/** The profile element for each test: Anna on the fake above, unless set up otherwise. */
export const profilePerTest = () =>
  demoElementPerTest(
    { name: profileElement.element, define: () => import('./index.tsx') },
    installFakeProfileApi,
  );

/** Clears a field and types into it with the keyboard, as a member does. */
export async function typeInto(field: HTMLElement, text: string): Promise<void> {
  field.focus();
  await sendKeys({ press: 'Control+A' });
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}
