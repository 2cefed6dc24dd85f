// Class initialisation in every form C++ allows (issue 16): bases and members
// from braced lists, default member initialisers with and without
// constructors, delegating constructors, const members, C++17 aggregates with
// bases (empty ones too), value-initialised members, unnamed local structs.
// test_class_init.py runs init_forms on PoCL and compares each slot with the
// same function compiled for the host by g++ (the reference).
#define SLOTS 48

struct Pair { int a, b; };
struct Small { int x; float y; };
struct Empty {};

struct Derived : Pair {
  Small m;
  int k = 7;
  int z{8};
  __device__ Derived() : Pair{1, 2}, m{3, 4.5f} {}
  __device__ Derived(int v) : Pair{v, v + 1}, k(v * 3) {}
  __device__ Derived(int v, int w) : Derived(v) { z = w; }
};

struct ConstMembers {
  const int c = 5;
  const int d;
  const int arr[2] = {11, 12};
  int e = c + 1;
  __device__ ConstMembers(int q) : d(q * 2) {}
  __device__ ConstMembers() : c(-1), d(-2) {}
};

struct Arrays {
  int arr[4] = {9};
  Small ms[3]{{1, 2.0f}};
  Pair p{};
  int q = 4;
  int grid[2][3] = {{1, 2}, {3}};
  __device__ Arrays() {}
  __device__ Arrays(int v) : arr{v, v + 1}, p{v}, q() {}
};

struct ValueInit {
  Pair p;
  int n;
  __device__ ValueInit(int v) : p(), n() { p.b += v; }
};

struct AggBase : Pair { int c; };
struct AggEmpty : Empty { int a; int b; };
struct AggNested : AggBase { int d[2]; };
struct WithDefaults { int arr[3] = {1, 2, 3}; int n{}; int m = 6; };

__device__ void init_forms(int *o, int v) {
  int i = 0;
  Derived d0;
  Derived d1(v);
  Derived d2(v, v + 5);
  o[i++] = d0.a; o[i++] = d0.b; o[i++] = d0.m.x; o[i++] = (int)(d0.m.y * 2);
  o[i++] = d0.k; o[i++] = d0.z;
  o[i++] = d1.a; o[i++] = d1.b; o[i++] = d1.k; o[i++] = d1.z;
  o[i++] = d2.a; o[i++] = d2.k; o[i++] = d2.z;
  ConstMembers c0(v);
  ConstMembers c1;
  o[i++] = c0.c; o[i++] = c0.d; o[i++] = c0.arr[1]; o[i++] = c0.e;
  o[i++] = c1.c; o[i++] = c1.d; o[i++] = c1.e;
  Arrays a0;
  Arrays a1(v);
  o[i++] = a0.arr[0] + 10 * a0.arr[3]; o[i++] = a0.ms[0].x + 10 * a0.ms[2].x;
  o[i++] = a0.p.a + a0.p.b; o[i++] = a0.q; o[i++] = a0.grid[0][1] + 10 * a0.grid[1][0] + 100 * a0.grid[1][2];
  o[i++] = a1.arr[1]; o[i++] = a1.arr[2]; o[i++] = a1.p.a; o[i++] = a1.p.b; o[i++] = a1.q;
  ValueInit vi(v);
  o[i++] = vi.p.a; o[i++] = vi.p.b; o[i++] = vi.n;
  AggBase ab{{v, 2}, 3};
  AggEmpty ae{{}, v, 2};
  AggNested an{{{1, v}, 3}, {4, 5}};
  AggNested az{};
  o[i++] = ab.a; o[i++] = ab.b; o[i++] = ab.c;
  o[i++] = ae.a; o[i++] = ae.b;
  o[i++] = an.b; o[i++] = an.c; o[i++] = an.d[1]; o[i++] = az.a + az.d[1];
  WithDefaults w0;
  WithDefaults w1{};
  WithDefaults w2{{v}};
  o[i++] = w0.arr[2] + w0.n + w0.m; o[i++] = w1.arr[1] + w1.m; o[i++] = w2.arr[0] + 10 * w2.arr[1] + w2.m;
  struct { int t; } s1, s2 = {v};
  s1.t = 4;
  typedef struct { int r[2]; struct { int in; } inner; } Local;
  Local loc = {{v, 2}, {3}};
  o[i++] = s1.t + s2.t; o[i++] = loc.r[0] + loc.inner.in;
  while (i < SLOTS)
    o[i++] = -1;
}

#ifndef ULTIMA_HOST_REFERENCE
__global__ void init_forms_kernel(int *out, int base) {
  init_forms(out + threadIdx.x * SLOTS, base + (int)threadIdx.x);
}
#endif
