import { PgError } from '@pgsqlite/errors';
import { createDatabaseProvider as createProvider, type DatabaseProviderOptions as ProviderOptions, type ServerDatabaseProvider } from '@pgsqlite/backend';
import { dataDirFiles, temporaryFiles, type InitdbImage } from './database-files.js';

export type { InitdbImage } from './database-files.js';

export type { ServerDatabaseProvider } from '@pgsqlite/backend';

/** How the server finds and opens its databases: a data directory, or in-memory mode. */
export interface DatabaseProviderOptions extends Omit<ProviderOptions, 'files'> {
  /** Folder of the SQLite files (file mode). Ignored when `memory` is true. */
  dataDir?: string;
  /** The initdb image new databases' files start from (database-files.ts); none: they bootstrap. */
  initdbImage?: InitdbImage;
}

/**
 * The backend's database provider over files of this machine: `<dataDir>/<name>.sqlite`, or in
 * memory mode WAL files in a private temporary folder (tmpfs where there is one).
 */
export function createDatabaseProvider(options: DatabaseProviderOptions): ServerDatabaseProvider {
  const { dataDir, initdbImage = null, ...rest } = options;
  if (!options.memory && dataDir === undefined) throw new PgError('invalid_parameter_value', 'dataDir is required unless memory is true');
  const memory = options.memory || dataDir === undefined;
  return createProvider({ ...rest, memory, files: memory ? temporaryFiles(initdbImage) : dataDirFiles(dataDir, initdbImage) });
}
