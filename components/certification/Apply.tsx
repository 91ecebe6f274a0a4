import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import {
  answers,
  certificationLimits,
  certificationMessages,
  type Answer,
  type CertificateType,
  type CertificationApplication,
  type CertificationQuestion,
} from '../../shared/contracts/certification.ts';
import { certificationProblems } from '../../shared/contracts/certification/problems.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { FieldRow, RadioGroup, TextField } from '../../shared/forms/fields.tsx';
import { CloseFooter, FormFailure } from '../../shared/forms/FormFooter.tsx';
import { problemMessage } from '../../shared/contracts/problem.ts';
import { signLinkDeliverySchema } from '../../shared/contracts/signing/links.ts';
import { TextAreaField } from '../../shared/forms/TextAreaField.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { signingProblemText } from '../../shared/signing/hints.ts';
import { SigningView } from '../../shared/signing/SigningView.tsx';
import { LoadState, useCertification } from './context.tsx';
import { certificationPath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * bli-certifierad (§2, §7): the questions for the chosen certificate and the member's
 * forest area, a message to the adviser (kept in the progress as it is typed), then the
 * e-ID signature (BankID now, or a link sent by e-mail or SMS, §4); then the sign-sent
 * modal, and the progress resets (§4).
 */
export function Apply() {
  const { state, progress, calls, portal } = useCertification();
  const type = progress.progress.selectedCertification;
  const area = state.state === 'loaded' ? state.data.totalAreaForestHa : null;
  const questions = useLoad(
    portal.profileKey && type && area !== null ? `${portal.profileKey}:q:${type}:${area}` : null,
    (signal) =>
      calls.getQuestions({
        query: { certificateType: type!, totalAreaForest: String(area) },
        signal,
      }),
  );
  if (!type || area === null) return null;
  return (
    <>
      <h3>{t('apply.heading', { type: t(`type.${type}`) })}</h3>
      <p>{t('apply.area', { area: hectares(area) })}</p>
      {questions.state === 'loaded' ? (
        <ApplyForm type={type} questions={questions.data.questions} />
      ) : (
        <LoadState load={questions} />
      )}
    </>
  );
}

/** Hectares with a decimal comma (at most 1 000 ha and two decimals: no grouping needed). */
const hectares = (ha: number) => String(ha).replace('.', ',');

const signMethods = ['bankid', 'email', 'sms'] as const;
type SignMethod = (typeof signMethods)[number];
/** The form's own fields besides the questions (no question id collides: they are slugs). */
const own = ['advisorMessage', 'signMethod', 'email', 'countryCode', 'phone'];

type Values = Record<string, Answer | null> & {
  advisorMessage: string;
  signMethod: SignMethod;
  email: string;
  countryCode: string;
  phone: string;
};

const formSchema = (questions: readonly CertificationQuestion[]) =>
  z
    .object({
      ...Object.fromEntries(
        questions.map((q) => [q.id, z.enum(answers, { error: certificationMessages.answer })]),
      ),
      advisorMessage: z.string().check(
        z.maxLength(certificationLimits.advisorMessageMaxLength, {
          error: certificationMessages.advisorMessageTooLong,
        }),
      ),
      signMethod: z.enum(signMethods),
      email: z.string(),
      countryCode: z.string(),
      phone: z.string(),
    })
    .check(
      // A link's address: the same rules as the server's (signLinkDeliverySchema).
      z.superRefine((value, context) => {
        if (value.signMethod === 'bankid') return;
        const delivery = signLinkDeliverySchema.safeParse(deliveryOf(value));
        if (!delivery.success) context.issues.push(...(delivery.error.issues as never[]));
      }),
    );

/** The link's address: only the chosen channel's fields (the other's stay unsent). */
const deliveryOf = (values: Pick<Values, 'signMethod' | 'email' | 'countryCode' | 'phone'>) => {
  const sms = values.signMethod === 'sms';
  return {
    channel: values.signMethod as Exclude<SignMethod, 'bankid'>,
    email: sms ? '' : values.email,
    countryCode: sms ? values.countryCode : '',
    phone: sms ? values.phone : '',
  };
};

/** '+46 701234567' (the state's phone) as country code and number. */
const splitPhone = (phone: string | null) => {
  const [countryCode = '+46', number = ''] = (phone ?? '').split(' ');
  return phone ? { countryCode, phone: number } : { countryCode: '+46', phone: '' };
};

function ApplyForm({
  type,
  questions,
}: {
  type: CertificateType;
  questions: readonly CertificationQuestion[];
}) {
  const { progress, calls, portal, setSent, state } = useCertification();
  const [signing, setSigning] = useState<CertificationApplication | null>(null);
  const contact = state.state === 'loaded' ? state.data.contact : null;
  const initial: Values = {
    ...Object.fromEntries(questions.map((q) => [q.id, null])),
    advisorMessage: progress.progress.advisorMessage,
    signMethod: 'bankid',
    email: contact?.email ?? '',
    ...splitPhone(contact?.phone ?? null),
  } as Values;
  const form = useForm({
    schema: formSchema(questions),
    initial,
    onSubmit: async (data) => {
      const values = data as Record<string, string>;
      const application: CertificationApplication = {
        certificateType: type,
        answers: Object.fromEntries(
          Object.entries(values).filter(([key]) => !own.includes(key)),
        ) as Record<string, Answer>,
        advisorMessage: values.advisorMessage ?? '',
        introVideoWatched: true,
        confirmedDetails: true,
      };
      if (values.signMethod === 'bankid') {
        setSigning(application);
        return;
      }
      // A link by e-mail or SMS: the server checks and stores the application and sends it.
      const sent = await calls.sendCertificationSignLink({
        body: { application, delivery: signLinkDeliverySchema.parse(deliveryOf(data)) },
      });
      progress.reset();
      setSent({ type, link: sent });
    },
    failureMessage: (error) => problemMessage(error, certificationProblems),
  });
  const method = form.values.signMethod;
  const message = form.values.advisorMessage;
  useEffect(() => {
    if (message !== progress.progress.advisorMessage) progress.update({ advisorMessage: message });
    // Only the typed message is written through.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message]);

  if (signing) {
    return (
      <section aria-label={t('apply.signHeading')}>
        <h4>{t('apply.signHeading')}</h4>
        <SigningView
          api={portal.api}
          testSigner={portal.testSigner}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- SigningView's prop: focus moves into the view once signing has started
          autoFocus
          start={() => calls.applyForCertification({ body: signing })}
          problemText={(error) => signingProblemText(error, certificationProblems)}
          onComplete={() => {
            progress.reset();
            setSent({ type, link: null });
          }}
        />
        <CloseFooter label={t('steps.back')} onClose={() => setSigning(null)} />
      </section>
    );
  }

  return (
    <form {...form.formProps} className="form">
      <ErrorSummary form={form} heading={t('apply.summary')} />
      <fieldset className="form-section">
        <legend>{t('apply.questions')}</legend>
        {questions.map((q) => (
          <RadioGroup
            key={q.id}
            {...form.field(q.id)}
            label={q.text}
            hint={q.help ?? undefined}
            required
            options={[
              { value: 'yes' as const, label: t('apply.yes') },
              { value: 'no' as const, label: t('apply.no') },
            ]}
          />
        ))}
      </fieldset>
      <TextAreaField
        {...form.field('advisorMessage')}
        label={t('apply.message')}
        maxLength={certificationLimits.advisorMessageMaxLength}
        rows={4}
      />
      <RadioGroup<SignMethod>
        {...form.field('signMethod')}
        label={t('apply.how')}
        hint={t('apply.how.hint')}
        options={signMethods.map((m) => ({ value: m, label: t(`apply.how.${m}`) }))}
      />
      {method === 'email' && (
        <TextField
          {...form.field('email')}
          label={t('apply.email')}
          type="email"
          autoComplete="email"
          required
        />
      )}
      {method === 'sms' && (
        <FieldRow>
          <TextField
            {...form.field('countryCode')}
            label={t('apply.countryCode')}
            autoComplete="tel-country-code"
            width="short"
            required
          />
          <TextField
            {...form.field('phone')}
            label={t('apply.phone')}
            hint={t('apply.phone.hint')}
            type="tel"
            autoComplete="tel-national"
            className="form-field-grow"
            required
          />
        </FieldRow>
      )}
      <FormFailure message={form.failure} />
      <div className="form-footer">
        <PortalLink href={certificationPath('certificationChoose')} className="button">
          {t('steps.back')}
        </PortalLink>
        <button
          type="submit"
          className="button button-primary"
          aria-disabled={form.submitting || undefined}
        >
          {method === 'bankid'
            ? t('apply.submit')
            : form.submitting
              ? t('apply.sendingLink')
              : t('apply.sendLink')}
        </button>
      </div>
    </form>
  );
}
