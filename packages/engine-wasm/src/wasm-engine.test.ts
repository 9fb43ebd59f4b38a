import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { engineContract } from '@pgsqlite/engine/testing';
import { nodeFileStore } from '../../../src/wasm-node-files.js';
import { createWasmEngineFactory, loadSqliteWasm, memoryFileStore } from './index.js';

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-engine-wasm-'));
let n = 0;
const tmpPath = (): string => join(dir, `db-${++n}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sqlite3 = await loadSqliteWasm();
engineContract('sqlite-wasm on Node files', createWasmEngineFactory({ sqlite3, files: nodeFileStore() }), tmpPath);
engineContract('sqlite-wasm in memory', createWasmEngineFactory({ sqlite3: await loadSqliteWasm(), files: memoryFileStore() }), () => `/db-${++n}.sqlite`);
