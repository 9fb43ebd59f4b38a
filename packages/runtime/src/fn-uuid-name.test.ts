import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { nameUuid } from './fn-uuid-name.js';
import { sha1 } from './fn-sha1.js';
import { utf8Bytes } from './fn-utf8.js';

const hex = (b: Uint8Array): string => [...b].map((x) => x.toString(16).padStart(2, '0')).join('');

test('sha1 matches node:crypto around the block boundaries', () => {
  for (const s of ['', 'abc', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'x'.repeat(119), 'héllo'.repeat(40)]) {
    const b = utf8Bytes(s);
    expect(hex(sha1(b))).toBe(createHash('sha1').update(b).digest('hex'));
  }
});

test('uuid_generate_v3/v5 of RFC 4122 namespaces as PostgreSQL 15 uuid-ossp returns them', () => {
  expect(nameUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com', 3)).toBe('5df41881-3aed-3515-88a7-2f4a814cf09e');
  expect(nameUuid('6ba7b811-9dad-11d1-80b4-00c04fd430c8', 'http://www.postgresql.org', 5)).toBe('e1ee1ad4-cd4e-5889-962a-4f605a68d94e');
});
