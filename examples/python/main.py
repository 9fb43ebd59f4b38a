"""psycopg 3 and SQLAlchemy 2 against pgsqlite.

Start a server first (`npx pgsqlite`), then:
    pip install -r requirements.txt
    python main.py
"""
import os
from datetime import datetime
from decimal import Decimal

import psycopg
from sqlalchemy import ForeignKey, Numeric, String, create_engine, func, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, relationship

URL = os.environ.get("DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/postgres")

# psycopg 3 directly: parameters, a transaction, COPY, server-side types.
with psycopg.connect(URL) as conn:
    conn.execute("CREATE TABLE IF NOT EXISTS readings (id serial PRIMARY KEY, sensor text NOT NULL, value numeric(6, 2), at timestamptz DEFAULT now())")
    with conn.transaction():
        conn.execute("INSERT INTO readings (sensor, value) VALUES (%s, %s)", ("t1", Decimal("21.50")))
    with conn.cursor() as cur:
        with cur.copy("COPY readings (sensor, value) FROM STDIN") as copy:
            for i in range(100):
                copy.write_row(("t2", Decimal(i) / 4))
        cur.execute("SELECT sensor, count(*), max(value) FROM readings GROUP BY sensor ORDER BY sensor")
        print("readings:", cur.fetchall())


# SQLAlchemy 2 ORM: create_all, a relationship, a query with a join and an aggregate.
class Base(DeclarativeBase):
    pass


class Customer(Base):
    __tablename__ = "customers"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)
    orders: Mapped[list["Order"]] = relationship(back_populates="customer", cascade="all, delete-orphan")


class Order(Base):
    __tablename__ = "orders"
    id: Mapped[int] = mapped_column(primary_key=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id"))
    total: Mapped[Decimal] = mapped_column(Numeric(10, 2))
    placed_at: Mapped[datetime] = mapped_column(server_default=func.now())
    customer: Mapped[Customer] = relationship(back_populates="orders")


engine = create_engine(URL.replace("postgresql://", "postgresql+psycopg://", 1).replace("postgres://", "postgresql+psycopg://", 1))
Base.metadata.create_all(engine)
with Session(engine) as session:
    name = f"Grace {datetime.now().timestamp()}"
    session.add(Customer(name=name, orders=[Order(total=Decimal("9.99")), Order(total=Decimal("20.01"))]))
    session.commit()
    row = session.execute(
        select(Customer.name, func.count(Order.id), func.sum(Order.total)).join(Customer.orders).where(Customer.name == name).group_by(Customer.name)
    ).one()
    print("orders:", row)
    assert row[1] == 2 and row[2] == Decimal("30.00"), row
engine.dispose()
print("python example: ok")
