import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  contactPreferenceKeys,
  profileEtag,
  type ContactPreferences,
} from '../../shared/contracts/contactDetails.ts';
import { profileRoutes as routes } from '../../shared/contracts/profile/routes.ts';
import type { Caller } from '../api/auth.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { areaService } from '../kit/services.ts';
import { profileProblems } from '../../shared/contracts/profile/problems.ts';
import { enqueue, takeFinishedJob } from '../jobs/index.ts';
import { sendPdf } from '../pdf/index.ts';
import { notFound, problemOf } from '../kit/problem.ts';
import { makeCertificate, type CertificateResult } from './jobs.ts';
import { assertNotUsedByOthers, fileAddressChange, readContactDetails } from './contactDetails.ts';
import { versionedWrite } from './version.ts';
import { readNoticeSettings, saveNoticePreferences } from './noticePreferences.ts';
import { provideNoticeRuntime } from './notices.ts';
import { unsubscribeRoutes } from './unsubscribe.ts';
import { updatedProfile } from './updatedProfile.ts';
import { requiredVersion } from '../kit/ifMatch.ts';

export interface ProfileRoutesOptions extends AreaDeps {
  /** The clock (tests move it): edit dates and the certificate's date. */
  now?: () => Date;
}

/** Seconds the client waits between certificate polls (x-polling-interval). */
const pollingIntervalSeconds = 1;

/**
 * The profile's calls (platform §7, economy §7): contact details, address for review,
 * contact preferences v1/v2 and the membership certificate. Always about
 * caller.effectiveMemberId. Every edit names the version it was based on (If-Match) and
 * answers the new one (ETag).
 */
export async function memberProfileRoutes(app: FastifyInstance, options: ProfileRoutesOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  // The notice job (./notices.ts) runs in this process's worker with the app's content.
  provideNoticeRuntime({
    content: options.content,
    slug: options.productSlug ?? 'granskog',
    publicUrl: options.config?.publicUrl ?? 'http://localhost:8080',
    productName: options.productName,
  });
  // The notices' unsubscribe page: without signing in, by the link's own token.
  await app.register(unsubscribeRoutes, { db, now });

  const profileAnswer = (reply: FastifyReply, caller: Caller, version: number) =>
    updatedProfile(db, options.content(), caller, reply, version);

  const savePreferences = (caller: Caller, expected: number, preferences: ContactPreferences) =>
    versionedWrite(db, caller.effectiveMemberId, expected, async () => ({
      contactPreferences: preferences,
    }));

  registerRoutes(
    app,
    routes,
    {
      getContactDetails: async ({ caller, reply }) => {
        const details = await readContactDetails(db, caller.effectiveMemberId);
        if (!details) throw notFound();
        reply.header('ETag', profileEtag(details.version));
        return details;
      },

      // E-mail and mobile; also the 'bekrafta' confirmation (same values): sets the date.
      saveContactInformation: async ({ caller, body, request, reply }) => {
        const expected = requiredVersion(request);
        const mobile =
          body.mobilePhone === ''
            ? null
            : { countryCode: body.mobileCountryCode, phone: body.mobilePhone };
        const version = await versionedWrite(db, caller.effectiveMemberId, expected, async (tx) => {
          await assertNotUsedByOthers(tx, caller.effectiveMemberId, body.email, mobile);
          return {
            email: body.email,
            mobileCountryCode: mobile?.countryCode ?? null,
            mobilePhone: mobile?.phone ?? null,
            lastModifiedEmailPhone: now(),
          };
        });
        return profileAnswer(reply, caller, version);
      },

      // The address in force stays until the change is reviewed: 202, nothing to read back.
      saveAddress: async ({ caller, body, request, reply }) => {
        const expected = requiredVersion(request);
        const version = await versionedWrite(db, caller.effectiveMemberId, expected, async (tx) => {
          await fileAddressChange(tx, caller.effectiveMemberId, caller.memberId, body);
          return {};
        });
        reply.header('ETag', profileEtag(version));
        return undefined;
      },

      // v1: the keys chosen (every other preference off).
      savePreferencesV1: async ({ caller, body, request, reply }) => {
        const expected = requiredVersion(request);
        const chosen = new Set<string>(body.preferences);
        const all = Object.fromEntries(
          contactPreferenceKeys.map((key) => [key, chosen.has(key)]),
        ) as ContactPreferences;
        return profileAnswer(reply, caller, await savePreferences(caller, expected, all));
      },

      // v2 (flag ProfilePreferencesV2): the whole preference object, every key named.
      savePreferencesV2: async ({ caller, body, request, reply }) => {
        const expected = requiredVersion(request);
        const version = await savePreferences(caller, expected, body.contactPreferences);
        return profileAnswer(reply, caller, version);
      },

      // Notices by e-mail and SMS (issue 33): not part of the versioned profile; the last save
      // wins, per kind and channel.
      getNoticePreferences: async ({ caller }) => readNoticeSettings(db, caller.effectiveMemberId),

      saveNoticePreferences: async ({ caller, body }) => {
        await saveNoticePreferences(db, caller.effectiveMemberId, body);
        return readNoticeSettings(db, caller.effectiveMemberId);
      },

      // A job of the runner (server/jobs, pattern a): one unfinished job per member, the
      // finished one handed out once; the member's client re-posts until it has the PDF.
      downloadCertificate: async ({ caller, reply }) => {
        const memberId = caller.effectiveMemberId;
        const key = `certificate:${memberId}`;
        const finished = await takeFinishedJob(db, key);
        if (finished?.state === 'completed' && finished.resultFile) {
          const { fileName } = finished.result as CertificateResult;
          return sendPdf(reply, finished.resultFile, fileName);
        }
        // The job's last_error stays in the database and the log; the member reads Swedish.
        if (finished) throw problemOf(profileProblems, 'certificateFailed');
        // Economy §6: no certificate when certified outside the cooperative or no estate.
        const { refusal } = await areaService('certification').certificateEstates(db, memberId);
        if (refusal === 'certifiedOutsideCooperative') {
          throw problemOf(profileProblems, 'certificateCertifiedOutside');
        }
        if (refusal) throw problemOf(profileProblems, 'certificateNoEligibleEstates');
        await enqueue(
          db,
          makeCertificate,
          { memberId, productName: options.productName, requestedAt: now().toISOString() },
          { uniqueKey: key, memberId },
        );
        return reply
          .code(202)
          .header('x-polling-interval', String(pollingIntervalSeconds))
          .header('Retry-After', String(pollingIntervalSeconds))
          .send();
      },
    },
    { db },
  );
}
