import { useRef, useState } from 'react';
import {
  biddingAreas,
  newAgreementFormSchema,
  newAgreementMaxDaysAhead,
  selectableInvoiceMethods,
  type ElectricityCustomer,
  type NewAgreement,
} from '../../shared/contracts/electricity.ts';
import { electricityProblems } from '../../shared/contracts/electricity/problems.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import {
  Checkbox,
  DateField,
  RadioGroup,
  SelectField,
  TextField,
} from '../../shared/forms/fields.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { signingProblemText } from '../../shared/signing/hints.ts';
import { SigningView } from '../../shared/signing/SigningView.tsx';
import { todayInSweden } from '../../shared/time/index.ts';
import { useElectricity } from './context.tsx';
import { electricityPath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { CloseFooter } from '../../shared/forms/FormFooter.tsx';

interface Values {
  facilityId: string;
  address: string;
  postalCode: string;
  city: string;
  biddingArea: string;
  startDate: string;
  invoiceMethod: string;
  acceptTerms: boolean;
}

/**
 * ny-kund (§2): an inactive customer signs a new agreement with e-ID (the signing service);
 * once signed the agreement is on record and the member is told when it starts. An active
 * customer, or one whose signed agreement starts later, gets no form.
 */
export function NewCustomer({ customer }: { customer: ElectricityCustomer }) {
  const [signed, setSigned] = useState<string | null>(null);
  const { slug } = useElectricity().portal;
  return (
    <section aria-labelledby="electricity-new">
      <h2 id="electricity-new">{t('new.heading')}</h2>
      {signed ? (
        <Signed startDate={signed} />
      ) : customer.active ? (
        <p>
          {t('new.active')}{' '}
          <PortalLink href={electricityPath('electricityAgreements', slug)}>
            {t('new.toAgreements')}
          </PortalLink>
        </p>
      ) : customer.upcomingStart ? (
        <p>{t('new.upcoming', { date: customer.upcomingStart })}</p>
      ) : (
        <NewAgreementForm customer={customer} onSigned={setSigned} />
      )}
    </section>
  );
}

function Signed({ startDate }: { startDate: string }) {
  const today = todayInSweden();
  const { slug } = useElectricity().portal;
  return (
    <div role="status" className="alert alert-success alert-spaced">
      <p>{t(startDate <= today ? 'new.signedNow' : 'new.signedLater', { date: startDate })}</p>
      {startDate <= today && (
        <p>
          <PortalLink href={electricityPath('electricityAgreements', slug)}>
            {t('new.toAgreements')}
          </PortalLink>
        </p>
      )}
    </div>
  );
}

function NewAgreementForm({
  customer,
  onSigned,
}: {
  customer: ElectricityCustomer;
  onSigned(startDate: string): void;
}) {
  const { portal, calls, customer: load } = useElectricity();
  const [signing, setSigning] = useState<NewAgreement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const today = todayInSweden();
  const form = useForm<Values, NewAgreement>({
    schema: newAgreementFormSchema(today),
    initial: {
      facilityId: '',
      // The customer's address is the likeliest facility address; the member may change it.
      address: customer.address,
      postalCode: customer.postalCode,
      city: customer.city,
      biddingArea: '',
      startDate: today,
      invoiceMethod: '',
      acceptTerms: false,
    },
    onSubmit: (data) => setSigning(data),
  });

  if (signing) {
    return (
      <section aria-labelledby="electricity-new-sign">
        <h3 id="electricity-new-sign" ref={heading}>
          {t('new.signHeading')}
        </h3>
        <SigningView
          api={portal.api}
          testSigner={portal.testSigner}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- SigningView's prop: focus moves into the view once signing has started
          autoFocus
          start={() => calls.startNewAgreement({ body: signing })}
          problemText={(error) => signingProblemText(error, electricityProblems)}
          onComplete={() => {
            onSigned(signing.startDate);
            // Quietly: the page stays with its message while the customer becomes active.
            load.refresh();
          }}
        />
        <CloseFooter label={t('new.back')} onClose={() => setSigning(null)} />
      </section>
    );
  }

  return (
    <form {...form.formProps} className="form">
      <p>{t('new.intro')}</p>
      <ErrorSummary form={form} heading={t('new.summary')} />
      <TextField
        {...form.field('facilityId')}
        label={t('new.facility')}
        hint={t('new.facilityHint')}
        inputMode="numeric"
        autoComplete="off"
        width="medium"
        required
      />
      <TextField
        {...form.field('address')}
        label={t('new.address')}
        autoComplete="street-address"
        required
      />
      <TextField
        {...form.field('postalCode')}
        label={t('new.postalCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        width="short"
        required
      />
      <TextField
        {...form.field('city')}
        label={t('new.city')}
        autoComplete="address-level2"
        width="medium"
        required
      />
      <SelectField
        {...form.field('biddingArea')}
        label={t('new.biddingArea')}
        hint={t('new.biddingAreaHint')}
        placeholder={t('new.choose')}
        options={biddingAreas.map((area) => ({ value: area, label: t(`area.${area}`) }))}
        required
      />
      <DateField
        {...form.field('startDate')}
        label={t('new.start')}
        hint={t('new.startHint', { days: newAgreementMaxDaysAhead })}
        required
      />
      <RadioGroup<string>
        {...form.field('invoiceMethod')}
        label={t('new.invoiceMethod')}
        required
        options={selectableInvoiceMethods.map((method) => ({
          value: method,
          label: t(`method.${method}`),
        }))}
      />
      <p>{t('new.terms')}</p>
      <Checkbox {...form.field('acceptTerms')} label={t('new.accept')} required />
      <div className="form-footer">
        <button type="submit" className="button button-primary">
          {t('new.submit')}
        </button>
      </div>
    </form>
  );
}
