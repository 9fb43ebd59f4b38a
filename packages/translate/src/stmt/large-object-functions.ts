import { Oid } from '@pgsqlite/catalog';
import type { AstNode } from '../parse/ast.js';

const VOID = 2278;

/**
 * The large-object functions (be-fsstubs.c): the session carries them out on the database's
 * `_pgsqlite_largeobject` table and its own open descriptors (backend large-objects.ts).
 */
export const LARGE_OBJECT_FUNCTIONS: Record<string, { sigs: string[][]; result: number; pack?: (args: AstNode[]) => AstNode[]; as?: string }> = {
  lo_creat: { sigs: [['int4']], result: Oid.oid },
  lo_create: { sigs: [['oid']], result: Oid.oid },
  lo_unlink: { sigs: [['oid']], result: Oid.int4 },
  lo_open: { sigs: [['oid', 'int4']], result: Oid.int4 },
  lo_close: { sigs: [['int4']], result: Oid.int4 },
  loread: { sigs: [['int4', 'int4']], result: Oid.bytea },
  lowrite: { sigs: [['int4', 'bytea']], result: Oid.int4 },
  lo_lseek: { sigs: [['int4', 'int4', 'int4']], result: Oid.int4 },
  lo_lseek64: { sigs: [['int4', 'int8', 'int4']], result: Oid.int8 },
  lo_tell: { sigs: [['int4']], result: Oid.int4 },
  lo_tell64: { sigs: [['int4']], result: Oid.int8 },
  lo_truncate: { sigs: [['int4', 'int4']], result: Oid.int4 },
  lo_truncate64: { sigs: [['int4', 'int8']], result: Oid.int4 },
  lo_get: { sigs: [['oid'], ['oid', 'int8', 'int4']], result: Oid.bytea },
  lo_put: { sigs: [['oid', 'int8', 'bytea']], result: VOID },
  lo_from_bytea: { sigs: [['oid', 'bytea']], result: Oid.oid },
  lo_import: { sigs: [['text'], ['text', 'oid']], result: Oid.oid },
  lo_export: { sigs: [['oid', 'text']], result: Oid.int4 },
};
