// Markdown for the translator benchmark (bench/translator.js): cold parse + plan over the case
// corpus, per area, and the cached path.

const us = (v) => (typeof v !== 'number' ? '–' : v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : Math.round(v).toLocaleString('en-US'));

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** The translator section (empty when the run has no translator results). */
export function renderTranslator(results, { compact = false } = {}) {
  const t = results.translator;
  if (t === undefined || t === null) return [];
  if (t.error) return ['### Translator over the conformance corpus', '', `Failed: ${t.error}`, ''];
  const out = ['### Translator over the conformance corpus (µs per statement, in the benchmark process)', ''];
  out.push(
    `${t.corpus.toLocaleString('en-US')} statements of test/conformance/cases/*.sql, each planned against the catalog its area's @setup creates (${t.skipped} skipped: setup failed; ${t.errors} end in an error — cases that expect one, or not supported yet — and are timed too). ` +
      'Cold: a fresh Translator per iteration (parse + plan, no caches). Cached: the same text and parameter types again (`plan` = the plan-cache lookup alone; `parse + plan` = a repeated simple query).',
    '',
  );
  const c = t.cached;
  if (c.misses > 0) out.push(`Warning: ${c.misses} plan-cache misses during the cached measurement (every call should hit).`, '');
  out.push(
    table(
      ['path', 'median', 'p99', 'statements'],
      [
        ['cold parse + plan', us(t.cold.median_us), us(t.cold.p99_us), t.cold.statements.toLocaleString('en-US')],
        ['cached: plan (hit)', us(c.plan_median_us), us(c.plan_p99_us), c.statements.toLocaleString('en-US')],
        ['cached: plan (hit), mean of an untimed loop', us(c.plan_loop_mean_us), '–', c.statements.toLocaleString('en-US')],
        ['cached: parse + plan (hits)', us(c.parse_plan_median_us), us(c.parse_plan_p99_us), c.statements.toLocaleString('en-US')],
      ],
    ),
    '',
  );
  if (!compact) {
    out.push('Cold parse + plan by area:', '');
    out.push(table(['area', 'statements', 'median', 'p99'], Object.entries(t.cold.per_area).map(([a, s]) => [a, s.statements, us(s.median_us), us(s.p99_us)])), '');
  }
  return out;
}

/** `translator|<measure>` → µs, the values bench/compare.js compares between runs. */
export function translatorMeasures(results) {
  const t = results.translator;
  if (t === undefined || t === null || t.error) return {};
  return {
    'translator|cold-median': t.cold.median_us,
    'translator|cold-p99': t.cold.p99_us,
    'translator|cached-plan': t.cached.plan_median_us,
    'translator|cached-parse-plan': t.cached.parse_plan_median_us,
  };
}
