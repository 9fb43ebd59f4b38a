/**
 * C source of pgsqlite's SQLite interrupt extension (compiled by interrupt-build.ts).
 *
 * better-sqlite3 does not expose sqlite3_interrupt, and a statement that calls no JavaScript
 * function (a cross join, a recursive CTE over integers) cannot be stopped by terminating its
 * thread's JavaScript. This extension keeps a process-wide registry of the connections that
 * loaded it, each under a key (the executor thread's id), and offers two SQL functions:
 *
 * - `__pgsqlite_interrupt_key(key)`: files the calling connection under `key`;
 * - `__pgsqlite_interrupt(key)`: calls sqlite3_interrupt on every connection filed under `key`
 *   (from any thread: sqlite3_interrupt is thread-safe) and returns how many there were.
 *
 * A connection leaves the registry when it closes (the destructor of its key function runs
 * while SQLite closes it, under the registry's mutex, before its memory is freed), so the
 * registry never interrupts a closed connection. Neither name is reachable from client SQL: the
 * translator resolves functions against PostgreSQL's catalog only.
 */
export const INTERRUPT_EXTENSION_SOURCE = String.raw`
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT1
#include <pthread.h>
#include <stdlib.h>

typedef struct Filed {
  sqlite3 *db;
  sqlite3_int64 key;
  struct Filed *next;
} Filed;

static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static Filed *registry = 0;

static void leave_registry(void *p) {
  Filed *f = (Filed *)p;
  Filed **at;
  pthread_mutex_lock(&registry_lock);
  for (at = &registry; *at != 0; at = &(*at)->next) {
    if (*at == f) {
      *at = f->next;
      break;
    }
  }
  pthread_mutex_unlock(&registry_lock);
  sqlite3_free(f);
}

static void file_under_key(sqlite3_context *ctx, int argc, sqlite3_value **argv) {
  Filed *f = (Filed *)sqlite3_user_data(ctx);
  (void)argc;
  pthread_mutex_lock(&registry_lock);
  f->key = sqlite3_value_int64(argv[0]);
  pthread_mutex_unlock(&registry_lock);
  sqlite3_result_int(ctx, 1);
}

static void interrupt_key(sqlite3_context *ctx, int argc, sqlite3_value **argv) {
  sqlite3_int64 key = sqlite3_value_int64(argv[0]);
  int n = 0;
  Filed *f;
  (void)argc;
  pthread_mutex_lock(&registry_lock);
  for (f = registry; f != 0; f = f->next) {
    if (f->key == key) {
      sqlite3_interrupt(f->db);
      n++;
    }
  }
  pthread_mutex_unlock(&registry_lock);
  sqlite3_result_int(ctx, n);
}

#ifdef _WIN32
__declspec(dllexport)
#endif
int sqlite3_pgsqliteinterrupt_init(sqlite3 *db, char **error, const sqlite3_api_routines *api) {
  Filed *f;
  int rc;
  SQLITE_EXTENSION_INIT2(api);
  (void)error;
  f = (Filed *)sqlite3_malloc(sizeof(Filed));
  if (f == 0) return SQLITE_NOMEM;
  f->db = db;
  f->key = -1;
  pthread_mutex_lock(&registry_lock);
  f->next = registry;
  registry = f;
  pthread_mutex_unlock(&registry_lock);
  /* On failure sqlite3_create_function_v2 calls the destructor itself. */
  rc = sqlite3_create_function_v2(db, "__pgsqlite_interrupt_key", 1, SQLITE_UTF8 | SQLITE_DIRECTONLY, f, file_under_key, 0, 0, leave_registry);
  if (rc != SQLITE_OK) return rc;
  return sqlite3_create_function_v2(db, "__pgsqlite_interrupt", 1, SQLITE_UTF8 | SQLITE_DIRECTONLY, 0, interrupt_key, 0, 0, 0);
}
`;
