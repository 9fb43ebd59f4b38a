"""A small Django app with foreign keys (test/python/django_migrate.py)."""
from django.db import models


class Author(models.Model):
    name = models.CharField(max_length=120)
    email = models.EmailField(unique=True)
    born = models.DateField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)


class Book(models.Model):
    author = models.ForeignKey(Author, on_delete=models.CASCADE, related_name="books")
    title = models.CharField(max_length=200, db_index=True)
    price = models.DecimalField(max_digits=8, decimal_places=2, default=0)
    published = models.BooleanField(default=False)
    meta = models.JSONField(null=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["author", "title"], name="book_author_title_uniq")]


class Review(models.Model):
    book = models.ForeignKey(Book, on_delete=models.CASCADE)
    reviewer = models.ForeignKey("auth.User", on_delete=models.SET_NULL, null=True)
    stars = models.PositiveSmallIntegerField()
