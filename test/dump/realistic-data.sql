INSERT INTO customers (email, name, home, vip, score, rating, born, created_at, tags, prefs, raw, avatar, external_id) VALUES
  ('ann@example.com', 'Ann', ROW('1 Main St', 'Springfield', '12345'), true, 4.5, 3.25, '1990-02-03', '2024-05-06 07:08:09.123456+00', '{a,"b c"}', '{"theme": "dark", "n": [1, 2]}', '{"x" : 1}', '\x00ff10', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'),
  ('bob@example.com', 'Bob', NULL, false, NULL, NULL, NULL, '2024-01-01 00:00:00+00', NULL, NULL, NULL, NULL, NULL),
  ('cy@example.com', 'Cy ''the'' Tab	Newline
x', ROW(NULL, 'Z\\', NULL), false, 1e-7, -0.5, '2000-02-29', '2023-12-31 23:59:59.999999+00', '{}', '[]', 'null', '', NULL);
INSERT INTO products VALUES
  ('A-1', 'Widget', 9.99, 10, 120, 9007199254740993, '08:30:00', '1 day 02:03:04', '2024-01-02 03:04:05.678'),
  ('B-2', 'Gadget', 0.01, 0, NULL, -1, NULL, '-3 mons', NULL);
INSERT INTO orders (customer_id, status, placed_on, note, total) VALUES
  (1, 'paid', '2024-06-01', NULL, 19.98), (1, 'cancelled', '2024-06-02', 'oops', 0), (2, 'new', '2024-06-03', 'rush', 0.01);
INSERT INTO order_lines VALUES (1, 1, 'A-1', 2), (3, 1, 'B-2', 1);
INSERT INTO billing.invoices (order_id, issued) VALUES (1, '2024-06-02'), (3, '2024-06-04');
INSERT INTO events VALUES (1, '2024-03-01', 'spring'), (2, '2025-07-01', 'summer');
SELECT setval('customers_id_seq', 50);
