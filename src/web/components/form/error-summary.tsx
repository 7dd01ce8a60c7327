import { useEffect, useRef, type MouseEvent } from 'react';
import { AlertBox } from '../alert-box';

export interface SummaryError {
  message: string;
  /** The id of the field the error is about; the message becomes a link that focuses it. */
  fieldId?: string;
}

interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /**
   * Increase it on every failed submit (client-side or server errors): focus then moves to the
   * summary so keyboard and screen-reader users hear what went wrong. 0 never moves focus.
   */
  focusKey: number;
  title?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  // No hash navigation: the router would treat it as a page change.
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

/**
 * The error summary at the top of a form (GOV.UK pattern): a role=alert box listing every error,
 * each linking to its field. Renders nothing when there are no errors. Put it above the form and
 * keep the errors beside the fields as well.
 */
export function ErrorSummary({
  errors,
  focusKey,
  title = 'Tarkista seuraavat kohdat',
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (focusKey > 0 && hasErrors) ref.current?.focus();
  }, [focusKey, hasErrors]);

  if (!hasErrors) return null;
  return (
    <AlertBox
      ref={ref}
      className="error-summary"

      title={title}
    >
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}:${error.message}`}>
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  focusField(event, error.fieldId!);
                }}
              >
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </AlertBox>
  );
}

/**
 * The summary's rows from react-hook-form's `formState.errors`, in the order of `fieldIds`
 * (form order), plus an optional form-level error (for example the server's message) first.
 */
export function summaryErrors(
  fieldErrors: Readonly<Partial<Record<string, { message?: string } | undefined>>>,
  fieldIds: Readonly<Record<string, string>>,
  formError?: SummaryError | null,
): SummaryError[] {
  const rows: SummaryError[] = formError ? [formError] : [];
  for (const [name, fieldId] of Object.entries(fieldIds)) {
    const message = fieldErrors[name]?.message;
    if (message) rows.push({ message, fieldId });
  }
  return rows;
}
