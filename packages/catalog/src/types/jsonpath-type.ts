import { PgError } from '@pgsqlite/errors';
import { concatBytes, storedString, utf8Decode, utf8Encode } from './codec-util.js';
import { defineType } from './define.js';
import { parseJsonPath, printJsonPath } from './jsonpath/index.js';

/** jsonpath_in then jsonpath_out: the stored form is the canonical text. */
export function normalizeJsonPath(text: string): string {
  return printJsonPath(parseJsonPath(text));
}

/** jsonpath → TEXT, stored as PostgreSQL prints it; binary is a version byte (1) then the text. */
export const jsonpathType = defineType({
  oid: 4072,
  name: 'jsonpath',
  displayName: 'jsonpath',
  storage: 'text',
  category: 'U',
  arrayOid: 4073,
  toText: (v) => storedString(v),
  fromText: (t) => normalizeJsonPath(t),
  toBinary: (v) => concatBytes([Uint8Array.of(1), utf8Encode(storedString(v))]),
  fromBinary: (b) => {
    if (b[0] !== 1) throw new PgError('invalid_binary_representation', `unsupported jsonpath version number: ${b[0] ?? 0}`);
    return normalizeJsonPath(utf8Decode(b.subarray(1)));
  },
});
