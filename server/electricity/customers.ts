import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or } from 'drizzle-orm';
import type {
  ElectricityAgreement,
  ElectricityCustomer,
  Invoice,
  InvoicePage,
} from '../../shared/contracts/electricity.ts';
import { invoicePageSize } from '../../shared/contracts/electricity.ts';
import { problemOf } from '../kit/problem.ts';
import { electricityProblems } from '../../shared/contracts/electricity/problems.ts';
import type { Db } from '../db/client.ts';
import { invoiceStatus } from './invoiceStatus.ts';
import { electricityAgreements, electricityCustomers, electricityInvoices } from './schema.ts';

type CustomerRow = typeof electricityCustomers.$inferSelect;
type AgreementRow = typeof electricityAgreements.$inferSelect;
type InvoiceRow = typeof electricityInvoices.$inferSelect;

/** The member's customer record; ElectricityCustomerNotFound when they are not a customer. */
export async function customerOf(db: Db, memberId: string): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(electricityCustomers)
    .where(eq(electricityCustomers.memberId, memberId));
  if (!row) throw problemOf(electricityProblems, 'ElectricityCustomerNotFound');
  return row;
}

const runsOn = (today: string) =>
  and(
    lte(electricityAgreements.startDate, today),
    or(isNull(electricityAgreements.endDate), gte(electricityAgreements.endDate, today)),
  );

/** The agreements that run today, oldest first. */
export async function runningAgreements(
  db: Db,
  memberId: string,
  today: string,
): Promise<AgreementRow[]> {
  return db
    .select()
    .from(electricityAgreements)
    .where(and(eq(electricityAgreements.memberId, memberId), runsOn(today)))
    .orderBy(asc(electricityAgreements.startDate));
}

/** The earliest start of an agreement signed but not begun (after `today`), or null. */
export async function upcomingStart(db: Db, memberId: string, today: string) {
  const [row] = await db
    .select({ startDate: electricityAgreements.startDate })
    .from(electricityAgreements)
    .where(
      and(eq(electricityAgreements.memberId, memberId), gt(electricityAgreements.startDate, today)),
    )
    .orderBy(asc(electricityAgreements.startDate))
    .limit(1);
  return row?.startDate ?? null;
}

export async function customerView(
  db: Db,
  memberId: string,
  today: string,
): Promise<ElectricityCustomer> {
  const customer = await customerOf(db, memberId);
  const running = await runningAgreements(db, memberId, today);
  return {
    customerNumber: customer.customerNumber,
    name: customer.name,
    address: customer.address,
    postalCode: customer.postalCode,
    city: customer.city,
    phone: customer.phone,
    mobile: customer.mobile,
    email: customer.email,
    active: running.length > 0,
    facilityIds: [...new Set(running.map((a) => a.facilityId))],
    upcomingStart: await upcomingStart(db, memberId, today),
  };
}

export function agreementView(row: AgreementRow): ElectricityAgreement {
  return {
    id: row.id,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    biddingArea: row.biddingArea as ElectricityAgreement['biddingArea'],
    facilityId: row.facilityId,
    startDate: row.startDate,
    endDate: row.endDate,
    noticePeriodMonths: row.noticePeriodMonths,
    invoiceMethod: row.invoiceMethod as ElectricityAgreement['invoiceMethod'],
  };
}

/** §2 avtal: an active customer's running agreements; an inactive one has none to show. */
export async function agreementsOf(db: Db, memberId: string, today: string) {
  await customerOf(db, memberId);
  const running = await runningAgreements(db, memberId, today);
  if (running.length === 0) throw problemOf(electricityProblems, 'NotActiveElectricityCustomer');
  return { agreements: running.map(agreementView) };
}

/** The facility must be one of the member's agreements (else 404, as another's would). */
export async function requireFacility(db: Db, memberId: string, facilityId: string) {
  await customerOf(db, memberId);
  const [row] = await db
    .select({ id: electricityAgreements.id })
    .from(electricityAgreements)
    .where(
      and(
        eq(electricityAgreements.memberId, memberId),
        eq(electricityAgreements.facilityId, facilityId),
      ),
    )
    .limit(1);
  if (!row) throw problemOf(electricityProblems, 'FacilityNotFound');
}

export function invoiceView(row: InvoiceRow, today: string): Invoice {
  return {
    id: row.id,
    invoiceNumber: String(row.invoiceNumber),
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    dueDate: row.dueDate,
    paymentDate: row.paymentDate,
    status: invoiceStatus(row, today),
    amountOre: row.amountOre,
    remainingOre: row.remainingOre,
    facilityId: row.facilityId,
  };
}

/** Newest first, a page at a time after the given invoice number (keyset: stable pages). */
export async function invoicePage(
  db: Db,
  memberId: string,
  after: string | undefined,
  today: string,
): Promise<InvoicePage> {
  await customerOf(db, memberId);
  const rows = await db
    .select()
    .from(electricityInvoices)
    .where(
      and(
        eq(electricityInvoices.memberId, memberId),
        after === undefined ? undefined : lt(electricityInvoices.invoiceNumber, Number(after)),
      ),
    )
    .orderBy(desc(electricityInvoices.invoiceNumber))
    .limit(invoicePageSize + 1);
  const shown = rows.slice(0, invoicePageSize);
  return {
    invoices: shown.map((row) => invoiceView(row, today)),
    next: rows.length > invoicePageSize ? String(shown.at(-1)!.invoiceNumber) : null,
  };
}

/** One of the member's invoices; another member's answers 404 like one that does not exist. */
export async function invoiceOf(db: Db, memberId: string, invoiceId: string) {
  const [row] = await db
    .select()
    .from(electricityInvoices)
    .where(and(eq(electricityInvoices.id, invoiceId), eq(electricityInvoices.memberId, memberId)));
  return row ?? null;
}
