import { useEffect, useRef, useState } from 'react';
import { ErrorCode } from '#core/error-codes';
import { officialCandidateInputSchema, type OfficialCandidateInput } from '#core/official-schemas';
import { partyName } from '#core/parties';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { FormField, SHORT_NUMBER_INPUT } from '#web/components/form/form-field';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import { useT } from '#web/i18n/hooks';
import { isApiError } from '#web/lib/api';
import { useSaveOfficialCandidate, type OfficialCandidate } from '../../api/official-candidates';
import { SaveOrCancel } from '../../components/save-or-cancel';
import { changesOf, type Change } from './official-changes';
import { numberOrNull, PartyInput } from '../../components/candidate-fields';

const FIELD_IDS = {
  first_name: 'official-first-name',
  last_name: 'official-last-name',
  party: 'official-party',
  candidate_number: 'official-number',
  age: 'official-age',
  profession: 'official-profession',
  language: 'official-language',
} as const;

const emptyValues = {
  first_name: '',
  last_name: '',
  party: '',
  candidate_number: undefined as unknown as number,
  age: null,
  profession: '',
  language: 'fi',
} satisfies Partial<OfficialCandidateInput> as OfficialCandidateInput;

const valuesOf = (c: OfficialCandidate): OfficialCandidateInput => ({
  first_name: c.first_name,
  last_name: c.last_name,
  party: partyName(c.party),
  candidate_number: c.candidate_number,
  age: c.age,
  profession: c.profession,
  language: c.language,
});

interface Props {
  municipalityId: string;
  /** The candidate to correct; null adds a new one. */
  candidate: OfficialCandidate | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/**
 * Add an official candidate by hand, or correct one. A correction is confirmed first with the
 * changed fields listed, since the form of every code bound to the candidate shows these details.
 */
export function OfficialCandidateForm({ municipalityId, candidate, onSaved, onCancel }: Props) {
  const t = useT();
  const save = useSaveOfficialCandidate(municipalityId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<{
    input: OfficialCandidateInput;
    changes: Change[];
  } | null>(null);
  const saved = (input: OfficialCandidateInput) =>
    onSaved(
      t(candidate ? 'admin.official.form.corrected' : 'admin.official.form.added', {
        name: `${input.first_name} ${input.last_name}`,
        number: input.candidate_number,
      }),
    );

  const serverForm = useServerForm({
    schema: officialCandidateInputSchema,
    defaultValues: candidate ? valuesOf(candidate) : emptyValues,
    fieldIds: FIELD_IDS,
    failureMessage: t('admin.official.form.failed'),
    submit: async (input, { fail, failField }) => {
      if (candidate) {
        const changes = changesOf(valuesOf(candidate), input);
        if (changes.length === 0) {
          fail(t('admin.official.form.nothingChanged'));
          return;
        }
        save.reset();
        setConfirming({ input, changes });
        return;
      }
      try {
        await save.mutateAsync({ id: null, input });
        saved(input);
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.CandidateNumberTaken) {
          failField('candidate_number', error.message);
          return;
        }
        throw error;
      }
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const heading = candidate
    ? t('admin.official.form.editHeading', {
        name: `${candidate.first_name} ${candidate.last_name}`,
      })
    : t('admin.official.form.addHeading');
  return (
    <section className="admin-panel" aria-labelledby="official-form-heading">
      <h3 id="official-form-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      <ServerForm form={serverForm} className="admin-form" label={heading}>
        <FormField
          id={FIELD_IDS.first_name}
          label={t('admin.official.field.firstName')}
          error={errors.first_name?.message}
        >
          {(p) => <input type="text" autoComplete="off" {...p} {...register('first_name')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.last_name}
          label={t('admin.official.field.lastName')}
          error={errors.last_name?.message}
        >
          {(p) => <input type="text" autoComplete="off" {...p} {...register('last_name')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.party}
          label={t('admin.official.field.party')}
          hint={t('admin.official.field.partyHint')}
          error={errors.party?.message}
        >
          {(p) => <PartyInput listId="official-party-list" {...p} {...register('party')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.candidate_number}
          label={t('admin.official.field.number')}
          error={errors.candidate_number?.message}
        >
          {(p) => (
            <input
              {...SHORT_NUMBER_INPUT}
              {...p}
              {...register('candidate_number', { setValueAs: numberOrNull })}
            />
          )}
        </FormField>
        <FormField
          id={FIELD_IDS.age}
          label={t('admin.official.field.age')}
          hint={t('admin.official.field.optional')}
          error={errors.age?.message}
        >
          {(p) => (
            <input
              {...SHORT_NUMBER_INPUT}
              {...p}
              {...register('age', { setValueAs: numberOrNull })}
            />
          )}
        </FormField>
        <FormField
          id={FIELD_IDS.profession}
          label={t('admin.official.field.profession')}
          hint={t('admin.official.field.optional')}
          error={errors.profession?.message}
        >
          {(p) => <input type="text" {...p} {...register('profession')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.language}
          label={t('admin.official.field.language')}
          error={errors.language?.message}
        >
          {(p) => (
            <select {...p} {...register('language')}>
              <option value="fi">{t('admin.official.language.fi')}</option>
              <option value="sv">{t('admin.official.language.sv')}</option>
            </select>
          )}
        </FormField>
        <SaveOrCancel
          form={serverForm}
          saveLabel={candidate ? t('admin.official.form.save') : t('admin.official.form.add')}
          cancelLabel={t('admin.official.cancel')}
          onCancel={onCancel}
        />
      </ServerForm>
      <ConfirmDialog
        open={confirming !== null}
        title={t('admin.official.form.confirmTitle')}
        confirmLabel={t('admin.official.form.confirm')}
        pending={save.isPending}
        error={save.error?.message ?? null}
        onConfirm={() => {
          if (!confirming || !candidate) return;
          save.mutate(
            { id: candidate.id, input: confirming.input },
            {
              onSuccess: () => {
                const input = confirming.input;
                setConfirming(null);
                saved(input);
              },
            },
          );
        }}
        onCancel={() => {
          setConfirming(null);
        }}
      >
        <p>{t('admin.official.form.confirmText')}</p>
        <ul>
          {confirming?.changes.map((change) => (
            <li key={change.field}>
              {t('admin.official.form.change', {
                field: t(change.label),
                from: change.from || '–',
                to: change.to || '–',
              })}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </section>
  );
}
