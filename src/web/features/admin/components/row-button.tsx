import type { ReactNode } from 'react';

interface RowButtonProps {
  /** The visible action, e.g. "Poista". */
  children: ReactNode;
  /** What the row is about; read after the action ("Poista: Matti Meikäläinen") but not shown. */
  rowName: string;
  onClick: () => void;
  /** A destructive action: the red outline. */
  danger?: boolean;
  /** The action is under way: the button stays focusable but does nothing (aria-disabled). */
  busy?: boolean;
}

/** A small button in a table row whose accessible name tells which row it acts on. */
export function RowButton({
  children,
  rowName,
  onClick,
  danger = false,
  busy = false,
}: RowButtonProps) {
  return (
    <button
      type="button"
      className={
        danger
          ? 'button button--danger-outline button--small'
          : 'button button--secondary button--small'
      }
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {children}
      <span className="visually-hidden">: {rowName}</span>
    </button>
  );
}
