/**
 * The stored form of an array value. An array whose lower bounds are all 1 (and every empty
 * array) is plain JSON array text of its element storage values (`[3,1]`, `[[1,2],[3,4]]`): the
 * form SQLite's json functions read directly, and by far the most common. An array with some other
 * lower bound (`'[0:1]={3,1}'`, `int2vector::int2[]`, `a[0] := x`) is the JSON object
 * `{"lb":[0],"v":[3,1]}`: one lower bound per dimension, then the same nested element JSON. The
 * form is canonical (no spaces, keys in this order, object only when some bound is not 1), so
 * equal arrays have equal stored text.
 */

/** A stored array split into its lower bounds (null = all 1) and its nested element JSON text. */
export interface StoredArrayParts {
  lbs: number[] | null;
  body: string;
}

const PREFIX = '{"lb":[';
const MIDDLE = '],"v":';

/** Whether stored array text is the object form (some lower bound other than 1). */
export function hasLowerBounds(text: string): boolean {
  return text.charCodeAt(0) === 123;
}

/** Splits stored array text into lower bounds and element JSON. */
export function storedArrayParts(text: string): StoredArrayParts {
  if (!hasLowerBounds(text)) return { lbs: null, body: text };
  const close = text.indexOf(MIDDLE, PREFIX.length);
  if (!text.startsWith(PREFIX) || close < 0 || !text.endsWith('}')) return { lbs: null, body: text };
  const lbs = text.slice(PREFIX.length, close).split(',').map(Number);
  return { lbs, body: text.slice(close + MIDDLE.length, text.length - 1) };
}

/**
 * Stored array text from element JSON and lower bounds: the plain JSON array when `lbs` is null,
 * all 1, or the array is empty; the object form otherwise.
 */
export function storedArrayText(body: string, lbs: readonly number[] | null): string {
  if (lbs === null || lbs.every((x) => x === 1) || body === '[]') return body;
  return `${PREFIX}${lbs.join(',')}${MIDDLE}${body}}`;
}

/** PostgreSQL's `[lb:ub]…` dimension decoration for array_out / array_dims. */
export function dimsDecoration(dims: readonly number[], lbs: readonly number[]): string {
  return dims.map((d, i) => `[${lbs[i] ?? 1}:${(lbs[i] ?? 1) + d - 1}]`).join('');
}
