import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import { defineRoutes, memberRead, uuidParam } from '../routes.ts';
import { timberProblems } from '../timber/problems.ts';
import {
  completeDeliverySchema,
  deliveriesAnswerSchema,
  deliveryCreatedSchema,
  deliveryDetailSchema,
  deliveryMonthsSchema,
  eudrGeoJsonSchema,
  landingAssortmentSchema,
  landingCreatedSchema,
  landingSchema,
  originAreasSchema,
  stackTagOrderSchema,
} from '../timber-deliveries.ts';

/**
 * §2.1 "Delivery routes need both the deliveries read and write roles" (platform §6): every
 * call, reads too; a member with the read role alone sees the timber manager home only.
 */
export const deliveriesReadWrite = requires.readWrite('Service_TimberManager_Deliveries');

const read = memberRead(deliveriesReadWrite);
/** Changes: the write roles; a proxy may, staff impersonating may not. */
const write = {
  access: 'member',
  roles: deliveriesReadWrite,
  proxy: 'allowed',
  impersonation: false,
} as const;

/**
 * The EUDR origin (§1, §2.4 flag Eudr): its calls exist only while the flag is on (403
 * featureOff otherwise), and sending and completing require the origin only then
 * (server/timber-deliveries/deliveries.ts requireReady).
 */
const eudr = requires.single('Eudr');

// A landing belongs to its delivery: an unknown one is the delivery's DeliveryNotFound.
const agreementParams = z.object({ agreementId: uuidParam(timberProblems, 'OpportunityNotFound') });
const deliveryId = uuidParam(timberProblems, 'DeliveryNotFound');
const deliveryParams = z.object({ deliveryId });
const landingParams = z.object({ deliveryId, landingId: deliveryId });
const assortmentParams = z.object({
  deliveryId,
  landingId: deliveryId,
  assortmentId: uuidParam(timberProblems, 'AssortmentNotFound'),
});
const base = '/api/v1/timber-deliveries';
const delivery = `${base}/deliveries/{deliveryId}`;
const landing = `${delivery}/landings/{landingId}`;

/**
 * What every change of a delivery may answer (server/timber-deliveries/access.ts
 * writableDelivery); ordering stack tags goes on during the origin review, the rest is locked.
 */
const deliveryChangeProblems = [
  'DeliveryNotFound',
  'InvalidDeliveryStatus',
  'AgreementPastEndDate',
] as const;
const deliveryWriteProblems = [...deliveryChangeProblems, 'EudrStatusInvalid'] as const;

/**
 * Delivery notifications (timber-production-map §2.1, §3-§5; the spec shows no calls, these
 * are ours: shared/contracts/timber-deliveries/README.md). Everything is about the effective
 * member's agreements; another member's ids answer 404.
 */
