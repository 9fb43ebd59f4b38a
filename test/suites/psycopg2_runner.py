"""Runs psycopg2's own test suite (tests/ of its sdist) against a server, with a watchdog.

Usage: python3 psycopg2_runner.py <sdist dir> <out.json> [--per-test S] [--budget S] [--only mod[.Class],…] [--exclude mod,mod]

Each test gets --per-test seconds. A test still running then is recorded as hung and the watchdog
ends its connections with pg_terminate_backend (from a connection of its own), so the blocked
libpq call returns and the suite goes on: the summary says which tests hung instead of the run
never ending. --budget stops starting new tests after that many seconds (the rest are
recorded as not run). The connection comes from psycopg2's own env variables
(PSYCOPG2_TESTDB, PSYCOPG2_TESTDB_HOST, ...).
"""
import json
import os
import sys
import threading
import time
import unittest


def main() -> int:
    src, out = sys.argv[1], sys.argv[2]
    args = sys.argv[3:]
    opt = lambda name, default: args[args.index(name) + 1] if name in args else default  # noqa: E731
    per_test = float(opt('--per-test', '60'))
    budget = float(opt('--budget', '0'))
    only = [m for m in opt('--only', '').split(',') if m]
    exclude = [m for m in opt('--exclude', '').split(',') if m]
    sys.path.insert(0, src)
    os.chdir(src)
    import psycopg2  # the installed psycopg2 (psycopg2-binary), not the sdist's sources
    import tests  # the sdist's tests package
    from tests import testconfig

    if only:
        suite = unittest.TestSuite()
        for m in only:
            # `module` runs the module's own test_suite(); `module.Class` one test class.
            if '.' in m:
                suite.addTest(unittest.defaultTestLoader.loadTestsFromName(f'tests.{m}'))
            else:
                suite.addTest(__import__(f'tests.{m}', fromlist=['test_suite']).test_suite())
    else:
        suite = tests.test_suite()
    excluded = []

    results = {}
    state = {'current': None, 'started': 0.0, 'hung': False}
    lock = threading.Lock()
    done = threading.Event()

    def terminate_others() -> None:
        try:
            c = psycopg2.connect(testconfig.dsn)
            c.autocommit = True
            cur = c.cursor()
            cur.execute('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()')
            c.close()
        except Exception as e:  # the server itself not answering is a hang too
            print(f'watchdog: could not terminate sessions: {e}', file=sys.stderr)

    def watchdog() -> None:
        while not done.wait(0.5):
            with lock:
                name, started, hung = state['current'], state['started'], state['hung']
            if name is not None and not hung and time.time() - started > per_test:
                with lock:
                    state['hung'] = True
                print(f'watchdog: {name} still running after {per_test}s: ending its sessions', file=sys.stderr)
                terminate_others()

    class Result(unittest.TextTestResult):
        def startTest(self, test):
            with lock:
                state.update(current=test.id(), started=time.time(), hung=False)
            super().startTest(test)

        def _record(self, test, status, detail=''):
            with lock:
                hung = state['hung'] and state['current'] == test.id()
                elapsed = time.time() - state['started']
            results[test.id()] = {'status': 'hung' if hung else status, 'seconds': round(elapsed, 3), 'detail': detail[-400:]}

        def addSuccess(self, test):
            super().addSuccess(test)
            self._record(test, 'pass')

        def addFailure(self, test, err):
            super().addFailure(test, err)
            self._record(test, 'fail', self._exc_info_to_string(err, test))

        def addError(self, test, err):
            super().addError(test, err)
            self._record(test, 'error', self._exc_info_to_string(err, test))

        def addSkip(self, test, reason):
            super().addSkip(test, reason)
            self._record(test, 'skip', reason)

        def addExpectedFailure(self, test, err):
            super().addExpectedFailure(test, err)
            self._record(test, 'pass')

        def addUnexpectedSuccess(self, test):
            super().addUnexpectedSuccess(test)
            self._record(test, 'fail', 'unexpected success')

    t0 = time.time()

    def flatten(s):
        for t in s:
            if isinstance(t, unittest.TestSuite):
                yield from flatten(t)
            else:
                yield t

    all_tests = list(flatten(suite))
    runnable = unittest.TestSuite()
    not_run = []
    # The budget is checked as tests start: wrap each test to skip once it is spent.
    for t in all_tests:
        if t.id().split('.')[1] in exclude:
            excluded.append(t.id())
        else:
            runnable.addTest(t)
    threading.Thread(target=watchdog, daemon=True).start()
    runner = unittest.TextTestRunner(stream=sys.stderr, verbosity=2, resultclass=Result)
    if budget > 0:
        original = unittest.TestCase.run

        def run_within_budget(self, result=None):
            if time.time() - t0 > budget:
                not_run.append(self.id())
                return result
            return original(self, result)

        unittest.TestCase.run = run_within_budget
    runner.run(runnable)
    done.set()
    counts = {}
    for r in results.values():
        counts[r['status']] = counts.get(r['status'], 0) + 1
    summary = {
        'total': len(all_tests),
        'ended': len(results),
        'not_run': len(not_run),
        'excluded': len(excluded),
        'counts': counts,
        'seconds': round(time.time() - t0, 1),
        'hung': sorted(k for k, r in results.items() if r['status'] == 'hung'),
        'results': results,
    }
    with open(out, 'w') as f:
        json.dump(summary, f, indent=1, sort_keys=True)
    print(json.dumps({k: v for k, v in summary.items() if k != 'results'}), file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
