/**
 * Differential aspects pgsqlite does not match yet, `<case id>/<aspect>` (or `<case id>/*`) →
 * why. Aspects: describe, invalid, `<write>-<read>` (literal|textParam|binaryParam ×
 * simple|extText|extBinary). Listed failures are still run and reported when they pass.
 */
const KNOWN: Record<string, string> = {};

/** Why `id/aspect` is expected to fail, or undefined when it must pass. */
export function knownFailure(id: string, aspect: string): string | undefined {
  return KNOWN[`${id}/${aspect}`] ?? KNOWN[`${id}/*`];
}
