// cuFFT's host API (libultima-cufft) computes what NumPy's FFT computes: every
// exec function (C2C, R2C, C2R, Z2Z, D2Z, Z2D), 1D (powers of two, 1000, the
// prime 17), 2D and 3D, batched, cufftPlanMany's advanced layout, in place and
// out of place, forward and inverse (cuFFT's unnormalised inverse), on a
// stream, at offsets into allocations (one not a whole number of complex
// elements, which the library copies), through every plan function. The
// program writes each case's input and output as NumPy sees them (logical
// order, padding removed) and Inputs/fft_check.py compares them with numpy.fft
// (docs/cuda-libraries.md#cufft gives the tolerances).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t %t.bin > %t.out
// RUN: FileCheck --check-prefix=SELF %s < %t.out
// RUN: %python %S/Inputs/fft_check.py %t.out %t.bin | FileCheck %s
// BUILD-NOT: warning
// SELF-NOT: FAILED
// SELF: OK
// CHECK-NOT: MISMATCH
// CHECK: checked 30 cases
// CHECK-NEXT: OK
#include <cstdio>
#include <cstring>
#include <cufft.h>
#include <vector>
#include "expect.h"

#define CUFFT_EXPECT(call) EXPECT((call) == CUFFT_SUCCESS)

enum Api { PLAN, PLAN_MANY, MAKE_PLAN, MAKE_PLAN_MANY };

struct Case {
  const char *name;
  cufftType type;
  int rank;
  int n[3];
  int batch;
  bool inPlace;
  int direction;
  Api api;
  bool advanced;        // PlanMany with these embeddings and distances
  int inembed[3], idist, onembed[3], odist;
  bool onStream;
  size_t inShift, outShift; // bytes from the start of the allocations
};

