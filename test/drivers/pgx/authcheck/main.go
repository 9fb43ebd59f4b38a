// Authentication interop check for pgx v5 (test/auth/interop.test.ts): connects to the URL given
// (SCRAM-SHA-256, TLS per its sslmode), prints one JSON line: the session user and whether the
// connection is encrypted, or the error's SQLSTATE and message.
// Usage: go run ./authcheck <connection URL>
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

func main() {
	out := map[string]any{}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, os.Args[1])
	if err == nil {
		var user string
		var ssl bool
		err = conn.QueryRow(ctx, "SELECT current_user::text, ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()").Scan(&user, &ssl)
		out["user"], out["ssl"] = user, ssl
		conn.Close(ctx)
	}
	if err != nil {
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) {
			out = map[string]any{"code": pgErr.Code, "message": pgErr.Message}
		} else {
			out = map[string]any{"code": "", "message": err.Error()}
		}
	}
	b, _ := json.Marshal(out)
	fmt.Println(string(b))
}
