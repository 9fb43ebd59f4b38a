import { FIRST_USER_TYPE_OID, type Outcome, type OutcomeColumn } from './outcome.js';

type Row = readonly (string | null)[];

/**
 * Differences between the oracle's answer and pgsqlite's, as readable lines; empty when they
 * agree. Compared: column names and type OIDs (user types by name), the command tag, rows (in order only when
 * `ordered`), the error SQLSTATE and, when the oracle gave one, the error position.
 */
export function compareOutcomes(expected: Outcome, actual: Outcome, ordered: boolean): string[] {
  if (expected.kind === 'error' && actual.kind === 'error') {
    const diffs: string[] = [];
    if (expected.code !== actual.code) {
      diffs.push(`SQLSTATE ${actual.code} (${actual.message}), expected ${expected.code} (${expected.message})`);
    }
    if (expected.position !== undefined && expected.position !== actual.position) {
      diffs.push(`error position ${actual.position ?? 'none'}, expected ${expected.position}`);
    }
    return diffs;
  }
  if (expected.kind === 'rows' && actual.kind === 'rows') return compareRows(expected, actual, ordered);
  return [`got ${describe(actual)}, expected ${describe(expected)}`];
}

function compareRows(
  expected: Extract<Outcome, { kind: 'rows' }>,
  actual: Extract<Outcome, { kind: 'rows' }>,
  ordered: boolean,
): string[] {
  const diffs: string[] = [];
  const names = (o: typeof expected): string => o.columns.map((c) => c.name).join(', ');
  const oids = (o: typeof expected): string => o.columns.map(typeKey).join(', ');
  if (names(expected) !== names(actual)) diffs.push(`columns (${names(actual)}), expected (${names(expected)})`);
  if (oids(expected) !== oids(actual)) diffs.push(`type OIDs (${oids(actual)}), expected (${oids(expected)})`);
  if (expected.tag !== actual.tag) diffs.push(`tag '${actual.tag}', expected '${expected.tag}'`);
  const exp = expected.rows.map(rowText);
  const act = actual.rows.map(rowText);
  if (!ordered) {
    exp.sort();
    act.sort();
  }
  const first = firstDifference(exp, act);
  if (first !== -1) {
    diffs.push(
      `rows differ${ordered ? '' : ' (unordered)'} at #${first}: got ${act[first] ?? '<none>'}, expected ${exp[first] ?? '<none>'}` +
        ` (${act.length} rows, expected ${exp.length})`,
    );
  }
  return diffs;
}

/** A column's type as compared: the OID of a built-in type, the name of a user type (its OID differs between servers). */
function typeKey(c: OutcomeColumn): string {
  return c.typeOid >= FIRST_USER_TYPE_OID ? `${c.typeName ?? '?'} (user type)` : String(c.typeOid);
}

function firstDifference(a: string[], b: string[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return -1;
}

function rowText(row: Row): string {
  return JSON.stringify(row);
}

/** One-line description of an outcome for mismatch messages. */
export function describe(o: Outcome): string {
  switch (o.kind) {
    case 'rows':
      return `${o.tag} [${o.columns.map((c) => `${c.name}:${c.typeOid}`).join(', ')}]`;
    case 'error':
      return `ERROR ${o.code}${o.position === undefined ? '' : ` at ${o.position}`}: ${o.message}`;
    case 'setup-error':
      return `setup ERROR ${o.code}: ${o.message}`;
    case 'broken':
      return `broken connection: ${o.message}`;
  }
}
