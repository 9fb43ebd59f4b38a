import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { engineContract } from '@pgsqlite/engine/testing';
import { nativeEngineFactory } from './index.js';

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-engine-native-'));
let n = 0;
const tmpPath = (): string => join(dir, `db-${++n}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

engineContract('better-sqlite3', nativeEngineFactory, tmpPath);
