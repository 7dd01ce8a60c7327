import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api';
import { ErrorSummary, summaryErrors, type SummaryError } from './error-summary';

type FieldErrorMap = Readonly<Partial<Record<string, { message?: string } | undefined>>>;
type FormSchema = z.core.$ZodType<unknown, FieldValues>;
type ValuesOf<S extends FormSchema> = z.input<S> & FieldValues;
type OutputOf<S extends FormSchema> = z.output<S>;

/** A form-level problem: one message, or several rows (each may link to its own place). */
export type FormProblem = string | readonly SummaryError[];

export interface SubmitHelpers<TValues extends FieldValues, TOutput> {
  /** Shows `problem` in the error summary as a failed submit. */
  fail: (problem: FormProblem) => void;
  /** Shows `message` beside one field (and in the summary) as a failed submit. */
  failField: (field: Path<TValues>, message: string) => void;
  form: UseFormReturn<TValues, unknown, TOutput>;
}

export interface ServerFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<ValuesOf<S>, unknown, OutputOf<S>>,
  'resolver' | 'shouldFocusError' | 'defaultValues'
> {
  /** The zod schema of the form: usually the one the server checks the request with. */
  schema: S;
  defaultValues: DefaultValues<ValuesOf<S>>;
  /** Field name → control id, in form order: the error summary lists and links them so. */
  fieldIds: Readonly<Record<string, string>>;
  /**
   * Sends the valid form (or hands it on, or goes to the next step). Throwing shows the error in
   * the summary (an ApiError's own Finnish message, anything else `failureMessage`);
   * `fail(problem)` refuses without sending.
   */
  submit: (
    values: OutputOf<S>,
    helpers: SubmitHelpers<ValuesOf<S>, OutputOf<S>>,
  ) => Promise<void> | void;
  /** Shown when sending fails without a message from the server (network, a bug). */
  failureMessage: string;
  /** The field a form-level error links to (e.g. the email of a refused sign-in). */
  formErrorFieldId?: string;
  /** Called after a submit that the schema refused (e.g. to set or clear the form error). */
  onInvalid?: (helpers: { setFormError: (message: string | null) => void }) => void;
  /** The errors in the summary's flat shape, when the form has nested fields (arrays). */
  flattenErrors?: (errors: FieldErrors<ValuesOf<S>>) => FieldErrorMap;
}

export interface ServerFormState<TValues extends FieldValues, TOutput> {
  /** react-hook-form's whole API (register, control, reset, setValue, formState...). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The fields' errors (formState.errors). */
  errors: FieldErrors<TValues>;
  /** True while the submit handler runs. */
  isSubmitting: boolean;
  /** The form's onSubmit: validates, sends, and on failure fills and focuses the summary. */
  onSubmit: (event?: { preventDefault: () => void }) => void;
  /** The rows of the error summary: the form-level error first, then fields in form order. */
  summary: SummaryError[];
  /** Increases on every failed submit; the summary takes focus when it changes. */
  failedSubmits: number;
  /** Shows `problem` in the summary as a failed submit. */
  fail: (problem: FormProblem) => void;
  /** Runs another sending action (a second button) with the same error handling as a submit. */
  attempt: (action: () => Promise<void>) => Promise<void>;
  /** The (first) form-level error now shown (the server's message, or one set with `fail`). */
  formError: string | null;
  /** Sets or clears the form-level error without counting a failed submit (no focus move). */
  setFormError: (message: string | null) => void;
}

/**
 * The submit scaffolding every form shares: zod validation without react-hook-form's own
 * focusing, a form-level (server) error, the error summary's rows, and the failed-submit count
 * that moves focus to the summary. A form declares only its fields and what sending does, and
 * renders them inside `<ServerForm>`.
 */
