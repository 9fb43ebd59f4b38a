import { Oid, storedArrayParts, storedArrayText, typeByOid } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { REG_OBJECT_TYPES } from '../catalog-views/reg-objects.js';
import { regObjectLiteral, regclassLiteral } from './regclass.js';
import { quoteString } from '../sql/quote.js';

/**
 * An untyped literal read as an array of regclass, regproc, regoper or regnamespace
 * (`'{pg_class,"My Table"}'::regclass[]`): array_in calls the element type's input function on
 * each element, which takes names, so each element is looked up here as the scalar literal is
 * (regclass.ts) — OIDs stay OIDs, NULLs NULL, dimensions and bounds as written. Undefined for
 * any other target, for a literal array_in refuses (the usual path raises its error) and where an
 * element's OID is known only at run time (regrole).
 */
export function regArrayLiteral(ctx: PlanCtx, literal: string, target: number, location: number | undefined): Expr | undefined {
  const t = typeByOid(target);
  if (t === undefined || t.category !== 'A' || (t.elemOid !== Oid.regclass && !REG_OBJECT_TYPES.has(t.elemOid)) || t.elemOid === Oid.regrole) return undefined;
  let stored: string;
  try {
    stored = String(typeByOid(Oid._text)!.fromText(literal, -1, ctx.settings));
  } catch {
    return undefined;
  }
  const elem = t.elemOid;
  let unknown = false;
  const oidOf = (text: string): number => {
    const e = elem === Oid.regclass ? regclassLiteral(ctx, text, location) : regObjectLiteral(ctx, elem, text, location);
    if (e.constant === undefined) unknown = true;
    return Number(e.constant?.value);
  };
  const { lbs, body } = storedArrayParts(stored);
  const map = (x: unknown): unknown => (Array.isArray(x) ? x.map(map) : x === null ? null : oidOf(String(x)));
  const mapped = map(JSON.parse(body));
  if (unknown) return undefined;
  return { sql: quoteString(storedArrayText(JSON.stringify(mapped), lbs)), type: target, typmod: -1, name: t.name, location };
}
