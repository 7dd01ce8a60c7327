import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { updateQuestionInputSchema } from '#core/admin-schemas';
import { Choice, ChoiceGroup } from '#web/components/form/choice-group';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import type { AdminQuestion } from '../../api/admin-municipalities';
import type { UpdateQuestionInput } from '#core/admin-schemas';
import { QuestionPreview } from './question-preview';
import { useT } from '#web/i18n/hooks';

const shape = updateQuestionInputSchema.shape;

/** An optional text (Swedish, plain): empty means none; otherwise the core schema's rules apply. */
function optionalSwedish(rules: typeof shape.text_sv) {
  const inner = rules.unwrap().unwrap();
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const result = inner.safeParse(value);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message });
    }
  });
}

// The core schema with every field present: the form always shows a weight and a text. The
// Swedish texts may be left empty.
const formSchema = z.object({
  weight: z.literal([2, 3]),
  text: shape.text.unwrap().unwrap(),
  background: shape.background.unwrap().unwrap(),
  text_sv: optionalSwedish(shape.text_sv),
  background_sv: optionalSwedish(shape.background_sv),
  plain_text: optionalSwedish(shape.plain_text),
  plain_background: optionalSwedish(shape.plain_background),
});

const FIELD_IDS = {
  weight: 'question-weight-2',
  text: 'question-text',
  background: 'question-background',
  text_sv: 'question-text-sv',
  background_sv: 'question-background-sv',
  plain_text: 'question-plain-text',
  plain_background: 'question-plain-background',
} as const;

/** What a Swedish field's value means for the server: undefined = unchanged, null = removed. */
function swedishChange(value: string | undefined, stored: string | null) {
  const text = (value ?? '').trim();
  if (text === (stored ?? '')) return undefined;
  return text === '' ? null : text;
}

interface QuestionEditFormProps {
  question: AdminQuestion;
  save: (input: UpdateQuestionInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * Weight, text and background ("Lisätietoa") of one statement for this municipality, with a live
 * preview, and optionally both texts in Swedish.
 */
export function QuestionEditForm({ question, save, onCancel }: QuestionEditFormProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [restoring, setRestoring] = useState(false);
  const serverForm = useServerForm({
    schema: formSchema,
    defaultValues: {
      weight: question.weight === 3 ? 3 : 2,
      text: question.text,
      background: question.background,
      text_sv: question.text_sv ?? '',
      background_sv: question.background_sv ?? '',
      plain_text: question.plain_text ?? '',
      plain_background: question.plain_background ?? '',
    },
    fieldIds: FIELD_IDS,
    failureMessage: t('admin.questions.edit.failed'),
    submit: async (values) => {
      const input: UpdateQuestionInput = {};
      if (values.weight !== question.weight) input.weight = values.weight;
      const newText = (values.text ?? '').trim();
      if (newText !== question.text) {
        input.text = newText === question.default_text ? null : newText;
      }
      const newBackground = (values.background ?? '').trim();
      if (newBackground !== question.background) {
        input.background = newBackground === question.default_background ? null : newBackground;
      }
      const textSv = swedishChange(values.text_sv, question.text_sv);
      if (textSv !== undefined) input.text_sv = textSv;
      const backgroundSv = swedishChange(values.background_sv, question.background_sv);
      if (backgroundSv !== undefined) input.background_sv = backgroundSv;
      const plainText = swedishChange(values.plain_text, question.plain_text);
      if (plainText !== undefined) input.plain_text = plainText;
      const plainBackground = swedishChange(values.plain_background, question.plain_background);
      if (plainBackground !== undefined) input.plain_background = plainBackground;
      if (Object.keys(input).length === 0) {
        onCancel();
        return;
      }
      await save(input);
    },
  });
  const { register, control } = serverForm.form;
  const { errors } = serverForm;
  const text = useWatch({ control, name: 'text' }) ?? '';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  /** Saves the default back in place of the municipality's own text; once at a time. */
  const restore = (input: UpdateQuestionInput) => {
    if (restoring) return;
    setRestoring(true);
    void serverForm
      .attempt(() => save(input))
      .finally(() => {
        setRestoring(false);
      });
  };

  return (
    <div className="question-edit">
      <h3 ref={headingRef} tabIndex={-1} className="question-edit__title">
        {t('admin.questions.edit.heading', { number: question.id })}
      </h3>
      <ServerForm form={serverForm} className="admin-form">
        <ChoiceGroup
          id="question-weight"
          legend={t('admin.questions.weight')}
          hint={t('admin.questions.edit.weightHint')}
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
                    label={t('admin.questions.edit.weightOption', { weight })}
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
          label={t('admin.questions.edit.text')}
          hint={t('admin.questions.edit.textHint', { text: question.default_text })}
          error={errors.text?.message}
        >
          {(props) => <textarea rows={4} {...props} {...register('text')} />}
        </FormField>
        <QuestionPreview number={question.id} category={question.category} text={text.trim()} />
        <FormField
          id={FIELD_IDS.background}
          label={t('admin.questions.edit.background')}
          hint={t('admin.questions.edit.backgroundHint')}
          error={errors.background?.message}
        >
          {(props) => <textarea rows={6} {...props} {...register('background')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.plain_text}
          label={t('admin.questions.edit.plainText')}
          hint={t('admin.questions.edit.plainTextHint', { text: question.default_plain_text })}
          error={errors.plain_text?.message}
        >
          {(props) => <textarea rows={3} {...props} {...register('plain_text')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.plain_background}
          label={t('admin.questions.edit.plainBackground')}
          hint={t('admin.questions.edit.plainBackgroundHint', {
            text: question.default_plain_background,
          })}
          error={errors.plain_background?.message}
        >
          {(props) => <textarea rows={5} {...props} {...register('plain_background')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.text_sv}
          label={t('admin.questions.edit.textSv')}
          hint={t('admin.questions.edit.textSvHint', { text: question.default_text_sv })}
          error={errors.text_sv?.message}
        >
          {(props) => <textarea rows={4} lang="sv" {...props} {...register('text_sv')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.background_sv}
          label={t('admin.questions.edit.backgroundSv')}
          hint={t('admin.questions.edit.backgroundSvHint')}
          error={errors.background_sv?.message}
        >
          {(props) => <textarea rows={6} lang="sv" {...props} {...register('background_sv')} />}
        </FormField>
        <div className="button-row">
          <SubmitButton form={serverForm} busyLabel={t('admin.saving')}>
            {t('admin.questions.edit.save')}
          </SubmitButton>
          {question.is_custom_text && (
            <RestoreButton busy={restoring} onRestore={() => restore({ text: null })}>
              {t('admin.questions.edit.restoreText')}
            </RestoreButton>
          )}
          {question.is_custom_background && (
            <RestoreButton busy={restoring} onRestore={() => restore({ background: null })}>
              {t('admin.questions.edit.restoreBackground')}
            </RestoreButton>
          )}
          <button type="button" className="button button--tertiary" onClick={onCancel}>
            {t('admin.cancel')}
          </button>
        </div>
      </ServerForm>
    </div>
  );
}

function RestoreButton({
  busy,
  onRestore,
  children,
}: {
  busy: boolean;
  onRestore: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-disabled={busy || undefined}
      onClick={onRestore}
    >
      {children}
    </button>
  );
}
