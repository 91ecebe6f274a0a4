import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import { defineRoutes, memberRead, signedWrite, uuidParam } from '../routes.ts';
import {
  agreementCreateSchema,
  agreementDraftSchema,
  agreementListSchema,
  agreementOptionsSchema,
  agreementReviewSchema,
  agreementSchema,
  agreementSignStartSchema,
  liquidityRecipientRequestSchema,
} from '../timber-agreements.ts';
import { timberProblems } from '../timber/problems.ts';

/** §2.1 Route roles: agreement calls need the agreements read and write roles. */
export const agreementRead = requires.single('Service_TimberManager_Agreements_Read');
export const agreementReadWrite = requires.readWrite('Service_TimberManager_Agreements');

const readCall = memberRead(agreementRead);
const wizardRead = memberRead(agreementReadWrite);
/** Draft edits: the write roles; a proxy may edit, staff impersonating may not. */
/** What any write of a draft may answer: not found, not its creator, no longer a draft, stale. */
const draftWriteProblems = [
  'OpportunityNotFound',
  'NotDraftCreator',
  'AgreementNotDraft',
  'NewerVersionConflict',
] as const;

const draftWrite = {
  access: 'member',
  roles: agreementReadWrite,
  proxy: 'allowed',
  impersonation: false,
} as const;
const agreementParams = z.object({ agreementId: uuidParam(timberProblems, 'OpportunityNotFound') });

/**
 * Delivery-timber agreements (timber-production-map §2.1, §4-§6; the spec gives no calls,
 * these are ours: shared/contracts/timber-agreements/README.md). Everything is about the
 * effective member's estates; edits carry If-Match (412 NewerVersionConflict).
 */
export const timberAgreementsRoutes = defineRoutes({
  listAgreements: {
    ...readCall,
    path: '/api/v1/timber-agreements',
    summary:
      "The member's agreements on the estates they own (awaiting signing, drafts, agreements, ended), newest first.",
    response: agreementListSchema,
  },
  getAgreementOptions: {
    ...wizardRead,
    path: '/api/v1/timber-agreements/options',
    summary:
      "The wizard's choices: the member's estates (district, owners) and the pricing moments with their delivery months and assortments.",
    response: agreementOptionsSchema,
    problems: ['TimberAccessDenied'],
  },
  getAgreement: {
    ...wizardRead,
    path: '/api/v1/timber-agreements/{agreementId}',
    summary: 'One agreement with its volumes and signers; ETag is its version.',
    params: agreementParams,
    response: agreementSchema,
    problems: ['OpportunityNotFound'],
  },
  createDraft: {
    ...draftWrite,
    method: 'POST',
    status: 201,
    path: '/api/v1/timber-agreements',
    summary:
      'A new draft from the estate and pricing moment steps; one draft per owner constellation and pricing moment.',
    body: agreementCreateSchema,
    response: agreementSchema,
    problems: [
      'DuplicateDraftAgreement',
      'MultipleOwnerGroups',
      'SameDistrictProjects',
      'MissingProductVersion',
      'TimberAccessDenied',
    ],
  },
  saveDraft: {
    ...draftWrite,
    method: 'PUT',
    path: '/api/v1/timber-agreements/{agreementId}',
    summary: 'Saves every step of a draft (If-Match); only its creator may.',
    params: agreementParams,
    body: agreementDraftSchema,
    response: agreementSchema,
    problems: [
      'DuplicateAssortment',
      'OpportunityNotFound',
      'NotDraftCreator',
      'AgreementNotDraft',
      'AssortmentMissingOnOpportunity',
      'VolumeExceedsAgreement',
      'NewerVersionConflict',
      'DuplicateDraftAgreement',
      'MultipleOwnerGroups',
      'SameDistrictProjects',
      'MissingProductVersion',
      'AssortmentNotInAgreementOrPeriodUnavailable',
      'AssortmentsOnInvalidPeriods',
      'NonAgreedVolumeOnClosedPeriod',
      'EconomicRepresentativeNotFound',
      'EconomicRepresentativeSingleCoOwner',
      'LiquidityRecipientNotAllowed',
    ],
  },
  chooseLiquidityRecipient: {
    // The read role opens it: a proxy with only "Välja likvidmottagare" has no write role;
    // the server checks that right (or, for the member, the write role).
    ...draftWrite,
    roles: agreementRead,
    method: 'PUT',
    path: '/api/v1/timber-agreements/{agreementId}/liquidity-recipient',
    summary:
      "Chooses the draft's liquidity recipient among the co-owners, or none (If-Match): the member, or a proxy with the right to choose the liquidity recipient.",
    params: agreementParams,
    body: liquidityRecipientRequestSchema,
    response: agreementSchema,
    problems: [
      ...draftWriteProblems,
      'EconomicRepresentativeNotFound',
      'EconomicRepresentativeSingleCoOwner',
      'LiquidityRecipientNotAllowed',
    ],
  },
  deleteDraft: {
    ...draftWrite,
    method: 'DELETE',
    status: 204,
    path: '/api/v1/timber-agreements/{agreementId}',
    summary: 'Deletes a draft (If-Match); only its creator may.',
    params: agreementParams,
    problems: [...draftWriteProblems],
  },
  getReview: {
    ...wizardRead,
    path: '/api/v1/timber-agreements/{agreementId}/review',
    summary:
      'The review step: price per assortment from the price model (§3 assortment price info) and the calculated timber value.',
    params: agreementParams,
    response: agreementReviewSchema,
    problems: [
      'OpportunityNotFound',
      'MissingAssortments',
      'SubProjectMissingDistrict',
      'MissingProductVersion',
      'MissingPreCalculation',
    ],
  },
  submitDraft: {
    ...draftWrite,
    method: 'POST',
    path: '/api/v1/timber-agreements/{agreementId}/submit',
    summary:
      'Submits a complete draft (If-Match): sent for signing, the cooperative reviews and signs first (a staff-desk task).',
    params: agreementParams,
    response: agreementSchema,
    problems: [
      ...draftWriteProblems,
      'MissingAssortments',
      'MissingPreCalculation',
      'MissingInspector',
      'AssortmentNotInAgreementOrPeriodUnavailable',
      'AssortmentsOnInvalidPeriods',
    ],
  },
  startSigning: {
    ...signedWrite(agreementReadWrite),
    status: 201,
    path: '/api/v1/timber-agreements/{agreementId}/signing',
    summary:
      'Starts the e-ID signature of the effective co-owner (themselves, or the proxy giver); one signing per co-owner.',
    params: agreementParams,
    response: agreementSignStartSchema,
    problems: [
      'OpportunityNotFound',
      'AgreementNotAwaitingSignature',
      'CooperativeNotSigned',
      'SigningWindowExpired',
      'AlreadySigned',
      'InvalidSignParty',
      'PostalSigningRequired',
      'ProxySigningNotAllowed',
      'AgreementPastEndDate',
    ],
  },
});
