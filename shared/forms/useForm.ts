import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { isApiError } from '../api/apiError.ts';
import {
  fieldErrorsFromIssues,
  formErrorKey,
  type FieldErrors,
  swedishIssueMessage,
  type IssueLike,
  type RawIssueLike,
} from '../contracts/fieldErrors.ts';
import { t } from './t.ts';

/** What the kit needs of a schema: zod (classic or mini) has it. */
export interface FormSchema<Out> {
  safeParse(
    input: unknown,
    params?: { error?: (issue: RawIssueLike) => string },
  ): { success: true; data: Out } | { success: false; error: { issues: readonly IssueLike[] } };
}

export type FormValues = object;

export interface UseFormOptions<V extends FormValues, Out> {
  /** The rules: a schema, or one made from the values (a rule that depends on another field). */
  schema: FormSchema<Out> | ((values: V) => FormSchema<Out>);
  /** What the schema parses, when it is not the values as they stand (trimmed, re-shaped). */
  toInput?: (values: V) => unknown;
  initial: V;
  /**
   * Runs with the parsed data once every rule holds. A rejection with a 400 ApiError puts its
   * `errors` on the same fields (with `failure` too when its type is an area's own code, not
   * 'validation'); any other rejection shows `failure`.
   */
  onSubmit(data: Out, values: V): Promise<void> | void;
  /** The message for a failed submit that is not about fields (default: a general one). */
  failureMessage?: (error: unknown) => string;
  /**
   * A server message as the member may read it: return the message, or another one (never
   * show a text the client does not know). Default: the message as sent.
   */
  serverMessage?: (key: string, message: string) => string;
  /** Where focus goes after a failed submit: the first wrong field (default) or the summary. */
  focusOnError?: 'field' | 'summary';
}

/** What a field component needs; spread it: `<TextField {...form.field('email')} />`. */
export interface FieldBinding<T> {
  id: string;
  name: string;
  value: T;
  error: string | undefined;
  /** Errors below this field's key, by the rest of the key (`'0'` for `emails.0`). */
  subErrors: FieldErrors;
  onChange(value: T): void;
  /** Pass the blur event when there is one: leaving for a button of the same form waits. */
  onBlur(event?: { relatedTarget: EventTarget | null; target: EventTarget }): void;
  /** The element focus goes to for this field (the input, a group's first choice). */
  inputRef(element: HTMLElement | null): void;
}

export interface SummaryItem {
  key: string;
  message: string;
  /** The id of the element its link leads to; null for form-level (`_form`) messages. */
  targetId: string | null;
}

export interface Form<V extends FormValues> {
  values: V;
  /** Fields the member has left at least once. */
  touched: ReadonlySet<string>;
  /** The messages shown, by key (client rules first, else what the server said). */
  errors: FieldErrors;
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  field<K extends keyof V & string>(name: K): FieldBinding<V[K]>;
  /** The id a field's focus target carries (for a link or a label elsewhere). */
  idFor(name: string): string;
  focusField(name: string): void;
  /** The error summary's items after a failed submit, in the order of the page; else []. */
  summary: SummaryItem[];
  summaryRef(element: HTMLElement | null): void;
  /** True with `focusOnError: 'summary'`: the summary takes focus instead of being an alert. */
  focusesSummary: boolean;
  /** Spread on the <form>: noValidate, onSubmit, aria-busy. */
  formProps: {
    noValidate: true;
    onSubmit(event: FormEvent): void;
    'aria-busy': boolean | undefined;
  };
  submit(): Promise<void>;
  submitting: boolean;
  /** A failure that is not about a field (network, refused), in Swedish; else null. */
  failure: string | null;
  isDirty: boolean;
  /** Shows errors the caller found (a server answer it handled itself) like a failed submit. */
  showErrors(errors: FieldErrors): void;
  /** Starts over from `initial` (or new values), nothing touched or shown. */
  reset(values?: V): void;
}

/** Keys of `errors` that belong to a field: the key itself or below it (`rights.0`). */
function errorOf(errors: FieldErrors, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const prefix = `${name}.`;
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix)) return message;
  return undefined;
}

function below(errors: FieldErrors, name: string): FieldErrors {
  const prefix = `${name}.`;
  const found: FieldErrors = {};
  for (const [key, message] of Object.entries(errors))
    if (key.startsWith(prefix)) found[key.slice(prefix.length)] = message;
  return found;
}

/** Whether an error key is the field's own or one below it (`emails.0` below `emails`). */
const isFieldKey = (key: string, name: string) => key === name || key.startsWith(`${name}.`);

