import { connect } from 'node:net';
import { chmod, rm } from 'node:fs/promises';

/** The path libpq derives from a socket directory and a port. */
export function unixSocketPath(socketDir: string, port: number): string {
  return `${socketDir.endsWith('/') ? socketDir.slice(0, -1) : socketDir}/.s.PGSQL.${port}`;
}

/**
 * Removes a stale socket file left by a server that died; refuses (EADDRINUSE) when a live
 * server still answers on it.
 */
export async function removeStaleSocket(path: string): Promise<void> {
  const alive = await new Promise<boolean>((resolve) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (alive) {
    const err = new Error(`another server is listening on ${path}`) as NodeJS.ErrnoException;
    err.code = 'EADDRINUSE';
    throw err;
  }
  await rm(path, { force: true });
}

/** Unix socket permissions as PostgreSQL's default `unix_socket_permissions` (0777). */
export async function openSocketPermissions(path: string): Promise<void> {
  await chmod(path, 0o777);
}

/** Removes the socket file at shutdown. */
export async function removeSocket(path: string): Promise<void> {
  await rm(path, { force: true });
}
