import { visionAndGoalsElement } from '../../shared/contracts/vision-and-goals/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/** The element's pages, by route id of the manifest. */
export type VisionRouteId = keyof typeof visionAndGoalsElement.routes;

export const visionPath = (id: VisionRouteId, slug: string, useRightGroupId?: string) =>
  areaPath(
    visionAndGoalsElement.routes[id],
    slug,
    useRightGroupId === undefined ? {} : { useRightGroupId },
  );
