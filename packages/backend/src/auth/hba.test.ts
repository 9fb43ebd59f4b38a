import { describe, expect, it } from 'vitest';
import { defaultHba, parseHba } from './hba-rules.js';
import { matchHba, type HbaConnection } from './hba-match.js';
import { parseCidr } from './ip-address.js';

const conn = (address: string | null, user = 'alice', database = 'app', tls = false): HbaConnection => ({ address, user, database, tls });
const networks = () => [parseCidr('192.168.1.10/24')!];
const method = (text: string, c: HbaConnection): string => matchHba(parseHba(text, 'pg_hba.conf'), c, networks)?.method ?? 'none';

describe('pg_hba.conf', () => {
  it('hba-1 connection types: local, host, hostssl, hostnossl', () => {
    const text = 'local all all trust\nhostssl all all all scram-sha-256\nhostnossl all all 10.0.0.0/8 md5\nhost all all ::1/128 password\n';
    expect(method(text, conn(null))).toBe('trust');
    expect(method(text, conn('10.1.2.3', 'a', 'b', true))).toBe('scram-sha-256');
    expect(method(text, conn('10.1.2.3'))).toBe('md5');
    expect(method(text, conn('::1'))).toBe('password');
    expect(method(text, conn('11.0.0.1'))).toBe('none');
  });

  it('hba-2 database and user columns: lists, quotes, sameuser, +role, keywords quoted are names', () => {
    expect(method('host app,"all" bob 0.0.0.0/0 reject\nhost all all 0.0.0.0/0 trust', conn('1.2.3.4', 'bob'))).toBe('reject');
    expect(method('host "all" all 0.0.0.0/0 reject\nhost all all 0.0.0.0/0 trust', conn('1.2.3.4'))).toBe('trust');
    expect(method('host sameuser all 0.0.0.0/0 md5', conn('1.2.3.4', 'app', 'app'))).toBe('md5');
    expect(method('host sameuser all 0.0.0.0/0 md5', conn('1.2.3.4', 'bob', 'app'))).toBe('none');
    expect(method('host all +alice 0.0.0.0/0 md5', conn('1.2.3.4'))).toBe('md5');
    expect(method('host replication all 0.0.0.0/0 md5', conn('1.2.3.4'))).toBe('none');
  });

  it('hba-3 addresses: CIDR, address + netmask, all, samehost, samenet, IPv6', () => {
    expect(method('host all all 192.168.0.0 255.255.0.0 md5', conn('192.168.7.7'))).toBe('md5');
    expect(method('host all all samehost md5', conn('192.168.1.10'))).toBe('md5');
    expect(method('host all all samehost md5', conn('192.168.1.11'))).toBe('none');
    expect(method('host all all samenet md5', conn('192.168.1.99'))).toBe('md5');
    expect(method('host all all fe80::/10 md5', conn('fe80::1'))).toBe('md5');
    expect(method('host all all 127.0.0.1/32 md5', conn('::1'))).toBe('none');
  });

  it('hba-4 defaults: trust on loopback and the socket without a password, scram-sha-256 elsewhere and once a password is set', () => {
    const open = defaultHba(true);
    expect(matchHba(open, conn(null), networks)?.method).toBe('trust');
    expect(matchHba(open, conn('127.0.0.1'), networks)?.method).toBe('trust');
    expect(matchHba(open, conn('::1'), networks)?.method).toBe('trust');
    expect(matchHba(open, conn('10.0.0.1'), networks)?.method).toBe('scram-sha-256');
    const closed = defaultHba(false);
    expect(matchHba(closed, conn(null), networks)?.method).toBe('scram-sha-256');
    expect(matchHba(closed, conn('127.0.0.1'), networks)?.method).toBe('scram-sha-256');
  });

  it('hba-5 lines pgsqlite cannot honour are errors naming the line', () => {
    expect(() => parseHba('\nhost all all 0.0.0.0/0 ldap', 'f')).toThrow('authentication method "ldap" is not supported by pgsqlite (line 2 of configuration file "f")');
    expect(() => parseHba('host all all 0.0.0.0/0 bogus', 'f')).toThrow('invalid authentication method "bogus"');
    expect(() => parseHba('host all all 0.0.0.0/0 md5 clientcert=verify-ca', 'f')).toThrow('authentication option "clientcert=verify-ca" is not supported');
    expect(() => parseHba('host all all 300.0.0.0/8 md5', 'f')).toThrow('invalid IP address "300.0.0.0/8"');
    expect(() => parseHba('host all', 'f')).toThrow('end-of-line before role specification');
    expect(parseHba('# only a comment\n\n   \n', 'f')).toEqual([]);
  });
});
