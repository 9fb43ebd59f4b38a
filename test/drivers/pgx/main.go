// pgx v5 round trip (issue 3): every type of ../cases.json written through pgx's parameters
// (binary for the types pgx knows, as the server describes them) and read back with pgx's
// default result formats (binary for every type pgx knows). Prints one JSON object: per mode,
// RowDescription facts, the raw result bytes (hex) and pgx's decoded values, per column.
// Usage: go run . <connection URL>
package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"net/netip"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
)

type column struct {
	Name   string    `json:"name"`
	Type   string    `json:"type"`
	Values []*string `json:"values"`
}

type cases struct {
	Setup   []string `json:"setup"`
	Columns []column `json:"columns"`
}

type output struct {
	Fields map[string]any   `json:"fields"`
	Values map[string][]any `json:"values"`
}

func mustDecimal(s string) pgtype.Numeric {
	var n pgtype.Numeric
	if err := n.Scan(s); err != nil {
		panic(err)
	}
	return n
}

// native: Go values per column and row, sent in pgx's binary formats; other columns go as text strings.
// NaN is the canonical quiet NaN: PostgreSQL keeps the payload bits of a binary float8 (Go's
// math.NaN() has a payload), pgsqlite sends the canonical NaN.
func native() map[string][]any {
	ts := time.Date(2024, 1, 2, 3, 4, 5, 123456000, time.UTC)
	return map[string][]any{
		"b":    {true, false, nil},
		"i2":   {int16(32767), int16(-32768), nil},
		"i4":   {int32(2147483647), int32(-2147483648), nil},
		"i8":   {int64(9223372036854775807), int64(-9223372036854775808), nil},
		"f4":   {float32(3.4028235e38), float32(math.Copysign(0, -1)), nil},
		"f8":   {0.1, math.Copysign(0, -1), nil},
		"n":    {mustDecimal("123456789.123"), mustDecimal("-0.001"), nil},
		"nb":   {mustDecimal("123456789012345678901234567890.000000000000000000001"), pgtype.Numeric{NaN: true, Valid: true}, nil},
		"t":    {"héllo, wörld ✓", "", nil},
		"by":   {[]byte{0xde, 0xad, 0xbe, 0xef, 0x00}, []byte{}, nil},
		"u":    {[16]byte{0xa0, 0xee, 0xbc, 0x99, 0x9c, 0x0b, 0x4e, 0xf8, 0xbb, 0x6d, 0x6b, 0xb9, 0xbd, 0x38, 0x0a, 0x11}, [16]byte{}, nil},
		"jb":   {map[string]any{"b": 1, "a": 3}, []any{1.0, 0, 1e3}, nil},
		"d":    {time.Date(2024, 2, 29, 0, 0, 0, 0, time.UTC), pgtype.Date{InfinityModifier: pgtype.NegativeInfinity, Valid: true}, nil},
		"tm":   {pgtype.Time{Microseconds: 86399999999, Valid: true}, pgtype.Time{Microseconds: 0, Valid: true}, nil},
		"ts":   {ts, pgtype.Timestamp{InfinityModifier: pgtype.Infinity, Valid: true}, nil},
		"tstz": {time.Date(2024, 1, 2, 1, 4, 5, 500000000, time.UTC), time.Unix(0, 0).UTC(), nil},
		"iv":   {pgtype.Interval{Months: 14, Days: 3, Microseconds: 14706500000, Valid: true}, pgtype.Interval{Days: -1, Microseconds: 7200000000, Valid: true}, nil},
		"ip":   {netip.MustParsePrefix("192.168.1.5/24"), netip.MustParsePrefix("::1/128"), nil},
		"cn":   {netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("2001:db8::/32"), nil},
		"dm":   {int32(5), int32(2147483647), nil},
		"ai4":  {[]*int32{ptr(int32(1)), nil, ptr(int32(3))}, [][]int32{{1, 2}, {3, 4}}, nil},
		"ai8":  {[]*int64{ptr(int64(9223372036854775807)), nil}, []int64{}, nil},
		"at":   {[]*string{ptr("a"), ptr("b c"), ptr(""), nil, ptr("NULL"), ptr(`x"y`)}, [][]*string{{ptr("a")}, {nil}}, nil},
		"af8":  {[]*float64{ptr(0.1), ptr(math.Float64frombits(0x7ff8000000000000)), ptr(math.Inf(-1)), nil}, [][]float64{{math.Copysign(0, -1), 1e300}}, nil},
		"ab":   {[]*bool{ptr(true), ptr(false), nil}, []bool{}, nil},
		"o":    {uint32(4294967295), uint32(0), nil},
	}
}

