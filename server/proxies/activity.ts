import { requires } from '../../shared/access/requirements.ts';
import { proxiesElement } from '../../shared/contracts/proxies/element.ts';
import type { Proxy } from '../../shared/contracts/proxies.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import { eventsWithin, type AreaActivity } from '../kit/activity.ts';
import { membersProxies, toProxies } from './queries.ts';

/** The other party's name as the member sees the proxy. */
const otherParty = (p: Proxy) =>
  p.direction === 'given' ? (p.receiver.name ?? p.receiver.nationalId) : p.giver.name;

/**
 * Fullmakter in Att göra: a proxy the member gave that waits for their signature; in
 * Händelser, proxies given and received (when signed) and ended. The list is the area's own
 * (membersProxies, toProxies); a proxy's roles never include Service_Proxy_*, so nobody
 * acting through a proxy sees the giver's proxies here either.
 */
export const proxiesActivity: AreaActivity = {
  area: 'proxies',
  requirement: requires.single('Service_Proxy_Read'),
  actions: async ({ db, caller, slug }) => {
    const mine = await toProxies(
      db,
      caller.effectiveMemberId,
      await membersProxies(db, caller.effectiveMemberId),
    );
    return mine
      .filter((p) => p.direction === 'given' && p.status === 'sentForSigning')
      .map((p) => ({
        id: `proxies:sign:${p.id}`,
        title: 'Signera fullmakten',
        subject: `Till ${otherParty(p)}`,
        dueOn: null,
        href: areaPath(proxiesElement.routes.proxyPage, slug, { proxyId: p.id }),
      }));
  },
  events: async ({ db, caller, slug }, period) => {
    const mine = await toProxies(
      db,
      caller.effectiveMemberId,
      await membersProxies(db, caller.effectiveMemberId),
    );
    const at = (iso: string | null) => (iso ? new Date(iso) : null);
    return mine.flatMap((p) => {
      const href = areaPath(proxiesElement.routes.proxyPage, slug, { proxyId: p.id });
      const given = p.direction === 'given';
      const detail = `${given ? 'Till' : 'Från'} ${otherParty(p)}`;
      return eventsWithin(period, [
        [
          at(p.signedAt),
          {
            id: `proxies:signed:${p.id}`,
            title: given ? 'Fullmakt given' : 'Fullmakt mottagen',
            detail,
            href,
          },
        ],
        [at(p.endedAt), { id: `proxies:ended:${p.id}`, title: 'Fullmakt avslutad', detail, href }],
      ]);
    });
  },
};
