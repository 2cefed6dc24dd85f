// Exit status: 0 on success, 1 on any error; I/O and usage errors carry their
// own IDs and no location.
// RUN: %ultima %s > /dev/null
// RUN: not %ultima %s.missing 2>&1 | FileCheck %s --check-prefix=IO
// RUN: not %ultima --no-such-option %s 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: not %ultima 2>&1 | FileCheck %s --check-prefix=NOINPUT
// RUN: not %ultima %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: sh -c '%ultima -DBREAK %s > /dev/null 2>&1; test $? -eq 1'

// IO: error: {{.*}}exit-codes.cu.missing{{.*}} [ultima-io]
// USAGE: error: {{.*}}--no-such-option{{.*}} [ultima-usage]
// NOINPUT: error: no input file{{.*}} [ultima-usage]
// TWO: error: more than one input file{{.*}} [ultima-usage]
__global__ void zero(int *v) {
#ifdef BREAK
  v = new int;
#endif
  v[threadIdx.x] = 0;
}
