/**
 * The kinds of notice a member can get by e-mail and SMS (issue 33), shared by the platform's
 * activity kit (an area says which of its events are notices: server/kit/activity.ts) and the
 * profile, where the member chooses them (shared/contracts/profile/notices.ts, README there).
 */
export const noticeKinds = ['deadlines', 'money', 'deliveries', 'workOrders'] as const;
export type NoticeKind = (typeof noticeKinds)[number];
export const noticeChannels = ['email', 'sms'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/**
 * How far ahead a member is told of something coming (a work order's machines due on their
 * land, issue 33's "N days ahead"): a week, time to clear a road or move a gate.
 */
export const noticeDaysAhead = 7;

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
