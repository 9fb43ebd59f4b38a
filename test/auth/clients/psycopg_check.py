"""Authentication interop check for psycopg 3 (test/auth/interop.test.ts): one JSON line."""
import json
import sys

import psycopg

try:
    with psycopg.connect(sys.argv[1]) as conn:
        user, ssl = conn.execute("SELECT current_user, ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()").fetchone()
        print(json.dumps({"user": user, "ssl": ssl}))
except psycopg.Error as e:
    print(json.dumps({"code": e.sqlstate or "", "message": e.diag.message_primary or str(e)}))
