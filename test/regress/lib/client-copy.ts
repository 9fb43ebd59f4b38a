/**
 * The set-up files load their data with a server-side `COPY t FROM :'filename'`, which pgsqlite
 * refuses (42501, no server file access). The runner feeds such a line to psql as the
 * equivalent client-side `\copy t FROM '/abs/path'` (same file system, same rows), then puts the
 * original line back in psql's echo so that the output compares with PostgreSQL's.
 */
export interface ClientCopies {
  /** The script to run. */
  script: string;
  /** Echoed rewritten line -> the original line. */
  echoes: Map<string, string>;
}

/** psql variables the script sets with `\getenv` and simple `\set name :var 'text' …`. */
function trackVariable(vars: Map<string, string>, line: string, env: NodeJS.ProcessEnv): void {
  const words = line.trim().split(/\s+/);
  if (words[0] === '\\getenv' && words[1] !== undefined && words[2] !== undefined) {
    const v = env[words[2]];
    if (v !== undefined) vars.set(words[1], v);
    return;
  }
  if (words[0] !== '\\set' || words[1] === undefined) return;
  let value = '';
  for (const part of words.slice(2)) {
    if (part.startsWith(':')) {
      const v = vars.get(part.slice(1));
      if (v === undefined) return;
      value += v;
    } else if (part.startsWith("'") && part.endsWith("'") && part.length >= 2) value += part.slice(1, -1);
    else value += part;
  }
  vars.set(words[1], value);
}

/** `COPY x FROM :'var'` (or TO) on one line, as the `\copy` meta-command; null if not one. */
function asClientCopy(vars: Map<string, string>, line: string): string | null {
  const words = line.trim().split(/\s+/);
  if (words[0]?.toLowerCase() !== 'copy') return null;
  const at = words.findIndex((w, i) => i > 0 && (w.toLowerCase() === 'from' || w.toLowerCase() === 'to'));
  const target = words[at + 1];
  if (at < 0 || target === undefined) return null;
  const m = /^:'([A-Za-z_][A-Za-z0-9_]*)'(;?)$/.exec(target);
  const value = m?.[1] === undefined ? undefined : vars.get(m[1]);
  if (m === null || value === undefined) return null;
  const rest = words.slice(at + 2);
  if (m[2] === '' && (rest.length === 0 || !rest[rest.length - 1]?.endsWith(';'))) return null;
  const last = rest.length - 1;
  if (last >= 0) rest[last] = (rest[last] as string).slice(0, -1);
  const path = `'${value.replaceAll("'", "''")}'`;
  return ['\\copy', ...words.slice(1, at + 1), path, ...rest].filter(Boolean).join(' ');
}

/** Rewrites the script's server-side file COPYs as `\copy`. */
export function clientCopies(script: string, env: NodeJS.ProcessEnv): ClientCopies {
  const vars = new Map<string, string>();
  const echoes = new Map<string, string>();
  const lines = script.split('\n').map((line) => {
    if (line.startsWith('\\')) {
      trackVariable(vars, line, env);
      return line;
    }
    const copy = asClientCopy(vars, line);
    if (copy === null) return line;
    echoes.set(copy, line);
    return copy;
  });
  return { script: lines.join('\n'), echoes };
}
