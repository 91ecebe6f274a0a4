import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import { compartmentPropertiesSchema, polygonSchema, multiPolygonSchema } from '../mapOverlays.ts';
import {
  activityListSchema,
  activityRequestSchema,
  activitySchema,
  compartmentCommentSchema,
  compartmentEditSchema,
  compartmentSchema,
  noteDoneSchema,
  noteListSchema,
  noteRequestSchema,
  noteSchema,
  overviewSchema,
  planSchema,
} from '../my-map.ts';
import { noteImageSchema, noteImageUploadSchema } from './noteImages.ts';
import { defineRoutes, memberRead, uuidParam } from '../routes.ts';
import { myMapProblems } from './problems.ts';
import { calculationSchema, calculationsSchema } from './calculations.ts';

const read = requires.single('Service_MyMap_Read');
const write = requires.readWrite('Service_MyMap');
const memberWrite = <M extends 'POST' | 'PUT' | 'DELETE'>(method: M) =>
  ({ method, access: 'member', roles: write, proxy: 'allowed', impersonation: true }) as const;

const planId = uuidParam(myMapProblems, 'PlanNotFound');
const planParams = z.object({ planId });
const compartmentParams = z.object({
  planId,
  compartmentId: uuidParam(myMapProblems, 'CompartmentNotFound'),
});
const activityParams = z.object({
  planId,
  activityId: uuidParam(myMapProblems, 'ActivityNotFound'),
});
const noteParams = z.object({ noteId: uuidParam(myMapProblems, 'NoteNotFound') });
const imageParams = z.object({ imageId: uuidParam(myMapProblems, 'NoteImageNotFound') });
const calculationParams = z.object({
  planId,
  calculationId: uuidParam(myMapProblems, 'CalculationNotFound'),
});

/** A plan compartment on the map: the overlay's compartment properties, [E, N] metres. */
export const planGeometrySchema = z.object({
  features: z.array(
    z.object({
      id: z.string(),
      geometry: z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema]),
      properties: compartmentPropertiesSchema,
    }),
  ),
});

