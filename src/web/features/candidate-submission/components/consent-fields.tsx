import type { UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '#web/components/form/checkbox-field';
import { FieldError } from '#web/components/form/form-field';
import { useT } from '#web/i18n/hooks';
import { paths } from '#web/paths';

/** The consents asked before sending (src/core/consent.ts); the texts' version is CONSENT_VERSION. */
export interface ConsentValues {
  publish: boolean;
  open_data: boolean;
}

export const CONSENT_FIELD_IDS = { publish: 'consent-publish', open_data: 'consent-open-data' };

interface ConsentFieldsProps {
  register: UseFormRegister<ConsentValues>;
  /** Why (a) is needed, after a send without it. */
  publishError?: string;
}

/** (a) publication here, required; (b) open data, optional and off unless ticked. */
export function ConsentFields({ register, publishError }: ConsentFieldsProps) {
  const t = useT();
  return (
    <fieldset className="fieldset cs-consents">
      <legend className="visually-hidden">{t('candidate.consent.legend')}</legend>
      <div className={publishError ? 'field--error' : undefined}>
        {publishError && (
          <FieldError id={`${CONSENT_FIELD_IDS.publish}-error`}>{publishError}</FieldError>
        )}
        <CheckboxField
          id={CONSENT_FIELD_IDS.publish}
          label={t('candidate.consent.publish')}
          hint={t('candidate.consent.publishHint')}
          {...(publishError && {
            'aria-invalid': true,
            'aria-describedby': `${CONSENT_FIELD_IDS.publish}-hint ${CONSENT_FIELD_IDS.publish}-error`,
          })}
          {...register('publish')}
        />
      </div>
      <CheckboxField
        id={CONSENT_FIELD_IDS.open_data}
        label={t('candidate.consent.openData')}
        hint={t('candidate.consent.openDataHint')}
        {...register('open_data')}
      />
      <p>
        <Link to={paths.privacy()}>{t('candidate.consent.privacy')}</Link>
      </p>
    </fieldset>
  );
}
