import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ACCESS_CODE_VALID_DAYS, createAccessCodesInputSchema } from '#core/schemas';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { useCreateAccessCodes, type CreatedAccessCodes } from '../../api/access-codes';
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
  const create = useCreateAccessCodes(municipalityId);
  const serverForm = useServerForm({
    schema: formSchema,
    defaultValues: { emails_text: '', valid_days: ACCESS_CODE_VALID_DAYS, send_email: true },
    fieldIds: FIELD_IDS,
    failureMessage: 'Koodien luominen ei onnistunut. Yritä uudelleen.',
    submit: async (values, { form }) => {
      const created = await create.mutateAsync({
        emails: parseEmails(values.emails_text).valid,
        valid_days: values.valid_days,
        send_email: values.send_email,
      });
      form.reset({ emails_text: '', valid_days: values.valid_days, send_email: values.send_email });
      await onCreated(created, values.send_email);
    },
  });
  const { register, control } = serverForm.form;
  const { errors } = serverForm;
  const emailsText = useWatch({ control, name: 'emails_text' });
  const parsed = parseEmails(emailsText);

  return (
    <ServerForm form={serverForm} className="access-code-form">
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
      <SubmitButton form={serverForm} busyLabel="Luodaan...">
        Luo koodit
      </SubmitButton>
    </ServerForm>
  );
}
