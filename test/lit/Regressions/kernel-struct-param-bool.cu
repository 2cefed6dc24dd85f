// OpenCL kernel arguments cannot hold bool or size_t members.
// RUN: not %ultima %s 2>&1 | FileCheck %s
#include <stddef.h>
struct Shape { size_t n; bool flag; };
// CHECK: kernel-struct-param-bool.cu:[[@LINE+1]]:25: error: kernel parameter 's' is a struct containing a pointer, bool or size_t member{{.*}}[ultima-unsupported-kernel-param]
__global__ void k(Shape s, int *o) { o[0] = s.flag; }
