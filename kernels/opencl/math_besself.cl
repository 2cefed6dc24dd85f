// CUDA's single-precision Bessel functions (j0f j1f jnf y0f y1f ynf
// cyl_bessel_i0f cyl_bessel_i1f), computed in double and rounded to float.
// Below 12 the power series (and, for Y, Neumann's series with its logarithm)
// in double leave about 1e-14 absolute error, a few float ulps even next to a
// zero; from 12 on Hankel's asymptotic expansion, whose smallest term there
// is about 4e-11, with the phase x - (2n+1)pi/4 taken through OpenCL's
// accurately reduced sin and cos of x itself. Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define ULTIMA_BESSEL_SERIES_LIMIT 12.0
#define ULTIMA_EULER_GAMMA 0.57721566490153286061

// Hankel's P and Q for order nu: J = sqrt(2/(pi x)) (P cos(chi) - Q sin(chi)),
// Y = sqrt(2/(pi x)) (P sin(chi) + Q cos(chi)), chi = x - (2 nu + 1) pi / 4.
static void __ultima_bessel_pq(double nu, double x, double *p, double *q)
{
  double mu = 4.0 * nu * nu, z = 8.0 * x;
  double term = 1.0, sp = 1.0, sq = 0.0, last = INFINITY;
  for (int k = 1; k < 60; ++k) {
    double odd = 2.0 * k - 1.0;
    term *= (mu - odd * odd) / (k * z);
    if (fabs(term) >= last) // the asymptotic series starts to diverge
      break;
    last = fabs(term);
    if (k & 1)
      sq += (k & 2) ? -term : term;
    else
      sp += (k & 2) ? -term : term;
    if (last < 1e-17)
      break;
  }
  *p = sp;
  *q = sq;
}

// J_nu and Y_nu for nu = 0 or 1 and x >= 12, by Hankel's expansion.
static double __ultima_bessel_hankel(int nu, double x, int second)
{
  double p, q;
  __ultima_bessel_pq(nu, x, &p, &q);
  double s = sin(x), c = cos(x), r = M_SQRT1_2;
  // cos/sin of x - pi/4 (nu 0) or x - 3pi/4 (nu 1), without forming the phase.
  double cc = nu ? (s - c) * r : (c + s) * r;
  double ss = nu ? -(s + c) * r : (s - c) * r;
  double amp = sqrt(2.0 / (M_PI * x));
  return second ? amp * (p * ss + q * cc) : amp * (p * cc - q * ss);
}

static double __ultima_j0(double x)
{
  x = fabs(x);
  if (x >= ULTIMA_BESSEL_SERIES_LIMIT)
    return isinf(x) ? 0.0 : __ultima_bessel_hankel(0, x, 0);
  double y = 0.25 * x * x, term = 1.0, sum = 1.0;
  for (int k = 1; k < 60 && fabs(term) > 1e-18 * fabs(sum); ++k) {
    term *= -y / ((double)k * k);
    sum += term;
  }
  return sum;
}

static double __ultima_j1(double x)
{
  double a = fabs(x), r;
  if (a >= ULTIMA_BESSEL_SERIES_LIMIT) {
    r = isinf(a) ? 0.0 : __ultima_bessel_hankel(1, a, 0);
  } else {
    double y = 0.25 * a * a, term = 0.5 * a, sum = term;
    for (int k = 1; k < 60 && fabs(term) > 1e-18 * fabs(sum); ++k) {
      term *= -y / ((double)k * (k + 1));
      sum += term;
    }
    r = sum;
  }
  return signbit(x) ? -r : r; // j1(-0) = -0
}

static double __ultima_y0(double x)
{
  if (isnan(x) || x < 0.0)
    return NAN;
  if (x == 0.0)
    return -INFINITY;
  if (x >= ULTIMA_BESSEL_SERIES_LIMIT)
    return isinf(x) ? 0.0 : __ultima_bessel_hankel(0, x, 1);
  // Y0 = (2/pi) [(ln(x/2) + gamma) J0 + sum_{k>=1} (-1)^(k+1) H_k (x^2/4)^k / (k!)^2]
  double y = 0.25 * x * x, term = 1.0, harmonic = 0.0, sum = 0.0;
  for (int k = 1; k < 60; ++k) {
    term *= -y / ((double)k * k);
    harmonic += 1.0 / k;
    double t = -term * harmonic;
    sum += t;
    if (fabs(t) < 1e-18 * fabs(sum))
      break;
  }
  return M_2_PI * ((log(0.5 * x) + ULTIMA_EULER_GAMMA) * __ultima_j0(x) + sum);
}

