import { formatType } from '@pgsqlite/catalog';
import type { DoRecord } from './do-variables.js';
import type { DoRun } from './do-eval.js';

/**
 * A variable declared with a table's row type (`r items`, `r items%ROWTYPE`): a row variable with
 * the table's columns, all NULL until assigned (pl_comp.c build_row_from_class); undefined when the
 * type names no table.
 */
export function rowTypeVariable(run: DoRun, typname: string): DoRecord | undefined {
  const written = typname.toUpperCase().endsWith('%ROWTYPE') ? typname.slice(0, -'%ROWTYPE'.length) : typname;
  const parts = splitName(written.trim());
  if (parts === undefined || parts.length === 0 || parts.length > 2) return undefined;
  const core = run.core;
  const rel = core.handle.catalog().findRelation(parts[parts.length - 1]!, parts.length === 2 ? parts[0] : undefined, core.settings.searchPath());
  if (rel === undefined) return undefined;
  const columns = rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typname: formatType(c.typeOid, c.typmod) }));
  return { kind: 'record', columns, values: columns.map(() => null) };
}

/** `a.b` / `"A".b` as identifiers (folded as PostgreSQL folds them); undefined when it is not a plain name. */
function splitName(text: string): string[] | undefined {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      let j = i + 1;
      let part = '';
      for (; j < text.length; j++) {
        if (text[j] === '"' && text[j + 1] === '"') {
          part += '"';
          j++;
        } else if (text[j] === '"') break;
        else part += text[j];
      }
      if (j >= text.length) return undefined;
      out.push(part);
      i = j + 1;
    } else {
      let j = i;
      while (j < text.length && text[j] !== '.') j++;
      const part = text.slice(i, j).trim();
      if (part === '' || !/^[A-Za-z_][A-Za-z0-9_$]*$/.test(part)) return undefined;
      out.push(part.toLowerCase());
      i = j;
    }
    if (i < text.length) {
      if (text[i] !== '.') return undefined;
      i++;
    }
  }
  return out;
}
