import { certificationRoutes } from '../../shared/contracts/certification/routes.ts';
import { useAreaPortal, type AreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the member may send an application by the POST route's roles. */
export const useCertificationPortal = () =>
  useAreaPortal(certificationRoutes.applyForCertification.roles);

export type CertificationPortal = AreaPortal;
