import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/cli-process.js';
import { startedClient } from '../helpers/raw-client.js';

/**
 * The package as a user gets it: `npm pack` of this repository, installed into an empty folder
 * with `npm install --omit=dev` (the registry reachable; with --prefer-offline npm takes what its
 * cache already holds, so after the repository's own install only metadata may be fetched and
 * better-sqlite3 is compiled from source where no prebuilt binary can be downloaded), then
 * `npx pgsqlite --port 0`, psql and node-postgres round trips, the library entry and its types.
 * Packs what `npm run build` left in dist/ (CI's `npm ci` runs it through `prepare`).
 *
 * better-sqlite3's install step first looks for a prebuilt binary (prebuild-install, which would
 * download it from better-sqlite3's releases: not reachable here) and then compiles SQLite from
 * source, 1.5 min on an idle 2-core machine and 6+ min on a loaded one. Unless
 * PGSQLITE_PACK_COMPILE=1, the binary this repository's own install compiled is offered to
 * prebuild-install as a local prebuild (its documented `local-prebuilds` setting), standing in
 * for the download a user's machine makes; with PGSQLITE_PACK_COMPILE=1 the install compiles.
 */
const root = new URL('../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'pgsqlite-pack-'));
const project = join(work, 'project');

/** The environment of a user's shell: no npm_* variables of the `npm test` that runs this file. */
function userEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_')));
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = userEnv()): string {
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm_config_better_sqlite3_local_prebuilds`: a folder holding better-sqlite3's prebuilt-binary
 * archive, made from the binary this repository's install compiled (same version, node and
 * platform), so that the install does not compile it again. Empty with PGSQLITE_PACK_COMPILE=1
 * or when this repository has no compiled binary of the pinned version.
 */
function localPrebuild(): Record<string, string> {
  if (process.env['PGSQLITE_PACK_COMPILE'] === '1') return {};
  const pinned = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies['better-sqlite3'];
  const installed = join(root, 'node_modules', 'better-sqlite3');
  const version = (JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { version: string }).version;
  if (version !== pinned || !existsSync(join(installed, 'build', 'Release', 'better_sqlite3.node'))) return {};
  const dir = join(work, 'prebuilds');
  execFileSync('mkdir', ['-p', dir]);
  const archive = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync('tar', ['czf', join(dir, archive), '-C', installed, 'build/Release/better_sqlite3.node']);
  return { npm_config_better_sqlite3_local_prebuilds: dir };
}

describe('the published package', () => {
  let tarball = '';
  let server: ServerProcess | undefined;

  afterAll(() => {
    const group = server?.child.pid;
    if (group !== undefined && groupAlive(group)) process.kill(-group, 'SIGKILL');
  });

  it('package-1 npm pack makes one tarball of the bundles whose dependencies all come from the registry', () => {
    for (const f of ['cli.js', 'cli.bundle.cjs', 'executor-thread.bundle.js', 'pgsqlite.js', 'types/src/index.d.ts']) {
      if (!existsSync(join(root, 'dist', f))) throw new Error(`dist/${f} is missing: run \`npm run build\` first`);
    }
    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], root)) as [
      { filename: string; files: { path: string }[] },
    ];
    tarball = join(work, packed.filename);
    const paths = packed.files.map((f) => f.path);
    expect(paths).toContain('package.json');
    expect(paths).toContain('dist/cli.js');
    // the initdb image (src/initdb-image.ts) that initdb's databases start from
    expect(paths.filter((p) => /^dist\/pgsqlite-initdb\.[0-9a-f]{16}\.sqlite$/.test(p))).toHaveLength(1);
    // Only the bundles, their declarations and the README: no sources, maps or code caches.
    expect(paths.filter((p) => !(p.startsWith('dist/') || p === 'package.json' || p === 'README.md' || p === 'LICENSE'))).toEqual([]);
    expect(paths.filter((p) => p.endsWith('.map') || p.endsWith('.v8cache') || p.endsWith('.ts') && !p.endsWith('.d.ts'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      expect(name.startsWith('@pgsqlite/'), name).toBe(false);
      expect(version, name).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    }
  });

  it('package-2 installs into an empty folder with npm install --omit=dev', { timeout: 600_000 }, () => {
    expect(tarball).not.toBe('');
    execFileSync('mkdir', ['-p', project]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'uses-pgsqlite', private: true, type: 'module' }));
    const env = { ...userEnv(), ...localPrebuild() };
    const t0 = performance.now();
    run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', tarball], project, env);
    const seconds = (performance.now() - t0) / 1000;
    const kb = Number(execFileSync('du', ['-sk', join(project, 'node_modules')], { encoding: 'utf8' }).split('\t')[0]);
    const how = Object.keys(env).some((k) => k.endsWith('_local_prebuilds')) ? 'better-sqlite3 from a local prebuild' : 'better-sqlite3 compiled';
    console.log(`[package] npm install --omit=dev (${how}): ${seconds.toFixed(1)} s, node_modules ${(kb / 1024).toFixed(1)} MB`);
    expect(existsSync(join(project, 'node_modules', '@pgsqlite'))).toBe(false);
    expect(existsSync(join(project, 'node_modules', '.bin', 'pgsqlite'))).toBe(true);
  });

  it('package-3 npx pgsqlite --port 0 serves psql and node-postgres, and stops on SIGTERM', { timeout: 120_000 }, async () => {
    // detached: a process group of its own, signalled as a terminal signals its foreground job
    // (npm exec does not forward SIGTERM to the command it runs).
    server = await startServerProcess('npx', ['pgsqlite', '--port', '0'], { cwd: project, env: userEnv(), detached: true });
    const first = await startedClient('127.0.0.1', server.port);
    const startMs = performance.now() - server.spawnedAt;
    first.end();
    console.log(`[package] npx pgsqlite: URL printed after ${server.listeningMs.toFixed(0)} ms, first connection accepted after ${startMs.toFixed(0)} ms`);
    expect(server.url).toBe(`postgresql://postgres@127.0.0.1:${server.port}/postgres`);

    const psql = run('psql', ['-X', '-At', '-d', server.url, '-c', "CREATE TABLE t (id serial PRIMARY KEY, v text); INSERT INTO t (v) VALUES ('from psql'); SELECT count(*) FROM t"], project);
    expect(psql.trim().split('\n').at(-1)).toBe('1');

    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const r = await client.query<{ v: string; n: string }>('SELECT v, (SELECT count(*) FROM t) AS n FROM t WHERE id = $1', [1]);
      expect(r.rows).toEqual([{ v: 'from psql', n: '1' }]);
    } finally {
      await client.end();
    }

    // Smart shutdown: every process of the group (npm exec, the server) is gone and the port closed.
    const group = server.child.pid;
    if (group === undefined) throw new Error('no pid');
    process.kill(-group, 'SIGTERM');
    await server.exited;
    const deadline = Date.now() + 15_000;
    while (groupAlive(group) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(groupAlive(group)).toBe(false);
    await expect(startedClient('127.0.0.1', server.port)).rejects.toThrow();
  });

  it('package-4 the library entry starts a server, and its types check under nodenext', { timeout: 120_000 }, () => {
    const script = [
      "import { startPgsqlite } from 'pgsqlite';",
      'const server = await startPgsqlite({ port: 0 });',
      'console.log(server.url);',
      'await server.close();',
    ].join('\n');
    writeFileSync(join(project, 'start.mjs'), script);
    expect(run(process.execPath, ['start.mjs'], project)).toMatch(/^postgresql:\/\/postgres@127\.0\.0\.1:\d+\/postgres\n$/);

    writeFileSync(
      join(project, 'check.ts'),
      [
        "import { startPgsqlite, type PgsqliteOptions, type RunningServer } from 'pgsqlite';",
        "const options: PgsqliteOptions = { port: 0, synchronous: 'NORMAL', maxConnections: 5 };",
        'const server: RunningServer = await startPgsqlite(options);',
        'export const url: string = server.url;',
      ].join('\n'),
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      // A user's TypeScript project brings its own @types/node (the package depends on none since
      // it dropped the PL/pgSQL parser that pulled it in): the repository's pinned copy stands in.
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, types: ['node'], typeRoots: [join(root, 'node_modules', '@types')] }, files: ['check.ts'] }),
    );
    // The repository's TypeScript, without skipLibCheck: the shipped declarations must be whole.
    run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], project);
  });
});
