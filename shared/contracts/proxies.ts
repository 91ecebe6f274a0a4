import { z } from 'zod/mini';
import {
  contactRuleMessages,
  countryCodeCheck,
  emailCheck,
  normalizePhoneCheck,
  phoneCheck,
} from '../validation/contact.ts';
import { isValidPersonalNumber, normalizePersonalNumber } from '../validation/personalNumber.ts';
import { addDays, isIsoDate } from '../time/index.ts';

/**
 * Proxies (fullmakter, platform §2-§6): the entity, its statuses, the rules of §5 and the
 * request and answer of every call of /api/v1/proxies (docs/api-proxies.md). The same
 * schemas validate the element's forms and the server's input, so a member reads the same
 * Swedish message on the form as in the server's 400.
 */

/** The named rights (platform §3). */
export const proxyRightCodes = ['signForestAgreements', 'chooseLiquidityRecipient'] as const;
export type ProxyRightCode = (typeof proxyRightCodes)[number];

/**
 * The roles the receiver holds while acting under a right. signForestAgreements: the
 * timber manager's agreements. chooseLiquidityRecipient: who is paid for the giver's timber
 * (the agreement's liquidity recipient), so reading the giver's agreements and nothing of
 * the giver's money: no Service_Finance role (issue 28). The choice itself is checked by the
 * right, not a role (server/timber-agreements/liquidityRecipient.ts). The proxy's `roles`
 * are the union, in this order, without repeats.
 */
export const proxyRightRoles: Record<ProxyRightCode, readonly string[]> = {
  signForestAgreements: [
    'Service_TimberManager_Agreements_Read',
    'Service_TimberManager_Agreements_Write',
  ],
  chooseLiquidityRecipient: ['Service_TimberManager_Agreements_Read'],
};

export function rolesForRights(rights: readonly ProxyRightCode[]): string[] {
  const roles = proxyRightCodes
    .filter((code) => rights.includes(code))
    .flatMap((code) => proxyRightRoles[code]);
  return [...new Set(roles)];
}

/**
 * Proxy status (platform §4). sentForSigning: created, waiting for the giver's signature;
 * pendingCreationOfParty: signed, waiting for a receiver who is not yet a member to
 * register; active; inactive: terminated by the giver; cancelled: replaced, or withdrawn
 * before it became active.
 */
export const proxyStatuses = [
  'pendingCreationOfParty',
  'sentForSigning',
  'active',
  'inactive',
  'cancelled',
] as const;
export type ProxyStatus = (typeof proxyStatuses)[number];

/** Platform §9: valid-to at least 90 days ahead. */
export const proxyMinimumDays = 90;
/** How long a receiver's registration link works. */
export const proxyTicketDays = 30;

/** The Swedish messages of the rules (platform §5; the two quoted there verbatim). */
export const proxyMessages = {
  nationalIdRequired: 'Ange mottagarens personnummer.',
  nationalIdInvalid: 'Ange ett giltigt personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).',
  nationalIdOwn: 'Du kan inte ge en fullmakt till dig själv.',
  email: contactRuleMessages.email,
  emailUsedByOther:
    'E-postadressen används redan av en annan person. Ange mottagarens egen e-postadress.',
  countryCode: 'Ange landsnummer med + och 1-4 siffror, till exempel +46.',
  phone: contactRuleMessages.phone,
  rightsRequired: 'Välj minst en behörighet.',
  rightsUnknown: 'Välj bland behörigheterna i listan.',
  liquidityNeedsSigning:
    'Behörigheten Välja likvidmottagare kräver att du också väljer Signera skogsavtal.',
  validToFormat: 'Ange datumet som ÅÅÅÅ-MM-DD, eller lämna fältet tomt.',
  validToTooSoon: (earliest: string) =>
    `Fullmakten måste gälla minst 90 dagar. Välj ${earliest} eller senare, eller lämna fältet tomt.`,
  signPersonalNumberRequired: 'Ange ditt personnummer.',
  signPersonalNumberMismatch:
    'Personnumret stämmer inte med ditt. Signera med ditt eget personnummer.',
  registrationPersonalNumberRequired: 'Ange ditt personnummer.',
  registrationPersonalNumberMismatch: 'Personnumret stämmer inte med den som fullmakten gäller.',
  registrationNameRequired: 'Ange ditt namn.',
  registrationNameTooLong: 'Namnet får vara högst 200 tecken.',
  formMissing: 'Uppgifterna saknas. Fyll i formuläret och försök igen.',
  validationTitle: 'Uppgifterna behöver rättas.',
} as const;

