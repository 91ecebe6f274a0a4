import { certificationRoutes } from '../../shared/contracts/certification/routes.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the member may send an application by the POST route's roles. */
export const useCertificationPortal = () =>
  useAreaPortal(certificationRoutes.applyForCertification.roles);
