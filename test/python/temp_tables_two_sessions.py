"""psycopg2 the way its own test suite drives two connections from one thread: connection A
writes in its implicit transaction and leaves it open; connection B (also in psycopg2's implicit
transactions) creates, fills, reads, commits and drops temporary tables meanwhile. PostgreSQL
never makes B wait (the tables are B's alone); were B to wait, this script would never finish,
as psycopg2's suite hung on pgsqlite. Prints one JSON object."""
import json
import sys

import psycopg2

dsn = sys.argv[1]
out = {}
a = psycopg2.connect(dsn)
b = psycopg2.connect(dsn)
ca = a.cursor()
ca.execute("DROP TABLE IF EXISTS py_held")
ca.execute("CREATE TABLE py_held (x int)")
a.commit()
ca.execute("INSERT INTO py_held VALUES (1)")  # A's transaction stays open

cb = b.cursor()
cb.execute("CREATE TEMPORARY TABLE py_tmp (id serial PRIMARY KEY, v text) ON COMMIT PRESERVE ROWS")
cb.executemany("INSERT INTO py_tmp (v) VALUES (%s)", [("one",), ("two",), ("three",)])
cb.execute("UPDATE py_tmp SET v = upper(v) WHERE id = 2")
b.commit()
cb.execute("CREATE TEMP TABLE py_scratch (x int) ON COMMIT DROP")
cb.execute("INSERT INTO py_scratch SELECT id FROM py_tmp")
cb.execute("SELECT sum(x) FROM py_scratch")
out["scratch_sum"] = cb.fetchone()[0]
b.commit()
cb.execute("SELECT count(*) FROM pg_class WHERE relname = 'py_scratch'")
out["scratch_after_commit"] = cb.fetchone()[0]
cb.execute("DELETE FROM py_tmp WHERE id = 3")
b.rollback()
cb.execute("SELECT id, v FROM py_tmp ORDER BY id")
out["rows"] = [list(r) for r in cb.fetchall()]
cb.execute("SELECT relpersistence FROM pg_class WHERE relname = 'py_tmp'")
out["persistence"] = cb.fetchone()[0]
cb.execute("DROP TABLE py_tmp")
b.commit()

a.commit()
cb.execute("SELECT count(*) FROM py_held")
out["held_rows"] = cb.fetchone()[0]
b.commit()
ca.execute("DROP TABLE py_held")
a.commit()
a.close()
b.close()
print(json.dumps(out))
