import { statSync } from 'node:fs';

/**
 * Why the Unix socket cannot be made in `dir`, or null (node reports a missing directory as
 * EACCES once it tries, so it is checked before listening).
 */
export function socketDirProblem(dir: string): string | null {
  let stat;
  try {
    stat = statSync(dir, { throwIfNoEntry: false });
  } catch {
    // A file where a folder should be (ENOTDIR).
    return `could not create Unix-domain socket in directory "${dir}": Not a directory`;
  }
  if (stat === undefined) return `could not create Unix-domain socket in directory "${dir}": No such file or directory`;
  if (!stat.isDirectory()) return `could not create Unix-domain socket in directory "${dir}": Not a directory`;
  return null;
}

/**
 * PostgreSQL's words for a listener that cannot start (`could not bind IPv4 address
 * "127.0.0.1": Address already in use`, with its hint), or null for another error.
 */
export function listenErrorMessage(e: unknown, at: { host: string; port: number; socketDir?: string }): string | null {
  const err = e as NodeJS.ErrnoException & { address?: string; port?: number };
  if (err === null || typeof err !== 'object') return null;
  if (err.syscall === 'getaddrinfo') return `could not translate host name "${at.host}" to address: Name or service not known`;
  if (err.syscall !== 'listen') return null;
  const address = err.address ?? at.host;
  if (address.startsWith('/')) {
    const words = WORDS[err.code ?? ''] ?? err.message;
    return `could not create Unix-domain socket "${address}": ${words}`;
  }
  const family = address.includes(':') ? 'IPv6' : 'IPv4';
  switch (err.code) {
    case 'EADDRINUSE':
      return `could not bind ${family} address "${address}": Address already in use\nHINT:  Is another server already running on port ${err.port ?? at.port}? If not, wait a few seconds and retry.`;
    case 'EADDRNOTAVAIL':
      return `could not bind ${family} address "${address}": Cannot assign requested address`;
    case 'EACCES':
      return `could not bind ${family} address "${address}" port ${err.port ?? at.port}: Permission denied`;
    default:
      return null;
  }
}

const WORDS: Record<string, string> = {
  EACCES: 'Permission denied',
  EADDRINUSE: 'Address already in use',
  ENOENT: 'No such file or directory',
  ENOTDIR: 'Not a directory',
};
