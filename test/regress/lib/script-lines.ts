/**
 * The lines of a regression script as `psql -a` echoes them, each marked with whether a
 * statement (SQL ended by `;` or a query-ending meta-command, or a whole meta-command line)
 * completes on it. psql's MainLoop skips empty lines outside a quoted string without echoing
 * them, and COPY … FROM stdin data lines are read by the COPY, not echoed.
 */
export interface EchoLine {
  /** The line as echoed. */
  text: string;
  /** A statement completes on this line: its output follows the echo. */
  ends: boolean;
  /** The line's 1-based number in the script. */
  lineNo: number;
}

/** The lexer's state carried from one line to the next (psqlscan.l's start conditions). */
interface Scan {
  /** Inside a quoted token: `'`, `E'` (backslash escapes), `"` or a dollar tag. */
  quote: null | "'" | "E'" | '"' | { tag: string };
  /** Nesting depth of block comments. */
  comment: number;
  /** Parenthesis depth (psql sends at `;` only at depth 0). */
  parens: number;
  /** Characters of the current statement other than whitespace and comments. */
  pending: string;
}

/** Meta-commands that send the query buffer (and so complete a statement). */
const SENDING = new Set(['g', 'gx', 'gset', 'gexec', 'gdesc', 'crosstabview', 'watch']);

const isIdent = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_\u0080-\uffff]/.test(c);

/**
 * Scans one line. Returns whether a statement completed on it and whether the statement that
 * completed last on the line was COPY … FROM stdin (its data lines follow).
 */
function scanLine(s: Scan, line: string): { ends: boolean; copyIn: number; meta: string | null } {
  let ends = false;
  let copyIn = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    const next = line[i + 1];
    if (s.comment > 0) {
      if (c === '*' && next === '/') (s.comment--, i++);
      else if (c === '/' && next === '*') (s.comment++, i++);
      continue;
    }
    const q = s.quote;
    if (q !== null) {
      if (typeof q === 'object') {
        if (line.startsWith(q.tag, i)) ((s.quote = null), (i += q.tag.length - 1));
      } else if (q === "E'" && c === '\\') i++;
      else if (c === q[q.length - 1]) {
        if (next === c) i++;
        else s.quote = null;
      }
      s.pending += c;
      continue;
    }
    if (c === '-' && next === '-') break;
    if (c === '/' && next === '*') {
      s.comment++;
      i++;
      continue;
    }
    if (c === '\\' && next === ';') {
      // `\;`: a semicolon that joins statements into one query string.
      s.pending += '\u0000';
      i++;
      continue;
    }
    if (c === '\\') {
      // A meta-command: the rest of the line is its arguments.
      const meta = line.slice(i + 1);
      const name = /^[A-Za-z!?]*/.exec(meta)?.[0] ?? '';
      if (SENDING.has(name) || s.pending.trim() === '') {
        ends = true;
        copyIn = SENDING.has(name) ? copiesFromStdin(s.pending) : name === 'copy' ? copiesFromStdin(meta) : 0;
        s.pending = '';
        s.parens = 0;
      }
      return { ends, copyIn, meta };
    }
    if (c === "'") s.quote = (line[i - 1] === 'E' || line[i - 1] === 'e') && !isIdent(line[i - 2]) ? "E'" : "'";
    else if (c === '"') s.quote = '"';
    else if (c === '$' && !isIdent(line[i - 1])) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(line.slice(i))?.[0];
      if (tag !== undefined) {
        s.quote = { tag };
        s.pending += tag;
        i += tag.length - 1;
        continue;
      }
    } else if (c === '(') s.parens++;
    else if (c === ')') s.parens = Math.max(0, s.parens - 1);
    else if (c === ';' && s.parens === 0) {
      ends = true;
      copyIn = copiesFromStdin(s.pending);
      s.pending = '';
      continue;
    }
    s.pending += c;
  }
  if (s.pending !== '') s.pending += ' ';
  return { ends, copyIn, meta: null };
}

/**
 * How many statements of a query string (joined by `\;`) are COPY … FROM STDIN (or FROM
 * STDOUT, which psql also feeds from its input): each reads data lines up to `\.`.
 */
function copiesFromStdin(query: string): number {
  let n = 0;
  for (const part of query.split('\u0000')) {
    const words = part.toLowerCase().split(/[\s()]+/).filter(Boolean);
    if (words[0] !== 'copy') continue;
    if (words.some((w, i) => w === 'from' && ['stdin', 'pstdin', 'stdout'].includes(words[i + 1] ?? ''))) n++;
  }
  return n;
}

/** The mode a `\set ECHO x` meta-command sets, or null for any other meta-command. */
function echoMode(meta: string): string | null {
  const words = meta.trim().split(/\s+/);
  return words[0] === 'set' && words[1] === 'ECHO' ? (words[2] ?? '') : null;
}

/** The echoed lines of `script`, in order. */
export function echoLines(script: string): EchoLine[] {
  const lines = script.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const out: EchoLine[] = [];
  const scan: Scan = { quote: null, comment: 0, parens: 0, pending: '' };
  let copyData = 0;
  let echo = 'all';
  lines.forEach((text, index) => {
    if (copyData > 0) {
      if (text === '\\.') copyData--;
      return;
    }
    if (text === '' && scan.quote === null && scan.comment === 0) return;
    const { ends, copyIn, meta } = scanLine(scan, text);
    if (echo === 'all') out.push({ text, ends, lineNo: index + 1 });
    copyData = copyIn;
    const mode = meta === null ? null : echoMode(meta);
    if (mode !== null) echo = mode;
  });
  return out;
}