export const timberDeliveriesRoutes = defineRoutes({
  listDeliveries: {
    ...read,
    path: `${base}/agreements/{agreementId}/deliveries`,
    summary:
      'The agreement and its notifications (ongoing and closed) with landings, assortments and volumes: the deliveries view in one call.',
    params: agreementParams,
    response: deliveriesAnswerSchema,
    problems: ['OpportunityNotFound'],
  },
  listDeliveryMonths: {
    ...read,
    path: `${base}/agreements/{agreementId}/delivery-months`,
    summary: "The agreement's delivery months: the agreed volume per month and assortment (m3fub).",
    params: agreementParams,
    response: deliveryMonthsSchema,
    problems: ['OpportunityNotFound'],
  },
  createDelivery: {
    ...write,
    method: 'POST',
    status: 201,
    path: `${base}/agreements/{agreementId}/deliveries`,
    summary: 'A new notification (a draft) of an active agreement; one draft per agreement.',
    params: agreementParams,
    response: deliveryCreatedSchema,
    problems: ['OpportunityNotFound', 'AgreementPastEndDate', 'DraftDeliveryExists'],
  },
  getDelivery: {
    ...read,
    path: delivery,
    summary:
      'One notification with its landings, assortments, stack tag order, origin areas and the estates to draw on: the landing list in one call.',
    params: deliveryParams,
    response: deliveryDetailSchema,
    problems: ['DeliveryNotFound'],
  },
  deleteDraft: {
    ...write,
    method: 'DELETE',
    status: 204,
    path: delivery,
    summary: 'Removes a draft notification.',
    params: deliveryParams,
    problems: ['DeliveryNotFound', 'DeliveryNotDraft'],
  },
  closeDelivery: {
    ...write,
    method: 'POST',
    path: `${delivery}/close`,
    summary: 'Closes an ongoing notification (ManualByUser); closed ones are read-only.',
    params: deliveryParams,
    response: deliveryCreatedSchema,
    problems: ['DeliveryNotFound', 'InvalidDeliveryStatus'],
  },
  notifyDelivery: {
    ...write,
    method: 'POST',
    path: `${delivery}/notify`,
    summary:
      'Sends the draft to the cooperative (Ongoing): it needs assortments and, while the flag Eudr is on, origin areas the origin review approved; origin areas lock.',
    params: deliveryParams,
    response: deliveryCreatedSchema,
    problems: [
      ...deliveryWriteProblems,
      'DeliveryNotDraft',
      'DeliveryWithoutAssortments',
      'AreasMissing',
      'TotalVolumeAboveEuReportedLimit',
    ],
  },
  completeDelivery: {
    ...write,
    method: 'POST',
    path: `${delivery}/complete`,
    summary:
      'Completes the delivery: e-mail and message to the transporter stored, a draft sent; deliveryStatus final marks every assortment final and closes the notification, notFinal keeps it open.',
    params: deliveryParams,
    body: completeDeliverySchema,
    response: deliveryCreatedSchema,
    problems: [
      ...deliveryWriteProblems,
      'StackTagsPending',
      'DeliveryWithoutAssortments',
      'AreasMissing',
      'TotalVolumeAboveEuReportedLimit',
    ],
  },
  orderStackTags: {
    ...write,
    method: 'POST',
    status: 201,
    path: `${delivery}/stack-tags`,
    summary:
      'Orders stack tags (one order per delivery); the cooperative handles it at the staff desk.',
    params: deliveryParams,
    body: stackTagOrderSchema,
    response: deliveryCreatedSchema,
    problems: [
      ...deliveryChangeProblems,
      'AssortmentNotInAgreementOrPeriodUnavailable',
      'StackTagsAlreadyOrdered',
      // A refused order (the timber error codes, useAreaErrors): its fields, or an assortment twice.
      'StackTagOrderError',
      'DuplicateAssortment',
    ],
  },
  saveOriginAreas: {
    ...write,
    flags: eudr,
    method: 'PUT',
    path: `${delivery}/origin-areas`,
    summary:
      'Replaces the EUDR origin areas and volume (inside the estates, not crossing); locked after the first notification; opens the origin review.',
    params: deliveryParams,
    body: originAreasSchema,
    response: deliveryCreatedSchema,
    problems: [...deliveryWriteProblems, 'OriginLocked', 'InvalidAreaGeometry'],
  },
  createLanding: {
    ...write,
    method: 'POST',
    status: 201,
    path: `${delivery}/landings`,
    summary: 'A new landing of the delivery.',
    params: deliveryParams,
    body: landingSchema,
    response: landingCreatedSchema,
    problems: [...deliveryWriteProblems, 'MaximumLandingsReached', 'InvalidLandingCommentOrName'],
  },
  updateLanding: {
    ...write,
    method: 'PUT',
    path: landing,
    summary:
      'Updates a landing (If-Match: its version; 412 when another tab changed it); the position is locked while notified timber is with transport.',
    params: landingParams,
    body: landingSchema,
    response: landingCreatedSchema,
    problems: [
      ...deliveryWriteProblems,
      'LandingUpdatedConflict',
      'LandingPositionLocked',
      'LandingInOpenServiceOrder',
      'InvalidLandingCommentOrName',
    ],
  },
  deleteLanding: {
    ...write,
    method: 'DELETE',
    status: 204,
    path: landing,
    summary: 'Deletes a landing without assortments.',
    params: landingParams,
    problems: [...deliveryWriteProblems, 'LandingHasAssortments', 'LandingInOpenServiceOrder'],
  },
  addAssortment: {
    ...write,
    method: 'POST',
    status: 201,
    path: `${landing}/assortments`,
    summary: 'Adds an assortment of the agreement to the landing.',
    params: landingParams,
    body: landingAssortmentSchema,
    response: deliveryCreatedSchema,
    problems: [
      ...deliveryWriteProblems,
      'StackTagsPending',
      'AssortmentAlreadyAdded',
      'AssortmentNotInAgreementOrPeriodUnavailable',
      'MissingOriginAssignment',
      'InvalidAssortmentOrigin',
    ],
  },
  updateAssortment: {
    ...write,
    method: 'PUT',
    path: `${landing}/assortments/{assortmentId}`,
    summary: 'Changes an assortment on the landing; its felling week stays as added.',
    params: assortmentParams,
    body: landingAssortmentSchema,
    response: deliveryCreatedSchema,
    problems: [
      ...deliveryWriteProblems,
      'StackTagsPending',
      'AssortmentNotFound',
      'FellingWeekConflict',
      'MissingOriginAssignment',
      'InvalidAssortmentOrigin',
    ],
  },
  deleteAssortment: {
    ...write,
    method: 'DELETE',
    status: 204,
    path: `${landing}/assortments/{assortmentId}`,
    summary: 'Removes an assortment from the landing.',
    params: assortmentParams,
    problems: [...deliveryWriteProblems, 'StackTagsPending', 'AssortmentNotFound'],
  },
  exportOrigin: {
    ...read,
    flags: eudr,
    path: `${delivery}/origin.geojson`,
    summary:
      "The delivery's origin as the EU information system takes it: GeoJSON in WGS 84, six decimals; a point for a plot of at most 4 ha.",
    params: deliveryParams,
    response: eudrGeoJsonSchema,
    problems: ['DeliveryNotFound', 'AreasMissing'],
  },
});
