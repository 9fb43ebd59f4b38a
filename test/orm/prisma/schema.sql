-- Schema for test/orm/prisma.test.ts, as `prisma migrate` would create it for prisma/schema.prisma
-- (except tags' default: '{}' where Prisma writes ARRAY[]::TEXT[], which pgsqlite rejects with 42P18 for now).
CREATE TYPE "Role" AS ENUM ('READER', 'WRITER');
CREATE TABLE authors (
  id serial PRIMARY KEY,
  name varchar(120) NOT NULL,
  email text NOT NULL,
  role "Role" NOT NULL DEFAULT 'WRITER',
  created_at timestamptz(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX authors_email_key ON authors (email);
CREATE TABLE books (
  id serial PRIMARY KEY,
  author_id integer NOT NULL,
  title text NOT NULL,
  price decimal(8, 2) NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT false,
  meta jsonb,
  tags text[] NOT NULL DEFAULT '{}',
  CONSTRAINT books_author_id_fkey FOREIGN KEY (author_id) REFERENCES authors (id) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX books_author_id_title_idx ON books (author_id, title);
CREATE TABLE reviews (
  id bigserial PRIMARY KEY,
  book_id integer NOT NULL,
  stars smallint NOT NULL,
  body text,
  CONSTRAINT reviews_book_id_fkey FOREIGN KEY (book_id) REFERENCES books (id) ON DELETE CASCADE ON UPDATE CASCADE
);
