"""psycopg2's register_hstore against a server: the hstore OIDs it looks up, dicts both ways.

Prints one JSON object (what the test compares, the same against PostgreSQL 15).
"""
import json
import sys

import psycopg2
import psycopg2.extras


def main(dsn: str) -> None:
    conn = psycopg2.connect(dsn)
    conn.autocommit = True
    cur = conn.cursor()
    cur.execute("DROP TABLE IF EXISTS hs_items")
    cur.execute("CREATE EXTENSION IF NOT EXISTS hstore")
    # register_hstore finds hstore's OID and its array OID in pg_type (HstoreAdapter.get_oids)
    psycopg2.extras.register_hstore(conn)
    cur.execute("SELECT oid, typarray FROM pg_type WHERE typname = 'hstore'")
    oid, array_oid = cur.fetchone()
    cur.execute("CREATE TABLE hs_items (id int PRIMARY KEY, attrs hstore, tags hstore[])")
    sent = {"colour": "red", "size": None, 'q"uote': "back\\slash", "é": "ü", "": ""}
    cur.execute("INSERT INTO hs_items VALUES (%s, %s, %s)", (1, sent, [{"a": "1"}, {"b": None}]))
    cur.execute("INSERT INTO hs_items VALUES (%s, %s, %s)", (2, {}, []))
    cur.execute("SELECT attrs, tags FROM hs_items ORDER BY id")
    rows = cur.fetchall()
    cur.execute("SELECT attrs::text FROM hs_items WHERE id = 1")
    text = cur.fetchone()[0]
    cur.execute("SELECT id FROM hs_items WHERE attrs @> %s ORDER BY id", ({"colour": "red"},))
    matched = [r[0] for r in cur.fetchall()]
    cur.execute("SELECT attrs -> %s, attrs ? %s, attrs ?| %s FROM hs_items WHERE id = 1", ("colour", "size", ["x", "é"]))
    ops = list(cur.fetchone())
    cur.execute("UPDATE hs_items SET attrs = attrs || %s WHERE id = 2 RETURNING attrs", ({"k": "v"},))
    updated = cur.fetchone()[0]
    cur.execute("DROP TABLE hs_items")
    cur.execute("DROP EXTENSION hstore")
    print(json.dumps({
        "oids_user_range": oid >= 16384 and array_oid >= 16384 and oid != array_oid,
        "roundtrip": rows[0][0] == sent,
        "first": sorted(rows[0][0].items()),
        "tags": rows[0][1],
        "empty": [rows[1][0], rows[1][1]],
        "text": text,
        "matched": matched,
        "ops": ops,
        "updated": updated,
    }, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
