/** Double-quotes an identifier for the SQLite SQL the backend writes itself (savepoints, clean-up). */
export function quoteIdent(name: string): string {
  return `"${name.split('"').join('""')}"`;
}
