import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing, outDir, startRig, type BrowserRig } from './chromium.js';

// The playground page in a real browser (Debian's chromium): build it with the project's build,
// serve it, type a script, run it with Ctrl-Enter, read the grids and the error marker, reload and
// find the data still there (OPFS). Numbers go to .tmp/browser/numbers.json.
const missing = chromiumMissing();
if (missing !== null) console.warn(`skipping the browser tests: ${missing}`);

const SCRIPT = `CREATE TABLE dept (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE emp (id serial PRIMARY KEY, name text NOT NULL, dept_id int REFERENCES dept (id), salary numeric(8,2));
INSERT INTO dept VALUES (1, 'Research'), (2, 'Sales');
INSERT INTO emp (name, dept_id, salary) VALUES ('Ada', 1, 5200.50), ('Linus', 2, NULL), ('Grace', 1, 6100);
SELECT e.name, d.name AS dept, e.salary FROM emp e JOIN dept d ON d.id = e.dept_id ORDER BY e.id;
SELECT nme FROM emp;`;

let rig: BrowserRig & { dist: string };
let page: Page;
const numbers: Record<string, unknown> = {};

/** Text of the element's shadow DOM nodes matching `selector`. */
function texts(selector: string): Promise<string[]> {
  return page.evaluate((s) => [...(document.querySelector('pgsqlite-playground')?.shadowRoot?.querySelectorAll(s) ?? [])].map((e) => e.textContent ?? ''), selector);
}

async function ready(): Promise<number> {
  await page.waitForSelector('pgsqlite-playground[ready]', { timeout: 60_000 });
  return page.evaluate(() => (document.querySelector('pgsqlite-playground') as unknown as { interactiveMs: number }).interactiveMs);
}

async function runAndWait(): Promise<void> {
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction(() => !document.querySelector('pgsqlite-playground')?.hasAttribute('busy') && (document.querySelector('pgsqlite-playground')?.shadowRoot?.querySelectorAll('.out').length ?? 0) > 0, undefined, { timeout: 60_000 });
}

async function typeScript(script: string): Promise<void> {
  await page.locator('pgsqlite-playground .cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(script);
}

// each test waits up to 60 s for the page (a cold start beside the suite's heaviest files takes long)
describe.skipIf(missing !== null)('the playground in chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    rig = await startRig('playground-dist');
    page = await (await rig.browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  }, 180_000);

  afterAll(async () => {
    numbers['sizes'] = JSON.parse(readFileSync(join(rig.dist, 'sizes.json'), 'utf8')) as unknown;
    writeFileSync(join(outDir, 'numbers.json'), `${JSON.stringify(numbers, null, 2)}\n`);
    await rig?.close();
  });

  it('runs DDL, inserts, a join and an error; one grid per statement; the error marked', async () => {
    await page.goto(rig.server.url);
    numbers['interactiveColdMs'] = await ready();
    await typeScript(SCRIPT);
    await runAndWait();
    expect(await texts('.out header .tag')).toEqual(['CREATE TABLE', 'CREATE TABLE', 'INSERT 0 2', 'INSERT 0 3', 'SELECT 3', '42703']);
    const heads = await texts('.out.rows th:not(.rownum)');
    expect(heads).toEqual(['nametext', 'depttext', 'salarynumeric']);
    const cells = await texts('.out.rows tbody td:not(.rownum)');
    expect(cells).toEqual(['Ada', 'Research', '5200.50', 'Linus', 'Sales', 'NULL', 'Grace', 'Research', '6100.00']);
    expect(await texts('.out.rows td.null')).toEqual(['NULL']);
    expect((await texts('.error-text'))[0]).toContain('ERROR:  42703: column "nme" does not exist');
    expect(await texts('.cm-error-mark')).toEqual(['nme']);
    expect((await texts('.out header .ms')).every((t) => / (ms|s)$/.test(t))).toBe(true);
    await page.screenshot({ path: join(outDir, 'playground.png') });
  });

  it('answers psql describe commands with psql\'s catalog queries', async () => {
    await typeScript('\\d emp\n\\dt\n\\di\n\\dn\n\\l');
    await runAndWait();
    const titles = await texts('.describe .title');
    expect(titles).toEqual(['Table "public.emp"', 'List of relations', 'List of relations', 'List of schemas', 'List of databases']);
    const footer = (await texts('.describe .footer'))[0] ?? '';
    expect(footer).toContain('"emp_pkey" PRIMARY KEY, btree (id)');
    expect(footer).toContain('Foreign-key constraints:');
  });

  it('keeps the data across a reload (OPFS) and starts faster warm', async () => {
    await page.reload();
    numbers['interactiveWarmMs'] = await ready();
    await typeScript('SELECT count(*) AS n FROM emp');
    await runAndWait();
    expect(await texts('.out.rows tbody td:not(.rownum)')).toEqual(['3']);
    const sidebar = await texts('.side .rel');
    expect(sidebar).toEqual(expect.arrayContaining(['dept', 'emp']));
  });

  it('completes table and column names from the live catalog', async () => {
    const complete = async (script: string): Promise<string[]> => {
      await typeScript(script);
      await page.keyboard.press('Control+Space');
      const options = page.locator('pgsqlite-playground .cm-tooltip-autocomplete li');
      await options.first().waitFor({ timeout: 10_000 });
      const labels = await options.allTextContents();
      await page.keyboard.press('Escape');
      return labels;
    };
    expect(await complete('SELECT * FROM em')).toEqual(expect.arrayContaining([expect.stringMatching(/^emp/)]));
    // The column first, with its type as the detail; keywords after it.
    expect((await complete('SELECT emp.dep'))[0]).toBe('dept_idinteger');
  });

  it('a second tab cannot open the same storage: 55006', async () => {
    const other = await page.context().newPage();
    await other.goto(`${rig.server.url}api.html`);
    await other.waitForFunction(() => 'Pgsqlite' in window);
    const code = await other.evaluate(async () => {
      const P = (window as unknown as { Pgsqlite: { create(o: object): Promise<unknown> } }).Pgsqlite;
      return P.create({ storage: 'opfs:playground' }).then(
        () => 'opened',
        (e: { code?: string }) => e.code,
      );
    });
    expect(code).toBe('55006');
    await other.close();
  });

  it('carries a script in a share link', async () => {
    await typeScript('SELECT 40 + 2 AS answer');
    await page.locator('pgsqlite-playground button[data-act=share]').click();
    await page.waitForFunction(() => location.hash.startsWith('#sql='));
    const url = page.url();
    await page.goto('about:blank');
    await page.goto(url);
    await ready();
    expect(await page.locator('pgsqlite-playground .cm-content').textContent()).toBe('SELECT 40 + 2 AS answer');
  });
});
