import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const home = 'min-skog/skogscertifiering';
const apply = `${home}/bli-certifierad`;
const page = { requirement: requires.single('Page_Certification_Read') } as const;
const steps = {
  requirement: requires.and('Page_Certification_Read', 'Service_Certification_Read'),
  flags: requires.single('CertificationApplication'),
} as const;

/**
 * Skogscertifiering (economy-membership §2): the home, the application steps of
 * bli-certifierad (introduktion, kontaktuppgifter, valj-certifiering, the application
 * itself), kontakta-radgivare and signera (a signing link sent by e-mail or SMS opens
 * there). dokument-om-skogscertifiering is a content page
 * (content-fixtures), not the element's.
 */
export const certificationElement = defineAreaManifest({
  area: 'certification',
  element: 'portal-certification',
  routes: {
    certificationIntro: { path: `${apply}/introduktion`, page: home, rule: steps },
    certificationDetails: { path: `${apply}/kontaktuppgifter`, page: home, rule: steps },
    certificationChoose: { path: `${apply}/valj-certifiering`, page: home, rule: steps },
    certificationAdviser: { path: `${apply}/kontakta-radgivare`, page: home, rule: page },
    certificationApply: { path: apply, page: home, rule: steps },
    // Opens a signing link sent by e-mail or SMS (the token is in the #fragment).
    certificationSignLink: { path: `${home}/signera`, page: home, rule: steps },
    certificationHome: { path: home, rule: page },
  },
});
