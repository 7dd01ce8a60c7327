import { useCallback, useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from '#web/lib/app-router-view';
import { partyName } from '#core/parties';
import { FormField, type FieldControlProps } from '#web/components/form/form-field';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import { useLanguage, useT } from '#web/i18n/hooks';
import { usePageTitle } from '#web/lib/use-page-title';
import type { DraftChange } from '../hooks/use-candidate-draft';
import { OTHER_PARTY, type CandidateDraft } from '../lib/draft';
import type { OfficialDetails } from '../lib/official';
import { stepUrl, type StepLocation } from '../lib/steps';
import { detailsFormSchema, detailsOf, PARTY_LABELS } from '../lib/validation';
import { BackLink } from './back-link';
import { PhotoField } from './photo-field';
import { SavedOnDeviceNote } from './saved-on-device-note';
import { StepHeading } from './step-heading';

interface DetailsStepProps {
  code: string;
  draft: CandidateDraft;
  update: (change: DraftChange) => void;
  location: StepLocation;
  /** An official candidate's details: name, party and number are shown locked. */
  official?: OfficialDetails | null;
}

/** The ids of the fields, in form order; "Muuta" links and the error summary point here. */
export const DETAILS_FIELD_IDS = {
  name: 'candidate-name',
  age: 'candidate-age',
  party: 'candidate-party',
  otherParty: 'candidate-other-party',
  profession: 'candidate-profession',
  votingNumber: 'candidate-voting-number',
} as const;
export const PHOTO_FIELD_ID = 'candidate-photo';

/** Step 2: who the candidate is. Every change is kept on this device as it is typed. */
export function DetailsStep({ code, draft, update, location, official = null }: DetailsStepProps) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const uploadingRef = useRef(false);

  const serverForm = useServerForm({
    schema: detailsFormSchema,
    defaultValues: detailsOf(draft),
    fieldIds: DETAILS_FIELD_IDS,
    failureMessage: '',
    formErrorFieldId: PHOTO_FIELD_ID,
    reValidateMode: 'onSubmit',
    onInvalid: ({ setFormError }) => {
      setFormError(uploadingRef.current ? t('candidate.details.waitForPhoto') : null);
    },
    submit: async (_details, { fail }) => {
      if (uploadingRef.current) {
        fail(t('candidate.details.waitForPhoto'));
        return;
      }
      await navigate(
        stepUrl(code, location.returnToCheck ? { step: 'tarkista' } : { step: 'vastaukset' }),
      );
    },
  });
  const { register, watch, control } = serverForm.form;
  const { errors } = serverForm;
  const { summary, setFormError } = serverForm;
  const photoError = serverForm.formError;
  const party = useWatch({ control, name: 'party' });
  /** A field's id and error message go by its name, so they cannot point at different fields. */
  const field = (name: keyof typeof DETAILS_FIELD_IDS, label: string, hint?: string) => ({
    id: DETAILS_FIELD_IDS[name],
    label,
    hint,
    error: errors[name]?.message,
  });
  const textInput =
    (name: 'name' | 'otherParty' | 'profession', autoComplete?: string) =>
    (props: FieldControlProps) => (
      <input
        type="text"
        autoComplete={autoComplete}
        readOnly={official !== null && name === 'name'}
        {...props}
        {...register(name)}
      />
    );
  /** A short text box for a number (age, voting number): digits are checked by the schema. */
  const numberInput = (name: 'age' | 'votingNumber') => (props: FieldControlProps) => (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className="cs-input--short"
      readOnly={official !== null && name === 'votingNumber'}
      {...props}
      {...register(name)}
    />
  );

  useEffect(() => {
    const subscription = watch((values) => {
      update({
        name: values.name ?? '',
        age: values.age ?? '',
        party: values.party ?? '',
        otherParty: values.otherParty ?? '',
        profession: values.profession ?? '',
        votingNumber: values.votingNumber ?? '',
      });
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [watch, update]);

  const title = t('candidate.title', { title: t('candidate.details.heading') });
  usePageTitle(summary.length > 0 ? t('candidate.errorPrefix', { title }) : title);

  const handleUploadingChange = useCallback(
    (uploading: boolean) => {
      uploadingRef.current = uploading;
      if (!uploading) setFormError(null);
    },
    [setFormError],
  );

  return (
    <>
      <BackLink
        to={stepUrl(code, location.returnToCheck ? { step: 'tarkista' } : { step: 'koodi' })}
      />
      <StepHeading step="perustiedot">{t('candidate.details.heading')}</StepHeading>
      <ServerForm
        form={serverForm}
        className="cs-form"
        summaryTitle={t('candidate.fixThese')}
        beforeForm={<p>{t('candidate.details.intro')}</p>}
      >
        {/* Said once, above the form: the locked fields carry no hint of their own. */}
        {official && (
          <p className="notice" id="candidate-official-note">
            {t('candidate.details.official')}
          </p>
        )}
        <FormField
          {...field(
            'name',
            t('candidate.details.name'),
            official ? undefined : t('candidate.details.nameHint'),
          )}
        >
          {textInput('name', 'name')}
        </FormField>
        <FormField {...field('age', t('candidate.details.age'), t('candidate.details.ageHint'))}>
          {numberInput('age')}
        </FormField>
        {official ? (
          <FormField {...field('party', t('candidate.details.party'))}>
            {(props) => (
              <input type="text" {...props} readOnly value={partyName(official.party, language)} />
            )}
          </FormField>
        ) : (
          <FormField
            {...field('party', t('candidate.details.party'), t('candidate.details.partyHint'))}
          >
            {(props) => (
              <select {...props} {...register('party')}>
                <option value="">{t('candidate.details.choosePartyOption')}</option>
                {PARTY_LABELS.map((label) => {
                  const name = partyName(label, language);
                  return (
                    <option
                      key={label}
                      value={label}
                      lang={language === 'sv' && name === partyName(label) ? 'fi' : undefined}
                    >
                      {name}
                    </option>
                  );
                })}
                <option value={OTHER_PARTY}>{t('candidate.details.otherPartyOption')}</option>
              </select>
            )}
          </FormField>
        )}
        {party === OTHER_PARTY && !official && (
          <div className="cs-conditional">
            <FormField
              {...field(
                'otherParty',
                t('candidate.details.otherParty'),
                t('candidate.details.otherPartyHint'),
              )}
            >
              {textInput('otherParty')}
            </FormField>
          </div>
        )}
        <FormField
          {...field(
            'profession',
            t('candidate.details.profession'),
            t('candidate.details.professionHint'),
          )}
        >
          {textInput('profession', 'organization-title')}
        </FormField>
        <FormField
          {...field(
            'votingNumber',
            official
              ? t('candidate.details.votingNumberLocked')
              : t('candidate.details.votingNumber'),
            official ? undefined : t('candidate.details.votingNumberHint'),
          )}
        >
          {numberInput('votingNumber')}
        </FormField>
        <PhotoField
          id={PHOTO_FIELD_ID}
          code={code}
          image={draft.image}
          error={photoError ?? undefined}
          onChange={(image) => {
            update({ image });
          }}
          onUploadingChange={handleUploadingChange}
        />
        <button type="submit" className="button button--primary button--large">
          {location.returnToCheck ? t('candidate.saveAndReturn') : t('candidate.continue')}
        </button>
      </ServerForm>
      <SavedOnDeviceNote />
    </>
  );
}
