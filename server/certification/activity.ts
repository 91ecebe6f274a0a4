import { and, eq, or } from 'drizzle-orm';
import { applyRead } from '../../shared/contracts/certification/routes.ts';
import { certificationElement } from '../../shared/contracts/certification/element.ts';
import type { CertificateType } from '../../shared/contracts/certification.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import { eventsWithin, inPeriod, type AreaActivity } from '../kit/activity.ts';
import { certificationApplications as applications } from './schema.ts';

/** The certificate as the member reads it in a sentence. */
const certificateName = (type: string) =>
  ({ FSC: 'FSC', PEFC: 'PEFC', FSCAndPEFC: 'FSC och PEFC' })[type as CertificateType] ?? type;

/**
 * Skogscertifiering in Att göra: an application waiting for the member's signature; in
 * Händelser, an application sent and the adviser's decision (issued or rejected, with why).
 */
export const certificationActivity: AreaActivity = {
  area: 'certification',
  requirement: applyRead,
  actions: async ({ db, caller, slug }) => {
    const waiting = await db
      .select({ id: applications.id, type: applications.certificateType })
      .from(applications)
      .where(
        and(
          eq(applications.memberId, caller.effectiveMemberId),
          eq(applications.status, 'awaitingSignature'),
        ),
      );
    return waiting.map((a) => ({
      id: `certification:sign:${a.id}`,
      title: 'Signera din ansökan om certifiering',
      subject: certificateName(a.type),
      dueOn: null,
      href: areaPath(certificationElement.routes.certificationSignLink, slug),
    }));
  },
  events: async ({ db, caller, slug }, period) => {
    const rows = await db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.memberId, caller.effectiveMemberId),
          or(inPeriod(applications.submittedAt, period), inPeriod(applications.decidedAt, period)),
        ),
      );
    const href = areaPath(certificationElement.routes.certificationHome, slug);
    return rows.flatMap((a) => {
      const name = certificateName(a.certificateType);
      const issued = a.status === 'completed';
      const decided = issued || a.status === 'rejected';
      return eventsWithin(period, [
        [
          a.submittedAt,
          {
            id: `certification:sent:${a.id}`,
            title: 'Ansökan om certifiering skickad',
            detail: name,
            href,
          },
        ],
        [
          decided ? a.decidedAt : null,
          {
            id: `certification:decided:${a.id}`,
            title: issued ? 'Certifiering beviljad' : 'Ansökan om certifiering avslogs',
            detail: issued
              ? `${name}, gäller från ${a.issuedOn ?? ''}`
              : `${name}: ${a.rejectionReason ?? ''}`,
            href,
          },
        ],
      ]);
    });
  },
};
