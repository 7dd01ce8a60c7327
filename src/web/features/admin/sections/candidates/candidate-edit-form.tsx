import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PARTIES } from '../../../../../core/parties';
import type { UpdateCandidateInput } from '../../../../../core/admin-schemas';
import { ErrorSummary, summaryErrors } from '../../../../components/form/error-summary';
import { FormField } from '../../../../components/form/form-field';
import { isApiError } from '../../../../lib/api';
import { uploadCandidatePhoto, type AdminCandidate } from '../../api/admin-candidates';
import { useAdminQuestions } from '../../api/admin-municipalities';
import { answerFieldId, CandidateAnswerFields } from './candidate-answer-fields';
import {
  candidateFormSchema,
  changedFields,
  formValuesOf,
  type CandidateFormOutput,
  type CandidateFormValues,
} from './candidate-form-values';

const FIELD_IDS: Record<string, string> = {
  name: 'candidate-name',
  age: 'candidate-age',
  party: 'candidate-party',
  profession: 'candidate-profession',
  voting_number: 'candidate-voting-number',
  image: 'candidate-photo',
};

interface CandidateEditFormProps {
  municipalityId: string;
  candidate: AdminCandidate;
  save: (input: UpdateCandidateInput) => Promise<void>;
  onCancel: () => void;
}

const numberOrNull = (v: unknown) => (v === '' || v === null ? null : Number(v));

/** Every field of one candidate: details, photo, and the 25 answers with justifications. */
export function CandidateEditForm({
  municipalityId,
  candidate,
  save,
  onCancel,
}: CandidateEditFormProps) {
  const questions = useAdminQuestions(municipalityId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [photoMessage, setPhotoMessage] = useState('');
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CandidateFormValues, unknown, CandidateFormOutput>({
    resolver: zodResolver(candidateFormSchema),
    defaultValues: formValuesOf(candidate),
    shouldFocusError: false,
  });
  const image = useWatch({ control, name: 'image' });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function uploadPhoto() {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setPhotoMessage('Valitse ensin kuvatiedosto.');
      return;
    }
    setUploading(true);
    setPhotoMessage('Kuvaa ladataan...');
    try {
      const { url } = await uploadCandidatePhoto(municipalityId, file);
      setValue('image', url, { shouldDirty: true });
      setPhotoMessage('Uusi kuva on valittu. Se tallentuu, kun tallennat muutokset.');
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setPhotoMessage(
        isApiError(error) ? error.message : 'Kuvan lataaminen ei onnistunut. Yritä uudelleen.',
      );
    } finally {
      setUploading(false);
    }
  }

  const onValid = async (values: CandidateFormOutput) => {
    setServerError(null);
    const input = changedFields(candidate, values);
    if (Object.keys(input).length === 0) {
      setServerError('Et muuttanut mitään. Muuta jotakin tietoa tai palaa listaan.');
      setFailedSubmits((n) => n + 1);
      return;
    }
    try {
      await save(input);
    } catch (error) {
      setServerError(
        isApiError(error) ? error.message : 'Tallentaminen ei onnistunut. Yritä uudelleen.',
      );
      setFailedSubmits((n) => n + 1);
    }
  };

  const answerIds = Object.fromEntries(
    Array.from({ length: 25 }, (_, i) => [`answers.${String(i)}`, answerFieldId(i)]),
  );
  const flatErrors: Record<string, { message?: string } | undefined> = {
    ...(errors as Record<string, { message?: string } | undefined>),
  };
  errors.answers?.forEach?.((error, i) => {
    flatErrors[`answers.${String(i)}`] = error;
  });
  const summary = summaryErrors(
    flatErrors,
    { ...FIELD_IDS, ...answerIds },
    serverError ? { message: serverError } : null,
  );

  return (
    <section className="admin-panel" aria-labelledby="candidate-edit-heading">
      <h2 id="candidate-edit-heading" ref={headingRef} tabIndex={-1}>
        Muokkaa ehdokasta: {candidate.name}
      </h2>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form
        className="admin-form admin-form--wide"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setServerError(null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
        <h3>Perustiedot</h3>
        <FormField id={FIELD_IDS.name!} label="Nimi" error={errors.name?.message}>
          {(props) => <input type="text" autoComplete="off" {...props} {...register('name')} />}
        </FormField>
        <FormField id={FIELD_IDS.age!} label="Ikä" error={errors.age?.message}>
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              className="input--short"
              {...props}
              {...register('age', { setValueAs: numberOrNull })}
            />
          )}
        </FormField>
        <FormField
          id={FIELD_IDS.party!}
          label="Puolue"
          hint="Valitse listasta tai kirjoita puolueen tai valitsijayhdistyksen nimi."
          error={errors.party?.message}
        >
          {(props) => (
            <>
              <input type="text" list="candidate-party-list" {...props} {...register('party')} />
              <datalist id="candidate-party-list">
                {PARTIES.map((party) => (
                  <option key={party.short} value={party.label} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField id={FIELD_IDS.profession!} label="Ammatti" error={errors.profession?.message}>
          {(props) => <input type="text" {...props} {...register('profession')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.voting_number!}
          label="Ehdokasnumero (vapaaehtoinen)"
          error={errors.voting_number?.message}
        >
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              className="input--short"
              {...props}
              {...register('voting_number', { setValueAs: numberOrNull })}
            />
          )}
        </FormField>

        <h3>Kuva</h3>
        <div className="candidate-photo-admin">
          {image ? (
            <img
              src={image}
              alt={`Kuva: ${candidate.name}`}
              className="candidate-photo-admin__img"
            />
          ) : (
            <p>Ehdokkaalla ei ole kuvaa.</p>
          )}
          <div className="field">
            <label className="field__label" htmlFor={FIELD_IDS.image}>
              Uusi kuva
            </label>
            <p className="field__hint" id="candidate-photo-hint">
              JPEG-, PNG- tai WebP-kuva, enintään 10 Mt.
            </p>
            <input
              ref={fileRef}
              id={FIELD_IDS.image}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby="candidate-photo-hint"
            />
          </div>
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={uploading || undefined}
              onClick={() => {
                if (!uploading) void uploadPhoto();
              }}
            >
              Lataa kuva
            </button>
            {image && (
              <button
                type="button"
                className="button button--danger-outline"
                onClick={() => {
                  setValue('image', null, { shouldDirty: true });
                  setPhotoMessage('Kuva poistetaan, kun tallennat muutokset.');
                }}
              >
                Poista kuva
              </button>
            )}
          </div>
          <p role="status" className="muted">
            {photoMessage}
          </p>
        </div>

        <h3>Vastaukset ja perustelut</h3>
        <CandidateAnswerFields questions={questions.data} register={register} errors={errors} />

        <div className="button-row">
          <button type="submit" className="button button--primary">
            {isSubmitting ? 'Tallennetaan...' : 'Tallenna muutokset'}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Peruuta ja palaa listaan
          </button>
        </div>
      </form>
    </section>
  );
}
