import { parseAddress, parseCidr, type AddressRange } from './ip-address.js';

/** The authentication methods pgsqlite carries out. */
export type AuthMethod = 'trust' | 'reject' | 'scram-sha-256' | 'md5' | 'password';

/** A connection type of pg_hba.conf. */
export type ConnectionType = 'local' | 'host' | 'hostssl' | 'hostnossl' | 'hostgssenc' | 'hostnogssenc';

/** One parsed line of pg_hba.conf. */
export interface HbaRule {
  line: number;
  type: ConnectionType;
  /** Keywords (all, sameuser, samerole, replication) are flagged, names are quoted-aware. */
  databases: HbaName[];
  users: HbaName[];
  /** null for `local`. */
  address: AddressRange | 'all' | 'samehost' | 'samenet' | null;
  /** The address field as written (pg_hba_file_rules.address / netmask). */
  addressText: string | null;
  netmaskText: string | null;
  method: AuthMethod;
}

/** A name of the database or user column: `keyword` for an unquoted keyword, `group` for +name. */
export interface HbaName {
  name: string;
  keyword: boolean;
  group: boolean;
}

/** A line pgsqlite cannot load: the server refuses to start, as PostgreSQL does. */
export class HbaError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly file: string,
  ) {
    super(`${message} (line ${line} of configuration file "${file}")`);
  }
}

const TYPES = new Set<string>(['local', 'host', 'hostssl', 'hostnossl', 'hostgssenc', 'hostnogssenc']);
const METHODS = new Set<string>(['trust', 'reject', 'scram-sha-256', 'md5', 'password']);
const OTHER_METHODS = new Set(['peer', 'ident', 'gss', 'sspi', 'pam', 'ldap', 'radius', 'cert', 'bsd']);

/** A field: comma-separated tokens, each possibly double-quoted (quoted keywords are names). */
interface Token {
  text: string;
  quoted: boolean;
}

/** Splits one line into fields of tokens (hba.c next_token: whitespace separates fields, commas tokens, # starts a comment). */
function fields(line: string): Token[][] {
  const out: Token[][] = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && /\s/.test(line[i] as string)) i++;
    if (i >= line.length || line[i] === '#') break;
    const field: Token[] = [];
    for (;;) {
      let text = '';
      let quoted = false;
      while (i < line.length && !/\s/.test(line[i] as string) && line[i] !== ',') {
        if (line[i] === '#' && !quoted) break;
        if (line[i] === '"') {
          quoted = true;
          const end = line.indexOf('"', i + 1);
          text += line.slice(i + 1, end < 0 ? line.length : end);
          i = end < 0 ? line.length : end + 1;
        } else text += line[i++];
      }
      field.push({ text, quoted });
      if (line[i] === ',') i++;
      else break;
    }
    out.push(field);
  }
  return out;
}

function names(tokens: Token[], fail: (m: string) => never): HbaName[] {
  return tokens.map((t) => {
    if (!t.quoted && t.text.startsWith('@')) fail(`@file inclusion in pg_hba.conf ("${t.text}") is not supported by pgsqlite`);
    const group = !t.quoted && t.text.startsWith('+');
    const name = group ? t.text.slice(1) : t.text;
    const keyword = !t.quoted && ['all', 'sameuser', 'samerole', 'samegroup', 'replication'].includes(name);
    return { name: keyword && name === 'samegroup' ? 'samerole' : name, keyword, group };
  });
}

/**
 * Parses pg_hba.conf text (PostgreSQL's format). Every problem is an HbaError naming the line,
 * as PostgreSQL refuses to load such a file: unknown connection types and methods, methods
 * pgsqlite does not have (peer, ldap …), host names and @file inclusion, authentication options.
 * @see https://www.postgresql.org/docs/15/auth-pg-hba-conf.html
 */
export function parseHba(text: string, file: string): HbaRule[] {
  const rules: HbaRule[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const fail = (m: string): never => {
      throw new HbaError(m, line, file);
    };
    const f = fields(raw.replace(/\r$/, ''));
    if (f.length === 0) return;
    const single = (i: number, what: string): string => {
      const field = f[i];
      if (field === undefined) fail(`end-of-line before ${what}`);
      if ((field as Token[]).length > 1) fail(`multiple values specified for ${what}`);
      return (field as Token[])[0]?.text ?? '';
    };
    const type = single(0, 'connection type');
    if (!TYPES.has(type)) fail(`invalid connection type "${type}"`);
    if (f[1] === undefined) fail('end-of-line before database specification');
    if (f[2] === undefined) fail('end-of-line before role specification');
    const databases = names(f[1] as Token[], fail);
    const users = names(f[2] as Token[], fail);
    let next = 3;
    let address: HbaRule['address'] = null;
    let addressText: string | null = null;
    let netmaskText: string | null = null;
    if (type !== 'local') {
      addressText = single(3, 'IP address');
      next = 4;
      if (addressText === 'all' || addressText === 'samehost' || addressText === 'samenet') address = addressText;
      else if (addressText.includes('/')) {
        address = parseCidr(addressText) ?? fail(`invalid IP address "${addressText}"`);
      } else {
        const ip = parseAddress(addressText);
        if (ip === null) fail(`host names in pg_hba.conf ("${addressText}") are not supported by pgsqlite`);
        netmaskText = single(4, 'netmask');
        const mask = parseAddress(netmaskText);
        if (mask === null || mask.length !== ip?.length) fail(`invalid IP mask "${netmaskText}"`);
        address = { address: ip as Uint8Array, mask: mask as Uint8Array };
        next = 5;
      }
    }
    const method = single(next, 'authentication method');
    if (OTHER_METHODS.has(method)) fail(`authentication method "${method}" is not supported by pgsqlite`);
    if (!METHODS.has(method)) fail(`invalid authentication method "${method}"`);
    if (f.length > next + 1) fail(`authentication option "${f[next + 1]?.[0]?.text ?? ''}" is not supported by pgsqlite`);
    rules.push({ line, type: type as ConnectionType, databases, users, address, addressText, netmaskText, method: method as AuthMethod });
  });
  return rules;
}

/**
 * The policy when no pg_hba.conf is given: trust on the Unix socket and loopback while no role
 * has a password, scram-sha-256 for everything else (and everywhere once a password is set).
 */
export function defaultHba(trustLocal: boolean): HbaRule[] {
  const all: HbaName[] = [{ name: 'all', keyword: true, group: false }];
  const rule = (line: number, type: ConnectionType, addressText: string | null, method: AuthMethod): HbaRule => ({
    line, type, databases: all, users: all, addressText, netmaskText: null, method,
    address: addressText === null ? null : addressText === 'all' ? 'all' : (parseCidr(addressText) as AddressRange),
  });
  if (!trustLocal) return [rule(1, 'local', null, 'scram-sha-256'), rule(2, 'host', 'all', 'scram-sha-256')];
  return [rule(1, 'local', null, 'trust'), rule(2, 'host', '127.0.0.1/32', 'trust'), rule(3, 'host', '::1/128', 'trust'), rule(4, 'host', 'all', 'scram-sha-256')];
}
