import { type AstNode, type Fields, fieldsOf, listItems, nodeType, strVal } from '../../parse/ast.js';
import type { Scope } from '../../analyze/scope.js';

/**
 * ruleutils' set_rtable_names: every FROM item of a query level is printed under a name no
 * enclosing level uses (`t` inside a subquery over `t` becomes `t t_1`), so each column reference
 * names one range unambiguously.
 */

const renamed = new WeakMap<Scope, ReadonlyMap<string, string>>();

/** The printed names of a level's FROM items (alias or relation name → unique name), given the names of the enclosing levels. */
export function assignRangeNames(scope: Scope, from: readonly AstNode[], enclosing: ReadonlySet<string>): Set<string> {
  const used = new Set(enclosing);
  const names = new Map<string, string>();
  const visit = (item: AstNode): void => {
    const f = fieldsOf(item);
    if (nodeType(item) === 'JoinExpr') {
      visit(f['larg']);
      visit(f['rarg']);
      return;
    }
    const alias = (f['alias'] as Fields | undefined)?.['aliasname'] as string | undefined;
    const base = alias ?? (nodeType(item) === 'RangeVar' ? String(f['relname']) : nodeType(item) === 'RangeFunction' ? functionRangeName(f) : undefined);
    if (base === undefined) return;
    let name = base;
    for (let i = 1; used.has(name); i++) name = `${base}_${i}`;
    used.add(name);
    names.set(base, name);
  };
  from.forEach(visit);
  renamed.set(scope, names);
  return used;
}

/** The name a column of range `alias` is qualified with, looked up from `scope` outward. */
export function printedRangeName(scope: Scope, alias: string): string {
  for (let s: Scope | undefined = scope; s !== undefined; s = s.parent) {
    if (s.entries.some((e) => e.alias === alias)) return renamed.get(s)?.get(alias) ?? alias;
  }
  return alias;
}

/** A FROM item's alias as printed: the unique name where it differs from the written one. */
export function renamedAlias(scope: Scope, item: Fields, isRelation: boolean): Fields | undefined {
  const alias = item['alias'] as Fields | undefined;
  const base = (alias?.['aliasname'] as string | undefined) ?? (isRelation ? String(item['relname']) : undefined);
  if (base === undefined) return alias;
  const name = renamed.get(scope)?.get(base) ?? base;
  if (name === base) return alias;
  return { ...(alias ?? {}), aliasname: name };
}


/** The range name of an unaliased function in FROM: the function's name. */
export function functionRangeName(f: Fields): string | undefined {
  const items = listItems(f['functions']);
  const call = items.length === 1 ? listItems(items[0])[0] : undefined;
  const name = call !== undefined && nodeType(call) === 'FuncCall' ? listItems(fieldsOf(call)['funcname']).at(-1) : undefined;
  return name === undefined ? undefined : strVal(name);
}
