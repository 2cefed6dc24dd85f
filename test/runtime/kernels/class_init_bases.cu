// Two initialisations that an earlier ultima dropped while still printing
// valid OpenCL C (silent wrong results, issue 16): a base initialised from a
// braced list in a constructor's initialiser list, and a C++17 aggregate
// whose empty base takes an initialiser of its own. test_class_init.py.
struct Pair { int a, b; };
struct Empty {};
struct Derived : Pair {
  int k;
  __device__ Derived(int v) : Pair{v, v + 1}, k(v * 3) {}
};
struct AggEmpty : Empty { int a; int b; };

__global__ void bases(int *out, int base) {
  int v = base + (int)threadIdx.x;
  Derived d(v);
  AggEmpty e{{}, v, 2 * v};
  int *o = out + 5 * threadIdx.x;
  o[0] = d.a;
  o[1] = d.b;
  o[2] = d.k;
  o[3] = e.a;
  o[4] = e.b;
}
