"""SQLAlchemy 2: create_all, then MetaData.reflect() must reproduce the tables.

Usage: python3 sqlalchemy_reflect.py <postgresql url>. Prints one JSON object:
{"created": [...], "reflected": {table: description}, "expected": {table: description}}
and exits 1 when the reflected description differs from the declared one.
"""
import json
import sys

from sqlalchemy import (BigInteger, Boolean, CheckConstraint, Column, Date, DateTime, ForeignKey, Index, Integer, LargeBinary,
                        MetaData, Numeric, SmallInteger, String, Table, Text, UniqueConstraint, Uuid, create_engine, func, select,
                        insert, text)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB


def declared() -> MetaData:
    md = MetaData()
    Table("authors", md,
          Column("id", Integer, primary_key=True),
          Column("name", String(120), nullable=False),
          Column("email", Text, nullable=False, unique=True),
          Column("born", Date),
          Column("created_at", DateTime(timezone=True), nullable=False, server_default=func.now()))
    Table("books", md,
          Column("id", BigInteger, primary_key=True),
          Column("author_id", Integer, ForeignKey("authors.id", ondelete="CASCADE"), nullable=False),
          Column("title", String(200), nullable=False),
          Column("price", Numeric(8, 2), server_default=text("0")),
          Column("published", Boolean, nullable=False, server_default=text("false")),
          Column("meta", JSONB),
          Column("tags", ARRAY(Text)),
          Column("cover", LargeBinary),
          Column("uid", Uuid),
          UniqueConstraint("author_id", "title", name="books_author_title_key"),
          CheckConstraint("price >= 0", name="books_price_check"),
          Index("books_title_idx", "title"))
    Table("reviews", md,
          Column("book_id", BigInteger, ForeignKey("books.id"), primary_key=True),
          Column("reviewer", String(40), primary_key=True),
          Column("stars", SmallInteger, nullable=False),
          Index("reviews_stars_idx", "stars", unique=False))
    return md


def describe(table: Table) -> dict:
    def type_name(c: Column) -> str:
        t = c.type
        if isinstance(t, ARRAY):
            return f"ARRAY({type(t.item_type).__name__.upper()})"
        # Names of the generic type family, so that the declared and reflected spellings compare.
        name = {"Uuid": "UUID", "LargeBinary": "BYTEA", "Text": "TEXT", "String": "VARCHAR", "Numeric": "NUMERIC",
                "DateTime": "TIMESTAMP", "Date": "DATE", "Boolean": "BOOLEAN", "Integer": "INTEGER", "BigInteger": "BIGINT",
                "SmallInteger": "SMALLINT", "JSONB": "JSONB"}.get(type(t).__name__, type(t).__name__.upper())
        args = []
        if getattr(t, "length", None):
            args.append(str(t.length))
        if getattr(t, "precision", None) is not None and name == "NUMERIC":
            args += [str(t.precision), str(t.scale)]
        if getattr(t, "timezone", False):
            args.append("tz")
        return name + (f"({','.join(args)})" if args else "")

    return {
        "columns": [[c.name, type_name(c), c.nullable, c.primary_key] for c in table.columns],
        "primary_key": [c.name for c in table.primary_key.columns],
        "foreign_keys": sorted([fk.parent.name, fk.column.table.name, fk.column.name, fk.ondelete] for fk in table.foreign_keys),
        "indexes": sorted([i.name, [c.name for c in i.columns], bool(i.unique)] for i in table.indexes),
        "uniques": sorted(sorted(str(c.name) for c in u.columns) for u in table.constraints if isinstance(u, UniqueConstraint)),
    }


def normalize_declared(table: Table) -> dict:
    d = describe(table)
    # A primary key column is NOT NULL once created.
    d["columns"] = [[n, t, False if pk else nullable, pk] for n, t, nullable, pk in d["columns"]]
    return d


def main() -> int:
    url = sys.argv[1]
    engine = create_engine(url)
    md = declared()
    md.drop_all(engine)
    md.create_all(engine)
    created = sorted(md.tables)
    reflected_md = MetaData()
    reflected_md.reflect(engine, only=created)
    expected = {name: normalize_declared(t) for name, t in md.tables.items()}
    reflected = {name: describe(t) for name, t in reflected_md.tables.items()}
    # Defaults as PostgreSQL reports them, and CHECK constraints, through the Inspector.
    from sqlalchemy import inspect
    insp = inspect(engine)
    defaults = {c["name"]: c["default"] for c in insp.get_columns("books") if c["default"] is not None}
    checks = [[c["name"], c["sqltext"]] for c in insp.get_check_constraints("books")]
    with engine.begin() as conn:
        authors, books = md.tables["authors"], md.tables["books"]
        aid = conn.execute(insert(authors).values(name="Ada", email="ada@example.com").returning(authors.c.id)).scalar_one()
        conn.execute(insert(books).values(author_id=aid, title="Engines", meta={"pages": 10}, tags=["a", "b"]))
        row = conn.execute(select(books.c.title, books.c.price, books.c.meta, books.c.tags)).one()
    md.drop_all(engine)
    left = sorted(inspect(engine).get_table_names())
    out = {"created": created, "reflected": reflected, "expected": expected, "defaults": defaults, "checks": checks,
           "row": [row[0], str(row[1]), row[2], row[3]], "after_drop_all": left}
    print(json.dumps(out, sort_keys=True))
    return 0 if reflected == expected else 1


if __name__ == "__main__":
    sys.exit(main())
