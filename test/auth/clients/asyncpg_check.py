"""Authentication interop check for asyncpg (test/auth/interop.test.ts): one JSON line."""
import asyncio
import json
import ssl as ssl_module
import sys

import asyncpg


async def main(url: str) -> None:
    kwargs = {}
    if "sslmode=require" in url:
        context = ssl_module.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl_module.CERT_NONE
        kwargs["ssl"] = context
        url = url.replace("?sslmode=require", "")
    elif "sslmode=disable" in url:
        kwargs["ssl"] = False
        url = url.replace("?sslmode=disable", "")
    try:
        conn = await asyncpg.connect(url, **kwargs)
        row = await conn.fetchrow("SELECT current_user AS u, ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        await conn.close()
        print(json.dumps({"user": row["u"], "ssl": row["ssl"]}))
    except asyncpg.PostgresError as e:
        print(json.dumps({"code": e.sqlstate, "message": e.args[0] if e.args else str(e)}))


asyncio.run(main(sys.argv[1]))
