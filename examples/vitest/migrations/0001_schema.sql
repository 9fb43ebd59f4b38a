CREATE TABLE accounts (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  balance numeric(12, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE transfers (
  id bigserial PRIMARY KEY,
  from_id int NOT NULL REFERENCES accounts (id),
  to_id int NOT NULL REFERENCES accounts (id),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX transfers_from_idx ON transfers (from_id);
