import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { PARTIES } from '#core/parties';
import { checkPhotoFile, PHOTO_HINT, PHOTO_TYPES } from '#core/photos';
import type { UpdateCandidateInput } from '#core/admin-schemas';
import { SHORT_NUMBER_INPUT, FormField } from '#web/components/form/form-field';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import { isApiError } from '#web/lib/api';
import { uploadCandidatePhoto, type AdminCandidate } from '../../api/admin-candidates';
import { useAdminQuestions } from '../../api/admin-municipalities';
import { SaveOrCancel } from '../../components/save-or-cancel';
import { answerFieldId, CandidateAnswerFields } from './candidate-answer-fields';
import { candidateFormSchema, changedFields, formValuesOf } from './candidate-form-values';
import { useT } from '#web/i18n/hooks';

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

const ANSWER_IDS = Object.fromEntries(
  Array.from({ length: 25 }, (_, i) => [`answers.${String(i)}`, answerFieldId(i)]),
);

const numberOrNull = (v: unknown) => (v === '' || v === null ? null : Number(v));

/** Every field of one candidate: details, photo, and the 25 answers with justifications. */
export function CandidateEditForm({
  municipalityId,
  candidate,
  save,
  onCancel,
}: CandidateEditFormProps) {
  const t = useT();
  const questions = useAdminQuestions(municipalityId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [photoMessage, setPhotoMessage] = useState('');
  const [uploading, setUploading] = useState(false);
  const serverForm = useServerForm({
    schema: candidateFormSchema,
    defaultValues: formValuesOf(candidate),
    fieldIds: { ...FIELD_IDS, ...ANSWER_IDS },
    failureMessage: t('admin.candidates.edit.failed'),
    flattenErrors: (errors) => {
      const flat: Record<string, { message?: string } | undefined> = { ...errors };
      errors.answers?.forEach?.((error, i) => {
        flat[`answers.${String(i)}`] = error;
      });
      return flat;
    },
    submit: async (values, { fail }) => {
      const input = changedFields(candidate, values);
      if (Object.keys(input).length === 0) {
        fail(t('admin.candidates.edit.nothingChanged'));
        return;
      }
      await save(input);
    },
  });
  const { register, setValue, control } = serverForm.form;
  const { errors } = serverForm;
  const image = useWatch({ control, name: 'image' });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function uploadPhoto() {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setPhotoMessage(t('admin.candidates.photo.chooseFirst'));
      return;
    }
    const problem = checkPhotoFile(file);
    if (problem) {
      setPhotoMessage(problem);
      return;
    }
    setUploading(true);
    setPhotoMessage(t('admin.candidates.photo.uploading'));
    try {
      const { url } = await uploadCandidatePhoto(municipalityId, file);
      setValue('image', url, { shouldDirty: true });
      setPhotoMessage(t('admin.candidates.photo.chosen'));
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setPhotoMessage(isApiError(error) ? error.message : t('admin.candidates.photo.failed'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <section className="admin-panel" aria-labelledby="candidate-edit-heading">
      <h2 id="candidate-edit-heading" ref={headingRef} tabIndex={-1}>
        {t('admin.candidates.edit.heading', { name: candidate.name })}
      </h2>
      <ServerForm form={serverForm} className="admin-form admin-form--wide">
        <h3>{t('admin.candidates.edit.basics')}</h3>
        <FormField
          id={FIELD_IDS.name!}
          label={t('admin.candidates.name')}
          error={errors.name?.message}
        >
          {(props) => <input type="text" autoComplete="off" {...props} {...register('name')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.age!}
          label={t('admin.candidates.age')}
          error={errors.age?.message}
        >
          {(props) => (
            <input
              {...SHORT_NUMBER_INPUT}
              {...props}
              {...register('age', { setValueAs: numberOrNull })}
            />
          )}
        </FormField>
        <FormField
          id={FIELD_IDS.party!}
          label={t('admin.candidates.party')}
          hint={t('admin.candidates.edit.partyHint')}
          error={errors.party?.message}
        >
          {(props) => (
            <>
              <input type="text" list="candidate-party-list" {...props} {...register('party')} />
              <datalist id="candidate-party-list">
                {PARTIES.map((party) => (
                  <option key={party.short} value={party.name_fi} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField
          id={FIELD_IDS.profession!}
          label={t('admin.candidates.profession')}
          error={errors.profession?.message}
        >
          {(props) => <input type="text" {...props} {...register('profession')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.voting_number!}
          label={t('admin.candidates.edit.votingNumber')}
          error={errors.voting_number?.message}
        >
          {(props) => (
            <input
              {...SHORT_NUMBER_INPUT}
              {...props}
              {...register('voting_number', { setValueAs: numberOrNull })}
            />
          )}
        </FormField>

        <h3>{t('admin.candidates.photo')}</h3>
        <div className="candidate-photo-admin">
          {image ? (
            <img
              src={image}
              alt={t('admin.candidates.photo.alt', { name: candidate.name })}
              className="candidate-photo-admin__img"
            />
          ) : (
            <p>{t('admin.candidates.photo.none')}</p>
          )}
          <div className="field">
            <label className="field__label" htmlFor={FIELD_IDS.image}>
              {t('admin.candidates.photo.new')}
            </label>
            <p className="field__hint" id="candidate-photo-hint">
              {PHOTO_HINT}
            </p>
            <input
              ref={fileRef}
              id={FIELD_IDS.image}
              type="file"
              accept={PHOTO_TYPES.join(',')}
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
              {t('admin.candidates.photo.upload')}
            </button>
            {image && (
              <button
                type="button"
                className="button button--danger-outline"
                onClick={() => {
                  setValue('image', null, { shouldDirty: true });
                  setPhotoMessage(t('admin.candidates.photo.removed'));
                }}
              >
                {t('admin.candidates.photo.remove')}
              </button>
            )}
          </div>
          <p role="status" className="muted">
            {photoMessage}
          </p>
        </div>

        <h3>{t('admin.candidates.edit.answers')}</h3>
        <CandidateAnswerFields questions={questions.data} register={register} errors={errors} />

        <SaveOrCancel
          form={serverForm}
          saveLabel={t('admin.candidates.edit.save')}
          cancelLabel={t('admin.candidates.edit.cancel')}
          onCancel={onCancel}
        />
      </ServerForm>
    </section>
  );
}
