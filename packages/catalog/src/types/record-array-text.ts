import { quoteArrayElement } from './array-literal.js';

/**
 * array_out of a record[] (`_record`) value stored as a JSON array of record texts (array_agg of
 * whole rows, ARRAY[ROW(…)]): `{"(1,a)","(2,b)"}`, NULL elements as NULL, nested arrays as
 * sub-arrays. Undefined when `stored` is not such a JSON array (the caller prints it as it is).
 */
export function recordArrayText(stored: string): string | undefined {
  const parsed = storedRecordArray(stored);
  if (parsed === undefined) return undefined;
  const out = (x: unknown): string | undefined => {
    if (x === null) return 'NULL';
    if (typeof x === 'string') return quoteArrayElement(x);
    if (!Array.isArray(x)) return undefined;
    const parts = x.map(out);
    return parts.some((p) => p === undefined) ? undefined : `{${parts.join(',')}}`;
  };
  return out(parsed);
}

/** A record[] stored as a JSON array (of record texts, NULLs and nested arrays); undefined for any other stored value. */
export function storedRecordArray(stored: string): unknown[] | undefined {
  if (!stored.startsWith('[')) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
