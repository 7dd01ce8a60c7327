import { act, cleanup, render as renderIn, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ReadAloud } from './read-aloud';
import {
  ListenToRow,
  RowsReadAloudBar,
  RowsReadAloudNote,
  RowsReadAloudStop,
} from './read-aloud-rows';

/** The note without a voice links to the accessibility statement: a router is needed. */
function render(ui: ReactElement) {
  const result = renderIn(<MemoryRouter>{ui}</MemoryRouter>);
  return {
    ...result,
    rerender: (next: ReactElement) => {
      result.rerender(<MemoryRouter>{next}</MemoryRouter>);
    },
  };
}

// "Kuuntele" with a stand-in for the browser's speech synthesis: what is read, in what order,
// with which voice, and that it stops.

interface Spoken {
  text: string;
  voice: string | undefined;
  rate: number;
}

class FakeUtterance {
  voice: { name: string } | null = null;
  lang = '';
  rate = 1;
  onend: (() => void) | null = null;
  constructor(readonly text: string) {}
}

let spoken: Spoken[];
let cancels: number;
let voices: { name: string; lang: string; localService: boolean }[];
const listeners = new Set<() => void>();

beforeEach(() => {
  spoken = [];
  cancels = 0;
  voices = [
    { name: 'Pilviääni', lang: 'fi-FI', localService: false },
    { name: 'Satu', lang: 'fi-FI', localService: true },
  ];
  Object.assign(globalThis, {
    SpeechSynthesisUtterance: FakeUtterance,
    speechSynthesis: {
      getVoices: () => voices,
      speak: (u: FakeUtterance) =>
        spoken.push({ text: u.text, voice: u.voice?.name, rate: u.rate }),
      cancel: () => (cancels += 1),
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    },
  });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(globalThis, 'speechSynthesis');
  Reflect.deleteProperty(globalThis, 'SpeechSynthesisUtterance');
  listeners.clear();
});

const items = [
  { label: 'Kuuntele', texts: ['Kunnan pitää\u00adauttaa.', 'Vastausvaihtoehdot:', 'Neutraali'] },
  { label: 'Kuuntele lisätieto', texts: ['Taustaa.'] },
];

describe('ReadAloud', () => {
  it('reads the statement, then the options, in order, with the device’s own voice only', async () => {
    render(<ReadAloud items={items} language="fi" stopKey={1} />);
    expect(spoken).toEqual([]); // never on its own
    await userEvent.click(screen.getByRole('button', { name: 'Kuuntele' }));
    expect(spoken.map((s) => s.text)).toEqual([
      'Kunnan pitääauttaa.',
      'Vastausvaihtoehdot:',
      'Neutraali',
    ]);
    expect(new Set(spoken.map((s) => s.voice))).toEqual(new Set(['Satu']));
  });

  it('reads more slowly when asked, and stops with "Lopeta lukeminen"', async () => {
    render(<ReadAloud items={items} language="fi" stopKey={1} />);
    await userEvent.selectOptions(screen.getByLabelText('Lukunopeus'), 'Hitaampi');
    await userEvent.click(screen.getByRole('button', { name: 'Kuuntele lisätieto' }));
    expect(spoken).toEqual([{ text: 'Taustaa.', voice: 'Satu', rate: 0.7 }]);
    const before = cancels;
    await userEvent.click(screen.getByRole('button', { name: 'Lopeta lukeminen' }));
    expect(cancels).toBe(before + 1);
    expect(screen.queryByRole('button', { name: 'Lopeta lukeminen' })).toBeNull();
  });

  it('stops reading when the voter moves on to another statement', async () => {
    const { rerender } = render(<ReadAloud items={items} language="fi" stopKey={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kuuntele' }));
    const before = cancels;
    rerender(<ReadAloud items={items} language="fi" stopKey={2} />);
    expect(cancels).toBe(before + 1);
  });

  it('shows no button, only how to add a voice, when the device has no local voice in the language', () => {
    voices = [{ name: 'Pilviääni', lang: 'fi-FI', localService: false }];
    render(<ReadAloud items={items} language="fi" stopKey={1} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Kuuntelu ei ole käytössä/)).toBeInTheDocument();
  });

  it('offers the button once the browser lists a local voice a moment later', () => {
    voices = [];
    render(<ReadAloud items={items} language="fi" stopKey={1} />);
    expect(screen.queryByRole('button', { name: 'Kuuntele' })).toBeNull();
    voices = [{ name: 'Satu', lang: 'fi-FI', localService: true }];
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(screen.getByRole('button', { name: 'Kuuntele' })).toBeInTheDocument();
  });
});

describe('Kuuntele on the result rows', () => {
  const row = [
    '1. sija.',
    'Aino Ahon\u00aden.',
    'Yhteensopivuus 87 %.',
    'Keskusta.',
    'Ehdokasnumero 12.',
  ];
  const list = (stopKey: string, rows = [{ id: 7, name: 'Aino Ahonen', texts: row }]) => (
    <>
      <RowsReadAloudBar language="fi" stopKey={stopKey} />
      <RowsReadAloudStop />
      {rows.map((r) => (
        <ListenToRow key={r.id} id={r.id} name={r.name} texts={r.texts} />
      ))}
      <RowsReadAloudNote />
    </>
  );

  it('reads the row whose button is pressed, in order, with the device’s own voice at the speed chosen above the list', async () => {
    render(list(''));
    expect(spoken).toEqual([]); // never on its own
    await userEvent.selectOptions(screen.getByLabelText('Lukunopeus'), 'Hitaampi');
    await userEvent.click(screen.getByRole('button', { name: 'Kuuntele: Aino Ahonen' }));
    expect(spoken.map((s) => s.text)).toEqual([
      '1. sija.',
      'Aino Ahonen.',
      'Yhteensopivuus 87 %.',
      'Keskusta.',
      'Ehdokasnumero 12.',
    ]);
    expect(new Set(spoken.map((s) => s.voice))).toEqual(new Set(['Satu']));
    expect(new Set(spoken.map((s) => s.rate))).toEqual(new Set([0.7]));
    const before = cancels;
    await userEvent.click(screen.getByRole('button', { name: 'Lopeta lukeminen' }));
    expect(cancels).toBe(before + 1);
    expect(screen.queryByRole('button', { name: 'Lopeta lukeminen' })).toBeNull();
  });

  it('stops when the list changes (another party or a search)', async () => {
    const { rerender } = render(list(''));
    await userEvent.click(screen.getByRole('button', { name: 'Kuuntele: Aino Ahonen' }));
    const before = cancels;
    rerender(list('Keskusta '));
    expect(cancels).toBe(before + 1);
  });

  it('gives the rows no button, and says once how to add a voice, without a local voice', () => {
    voices = [{ name: 'Pilviääni', lang: 'fi-FI', localService: false }];
    render(
      list('', [
        { id: 7, name: 'Aino Ahonen', texts: row },
        { id: 8, name: 'Eero Eskola', texts: row },
      ]),
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByText(/Kuuntelu ei ole käytössä/)).toHaveLength(1);
  });
});