/** My map (timber-production-map §2.3, §5, §8). `npm run openapi` after changing it. */
export const myMapRoutes = defineRoutes({
  getOverview: {
    ...memberRead(read),
    path: '/api/v1/my-map',
    summary: "The member's plans and estates (an estate without a plan has notes only).",
    response: overviewSchema,
  },
  getPlan: {
    ...memberRead(read),
    path: '/api/v1/my-map/plans/{planId}',
    summary: 'A forest management plan with its compartments (no geometry).',
    params: planParams,
    response: planSchema,
    problems: ['PlanNotFound'],
  },
  getPlanGeometry: {
    ...memberRead(read),
    path: '/api/v1/my-map/plans/{planId}/geometry',
    summary:
      "The plan's compartments as features in EPSG:3006; bbox=minE,minN,maxE,maxN limits them to the view; zoom=0–13 below 11 thins boundaries to half a pixel at that zoom.",
    params: planParams,
    query: z.object({
      bbox: z.optional(z.string()),
      zoom: z.optional(z.string().check(z.regex(/^\d{1,2}$/))),
    }),
    response: planGeometrySchema,
    problems: ['PlanNotFound'],
  },
  getCompartment: {
    ...memberRead(read),
    path: '/api/v1/my-map/plans/{planId}/compartments/{compartmentId}',
    summary: 'One compartment with every field.',
    params: compartmentParams,
    response: compartmentSchema,
    problems: ['PlanNotFound', 'CompartmentNotFound'],
  },
  editCompartment: {
    ...memberWrite('PUT'),
    path: '/api/v1/my-map/plans/{planId}/compartments/{compartmentId}',
    summary:
      "The owner's own figures for a compartment; needs the own-responsibility confirmation.",
    params: compartmentParams,
    body: compartmentEditSchema,
    response: compartmentSchema,
    problems: ['FeatureOff', 'PlanNotFound', 'CompartmentNotFound', 'PlanLocked'],
  },
  commentCompartment: {
    ...memberWrite('PUT'),
    path: '/api/v1/my-map/plans/{planId}/compartments/{compartmentId}/comment',
    summary: "The owner's comment on a compartment (at most 3000 characters).",
    params: compartmentParams,
    body: compartmentCommentSchema,
    response: compartmentSchema,
    problems: ['FeatureOff', 'PlanNotFound', 'CompartmentNotFound', 'PlanLocked'],
  },
  listActivities: {
    ...memberRead(read),
    path: '/api/v1/my-map/plans/{planId}/activities',
    summary: "The plan's proposed and performed activities.",
    params: planParams,
    response: activityListSchema,
    problems: ['FeatureOff', 'PlanNotFound'],
  },
  createActivity: {
    ...memberWrite('POST'),
    path: '/api/v1/my-map/plans/{planId}/activities',
    summary: 'Add a proposed or performed activity to a compartment of the plan.',
    params: planParams,
    body: activityRequestSchema,
    response: activitySchema,
    status: 201,
    problems: ['FeatureOff', 'PlanNotFound', 'CompartmentNotFound', 'PlanLocked'],
  },
  updateActivity: {
    ...memberWrite('PUT'),
    path: '/api/v1/my-map/plans/{planId}/activities/{activityId}',
    summary: 'Change an activity of the plan.',
    params: activityParams,
    body: activityRequestSchema,
    response: activitySchema,
    problems: [
      'FeatureOff',
      'PlanNotFound',
      'CompartmentNotFound',
      'ActivityNotFound',
      'PlanLocked',
    ],
  },
  deleteActivity: {
    ...memberWrite('DELETE'),
    path: '/api/v1/my-map/plans/{planId}/activities/{activityId}',
    summary: 'Delete an activity of the plan.',
    params: activityParams,
    status: 204,
    problems: ['FeatureOff', 'PlanNotFound', 'ActivityNotFound', 'PlanLocked'],
  },
  listNotes: {
    ...memberRead(read),
    path: '/api/v1/my-map/notes',
    summary: "The notes on the member's estates, newest first.",
    response: noteListSchema,
  },
  createNote: {
    ...memberWrite('POST'),
    path: '/api/v1/my-map/notes',
    summary: "A note placed on one of the member's estates (SWEREF 99 TM).",
    body: noteRequestSchema,
    response: noteSchema,
    status: 201,
    problems: ['FeatureOff', 'NoteOutsideEstate', 'NoteImageMissing'],
  },
  uploadNoteImage: {
    ...memberWrite('POST'),
    path: '/api/v1/my-map/note-images',
    summary:
      'Store an image (JPEG or PNG, base64) for a note the member then saves with its id; never public.',
    body: noteImageUploadSchema,
    response: noteImageSchema,
    status: 201,
    problems: ['FeatureOff', 'NoteImagesPending'],
  },
  getNoteImage: {
    ...memberRead(read),
    path: '/api/v1/my-map/note-images/{imageId}',
    summary: "An image of a note on the member's estates (or the member's own upload).",
    params: imageParams,
    file: true,
    problems: ['NoteImageNotFound'],
  },
  updateNote: {
    ...memberWrite('PUT'),
    path: '/api/v1/my-map/notes/{noteId}',
    summary: 'Change a note.',
    params: noteParams,
    body: noteRequestSchema,
    response: noteSchema,
    problems: ['FeatureOff', 'NoteNotFound', 'NoteOutsideEstate', 'NoteImageMissing'],
  },
  markNoteDone: {
    ...memberWrite('POST'),
    path: '/api/v1/my-map/notes/{noteId}/done',
    summary: 'Mark a note executed, by whom and when.',
    params: noteParams,
    body: noteDoneSchema,
    response: noteSchema,
    problems: ['FeatureOff', 'NoteNotFound'],
  },
  deleteNote: {
    ...memberWrite('DELETE'),
    path: '/api/v1/my-map/notes/{noteId}',
    summary: 'Delete a note.',
    params: noteParams,
    status: 204,
    problems: ['FeatureOff', 'NoteNotFound'],
  },
  getPlanPdf: {
    ...memberRead(read),
    path: '/api/v1/my-map/plans/{planId}/pdf',
    summary:
      'The plan as a PDF: its facts, the compartments on a map, the compartment table, activities.',
    params: planParams,
    file: true,
    problems: ['FeatureOff', 'PlanNotFound', 'PlanPdfFailed'],
  },
  listCalculations: {
    ...memberRead(read),
    path: '/api/v1/my-map/plans/{planId}/calculations',
    summary:
      "The plan's projections and report calculations, newest first, and whether each may run now.",
    params: planParams,
    response: calculationsSchema,
    problems: ['FeatureOff', 'PlanNotFound'],
  },
  getCalculation: {
    ...memberRead(read),
    path: '/api/v1/my-map/plans/{planId}/calculations/{calculationId}',
    summary: 'One calculation: in progress, completed (with its result) or error.',
    params: calculationParams,
    response: calculationSchema,
    problems: ['FeatureOff', 'PlanNotFound', 'CalculationNotFound'],
  },
  startProjection: {
    ...memberWrite('POST'),
    path: '/api/v1/my-map/plans/{planId}/projection',
    summary:
      'Project the plan to the next growth season (1 May); off from 1 May to the end of August.',
    params: planParams,
    response: calculationSchema,
    status: 202,
    problems: ['FeatureOff', 'PlanNotFound', 'PlanLocked', 'ProjectionDisabled'],
  },
  startReportCalculation: {
    ...memberWrite('POST'),
    path: '/api/v1/my-map/plans/{planId}/report-calculation',
    summary: "Calculate the plan's report: once per plan and day.",
    params: planParams,
    response: calculationSchema,
    status: 202,
    problems: ['FeatureOff', 'PlanNotFound', 'ReportCalculationDisabled'],
  },
});
