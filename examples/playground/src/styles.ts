/** The playground's look: quiet, dense, readable; light and dark follow the system. */
export const STYLES = `
:host { display: block; --bg: #fbfbfa; --panel: #ffffff; --line: #e4e4e1; --text: #1d1d1f; --muted: #74746f; --accent: #336791; --accent-ink: #fff; --err: #c4302b; --err-bg: #fdf0ef; --null: #a0a09a; --hover: #f1f1ee; --code: #f5f5f2;
  font: 13px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--text); background: var(--bg); height: 480px; }
@media (prefers-color-scheme: dark) { :host { --bg: #17181a; --panel: #1e1f22; --line: #2e3034; --text: #e6e6e3; --muted: #8d8f94; --accent: #5b9bd5; --err: #ff6b63; --err-bg: #2c1b1b; --null: #6b6d72; --hover: #26282c; --code: #23252a; } }
:host([page]) { height: 100vh; }
* { box-sizing: border-box; }
.app { display: grid; grid-template-rows: auto 1fr auto; height: 100%; }
.bar { display: flex; align-items: center; gap: 6px; padding: 6px 10px; border-bottom: 1px solid var(--line); background: var(--panel); }
.brand { font-weight: 600; margin-right: 8px; white-space: nowrap; }
.brand small { color: var(--muted); font-weight: 400; margin-left: 6px; }
.spacer { flex: 1; }
button, select { font: inherit; color: var(--text); background: var(--panel); border: 1px solid var(--line); border-radius: 5px; padding: 3px 9px; cursor: pointer; }
button:hover { background: var(--hover); }
button.primary { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); }
kbd { font: 11px ui-monospace, monospace; opacity: .75; margin-left: 4px; }
.main { display: grid; grid-template-columns: 230px 1fr; min-height: 0; }
:host([sidebar="off"]) .main { grid-template-columns: 1fr; }
:host([sidebar="off"]) .side { display: none; }
.side { border-right: 1px solid var(--line); overflow: auto; padding: 6px 0; background: var(--panel); }
.side .schema { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); padding: 8px 12px 2px; }
.side details summary { list-style: none; padding: 2px 12px; cursor: pointer; display: flex; justify-content: space-between; gap: 6px; }
.side details summary::-webkit-details-marker { display: none; }
.side details summary:hover { background: var(--hover); }
.side details summary .rel::before { content: "▸ "; color: var(--muted); }
.side details[open] summary .rel::before { content: "▾ "; }
.side .kind { color: var(--muted); font-size: 11px; }
.side ul { list-style: none; margin: 0; padding: 0 0 4px 26px; }
.side li { display: flex; justify-content: space-between; gap: 8px; padding: 0 12px 0 0; cursor: pointer; font: 12px ui-monospace, monospace; }
.side li:hover { background: var(--hover); }
.side li .type { color: var(--muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.side .empty { color: var(--muted); padding: 8px 12px; margin: 0; }
.work { display: grid; grid-template-rows: minmax(120px, 42%) 1fr; min-height: 0; min-width: 0; }
.editor { border-bottom: 1px solid var(--line); min-height: 0; overflow: hidden; background: var(--panel); }
.editor .cm-editor { height: 100%; font-size: 13.5px; }
.editor .cm-editor.cm-focused { outline: none; }
.editor .cm-scroller { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
.cm-error-line { background: var(--err-bg); }
.cm-error-mark { text-decoration: underline wavy var(--err); text-underline-offset: 3px; }
.results { overflow: auto; padding: 8px 12px 24px; min-height: 0; }
.results .hint { color: var(--muted); padding: 18px 4px; }
.out { margin: 0 0 14px; }
.out header { display: flex; align-items: baseline; gap: 10px; margin-bottom: 4px; }
.out header .stmt { flex: 1; font: 12px ui-monospace, monospace; color: var(--muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; cursor: pointer; }
.out header .stmt:hover { color: var(--text); }
.out header .tag { font: 12px ui-monospace, monospace; font-weight: 600; }
.out.error header .tag { color: var(--err); }
.out header .ms { color: var(--muted); font-size: 12px; min-width: 64px; text-align: right; }
.grid-wrap { overflow: auto; max-height: 420px; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); }
table.grid { border-collapse: collapse; font: 12.5px ui-monospace, monospace; min-width: 100%; }
.grid th, .grid td { padding: 3px 10px; border-bottom: 1px solid var(--line); text-align: left; white-space: pre; vertical-align: top; }
.grid th { position: sticky; top: 0; background: var(--code); font-weight: 600; }
.grid th .type { display: block; font-weight: 400; font-size: 11px; color: var(--muted); }
.grid td.num { text-align: right; }
.grid td.null { color: var(--null); font-style: italic; }
.grid .rownum { color: var(--muted); text-align: right; width: 1%; user-select: none; }
.grid tbody tr:hover { background: var(--hover); }
.count, .more { color: var(--muted); font-size: 12px; margin-top: 3px; }
pre { margin: 4px 0; font: 12.5px ui-monospace, monospace; white-space: pre-wrap; }
pre.error-text { color: var(--err); background: var(--err-bg); padding: 6px 10px; border-radius: 6px; }
pre.notice { color: var(--muted); }
.describe .title { font-weight: 600; margin: 6px 0 4px; }
.status { display: flex; gap: 14px; padding: 3px 10px; border-top: 1px solid var(--line); color: var(--muted); font-size: 12px; background: var(--panel); }
.status .ok { color: var(--accent); }
.toast { position: fixed; bottom: 36px; left: 50%; transform: translateX(-50%); background: var(--text); color: var(--bg); padding: 6px 14px; border-radius: 6px; opacity: 0; transition: opacity .2s; pointer-events: none; }
.toast.show { opacity: .92; }
`;
