"""Django: makemigrations + migrate of a small app with foreign keys, then makemigrations --check.

Usage: python3 django_migrate.py <host> <port> <workdir>. Copies the `library` app into workdir
(its migrations are generated there), prints one JSON object and exits non-zero on failure.
"""
import io
import json
import shutil
import sys
from pathlib import Path

host, port, work = sys.argv[1], sys.argv[2], Path(sys.argv[3])
shutil.copytree(Path(__file__).parent / "library", work / "library", dirs_exist_ok=True)
sys.path.insert(0, str(work))

import django  # noqa: E402
from django.conf import settings  # noqa: E402

settings.configure(
    INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "library"],
    DATABASES={"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "postgres", "USER": "postgres", "HOST": host, "PORT": port}},
    DEFAULT_AUTO_FIELD="django.db.models.BigAutoField",
    USE_TZ=True,
)
django.setup()

from django.core.management import call_command  # noqa: E402


def run(*args: str) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=out)
    return out.getvalue()


result: dict = {}
result["makemigrations"] = run("makemigrations", "library", "--noinput")
result["migrate"] = run("migrate", "--noinput")
try:
    result["check"] = run("makemigrations", "--check", "--dry-run")
    result["check_ok"] = True
except SystemExit as e:  # makemigrations --check exits 1 when it would write a migration
    result["check_ok"] = e.code in (0, None)
result["second_migrate"] = run("migrate", "--noinput")

from django.db import connection  # noqa: E402
from library.models import Author, Book, Review  # noqa: E402

with connection.cursor() as cur:
    result["tables"] = sorted(t.name for t in connection.introspection.get_table_list(cur) if t.name.startswith("library_"))
    try:
        constraints = connection.introspection.get_constraints(cur, "library_book")
        result["book_constraints"] = sorted([name, c["columns"], bool(c["unique"]), bool(c["primary_key"]), c["foreign_key"] and list(c["foreign_key"]), bool(c["index"])]
                                            for name, c in constraints.items())
    except Exception as e:  # reported, so that the other steps are still checked
        result["book_constraints"] = f"{type(e).__name__}: {e}"
        connection.rollback() if not connection.get_autocommit() else None
ada = Author.objects.create(name="Ada", email="ada@example.com")
book = Book.objects.create(author=ada, title="Engines", price="12.50", meta={"pages": 10})
Review.objects.create(book=book, stars=5)
b = Book.objects.select_related("author").get(title="Engines")
result["row"] = [b.title, str(b.price), b.meta, b.author.name, Review.objects.filter(book__author__email="ada@example.com").count()]
ada.delete()
result["after_cascade"] = [Book.objects.count(), Review.objects.count()]
print(json.dumps(result, sort_keys=True))
sys.exit(0 if result["check_ok"] else 1)
