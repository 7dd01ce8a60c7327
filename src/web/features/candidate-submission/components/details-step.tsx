import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorSummary, summaryErrors } from '../../../components/form/error-summary';
import { FormField } from '../../../components/form/form-field';
import { usePageTitle } from '../../../lib/use-page-title';
import type { DraftChange } from '../hooks/use-candidate-draft';
import { OTHER_PARTY, type CandidateDraft } from '../lib/draft';
import { stepUrl, type StepLocation } from '../lib/steps';
import {
  detailsFormSchema,
  detailsOf,
  PARTY_LABELS,
  type Details,
  type DetailsFormValues,
} from '../lib/validation';
import { BackLink } from './back-link';
import { PhotoField } from './photo-field';
import { SavedOnDeviceNote } from './saved-on-device-note';
import { StepHeading } from './step-heading';

interface DetailsStepProps {
  code: string;
  draft: CandidateDraft;
  update: (change: DraftChange) => void;
  location: StepLocation;
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

const WAIT_FOR_PHOTO = 'Kuva latautuu vielä. Odota, kunnes se on ladattu, tai peruuta lataus.';

/** Step 2: who the candidate is. Every change is kept on this device as it is typed. */
export function DetailsStep({ code, draft, update, location }: DetailsStepProps) {
  const navigate = useNavigate();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const uploadingRef = useRef(false);

  const {
    register,
    handleSubmit,
    watch,
    control,
    formState: { errors },
  } = useForm<DetailsFormValues, unknown, Details>({
    resolver: zodResolver(detailsFormSchema),
    defaultValues: detailsOf(draft),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const party = useWatch({ control, name: 'party' });

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

  const summary = summaryErrors(
    errors,
    DETAILS_FIELD_IDS,
    photoError ? { message: photoError, fieldId: PHOTO_FIELD_ID } : null,
  );
  usePageTitle(`${summary.length > 0 ? 'Virhe: ' : ''}Perustiedot – Ehdokkaan lomake`);

  const onValid = async () => {
    if (uploadingRef.current) {
      setPhotoError(WAIT_FOR_PHOTO);
      setFailedSubmits((n) => n + 1);
      return;
    }
    setPhotoError(null);
    await navigate(
      stepUrl(code, location.returnToCheck ? { step: 'tarkista' } : { step: 'vastaukset' }),
    );
  };

  const handleUploadingChange = useCallback((uploading: boolean) => {
    uploadingRef.current = uploading;
    if (!uploading) setPhotoError(null);
  }, []);

  return (
    <>
      <BackLink
        to={stepUrl(code, location.returnToCheck ? { step: 'tarkista' } : { step: 'koodi' })}
      />
      <StepHeading step="perustiedot">Perustiedot</StepHeading>
      <ErrorSummary title="Korjaa seuraavat kohdat" errors={summary} focusKey={failedSubmits} />
      <p>
        Nämä tiedot näkyvät äänestäjille vaalikoneessa. Kentät, joiden perässä on (vapaaehtoinen),
        voit jättää tyhjiksi.
      </p>
      <form
        noValidate
        className="cs-form"
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setPhotoError(uploadingRef.current ? WAIT_FOR_PHOTO : null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
        <FormField
          id={DETAILS_FIELD_IDS.name}
          label="Nimi"
          hint="Etu- ja sukunimi niin kuin ne ovat ehdokaslistalla."
          error={errors.name?.message}
        >
          {(props) => <input type="text" autoComplete="name" {...props} {...register('name')} />}
        </FormField>
        <FormField
          id={DETAILS_FIELD_IDS.age}
          label="Ikä"
          hint="Vuosina, esimerkiksi 67."
          error={errors.age?.message}
        >
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className="cs-input--short"
              {...props}
              {...register('age')}
            />
          )}
        </FormField>
        <FormField
          id={DETAILS_FIELD_IDS.party}
          label="Puolue"
          hint="Jos puolueesi ei ole listalla tai olet sitoutumaton, valitse Muu puolue tai sitoutumaton."
          error={errors.party?.message}
        >
          {(props) => (
            <select {...props} {...register('party')}>
              <option value="">Valitse puolue</option>
              {PARTY_LABELS.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
              <option value={OTHER_PARTY}>Muu puolue tai sitoutumaton</option>
            </select>
          )}
        </FormField>
        {party === OTHER_PARTY && (
          <div className="cs-conditional">
            <FormField
              id={DETAILS_FIELD_IDS.otherParty}
              label="Puolueen tai valitsijayhdistyksen nimi"
              hint="Jos olet sitoutumaton, kirjoita Sitoutumaton."
              error={errors.otherParty?.message}
            >
              {(props) => <input type="text" {...props} {...register('otherParty')} />}
            </FormField>
          </div>
        )}
        <FormField
          id={DETAILS_FIELD_IDS.profession}
          label="Ammatti (vapaaehtoinen)"
          hint="Esimerkiksi eläkeläinen tai sairaanhoitaja."
          error={errors.profession?.message}
        >
          {(props) => (
            <input
              type="text"
              autoComplete="organization-title"
              {...props}
              {...register('profession')}
            />
          )}
        </FormField>
        <FormField
          id={DETAILS_FIELD_IDS.votingNumber}
          label="Ehdokasnumero (vapaaehtoinen)"
          hint="Keskusvaalilautakunta antaa ehdokasnumerot vasta myöhemmin. Jos et vielä tiedä numeroasi, jätä kenttä tyhjäksi. Ylläpito voi lisätä numeron myöhemmin."
          error={errors.votingNumber?.message}
        >
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className="cs-input--short"
              {...props}
              {...register('votingNumber')}
            />
          )}
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
          {location.returnToCheck ? 'Tallenna ja palaa tarkistukseen' : 'Jatka'}
        </button>
      </form>
      <SavedOnDeviceNote />
    </>
  );
}
