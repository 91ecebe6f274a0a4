import { z } from 'zod/mini';

/**
 * Notices by e-mail and SMS (issue 33): what the member wants to hear about, per kind and
 * channel, in the profile's preferences. The same schema checks the form and the server
 * (PUT /api/v1/memberProfiles/current/notices). Defaults and why: ./README.md.
 */
export const noticeKinds = ['deadlines', 'money', 'deliveries', 'workOrders'] as const;
export type NoticeKind = (typeof noticeKinds)[number];
export const noticeChannels = ['email', 'sms'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/** The Swedish names: the form's legends, the messages' unsubscribe lines and page. */
export const noticeKindNames: Record<NoticeKind, string> = {
  deadlines: 'Sista dagar för det du behöver göra',
  money: 'Pengar som bokats på dina konton',
  deliveries: 'Leveranser och granskningar',
  workOrders: 'Maskiner som kommer till din mark',
};
export const noticeChannelNames: Record<NoticeChannel, string> = {
  email: 'E-post',
  sms: 'Sms',
};

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
