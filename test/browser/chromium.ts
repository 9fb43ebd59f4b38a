// Test-only: Debian's chromium driven by playwright-core, and the built playground served locally.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { serveStatic, type StaticServer } from './static-server.js';

export const CHROMIUM = process.env['PGSQLITE_CHROMIUM'] ?? '/usr/bin/chromium';
export const repo = resolve(import.meta.dirname, '../..');
/** Where the browser tests put their build, screenshots and numbers (never committed). */
export const outDir = join(repo, '.tmp/browser');

/** Why the browser tests cannot run here, or null. In CI a missing chromium is a failure, not a skip. */
export function chromiumMissing(): string | null {
  if (existsSync(CHROMIUM)) return null;
  const why = `chromium not found at ${CHROMIUM} (apt-get install -y chromium, or set PGSQLITE_CHROMIUM)`;
  if (process.env['CI'] === 'true') throw new Error(why);
  return why;
}

export interface BrowserRig {
  browser: Browser;
  server: StaticServer;
  close(): Promise<void>;
}

/**
 * Builds the playground with the project's own build into `.tmp/browser/<name>` (one folder per
 * test file: files run in parallel), serves it, and starts chromium.
 */
export async function startRig(name: string): Promise<BrowserRig & { dist: string }> {
  mkdirSync(outDir, { recursive: true });
  const dist = join(outDir, name);
  execFileSync(process.execPath, [join(repo, 'examples/playground/build.mjs'), '--out', dist], { cwd: repo, stdio: 'pipe' });
  const server = await serveStatic(dist);
  // Root cannot use chromium's sandbox (CI runs as root); the page is our own build.
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  return {
    dist,
    browser,
    server,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
