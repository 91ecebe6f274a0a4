import type { FastifyInstance } from 'fastify';
import { myMapRoutes as routes } from '../../shared/contracts/my-map/routes.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { parseBbox } from '../map/overlays/bbox.ts';
import { parseZoom } from '../../shared/contracts/my-map/byZoom.ts';
import { problemOf } from '../kit/problem.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import { renderPdf, sendPdf } from '../pdf/index.ts';
import type { FeatureFlag } from '../../shared/contracts/featureFlags.ts';
import { gatedByFlags } from './featureGate.ts';
import { deleteActivity, listActivities, saveActivity } from './activities.ts';
import { calculation, calculations, startProjection, startReport } from './calculations.ts';
import { planDocument } from './planPdf.ts';
import { deleteNote, listNotes, markNoteDone, saveNote } from './notes.ts';
import { noteImageFile, uploadNoteImage } from './noteImages.ts';
import {
  changeCompartment,
  compartment,
  overview,
  planGeometry,
  planWithCompartments,
} from './plans.ts';

export interface MyMapDeps extends Pick<AreaDeps, 'db'>, Partial<Pick<AreaDeps, 'productName'>> {
  /** The content system's data of the moment: its feature flags switch features off. */
  content: () => { featureFlags: readonly FeatureFlag[] };
  /** The clock (tests fix it); the plan's age and the jobs' rules read it. */
  now?: () => Date;
}

/** My map (timber-production-map §2.3, §5, §8): plans, compartments, activities, notes. */
export async function myMapRoutes(
  app: FastifyInstance,
  { db, content, now = () => new Date(), productName = 'Granskog' }: MyMapDeps,
) {
  registerRoutes(
    app,
    routes,
    gatedByFlags(() => content().featureFlags, {
      getOverview: ({ caller }) => overview(db, caller.effectiveMemberId, now()),
      getPlan: ({ caller, params }) =>
        planWithCompartments(db, caller.effectiveMemberId, params.planId, now()),
      getPlanGeometry: ({ caller, params, query }) =>
        planGeometry(
          db,
          caller.effectiveMemberId,
          params.planId,
          parseBbox(query.bbox),
          parseZoom(query.zoom),
        ),
      getCompartment: ({ caller, params }) =>
        compartment(db, caller.effectiveMemberId, params.planId, params.compartmentId),
      editCompartment: ({ caller, params, body }) =>
        changeCompartment(db, caller.effectiveMemberId, params.planId, params.compartmentId, body),
      commentCompartment: ({ caller, params, body }) =>
        changeCompartment(db, caller.effectiveMemberId, params.planId, params.compartmentId, body),
      listActivities: ({ caller, params }) =>
        listActivities(db, caller.effectiveMemberId, params.planId, now()),
      createActivity: ({ caller, params, body }) =>
        saveActivity(db, caller.effectiveMemberId, params.planId, body, now()),
      updateActivity: ({ caller, params, body }) =>
        saveActivity(db, caller.effectiveMemberId, params.planId, body, now(), params.activityId),
      deleteActivity: async ({ caller, params }) => {
        await deleteActivity(db, caller.effectiveMemberId, params.planId, params.activityId);
        return undefined;
      },
      listNotes: ({ caller }) => listNotes(db, caller.effectiveMemberId),
      createNote: ({ caller, body }) => saveNote(db, caller.effectiveMemberId, body),
      updateNote: ({ caller, params, body }) =>
        saveNote(db, caller.effectiveMemberId, body, params.noteId),
      markNoteDone: ({ caller, params, body }) =>
        markNoteDone(db, caller.effectiveMemberId, params.noteId, body),
      deleteNote: async ({ caller, params }) => {
        await deleteNote(db, caller.effectiveMemberId, params.noteId);
        return undefined;
      },
      uploadNoteImage: ({ caller, body }) =>
        uploadNoteImage(db, caller.effectiveMemberId, body, now()),
      getNoteImage: async ({ caller, params, reply }) => {
        const image = await noteImageFile(db, caller.effectiveMemberId, params.imageId);
        // private: the member's own browser may keep it; never a shared cache.
        return reply
          .header('Content-Type', image.contentType)
          .header('Cache-Control', 'private, max-age=3600')
          .header('Content-Disposition', 'inline')
          .send(image.content);
      },
      getPlanPdf: async ({ caller, params, reply }) => {
        const { document, fileName } = await planDocument(
          db,
          caller.effectiveMemberId,
          params.planId,
          productName,
          now(),
        );
        const pdf = await renderPdf(document).catch((error: unknown) => {
          reply.log.error({ err: error }, 'plan pdf');
          throw problemOf(myMapProblems, 'PlanPdfFailed');
        });
        return sendPdf(reply, pdf, fileName);
      },
      listCalculations: ({ caller, params }) =>
        calculations(db, caller.effectiveMemberId, params.planId, now()),
      getCalculation: async ({ caller, params, reply }) => {
        const answer = await calculation(
          db,
          caller.effectiveMemberId,
          params.planId,
          params.calculationId,
        );
        if (answer.state === 'inProgress') reply.header('x-polling-interval', '2');
        return answer;
      },
      startProjection: ({ caller, params }) =>
        startProjection(db, caller.effectiveMemberId, params.planId, now()),
      startReportCalculation: ({ caller, params }) =>
        startReport(db, caller.effectiveMemberId, params.planId, now()),
    }),
    { db },
  );
}
