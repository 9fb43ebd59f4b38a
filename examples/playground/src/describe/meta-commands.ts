import type { DescribeCommand } from './describe-types.js';
import { describeRelations } from './describe-relation.js';
import { RELATION_LISTS, listDatabases, listFunctions, listRelations, listSchemas } from './list-objects.js';

/** A parsed backslash command: `\d+ app.*` → { name: 'd', verbose: true, pattern: 'app.*' }. */
export interface MetaCommand {
  name: string;
  verbose: boolean;
  pattern?: string;
}

/** Parses one line starting with a backslash (psql reads one argument for these commands). */
export function parseMetaCommand(line: string): MetaCommand {
  const text = line.trim().slice(1);
  const space = text.search(/\s/);
  const head = space < 0 ? text : text.slice(0, space);
  const arg = space < 0 ? '' : text.slice(space).trim();
  const verbose = head.endsWith('+');
  const name = verbose ? head.slice(0, -1) : head;
  return { name, verbose, ...(arg === '' ? {} : { pattern: arg }) };
}

/** The describe commands the playground answers, by psql's name (without +). */
export function metaCommand(cmd: MetaCommand): DescribeCommand | null {
  if (cmd.name === 'd') return cmd.pattern === undefined ? listRelations(RELATION_LISTS['d']!) : describeRelations;
  const list = RELATION_LISTS[cmd.name];
  if (list !== undefined) return listRelations(list);
  switch (cmd.name) {
    case 'dn':
      return listSchemas;
    case 'df':
      return listFunctions;
    case 'l':
    case 'list':
      return listDatabases;
    default:
      return null;
  }
}

/** What `\?` shows. */
export const META_HELP = [
  ['\\d[+] [NAME]', 'list tables, views and sequences, or describe NAME'],
  ['\\dt[+] [PATTERN]', 'list tables'],
  ['\\di[+] [PATTERN]', 'list indexes'],
  ['\\dv[+] [PATTERN]', 'list views'],
  ['\\ds[+] [PATTERN]', 'list sequences'],
  ['\\dn[+] [PATTERN]', 'list schemas'],
  ['\\df[+] [PATTERN]', 'list functions'],
  ['\\l[+]', 'list databases'],
] as const;
