import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { updateQuestionInputSchema } from '../../../../../core/admin-schemas';
import { Choice, ChoiceGroup } from '../../../../components/form/choice-group';
import { ErrorSummary, summaryErrors } from '../../../../components/form/error-summary';
import { FormField } from '../../../../components/form/form-field';
import { isApiError } from '../../../../lib/api';
import type { AdminQuestion } from '../../api/admin-municipalities';
import type { UpdateQuestionInput } from '../../../../../core/admin-schemas';
import { QuestionPreview } from './question-preview';

// The core schema with both fields present: the form always shows a weight and a text.
const formSchema = updateQuestionInputSchema.and(
  z.object({ weight: z.literal([2, 3]), text: z.string() }),
);
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const FIELD_IDS = { weight: 'question-weight-2', text: 'question-text' } as const;

interface QuestionEditFormProps {
  question: AdminQuestion;
  save: (input: UpdateQuestionInput) => Promise<void>;
  onCancel: () => void;
}

/** Weight and text of one statement for this municipality, with a live preview. */
export function QuestionEditForm({ question, save, onCancel }: QuestionEditFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [restoring, setRestoring] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { weight: question.weight === 3 ? 3 : 2, text: question.text },
    shouldFocusError: false,
  });
  const text = useWatch({ control, name: 'text' }) ?? '';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function run(input: UpdateQuestionInput) {
    setServerError(null);
    try {
      await save(input);
    } catch (error) {
      setServerError(
        isApiError(error) ? error.message : 'Tallentaminen ei onnistunut. Yritä uudelleen.',
      );
      setFailedSubmits((n) => n + 1);
    }
  }

  const onValid = async (values: FormOutput) => {
    const input: UpdateQuestionInput = {};
    if (values.weight !== question.weight) input.weight = values.weight;
    const newText = (values.text ?? '').trim();
    if (newText !== question.text) {
      input.text = newText === question.default_text ? null : newText;
    }
    if (Object.keys(input).length === 0) {
      onCancel();
      return;
    }
    await run(input);
  };

  const summary = summaryErrors(errors, FIELD_IDS, serverError ? { message: serverError } : null);
  return (
    <div className="question-edit">
      <h3 ref={headingRef} tabIndex={-1} className="question-edit__title">
        Muokkaa väittämää {question.id}
      </h3>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setServerError(null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
        <ChoiceGroup
          id="question-weight"
          legend="Painoarvo"
          hint="Painoarvo 3 tarkoittaa, että väittämä vaikuttaa yhteensopivuuteen enemmän kuin väittämä, jonka painoarvo on 2."
          error={errors.weight?.message}
        >
          <Controller
            control={control}
            name="weight"
            render={({ field }) => (
              <>
                {([2, 3] as const).map((weight) => (
                  <Choice
                    key={weight}
                    id={`question-weight-${String(weight)}`}
                    name={field.name}
                    value={String(weight)}
                    label={weight === 2 ? '2 (tavallinen)' : '3 (tärkeä)'}
                    checked={field.value === weight}
                    onChange={() => {
                      field.onChange(weight);
                    }}
                    onBlur={field.onBlur}
                  />
                ))}
              </>
            )}
          />
        </ChoiceGroup>
        <FormField
          id={FIELD_IDS.text}
          label="Väittämän teksti tässä kunnassa"
          hint={`Oletusteksti: ${question.default_text}`}
          error={errors.text?.message}
        >
          {(props) => <textarea rows={4} {...props} {...register('text')} />}
        </FormField>
        <QuestionPreview number={question.id} category={question.category} text={text.trim()} />
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {isSubmitting ? 'Tallennetaan...' : 'Tallenna muutokset'}
          </button>
          {question.is_custom_text && (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={restoring || undefined}
              onClick={() => {
                if (restoring) return;
                setRestoring(true);
                void run({ text: null }).finally(() => {
                  setRestoring(false);
                });
              }}
            >
              Palauta oletusteksti
            </button>
          )}
          <button type="button" className="button button--tertiary" onClick={onCancel}>
            Peruuta
          </button>
        </div>
      </form>
    </div>
  );
}
