import { type HstorePair, hstoreText, normalizePairs } from '@pgsqlite/catalog';

/**
 * The fields of a record's text form (record_out: `(1,"a b",)`) as record_in reads them: an empty
 * unquoted field is NULL; quotes group, `""` inside quotes and a backslash escape one character.
 */
export function recordFields(text: string): (string | null)[] {
  const out: (string | null)[] = [];
  let i = text.indexOf('(') + 1;
  if (i === 0) return out;
  for (;;) {
    let value = '';
    let quoted = false;
    let any = false;
    let inQuotes = false;
    for (; i < text.length; i++) {
      const ch = text[i] as string;
      if (inQuotes) {
        if (ch === '\\' && i + 1 < text.length) value += text[++i];
        else if (ch === '"' && text[i + 1] === '"') {
          value += '"';
          i++;
        } else if (ch === '"') inQuotes = false;
        else value += ch;
      } else if (ch === '"') {
        inQuotes = true;
        quoted = true;
      } else if (ch === '\\' && i + 1 < text.length) {
        value += text[++i];
        any = true;
      } else if (ch === ',' || ch === ')') break;
      else {
        value += ch;
        any = true;
      }
    }
    out.push(quoted || any ? value : null);
    if (text[i] !== ',') return out;
    i++;
  }
}

/** hstore(record): the fields keyed by their names; a NULL record gives every key a NULL value. */
export function fromRecord(text: string | null, names: readonly string[]): string {
  const values = text === null ? [] : recordFields(text);
  const pairs: HstorePair[] = names.map((k, i) => ({ k, v: values[i] ?? null }));
  return hstoreText(normalizePairs(pairs));
}
