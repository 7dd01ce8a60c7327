import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PaperEntryStatements } from './paper-entry-statements';

const statements = Array.from({ length: 25 }, (_, i) => ({
  number: i + 1,
  text: `Väittämä numero ${String(i + 1)}`,
  text_lang: 'fi' as const,
}));

/** The statements with their state, a heading before them and a field after them. */
function Harness() {
  const [answers, setAnswers] = useState<(number | null)[]>(statements.map(() => null));
  const [justifications, setJustifications] = useState(statements.map(() => ''));
  return (
    <>
      <h1 tabIndex={-1}>Syötä paperilomakkeelta</h1>
      <PaperEntryStatements
        statements={statements}
        answers={answers}
        justifications={justifications}
        missing={new Set()}
        onAnswer={(index, value) => {
          setAnswers((a) => a.map((x, i) => (i === index ? value : x)));
        }}
        onJustification={(index, text) => {
          setJustifications((j) => j.map((x, i) => (i === index ? text : x)));
        }}
        afterLastId="after"
      />
      <label htmlFor="after">Lomake saapui</label>
      <input id="after" />
      <output data-testid="answers">{answers.join(',')}</output>
    </>
  );
}

describe('typing in a paper form', () => {
  it('takes 25 answers in 26 key presses: Tab from the heading, then 1–5 for each statement', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('heading', { name: 'Syötä paperilomakkeelta' }).focus();
    const typed = Array.from({ length: 25 }, (_, i) => String((i % 5) + 1));
    await user.keyboard(`{Tab}${typed.join('')}`);
    expect(screen.getByTestId('answers')).toHaveTextContent(typed.join(','));
    expect(screen.getByLabelText('Lomake saapui')).toHaveFocus();
    // Each statement's group is named by the statement; each button by its answer.
    const group = screen.getByRole('group', { name: '3. Väittämä numero 3' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: '3 Neutraali' })[2]).toBeChecked();
  });

  it('types digits into a justification, and a changed answer moves on to the next statement', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('heading').focus();
    await user.keyboard('{Tab}4');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    // Back on the first statement's justification: digits are text there.
    const first = screen.getByLabelText('Perustelu väittämään 1');
    expect(first).toHaveFocus();
    await user.keyboard('Vuonna 2027');
    expect(first).toHaveValue('Vuonna 2027');
    await user.keyboard('{Shift>}{Tab}{/Shift}2');
    expect(screen.getByTestId('answers')).toHaveTextContent(/^2,,/);
    expect(screen.getAllByRole('radio', { name: '1 Täysin eri mieltä' })[1]).toHaveFocus();
  });
});
