import type { PgsqliteSession } from '../client/pgsqlite.js';
export interface DumpOptions { dataOnly?: boolean }
export async function dumpDatabase(_db: PgsqliteSession, _o: DumpOptions): Promise<string> { return ''; }
