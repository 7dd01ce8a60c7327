// Reads a screen-reader transcript written by drive.py and finds what a blind voter must not
// hear (docs/screen-reader.md): the wrong statement, words run together, focus mode on arrival,
// a bare "statusbar", a page change without its heading, H finding no heading, and a heading
// read as "clickable".

export interface Step {
  label: string;
  keys: string[];
  /**
   * Words from the step file's fourth field: "page" for a page change in the app (its heading
   * must be spoken), "load" for a full page load (Orca's "Finished loading" must be).
   */
  expect: string[];
  /** What Orca said after the step, without the voice-language markers. */
  said: string[];
}

const STEP_LINE = /^### (.*?) {2}\[keys: (.*?)\](?: {2}\[expect: (.*)\])?$/;

export function parseTranscript(text: string): Step[] {
  const steps: Step[] = [];
  for (const line of text.split('\n')) {
    const head = STEP_LINE.exec(line);
    if (head) {
      steps.push({
        label: head[1] ?? '',
        keys: (head[2] ?? '').split(' ').filter(Boolean),
        expect: (head[3] ?? '').split(' ').filter(Boolean),
        said: [],
      });
    } else if (line.startsWith('  > ') && !/^ {2}> \[lang=[^\]]*\]$/.test(line)) {
      steps.at(-1)?.said.push(line.slice(4).trim());
    }
  }
  return steps;
}

export interface TranscriptFacts {
  /** The statements of the journey's municipality in the journey's language, in order. */
  statements: readonly string[];
  /**
   * Texts that are not words, such as the journey's access code ("824Y TRPP"), which the
   * words-run-together rule would take for "4Y".
   */
  notWords?: readonly string[];
  /**
   * The statements come in the voter's own order ("Lyhyempi versio"): the number announced is
   * the place, so any one statement may follow it, but only one.
   */
  anyOrder?: boolean;
}

export interface Problem {
  step: string;
  rule: string;
  said: string;
}

/** "Väittämä 3, yhteensä 25" / "Påstående 3 av 25": the statement number Orca announced. */
const ANNOUNCED_STATEMENT = /^(?:Väittämä (\d+), yhteensä|Påstående (\d+) av) \d+\.?$/;

/**
 * Two words with no space between them: a small letter or a digit straight before a capital
 * ("sijaElina", "KoskinenVihreä"), a letter straight before a digit ("hyvinvointi84"), a colon
 * straight before a capital ("1:Terveys"). ("25:stä" is Finnish.)
 */
const JOINED = [/[a-zåäöé][A-ZÅÄÖ]/u, /[a-zåäöé][0-9]/u, /[0-9][A-ZÅÄÖ]/u, /:[A-ZÅÄÖ]/u];

/** Orca's key echo and its own messages in English, which are not page text. */
function isPageText(utterance: string): boolean {
  return !/^((left |right )?(control|shift|alt|tab|return|space|insert|kp_add|home|end)\b|F\d+$)/i.test(
    utterance,
  );
}

/** `said` without any of `notWords`, however grouped ("824Y TRPP", "824Y-TRPP", "824YTRPP"). */
function withoutNotWords(said: string, notWords: readonly string[]): string {
  let rest = said;
  for (const text of notWords) {
    // Letters and digits only: the regular expression needs no escapes.
    const chars = [...text.replace(/[^\p{L}\p{N}]/gu, '')];
    if (chars.length > 0) rest = rest.replace(new RegExp(chars.join('[\\s-]?'), 'giu'), ' ');
  }
  return rest;
}

function stripSoftHyphens(text: string): string {
  return text.replace(/\u00AD/g, '');
}

/** Every rule broken in the transcript; an empty list when the journey sounded right. */
export function checkTranscript(steps: readonly Step[], facts: TranscriptFacts): Problem[] {
  const problems: Problem[] = [];
  const statements = facts.statements.map(stripSoftHyphens);
  const add = (step: Step, rule: string, said: string) => {
    problems.push({ step: step.label, rule, said });
  };

  for (const step of steps) {
    const pageText = step.said.filter(isPageText);

    for (const said of pageText) {
      if (/^statusbar\.?$/.test(said))
        add(step, 'An empty live region is read as "statusbar".', said);
      const words = withoutNotWords(said, facts.notWords ?? []);
      if (JOINED.some((pattern) => pattern.test(words)) && !/https?:|\d+\.\d+\.\d+/.test(words)) {
        add(step, 'Two words are read as one (no space between blocks).', said);
      }
    }

    // The statement read on arrival is the statement announced.
    const announced = pageText
      .map((said) => ANNOUNCED_STATEMENT.exec(said))
      .find((match) => match !== null);
    if (announced) {
      const number = Number(announced[1] ?? announced[2]);
      const read = statements.findIndex((statement) =>
        pageText.some((said) => said.includes(statement)),
      );
      const expected = facts.anyOrder && read >= 0 ? statements[read] : statements[number - 1];
      const expectedIndex = statements.indexOf(expected ?? '');
      for (const said of pageText) {
        statements.forEach((statement, index) => {
          if (index !== expectedIndex && said.includes(statement)) {
            add(
              step,
              `Statement ${String(number)} was announced, but statement ${String(index + 1)} was read.`,
              said,
            );
          }
        });
      }
      if (expected !== undefined && !pageText.some((said) => said.includes(expected))) {
        add(
          step,
          `Statement ${String(number)} was announced, but its text was not read.`,
          pageText.join(' | '),
        );
      }
    }

    if (step.expect.includes('load')) {
      if (pageText.some((said) => /\bFocus mode\b/.test(said))) {
        add(step, 'Arriving at a page switched Orca to focus mode.', 'Focus mode');
      }
      if (!pageText.some((said) => said.startsWith('Finished loading'))) {
        add(step, 'A page load was not announced.', pageText.join(' | '));
      }
    }

    for (const said of pageText) {
      if (/\bheading level \d+ clickable\b/.test(said)) {
        add(step, 'A heading is read as "clickable".', said);
      }
    }

    if (step.expect.includes('page')) {
      if (pageText.some((said) => /\bFocus mode\b/.test(said))) {
        add(step, 'Arriving at a page switched Orca to focus mode.', 'Focus mode');
      }
      if (!pageText.some((said) => /heading level 1/.test(said))) {
        add(step, "A page change did not speak the new page's heading.", pageText.join(' | '));
      }
    }

    if (step.keys.length === 1 && step.keys[0] === 'h') {
      if (pageText.some((said) => /No more headings/.test(said))) {
        add(step, 'H found no heading on the page.', pageText.join(' | '));
      }
    }
  }
  return problems;
}
