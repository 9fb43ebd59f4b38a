import { type Catalog, type RelationDef, typeByName } from '@pgsqlite/catalog';
import type { RowTypeTest } from './grammar/pl-datums.js';

/**
 * The relation whose row type a PL/pgSQL declaration names — `t`, `s.t`, `"T"`, `t%ROWTYPE` — as
 * pl_comp.c resolves a declared type: a table's, a view's or a `CREATE TYPE … AS` composite's.
 * Undefined for any other type (a built-in name is pg_catalog's, searched first; arrays and
 * typmods are never composite).
 */
export function rowTypeRelation(catalog: Catalog, searchPath: readonly string[], typname: string): RelationDef | undefined {
  const text = typname.trim();
  const rowtype = /%\s*rowtype$/i.exec(text);
  const written = rowtype === null ? text : text.slice(0, rowtype.index).trim();
  const parts = splitName(written);
  if (parts === undefined || parts.length === 0 || parts.length > 2) return undefined;
  if (parts.length === 1 && rowtype === null && typeByName(parts[0]!) !== undefined) return undefined;
  const rel = catalog.findRelation(parts[parts.length - 1]!, parts.length === 2 ? parts[0] : undefined, searchPath);
  if (rel?.rowType === undefined) return undefined;
  return rel;
}

/** The test the PL/pgSQL compiler asks whether a declared type makes a record (grammar/pl-datums.ts). */
export function rowTypeTest(catalog: Catalog, searchPath: readonly string[]): RowTypeTest {
  return (typname) => rowTypeRelation(catalog, searchPath, typname) !== undefined;
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
