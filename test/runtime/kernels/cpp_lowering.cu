// More C++ lowered to C (test_cpp_lowering.py): one small kernel per construct.

// Overload sets on int, float and double.
__device__ int twice(int v) { return 2 * v; }
__device__ float twice(float v) { return 2.0f * v + 0.25f; }
__device__ double twice(double v) { return 2.0 * v - 0.5; }
__global__ void overloads(const int *i, const float *f, const double *d, int *oi, float *of, double *od) {
  int t = threadIdx.x;
  oi[t] = twice(i[t]);
  of[t] = twice(f[t]);
  od[t] = twice(d[t]) + twice(t);
}

// A function template instantiated on three types.
template <typename T> __device__ T clampAbs(T v, T limit) {
  T a = v < T(0) ? -v : v;
  return a > limit ? limit : a;
}
__global__ void template_three_types(const int *i, const float *f, const double *d, int *oi, float *of, double *od) {
  int t = threadIdx.x;
  oi[t] = clampAbs(i[t], 50);
  of[t] = clampAbs(f[t], 0.75f);
  od[t] = clampAbs(d[t], 1.5);
}

// A variadic sum(args...).
template <typename T> __device__ T sum(T x) { return x; }
template <typename T, typename... Rest> __device__ T sum(T x, Rest... rest) { return x + sum(rest...); }
__global__ void variadic(const float *x, float *out, int *oi) {
  int t = threadIdx.x;
  out[t] = sum(x[4 * t], x[4 * t + 1], x[4 * t + 2], x[4 * t + 3]);
  oi[t] = sum(t, 1, 2) + sum(t);
}

// Default arguments, namespaces with overloads, scoped enums, auto, constexpr.
namespace lin {
enum class Norm { L1, L2, Max };
__device__ constexpr int kDim = 3;
__device__ float norm(const float *v, Norm n = Norm::L2) {
  float s = 0.0f;
  for (int i = 0; i < kDim; ++i) {
    float a = fabsf(v[i]);
    s = n == Norm::L1 ? s + a : n == Norm::L2 ? s + a * a : (a > s ? a : s);
  }
  return n == Norm::L2 ? sqrtf(s) : s;
}
__device__ int norm(int a, int b) { return a > b ? a - b : b - a; }
} // namespace lin
namespace other {
__device__ int norm(int a, int b) { return a + b; }
}
__global__ void namespaces_enums(const float *v, float *out, int *oi) {
  int t = threadIdx.x;
  const float *p = v + 3 * t;
  auto l2 = lin::norm(p);
  decltype(l2) l1 = lin::norm(p, lin::Norm::L1);
  out[3 * t + 0] = l2;
  out[3 * t + 1] = l1;
  out[3 * t + 2] = lin::norm(p, lin::Norm::Max);
  oi[t] = lin::norm(t, 10) * 100 + other::norm(t, 10);
}

// A member template and a static member function of a class template.
template <int N> struct Poly {
  float c[N];
  __device__ float eval(float x) const {
    float r = 0.0f;
    for (int i = N - 1; i >= 0; --i)
      r = r * x + c[i];
    return r;
  }
  template <typename T> __device__ T evalAs(T x) const { return (T)eval((float)x); }
  __device__ static int degree() { return N - 1; }
};
__global__ void class_template_members(const Poly<3> *p, const float *x, float *out, int *deg) {
  int t = threadIdx.x;
  out[t] = p->eval(x[t]) + p->evalAs<int>(2);
  deg[0] = Poly<3>::degree() + Poly<5>::degree();
}

// A struct with a constructor built in a loop and accumulated through an
// operator, then stored.
struct Moments {
  double n, mean, m2;
  __device__ Moments() : n(0), mean(0), m2(0) {}
  __device__ explicit Moments(double x) : n(1), mean(x), m2(0) {}
  __device__ Moments operator+(const Moments &o) const {
    Moments r;
    r.n = n + o.n;
    double d = o.mean - mean;
    r.mean = r.n > 0 ? mean + d * o.n / r.n : 0;
    r.m2 = m2 + o.m2 + d * d * n * o.n / (r.n > 0 ? r.n : 1);
    return r;
  }
  __device__ double variance() const { return n > 1 ? m2 / (n - 1) : 0; }
};
__global__ void welford(const double *x, double *out, int per) {
  Moments m;
  for (int k = 0; k < per; ++k)
    m = m + Moments(x[threadIdx.x * per + k]);
  out[2 * threadIdx.x] = m.mean;
  out[2 * threadIdx.x + 1] = m.variance();
}

// A class local to the kernel, with member functions.
__global__ void local_class(const float *x, float *out) {
  struct Smoother {
    float alpha, state;
    __device__ float push(float v) { state = alpha * v + (1.0f - alpha) * state; return state; }
  };
  Smoother s = {0.5f, 0.0f};
  float last = 0.0f;
  for (int k = 0; k < 4; ++k)
    last = s.push(x[4 * threadIdx.x + k]);
  out[threadIdx.x] = last;
}

// Fixed point with a converting constructor and a conversion operator.
struct Fixed {
  int raw;
  __device__ Fixed(float f) : raw((int)(f * 256.0f)) {}
  __device__ operator float() const { return raw / 256.0f; }
  __device__ Fixed operator*(Fixed o) const { Fixed r(0.0f); r.raw = (raw * o.raw) >> 8; return r; }
};
__global__ void fixed_point(const float *a, const float *b, float *out) {
  int t = threadIdx.x;
  Fixed p = Fixed(a[t]) * Fixed(b[t]);
  float f = p;
  out[t] = f + (float)Fixed(1.5f);
}

// Nested classes with out-of-line member definitions.
struct Mesh {
  struct Edge {
    int a, b;
    __device__ int length() const;
  };
  Edge e[2];
  __device__ int perimeter() const;
};
__device__ int Mesh::Edge::length() const { return b > a ? b - a : a - b; }
__device__ int Mesh::perimeter() const { return e[0].length() + e[1].length(); }
__global__ void nested_out_of_line(const Mesh *m, int *out) { out[threadIdx.x] = m[threadIdx.x].perimeter(); }

// A generic lambda used for two types inside a device function.
template <typename T, typename F> __device__ T foldAll(F f, const T *p, int n, T init) {
  for (int i = 0; i < n; ++i)
    init = f(init, p[i]);
  return init;
}
__global__ void generic_lambda(const int *xi, const float *xf, int *oi, float *of, int n) {
  auto larger = [](auto a, auto b) { return a > b ? a : b; };
  oi[0] = foldAll(larger, xi, n, -1000000);
  of[0] = foldAll(larger, xf, n, -1.0e30f);
}
