// C++ classes lowered to C (test_classes.py).

// A class template with an array member, operators and a reference-returning
// subscript.
template <typename T, int N> struct Vec {
  T v[N];
  __device__ Vec() {
    for (int i = 0; i < N; ++i)
      v[i] = T(0);
  }
  __device__ explicit Vec(const T *p) {
    for (int i = 0; i < N; ++i)
      v[i] = p[i];
  }
  __device__ T &operator[](int i) { return v[i]; }
  __device__ const T &operator[](int i) const { return v[i]; }
  __device__ Vec operator+(const Vec &o) const {
    Vec r;
    for (int i = 0; i < N; ++i)
      r[i] = v[i] + o[i];
    return r;
  }
  __device__ Vec operator*(T s) const {
    Vec r;
    for (int i = 0; i < N; ++i)
      r[i] = v[i] * s;
    return r;
  }
  __device__ Vec &operator+=(const Vec &o) {
    for (int i = 0; i < N; ++i)
      v[i] += o[i];
    return *this;
  }
  __device__ bool operator==(const Vec &o) const {
    for (int i = 0; i < N; ++i)
      if (v[i] != o[i])
        return false;
    return true;
  }
  __device__ T dot(const Vec &o) const {
    T s = T(0);
    for (int i = 0; i < N; ++i)
      s += v[i] * o[i];
    return s;
  }
  __device__ void store(T *p) const {
    for (int i = 0; i < N; ++i)
      p[i] = v[i];
  }
};

template <typename T, int N>
__global__ void axpy_vec(const T *x, T *y, T a, T *dots, int *same, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Vec<T, N> vx(x + N * i), vy(y + N * i);
  Vec<T, N> r = vx * a + vy;
  r += vx;
  dots[i] = r.dot(vx);
  same[i] = (vx == vy) + 2 * (r == r);
  r.store(y + N * i);
}
template __global__ void axpy_vec<float, 3>(const float *, float *, float, float *, int *, int);
template __global__ void axpy_vec<double, 4>(const double *, double *, double, double *, int *, int);
template __global__ void axpy_vec<int, 2>(const int *, int *, int, int *, int *, int);

// A complex number with a converting constructor and free operators.
struct Complex {
  double re, im;
  __device__ Complex(double r = 0.0, double i = 0.0) : re(r), im(i) {}
  __device__ double abs2() const { return re * re + im * im; }
  __device__ Complex conj() const { return Complex(re, -im); }
};
__device__ Complex operator+(const Complex &a, const Complex &b) { return Complex(a.re + b.re, a.im + b.im); }
__device__ Complex operator*(const Complex &a, const Complex &b) {
  return Complex(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}
__device__ Complex operator/(const Complex &a, const Complex &b) {
  Complex n = a * b.conj();
  double d = b.abs2();
  return Complex(n.re / d, n.im / d);
}
__device__ bool operator!=(const Complex &a, const Complex &b) { return a.re != b.re || a.im != b.im; }

// z = z*z + c iterated (a Mandelbrot step count), with `2.0 * z` through the
// converting constructor, and a division.
__global__ void complex_ops(const double *re, const double *im, double *out, int *iters, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Complex c(re[i], im[i]);
  Complex z;
  int k = 0;
  while (k < 50 && z.abs2() <= 4.0) {
    z = z * z + c;
    ++k;
  }
  iters[i] = k;
  Complex w = Complex(2.0) * c + 1.0;
  Complex q = w / (c + Complex(0.0, 1.0));
  out[4 * i + 0] = w.re;
  out[4 * i + 1] = w.im;
  out[4 * i + 2] = q.re;
  out[4 * i + 3] = q != Complex(q.re, q.im) ? -1.0 : q.im;
}

// Functors passed to a template.
struct Scale {
  float s;
  __device__ float operator()(float x) const { return s * x; }
};
struct Clamp {
  float lo, hi;
  __device__ float operator()(float x) const { return x < lo ? lo : x > hi ? hi : x; }
};
template <typename F> __device__ void apply(F f, float *x, int i) { x[i] = f(x[i]); }

__global__ void functors(float *a, float *b, float s, float lo, float hi) {
  int i = threadIdx.x;
  Scale scale = {s};
  apply(scale, a, i);
  apply(Clamp{lo, hi}, b, i);
}

// Static members, default member initialisers, a counter object in shared
// memory through a member function.
struct Histogram {
  static constexpr int kBins = 8;
  int counts[kBins];
  __device__ static int bin(float x) { return x < 0.0f ? 0 : x >= 1.0f ? kBins - 1 : (int)(x * kBins); }
  __device__ void add(float x) { atomicAdd(&counts[bin(x)], 1); }
};

__global__ void histogram(const float *x, int *out, int n) {
  __shared__ Histogram h;
  if (threadIdx.x < Histogram::kBins)
    h.counts[threadIdx.x] = 0;
  __syncthreads();
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    h.add(x[i]);
  __syncthreads();
  if (threadIdx.x < Histogram::kBins)
    out[threadIdx.x] = h.counts[threadIdx.x];
}

// Non-virtual single and multiple inheritance: bases are leading members.
struct Point {
  float x, y;
  __device__ Point(float a, float b) : x(a), y(b) {}
  __device__ float norm1() const { return fabsf(x) + fabsf(y); }
};
struct Weighted {
  float w;
  __device__ float scaled(float v) const { return w * v; }
};
struct Particle : Point, Weighted {
  int id;
  __device__ Particle(float a, float b, float weight, int i) : Point(a, b), id(i) { w = weight; }
  __device__ float energy() const { return scaled(x * x + y * y) + id; }
};
__device__ float first_coord(const Point &p) { return p.x; }

__global__ void inheritance(const float *xy, float *out, Point *pts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle p(xy[2 * i], xy[2 * i + 1], 0.5f, i);
  out[3 * i + 0] = p.energy();
  out[3 * i + 1] = p.norm1() + first_coord(p);
  Weighted wt = p;
  out[3 * i + 2] = wt.w + p.Weighted::scaled(2.0f);
  pts[i] = p;
}

// Lambdas capturing by value, called directly and passed to templates.
template <typename F> __device__ float apply_to(F f, float x) { return f(x); }
template <typename F> __device__ float fold4(F f, const float *p) { return f(f(f(p[0], p[1]), p[2]), p[3]); }

__global__ void lambdas(const float *x, float *out, float a, float b, int n) {
  __shared__ float tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? x[i] : 0.0f;
  __syncthreads();
  if (i >= n)
    return;
  auto affine = [a, b](float v) { return a * v + b; };
  const float *t = tile;
  auto neighbour = [t](int j) { return t[j]; };
  auto maxf = [](auto p, auto q) { return p > q ? p : q; };
  int count = 0;
  auto counter = [count](float v) mutable { count += v > 0.0f; return count; };
  out[4 * i + 0] = affine(x[i]);
  out[4 * i + 1] = apply_to([=](float v) { return v * v + a; }, x[i]);
  out[4 * i + 2] = neighbour((threadIdx.x + 1) % blockDim.x) + maxf(1, 2);
  out[4 * i + 3] = fold4(maxf, &x[i & ~3]) + counter(x[i]) + counter(x[i]);
}
