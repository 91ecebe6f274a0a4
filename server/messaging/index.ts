import { startFakeSmsGateway, startSmtpCatcher, type StandIn } from './standIns.ts';
import {
  smsGatewayTransport,
  smtpTransport,
  type MessageTransport,
  type SmsGatewaySettings,
} from './transports.ts';

export { provideTransports, transportFor, type MessageTransport } from './transports.ts';
export type { ReceivedMessage, StandIn } from './standIns.ts';

/** The messaging settings (server/config.ts, `messaging`). */
export interface MessagingSettings {
  smtp: { url: string | undefined; from: string };
  sms: { url: string | undefined; key: string | undefined; sender: string };
  /** Start the local stand-ins for the transports whose URL is unset (npm start, e2e). */
  localStandIns: boolean;
}

export interface OpenedMessaging {
  transports: Partial<Record<'email' | 'sms', MessageTransport>>;
  /** The local stand-ins started (shown on the developer outbox page). */
  standIns: StandIn[];
  close(): Promise<void>;
}

/**
 * The transports as configured: SMTP_URL and SMS_GATEWAY_URL (with SMS_GATEWAY_KEY) name the
 * real ones; a channel without one gets its local stand-in when `localStandIns` is on, and
 * otherwise none (the outbox then only marks its messages sent: a test's app).
 */
export async function openMessaging(settings: MessagingSettings): Promise<OpenedMessaging> {
  const standIns: StandIn[] = [];
  const transports: OpenedMessaging['transports'] = {};
  let smtpUrl = settings.smtp.url;
  if (!smtpUrl && settings.localStandIns) {
    const catcher = await startSmtpCatcher();
    standIns.push(catcher);
    smtpUrl = catcher.url;
  }
  if (smtpUrl) transports.email = smtpTransport({ url: smtpUrl, from: settings.smtp.from });
  let sms: SmsGatewaySettings | undefined =
    settings.sms.url && settings.sms.key
      ? { url: settings.sms.url, key: settings.sms.key, sender: settings.sms.sender }
      : undefined;
  if (!sms && settings.localStandIns) {
    const gateway = await startFakeSmsGateway({ key: 'lokal-sms-nyckel' });
    standIns.push(gateway);
    sms = { url: gateway.url, key: gateway.key, sender: settings.sms.sender };
  }
  if (sms) transports.sms = smsGatewayTransport(sms);
  return {
    transports,
    standIns,
    close: async () => {
      await transports.email?.close?.();
      await Promise.all(standIns.map((standIn) => standIn.close()));
    },
  };
}
