import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ACCESS_CODE_VALID_DAYS, createAccessCodesInputSchema } from '../../../../../core/schemas';
import { ErrorSummary, summaryErrors } from '../../../../components/form/error-summary';
import { FormField } from '../../../../components/form/form-field';
import { isApiError } from '../../../../lib/api';
import { createAccessCodes, type CreatedAccessCodes } from '../../api/access-codes';
import { parseEmails } from './parse-emails';

const MAX_CODES = 500;

const formSchema = z.object({
  emails_text: z.string().superRefine((text, ctx) => {
    const { valid, invalid } = parseEmails(text);
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Korjaa tai poista virheelliset osoitteet ennen koodien luomista.',
      });
    } else if (valid.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Kirjoita vähintään yksi sähköpostiosoite.' });
    } else if (valid.length > MAX_CODES) {
      ctx.addIssue({ code: 'custom', message: 'Kerralla voi luoda enintään 500 koodia.' });
    }
  }),
  valid_days: createAccessCodesInputSchema.shape.valid_days.unwrap(),
  send_email: z.boolean(),
});

type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const FIELD_IDS = {
  emails_text: 'access-code-emails',
  valid_days: 'access-code-days',
  send_email: 'access-code-send',
} as const;

const addressCount = (n: number) =>
  n === 1 ? '1 sähköpostiosoite' : `${String(n)} sähköpostiosoitetta`;

/** Paste candidates' addresses, choose how long the codes work, and create (and email) them. */
export function CreateCodesForm({
  municipalityId,
  onCreated,
}: {
  municipalityId: string;
  onCreated: (created: CreatedAccessCodes, emailRequested: boolean) => Promise<void> | void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { emails_text: '', valid_days: ACCESS_CODE_VALID_DAYS, send_email: true },
    shouldFocusError: false,
  });
  const emailsText = useWatch({ control, name: 'emails_text' });
  const parsed = parseEmails(emailsText);

  const onValid = async (values: FormOutput) => {
    setServerError(null);
    try {
      const created = await createAccessCodes(municipalityId, {
        emails: parseEmails(values.emails_text).valid,
        valid_days: values.valid_days,
        send_email: values.send_email,
      });
      reset({ emails_text: '', valid_days: values.valid_days, send_email: values.send_email });
      await onCreated(created, values.send_email);
    } catch (error) {
      setServerError(
        isApiError(error) ? error.message : 'Koodien luominen ei onnistunut. Yritä uudelleen.',
      );
      setFailedSubmits((n) => n + 1);
    }
  };

  const summary = summaryErrors(errors, FIELD_IDS, serverError ? { message: serverError } : null);
  return (
    <>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form
        className="access-code-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setServerError(null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
        <FormField
          id={FIELD_IDS.emails_text}
          label="Ehdokkaiden sähköpostiosoitteet"
          hint="Kirjoita tai liitä osoitteet, yksi kullekin riville. Myös pilkku, puolipiste tai välilyönti käy erottimeksi. Jokainen osoite saa oman koodin."
          error={errors.emails_text?.message}
        >
          {(fieldControl) => (
            <textarea
              rows={6}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...fieldControl}
              aria-describedby={[fieldControl['aria-describedby'], 'access-code-emails-count']
                .filter(Boolean)
                .join(' ')}
              {...register('emails_text')}
            />
          )}
        </FormField>
        <div className="access-code-form__preview" id="access-code-emails-count">
          <p>
            {parsed.valid.length === 0
              ? 'Yhtään sähköpostiosoitetta ei ole vielä tunnistettu.'
              : `Tunnistettiin ${addressCount(parsed.valid.length)}.`}
          </p>
          {parsed.invalid.length > 0 && (
            <div className="notice notice--error">
              <p>
                {parsed.invalid.length === 1
                  ? 'Tämä ei ole sähköpostiosoite:'
                  : `Nämä ${String(parsed.invalid.length)} eivät ole sähköpostiosoitteita:`}
              </p>
              <ul className="access-code-form__invalid">
                {parsed.invalid.map((piece, index) => (
                  <li key={`${piece}-${String(index)}`}>{piece}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <FormField
          id={FIELD_IDS.valid_days}
          label="Voimassaoloaika päivinä"
          hint="Kuinka monta päivää ehdokas voi käyttää koodia. Tavallisesti 14 päivää."
          error={errors.valid_days?.message}
        >
          {(fieldControl) => (
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={90}
              className="access-code-form__days"
              {...fieldControl}
              {...register('valid_days', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <div className="field">
          <div className="choice">
            <input
              type="checkbox"
              id={FIELD_IDS.send_email}
              className="choice__input"
              aria-describedby="access-code-send-description"
              {...register('send_email')}
            />
            <label className="choice__label" htmlFor={FIELD_IDS.send_email}>
              Lähetä koodi sähköpostilla
              <span className="choice__description" id="access-code-send-description">
                Ehdokas saa viestin, jossa on linkki lomakkeeseen ja koodi.
              </span>
            </label>
          </div>
        </div>
        <button type="submit" className="button button--primary">
          {isSubmitting ? 'Luodaan...' : 'Luo koodit'}
        </button>
      </form>
    </>
  );
}
