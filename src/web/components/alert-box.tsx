import { useId, type ReactNode, type Ref } from 'react';

interface AlertBoxProps {
  title: ReactNode;
  className: string;
  titleClassName: string;
  /** Focus it to have the box read first (after a failed submit or check). */
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** What went wrong and what to do: a role=alert box named by its heading, focusable from code. */
export function AlertBox({ title, className, titleClassName, ref, children }: AlertBoxProps) {
  const titleId = useId();
  return (
    <div ref={ref} className={className} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 className={titleClassName} id={titleId}>
        {title}
      </h2>
      {children}
    </div>
  );
}
