import { isFeatureEnabled, type FeatureFlag, type FeatureFlagName } from '../featureFlags.ts';
import type { myMapRoutes } from './routes.ts';

/**
 * My map's flagged features (timber-production-map §2 "MyMap (activities, compartment edit/
 * comment, manage plan, report calculation, projection, cycle)", MapNotes): each needs every
 * flag it lists. The element hides what is off and the server refuses it, both from here.
 */
export const myMapFeatures = {
  activities: ['MyMapActivities'],
  compartmentEdit: ['MyMapCompartmentEdit'],
  compartmentComment: ['MyMapCompartmentComment'],
  managePlan: ['MyMapManagePlan'],
  // Projection and report calculation are buttons in the manage-plan dialog.
  projection: ['MyMapManagePlan', 'MyMapProjection'],
  reportCalculation: ['MyMapManagePlan', 'MyMapReportCalculation'],
  // The cycle diagram draws the plan's activities.
  cycle: ['MyMapActivities', 'MyMapCycle'],
  // Notes are listed without the flag (the spec's map shows them); writing them needs it.
  noteWriting: ['MapNotes'],
} as const satisfies Record<string, readonly FeatureFlagName[]>;
export type MyMapFeature = keyof typeof myMapFeatures;

export const isMyMapFeatureOn = (flags: readonly FeatureFlag[], feature: MyMapFeature) =>
  myMapFeatures[feature].every((name) => isFeatureEnabled(flags, name));

/**
 * The calls of a flagged feature: open while any feature listed is on (the calculation list
 * serves projection and report calculation). A call not listed has no flag.
 */
export const myMapRouteFeatures: Partial<
  Record<keyof typeof myMapRoutes, readonly MyMapFeature[]>
> = {
  editCompartment: ['compartmentEdit'],
  commentCompartment: ['compartmentComment'],
  listActivities: ['activities'],
  createActivity: ['activities'],
  updateActivity: ['activities'],
  deleteActivity: ['activities'],
  createNote: ['noteWriting'],
  updateNote: ['noteWriting'],
  markNoteDone: ['noteWriting'],
  deleteNote: ['noteWriting'],
  uploadNoteImage: ['noteWriting'],
  getPlanPdf: ['managePlan'],
  listCalculations: ['projection', 'reportCalculation'],
  getCalculation: ['projection', 'reportCalculation'],
  startProjection: ['projection'],
  startReportCalculation: ['reportCalculation'],
};

/** Whether a call is open under the flags (every unflagged call is). */
export function isMyMapRouteOn(flags: readonly FeatureFlag[], route: keyof typeof myMapRoutes) {
  const features = myMapRouteFeatures[route];
  return features === undefined || features.some((feature) => isMyMapFeatureOn(flags, feature));
}
