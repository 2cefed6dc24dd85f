"""Checks that every corpus program (test/corpus/<name>/<name>.cu) has a lit
test (test/lit/Corpus/<name>.test) and counts the programs with an executed
test (test/runtime/corpus/test_corpus_<name>.py, '-' as '_')."""
import sys
from pathlib import Path

root = Path(sys.argv[1])
programs = sorted(p.name for p in (root / "test/corpus").iterdir()
                  if p.is_dir() and (p / f"{p.name}.cu").is_file())
missing = [n for n in programs if not (root / "test/lit/Corpus" / f"{n}.test").is_file()]
orphans = sorted(t.stem for t in (root / "test/lit/Corpus").glob("*.test")
                 if t.stem not in programs)
executed = [n for n in programs
            if (root / "test/runtime/corpus" / f"test_corpus_{n.replace('-', '_')}.py").is_file()]
for n in missing:
    print(f"error: corpus program {n} has no test/lit/Corpus/{n}.test")
for n in orphans:
    print(f"error: test/lit/Corpus/{n}.test has no program test/corpus/{n}/{n}.cu")
print(f"programs: {len(programs)}")
print(f"executed: {len(executed)}")
sys.exit(1 if missing or orphans else 0)
