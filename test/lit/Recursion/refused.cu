// Recursion the lowering cannot take is refused at the construct that stops
// it, with the reason; every other component of the input is still checked.
// RUN: not %ultima %s 2>&1 | FileCheck %s --implicit-check-not=error:

// Under a condition: hoisting would evaluate the call whatever it says
// (only a `?:` that `return` returns is printed as an `if`).
__device__ int viaConditional(int n) {
  // CHECK: refused.cu:[[@LINE+1]]:28: error: recursion that cannot be lowered to iteration: the call to 'viaConditional' is an arm of '?:', evaluated only under a condition; use an if statement [ultima-unsupported-recursion]
  return 1 + (n <= 1 ? 1 : viaConditional(n - 1));
}
__device__ bool viaAnd(int n) {
  // CHECK: refused.cu:[[@LINE+1]]:19: error: {{.*}}the call to 'viaAnd' is the right operand of '&&'{{.*}} [ultima-unsupported-recursion]
  return n > 0 && viaAnd(n - 1);
}
// Evaluated on every iteration.
__device__ int inLoopCondition(int n) {
  int k = 0;
  // CHECK: refused.cu:[[@LINE+1]]:10: error: {{.*}}the call to 'inLoopCondition' is in a loop condition, which is evaluated more than once or not at all [ultima-unsupported-recursion]
  while (inLoopCondition(n - 1) > k)
    ++k;
  return k;
}
// The activations share the caller's variables: no addresses of them.
__device__ void byReference(int &r, int n) {
  int local = n;
  if (n > 0)
    // CHECK: refused.cu:[[@LINE+1]]:17: error: {{.*}}the call to 'byReference' receives the address of local 'local', whose storage the recursive activation shares; pass it by value [ultima-unsupported-recursion]
    byReference(local, n - 1);
  r += local;
}
__device__ int byPointer(int *p, int n) {
  int local = n;
  if (n == 0)
    return *p;
  // CHECK: refused.cu:[[@LINE+1]]:20: error: {{.*}}receives the address of local 'local'{{.*}} [ultima-unsupported-recursion]
  return byPointer(&local, n - 1);
}
__device__ int withArray(int n) {
  int a[4] = {n, n, n, n};
  if (n == 0)
    return 0;
  // CHECK: refused.cu:[[@LINE+1]]:14: error: recursion that cannot be lowered to iteration: local array 'a' is live across this recursive call [ultima-unsupported-recursion]
  int rest = withArray(n - 1);
  return a[0] + rest;
}
// A declaration of several variables would compute the second one's call
// before the first variable exists.
__device__ int twoDecls(int n) {
  if (n == 0)
    return 0;
  // CHECK: refused.cu:[[@LINE+1]]:3: error: {{.*}}a declaration of several variables calls 'twoDecls'; declare one per statement [ultima-unsupported-recursion]
  int a = n, b = twoDecls(n - 1);
  return a + b;
}
// Mutual recursion is refused as a whole component.
__device__ bool isOdd(int n);
__device__ bool isEven(int n) { return n == 0 || isOdd(n - 1); }
// CHECK: refused.cu:[[@LINE-1]]:50: error: {{.*}}the call to 'isOdd' is the right operand of '||'{{.*}} [ultima-unsupported-recursion]
__device__ bool isOdd(int n) {
  if (n == 0)
    return false;
  return isEven(n - 1);
}
// Every activation is the caller's variant (checked later, by the
// address-space analysis): its pointers' address spaces
// may not change in a recursive call.
__constant__ int table[4] = {1, 2, 3, 4};
__device__ int spaces(const int *p, int n) {
  if (n == 0)
    return p[0];
  // CHECK: refused.cu:[[@LINE+1]]:10: error: recursion that cannot be lowered to iteration: the recursive call to 'spaces' passes pointers into other address spaces than its caller received [ultima-unsupported-recursion]
  return spaces(table, n - 1);
}
__global__ void run(int *out) {
  int i = threadIdx.x;
  out[i] = viaConditional(i) + viaAnd(i) + inLoopCondition(i) + byPointer(&i, 3) + withArray(i) +
           twoDecls(i) + isEven(i);
  byReference(out[i], i);
  int v = i;
  out[i] += spaces(&v, 2);
}
