// A launch written inside an error-checking macro's argument keeps its
// spelling; one in a macro's body, its spelling in the definition.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.json
#define LAUNCH_CHECKED(...) do { __VA_ARGS__; } while (0)
#define LAUNCH_INC(p) inc<<<1, 1>>>(p)
__global__ void inc(int *p) { p[0]++; }
int main() {
  int *p = 0;
  LAUNCH_CHECKED(inc<<<2, 64>>>(p));
  LAUNCH_INC(p);
}
// CHECK:      "arguments": [
// CHECK-NEXT:   "p"
// CHECK-NEXT: ],
// CHECK-NEXT: "block": "64",
// CHECK:      "grid": "2",
// CHECK:      "line": 11,
// CHECK:      "block": "1",
// CHECK-NEXT: "callee": "inc",
// CHECK:      "line": 12,
