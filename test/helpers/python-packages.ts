import { execFile } from 'node:child_process';

/** The install command a missing Python package calls for (the same pins as .ci/run). */
export const PYTHON_INSTALL = 'python3 -m pip install -r test/python/requirements.txt';

/**
 * Which of `modules` python3 cannot import (all of them when there is no python3). A suite that
 * needs them must fail with {@link missingPythonMessage} rather than skip: a test command that
 * quietly drops the Python clients reports a green run that tested less than it says.
 */
export async function missingPythonModules(modules: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const m of modules) {
    const ok = await new Promise<boolean>((resolve) => execFile('python3', ['-c', `import ${m}`], (err) => resolve(err === null)));
    if (!ok) missing.push(m);
  }
  return missing;
}

/** What to tell the developer when modules are missing. */
export function missingPythonMessage(missing: string[]): string {
  return `python3 cannot import ${missing.join(', ')}: install the client tests' Python packages with \`${PYTHON_INSTALL}\` (add --break-system-packages for Debian's system python, or use a virtualenv), or set PGSQLITE_SKIP_PYTHON=1 to skip these tests knowingly`;
}
