import { readFileSync, writeFileSync } from 'node:fs';
import { DataTypes, Sequelize, type ModelStatic, type Model } from 'sequelize';
import { afterAll, describe, expect } from 'vitest';
import { mustHold } from './must-hold.js';
import { startOrmTarget } from './orm-target.js';

/**
 * Issue 4 must-hold: Sequelize `sync({ alter: true })` twice. Sequelize's alter re-issues
 * ALTER COLUMN … TYPE/SET NOT NULL/DEFAULT for every attribute on each run, and for a `unique`
 * attribute it adds one more unique constraint each time (authors_email_key1 — PostgreSQL 15 does
 * the same). So the second run is checked against PostgreSQL: the DDL it logs and the schema it
 * leaves (as Sequelize describes it) equal what it logs and leaves on PostgreSQL 15, recorded in
 * sequelize/second-sync.json (SEQUELIZE_RECORD=1 PGSQLITE_TEST_TARGET=postgres re-records it);
 * no table is created or dropped, no column added or dropped, and the data is intact.
 */

const target = await startOrmTarget();
const logged: string[] = [];
const sequelize = target ? new Sequelize(target.url, { logging: (sql) => { logged.push(sql.replace(/^Executing \([^)]*\): /, '')); }, timezone: '+00:00', pool: { max: 2 } }) : undefined;
afterAll(async () => { await sequelize?.close(); await target?.stop(); });

function define(): { Author: ModelStatic<Model>; Book: ModelStatic<Model>; Tag: ModelStatic<Model> } {
  const s = sequelize!;
  const Author = s.define('Author', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: { type: DataTypes.STRING(120), allowNull: false },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    role: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'writer', validate: { isIn: [['reader', 'writer']] } },
    bio: { type: DataTypes.TEXT },
  }, { tableName: 'authors', underscored: true });
  const Book = s.define('Book', {
    id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
    title: { type: DataTypes.STRING, allowNull: false },
    price: { type: DataTypes.DECIMAL(8, 2), defaultValue: 0 },
    published: { type: DataTypes.BOOLEAN, defaultValue: false, allowNull: false },
    meta: { type: DataTypes.JSONB },
    uid: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4 },
    publishedAt: { type: DataTypes.DATE },
  }, { tableName: 'books', underscored: true, indexes: [{ fields: ['title'] }, { unique: true, fields: ['author_id', 'title'] }] });
  const Tag = s.define('Tag', { name: { type: DataTypes.STRING(40), primaryKey: true } }, { tableName: 'tags', timestamps: false });
  Author.hasMany(Book, { foreignKey: { name: 'authorId', allowNull: false }, onDelete: 'CASCADE' });
  Book.belongsTo(Author, { foreignKey: { name: 'authorId', allowNull: false } });
  Book.belongsToMany(Tag, { through: 'book_tags', foreignKey: 'book_id', otherKey: 'tag_name', timestamps: false });
  Tag.belongsToMany(Book, { through: 'book_tags', foreignKey: 'tag_name', otherKey: 'book_id', timestamps: false });
  return { Author, Book, Tag };
}

const models = sequelize ? define() : undefined;

async function describeAll(): Promise<unknown> {
  const qi = sequelize!.getQueryInterface();
  const out: Record<string, unknown> = {};
  for (const table of ['authors', 'books', 'tags', 'book_tags']) {
    out[table] = {
      columns: await qi.describeTable(table),
      indexes: ((await qi.showIndex(table)) as { name: string; unique: boolean; primary: boolean; fields: unknown }[])
        .map((i) => ({ name: i.name, unique: i.unique, primary: i.primary, fields: i.fields })).sort((a, b) => a.name.localeCompare(b.name)),
      foreignKeys: ((await qi.getForeignKeyReferencesForTable(table)) as { constraintName: string; columnName: string; referencedTableName: string; referencedColumnName: string }[])
        .map((f) => [f.constraintName, f.columnName, f.referencedTableName, f.referencedColumnName]).sort(),
    };
  }
  return out;
}

function expectFileOk(): void {
  const check = target?.checkFile();
  if (check) expect(check).toEqual({ integrity: 'ok', foreignKeys: [] });
}