/** The first valid-to date a proxy created today may have. */
export const earliestValidTo = (today: string) => addDays(today, proxyMinimumDays);

/** What the rules need to know beyond the form: the day, and whose proxy it is. */
export interface ProxyRuleContext {
  /** yyyy-MM-dd; todayInSweden() unless a test fixes it. */
  today: string;
  /** The giver's own personal number (the server knows it; the form does not). */
  ownPersonalNumber?: string | null | undefined;
}

const trimmed = (required: string) => z.string({ error: required }).check(z.trim());

const personalNumberField = (required: string) =>
  z
    .string({ error: required })
    .check(
      z.overwrite(normalizePersonalNumber),
      z.minLength(1, { error: required }),
      z.refine(isValidPersonalNumber, { error: proxyMessages.nationalIdInvalid, abort: true }),
    );

const emailField = trimmed(proxyMessages.email).check(emailCheck());
const countryCodeField = trimmed(proxyMessages.countryCode).check(
  countryCodeCheck(proxyMessages.countryCode),
);
const phoneField = z
  .string({ error: proxyMessages.phone })
  .check(normalizePhoneCheck(), phoneCheck());

/**
 * The rights: at least one, and "choosing one named right requires another" read as:
 * choosing chooseLiquidityRecipient requires signForestAgreements too (whoever decides
 * where the payment for a deal goes must also be the one who may sign that deal). So the
 * valid sets are {signForestAgreements} and {signForestAgreements, chooseLiquidityRecipient}.
 */
const rightsField = z
  .array(z.enum(proxyRightCodes, { error: proxyMessages.rightsUnknown }), {
    error: proxyMessages.rightsRequired,
  })
  .check(
    z.overwrite((rights) => proxyRightCodes.filter((code) => rights.includes(code))),
    z.minLength(1, { error: proxyMessages.rightsRequired }),
    z.refine(
      (rights) =>
        !rights.includes('chooseLiquidityRecipient') || rights.includes('signForestAgreements'),
      { error: proxyMessages.liquidityNeedsSigning },
    ),
  );

/** Valid-to: '' (until further notice, "Tills vidare") or a date at least 90 days ahead. */
const validToField = (today: string) => {
  const earliest = earliestValidTo(today);
  return trimmed(proxyMessages.validToFormat).check(
    z.refine((value) => value === '' || isIsoDate(value), {
      error: proxyMessages.validToFormat,
      abort: true,
    }),
    z.refine((value) => value === '' || value >= earliest, {
      error: proxyMessages.validToTooSoon(earliest),
    }),
  );
};

/** The terms both a new proxy and a replacement set. */
function termsShape(context: ProxyRuleContext) {
  return {
    receiverEmail: emailField,
    receiverPhoneCountryCode: countryCodeField,
    receiverPhone: phoneField,
    rights: rightsField,
    validTo: validToField(context.today),
  };
}

/** POST /api/v1/proxies: a new proxy for the receiver named by national id. */
export function createProxyRequestSchema(context: ProxyRuleContext) {
  const own = context.ownPersonalNumber ? normalizePersonalNumber(context.ownPersonalNumber) : null;
  return z.object(
    {
      receiverNationalId: personalNumberField(proxyMessages.nationalIdRequired).check(
        z.refine((value) => value !== own, { error: proxyMessages.nationalIdOwn }),
      ),
      ...termsShape(context),
    },
    { error: proxyMessages.formMissing },
  );
}
export type CreateProxyRequest = z.infer<ReturnType<typeof createProxyRequestSchema>>;