static FILE *data;
static unsigned long long seed = 12345;
static double uniform() {
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(seed >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

static bool isDouble(cufftType t) { return t == CUFFT_Z2Z || t == CUFFT_D2Z || t == CUFFT_Z2D; }
static bool realIn(cufftType t) { return t == CUFFT_R2C || t == CUFFT_D2Z; }
static bool realOut(cufftType t) { return t == CUFFT_C2R || t == CUFFT_Z2D; }

// Physical element index of each logical element of one side, in logical
// order: batch, then the dimensions slowest first; `last` is the side's row
// length, embed and dist its layout.
static std::vector<size_t> positions(const Case &c, int last, const int *embed, long long dist) {
  int r = c.rank;
  int d0 = r >= 3 ? c.n[r - 3] : 1, d1 = r >= 2 ? c.n[r - 2] : 1;
  long long e1 = r >= 2 ? embed[r - 2] : 1, e2 = embed[r - 1];
  std::vector<size_t> p;
  for (int b = 0; b < c.batch; ++b)
    for (int i = 0; i < d0; ++i)
      for (int j = 0; j < d1; ++j)
        for (int k = 0; k < last; ++k)
          p.push_back((size_t)(b * dist + (i * e1 + j) * e2 + k));
  return p;
}

// cuFFT's layout of one side: the advanced one, or the basic one (R2C's
// complex rows n/2+1 long, real rows padded to twice that in place).
static void layout(const Case &c, bool input, int *embed, long long *dist, int *last) {
  bool real = input ? realIn(c.type) : realOut(c.type);
  bool realType = realIn(c.type) || realOut(c.type);
  int n = c.n[c.rank - 1];
  *last = realType && !real ? n / 2 + 1 : n;
  if (c.advanced) {
    std::memcpy(embed, input ? c.inembed : c.onembed, sizeof(int) * 3);
    *dist = input ? c.idist : c.odist;
    return;
  }
  long long total = 1;
  for (int i = 0; i < c.rank; ++i) {
    embed[i] = c.n[i];
    if (i == c.rank - 1 && realType)
      embed[i] = !real ? n / 2 + 1 : c.inPlace ? 2 * (n / 2 + 1) : n;
    total *= embed[i];
  }
  *dist = total;
}

static cufftResult makePlan(const Case &c, cufftHandle *plan) {
  int n[3] = {c.n[0], c.n[1], c.n[2]};
  int *in = c.advanced ? (int *)c.inembed : nullptr;
  int *on = c.advanced ? (int *)c.onembed : nullptr;
  size_t work = 1;
  cufftResult r = CUFFT_SUCCESS;
  switch (c.api) {
  case PLAN:
    r = c.rank == 1   ? cufftPlan1d(plan, n[0], c.type, c.batch)
        : c.rank == 2 ? cufftPlan2d(plan, n[0], n[1], c.type)
                      : cufftPlan3d(plan, n[0], n[1], n[2], c.type);
    break;
  case PLAN_MANY:
    r = cufftPlanMany(plan, c.rank, n, in, 1, c.idist, on, 1, c.odist, c.type, c.batch);
    break;
  case MAKE_PLAN:
    CUFFT_EXPECT(cufftCreate(plan));
    CUFFT_EXPECT(cufftSetAutoAllocation(*plan, 1));
    r = c.rank == 1   ? cufftMakePlan1d(*plan, n[0], c.type, c.batch, &work)
        : c.rank == 2 ? cufftMakePlan2d(*plan, n[0], n[1], c.type, &work)
                      : cufftMakePlan3d(*plan, n[0], n[1], n[2], c.type, &work);
    EXPECT(work == 0);
    break;
  case MAKE_PLAN_MANY:
    CUFFT_EXPECT(cufftCreate(plan));
    r = cufftMakePlanMany(*plan, c.rank, n, in, 1, c.idist, on, 1, c.odist, c.type, c.batch,
                          &work);
    EXPECT(work == 0);
    break;
  }
  return r;
}

static cufftResult exec(const Case &c, cufftHandle plan, void *in, void *out) {
  switch (c.type) {
  case CUFFT_C2C:
    return cufftExecC2C(plan, (cufftComplex *)in, (cufftComplex *)out, c.direction);
  case CUFFT_Z2Z:
    return cufftExecZ2Z(plan, (cufftDoubleComplex *)in, (cufftDoubleComplex *)out, c.direction);
  case CUFFT_R2C:
    return cufftExecR2C(plan, (cufftReal *)in, (cufftComplex *)out);
  case CUFFT_D2Z:
    return cufftExecD2Z(plan, (cufftDoubleReal *)in, (cufftDoubleComplex *)out);
  case CUFFT_C2R:
    return cufftExecC2R(plan, (cufftComplex *)in, (cufftReal *)out);
  case CUFFT_Z2D:
    return cufftExecZ2D(plan, (cufftDoubleComplex *)in, (cufftDoubleReal *)out);
  }
  return CUFFT_INVALID_TYPE;
}

// A Hermitian input for a C2R case: the R2C transform of random reals.
static std::vector<double> hermitian(const Case &c) {
  Case r = c;
  r.type = isDouble(c.type) ? CUFFT_D2Z : CUFFT_R2C;
  r.inPlace = false;
  r.advanced = false;
  r.api = PLAN_MANY;
  size_t rows = c.batch;
  for (int i = 0; i < c.rank - 1; ++i)
    rows *= c.n[i];
  int n = c.n[c.rank - 1], h = n / 2 + 1;
  size_t real = isDouble(c.type) ? sizeof(double) : sizeof(float);
  std::vector<char> host(rows * n * real), spectrum(rows * h * 2 * real);
  for (size_t i = 0; i < rows * n; ++i) {
    double v = uniform();
    if (real == 8)
      ((double *)host.data())[i] = v;
    else
      ((float *)host.data())[i] = (float)v;
  }
  void *dIn = nullptr, *dOut = nullptr;
  cudaMalloc(&dIn, host.size());
  cudaMalloc(&dOut, spectrum.size());
  cudaMemcpy(dIn, host.data(), host.size(), cudaMemcpyHostToDevice);
  cufftHandle plan;
  CUFFT_EXPECT(makePlan(r, &plan));
  CUFFT_EXPECT(exec(r, plan, dIn, dOut));
  cudaMemcpy(spectrum.data(), dOut, spectrum.size(), cudaMemcpyDeviceToHost);
  CUFFT_EXPECT(cufftDestroy(plan));
  cudaFree(dIn);
  cudaFree(dOut);
  std::vector<double> out(rows * h * 2);
  for (size_t i = 0; i < out.size(); ++i)
    out[i] = real == 8 ? ((double *)spectrum.data())[i] : ((float *)spectrum.data())[i];
  return out;
}

static void run(const Case &c) {
  size_t real = isDouble(c.type) ? sizeof(double) : sizeof(float);
  int scalarsIn = realIn(c.type) ? 1 : 2, scalarsOut = realOut(c.type) ? 1 : 2;
  int inEmbed[3], outEmbed[3], inLast, outLast;
  long long inDist, outDist;
  layout(c, true, inEmbed, &inDist, &inLast);
  layout(c, false, outEmbed, &outDist, &outLast);
  std::vector<size_t> inPos = positions(c, inLast, inEmbed, inDist);
  std::vector<size_t> outPos = positions(c, outLast, outEmbed, outDist);
  size_t inBytes = 0, outBytes = 0;
  for (size_t p : inPos)
    inBytes = std::max(inBytes, (p + 1) * scalarsIn * real);
  for (size_t p : outPos)
    outBytes = std::max(outBytes, (p + 1) * scalarsOut * real);

  // The logical input, as doubles.
  std::vector<double> logicalIn;
  if (realOut(c.type)) {
    logicalIn = hermitian(c);
  } else {
    logicalIn.resize(inPos.size() * scalarsIn);
    for (double &v : logicalIn)
      v = uniform();
  }
  size_t inAlloc = c.inShift + (c.inPlace ? std::max(inBytes, outBytes) : inBytes);
  std::vector<char> staging(inAlloc, 0);
  for (size_t i = 0; i < inPos.size(); ++i)
    for (int s = 0; s < scalarsIn; ++s) {
      size_t at = c.inShift + (inPos[i] * scalarsIn + s) * real;
      double v = logicalIn[i * scalarsIn + s];
      if (real == 8)
        std::memcpy(&staging[at], &v, 8);
      else {
        float f = (float)v;
        std::memcpy(&staging[at], &f, 4);
      }
    }
  char *dIn = nullptr, *dOut = nullptr;
  EXPECT(cudaMalloc((void **)&dIn, inAlloc) == cudaSuccess);
  EXPECT(cudaMemcpy(dIn, staging.data(), inAlloc, cudaMemcpyHostToDevice) == cudaSuccess);
  size_t outAlloc = c.outShift + outBytes;
  if (c.inPlace)
    dOut = dIn;
  else
    EXPECT(cudaMalloc((void **)&dOut, outAlloc) == cudaSuccess);

  cufftHandle plan;
  CUFFT_EXPECT(makePlan(c, &plan));
  cudaStream_t stream = 0;
  if (c.onStream) {
    EXPECT(cudaStreamCreate(&stream) == cudaSuccess);
    CUFFT_EXPECT(cufftSetStream(plan, stream));
  }
  size_t work = 1;
  CUFFT_EXPECT(cufftGetSize(plan, &work));
  EXPECT(work == 0);
  void *in = dIn + c.inShift;
  void *out = c.inPlace ? in : (void *)(dOut + c.outShift);
  cufftResult r = exec(c, plan, in, out);
  if (r != CUFFT_SUCCESS)
    std::printf("FAILED %s: exec gave %d\n", c.name, (int)r), ++failures;
  if (c.onStream) {
    EXPECT(cudaStreamSynchronize(stream) == cudaSuccess);
    EXPECT(cudaStreamDestroy(stream) == cudaSuccess);
  }
  std::vector<char> result(c.inPlace ? inAlloc : outAlloc);
  EXPECT(cudaMemcpy(result.data(), c.inPlace ? dIn : dOut, result.size(),
                    cudaMemcpyDeviceToHost) == cudaSuccess);
  size_t shift = c.inPlace ? c.inShift : c.outShift;
  std::vector<double> logicalOut(outPos.size() * scalarsOut);
  for (size_t i = 0; i < outPos.size(); ++i)
    for (int s = 0; s < scalarsOut; ++s) {
      size_t at = shift + (outPos[i] * scalarsOut + s) * real;
      double v;
      if (real == 8)
        std::memcpy(&v, &result[at], 8);
      else {
        float f;
        std::memcpy(&f, &result[at], 4);
        v = f;
      }
      logicalOut[i * scalarsOut + s] = v;
    }
  CUFFT_EXPECT(cufftDestroy(plan));
  cudaFree(dIn);
  if (!c.inPlace)
    cudaFree(dOut);

  const char *kind = realIn(c.type) ? "R2C" : realOut(c.type) ? "C2R" : "C2C";
  std::printf("CASE %s %s %s %d %d %d %d %d %d %zu %zu\n", c.name, kind,
              isDouble(c.type) ? "double" : "float", c.direction, c.rank, c.n[0], c.n[1],
              c.n[2], c.batch, logicalIn.size(), logicalOut.size());
  std::fwrite(logicalIn.data(), sizeof(double), logicalIn.size(), data);
  std::fwrite(logicalOut.data(), sizeof(double), logicalOut.size(), data);
}

// cuComplex.h in device code: arithmetic on cuFloatComplex and cuDoubleComplex.
__global__ void complexOps(const cuFloatComplex *a, const cuDoubleComplex *b, float *f,
                           double *d) {
  cuFloatComplex x = a[0], y = a[1];
  cuFloatComplex p = cuCmulf(x, y), q = cuCdivf(x, y), s = cuCaddf(x, cuConjf(y));
  f[0] = cuCrealf(p), f[1] = cuCimagf(p), f[2] = cuCrealf(q), f[3] = cuCimagf(q);
  f[4] = cuCrealf(s), f[5] = cuCimagf(s), f[6] = cuCabsf(x);
  cuDoubleComplex u = b[0], v = b[1];
  cuDoubleComplex m = cuCmul(u, v), e = cuCdiv(u, v), t = cuCsub(u, cuConj(v));
  d[0] = cuCreal(m), d[1] = cuCimag(m), d[2] = cuCreal(e), d[3] = cuCimag(e);
  d[4] = cuCreal(t), d[5] = cuCimag(t), d[6] = cuCabs(u);
}

static void checkComplex() {
  cuFloatComplex a[2] = {make_cuComplex(3, 4), make_cuFloatComplex(1, -2)};
  cuDoubleComplex b[2] = {make_cuDoubleComplex(3, 4), make_cuDoubleComplex(1, -2)};
  cuFloatComplex *da;
  cuDoubleComplex *db;
  float *df, f[7];
  double *dd, d[7];
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&df, sizeof f);
  cudaMalloc(&dd, sizeof d);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  complexOps<<<1, 1>>>(da, db, df, dd);
  cudaMemcpy(f, df, sizeof f, cudaMemcpyDeviceToHost);
  cudaMemcpy(d, dd, sizeof d, cudaMemcpyDeviceToHost);
  // (3+4i)(1-2i) = 11-2i, (3+4i)/(1-2i) = -1+2i, (3+4i)+(1+2i) = 4+6i, |3+4i| = 5;
  // (3+4i)-(1+2i) = 2+2i.
  const double want[7] = {11, -2, -1, 2, 4, 6, 5};
  const double wantD[7] = {11, -2, -1, 2, 2, 2, 5};
  for (int i = 0; i < 7; ++i) {
    EXPECT(f[i] > want[i] - 1e-5 && f[i] < want[i] + 1e-5);
    EXPECT(d[i] > wantD[i] - 1e-12 && d[i] < wantD[i] + 1e-12);
  }
  // The same functions in host code.
  cuFloatComplex q = cuCdivf(a[0], a[1]);
  EXPECT(cuCrealf(q) > -1.00001f && cuCrealf(q) < -0.99999f && cuCimagf(q) > 1.99999f);
  EXPECT(cuCabs(cuComplexFloatToDouble(a[0])) == 5.0);
  cudaFree(da), cudaFree(db), cudaFree(df), cudaFree(dd);
}

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  checkComplex();
  data = std::fopen(argv[1], "wb");
  const int F = CUFFT_FORWARD, I = CUFFT_INVERSE;
  // name, type, rank, n, batch, inPlace, direction, api, advanced, inembed, idist, onembed,
  // odist, onStream, inShift, outShift
  const Case cases[] = {
      {"c2c-256-oop-fwd", CUFFT_C2C, 1, {256}, 1, false, F, PLAN},
      {"c2c-256-oop-inv", CUFFT_C2C, 1, {256}, 1, false, I, PLAN},
      {"c2c-1000-inplace-fwd", CUFFT_C2C, 1, {1000}, 2, true, F, PLAN},
      {"c2c-1000-inplace-inv", CUFFT_C2C, 1, {1000}, 2, true, I, MAKE_PLAN},
      {"c2c-17-batch3-oop-fwd", CUFFT_C2C, 1, {17}, 3, false, F, PLAN},
      {"c2c-17-inplace-inv", CUFFT_C2C, 1, {17}, 1, true, I, PLAN},
      {"c2c-65536-oop-fwd", CUFFT_C2C, 1, {65536}, 1, false, F, PLAN},
      {"c2c-2d-64x48-inplace-fwd", CUFFT_C2C, 2, {64, 48}, 1, true, F, PLAN},
      {"c2c-2d-30x17-oop-inv", CUFFT_C2C, 2, {30, 17}, 1, false, I, MAKE_PLAN},
      {"c2c-3d-8x12x16-oop-inv", CUFFT_C2C, 3, {8, 12, 16}, 1, false, I, PLAN},
      {"c2c-3d-5x6x7-inplace-fwd", CUFFT_C2C, 3, {5, 6, 7}, 1, true, F, MAKE_PLAN},
      {"c2c-many-100-batch4-embed", CUFFT_C2C, 1, {100}, 4, false, F, PLAN_MANY, true, {128},
       128, {110}, 110},
      {"c2c-many-2d-batch3-embed", CUFFT_C2C, 2, {12, 10}, 3, false, I, MAKE_PLAN_MANY, true,
       {12, 16}, 200, {13, 10}, 130},
      {"c2c-4096-stream-offset", CUFFT_C2C, 1, {4096}, 2, false, F, PLAN, false, {}, 0, {}, 0,
       true, 8 * 3, 8 * 5},
      {"r2c-1024-batch2-oop", CUFFT_R2C, 1, {1024}, 2, false, F, PLAN},
      {"r2c-1000-inplace", CUFFT_R2C, 1, {1000}, 1, true, F, PLAN},
      {"r2c-17-oop", CUFFT_R2C, 1, {17}, 2, false, F, PLAN_MANY},
      {"r2c-2d-32x20-inplace", CUFFT_R2C, 2, {32, 20}, 1, true, F, MAKE_PLAN},
      {"r2c-3d-6x8x10-oop-misaligned", CUFFT_R2C, 3, {6, 8, 10}, 1, false, F, PLAN, false, {}, 0,
       {}, 0, false, 4, 0},
      {"r2c-many-2d-batch3-embed", CUFFT_R2C, 2, {16, 30}, 3, false, F, PLAN_MANY, true,
       {16, 32}, 16 * 32 + 5, {16, 20}, 16 * 20},
      {"c2r-1024-batch2-oop", CUFFT_C2R, 1, {1024}, 2, false, I, PLAN},
      {"c2r-2d-32x20-inplace", CUFFT_C2R, 2, {32, 20}, 1, true, I, PLAN},
      {"c2r-3d-4x6x9-oop-stream", CUFFT_C2R, 3, {4, 6, 9}, 1, false, I, MAKE_PLAN, false, {}, 0,
       {}, 0, true},
      {"z2z-1000-oop-fwd", CUFFT_Z2Z, 1, {1000}, 1, false, F, PLAN},
      {"z2z-2d-24x40-inplace-inv", CUFFT_Z2Z, 2, {24, 40}, 1, true, I, PLAN},
      {"z2z-17-batch2-oop-inv", CUFFT_Z2Z, 1, {17}, 2, false, I, MAKE_PLAN},
      {"d2z-64-batch2-oop", CUFFT_D2Z, 1, {64}, 2, false, F, PLAN},
      {"d2z-3d-6x8x10-inplace", CUFFT_D2Z, 3, {6, 8, 10}, 1, true, F, PLAN},
      {"z2d-64-batch2-oop", CUFFT_Z2D, 1, {64}, 2, false, I, PLAN_MANY},
      {"z2d-2d-12x18-inplace", CUFFT_Z2D, 2, {12, 18}, 1, true, I, PLAN},
  };
  for (const Case &c : cases)
    run(c);
  std::fclose(data);
  return DONE();
}
