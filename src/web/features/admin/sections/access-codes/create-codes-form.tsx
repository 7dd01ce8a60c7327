import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ACCESS_CODE_VALID_DAYS, createAccessCodesInputSchema } from '#core/schemas';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { useCreateAccessCodes, type CreatedAccessCodes } from '../../api/access-codes';
import { parseEmails } from './parse-emails';
import { finnish } from '#web/i18n/finnish';
import { useT } from '#web/i18n/hooks';

const MAX_CODES = 500;

const formSchema = z.object({
  emails_text: z.string().superRefine((text, ctx) => {
    const { valid, invalid } = parseEmails(text);
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: finnish('admin.codes.form.fixInvalid'),
      });
    } else if (valid.length === 0) {
      ctx.addIssue({ code: 'custom', message: finnish('admin.codes.form.noAddresses') });
    } else if (valid.length > MAX_CODES) {
      ctx.addIssue({
        code: 'custom',
        message: finnish('admin.codes.form.tooMany', { max: MAX_CODES }),
      });
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

/** Paste candidates' addresses, choose how long the codes work, and create (and email) them. */
export function CreateCodesForm({
  municipalityId,
  onCreated,
}: {
  municipalityId: string;
  onCreated: (created: CreatedAccessCodes, emailRequested: boolean) => Promise<void> | void;
}) {
  const t = useT();
  const create = useCreateAccessCodes(municipalityId);
  const serverForm = useServerForm({
    schema: formSchema,
    defaultValues: { emails_text: '', valid_days: ACCESS_CODE_VALID_DAYS, send_email: true },
    fieldIds: FIELD_IDS,
    failureMessage: t('admin.codes.form.failed'),
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
        label={t('admin.codes.form.emails')}
        hint={t('admin.codes.form.emailsHint')}
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
        <p>{t('admin.codes.form.recognised', { count: parsed.valid.length })}</p>
        {parsed.invalid.length > 0 && (
          <div className="notice notice--error">
            <p>{t('admin.codes.form.invalid', { count: parsed.invalid.length })}</p>
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
        label={t('admin.codes.form.days')}
        hint={t('admin.codes.form.daysHint', { days: ACCESS_CODE_VALID_DAYS })}
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
            {t('admin.codes.form.send')}
            <span className="choice__description" id="access-code-send-description">
              {t('admin.codes.form.sendAbout')}
            </span>
          </label>
        </div>
      </div>
      <SubmitButton form={serverForm} busyLabel={t('admin.codes.form.creating')}>
        {t('admin.codes.form.create')}
      </SubmitButton>
    </ServerForm>
  );
}
