/** A small database to explore: a bookshop with authors, books, customers and orders. */
export const SAMPLE_DATABASE = `CREATE TABLE author (
  id serial PRIMARY KEY,
  name text NOT NULL,
  born date,
  country text
);
CREATE TABLE book (
  id serial PRIMARY KEY,
  author_id int NOT NULL REFERENCES author (id),
  title text NOT NULL,
  published int CHECK (published > 1400),
  price numeric(6,2) NOT NULL,
  tags text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX book_author ON book (author_id);
CREATE TABLE customer (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  joined timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE purchase (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customer (id),
  book_id int NOT NULL REFERENCES book (id),
  quantity int NOT NULL DEFAULT 1,
  at timestamptz NOT NULL,
  meta jsonb
);
INSERT INTO author (name, born, country) VALUES
  ('Ursula K. Le Guin', '1929-10-21', 'US'),
  ('Stanisław Lem', '1921-09-12', 'PL'),
  ('Octavia E. Butler', '1947-06-22', 'US'),
  ('Italo Calvino', '1923-10-15', 'IT'),
  ('Anonymous', NULL, NULL);
INSERT INTO book (author_id, title, published, price, tags) VALUES
  (1, 'The Left Hand of Darkness', 1969, 12.50, '{classic,sf}'),
  (1, 'The Dispossessed', 1974, 13.00, '{sf,utopia}'),
  (2, 'Solaris', 1961, 11.20, '{sf}'),
  (2, 'The Cyberiad', 1965, 9.99, '{sf,humour}'),
  (3, 'Kindred', 1979, 10.75, '{classic}'),
  (3, 'Parable of the Sower', 1993, 14.25, '{sf,dystopia}'),
  (4, 'Invisible Cities', 1972, 8.40, '{classic,fable}'),
  (4, 'If on a winter''s night a traveler', 1979, 9.60, '{}');
INSERT INTO customer (email, joined) VALUES
  ('ada@example.com', '2023-01-05 10:00+00'),
  ('grace@example.com', '2023-03-17 16:30+00'),
  ('edsger@example.com', '2024-02-29 08:15+00');
INSERT INTO purchase (customer_id, book_id, quantity, at, meta) VALUES
  (1, 1, 1, '2024-01-02 12:00+00', '{"gift": true}'),
  (1, 3, 2, '2024-01-09 09:30+00', NULL),
  (2, 6, 1, '2024-02-11 18:45+00', '{"coupon": "SPRING"}'),
  (3, 7, 1, '2024-03-01 07:05+00', NULL),
  (2, 2, 3, '2024-03-03 21:10+00', '{"gift": false}');`;

/** What the editor shows after the sample is loaded. */
export const SAMPLE_QUERY = `-- Best-selling authors (Ctrl-Enter runs everything, or the selection)
SELECT a.name, sum(p.quantity) AS copies, sum(p.quantity * b.price) AS revenue
FROM purchase p
JOIN book b ON b.id = p.book_id
JOIN author a ON a.id = b.author_id
GROUP BY a.name
ORDER BY revenue DESC;

-- psql's describe commands work too
\\d book
`;
