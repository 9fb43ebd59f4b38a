/**
 * psql's name patterns (`\d foo*`, `\dt app.?x`, `\d "Mixed"`) as the WHERE conditions psql
 * sends: `OPERATOR(pg_catalog.~) '^(…)$' COLLATE pg_catalog.default` on the name and, for a
 * qualified pattern, on the schema; unqualified, `pg_table_is_visible`-style visibility.
 * Port of the facts of psql's processSQLNamePattern (string_utils.c): outside double quotes
 * letters fold to lower case, `*` is `.*`, `?` is `.`, and regex characters are escaped.
 */
export interface PatternSql {
  /** Conditions to AND into the query ('' when the pattern is empty). */
  where: string;
}

const REGEX_SPECIAL = new Set(['|', '+', '(', ')', '[', ']', '{', '}', '^', '$', '\\', '.']);

/** Splits `schema.name` on dots outside double quotes and makes each part a regex. */
function parts(pattern: string): string[] {
  const out: string[] = [''];
  let quoted = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '"') {
      if (quoted && pattern[i + 1] === '"') {
        out[out.length - 1] += '"';
        i++;
      } else quoted = !quoted;
    } else if (!quoted && c === '.') out.push('');
    else if (!quoted && c === '*') out[out.length - 1] += '.*';
    else if (!quoted && c === '?') out[out.length - 1] += '.';
    else if (REGEX_SPECIAL.has(c) || (quoted && (c === '*' || c === '?'))) out[out.length - 1] += `\\${c}`;
    else out[out.length - 1] += quoted ? c : c.toLowerCase();
  }
  return out;
}

const literal = (s: string): string => `'${s.replaceAll("'", "''")}'`;
const match = (column: string, regex: string): string => `${column} OPERATOR(pg_catalog.~) ${literal(`^(${regex})$`)} COLLATE pg_catalog.default`;

/**
 * The WHERE conditions of `pattern` over `nameColumn` and `schemaColumn`; `visible` is the
 * visibility test psql adds when no schema is given (e.g. `pg_catalog.pg_table_is_visible(c.oid)`).
 */
export function patternSql(pattern: string | undefined, nameColumn: string, schemaColumn: string, visible: string | null): PatternSql {
  if (pattern === undefined || pattern === '') return { where: visible === null ? '' : `  AND ${visible}\n` };
  const p = parts(pattern);
  const name = p[p.length - 1] ?? '';
  const schema = p.length > 1 ? p[p.length - 2] : undefined;
  let where = '';
  if (name !== '' && name !== '.*') where += `  AND ${match(nameColumn, name)}\n`;
  if (schema !== undefined && schema !== '' && schema !== '.*') where += `  AND ${match(schemaColumn, schema)}\n`;
  else if (schema === undefined && visible !== null) where += `  AND ${visible}\n`;
  return { where };
}
