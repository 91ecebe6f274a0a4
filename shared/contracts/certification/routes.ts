import { requires } from '../../access/requirements.ts';
import {
  certificationApplicationSchema,
  certificationQuestionsQuerySchema,
  certificationQuestionsSchema,
  certificationSignLinkSchema,
  certificationSignLinkSentSchema,
  certificationSignStartSchema,
  certificationStateSchema,
} from '../certification.ts';
import { defineRoutes, memberRead, signedWrite } from '../routes.ts';

/** §6: the page needs Page_Certification_Read; applying Service_Certification_Read (and Write to send). */
export const certificationPageRole = 'Page_Certification_Read';
export const applyRead = requires.and('Page_Certification_Read', 'Service_Certification_Read');
const applyWrite = requires.and(
  'Page_Certification_Read',
  'Service_Certification_Read',
  'Service_Certification_Write',
);

/** Skogscertifiering (economy-membership §7); `npm run openapi` after changing it. */
/** What an application may be refused with, signed now or by a link (spec §8). */
/**
 * §2 "application steps need flag CertificationApplication": the questions and both ways of
 * sending. The home's state stays open (its status block follows CertificationStatus in the
 * element: docs/decisions.md).
 */
const flags = requires.single('CertificationApplication');

const applicationProblems = [
  'CertificationProfileNotFound',
  'CertifiedEstatesNotFound',
  'CertificationValidationFailed',
  'AlreadyCertified',
  'FscCertificateExists',
  'PefcCertificateExists',
  'ExceededMaximumTotalForestArea',
  'MissingCustomerNumber',
  'MissingCertifiedUseRightGroup',
  'CertificationAdviserRequired',
  'CertificationApplicationPending',
  'CertificationNotFound',
] as const;

export const certificationRoutes = defineRoutes({
  getCertification: {
    ...memberRead(requires.single(certificationPageRole)),
    path: '/api/v1/certificates',
    summary:
      "The member's certification: status (none, pending, completed), deviations, estates and what the application guard needs.",
    response: certificationStateSchema,
    problems: ['CertificationProfileNotFound'],
  },
  getQuestions: {
    ...memberRead(applyRead),
    flags,
    path: '/api/v1/certificates/questions',
    summary:
      'The application questions for a certificate type and a total productive forest area (ha).',
    query: certificationQuestionsQuerySchema,
    response: certificationQuestionsSchema,
    problems: ['CertificationNotFound'],
  },
  applyForCertification: {
    ...signedWrite(applyWrite),
    flags,
    status: 201,
    path: '/api/v1/certificates',
    summary:
      'An application for FSC, PEFC or both, waiting for the BankID signature; the signature sends it for processing.',
    body: certificationApplicationSchema,
    response: certificationSignStartSchema,
    problems: applicationProblems,
  },
  sendCertificationSignLink: {
    ...signedWrite(applyWrite),
    flags,
    status: 201,
    path: '/api/v1/certificates/sign-link',
    summary:
      'An application for FSC, PEFC or both, signed by a link sent by e-mail or SMS instead of BankID now: single use, 24 hours; opening it signed in starts the BankID order on that device.',
    body: certificationSignLinkSchema,
    response: certificationSignLinkSentSchema,
    problems: [...applicationProblems, 'signOrderInProgress'],
  },
});
