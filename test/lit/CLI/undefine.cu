// -U NAME / -UNAME undefines a macro; -D and -U take effect in command-line
// order, as in Clang, on the command line and from a compilation database.
// RUN: %ultima -DSCALE=3 -USCALE %s | FileCheck %s --check-prefix=PLAIN
// RUN: %ultima -U SCALE -D SCALE=3 %s > %t.cl
// RUN: FileCheck %s --check-prefix=SCALED < %t.cl
// RUN: %oclc %t.cl
// RUN: %ultima -DSCALE=2 -USCALE -DSCALE=3 %s 2>&1 | FileCheck %s --check-prefix=SCALED
// RUN: %ultima -DSCALE=3 -UOTHER %s | FileCheck %s --check-prefix=SCALED
// A macro Clang predefines for the device parse can be undefined too.
// RUN: %ultima -U__CUDA_ARCH__ %s | FileCheck %s --check-prefix=NOARCH
// RUN: not %ultima -U '' %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not %ultima %s -U 2>&1 | FileCheck %s --check-prefix=MISSING
// The database's -D and -U come first, then the command line's.
// RUN: rm -rf %t.db && mkdir -p %t.db
// RUN: printf '[{"directory": "%%s", "command": "nvcc -DSCALE=3 -c %%s", "file": "%%s"}]\n' %t.db %s %s > %t.db/compile_commands.json
// RUN: %ultima -p %t.db %s | FileCheck %s --check-prefix=SCALED
// RUN: %ultima -p %t.db -USCALE %s | FileCheck %s --check-prefix=PLAIN
// RUN: printf '[{"directory": "%%s", "command": "nvcc -DSCALE=3 --undefine-macro SCALE -c %%s", "file": "%%s"}]\n' %t.db %s %s > %t.db/compile_commands.json
// RUN: %ultima -p %t.db %s | FileCheck %s --check-prefix=PLAIN

// EMPTY: error: empty argument to '-U' [ultima-usage]
// MISSING: error: argument to '-U' is missing (expected 1 value) [ultima-usage]
// SCALED-NOT: warning
// SCALED: out[0] = 3 * x;
// PLAIN: out[0] = x;
// NOARCH: out[1] = 0;

__global__ void k(int *out, int x) {
#ifdef SCALE
  out[0] = SCALE * x;
#else
  out[0] = x;
#endif
#ifdef __CUDA_ARCH__
  out[1] = 1;
#else
  out[1] = 0;
#endif
}
