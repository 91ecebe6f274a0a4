import { agreementReadWrite } from '../../shared/contracts/timber-agreements/routes.ts';
import { agreementPath } from '../../shared/contracts/timber-agreements/element.ts';
import { dateInSweden } from '../../shared/time/sweden.ts';
import type { AreaActivity } from '../kit/activity.ts';
import { listAgreements } from './agreements.ts';
import { generationsOn } from '../../shared/contracts/timber-agreements.ts';

/**
 * Leveransvirkesavtal in Att göra: an agreement waiting for the effective co-owner's
 * signature (the `awaitingMySignature` the agreement list shows, by the same rule), due the
 * last day of its signing window; and in Händelser its sending and signatures.
 */
export const timberAgreementsActivity: AreaActivity = {
  area: 'timber-agreements',
  // Signing is a write: a proxy without the write roles sees no signing to do.
  requirement: agreementReadWrite,
  actions: async ({ db, caller, slug, content }) => {
    const agreements = await listAgreements(
      db,
      caller,
      generationsOn(content().featureFlags, 'opportunity'),
    );
    return agreements.flatMap((a) => {
      if (!a.awaitingMySignature && !a.awaitingMyPostalSignature) return [];
      // The window ends at signDeadline: its last whole day is the day before in Sweden
      // when it ends at midnight, else that day.
      const dueOn = a.signDeadline ? dateInSweden(new Date(Date.parse(a.signDeadline) - 1)) : null;
      return [
        {
          id: `timber-agreements:sign:${a.id}`,
          title: a.awaitingMySignature
            ? 'Signera leveransvirkesavtalet'
            : 'Skriv under leveransvirkesavtalet och skicka det med post',
          subject: `${a.agreementNo} ${a.name}`,
          dueOn,
          href: agreementPath(slug, a.wizardId, a.awaitingMySignature ? 'signera' : 'granska'),
        },
      ];
    });
  },
};
