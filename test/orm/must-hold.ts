import { it } from 'vitest';
import { targetKind } from '../helpers/pgsqlite.js';

/**
 * One must-hold step of an ORM run. `knownFailure` says why pgsqlite does not hold it yet: on
 * pgsqlite the step is then expected to fail (vitest `it.fails`, so a fix shows up as a failure
 * to remove the note); on PostgreSQL it always has to pass.
 */
export function mustHold(name: string, fn: () => Promise<void> | void, knownFailure?: string): void {
  if (knownFailure !== undefined && targetKind === 'pgsqlite') it.fails(`${name} [known failure: ${knownFailure}]`, fn);
  else it(name, fn);
}
