import { useT } from '#web/i18n/hooks';

/** "Luo N koodia" and the way back, both waiting while the codes are being made. */
export function CreateCodesButtons({
  count,
  pending,
  disabled = false,
  onCreate,
  cancelLabel,
  onCancel,
}: {
  count: number;
  pending: boolean;
  /** Nothing to make (the button stays visible). */
  disabled?: boolean;
  onCreate: () => void;
  cancelLabel: string;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="button-row">
      <button
        type="button"
        className="button button--primary"
        disabled={pending || disabled}
        onClick={onCreate}
      >
        {pending
          ? t('admin.official.codes.creating')
          : t('admin.official.codes.confirm', { count })}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={pending}
        onClick={onCancel}
      >
        {cancelLabel}
      </button>
    </div>
  );
}
