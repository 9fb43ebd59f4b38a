"""psycopg 3 under standard_conforming_strings on and off: its client-side escaping reads the
setting from ParameterStatus (libpq's PQescapeStringConn), so a value with a backslash and a quote
must come back unchanged and never break out of its literal. Prints one JSON object."""
import json
import sys

import psycopg
from psycopg import sql

url = sys.argv[1]
evil = "\\'; DROP TABLE victim; --"
out = {}
with psycopg.connect(url, autocommit=True) as conn:
    notices = []
    conn.add_notice_handler(lambda d: notices.append([d.sqlstate, d.message_primary]))
    conn.execute("DROP TABLE IF EXISTS victim")
    conn.execute("CREATE TABLE victim (x text)")
    for setting in ("on", "off"):
        conn.execute(f"SET standard_conforming_strings = {setting}")
        reported = conn.info.parameter_status("standard_conforming_strings")
        literal = sql.Literal(evil).as_string(conn)
        cur = psycopg.ClientCursor(conn)
        cur.execute("SELECT %s AS v, %s AS w", (evil, "a\\b"))
        row = cur.fetchone()
        cur.execute("INSERT INTO victim VALUES (%s)", (evil,))
        # PQescapeStringConn: doubles backslashes only while the server reports the setting off.
        escaped = psycopg.pq.Escaping(conn.pgconn).escape_string(evil.encode()).decode()
        manual = conn.execute("SELECT '" + escaped + "' AS v").fetchall()
        out[setting] = {"reported": reported, "literal": literal, "row": list(row), "escaped": escaped, "manual": [list(r) for r in manual]}
    out["stored"] = [r[0] for r in conn.execute("SELECT x FROM victim ORDER BY 1")]
    out["table_exists"] = conn.execute("SELECT count(*) FROM pg_tables WHERE tablename = 'victim'").fetchone()[0]
    conn.execute("SET standard_conforming_strings = off")
    conn.execute("SELECT 'a\\nb'")
    out["notices"] = notices
    conn.execute("DROP TABLE victim")
print(json.dumps(out))