func ptr[T any](v T) *T { return &v }

// show: a JSON-safe picture of a decoded value that keeps its Go type.
func show(v any) any {
	if v == nil {
		return nil
	}
	switch x := v.(type) {
	case float32:
		return fmt.Sprintf("float32:%v:%v", x, math.Signbit(float64(x)))
	case float64:
		return fmt.Sprintf("float64:%v:%v", x, math.Signbit(x))
	case time.Time:
		return fmt.Sprintf("time:%s", x.Format(time.RFC3339Nano))
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = show(e)
		}
		return out
	}
	if b, err := json.Marshal(v); err == nil {
		return fmt.Sprintf("%T:%s", v, b)
	}
	return fmt.Sprintf("%T:%v", v, v)
}

func run(ctx context.Context, conn *pgx.Conn, c cases, table string, useNative bool) output {
	nat := native()
	cols := make([]string, 0, len(c.Columns))
	marks := []string{"$1"}
	for i, col := range c.Columns {
		cols = append(cols, col.Name)
		marks = append(marks, fmt.Sprintf("$%d", i+2))
	}
	if _, err := conn.Exec(ctx, fmt.Sprintf("CREATE TABLE %s (id integer PRIMARY KEY, %s)", table, defs(c))); err != nil {
		panic(err)
	}
	insert := fmt.Sprintf("INSERT INTO %s (id, %s) VALUES (%s)", table, strings.Join(cols, ", "), strings.Join(marks, ", "))
	for r := range c.Columns[0].Values {
		args := []any{int32(r + 1)}
		for _, col := range c.Columns {
			if v, ok := nat[col.Name]; ok && useNative {
				args = append(args, v[r])
			} else if col.Values[r] == nil {
				args = append(args, nil)
			} else {
				args = append(args, *col.Values[r])
			}
		}
		if _, err := conn.Exec(ctx, insert, args...); err != nil {
			panic(fmt.Sprintf("insert row %d: %v", r+1, err))
		}
	}
	out := output{Fields: map[string]any{}, Values: map[string][]any{}}
	for _, col := range c.Columns {
		rows, err := conn.Query(ctx, fmt.Sprintf("SELECT %s FROM %s ORDER BY id", col.Name, table))
		if err != nil {
			panic(err)
		}
		fd := rows.FieldDescriptions()[0]
		oid := any(fd.DataTypeOID)
		if fd.DataTypeOID >= 16384 {
			oid = "user"
		}
		out.Fields[col.Name] = map[string]any{"oid": oid, "size": fd.DataTypeSize, "typmod": fd.TypeModifier, "format": fd.Format}
		var vals []any
		for rows.Next() {
			raw := rows.RawValues()[0]
			rawText := "NULL"
			if raw != nil {
				rawText = hex.EncodeToString(raw)
			}
			v, err := rows.Values()
			if err != nil {
				vals = append(vals, map[string]any{"raw": rawText, "error": err.Error()})
				continue
			}
			vals = append(vals, map[string]any{"raw": rawText, "value": show(v[0])})
		}
		if err := rows.Err(); err != nil {
			vals = append(vals, map[string]any{"error": err.Error()})
		}
		out.Values[col.Name] = vals
	}
	return out
}

func defs(c cases) string {
	parts := make([]string, len(c.Columns))
	for i, col := range c.Columns {
		parts[i] = col.Name + " " + col.Type
	}
	return strings.Join(parts, ", ")
}

func main() {
	_, self, _, _ := runtime.Caller(0)
	data, err := os.ReadFile(filepath.Join(filepath.Dir(self), "..", "cases.json"))
	if err != nil {
		panic(err)
	}
	var c cases
	if err := json.Unmarshal(data, &c); err != nil {
		panic(err)
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, os.Args[1])
	if err != nil {
		panic(err)
	}
	defer conn.Close(ctx)
	for _, s := range c.Setup {
		if _, err := conn.Exec(ctx, s); err != nil {
			panic(err)
		}
	}
	result := map[string]output{
		"pgx-text-params":   run(ctx, conn, c, "drv_t", false),
		"pgx-binary-params": run(ctx, conn, c, "drv_b", true),
	}
	enc := json.NewEncoder(os.Stdout)
	if err := enc.Encode(result); err != nil {
		panic(err)
	}
}
