import { pgTable, unique, serial, text, varchar, timestamp, index, uniqueIndex, foreignKey, integer, boolean } from "drizzle-orm/pg-core"
import { sql } from "drizzle-orm"



export const users = pgTable("users", {
	id: serial().primaryKey().notNull(),
	email: text().notNull(),
	name: varchar({ length: 100 }).notNull(),
	createdAt: timestamp("created_at", { withTimezone: true, mode: 'string' }).defaultNow().notNull(),
}, (table) => [
	unique("users_email_unique").on(table.email),
]);

export const posts = pgTable("posts", {
	id: serial().primaryKey().notNull(),
	authorId: integer("author_id").notNull(),
	title: varchar({ length: 200 }).notNull(),
	published: boolean().default(false).notNull(),
	views: integer().default(0).notNull(),
	body: text(),
}, (table) => [
	index("posts_author_idx").using("btree", table.authorId.asc().nullsLast().op("int4_ops")),
	uniqueIndex("posts_title_author_uq").using("btree", table.authorId.asc().nullsLast().op("int4_ops"), table.title.asc().nullsLast().op("int4_ops")),
	foreignKey({
			columns: [table.authorId],
			foreignColumns: [users.id],
			name: "posts_author_id_users_id_fk"
		}).onDelete("cascade"),
]);

export const tags = pgTable("tags", {
	id: integer().primaryKey().generatedAlwaysAsIdentity({ name: "tags_id_seq", startWith: 1, increment: 1, minValue: 1, maxValue: 2147483647, cache: 1 }),
	label: text().notNull(),
	postId: integer("post_id"),
}, (table) => [
	foreignKey({
			columns: [table.postId],
			foreignColumns: [posts.id],
			name: "tags_post_id_posts_id_fk"
		}).onDelete("set null"),
	unique("tags_label_unique").on(table.label),
]);
