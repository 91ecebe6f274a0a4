import { z } from 'zod/mini';
import {
  contactRuleMessages,
  countryCodePattern,
  normalizePhone,
  phonePattern,
} from '../../validation/contact.ts';
import { fieldIssue } from '../../validation/fieldIssue.ts';

/**
 * E-signature by a link sent by e-mail or SMS (economy §4: "Signing by BankID or
 * e-signature sent by e-mail or SMS"), a capability of server/signing any area may use: the
 * area's own call stores the subject and asks the service to send a single-use, expiring link
 * (server/signing/links.ts); the signer opens it signed in, on the device with BankID, and
 * signs there. Decisions: server/signing/README.md, "Signing links".
 */

export const signLinkChannels = ['email', 'sms'] as const;
export type SignLinkChannel = (typeof signLinkChannels)[number];

/** Hours a link lives (ours). */
export const signLinkTtlHours = 24;

export const signLinkMessages = {
  channel: 'Välj om länken ska skickas med e-post eller sms.',
  email: contactRuleMessages.email,
  countryCode: 'Ange landsnummer med plustecken och 1–4 siffror, till exempel +46.',
  phone: contactRuleMessages.phone,
} as const;

const emailSchema = z.email();

/**
 * Where to send the link: e-mail, or SMS to a mobile number (country code and number, as the
 * contact details keep them). Only the chosen channel's fields are checked.
 */
export const signLinkDeliverySchema = z
  .object({
    channel: z.enum(signLinkChannels, { error: signLinkMessages.channel }),
    email: z.string().check(z.trim()),
    countryCode: z.string().check(z.overwrite(normalizePhone)),
    phone: z.string().check(z.overwrite(normalizePhone)),
  })
  .check(
    z.superRefine((value, context) => {
      const fail = (path: string, message: string, input: string) =>
        fieldIssue(context, path, message, input);
      if (value.channel === 'email' && !emailSchema.safeParse(value.email).success) {
        fail('email', signLinkMessages.email, value.email);
      }
      if (value.channel === 'sms') {
        if (!countryCodePattern.test(value.countryCode)) {
          fail('countryCode', signLinkMessages.countryCode, value.countryCode);
        }
        if (!phonePattern.test(value.phone)) fail('phone', signLinkMessages.phone, value.phone);
      }
    }),
  );
export type SignLinkDelivery = z.infer<typeof signLinkDeliverySchema>;

/** Where the link went (the address as the member gave it) and until when it works. */
export const signLinkSentSchema = z.object({
  channel: z.enum(signLinkChannels),
  recipient: z.string(),
  expiresAt: z.string(),
});
export type SignLinkSent = z.infer<typeof signLinkSentSchema>;

/** The link's token: 32 random bytes, base64url (never in a URL the server sees: a #fragment). */
export const signLinkTokenSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Länken är ofullständig.' })),
});

/** POST /api/v1/signing/links/read: what the link is for, before the signer starts. */
export const signLinkSchema = z.object({
  kind: z.string(),
  userVisibleData: z.string(),
  expiresAt: z.string(),
});
export type SignLink = z.infer<typeof signLinkSchema>;

/** The fragment of a link's address that carries its token: `#token=...`. */
export const signLinkFragment = 'token';
