/**
 * Driver round-trip aspects pgsqlite does not match yet, `<mode>/<column>` → why; the mode `*`
 * stands for every mode. Listed failures still run; a pass is reported so the entry can be removed.
 */
const KNOWN: Record<string, string> = {
};

/** Why `mode/column` is expected to fail, or undefined when it must pass. */
export function knownFailure(mode: string, column: string): string | undefined {
  return KNOWN[`${mode}/${column}`] ?? KNOWN[`*/${column}`];
}
