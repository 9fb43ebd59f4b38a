// Test-only: a Pgsqlite over an embedded host in this thread, on the native engine.
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { Pgsqlite } from '@pgsqlite/browser';
import { inThreadLink, startEmbeddedHost } from '@pgsqlite/browser/host';
import { tempFiles } from './node-files.js';

export async function nativePgsqlite(): Promise<Pgsqlite> {
  const host = await startEmbeddedHost({ engine: nativeEngineFactory, files: tempFiles(), memory: true });
  return Pgsqlite.connect(inThreadLink(host), 'memory');
}
