// `npx knex migrate:latest --knexfile knexfile.mjs` uses this too.
export default {
  client: 'pg',
  connection: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  pool: { min: 0, max: 4 },
  migrations: { directory: new URL('./migrations', import.meta.url).pathname, loadExtensions: ['.mjs'] },
};
