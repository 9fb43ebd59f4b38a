import type { JsonNode } from '../json-parse.js';

/** One step of a jsonpath accessor chain (an item's `next` in PostgreSQL's jsonpath). */
export type JpStep =
  | { k: 'key'; name: string }
  | { k: 'anykey' }
  | { k: 'anyarr' }
  | { k: 'idx'; subs: [JpExpr, JpExpr | null][] }
  | { k: 'filter'; e: JpExpr }
  /** `.type()`, `.size()`…; `.datetime(template)` carries its template (undefined: none) */
  | { k: 'method'; name: string; template?: string | undefined }
  /** `.**`, `.**{n}`, `.**{n to m}`: levels from..to below the current item (-1: last) */
  | { k: 'anypath'; from: number; to: number };

/** A jsonpath expression. */
export type JpExpr =
  | { k: 'root' | 'current' | 'last' }
  | { k: 'var'; name: string }
  /** a literal: numbers as numeric_out prints them */
  | { k: 'lit'; v: JsonNode }
  | { k: 'chain'; base: JpExpr; steps: JpStep[] }
  | { k: 'bin'; op: string; l: JpExpr; r: JpExpr }
  | { k: 'unary'; op: '!' | '-' | '+'; e: JpExpr }
  | { k: 'like'; e: JpExpr; pattern: string; flags: string }
  | { k: 'starts'; e: JpExpr; prefix: JpExpr }
  | { k: 'exists'; e: JpExpr }
  | { k: 'isunknown'; e: JpExpr };

/** A parsed jsonpath: mode and expression. */
export interface JsonPath {
  strict: boolean;
  expr: JpExpr;
}
