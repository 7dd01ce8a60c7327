import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findFlags } from '#core/moderation-flags';
import { FlaggedText, FlagsSummary } from './flagged-text';

const text = 'Soita 040 123 4567 tai katso www.esimerkki.fi nyt.';
const flags = findFlags(text, { lengthLimit: 1000 }).map((flag) => ({
  ...flag,
  statement: 3,
  term: flag.term ?? null,
}));

describe('the flags in a justification', () => {
  it('marks each flag where it is and names its kind in words, not by colour only', () => {
    const { container } = render(
      <p>
        <FlaggedText text={text} flags={flags} />
      </p>,
    );
    const marks = container.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual([
      '040 123 4567 [puhelinnumero]',
      'www.esimerkki.fi [verkko-osoite]',
    ]);
    // The rest of the text is there, unmarked, in its order.
    expect(container.textContent).toBe(
      'Soita 040 123 4567 [puhelinnumero] tai katso www.esimerkki.fi [verkko-osoite] nyt.',
    );
  });

  it('lists the flags with links to their statements, and says a flag decides nothing', () => {
    render(<FlagsSummary flags={flags} />);
    const region = screen.getByRole('region', { name: 'Huomiot perusteluissa' });
    expect(within(region).getByText(/päätös on sinun/)).toBeInTheDocument();
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Väittämä 3: puhelinnumero', '#vaittama-3'],
      ['Väittämä 3: verkko-osoite', '#vaittama-3'],
    ]);
  });

  it('shows nothing without flags', () => {
    const { container } = render(<FlagsSummary flags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
