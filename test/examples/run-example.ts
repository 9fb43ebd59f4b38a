import { execFile } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The examples folder. */
export const examplesDir = join(repoRoot, 'examples');

/**
 * Examples import `pgsqlite` (and `pgsqlite/vitest`, `pgsqlite/testing`) as a user's project
 * does. Inside the repository no installed copy exists (npm does not link a root package into its
 * own node_modules), so examples/node_modules/pgsqlite is made a link to the repository root:
 * the examples, and only they, then resolve the package's `exports` exactly as an installed copy
 * would (dist/, so run `npx tsc -b` first, as `npm test` does). Their other dependencies resolve
 * from the repository's node_modules.
 */
export function linkPackageIntoNodeModules(): void {
  const folder = join(examplesDir, 'node_modules');
  const link = join(folder, 'pgsqlite');
  if (existsSync(link) || isDanglingLink(link)) return;
  mkdirSync(folder, { recursive: true });
  symlinkSync(join('..', '..'), link, 'dir');
}

function isDanglingLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Result of a command. */
export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command in `cwd` with extra environment; never rejects. */
export function runCommand(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 240_000): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, env: { ...process.env, ...env }, timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** `node_modules/.bin/<name>` of the repository. */
export const bin = (name: string): string => join(repoRoot, 'node_modules', '.bin', name);
