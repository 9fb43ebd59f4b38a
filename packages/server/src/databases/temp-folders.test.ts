import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempFolder, removeStaleFolders, removeTempFolder } from './temp-folders.js';

const root = mkdtempSync(join(tmpdir(), 'pgsqlite-temp-folders-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has exited (and so names no live process, barring reuse). */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

describe('in-memory folders', () => {
  it('temp-folders-1 the folder of a process that is gone is removed; live, own and unkeyed ones stay', () => {
    const dead = deadPid();
    const names = [`pgsqlite-${dead}-abc123`, `pgsqlite-${process.pid}-def456`, `pgsqlite-${process.ppid}-ghi789`, 'pgsqlite-XyZ12a', 'other-folder'];
    for (const n of names) mkdirSync(join(root, n));
    expect(removeStaleFolders(root)).toEqual([`pgsqlite-${dead}-abc123`]);
    expect(names.filter((n) => existsSync(join(root, n)))).toEqual(names.slice(1));
  });

  it('temp-folders-2 a folder is named after this process and removed by removeTempFolder', () => {
    const dir = createTempFolder();
    expect(dir).toMatch(new RegExp(`/pgsqlite-${process.pid}-[^/]+$`));
    removeTempFolder(dir);
    expect(existsSync(dir)).toBe(false);
  });
});
