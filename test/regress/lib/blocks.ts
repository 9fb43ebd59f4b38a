import type { EchoLine } from './script-lines.js';

/** One statement of a script with what psql printed for it. */
export interface Block {
  /** The script line on which the statement completes. */
  lineNo: number;
  /** The statement's echoed lines (with the comments before it). */
  statement: string[];
  /** Output after the statement's last line; null when psql never echoed the statement. */
  output: string[] | null;
}

/**
 * Splits `psql -a` output into one block per statement of the script. Echoed lines are found in
 * order (an output line that equals the next echo line is taken as that echo); every other line
 * belongs to the statement completed last. A statement whose echo never appears (psql stopped:
 * timeout, crash) has output null.
 */
export function splitBlocks(lines: readonly EchoLine[], output: string): Block[] {
  const out = output.split('\n');
  if (out[out.length - 1] === '') out.pop();
  const blocks: Block[] = [];
  let pending: string[] = [];
  for (const l of lines) {
    pending.push(l.text);
    if (l.ends) {
      blocks.push({ lineNo: l.lineNo, statement: pending, output: null });
      pending = [];
    }
  }
  // Lines echoed after the last statement (trailing comments) are not a block.
  const owner: number[] = [];
  let ordinal = -1;
  for (const l of lines) {
    if (l.ends) ordinal++;
    owner.push(l.ends ? ordinal : -1);
  }
  let j = 0;
  let current: Block | undefined;
  const preamble: string[] = [];
  for (const line of out) {
    if (j < lines.length && line === lines[j]?.text) {
      const o = owner[j] ?? -1;
      if (o >= 0) {
        current = blocks[o];
        if (current !== undefined) current.output = [];
      }
      j++;
      continue;
    }
    if (current?.output != null) current.output.push(line);
    else preamble.push(line);
  }
  // Output before any statement completed (a connection failure) counts against the first.
  const first = blocks[0];
  if (preamble.length > 0 && first !== undefined) first.output = first.output === null ? null : [...preamble, ...first.output];
  return blocks;
}

/** The score of one output against one or more expected outputs of the same script. */
export interface BlockScore {
  total: number;
  passed: number;
  /** Blocks that match no expected output, with both texts for the report. */
  failures: { lineNo: number; statement: string; expected: string; actual: string | null }[];
}

/**
 * A block passes when its output equals the same block's output in any of the expected files
 * (pg_regress's alternatives `name_N.out`).
 */
export function scoreBlocks(lines: readonly EchoLine[], actual: string, expected: readonly string[]): BlockScore {
  const mine = splitBlocks(lines, actual);
  const theirs = expected.map((e) => splitBlocks(lines, e));
  const failures: BlockScore['failures'] = [];
  let passed = 0;
  mine.forEach((block, i) => {
    const got = block.output?.join('\n') ?? null;
    const wanted = theirs.map((t) => t[i]?.output?.join('\n') ?? null);
    // A statement psql does not echo in PostgreSQL's own output (\set ECHO none) is not scored.
    if (wanted.every((w) => w === null)) return;
    if (got !== null && wanted.includes(got)) passed++;
    else failures.push({ lineNo: block.lineNo, statement: block.statement.join('\n'), expected: wanted[0] ?? '', actual: got });
  });
  return { total: passed + failures.length, passed, failures };
}
