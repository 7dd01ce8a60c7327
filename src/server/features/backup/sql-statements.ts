// Splits SQL text into statements at the semicolons outside quotes, dollar quotes and comments,
// for `npm run restore`, which runs a backup statement by statement over a driver that has no
// psql. Fed in chunks (a backup is read as a stream); `end()` returns what is left.

type State =
  | { kind: 'code' }
  | { kind: 'single'; escapes: boolean }
  | { kind: 'double' }
  | { kind: 'dollar'; tag: string }
  | { kind: 'line-comment' }
  | { kind: 'block-comment'; depth: number };

export class SqlStatementSplitter {
  private buffer = '';
  /** How far `buffer` has been scanned, and the state there. */
  private pos = 0;
  private state: State = { kind: 'code' };

  /** Adds text; returns the statements it completed (each without its final semicolon). */
  push(text: string): string[] {
    this.buffer += text;
    const done: string[] = [];
    let start = 0;
    const b = this.buffer;
    let i = this.pos;
    scan: while (i < b.length) {
      const ch = b[i]!;
      const s = this.state;
      switch (s.kind) {
        case 'code': {
          if (ch === ';') {
            const statement = b.slice(start, i).trim();
            if (statement) done.push(statement);
            start = i + 1;
          } else if (ch === "'") {
            const prev = b[i - 1];
            const escapes = (prev === 'E' || prev === 'e') && !/[\w$]/.test(b[i - 2] ?? ' ');
            this.state = { kind: 'single', escapes };
          } else if (ch === '"') {
            this.state = { kind: 'double' };
          } else if (ch === '-' || ch === '/' || ch === '$') {
            if (i + 1 >= b.length) break scan; // need the next character
            if (ch === '-' && b[i + 1] === '-') {
              this.state = { kind: 'line-comment' };
              i++;
            } else if (ch === '/' && b[i + 1] === '*') {
              this.state = { kind: 'block-comment', depth: 1 };
              i++;
            } else if (ch === '$' && !/[\w$]/.test(b[i - 1] ?? ' ')) {
              const close = b.indexOf('$', i + 1);
              const between = close === -1 ? b.slice(i + 1) : b.slice(i + 1, close);
              if (/^[A-Za-z_\x80-\uffff][\w\x80-\uffff]*$|^$/.test(between)) {
                if (close === -1) break scan; // the tag continues in the next chunk
                this.state = { kind: 'dollar', tag: b.slice(i, close + 1) };
                i = close;
              }
            }
          }
          break;
        }
        case 'single':
          if (s.escapes && ch === '\\') {
            if (i + 1 >= b.length) break scan;
            i++;
          } else if (ch === "'") {
            if (i + 1 >= b.length) break scan; // '' or the end: the next character decides
            if (b[i + 1] === "'") i++;
            else this.state = { kind: 'code' };
          }
          break;
        case 'double':
          if (ch === '"') this.state = { kind: 'code' }; // "" reopens at once: same result
          break;
        case 'dollar':
          if (ch === '$') {
            if (i + s.tag.length > b.length) break scan;
            if (b.startsWith(s.tag, i)) {
              i += s.tag.length - 1;
              this.state = { kind: 'code' };
            }
          }
          break;
        case 'line-comment':
          if (ch === '\n') this.state = { kind: 'code' };
          break;
        case 'block-comment':
          if (i + 1 >= b.length) break scan;
          if (ch === '*' && b[i + 1] === '/') {
            i++;
            this.state =
              s.depth === 1 ? { kind: 'code' } : { kind: 'block-comment', depth: s.depth - 1 };
          } else if (ch === '/' && b[i + 1] === '*') {
            i++;
            this.state = { kind: 'block-comment', depth: s.depth + 1 };
          }
          break;
      }
      i++;
    }
    this.buffer = b.slice(start);
    this.pos = i - start;
    return done;
  }

  /** The text after the last semicolon, if it is more than whitespace and comments. */
  end(): string | null {
    const tail = this.buffer.trim();
    this.buffer = '';
    this.pos = 0;
    this.state = { kind: 'code' };
    const code = tail
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    return code ? tail : null;
  }
}
