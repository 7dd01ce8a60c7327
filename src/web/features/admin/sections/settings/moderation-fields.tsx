import type { UseFormRegister, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_MODERATION_TERMS } from '#core/moderation-flags';
import type { systemSettingsInputSchema } from '#core/schemas';
import { SHORT_NUMBER_INPUT, FormField } from '#web/components/form/form-field';
import { useT } from '#web/i18n/hooks';
import { paths } from '#web/paths';

type FormValues = z.input<typeof systemSettingsInputSchema>;

export const MODERATION_FIELD_IDS = {
  moderation_policy_fi: 'settings-moderation-policy-fi',
  moderation_policy_sv: 'settings-moderation-policy-sv',
  moderation_terms: 'settings-moderation-terms',
  moderation_length_limit: 'settings-moderation-length',
} as const;

const toInt = (v: unknown) => (v === '' || v === null ? undefined : Number(v));

/** Moderointi: the published policy (empty = the default text) and the reviewer's flags. */
export function ModerationFields({
  register,
  errors,
}: {
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}) {
  const t = useT();
  return (
    <>
      <h2>{t('admin.settings.moderation.heading')}</h2>
      <p>
        {t('admin.settings.moderation.intro')}{' '}
        <a href={paths.moderationPolicy()} target="_blank" rel="noopener">
          {t('admin.settings.moderation.link')}
        </a>
      </p>
      <FormField
        id={MODERATION_FIELD_IDS.moderation_policy_fi}
        label={t('admin.settings.moderation.policyFi')}
        hint={t('admin.settings.moderation.policyHint')}
        error={errors.moderation_policy_fi?.message}
      >
        {(props) => <textarea rows={8} {...props} {...register('moderation_policy_fi')} />}
      </FormField>
      <FormField
        id={MODERATION_FIELD_IDS.moderation_policy_sv}
        label={t('admin.settings.moderation.policySv')}
        hint={t('admin.settings.moderation.policyHint')}
        error={errors.moderation_policy_sv?.message}
      >
        {(props) => (
          <textarea rows={8} lang="sv" {...props} {...register('moderation_policy_sv')} />
        )}
      </FormField>
      <FormField
        id={MODERATION_FIELD_IDS.moderation_terms}
        label={t('admin.settings.moderation.terms')}
        hint={t('admin.settings.moderation.termsHint', {
          terms: DEFAULT_MODERATION_TERMS.join(', '),
        })}
        error={errors.moderation_terms?.message}
      >
        {(props) => <textarea rows={5} {...props} {...register('moderation_terms')} />}
      </FormField>
      <FormField
        id={MODERATION_FIELD_IDS.moderation_length_limit}
        label={t('admin.settings.moderation.length')}
        hint={t('admin.settings.moderation.lengthHint')}
        error={errors.moderation_length_limit?.message}
      >
        {(props) => (
          <input
            {...SHORT_NUMBER_INPUT}
            {...props}
            {...register('moderation_length_limit', { setValueAs: toInt })}
          />
        )}
      </FormField>
    </>
  );
}
