import { certificationElement } from '../../shared/contracts/certification/element.ts';
import type { CertificationStep } from '../../shared/contracts/certification/guard.ts';
import { profileElement } from '../../shared/contracts/profile/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

export type CertificationRouteId = keyof typeof certificationElement.routes;

export const certificationPath = (id: CertificationRouteId) =>
  areaPath(certificationElement.routes[id], '');

/** The route of each step of the guard. */
export const stepRoutes: Record<CertificationStep, CertificationRouteId> = {
  intro: 'certificationIntro',
  details: 'certificationDetails',
  choose: 'certificationChoose',
  apply: 'certificationApply',
};

/** The e-service page with the documents (a content page of the route tree, README). */
export const documentsPath = `${certificationPath('certificationHome')}dokument-om-skogscertifiering/`;

/** The profile page where contact details are changed. */
export const profilePath = (slug: string) => areaPath(profileElement.routes.profileDetails, slug);
