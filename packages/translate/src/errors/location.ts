/**
 * PostgreSQL's exprLocation for error positions: the leftmost token of an expression
 * (`'a'::text` starts at the literal, not at `::`), or undefined when the node has none.
 */
export function leftmostLocation(node: unknown): number | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  let best: number | undefined;
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const loc = k === 'location' && typeof v === 'number' && v >= 0 ? v : leftmostLocation(v);
    if (loc !== undefined && (best === undefined || loc < best)) best = loc;
  }
  return best;
}
