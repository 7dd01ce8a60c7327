import { useId, type ReactNode, type Ref } from 'react';

interface AlertBoxProps {
  title: ReactNode;
  /** Classes besides `alert-box` (which draws the focus ring). */
  className: string;
  /** Classes of the heading besides `alert-box__title`. */
  titleClassName?: string;
  /** Focus it to have the box read first (after a failed submit or check). */
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** What went wrong and what to do: a role=alert box named by its heading, focusable from code. */
export function AlertBox({ title, className, titleClassName, ref, children }: AlertBoxProps) {
  const classes = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);
  const titleId = useId();
  return (
    <div
      ref={ref}
      className={classes('alert-box', className)}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <h2 className={classes('alert-box__title', titleClassName)} id={titleId}>
        {title}
      </h2>
      {children}
    </div>
  );
}
