import type { ReactNode, RefObject } from 'react';

interface AuthPageProps {
  title: ReactNode;
  /** Given when the heading takes focus as the page's view changes (`useFocusHeading`). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** The narrow page of the sign-in, password and invitation screens, with its main heading. */
export function AuthPage({ title, headingRef, children }: AuthPageProps) {
  return (
    <div className="page auth-page">
      {headingRef ? (
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
      ) : (
        <h1>{title}</h1>
      )}
      {children}
    </div>
  );
}
