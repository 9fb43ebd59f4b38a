// A setup module for encoded-stream.test.ts: its dataRows encoder writes each batch as the JSON of
// [spec, rows] (bigints as strings), and refuses (null) a batch holding the text 'fail'.
export function setupEngine() {}

export function dataRows(spec) {
  if (spec === 'none') return null;
  return (rows) => {
    if (rows.some((r) => r.includes('fail'))) return null;
    return new TextEncoder().encode(JSON.stringify([spec, rows], (_k, v) => (typeof v === 'bigint' ? String(v) : v)));
  };
}