/** The errors with the field's (its key and those below it) taken from `found` instead. */
function withFieldErrors(current: FieldErrors, name: string, found: FieldErrors): FieldErrors {
  const updated: FieldErrors = {};
  for (const [key, message] of Object.entries(current))
    if (!isFieldKey(key, name)) updated[key] = message;
  for (const [key, message] of Object.entries(found))
    if (isFieldKey(key, name)) updated[key] = message;
  return updated;
}

/** The field a key belongs to: `rights.0` -> `rights` when `rights` is a field. */
function fieldOfKey(key: string, fields: Iterable<string>): string | null {
  for (const field of fields) if (isFieldKey(key, field)) return field;
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form driven by its zod schema (the server's own): a field is checked when the member
 * leaves it and again on each change while it shows an error; everything on submit. A failed
 * submit shows the summary and moves focus to the first wrong field (or the summary). A 400
 * from the server puts its `errors` on the same fields (`_form` in the summary).
 */
export function useForm<V extends FormValues, Out>(options: UseFormOptions<V, Out>): Form<V> {
  const prefix = useId();
  const [initial, setInitial] = useState(options.initial);
  const [values, setValues] = useState(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const targets = useRef(new Map<string, HTMLElement>());
  const summaryElement = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const busy = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const idFor = useCallback((name: string) => `${prefix}-${name.replace(/\./g, '-')}`, [prefix]);

  const check = useCallback((current: V) => {
    const { schema, toInput } = latest.current;
    const rules = typeof schema === 'function' ? schema(current) : schema;
    // A rule whose schema names no message reads the kit's Swedish one, as on the server.
    const result = rules.safeParse(toInput ? toInput(current) : current, {
      error: swedishIssueMessage,
    });
    return result.success
      ? { data: result.data, errors: {} }
      : { data: undefined, errors: fieldErrorsFromIssues(result.error.issues) };
  }, []);

  /** Registered fields in the order they stand on the page. */
  const orderedFields = useCallback(() => {
    const entries = [...targets.current.entries()].filter(([, element]) => element.isConnected);
    entries.sort(([, a], [, b]) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    return entries.map(([name]) => name);
  }, []);

  /** The element for a key: its own (a row's `emails.1`), else its field's focus target. */
  const targetOf = useCallback(
    (key: string): HTMLElement | null => {
      const own = targets.current.get(key) ?? document.getElementById(idFor(key));
      if (own) return own;
      const owner = fieldOfKey(key, targets.current.keys());
      return owner === null ? null : (targets.current.get(owner) ?? null);
    },
    [idFor],
  );

  const focusField = useCallback((name: string) => targetOf(name)?.focus(), [targetOf]);

  // Focus moves after the render that shows what it points at.
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === '') summaryElement.current?.focus();
    else focusField(target);
  });

  const errors = useMemo(() => {
    const shown: FieldErrors = { ...serverErrors };
    for (const [key, message] of Object.entries(clientErrors)) shown[key] = message;
    return shown;
  }, [clientErrors, serverErrors]);

  /** After a failed submit: focus where the member starts fixing. */
  const aimFocus = useCallback(
    (found: FieldErrors) => {
      if (latest.current.focusOnError === 'summary') {
        pendingFocus.current = '';
        return;
      }
      const order = orderedFields();
      const first = order.find((name) => errorOf(found, name));
      // The first of the field's keys: a row's own key when the row has the error.
      const key =
        first === undefined
          ? undefined
          : (Object.keys(found).find((k) => isFieldKey(k, first)) ?? first);
      pendingFocus.current = key ?? (found[formErrorKey] ? '' : null);
    },
    [orderedFields],
  );

  const showServer = useCallback(
    (found: FieldErrors) => {
      const fields = [...targets.current.keys()];
      const sanitize = latest.current.serverMessage ?? ((_key: string, message: string) => message);
      const placed: FieldErrors = {};
      for (const [key, message] of Object.entries(found)) {
        const field = fieldOfKey(key, fields);
        if (field === null && key !== formErrorKey) continue;
        placed[key] ??= sanitize(key, message);
      }
      setServerErrors(placed);
      setSubmitted(true);
      aimFocus(placed);
      return Object.keys(placed).length > 0;
    },
    [aimFocus],
  );

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      setFailure(null);
      // What the server said about this field no longer holds once it changes.
      setServerErrors((current) => {
        if (errorOf(current, name) === undefined) return current;
        return withFieldErrors(current, name, {});
      });
      // A shown error follows the value, so it goes away as soon as the field is right.
      setClientErrors((current) => {
        if (errorOf(current, name) === undefined) return current;
        return withFieldErrors(current, name, check(next).errors);
      });
    },
    [check],
  );

  const blur = useCallback(
    (name: string, event?: { relatedTarget: EventTarget | null; target: EventTarget }) => {
      // Going to a button of this form (submit, "Avbryt"): no message now, or the layout
      // would move under the pointer between press and release and the click would be lost.
      // The submit checks everything anyway.
      const to = event?.relatedTarget;
      const from = event?.target;
      // Moving between the radios of one group is not leaving the field (the same reason:
      // the error would appear above the options while the mouse is down on one of them).
      if (
        to instanceof HTMLInputElement &&
        from instanceof HTMLInputElement &&
        to.type === 'radio' &&
        to.name !== '' &&
        to.name === from.name
      ) {
        return;
      }
      if (
        to instanceof HTMLButtonElement &&
        from instanceof Element &&
        'form' in from &&
        to.form !== null &&
        to.form === from.form
      ) {
        setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
        return;
      }
      setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
      const found = check(valuesRef.current).errors;
      setClientErrors((current) => withFieldErrors(current, name, found));
    },
    [check],
  );

  const submit = useCallback(async () => {
    if (busy.current) return;
    const current = valuesRef.current;
    setFailure(null);
    setSubmitted(true);
    const { data, errors: found } = check(current);
    // Errors about fields the form does not show stay out of the summary.
    const fields = [...targets.current.keys()];
    const shown: FieldErrors = {};
    for (const [key, message] of Object.entries(found))
      if (fieldOfKey(key, fields) !== null || key === formErrorKey) shown[key] = message;
    setClientErrors(shown);
    setServerErrors({});
    if (data === undefined) {
      aimFocus(shown);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      await latest.current.onSubmit(data, current);
    } catch (error) {
      // Any refused body's field messages go on the fields; an area's own code for it (a
      // timber §8 code rather than the platform's 'validation') also names the rule below.
      const refused = isApiError(error) && error.status === 400 ? error : undefined;
      const fromServer = refused?.problem?.errors;
      if (!fromServer || !showServer(fromServer)) {
        setFailure(latest.current.failureMessage?.(error) ?? t('failure.general'));
      } else if (refused.type !== 'validation' && latest.current.failureMessage) {
        setFailure(latest.current.failureMessage(error));
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, [aimFocus, check, showServer]);

  const reset = useCallback((next?: V) => {
    const start = next ?? latest.current.initial;
    setInitial(start);
    valuesRef.current = start;
    setValues(start);
    setTouched(new Set());
    setClientErrors({});
    setServerErrors({});
    setSubmitted(false);
    setFailure(null);
  }, []);

  const bindings = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const refFor = (name: string) => {
    let ref = bindings.current.get(name);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) targets.current.set(name, element);
        else targets.current.delete(name);
      };
      bindings.current.set(name, ref);
    }
    return ref;
  };

  const field = <K extends keyof V & string>(name: K): FieldBinding<V[K]> => ({
    id: idFor(name),
    name,
    value: values[name],
    error: errorOf(errors, name),
    subErrors: below(errors, name),
    onChange: (value: V[K]) => setValue(name, value),
    onBlur: (event) => blur(name, event),
    inputRef: refFor(name),
  });

  let summary: SummaryItem[] = [];
  if (submitted) {
    const order = orderedFields();
    const keys = Object.keys(errors).filter((key) => errors[key]);
    const rank = (key: string) => {
      if (key === formErrorKey) return -1;
      const owner = fieldOfKey(key, order);
      return owner === null ? order.length : order.indexOf(owner);
    };
    // One line per element the member can go to: a field, or a row of its own.
    const seen = new Set<string>();
    summary = keys
      .sort((a, b) => rank(a) - rank(b))
      .flatMap((key): SummaryItem[] => {
        if (key === formErrorKey) return [{ key, message: errors[key]!, targetId: null }];
        const target = targetOf(key);
        const owner = fieldOfKey(key, order) ?? key;
        const line = target?.id && target.id === idFor(key) ? key : owner;
        if (seen.has(line)) return [];
        seen.add(line);
        return [{ key: line, message: errors[key]!, targetId: target?.id || idFor(owner) }];
      });
  }

  return {
    values,
    touched,
    errors,
    setValue,
    field,
    idFor,
    focusField,
    summary,
    summaryRef: (element) => {
      summaryElement.current = element;
    },
    focusesSummary: options.focusOnError === 'summary',
    formProps: {
      noValidate: true,
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        void submit();
      },
      'aria-busy': submitting || undefined,
    },
    submit,
    submitting,
    failure,
    isDirty: !same(values, initial),
    showErrors: (found) => {
      showServer(found);
    },
    reset,
  };
}
