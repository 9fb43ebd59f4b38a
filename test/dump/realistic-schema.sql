-- A realistic application schema: what the pg_dump round trip moves between pgsqlite and PostgreSQL 15.
CREATE SCHEMA billing;
CREATE TYPE order_status AS ENUM ('new', 'paid', 'shipped', 'cancelled');
CREATE DOMAIN positive_money AS numeric(12,2) CHECK (VALUE > 0);
CREATE DOMAIN email AS text CHECK (VALUE LIKE '%@%');
CREATE TYPE address AS (street text, city text, zip varchar(10));
CREATE SEQUENCE invoice_no START 1000 INCREMENT 10;

CREATE TABLE customers (
  id serial PRIMARY KEY,
  email email NOT NULL UNIQUE,
  name varchar(100) NOT NULL DEFAULT 'anonymous',
  home address,
  vip boolean NOT NULL DEFAULT false,
  score double precision,
  rating real,
  born date,
  created_at timestamptz NOT NULL DEFAULT now(),
  tags text[] DEFAULT '{}',
  prefs jsonb,
  raw json,
  avatar bytea,
  external_id uuid,
  CONSTRAINT customers_score_check CHECK (score IS NULL OR score >= '0')
);
COMMENT ON TABLE customers IS 'people who buy things';
COMMENT ON COLUMN customers.vip IS 'gets free shipping';

CREATE TABLE products (
  sku text PRIMARY KEY,
  title text NOT NULL,
  price positive_money NOT NULL,
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  weight_g smallint,
  big bigint,
  opens time,
  sale_window interval,
  local_ts timestamp(3)
);

CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  status order_status NOT NULL DEFAULT 'new',
  placed_on date NOT NULL,
  note text,
  total numeric(12,2) NOT NULL DEFAULT 0
);
CREATE INDEX orders_customer ON orders (customer_id);
CREATE INDEX orders_open ON orders (placed_on) WHERE status <> 'cancelled';
CREATE INDEX customers_lower_name ON customers (lower(name));
CREATE UNIQUE INDEX products_title_key ON products (title);

CREATE TABLE order_lines (
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  line_no smallint NOT NULL,
  sku text NOT NULL REFERENCES products(sku) ON UPDATE CASCADE,
  qty integer NOT NULL CHECK (qty > 0),
  PRIMARY KEY (order_id, line_no)
);

CREATE TABLE billing.invoices (
  no integer PRIMARY KEY DEFAULT nextval('invoice_no'),
  order_id bigint NOT NULL UNIQUE REFERENCES orders(id),
  issued date NOT NULL
);

CREATE TABLE events (
  id integer NOT NULL,
  happened date NOT NULL,
  payload text
) PARTITION BY RANGE (happened);
CREATE TABLE events_2024 PARTITION OF events FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE events_2025 PARTITION OF events FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');

CREATE VIEW open_orders AS SELECT id, customer_id, placed_on FROM orders WHERE status <> 'cancelled';
CREATE VIEW order_totals AS SELECT o.id, c.name, o.total FROM orders o JOIN customers c ON c.id = o.customer_id;

CREATE FUNCTION line_total(q integer, p numeric) RETURNS numeric AS $$ SELECT q * p $$ LANGUAGE sql IMMUTABLE;
CREATE FUNCTION split_name(full_name text, OUT first text, OUT last text) AS $$ SELECT split_part(full_name, ' ', 1), split_part(full_name, ' ', 2) $$ LANGUAGE sql;
CREATE FUNCTION touch_note() RETURNS trigger AS $$
BEGIN
  NEW.note := coalesce(NEW.note, 'none');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER orders_touch BEFORE INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION touch_note();

GRANT SELECT ON customers, orders TO app_reader;
GRANT USAGE ON SCHEMA billing TO app_reader;
