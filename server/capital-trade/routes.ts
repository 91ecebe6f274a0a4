import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { capitalTradeRoutes as routes } from '../../shared/contracts/capital-trade/routes.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { Caller } from '../api/auth.ts';
import { members } from '../db/schema.ts';
import type { AreaDeps, FlagsContent } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { renderPdf, sendPdf } from '../pdf/index.ts';
import { sha256Hex } from '../signing/service.ts';
import { tradeLimitsOf } from './limits.ts';
import { pricingDocument, termsDocument, tradeDocumentFileNames } from './documents.ts';
import { orderFormDocument } from './orderForm.ts';
import {
  cancelOrder,
  completeSignedRequest,
  createOrderRequest,
  membersOrders,
  orderView,
  requestSignData,
  requestSignText,
  tradeSignKind,
} from './orders.ts';
import { paperFormColumns, paperFormReason, refusePaperFormMember } from './paperForm.ts';
import { currentAndUpcoming, findPeriod, periodView } from './periods.ts';

/**
 * Capital trade (economy-membership §2 Capital trade; shared/contracts/capital-trade/README.md):
 * periods, the member's figures, orders signed with BankID and created once by the signing
 * service, cancelling, the paper form.
 */
export async function capitalTradeRoutes(
  app: FastifyInstance,
  { db, signing, productName, content }: Omit<AreaDeps, 'content'> & FlagsContent,
) {
  if (!signing) throw new Error('The capital trade area needs the signing service');
  signing.register(tradeSignKind, (tx, order) => completeSignedRequest(tx, order, sha256Hex));

  const memberOf = async (caller: Caller) => {
    const [member] = await db
      .select({
        name: members.name,
        customerNo: members.customerNo,
        email: members.email,
        mobileCountryCode: members.mobileCountryCode,
        mobilePhone: members.mobilePhone,
        ...paperFormColumns,
      })
      .from(members)
      .where(eq(members.id, caller.effectiveMemberId));
    return member!;
  };

  registerRoutes(
    app,
    routes,
    {
      getTradeOverview: async ({ caller }) => {
        const today = todayInSweden();
        const [member, periods, limits] = await Promise.all([
          memberOf(caller),
          currentAndUpcoming(db, today),
          tradeLimitsOf(db, caller.effectiveMemberId, today),
        ]);
        const mobile = member.mobilePhone ? `0${member.mobilePhone}` : '';
        return {
          periods: periods.map((row) => periodView(row, today)),
          limits,
          digitalOrdersBlocked: paperFormReason(member, today),
          contact: {
            email: member.email ?? '',
            phone:
              member.mobileCountryCode === '+46' || !member.mobileCountryCode
                ? mobile
                : `${member.mobileCountryCode}${member.mobilePhone ?? ''}`,
          },
        };
      },

      getTradePeriod: async ({ params }) =>
        periodView(await findPeriod(db, params.periodId), todayInSweden()),

      listTradeOrders: async ({ caller }) => ({
        orders: (await membersOrders(db, caller.effectiveMemberId)).map(orderView),
      }),

      getOrderForm: async ({ caller, reply }) => {
        const member = await memberOf(caller);
        return sendPdf(
          reply,
          await renderPdf(orderFormDocument(productName, member)),
          tradeDocumentFileNames.orderForm,
        );
      },

      getTradeTerms: async ({ reply }) =>
        sendPdf(reply, await renderPdf(termsDocument(productName)), tradeDocumentFileNames.terms),

      getPricingGuide: async ({ reply }) =>
        sendPdf(
          reply,
          await renderPdf(pricingDocument(productName)),
          tradeDocumentFileNames.pricing,
        ),

      startTradeOrder: async ({ caller, request }) => {
        await refusePaperFormMember(db, caller.effectiveMemberId, todayInSweden());
        const row = await createOrderRequest(db, caller, request.body);
        const order = await signing.start(
          caller,
          {
            kind: tradeSignKind,
            subjectId: row.id,
            userVisibleData: requestSignText(row),
            data: requestSignData(row),
          },
          request.ip,
        );
        return {
          requestId: row.id,
          orderRef: order.orderRef,
          autoStartToken: order.autoStartToken,
          expiresAt: order.expiresAt.toISOString(),
        };
      },

      cancelTradeOrder: async ({ caller, params }) =>
        cancelOrder(db, caller.effectiveMemberId, params.orderId),
    },
    { db, flags: () => content().featureFlags },
  );
}