static double __ultima_y1(double x)
{
  if (isnan(x) || x < 0.0)
    return NAN;
  if (x == 0.0)
    return -INFINITY;
  if (x >= ULTIMA_BESSEL_SERIES_LIMIT)
    return isinf(x) ? 0.0 : __ultima_bessel_hankel(1, x, 1);
  // Y1 = -2/(pi x) + (2/pi) ln(x/2) J1
  //      - (1/pi) sum_{k>=0} (-1)^k (psi(k+1) + psi(k+2)) (x/2)^(2k+1) / (k! (k+1)!),
  // psi(n+1) = H_n - gamma.
  double y = 0.25 * x * x, term = 0.5 * x, hk = 0.0, sum = 0.0;
  for (int k = 0; k < 60; ++k) {
    if (k > 0) {
      term *= -y / ((double)k * (k + 1));
      hk += 1.0 / k;
    }
    double t = term * (2.0 * hk + 1.0 / (k + 1) - 2.0 * ULTIMA_EULER_GAMMA);
    sum += t;
    if (k > 0 && fabs(t) < 1e-18 * fabs(sum))
      break;
  }
  return -M_2_PI / x + M_2_PI * log(0.5 * x) * __ultima_j1(x) - M_1_PI * sum;
}

// J_n: upward recurrence where it is stable (|x| > n), else Miller's
// downward recurrence normalised by J0 + 2 (J2 + J4 + ...) = 1.
static double __ultima_jn(int n, double x)
{
  // J_{-n} = (-1)^n J_n (no recursion: OpenCL forbids it).
  double sign = (n < 0 && (n & 1)) ? -1.0 : 1.0;
  n = n < 0 ? -n : n;
  if (n == 0)
    return __ultima_j0(x);
  if (n == 1)
    return sign * __ultima_j1(x);
  if (isnan(x))
    return NAN;
  double a = fabs(x), r;
  if (a == 0.0 || isinf(a)) {
    r = 0.0;
  } else if (a > n) {
    double jm = __ultima_j0(a), j = __ultima_j1(a);
    for (int k = 1; k < n; ++k) {
      double next = 2.0 * k / a * j - jm;
      jm = j;
      j = next;
    }
    r = j;
  } else {
    int start = 2 * ((n + (int)sqrt(40.0 * n) + 16) / 2);
    double jp = 0.0, j = 1e-300, norm = 0.0, result = 0.0;
    for (int k = start; k > 0; --k) {
      double jm = 2.0 * k / a * j - jp;
      jp = j;
      j = jm;
      if (fabs(j) > 1e250) { // rescale; the ratio is all that matters
        j *= 1e-250;
        jp *= 1e-250;
        result *= 1e-250;
        norm *= 1e-250;
      }
      if (k - 1 == n)
        result = j;
      if (((k - 1) & 1) == 0 && k - 1 > 0)
        norm += 2.0 * j;
    }
    r = result / (norm + j);
  }
  return sign * ((signbit(x) && (n & 1)) ? -r : r);
}

// Y_n by upward recurrence, which is stable for Y.
static double __ultima_yn(int n, double x)
{
  double sign = (n < 0 && (n & 1)) ? -1.0 : 1.0; // Y_{-n} = (-1)^n Y_n
  n = n < 0 ? -n : n;
  if (n == 0)
    return __ultima_y0(x);
  if (isnan(x) || x < 0.0)
    return NAN;
  if (x == 0.0)
    return -INFINITY;
  double ym = __ultima_y0(x), y = __ultima_y1(x);
  for (int k = 1; k < n && !isinf(y); ++k) {
    double next = 2.0 * k / x * y - ym;
    ym = y;
    y = next;
  }
  return sign * y;
}

// I0 and I1: series of positive terms below 30, else the asymptotic
// e^x / sqrt(2 pi x) expansion (e^x split so that it overflows only when I does).
static double __ultima_i01(int nu, double x)
{
  double a = fabs(x), r;
  if (isnan(x))
    return NAN;
  if (isinf(a)) {
    r = INFINITY;
  } else if (a < 30.0) {
    double y = 0.25 * a * a, term = nu ? 0.5 * a : 1.0, sum = term;
    for (int k = 1; k < 200 && term > 1e-18 * sum; ++k) {
      term *= y / ((double)k * (k + nu));
      sum += term;
    }
    r = sum;
  } else {
    double mu = 4.0 * nu * nu, z = 8.0 * a, term = 1.0, sum = 1.0;
    for (int k = 1; k < 40; ++k) {
      double odd = 2.0 * k - 1.0;
      term *= -(mu - odd * odd) / (k * z);
      sum += term;
      if (fabs(term) < 1e-18)
        break;
    }
    double h = exp(0.5 * a);
    r = h * (h / sqrt(2.0 * M_PI * a)) * sum;
  }
  return (nu && signbit(x)) ? -r : r;
}

static float __ultima_j0f(float x) { return (float)__ultima_j0(x); }
static float __ultima_j1f(float x) { return (float)__ultima_j1(x); }
static float __ultima_y0f(float x) { return (float)__ultima_y0(x); }
static float __ultima_y1f(float x) { return (float)__ultima_y1(x); }
static float __ultima_jnf(int n, float x) { return (float)__ultima_jn(n, x); }
static float __ultima_ynf(int n, float x) { return (float)__ultima_yn(n, x); }
static float __ultima_i0f(float x) { return (float)__ultima_i01(0, x); }
static float __ultima_i1f(float x) { return (float)__ultima_i01(1, x); }

#undef ULTIMA_BESSEL_SERIES_LIMIT
#undef ULTIMA_EULER_GAMMA
