import type { ReactNode } from 'react';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Free-form contact details from the settings, with e-mail addresses as mailto links. */
export function ContactText({ text }: { text: string }) {
  const parts: ReactNode[] = text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
  return <p className="contact-text">{parts}</p>;
}
