"""psycopg 3 round trip (issue 3): every type of ../cases.json written through parameters and read
back with a text cursor and a binary cursor (`conn.cursor(binary=True)`).

Text mode sends every value as text (`%t`, PostgreSQL infers the types); binary mode sends native
Python values in binary (`%b`) where psycopg has a binary dumper for them and the column accepts
its type, the rest as text. Prints one JSON object: per mode, RowDescription facts and repr() of
every value read, per column. Usage: python3 roundtrip.py <conninfo>
"""
import datetime
import ipaddress
import json
import sys
import uuid
from decimal import Decimal
from pathlib import Path

import psycopg
from psycopg.types.json import Json, Jsonb

CASES = json.loads((Path(__file__).parent.parent / "cases.json").read_text())
COLUMNS = CASES["columns"]
UTC = datetime.timezone.utc

# Native values per column and row (binary mode); columns not listed go as text.
NATIVE = {
    "b": [True, False, None],
    "i2": [32767, -32768, None],
    "i4": [2147483647, -2147483648, None],
    "i8": [9223372036854775807, -9223372036854775808, None],
    "f4": [3.4028234663852886e38, -0.0, None],
    "f8": [0.1, -0.0, None],
    "n": [Decimal("123456789.123"), Decimal("-0.001"), None],
    "nb": [Decimal("123456789012345678901234567890.000000000000000000001"), Decimal("NaN"), None],
    "t": ["héllo, wörld ✓", "", None],
    "by": [bytes.fromhex("deadbeef00"), b"", None],
    "u": [uuid.UUID("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"), uuid.UUID(int=0), None],
    "j": [Json({"b": 1, "a": [1, 2]}), Json([]), None],
    "jb": [Jsonb({"b": 1, "a": 3}), Jsonb([1.0, -0.0, 1e3]), None],
    "d": [datetime.date(2024, 2, 29), datetime.date(1, 1, 1), None],
    "tm": [datetime.time(23, 59, 59, 999999), datetime.time(0, 0), None],
    "ttz": [
        datetime.time(4, 5, 6, tzinfo=datetime.timezone(datetime.timedelta(hours=-8))),
        datetime.time(23, 59, 59, 500000, tzinfo=datetime.timezone(datetime.timedelta(hours=5, minutes=30))),
        None,
    ],
    "ts": [datetime.datetime(2024, 1, 2, 3, 4, 5, 123456), datetime.datetime(1900, 1, 1), None],
    "tstz": [datetime.datetime(2024, 1, 2, 1, 4, 5, 500000, tzinfo=UTC), datetime.datetime(1970, 1, 1, tzinfo=UTC), None],
    "iv": [datetime.timedelta(days=3, hours=4, minutes=5, seconds=6.5), datetime.timedelta(days=-1, hours=2), None],
    "ip": [ipaddress.ip_interface("192.168.1.5/24"), ipaddress.ip_address("::1"), None],
    "cn": [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("2001:db8::/32"), None],
    "dm": [5, 2147483647, None],
    "ai4": [[1, None, 3], [[1, 2], [3, 4]], None],
    "ai8": [[9223372036854775807, None], [], None],
    "at": [["a", "b c", "", None, "NULL", 'x"y'], [["a"], [None]], None],
    "af8": [[0.1, float("nan"), float("-inf"), None], [[-0.0, 1e300]], None],
    "ab": [[True, False, None], [], None],
}


def show(v):
    """repr() keeps what psycopg loaded (type and value); floats by repr too (-0.0, nan)."""
    return repr(v)


def user_element_oid(v):
    """array_send of a user type's array (no psycopg loader: raw bytes) carries the element type's OID,
    which each server allocates its own way, like the column OID shown as "user": shown as b"user" too."""
    if isinstance(v, bytes) and len(v) >= 12 and int.from_bytes(v[8:12], "big") >= 16384:
        return v[:8] + b"user" + v[12:]
    return v


def fill(conn, binary):
    table = "drv_b" if binary else "drv_t"
    with conn.cursor() as cur:
        cur.execute(f"CREATE TABLE {table} (id integer PRIMARY KEY, {', '.join(c['name'] + ' ' + c['type'] for c in COLUMNS)})")
        for r in range(len(COLUMNS[0]["values"])):
            marks, params = ["%t"], [r + 1]
            for c in COLUMNS:
                native = NATIVE.get(c["name"]) if binary else None
                marks.append("%b" if native is not None else "%t")
                params.append(native[r] if native is not None else c["values"][r])
            cols = ", ".join(c["name"] for c in COLUMNS)
            cur.execute(f"INSERT INTO {table} (id, {cols}) VALUES ({', '.join(marks)})", params)
    return table


def read(conn, table, binary):
    """Column by column, so that a value psycopg cannot load (a BC date) is an error of that column only."""
    fields, values = {}, {}
    for c in COLUMNS:
        with conn.cursor(binary=binary) as cur:
            cur.execute(f"SELECT {c['name']} FROM {table} ORDER BY id")
            d = cur.description[0]
            fields[c["name"]] = {
                "oid": d.type_code if d.type_code < 16384 else "user",
                "internal_size": d.internal_size,
                "display_size": d.display_size,
                "precision": d.precision,
                "scale": d.scale,
            }
            try:
                rows = [row[0] for row in cur.fetchall()]
                if binary and d.type_code >= 16384:
                    rows = [user_element_oid(v) for v in rows]
                values[c["name"]] = [show(v) for v in rows]
            except psycopg.Error as e:
                values[c["name"]] = [f"{type(e).__name__}: {e}"]
    return {"fields": fields, "values": values}


def main():
    out = {}
    with psycopg.connect(sys.argv[1], autocommit=True) as conn:
        with conn.cursor() as cur:
            for s in CASES["setup"]:
                cur.execute(s)
        text_table = fill(conn, False)
        binary_table = fill(conn, True)
        out["psycopg-text"] = read(conn, text_table, False)
        out["psycopg-binary"] = read(conn, binary_table, True)
        out["psycopg-text-written-binary"] = read(conn, binary_table, False)
    print(json.dumps(out))


main()
