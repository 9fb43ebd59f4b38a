export async function up(knex) {
  await knex.schema.createTable('authors', (t) => {
    t.increments('id');
    t.string('name').notNullable().unique();
    t.enu('role', ['reader', 'writer'], { useNative: true, enumName: 'author_role' }).notNullable().defaultTo('writer');
    t.timestamps(true, true);
  });
  await knex.schema.createTable('books', (t) => {
    t.increments('id');
    t.integer('author_id').notNullable().references('id').inTable('authors').onDelete('CASCADE');
    t.string('title').notNullable();
    t.decimal('price', 8, 2);
    t.jsonb('meta');
  });
}

export async function down(knex) {
  await knex.schema.dropTable('books');
  await knex.schema.dropTable('authors');
  await knex.raw('DROP TYPE author_role');
}
