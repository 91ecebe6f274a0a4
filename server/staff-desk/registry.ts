import type { ServerArea } from '../kit/area.ts';
import type { TaskKind } from './kinds.ts';

/**
 * Every task kind the desk knows: those of the areas it is given (server/areas.ts, each
 * area's `staffTasks`). A kind is defined in its area's folder, beside the member-side write
 * that opens it; a task of a kind missing here is listed but cannot be acted on.
 */
export function staffTaskKindsOf(
  areas: readonly Pick<ServerArea, 'staffTasks'>[],
): readonly TaskKind<unknown>[] {
  return areas.flatMap((area) => area.staffTasks ?? []);
}
