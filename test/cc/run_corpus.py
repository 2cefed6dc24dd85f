#!/usr/bin/env python3
"""Builds every whole program of test/corpus with ultima-cc and runs it on the
OpenCL device (PoCL in CI), checking the program's own self-check: exit status
0, no "FAIL" line, and no "Non-Matching ... : N" report with N > 0.

usage: run_corpus.py BUILD_DIR [NAME...]
Programs are built with -DMINI_DATASET (the small sizes of those that have
them) or the sizes in SMALL. known-failures.txt lists the programs expected to fail, with the reason;
the run fails when another program fails (or a listed one passes: update the list).
"""
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, '..', 'corpus')
MISMATCH = re.compile(r'Non-Matching .*?:\s*(\d+)')
# Smaller problems for the programs whose sizes are -D switches of their own
# (the others take -DMINI_DATASET), so that the suite stays fast on PoCL.
SMALL = {
    'black-scholes': ['-DOPT_N=200000'],
    'nbody': ['-DNUM_BODIES=2048'],
}


def known_failures():
    known = {}
    with open(os.path.join(HERE, 'known-failures.txt')) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                name, _, reason = line.partition(' ')
                known[name] = reason.strip()
    return known


def self_check_failed(output):
    if re.search(r'\bFAIL', output):
        return 'the program reports FAIL'
    for m in MISMATCH.finditer(output):
        if int(m.group(1)) > 0:
            return 'the program reports %s mismatches' % m.group(1)
    return None


def run_program(cc, name, workdir, env):
    source = os.path.join(CORPUS, name, name + '.cu')
    exe = os.path.join(workdir, name)
    build = subprocess.run([cc, '-O1', '-DMINI_DATASET'] + SMALL.get(name, []) + [source, '-o', exe],
                           capture_output=True, text=True)
    if build.returncode != 0:
        return 'build failed: ' + (build.stderr.strip().splitlines() or ['?'])[0]
    try:
        run = subprocess.run([exe], capture_output=True, text=True, timeout=120, env=env,
                             cwd=workdir)
    except subprocess.TimeoutExpired:
        return 'timed out'
    output = run.stdout + run.stderr
    if run.returncode != 0:
        return 'exit status %d: %s' % (run.returncode, ' | '.join(output.strip().splitlines()[-2:]))
    return self_check_failed(output)


def main():
    build_dir = sys.argv[1]
    cc = os.path.join(build_dir, 'bin', 'ultima-cc')
    names = sys.argv[2:] or sorted(d for d in os.listdir(CORPUS)
                                   if os.path.isdir(os.path.join(CORPUS, d)))
    known = known_failures()
    unexpected = []
    passed = 0
    with tempfile.TemporaryDirectory() as workdir:
        env = dict(os.environ)
        env.setdefault('ULTIMA_CACHE_DIR', os.path.join(workdir, 'cache'))
        for name in names:
            start = time.time()
            failure = run_program(cc, name, workdir, env)
            took = time.time() - start
            if failure is None:
                passed += 1
                print('PASS %-20s %5.1fs' % (name, took))
                if name in known:
                    unexpected.append('%s passes but is listed in known-failures.txt' % name)
            else:
                print('FAIL %-20s %5.1fs %s' % (name, took, failure))
                if name not in known:
                    unexpected.append('%s: %s' % (name, failure))
    print('%d of %d programs pass' % (passed, len(names)))
    for u in unexpected:
        print('unexpected: ' + u)
    return 1 if unexpected else 0


if __name__ == '__main__':
    sys.exit(main())
