import { useRef } from 'react';
import type { SignOrderStart } from '../../../shared/contracts/signing.ts';
import type { SigningDialogState } from '../../../shared/signing/SigningDialog.tsx';
import { useForm, type FormValues, type UseFormOptions } from '../../../shared/forms/useForm.ts';
import { errorText, type AccountsCalls } from '../api.ts';

/**
 * The Idempotency-Key of a money call, kept while the member retries the same submission
 * (the same body: a network failure, a second press) and new for another one. `fresh()`
 * is for a new attempt after the first has ended (a signing retry starts a new order).
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    for(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
      return last.current.key;
    },
    fresh(body: unknown): string {
      last.current = { body: JSON.stringify(body), key: crypto.randomUUID() };
      return last.current.key;
    },
  };
}

/**
 * The signing view's `start`: the order the form's submit already started, once; a retry
 * (after a failed, expired or cancelled order) starts a new one.
 */
export function firstThen<T>(first: T, again: () => Promise<T>): () => Promise<T> {
  let unused = true;
  return () => {
    if (unused) {
      unused = false;
      return Promise.resolve(first);
    }
    return again();
  };
}

/**
 * A signed form's submit: starts the order with the submission's Idempotency-Key and hands
 * the signing view its `start` (that order once, then a new one with a fresh key).
 */
export function useSignedSubmit<R, S>(
  start: (request: R, idempotencyKey: string) => Promise<S>,
  onStarted: (request: R, start: () => Promise<S>) => void,
): (request: R) => Promise<void> {
  const key = useIdempotencyKey();
  return async (request) => {
    const started = await start(request, key.for(request));
    onStarted(
      request,
      firstThen(started, () => start(request, key.fresh(request))),
    );
  };
}

/** The signing step of a signed accounts dialog: the request its form sent, and `start`. */
export type SignStep<R> = { request: R; start: () => Promise<SignOrderStart> };

/** What a signed accounts form gets from its dialog (the form step of useSigningDialog). */
export interface SignedFormProps<R> {
  calls: AccountsCalls;
  firstField: { current: HTMLElement | null };
  dirtyRef: { current: boolean };
  onCancel(): void;
  onStarted(request: R, start: () => Promise<SignOrderStart>): void;
}

/**
 * A signed form's props from its dialog: "Avbryt" asks the dialog to close (unsaved changes
 * ask first), and the started order moves it on to signing.
 */
export function signedFormProps<R>(
  dialog: Pick<SigningDialogState, 'dirtyRef' | 'requestClose'> & {
    toSign(step: SignStep<R>): void;
  },
  calls: AccountsCalls,
  firstField: { current: HTMLElement | null },
): SignedFormProps<R> {
  return {
    calls,
    firstField,
    dirtyRef: dialog.dirtyRef,
    onCancel: dialog.requestClose,
    onStarted: (request, start) => dialog.toSign({ request, start }),
  };
}

/**
 * The form of a signed accounts dialog (a new account, a withdrawal): useForm with the
 * area's failure texts, its submit starting the order (`start`, as in useSignedSubmit), and
 * the dialog told on each render whether it has unsaved changes.
 */
export function useSignedForm<V extends FormValues, R>({
  start,
  onStarted,
  dirtyRef,
  ...options
}: Omit<UseFormOptions<V, R>, 'onSubmit' | 'failureMessage'> &
  Pick<SignedFormProps<R>, 'onStarted' | 'dirtyRef'> & {
    start: (request: R, idempotencyKey: string) => Promise<SignOrderStart>;
  }) {
  const submit = useSignedSubmit(start, onStarted);
  const form = useForm<V, R>({ ...options, failureMessage: errorText, onSubmit: submit });
  dirtyRef.current = form.isDirty;
  return form;
}
