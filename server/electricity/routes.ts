import type { FastifyInstance } from 'fastify';
import { electricityRoutes as routes } from '../../shared/contracts/electricity/routes.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { notFound } from '../kit/problem.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { renderPdf, sendPdf } from '../pdf/index.ts';
import {
  agreementsOf,
  customerOf,
  customerView,
  invoiceOf,
  invoicePage,
  requireFacility,
} from './customers.ts';
import { invoiceDocument, invoiceFileName } from './invoicePdf.ts';
import { sha256Hex } from '../signing/service.ts';
import {
  completeSignup,
  createSignup,
  newAgreementSignKind,
  signupSignData,
  signupSignText,
} from './signup.ts';
import { consumptionStatistics } from './statistics.ts';

/**
 * Electricity customer pages (economy-membership §2, §3, §5): the kit has checked the token,
 * Service_{product}El_Read/Write on the effective roles, proxy use and impersonation; every
 * query reads only the effective member's rows.
 */
export async function electricityRoutes(
  app: FastifyInstance,
  options: Pick<AreaDeps, 'db' | 'productName' | 'productSlug' | 'signing'> & {
    now?: () => Date;
  },
) {
  const { db, productName, productSlug, signing } = options;
  const now = options.now ?? (() => new Date());
  if (!signing) throw new Error('The electricity area needs the signing service');
  signing.register(newAgreementSignKind, (tx, order) =>
    completeSignup(tx, order, sha256Hex, todayInSweden(now()), now()),
  );
  registerRoutes(
    app,
    routes,
    {
      getElectricityCustomer: async ({ caller }) =>
        customerView(db, caller.effectiveMemberId, todayInSweden(now())),

      getElectricityStatistics: async ({ caller, query }) => {
        await requireFacility(db, caller.effectiveMemberId, query.facilityId);
        return consumptionStatistics(db, query);
      },

      getElectricityInvoices: async ({ caller, query }) =>
        invoicePage(db, caller.effectiveMemberId, query.after, todayInSweden(now())),

      getElectricityInvoicePdf: async ({ caller, params, reply }) => {
        const customer = await customerOf(db, caller.effectiveMemberId);
        const invoice = await invoiceOf(db, caller.effectiveMemberId, params.invoiceId);
        if (!invoice) throw notFound();
        const pdf = await renderPdf(
          invoiceDocument(productName, customer, invoice, todayInSweden(now())),
        );
        return sendPdf(reply, pdf, invoiceFileName(invoice.invoiceNumber));
      },

      getElectricityAgreements: async ({ caller }) =>
        agreementsOf(db, caller.effectiveMemberId, todayInSweden(now())),

      startNewAgreement: async ({ caller, body, request }) => {
        const row = await createSignup(db, caller.effectiveMemberId, body, todayInSweden(now()));
        const order = await signing.start(
          caller,
          {
            kind: newAgreementSignKind,
            subjectId: row.id,
            userVisibleData: signupSignText(row),
            data: signupSignData(row),
          },
          request.ip,
        );
        return {
          signupId: row.id,
          orderRef: order.orderRef,
          autoStartToken: order.autoStartToken,
          expiresAt: order.expiresAt.toISOString(),
        };
      },
    },
    // Service_{product}El_Read/Write for this cooperative (shared/access/productRoles.ts).
    { db, productSlug },
  );
}
