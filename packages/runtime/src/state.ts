import { defaultFormatSettings, type FormatSettings } from '@pgsqlite/catalog';
import { type RuntimeRoles, defaultRuntimeRoles } from './fn-privileges.js';
import type { SequenceGuard } from './sequence-guard.js';

/** Per-connection facts the runtime functions read (a connection serves one session at a time). */
export interface RuntimeState {
  settings: FormatSettings;
  database: string;
  user: string;
  backendPid: number;
  /** Transaction (or statement) start in µs since 1970, for now(); null = use the clock. */
  transactionStart: bigint | null;
  /** The session's run-time parameters by lower-case name: [value as SHOW shows it, reset value, pg_settings.source]. */
  gucs: Map<string, readonly [string, string, string]>;
  /** The cluster's roles and current_user (privilege functions, owners of new objects). */
  roles: RuntimeRoles;
  /** pg_trigger_depth(): how many trigger functions are running on this connection's session (set around each firing) */
  triggerDepth?: number;
  /** What the sequence functions check (sequence-guard.ts); null: nothing */
  sequenceGuard?: SequenceGuard | null;
}

/** A fresh state with PostgreSQL's defaults. */
export function defaultRuntimeState(): RuntimeState {
  return { settings: { ...defaultFormatSettings }, database: 'postgres', user: 'postgres', backendPid: 0, transactionStart: null, gucs: new Map(), roles: defaultRuntimeRoles() };
}

/** Current time in µs since 1970. */
export function clockMicros(): bigint {
  const ms = Date.now();
  const perf = (globalThis as unknown as { performance?: { now(): number } }).performance;
  const sub = Math.floor((perf?.now() ?? 0) * 1000) % 1000;
  return BigInt(ms) * 1000n + BigInt(sub);
}