const goldenFile = new URL('./sequelize/second-sync.json', import.meta.url);

describe.skipIf(target === null)('orm: Sequelize sync({ alter: true }) (issue 4)', () => {
  mustHold('orm-sequelize-1 the first sync({ alter: true }) creates the tables (file intact)', async () => {
    await sequelize!.sync({ alter: true });
    expect(logged.filter((q) => q.startsWith('CREATE TABLE')).length).toBe(4);
    expectFileOk();
    const { Author, Book, Tag } = models!;
    const ada = await Author.create({ name: 'Ada', email: 'ada@example.com' });
    const book = await Book.create({ title: 'Engines', price: '12.5', meta: { pages: 10 }, authorId: ada.get('id') });
    const tag = await Tag.create({ name: 'math' });
    await (book as unknown as { addTag(t: Model): Promise<void> }).addTag(tag);
  });

  mustHold('orm-sequelize-2 the second sync({ alter: true }) creates, adds and drops nothing; schema and data unchanged', async () => {
    logged.length = 0;
    await sequelize!.sync({ alter: true });
    const ddl = logged.filter((q) => /^(CREATE|ALTER|DROP|DO)\b/.test(q));
    expect(ddl.filter((q) => /^CREATE TABLE(?! IF NOT EXISTS)|\bADD COLUMN\b|\bDROP COLUMN\b|^DROP TABLE/.test(q))).toEqual([]);
    expectFileOk();
    const observed = { ddl, schema: JSON.parse(JSON.stringify(await describeAll())) as unknown };
    if (process.env['SEQUELIZE_RECORD'] === '1' && target!.kind === 'postgres') writeFileSync(goldenFile, JSON.stringify(observed, null, 1) + '\n');
    expect(observed).toEqual(JSON.parse(readFileSync(goldenFile, 'utf8')));
    const { Author, Book, Tag } = models!;
    const loaded = await Author.findOne({ where: { email: 'ada@example.com' }, include: [{ model: Book, include: [Tag] }] });
    const json = loaded!.toJSON() as { role: string; Books: { title: string; price: string; meta: unknown; Tags: { name: string }[] }[] };
    expect([json.role, json.Books.map((b) => [b.title, b.price, b.meta, b.Tags.map((t) => t.name)])]).toEqual(['writer', [['Engines', '12.50', { pages: 10 }, ['math']]]]);
  });

  mustHold('orm-sequelize-3 a changed model is altered by sync({ alter: true }) (column added, type widened, column dropped)', async () => {
    const { Author } = models!;
    Author.rawAttributes['country'] = { type: DataTypes.STRING(2) } as never;
    Author.rawAttributes['name'] = { ...Author.rawAttributes['name'], type: DataTypes.STRING(200) } as never;
    delete Author.rawAttributes['bio'];
    Author.refreshAttributes();
    await sequelize!.sync({ alter: true });
    const cols = await sequelize!.getQueryInterface().describeTable('authors');
    expect([cols['country']?.type, cols['name']?.type, 'bio' in cols]).toEqual(['CHARACTER VARYING(2)', 'CHARACTER VARYING(200)', false]);
    expectFileOk();
    await sequelize!.transaction(async (t) => {
      await Author.update({ country: 'UK' }, { where: { email: 'ada@example.com' }, transaction: t });
    });
    expect((await Author.findOne({ where: { country: 'UK' } }))?.get('name')).toBe('Ada');
  });

  mustHold('orm-sequelize-4 an ENUM attribute: sync({ alter: true }) twice creates the type once', async () => {
    const Shelf = sequelize!.define('Shelf', { kind: { type: DataTypes.ENUM('wood', 'metal'), allowNull: false, defaultValue: 'wood' } }, { tableName: 'shelves', timestamps: false });
    await Shelf.sync({ alter: true });
    await Shelf.sync({ alter: true });
    await Shelf.create({ kind: 'metal' });
    expect((await Shelf.findAll({ raw: true })).map((r) => (r as unknown as { kind: string }).kind)).toEqual(['metal']);
    expectFileOk();
  });
});
