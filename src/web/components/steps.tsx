interface Step {
  title: string;
  text: string;
}

interface StepsProps {
  steps: readonly Step[];
  /** A class beside `steps`, for the page's own spacing. */
  className?: string;
}

/** "How it goes": a numbered list of steps, each a title (h3) and a sentence or two. */
export function Steps({ steps, className }: StepsProps) {
  return (
    <ol className={className ? `steps ${className}` : 'steps'}>
      {steps.map((step) => (
        <li key={step.title} className="steps__item">
          <h3 className="steps__title">{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
