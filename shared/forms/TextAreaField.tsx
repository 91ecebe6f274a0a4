import { useEffect, useRef, useState, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldParts, type Binding, type FieldProps } from './fields.tsx';
import { t } from './t.ts';

/** Screen readers hear the count once typing pauses, not on every key. */
export const countAnnouncementDelayMs = 1000;
/** Close to the limit the pause is shorter, so the member hears it before going over. */
const nearLimitDelayMs = 400;
const nearLimitShare = 0.9;

/**
 * A textarea with a live character count ("123 av 8000 tecken"), tied to it with
 * aria-describedby and announced politely once the member pauses (sooner near the limit).
 * Going over is shown, not blocked: the schema's rule says what is wrong.
 */
export function TextAreaField({
  maxLength,
  rows = 8,
  autoComplete,
  spellCheck,
  ...field
}: Binding<string> &
  Omit<FieldProps, 'width'> & {
    /** The most characters the rules allow: the count shows against it. */
    maxLength: number;
    rows?: number;
    autoComplete?: TextareaHTMLAttributes<HTMLTextAreaElement>['autoComplete'];
    spellCheck?: boolean;
  }) {
  const count = field.value.length;
  const over = count - maxLength;
  const countText =
    over > 0
      ? t('count.over', { count, max: maxLength, over })
      : t('count.text', { count, max: maxLength });
  const countId = `${field.id}-count`;
  const { frame, control } = fieldParts(field, {
    width: 'full',
    extraClass: 'form-textarea',
    more: [countId],
  });
  const [announced, setAnnounced] = useState('');
  const first = useRef(countText);

  useEffect(() => {
    // Nothing to say until the member has typed.
    if (countText === announced || (countText === first.current && announced === '')) return;
    const delay = count >= maxLength * nearLimitShare ? nearLimitDelayMs : countAnnouncementDelayMs;
    const timer = setTimeout(() => setAnnounced(countText), delay);
    return () => clearTimeout(timer);
  }, [countText, count, maxLength, announced]);

  return (
    <FieldFrame {...frame}>
      <textarea {...control} rows={rows} autoComplete={autoComplete} spellCheck={spellCheck} />
      <span id={countId} className={over > 0 ? 'form-count form-count-over' : 'form-count'}>
        {countText}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {announced}
      </span>
    </FieldFrame>
  );
}
