/**
 * Registers the vitest checks of one driver mode: RowDescription facts and values per column,
 * pgsqlite's output against PostgreSQL's (or the golden). Known failures run without failing.
 */
import { expect, it } from 'vitest';
import { driverCases, type DriverOutput } from './lib.js';
import { knownFailure } from './known-failures.js';

/** Outputs of one mode, filled in by the test file's beforeAll. */
export interface ModeOutputs {
  mine: DriverOutput | null;
  theirs: DriverOutput | null;
}

/** One `it` per column of the table comparing `outputs().mine` with `outputs().theirs`. */
export function compareColumns(mode: string, outputs: () => ModeOutputs): void {
  for (const col of driverCases.columns) {
    it(`${col.name} ${col.type}`, (ctx) => {
      const { mine, theirs } = outputs();
      if (theirs === null) ctx.skip('no PostgreSQL and no golden for this mode');
      if (mine === null) throw new Error('pgsqlite produced no output');
      const check = (): void => {
        expect({ field: mine.fields[col.name], values: mine.values[col.name] }).toEqual({
          field: theirs?.fields[col.name],
          values: theirs?.values[col.name],
        });
      };
      const reason = knownFailure(mode, col.name);
      if (reason === undefined) return check();
      try {
        check();
        console.warn(`drivers: ${mode}/${col.name} passes now; remove it from known-failures.ts (${reason})`);
      } catch {
        /* expected */
      }
    });
  }
}
