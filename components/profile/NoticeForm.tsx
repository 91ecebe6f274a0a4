import { useEffect, useId, useRef } from 'react';
import {
  noticeChannels,
  noticeKinds,
  noticePreferencesSchema,
  type NoticeKind,
  type NoticePreferences,
  type NoticeSettings,
} from '../../shared/contracts/profile/notices.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { CheckboxGroup } from '../../shared/forms/fields.tsx';
import { FormFooter } from '../../shared/forms/FormFooter.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import type { ProfileMessageKey } from './sv.ts';
import { problemMessage, t } from './t.ts';

const legends: Record<NoticeKind, ProfileMessageKey> = {
  deadlines: 'notices.kind.deadlines',
  money: 'notices.kind.money',
  deliveries: 'notices.kind.deliveries',
  workOrders: 'notices.kind.workOrders',
};
const hints: Record<NoticeKind, ProfileMessageKey> = {
  deadlines: 'notices.hint.deadlines',
  money: 'notices.hint.money',
  deliveries: 'notices.hint.deliveries',
  workOrders: 'notices.hint.workOrders',
};

/**
 * 'Aviseringar' (issue 33): which notices the member gets by e-mail and SMS, per kind, on the
 * forms kit with the schema the server checks (shared/contracts/profile/notices.ts). Saved
 * as a whole; the server answers the settings in force, which the form then shows.
 */
export function NoticeForm({
  settings,
  mayEdit,
  save,
  onSaved,
  focusSave = false,
}: {
  settings: NoticeSettings;
  /** Just saved (the form shown again): focus stays on "Spara aviseringar". */
  focusSave?: boolean;
  /** The profile's write roles (the server refuses the change without them). */
  mayEdit: boolean;
  save(preferences: NoticePreferences): Promise<NoticeSettings>;
  onSaved(settings: NoticeSettings): void;
}) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusSave) sectionRef.current?.querySelector<HTMLElement>('button[type=submit]')?.focus();
  }, [focusSave]);
  const form = useForm<NoticePreferences, NoticePreferences>({
    schema: noticePreferencesSchema,
    initial: settings.preferences,
    onSubmit: async (preferences) => onSaved(await save(preferences)),
    failureMessage: (error) => `${t('notices.failed')} ${problemMessage(error)}`,
  });
  const options = noticeChannels.map((channel) => ({
    value: channel,
    label: t(channel === 'email' ? 'notices.channel.email' : 'notices.channel.sms'),
    hint:
      channel === 'email' && !settings.hasEmail
        ? t('notices.noEmail')
        : channel === 'sms' && !settings.hasMobile
          ? t('notices.noMobile')
          : undefined,
  }));
  const summaryLabels = Object.fromEntries(noticeKinds.map((kind) => [kind, t(legends[kind])]));

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="space-before-large">
      <h2 id={headingId}>{t('notices.heading')}</h2>
      <p>{t('notices.intro')}</p>
      {mayEdit ? (
        <form {...form.formProps}>
          <ErrorSummary form={form} heading={t('form.errorSummary')} labels={summaryLabels} />
          {noticeKinds.map((kind) => (
            <CheckboxGroup
              key={kind}
              {...form.field(kind)}
              label={t(legends[kind])}
              hint={t(hints[kind])}
              options={options}
              className="form-section"
            />
          ))}
          <FormFooter
            form={form}
            submitLabel={t('notices.save')}
            submittingLabel={t('form.saving')}
          />
        </form>
      ) : (
        <p>{t('notices.notAllowed')}</p>
      )}
    </section>
  );
}
