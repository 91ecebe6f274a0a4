import { requires } from '../../access/requirements.ts';
import {
  electricityAgreementsSchema,
  electricityCustomerSchema,
  electricityRoleBase,
  invoicePageSchema,
  invoiceParamsSchema,
  invoicesQuerySchema,
  newAgreementSchema,
  newAgreementSignStartSchema,
  statisticsQuerySchema,
  statisticsSchema,
} from '../electricity.ts';
import { defineRoutes, memberRead, signedWrite } from '../routes.ts';

/** §2: the electricity pages need Service_{product}El_Read and Write. */
export const electricityRoles = requires.readWrite(electricityRoleBase);
const read = memberRead(electricityRoles);

/**
 * Electricity customer pages (economy-membership §2, §3, §5, §8). Always the effective
 * member's customer: through a proxy, the giver's, with the proxy's roles.
 */
export const electricityRoutes = defineRoutes({
  getElectricityCustomer: {
    ...read,
    path: '/api/v1/electricity/customer',
    summary:
      "The member's electricity customer details, whether an agreement runs today, and the facilities.",
    response: electricityCustomerSchema,
    problems: ['ElectricityCustomerNotFound'],
  },
  getElectricityStatistics: {
    ...read,
    path: '/api/v1/electricity/statistics',
    summary:
      'Consumption (Wh) of one facility per month, ISO week, day or hour over a date range; an end past the mode’s span is moved back (adjusted).',
    query: statisticsQuerySchema,
    response: statisticsSchema,
    problems: ['ElectricityCustomerNotFound', 'FacilityNotFound'],
  },
  getElectricityInvoices: {
    ...read,
    path: '/api/v1/electricity/invoices',
    summary:
      "The member's invoices, newest first, a page at a time (after = the last one's number).",
    query: invoicesQuerySchema,
    response: invoicePageSchema,
    problems: ['ElectricityCustomerNotFound'],
  },
  getElectricityInvoicePdf: {
    ...read,
    path: '/api/v1/electricity/invoices/{invoiceId}/pdf',
    summary: 'One invoice of the member as a PDF.',
    params: invoiceParamsSchema,
    file: true,
  },
  getElectricityAgreements: {
    ...read,
    path: '/api/v1/electricity/agreements',
    summary: "An active customer's agreements (inactive customers: NotActiveElectricityCustomer).",
    response: electricityAgreementsSchema,
    problems: ['ElectricityCustomerNotFound', 'NotActiveElectricityCustomer'],
  },
  startNewAgreement: {
    ...signedWrite(electricityRoles),
    status: 201,
    path: '/api/v1/electricity/new-agreement',
    summary:
      'ny-kund: an inactive customer’s new agreement, waiting for the BankID signature; the signature puts it on record.',
    body: newAgreementSchema,
    response: newAgreementSignStartSchema,
    problems: ['ElectricityCustomerNotFound', 'ElectricityAgreementExists'],
  },
});
