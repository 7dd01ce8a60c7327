// Reads an environment file as systemd's EnvironmentFile= does (systemd's parse_env_file): one
// KEY=VALUE a line; lines starting with # or ; are comments; whitespace around the key and before
// the value is dropped; an unquoted value runs to the end of the line (a "#" after it is part of
// the value) without its trailing whitespace, and a backslash takes the next character as is;
// "double quotes" take backslash escapes of \ " $ ` and newline; 'single quotes' are literal; a
// backslash at the end of an unquoted line joins the next line.

export function parseSystemdEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.replace(/^\s+/, '');
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const eq = line.indexOf('=');
    if (eq < 0) continue; // systemd ignores a line without "=" (with a warning)
    const key = line.slice(0, eq).trim();
    let rest = line.slice(eq + 1).replace(/^\s+/, '');
    let value = '';
    if (rest.startsWith('"') || rest.startsWith("'")) {
      const quote = rest[0]!;
      rest = rest.slice(1);
      for (;;) {
        let j = 0;
        for (; j < rest.length; j++) {
          const ch = rest[j]!;
          if (ch === quote) break;
          if (quote === '"' && ch === '\\' && j + 1 < rest.length) {
            const next = rest[j + 1]!;
            value += '"\\$`'.includes(next) ? next : `\\${next}`;
            j++;
          } else value += ch;
        }
        if (j < rest.length) break; // closing quote found; anything after it is ignored
        if (i + 1 >= lines.length) break;
        value += '\n';
        rest = lines[++i]!;
      }
    } else {
      for (;;) {
        let joined = false;
        for (let j = 0; j < rest.length; j++) {
          const ch = rest[j]!;
          if (ch === '\\') {
            if (j + 1 < rest.length) value += rest[++j]!;
            else joined = true;
          } else value += ch;
        }
        if (!joined || i + 1 >= lines.length) break;
        line = lines[++i]!;
        rest = line;
      }
      value = value.replace(/\s+$/, '');
    }
    env[key] = value;
  }
  return env;
}
