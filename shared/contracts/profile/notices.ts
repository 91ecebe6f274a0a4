import { z } from 'zod/mini';
import { noticeChannels } from '../notices.ts';

/**
 * Notices by e-mail and SMS (issue 33): what the member wants to hear about, per kind and
 * channel, in the profile's preferences. The same schema checks the form and the server
 * (PUT /api/v1/memberProfiles/current/notices). Defaults and why: ./README.md.
 */
export {
  noticeChannelNames,
  noticeChannels,
  noticeKindNames,
  noticeKinds,
  type NoticeChannel,
  type NoticeKind,
} from '../notices.ts';

const channels = z.array(z.enum(noticeChannels, { error: 'Välj e-post, sms eller inget.' }));

/** The channels chosen per kind; a kind with none is off. */
export const noticePreferencesSchema = z.object({
  deadlines: channels,
  money: channels,
  deliveries: channels,
  workOrders: channels,
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;

/** Until the member chooses: e-mail for every kind, no SMS (README.md, "Defaults"). */
export const defaultNoticePreferences: NoticePreferences = {
  deadlines: ['email'],
  money: ['email'],
  deliveries: ['email'],
  workOrders: ['email'],
};

/** The answer: the preferences and whether the member has an address to send to. */
export const noticeSettingsSchema = z.object({
  preferences: noticePreferencesSchema,
  hasEmail: z.boolean(),
  hasMobile: z.boolean(),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;
