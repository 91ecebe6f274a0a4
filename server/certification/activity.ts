import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import { applyRead } from '../../shared/contracts/certification/routes.ts';
import { certificationElement } from '../../shared/contracts/certification/element.ts';
import type { CertificateType } from '../../shared/contracts/certification.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import type { AreaActivity } from '../kit/activity.ts';
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
  events: async ({ db, caller, slug }, { from, to }) => {
    const rows = await db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.memberId, caller.effectiveMemberId),
          or(
            and(
              isNotNull(applications.submittedAt),
              gte(applications.submittedAt, from),
              lte(applications.submittedAt, to),
            ),
            and(
              isNotNull(applications.decidedAt),
              gte(applications.decidedAt, from),
              lte(applications.decidedAt, to),
            ),
          ),
        ),
      );
    const href = areaPath(certificationElement.routes.certificationHome, slug);
    return rows.flatMap((a) => {
      const name = certificateName(a.certificateType);
      const within = (at: Date | null): at is Date => at !== null && at >= from && at <= to;
      return [
        ...(within(a.submittedAt)
          ? [
              {
                id: `certification:sent:${a.id}`,
                at: a.submittedAt.toISOString(),
                title: 'Ansökan om certifiering skickad',
                detail: name,
                href,
              },
            ]
          : []),
        ...(within(a.decidedAt) && (a.status === 'completed' || a.status === 'rejected')
          ? [
              {
                id: `certification:decided:${a.id}`,
                at: a.decidedAt.toISOString(),
                title:
                  a.status === 'completed'
                    ? 'Certifiering beviljad'
                    : 'Ansökan om certifiering avslogs',
                detail:
                  a.status === 'completed'
                    ? `${name}, gäller från ${a.issuedOn ?? ''}`
                    : `${name}: ${a.rejectionReason ?? ''}`,
                href,
              },
            ]
          : []),
      ];
    });
  },
};
