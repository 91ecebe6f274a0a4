import { z } from 'zod/mini';
import {
  contactRuleMessages,
  countryCodeCheck,
  emailCheck,
  phoneCheck,
} from '../validation/contact.ts';

/**
 * Support messages (skogsägarsupport, platform §2, §5, §9): POST /api/v1/support/messages.
 * The same schema checks the form and the server, so a member sees the server's messages
 * word for word before sending. Messages in Swedish; the phone messages are the spec's.
 */

/** Question purposes, as codes; the element's catalogue names them in Swedish. */
export const supportPurposes = [
  'timberTrade',
  'forestCare',
  'economy',
  'membership',
  'myPages',
  'other',
] as const;
export type SupportPurpose = (typeof supportPurposes)[number];

/** How the member wants to be contacted (platform §2). */
export const contactPreferences = ['phone', 'email', 'teams'] as const;
export type ContactPreference = (typeof contactPreferences)[number];

/** Platform §9: a support message holds at most 8000 characters. */
export const supportMessageMaxLength = 8000;

/** Both roles are needed to see and send the form (platform §6). */
export const supportRoles = ['Service_Support_Read', 'Service_Support_Write'] as const;

export const supportMessages = {
  purpose: 'Välj vad ditt ärende gäller.',
  contactPreference: 'Välj hur du vill att vi kontaktar dig.',
  email: contactRuleMessages.email,
  countryCode: 'Ange landskod med + och 1-4 siffror, till exempel +46.',
  phone: contactRuleMessages.phone,
  messageRequired: 'Skriv ditt meddelande.',
  messageTooLong: `Meddelandet får vara högst ${supportMessageMaxLength} tecken.`,
} as const;

export const supportMessageRequestSchema = z.object({
  purpose: z.enum(supportPurposes, { error: supportMessages.purpose }),
  contactPreference: z.enum(contactPreferences, { error: supportMessages.contactPreference }),
  email: emailCheck(),
  countryCode: z
    .string({ error: supportMessages.countryCode })
    .check(countryCodeCheck(supportMessages.countryCode)),
  phone: z.string({ error: supportMessages.phone }).check(phoneCheck()),
  message: z.string({ error: supportMessages.messageRequired }).check(
    z.refine((value) => value.trim() !== '', { error: supportMessages.messageRequired }),
    z.maxLength(supportMessageMaxLength, { error: supportMessages.messageTooLong }),
  ),
});
export type SupportMessageRequest = z.infer<typeof supportMessageRequestSchema>;
export type SupportField = keyof SupportMessageRequest;
export const supportFields = Object.keys(supportMessageRequestSchema.shape) as SupportField[];

/** 201 Created: the stored message's id and when it arrived. */
export const supportMessageCreatedSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
});
export type SupportMessageCreated = z.infer<typeof supportMessageCreatedSchema>;