export function useServerForm<S extends FormSchema>({
  schema,
  fieldIds,
  submit,
  failureMessage,
  formErrorFieldId,
  onInvalid,
  flattenErrors,
  ...formOptions
}: ServerFormOptions<S>): ServerFormState<ValuesOf<S>, OutputOf<S>> {
  const [formErrors, setFormErrors] = useState<readonly SummaryError[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const resolver = zodResolver(schema as never) as unknown as Resolver<
    ValuesOf<S>,
    unknown,
    OutputOf<S>
  >;
  const form = useForm<ValuesOf<S>, unknown, OutputOf<S>>({
    ...formOptions,
    resolver,
    shouldFocusError: false,
  });

  const setFormError = useCallback(
    (message: string | null) => {
      setFormErrors(message ? [{ message, fieldId: formErrorFieldId }] : []);
    },
    [formErrorFieldId],
  );

  const fail = (problem: FormProblem) => {
    if (typeof problem === 'string') setFormError(problem);
    else setFormErrors(problem);
    setFailedSubmits((n) => n + 1);
  };

  const failField = (field: Path<ValuesOf<S>>, message: string) => {
    form.setError(field, { message });
    setFailedSubmits((n) => n + 1);
  };

  const attempt = async (action: () => Promise<void>) => {
    setFormErrors([]);
    try {
      await action();
    } catch (error) {
      fail(isApiError(error) ? error.message : failureMessage);
    }
  };

  const onSubmit = (event?: { preventDefault: () => void }) => {
    void form.handleSubmit(
      (values) => attempt(() => Promise.resolve(submit(values, { fail, failField, form }))),
      () => {
        setFormErrors([]);
        onInvalid?.({ setFormError });
        setFailedSubmits((n) => n + 1);
      },
    )(event as Parameters<ReturnType<typeof form.handleSubmit>>[0]);
  };

  const errors = form.formState.errors;
  const summary = [
    ...formErrors,
    ...summaryErrors(flattenErrors ? flattenErrors(errors) : (errors as FieldErrorMap), fieldIds),
  ];
  return {
    form,
    errors,
    isSubmitting: form.formState.isSubmitting,
    onSubmit,
    summary,
    failedSubmits,
    fail,
    attempt,
    formError: formErrors[0]?.message ?? null,
    setFormError,
  };
}

interface ServerFormProps<TValues extends FieldValues, TOutput> {
  form: ServerFormState<TValues, TOutput>;
  className?: string;
  /** The form's accessible name, when a page has more than one form. */
  label?: string;
  /** The summary's heading when not the default "Tarkista seuraavat kohdat". */
  summaryTitle?: string;
  /** What stands between the summary and the form (an introduction). */
  beforeForm?: ReactNode;
  children: ReactNode;
}

/** The error summary above a `<form noValidate>` wired to `useServerForm`. */
export function ServerForm<TValues extends FieldValues, TOutput>({
  form,
  className,
  label,
  summaryTitle,
  beforeForm,
  children,
}: ServerFormProps<TValues, TOutput>) {
  return (
    <>
      <ErrorSummary errors={form.summary} focusKey={form.failedSubmits} title={summaryTitle} />
      {beforeForm}
      <form className={className} aria-label={label} noValidate onSubmit={form.onSubmit}>
        {children}
      </form>
    </>
  );
}

interface SubmitButtonProps<TValues extends FieldValues, TOutput> {
  form: ServerFormState<TValues, TOutput>;
  /** Shown while sending, e.g. "Tallennetaan...". */
  busyLabel: string;
  large?: boolean;
  children: ReactNode;
}

/** The form's primary button; its text tells that sending is under way. */
export function SubmitButton<TValues extends FieldValues, TOutput>({
  form,
  busyLabel,
  large = false,
  children,
}: SubmitButtonProps<TValues, TOutput>) {
  return (
    <button
      type="submit"
      className={large ? 'button button--primary button--large' : 'button button--primary'}
    >
      {form.isSubmitting ? busyLabel : children}
    </button>
  );
}
