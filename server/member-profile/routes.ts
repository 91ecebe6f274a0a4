import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  addressRequestSchema,
  contactDetailsSchema,
  contactInformationRequestSchema,
  contactPreferenceKeys,
  preferencesV1RequestSchema,
  preferencesV2RequestSchema,
  profileEtag,
  type ContactPreferences,
} from '../../shared/contracts/contactDetails.ts';
import { economicsRequestSchema, economicsSchema } from '../../shared/contracts/economics.ts';
import { memberProfileSchema } from '../../shared/contracts/memberProfile.ts';
import { requireCaller, requireRoles, type Caller } from '../api/auth.ts';
import type { ContentFixtures } from '../content/fixtures.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/problem.ts';
import { validated } from '../http/validatedReply.ts';
import { buildProfile } from '../profiles/profileService.ts';
import { certificateFor } from './certificate.ts';
import { assertNotUsedByOthers, fileAddressChange, readContactDetails } from './contactDetails.ts';
import { readEconomics } from './economics.ts';
import { parseBody } from './problems.ts';
import { requiredVersion, versionedWrite } from './version.ts';

export interface MemberProfileRoutesOptions {
  db: Db;
  content: () => ContentFixtures;
  /** The cooperative's name, printed on the membership certificate. */
  productName: string;
  /** How long a certificate takes to make (default 2 s); its first call answers 202. */
  certificateDelayMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

const common = { read: 'Service_Profile_Common_Read', write: 'Service_Profile_Common_Write' };
const economics = {
  read: 'Service_Profile_Economics_Read',
  write: 'Service_Profile_Economics_Write',
};
/** Seconds the client waits between certificate polls (x-polling-interval). */
const pollingIntervalSeconds = 1;

/**
 * The profile's write calls (platform §7, economy §7) and what they need to read:
 * contact details, address for review, contact preferences v1/v2, stake choices and the
 * membership certificate. Always about caller.effectiveMemberId: a member can only ever
 * read or change their own (or, through a proxy with the profile roles, the giver's).
 * Every edit names the version it was based on (If-Match) and answers the new one (ETag).
 */
export async function memberProfileRoutes(
  app: FastifyInstance,
  options: MemberProfileRoutesOptions,
) {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  /** The updated profile (the spec's answer of these PUTs) with the new version as ETag. */
  async function sendProfile(reply: FastifyReply, caller: Caller, version: number) {
    const profile = await buildProfile(db, options.content(), {
      memberId: caller.effectiveMemberId,
      roles: caller.effectiveRoles,
      signedInMemberId: caller.memberId,
      impersonated: caller.impersonationId !== null,
    });
    if (!profile) throw notFound();
    return reply
      .header('Cache-Control', 'no-store')
      .header('ETag', profileEtag(version))
      .send(validated(memberProfileSchema, profile));
  }

  app.get('/api/v1/memberProfiles/current/contactDetails', async (request, reply) => {
    const caller = requireCaller(request);
    requireRoles(caller, common.read);
    const details = await readContactDetails(db, caller.effectiveMemberId);
    if (!details) throw notFound();
    return reply
      .header('Cache-Control', 'no-store')
      .header('ETag', profileEtag(details.version))
      .send(validated(contactDetailsSchema, details));
  });

  // E-mail and mobile; also the 'bekrafta' confirmation (same values): sets the date.
  app.put('/api/v1/memberProfiles/current/contactInformation', async (request, reply) => {
    const caller = requireCaller(request);
    requireRoles(caller, common.read, common.write);
    const input = parseBody(contactInformationRequestSchema, request.body);
    const expected = requiredVersion(request);
    const mobile =
      input.mobilePhone === ''
        ? null
        : { countryCode: input.mobileCountryCode, phone: input.mobilePhone };
    const version = await versionedWrite(db, caller.effectiveMemberId, expected, async (tx) => {
      await assertNotUsedByOthers(tx, caller.effectiveMemberId, input.email, mobile);
      return {
        email: input.email,
        mobileCountryCode: mobile?.countryCode ?? null,
        mobilePhone: mobile?.phone ?? null,
        lastModifiedEmailPhone: now(),
      };
    });
    return sendProfile(reply, caller, version);
  });

  // The address in force stays until the change is reviewed: 202, nothing to read back.
  app.put('/api/v1/memberProfiles/current/address', async (request, reply) => {
    const caller = requireCaller(request);
    requireRoles(caller, common.read, common.write);
    const address = parseBody(addressRequestSchema, request.body);
    const expected = requiredVersion(request);
    const version = await versionedWrite(db, caller.effectiveMemberId, expected, async (tx) => {
      await fileAddressChange(tx, caller.effectiveMemberId, caller.memberId, address);
      return {};
    });
    return reply.code(202).header('ETag', profileEtag(version)).send();
  });

  const savePreferences = async (
    caller: Caller,
    expected: number,
    preferences: ContactPreferences,
  ) =>
    versionedWrite(db, caller.effectiveMemberId, expected, async () => ({
      contactPreferences: preferences,
    }));

  // v1: the keys chosen (every other preference off).
  app.put('/api/v1/memberProfiles/current/preferences', async (request, reply) => {
    const caller = requireCaller(request);
    requireRoles(caller, common.read, common.write);
    const { preferences } = parseBody(preferencesV1RequestSchema, request.body);
    const expected = requiredVersion(request);
    const chosen = new Set<string>(preferences);
    const all = Object.fromEntries(
      contactPreferenceKeys.map((key) => [key, chosen.has(key)]),
    ) as ContactPreferences;
    return sendProfile(reply, caller, await savePreferences(caller, expected, all));
  });

  // v2 (flag ProfilePreferencesV2): the whole preference object, every key named.
  app.put('/api/v2/memberProfiles/current/preferences', async (request, reply) => {
    const caller = requireCaller(request);
    requireRoles(caller, common.read, common.write);
    const { contactPreferences } = parseBody(preferencesV2RequestSchema, request.body);
    const expected = requiredVersion(request);
    return sendProfile(reply, caller, await savePreferences(caller, expected, contactPreferences));
  });

  app.get('/api/v1/memberProfiles/current/economics', async (request, reply) => {
    const caller = requireCaller(request);
    requireRoles(caller, economics.read);
    const current = await readEconomics(db, caller.effectiveMemberId);
    if (!current) throw notFound();
    return reply
      .header('Cache-Control', 'no-store')
      .header('ETag', profileEtag(current.version))
      .send(validated(economicsSchema, current));
  });

  app.put('/api/v1/memberProfiles/current/economics', async (request, reply) => {
    const caller = requireCaller(request);
    requireRoles(caller, economics.read, economics.write);
    const input = parseBody(economicsRequestSchema, request.body);
    const expected = requiredVersion(request);
    const version = await versionedWrite(db, caller.effectiveMemberId, expected, async () => ({
      stakePercent: input.stakePercent,
      aboveStakeParticipation: input.aboveStakeParticipation,
    }));
    return sendProfile(reply, caller, version);
  });

  app.post('/api/v1/memberProfiles/certificate', async (request, reply) => {
    const caller = requireCaller(request);
    requireRoles(caller, common.read);
    const answer = await certificateFor(db, caller.effectiveMemberId, {
      productName: options.productName,
      now: now(),
      delayMs: options.certificateDelayMs ?? 2000,
    });
    reply.header('Cache-Control', 'no-store');
    if (answer.kind === 'pending') {
      return reply
        .code(202)
        .header('x-polling-interval', String(pollingIntervalSeconds))
        .header('Retry-After', String(pollingIntervalSeconds))
        .send();
    }
    return reply
      .header('Content-Type', 'application/pdf')
      .header('x-filename', answer.fileName)
      .header('Content-Disposition', `attachment; filename="${answer.fileName}"`)
      .send(answer.pdf);
  });
}
