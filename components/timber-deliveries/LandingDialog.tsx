import { useId, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/apiError.ts';
import type { Geometry } from '../../shared/contracts/mapOverlays.ts';
import {
  availabilityClasses,
  availabilityLabels,
  carryingClasses,
  carryingClassLabels,
  deliveryLimits,
  landingClassNames,
  landingSchema,
  passabilityClasses,
  passabilityLabels,
  plowedRoadClasses,
  plowedRoadLabels,
  reloadingClasses,
  reloadingLabels,
  stripRoadClasses,
  stripRoadLabels,
  turningPointClasses,
  turningPointLabels,
  type LandingInput,
  type LandingPosition,
  type LandingView,
} from '../../shared/contracts/timber-deliveries.ts';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { FieldGroup, SelectField, TextField } from '../../shared/forms/fields.tsx';
import { FormFailure, FormFooter } from '../../shared/forms/FormFooter.tsx';
import { TextAreaField } from '../../shared/forms/TextAreaField.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { lineLength } from '../../shared/map/geo/measure.ts';
import { errorText, ifMatch, type DeliveryCalls } from './api.ts';
import { DeliveryMap } from './lazy.tsx';
import { t } from './t.ts';

type ClassKey = Exclude<keyof LandingInput, 'name' | 'comment' | 'position'>;
type Values = { name: string; comment: string; position: LandingPosition | null } & Record<
  ClassKey,
  string
>;

// Named by landingClassNames, as the map's popup names them.
const classFields: readonly {
  key: ClassKey;
  options: readonly string[];
  labels: Record<string, string>;
}[] = [
  {
    key: 'carryingCapacityClass',
    options: carryingClasses,
    labels: carryingClassLabels,
  },
  {
    key: 'availabilityClass',
    options: availabilityClasses,
    labels: availabilityLabels,
  },
  {
    key: 'passabilityClass',
    options: passabilityClasses,
    labels: passabilityLabels,
  },
  {
    key: 'turningPointClass',
    options: turningPointClasses,
    labels: turningPointLabels,
  },
  {
    key: 'reloadingClass',
    options: reloadingClasses,
    labels: reloadingLabels,
  },
  {
    key: 'plowedRoadClass',
    options: plowedRoadClasses,
    labels: plowedRoadLabels,
  },
  {
    key: 'stripRoadClass',
    options: stripRoadClasses,
    labels: stripRoadLabels,
  },
];

const round = (p: LandingPosition) => ({ e: Math.round(p.e), n: Math.round(p.n) });

/**
 * Create or update a landing (§2.1, §3 Landing, §5): name, comment, the position picked on the
 * map (click, drag the marker) or typed in SWEREF 99 TM or WGS 84 (the map foundation's
 * coordinate reading), a warning when another landing lies within the nearby distance, and
 * the classes as Swedish choices. The position is read-only while it is locked (§4).
 */
export function LandingDialog({
  calls,
  deliveryId,
  landings,
  borders,
  landing,
  onClose,
}: {
  calls: DeliveryCalls;
  deliveryId: string;
  landings: readonly LandingView[];
  borders: readonly Geometry[];
  landing: LandingView | null;
  onClose(changed: boolean): void;
}) {
  const coordinatesId = useId();
  const changed = useRef(false);
  const dialog = useModalDialog(() => onClose(changed.current), 'first');
  const { close } = dialog;
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const locked = landing?.positionLocked ?? false;
  /** Another tab saved the landing first (412): this edit is based on an older version. */
  const [stale, setStale] = useState(false);

  const form = useForm<Values, LandingInput>({
    schema: landingSchema,
    toInput: (v) => ({ ...v, position: v.position ?? undefined }),
    initial: {
      name: landing?.name ?? '',
      comment: landing?.comment ?? '',
      position: landing?.position ?? null,
      carryingCapacityClass: landing?.carryingCapacityClass ?? '',
      availabilityClass: landing?.availabilityClass ?? '',
      passabilityClass: landing?.passabilityClass ?? '',
      turningPointClass: landing?.turningPointClass ?? '',
      reloadingClass: landing?.reloadingClass ?? '',
      plowedRoadClass: landing?.plowedRoadClass ?? '',
      stripRoadClass: landing?.stripRoadClass ?? '',
    },
    failureMessage: (error) => {
      setStale(isApiError(error, 'LandingUpdatedConflict'));
      return errorText(error);
    },
    onSubmit: async (body) => {
      if (landing)
        await calls.updateLanding({
          params: { deliveryId, landingId: landing.id },
          body,
          headers: ifMatch(landing.version),
        });
      else await calls.createLanding({ params: { deliveryId }, body });
      changed.current = true;
      close();
    },
  });
  const position = form.field('position');
  const setPosition = (point: LandingPosition) => {
    if (locked) return;
    position.onChange(round(point));
  };

  const useTyped = async () => {
    const { parseCoordinate } = await import('../../shared/map/geo/coordinates.ts');
    const parsed = parseCoordinate(typed);
    if (!parsed.ok) return setTypedError(parsed.message);
    setTypedError(null);
    setPosition(parsed.value);
  };

  const current = form.values.position;
  const nearby = current
    ? landings.find(
        (other) =>
          other.id !== landing?.id &&
          lineLength([current, other.position]) < deliveryLimits.nearbyLandingMetres,
      )
    : undefined;

  return (
    <ModalDialog
      dialog={dialog}
      title={t(landing ? 'landing.title.edit' : 'landing.title.new')}
      className="deliveries-landing-dialog"
    >
      <form {...form.formProps} className="form">
        <ErrorSummary form={form} />
        <TextField
          {...form.field('name')}
          label={t('landing.name')}
          maxLength={deliveryLimits.landingNameMax}
          required
        />
        <TextAreaField
          {...form.field('comment')}
          label={t('landing.comment')}
          maxLength={deliveryLimits.landingCommentMax}
        />
        <FieldGroup
          id={position.id}
          legend={t('landing.position')}
          hint={locked ? t('landing.positionLocked') : t('landing.positionHint')}
          error={position.error}
          required
        >
          {!locked && (
            <div className="deliveries-coordinates">
              <TextField
                id={coordinatesId}
                value={typed}
                error={typedError ?? undefined}
                onChange={setTyped}
                onBlur={() => undefined}
                inputRef={position.inputRef}
                label={t('landing.coordinates')}
                autoComplete="off"
              />
              <button type="button" className="button" onClick={useTyped}>
                {t('landing.usePosition')}
              </button>
            </div>
          )}
          <p role="status">
            {current ? t('landing.positionSet', { n: current.n, e: current.e }) : ''}
          </p>
          {nearby && (
            <p className="alert banner-info">
              {t('landing.nearby', {
                metres: deliveryLimits.nearbyLandingMetres,
                name: nearby.name,
              })}
            </p>
          )}
          <DeliveryMap
            label={t('landing.position')}
            borders={borders}
            landings={landings.filter((l) => l.id !== landing?.id)}
            selectedLandingId={null}
            areas={[]}
            drawing={[]}
            picked={current}
            pickedFixed={locked}
            selectLanding={() => undefined}
            point={setPosition}
          />
        </FieldGroup>
        {classFields.map((c) => (
          <SelectField
            key={c.key}
            {...form.field(c.key)}
            label={landingClassNames[c.key]}
            placeholder={t('landing.choose')}
            options={c.options.map((value) => ({ value, label: c.labels[value]! }))}
            required
          />
        ))}
        <FormFailure message={form.failure} />
        {stale && form.failure && (
          <p>
            <button
              type="button"
              className="button"
              onClick={() => {
                // The landing as it is now is shown; the member edits that version.
                changed.current = true;
                close();
              }}
            >
              {t('landing.reload')}
            </button>
          </p>
        )}
        <FormFooter
          submitLabel={t('landing.save')}
          submittingLabel={t('landing.saving')}
          submitting={form.submitting}
          onCancel={close}
          cancelLabel={t('cancel')}
        />
      </form>
    </ModalDialog>
  );
}
