/**
 * What GROUP BY matching compares: an expression's SQL and its type. Two expressions with the same
 * SQLite text may differ in PostgreSQL (`int_t LEFT JOIN bigint_t USING (k)`: `k` is int_t.k
 * coerced to bigint, and grouping by it does not group int_t.k).
 */
export function groupKey(e: { sql: string; type: number }): string {
  return `${e.type}\u0001${e.sql}`;
}
