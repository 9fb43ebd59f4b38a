import { PgError } from '@pgsqlite/errors';
import type { JsonNode } from '@pgsqlite/catalog';

/** How setPath treats the last path step (jsonfuncs.c JB_PATH_*). */
export type SetMode = 'replace' | 'create' | 'insert-before' | 'insert-after' | 'delete';

const inserting = (m: SetMode): boolean => m === 'insert-before' || m === 'insert-after';
const creating = (m: SetMode): boolean => m === 'create' || inserting(m);

/** strtoint as setPathArray uses it: optional blanks and sign, digits, nothing after. */
function pathIndex(step: string, level: number): number {
  let i = 0;
  while (i < step.length && ' \t\n\r\f\v'.includes(step[i] as string)) i++;
  let j = i;
  if (step[j] === '+' || step[j] === '-') j++;
  const digits = step.slice(j);
  const n = digits.length > 0 && [...digits].every((c) => c >= '0' && c <= '9') ? Number(step.slice(i)) : NaN;
  if (!Number.isFinite(n) || n > 2147483647 || n < -2147483648) {
    throw new PgError('invalid_text_representation', `path element at position ${level + 1} is not an integer: "${step}"`);
  }
  return n;
}

/**
 * setPath of jsonfuncs.c: the value at `path` replaced, created, inserted before/after or
 * deleted, walking objects by key and arrays by (negative-from-the-end) index.
 */
export function setPath(n: JsonNode, path: readonly (string | null)[], level: number, value: JsonNode | null, mode: SetMode): JsonNode {
  if (level >= path.length) return n;
  const step = path[level] ?? null;
  if (step === null) throw new PgError('null_value_not_allowed', `path element at position ${level + 1} is null`);
  const last = level === path.length - 1;
  if (n.t === 'obj') {
    const entries: [string, JsonNode][] = [];
    let done = false;
    for (const [k, v] of n.entries) {
      if (!done && k === step) {
        done = true;
        if (!last) entries.push([k, setPath(v, path, level + 1, value, mode)]);
        else if (inserting(mode)) {
          throw new PgError('invalid_parameter_value', 'cannot replace existing key', { hint: 'Try using the function jsonb_set to replace key value.' });
        } else if (mode !== 'delete' && value) entries.push([k, value]);
      } else entries.push([k, v]);
    }
    if (!done && last && creating(mode) && value) entries.push([step, value]);
    return { t: 'obj', entries };
  }
  if (n.t === 'arr') return setInArray(n.items, path, level, value, mode);
  return n;
}

function setInArray(array: readonly JsonNode[], path: readonly (string | null)[], level: number, value: JsonNode | null, mode: SetMode): JsonNode {
  const last = level === path.length - 1;
  const count = array.length;
  let idx = pathIndex(path[level] as string, level);
  let prepend = false;
  if (idx < 0) {
    if (-idx > count) prepend = true;
    else idx += count;
  } else if (idx > count) idx = count;
  const items: JsonNode[] = [];
  let done = false;
  if ((prepend || count === 0) && last && creating(mode) && value) {
    items.push(value);
    done = true;
  }
  array.forEach((item, i) => {
    if (!prepend && i === idx) {
      if (last) {
        if ((mode === 'insert-before' || mode === 'create') && value) items.push(value);
        if (inserting(mode)) items.push(item);
        if ((mode === 'insert-after' || mode === 'replace') && value) items.push(value);
        done = true;
      } else items.push(setPath(item, path, level + 1, value, mode));
    } else items.push(item);
    if (creating(mode) && !done && last && i === count - 1 && value) items.push(value);
  });
  return { t: 'arr', items };
}

/** jsonb_strip_nulls / json_strip_nulls: object fields whose value is null are dropped, recursively. */
export function stripNulls(n: JsonNode): JsonNode {
  if (n.t === 'obj') return { t: 'obj', entries: n.entries.filter(([, v]) => !(v.t === 'lit' && v.v === 'null')).map(([k, v]) => [k, stripNulls(v)]) };
  if (n.t === 'arr') return { t: 'arr', items: n.items.map(stripNulls) };
  return n;
}