/** POST /api/v1/proxies/{proxyId}/replace: new terms for the same receiver. */
export function replaceProxyRequestSchema(context: ProxyRuleContext) {
  return z.object(termsShape(context), { error: proxyMessages.formMissing });
}
export type ReplaceProxyRequest = z.infer<ReturnType<typeof replaceProxyRequestSchema>>;

/**
 * POST /api/v1/proxies/{proxyId}/sign: the giver's test e-ID signature (their own personal
 * number). Production replaces this call with a BankID signing order.
 */
export const signProxyRequestSchema = z.object(
  { personalNumber: personalNumberField(proxyMessages.signPersonalNumberRequired) },
  { error: proxyMessages.formMissing },
);
export type SignProxyRequest = z.infer<typeof signProxyRequestSchema>;

/** POST /api/v1/proxies/external/{ticketId}/complete: who the receiver is (test e-ID). */
export const completeRegistrationRequestSchema = z.object(
  {
    personalNumber: personalNumberField(proxyMessages.registrationPersonalNumberRequired),
    name: trimmed(proxyMessages.registrationNameRequired).check(
      z.minLength(1, { error: proxyMessages.registrationNameRequired }),
      z.maxLength(200, { error: proxyMessages.registrationNameTooLong }),
    ),
  },
  { error: proxyMessages.formMissing },
);
export type CompleteRegistrationRequest = z.infer<typeof completeRegistrationRequestSchema>;

const isoDateTime = z.string();

/**
 * The receiver's phone is kept as one string, "+46 701234567" (country code, a space, the
 * number); an older value without a country code reads as Swedish.
 */
export function joinPhone(countryCode: string, phone: string): string {
  return `${countryCode} ${phone}`;
}
export function splitPhone(stored: string): { countryCode: string; phone: string } {
  const match = /^(\+\d{1,4}) (\d+)$/.exec(stored);
  return match
    ? { countryCode: match[1]!, phone: match[2]! }
    : { countryCode: '+46', phone: stored };
}

/** A proxy as its giver or receiver sees it. */
export const proxySchema = z.object({
  id: z.string(),
  status: z.enum(proxyStatuses),
  rights: z.array(z.enum(proxyRightCodes)),
  /** The roles the receiver acts with (from the rights, see proxyRightRoles). */
  roles: z.array(z.string()),
  /** yyyy-MM-dd, or null: until further notice ("Tills vidare"). */
  validTo: z.nullable(z.string()),
  createdAt: isoDateTime,
  signedAt: z.nullable(isoDateTime),
  endedAt: z.nullable(isoDateTime),
  /** The caller's side of it. */
  direction: z.enum(['given', 'received']),
  giver: z.object({ memberId: z.string(), name: z.string() }),
  receiver: z.object({
    memberId: z.nullable(z.string()),
    nationalId: z.string(),
    /** Known once the receiver is a member (or has registered). */
    name: z.nullable(z.string()),
    email: z.string(),
    phoneCountryCode: z.string(),
    phone: z.string(),
  }),
  replacesProxyId: z.nullable(z.string()),
  /** The receiver's registration link id: only for the giver, while pendingCreationOfParty. */
  registrationTicketId: z.nullable(z.string()),
});
export type Proxy = z.infer<typeof proxySchema>;

/** GET /api/v1/proxies. */
export const proxyListSchema = z.object({
  given: z.array(proxySchema),
  received: z.array(proxySchema),
});
export type ProxyList = z.infer<typeof proxyListSchema>;

/** GET /api/v1/proxies/external/{ticketId} (anonymous): only what the receiver must see. */
export const externalProxySchema = z.object({
  giverName: z.string(),
  rights: z.array(z.enum(proxyRightCodes)),
  validTo: z.nullable(z.string()),
});
export type ExternalProxy = z.infer<typeof externalProxySchema>;
