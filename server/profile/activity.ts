import { profileElement } from '../../shared/contracts/profile/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import type { AreaActivity } from '../kit/activity.ts';
import { decidedTasks } from '../staff-desk/tasks.ts';
import { addressChangeReview, envelopeLines } from './addressReview.ts';

const { profileDetails } = profileElement.routes;

/**
 * Mina uppgifter in Händelser: an address change the cooperative's staff approved or refused at
 * the staff desk (what staff did for the member that no other event shows).
 */
export const profileActivity: AreaActivity = {
  area: 'profile',
  requirement: profileDetails.rule.requirement,
  events: async ({ db, caller, slug }, period) => {
    const decided = await decidedTasks(db, addressChangeReview, caller.effectiveMemberId, period);
    return decided.map((task) => ({
      id: `profile:address:${task.id}`,
      at: task.handledAt.toISOString(),
      title:
        task.outcome === 'done' ? 'Adressändringen är godkänd' : 'Adressändringen godkändes inte',
      detail: envelopeLines(task.data).join(', '),
      href: areaPath(profileDetails, slug),
    }));
  },
};
