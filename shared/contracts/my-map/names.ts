import type { ActivityType } from '../my-map.ts';

/**
 * Swedish names the server writes itself (the plan PDF); the element's catalogue (sv.ts) has
 * the same words for the screens.
 */
export const activityTypeNames: Record<ActivityType, string> = {
  Markberedning: 'Markberedning',
  Plantering: 'Plantering',
  Sadd: 'Sådd',
  Rojning: 'Röjning',
  Forstagallring: 'Förstagallring',
  Gallring: 'Gallring',
  Slutavverkning: 'Slutavverkning',
  Hyggesrensning: 'Hyggesrensning',
  Godsling: 'Gödsling',
  Dikesrensning: 'Dikesrensning',
  Naturvardsatgard: 'Naturvårdsåtgärd',
  Stamkvistning: 'Stamkvistning',
  Vagbyggnad: 'Vägbyggnad eller vägförbättring',
};
export const activityStatusNames = { proposed: 'Föreslagen', performed: 'Utförd' } as const;
