import { relations } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const status = pgEnum('status', ['todo', 'doing', 'done']);

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  archived: boolean('archived').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: status('status').notNull().default('todo'),
    labels: text('labels').array().notNull().default([]),
    details: jsonb('details').$type<{ estimate?: number }>(),
  },
  (t) => [index('tasks_project_idx').on(t.projectId)],
);

export const projectRelations = relations(projects, ({ many }) => ({ tasks: many(tasks) }));
export const taskRelations = relations(tasks, ({ one }) => ({ project: one(projects, { fields: [tasks.projectId], references: [projects.id] }) }));
