import { isAscii } from 'node:buffer';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

/**
 * Node 20 compiles an ES module from scratch on every start (it has no compile cache before 22):
 * for the 1.3 MB CLI bundle that is most of pgsqlite's start-up above node's own. So the CLI is
 * also bundled as one CommonJS-style script (`dist/cli.bundle.cjs`, built by src/build-cli.mjs)
 * that `dist/cli.js` runs through `vm.Script` with V8's code cache: the functions compiled by an
 * earlier run (start-up, the first connection) are deserialized instead of parsed and compiled.
 *
 * The cache file sits next to the script and is named after the script's content hash (given by
 * the build) and the node version, so a rebuilt script or another node never reads a stale cache
 * (V8 itself only checks the source's length and its own version and flags; a stale cache that
 * it accepts would run functions compiled from other text). A missing or rejected cache is
 * written `writeAfterMs` after start (unref'd: it never keeps the process alive), atomically
 * (temporary file + rename); when the directory is not writable the script runs uncached.
 * `PGSQLITE_CODE_CACHE=off` in the environment neither reads nor writes the cache.
 */
export interface CachedScriptOptions {
  /** The script: a CommonJS-style bundle whose `import.meta.url` reads `__pgsqliteModuleUrl`. */
  readonly script: URL;
  /** Hash of the script's content (computed by the build). */
  readonly hash: string;
  /**
   * Milliseconds after start to write a missing cache (default 1500); null: only when the caller
   * calls `saveCache` (a thread whose loop never lets a timer run).
   */
  readonly writeAfterMs?: number | null;
}

/** How a run used the cache: read and accepted, absent, rejected by V8, or switched off. */
export type CodeCacheUse = 'hit' | 'miss' | 'rejected' | 'off';

/** What {@link runCachedScript} returns. */
export interface CachedScriptRun {
  /** The script's `module.exports`. */
  readonly exports: unknown;
  readonly cache: CodeCacheUse;
  /** Writes a missing or rejected cache now (once; nothing when the cache was used or is off). */
  readonly saveCache: () => void;
}

/** Where the code cache of `script` for this node lives. */
export function codeCachePath(script: URL, hash: string): string {
  return `${fileURLToPath(script)}.${hash}.${process.version}-${process.arch}.v8cache`;
}

/** Parameters the script's wrapper function receives (CommonJS's, plus the module URL). */
const WRAPPER_PARAMS = ['exports', 'require', 'module', '__filename', '__dirname', '__pgsqliteModuleUrl'] as const;

function readCache(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The script's text. esbuild writes ASCII (non-ASCII characters escaped), and a one-byte string
 * made from ASCII bytes is several times cheaper than UTF-8 decoding the 4 MB bundle, which was
 * a large share of start-up; any other file is decoded as UTF-8.
 */
function readSource(path: string): string {
  const bytes = readFileSync(path);
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** Writes `data` to `path` so that a concurrent reader sees the whole file or none. */
function writeAtomically(path: string, data: Buffer): void {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing was written
    }
  }
}

/**
 * Runs the script with V8's code cache (see {@link CachedScriptOptions}) and returns its
 * `module.exports` and how the cache was used. The script must not use dynamic `import()`
 * (node 20 has no stable loader for it in a vm.Script): the build turns it into `require`.
 */
export function runCachedScript(options: CachedScriptOptions): CachedScriptRun {
  const filename = fileURLToPath(options.script);
  const cachePath = codeCachePath(options.script, options.hash);
  const off = process.env['PGSQLITE_CODE_CACHE'] === 'off';
  const cachedData = off ? undefined : readCache(cachePath);
  let source = readSource(filename);
  // A hashbang is valid only at the very start of a file, not inside the wrapper function.
  if (source.startsWith('#!')) source = `//${source.slice(2)}`;
  const script = new Script(`(function (${WRAPPER_PARAMS.join(', ')}) {${source}\n})`, {
    filename,
    ...(cachedData === undefined ? {} : { cachedData }),
  });
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  const cache: CodeCacheUse = off ? 'off' : cachedData === undefined ? 'miss' : script.cachedDataRejected === true ? 'rejected' : 'hit';
  let pending = cache === 'miss' || cache === 'rejected';
  const saveCache = (): void => {
    if (!pending) return;
    pending = false;
    writeAtomically(cachePath, script.createCachedData());
  };
  // Later, so that the cache also holds what start-up and the first connection compiled.
  if (pending && options.writeAfterMs !== null) setTimeout(saveCache, options.writeAfterMs ?? 1500).unref();
  wrapper.call(module.exports, module.exports, createRequire(filename), module, filename, dirname(filename), options.script.href);
  return { exports: module.exports, cache, saveCache };
}
