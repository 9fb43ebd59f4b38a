import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The executor threads' bundle (`executor-thread.bundle.js`, built by src/build-cli.mjs) beside
 * the module at `base`, when there is one: the CLI's and the published library's bundles sit
 * next to it in dist/, and a thread started from it loads one file instead of the workspace
 * packages (which the published package does not contain). Undefined when running from sources.
 */
export function bundledThreadModule(base: string, file = 'executor-thread.bundle.js'): URL | undefined {
  const url = new URL(`./${file}`, base);
  return url.protocol === 'file:' && existsSync(fileURLToPath(url)) ? url : undefined;
}
