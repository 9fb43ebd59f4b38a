import { PG15_GUCS, PG15_HIDDEN_GUCS, type Pg15Guc } from './pg15-gucs.js';
import { showGucNumber } from './guc-units.js';

/** Parameters guc.c shows through a show hook as a file mode ("%04o"). */
export const OCTAL_GUCS: ReadonlySet<string> = new Set(['data_directory_mode', 'log_file_mode', 'unix_socket_permissions']);

/** A file mode as guc.c's show hooks print it. */
export function octalMode(n: number): string {
  return `0${n.toString(8).padStart(3, '0')}`;
}

/**
 * The value a fresh PostgreSQL 15 cluster shows for a parameter (SHOW's form: units, octal
 * modes, archive_command '(disabled)' while archiving is off).
 */
export function pg15DefaultShown(row: Pg15Guc): string {
  const [name, vartype, , , , , unit, , , , , reset] = row;
  if (name === 'archive_command') return '(disabled)';
  if (reset === null) return '';
  if (OCTAL_GUCS.has(name)) return octalMode(Number(reset));
  if (vartype === 'integer' || vartype === 'real') return showGucNumber(Number(reset), unit, vartype === 'integer');
  return reset;
}

let defaults: Map<string, string> | undefined;

/** Every PostgreSQL 15 parameter's default (pg15DefaultShown) by lower-case name. */
export function pg15Defaults(): ReadonlyMap<string, string> {
  if (defaults === undefined) {
    defaults = new Map(PG15_GUCS.map((row) => [row[0].toLowerCase(), pg15DefaultShown(row)]));
    for (const [name, value] of PG15_HIDDEN_GUCS) defaults.set(name.toLowerCase(), value);
  }
  return defaults;
}
