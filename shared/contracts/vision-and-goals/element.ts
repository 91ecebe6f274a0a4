import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const home = 'medlem-i-{slug}/vilja-och-mal';
const rule = {
  requirement: requires.readWrite('Service_DigitalDemocracy'),
  flags: requires.single('VisionAndGoals'),
} as const;

/**
 * Vilja och mål (economy-membership §2): home; enkat (the personal step),
 * enkat/fastigheter/:useRightGroupId, enkat/forhandsgranskning(/:useRightGroupId),
 * enkat/inskickad(/:useRightGroupId) (only after sending from the survey; else home).
 */
export const visionAndGoalsElement = defineAreaManifest({
  area: 'vision-and-goals',
  element: 'portal-vision-and-goals',
  routes: {
    visionGroup: { path: `${home}/enkat/fastigheter/:useRightGroupId`, page: home, rule },
    visionPreviewGroup: {
      path: `${home}/enkat/forhandsgranskning/:useRightGroupId`,
      page: home,
      rule,
    },
    visionPreview: { path: `${home}/enkat/forhandsgranskning`, page: home, rule },
    visionSentGroup: { path: `${home}/enkat/inskickad/:useRightGroupId`, page: home, rule },
    visionSent: { path: `${home}/enkat/inskickad`, page: home, rule },
    visionSurvey: { path: `${home}/enkat`, page: home, rule },
    visionHome: { path: home, rule },
  },
});
