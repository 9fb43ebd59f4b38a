import { Oid, type UserFunctionDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { typeLabel } from './type-label.js';

/** What CREATE OR REPLACE proposes for an existing routine of the same signature. */
export interface ProposedRoutine {
  argNames: readonly string[];
  argDefaults: readonly (string | null)[];
  returnType: number;
  setof: boolean;
  procedure: boolean;
  outColumns?: readonly { name: string; type: number }[] | undefined;
}

/**
 * The refusals of CREATE OR REPLACE FUNCTION / PROCEDURE over an existing routine, in the order
 * ProcedureCreate (pg_proc.c) makes them: another kind (42809), another result type or set-ness
 * (42P13), another row type of OUT parameters, a renamed input parameter, a removed default.
 * Callers' views and calls depend on each of these, so PostgreSQL makes the user drop it first.
 */
export function checkReplacement(ctx: PlanCtx, old: UserFunctionDef, next: ProposedRoutine): void {
  const wasProcedure = old.procedure === true;
  if (wasProcedure !== next.procedure) {
    throw ctx.error('wrong_object_type', 'cannot change routine kind', undefined, { detail: `"${old.name}" is ${wasProcedure ? 'a procedure' : 'a function'}.` });
  }
  const hint = `Use ${next.procedure ? 'DROP PROCEDURE' : 'DROP FUNCTION'} ${procedureText(ctx, old)} first.`;
  const refuse = (message: string, detail?: string): Error => ctx.error('invalid_function_definition', message, undefined, { hint, ...(detail === undefined ? {} : { detail }) });
  if (old.returnType !== next.returnType || (old.setof === true) !== next.setof) {
    throw refuse(next.procedure ? 'cannot change whether a procedure has output parameters' : 'cannot change return type of existing function');
  }
  if (next.returnType === Oid.record && !sameOutColumns(old.outColumns, next.outColumns)) throw refuse('cannot change return type of existing function', 'Row type defined by OUT parameters is different.');
  // names may be given to formerly unnamed parameters, never changed or taken away
  old.argNames.forEach((name, i) => {
    if (name !== '' && next.argNames[i] !== name) throw refuse(`cannot change name of input parameter "${name}"`);
  });
  const defaults = (d: readonly (string | null)[]): number => d.filter((x) => x !== null).length;
  if (defaults(next.argDefaults) < defaults(old.argDefaults)) throw refuse('cannot remove parameter defaults from existing function');
}

/** equalTupleDescs over the OUT columns: names and types in order (absent: a result without OUT parameters). */
function sameOutColumns(a: UserFunctionDef['outColumns'], b: ProposedRoutine['outColumns']): boolean {
  if (a === undefined || b === undefined) return (a === undefined || a.length === 0) === (b === undefined || b.length === 0);
  return a.length === b.length && a.every((c, i) => c.name === b[i]!.name && c.type === b[i]!.type);
}

/** format_procedure: `name(type,type)`, schema-qualified when not on the search path. */
function procedureText(ctx: PlanCtx, fn: UserFunctionDef): string {
  const name = ctx.searchPath.includes(fn.schema) ? fn.name : `${fn.schema}.${fn.name}`;
  return `${name}(${fn.argTypes.map((t) => typeLabel(ctx.catalog, ctx.searchPath, t, -1)).join(',')})`;
}
