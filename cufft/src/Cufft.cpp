//===- Cufft.cpp - cuFFT's host API over VkFFT ----------------------------===//
///
/// \file
/// libultima-cufft: the functions of kernels/cuda/cufft.h
/// (docs/cuda-libraries.md#cufft). A plan records cuFFT's description of a
/// transform; the VkFFT applications that run it (Transform.h) are built at
/// its first execution in each placement (and direction, out of place), when
/// cuFFT's layout for that placement is known. The program's device memory
/// reaches VkFFT as the cl_mem and byte offset cudart resolves it to
/// (ultima/cudart/Interop.h), and the work is enqueued on the plan's stream.
///
/// Plain host code: it declares the cuFFT functions with the C types they
/// have in cufft.h (a cudaStream_t is a pointer; cufftComplex arrays are
/// passed as pointers) and shares cuFFT's enumerations with the header.
///
//===----------------------------------------------------------------------===//
#include "Transform.h"
#include "ultima/cudart/Interop.h"

#include ULTIMA_CUFFT_TYPES_H

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>

using namespace ultima::cufft;

namespace {

bool isType(int t) {
  return t == CUFFT_R2C || t == CUFFT_C2R || t == CUFFT_C2C || t == CUFFT_D2Z || t == CUFFT_Z2D ||
         t == CUFFT_Z2Z;
}
bool isDouble(cufftType t) { return t == CUFFT_D2Z || t == CUFFT_Z2D || t == CUFFT_Z2Z; }
bool isForwardReal(cufftType t) { return t == CUFFT_R2C || t == CUFFT_D2Z; }
bool isInverseReal(cufftType t) { return t == CUFFT_C2R || t == CUFFT_Z2D; }

/// cuFFT's description of a plan: sizes slowest first, as the program gave them.
struct Shape {
  cufftType type = CUFFT_C2C;
  int rank = 0;
  long long n[3] = {0, 0, 0};
  long long batch = 1;
  bool advanced = false; ///< inembed and onembed given
  long long inembed[3] = {0, 0, 0}, onembed[3] = {0, 0, 0};
  long long istride = 1, idist = 0, ostride = 1, odist = 0;
};

/// One side of a transform in one placement: its element count per row,
/// pitches and batch distance, in elements of its own type.
struct Side {
  long long embed[3] = {0, 0, 0};
  long long dist = 0;
};

struct Plan {
  std::mutex mutex;
  bool made = false;
  Shape shape;
  void *stream = nullptr;
  /// Keyed by 2 * inPlace + inverse (in place, C2C: one for both directions).
  std::map<int, Transform *> transforms;
  ~Plan() {
    for (auto &[key, t] : transforms)
      destroyTransform(t);
  }
};

std::mutex tableMutex;
std::map<cufftHandle, std::shared_ptr<Plan>> &table() {
  static auto *plans = new std::map<cufftHandle, std::shared_ptr<Plan>>;
  return *plans;
}
cufftHandle nextHandle = 1;

std::shared_ptr<Plan> find(cufftHandle handle) {
  std::lock_guard<std::mutex> lock(tableMutex);
  auto it = table().find(handle);
  return it == table().end() ? nullptr : it->second;
}

cufftHandle insert(std::shared_ptr<Plan> plan) {
  std::lock_guard<std::mutex> lock(tableMutex);
  cufftHandle h = nextHandle++;
  table()[h] = std::move(plan);
  return h;
}

bool deviceHasDouble() {
  cl_context context = nullptr;
  cl_device_id device = nullptr;
  if (ultimaInteropDevice(&context, &device) != 0)
    return false;
  cl_device_fp_config config = 0;
  if (clGetDeviceInfo(device, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof(config), &config, nullptr) !=
      CL_SUCCESS)
    return false;
  return config != 0;
}

/// The layout of the complex side (complexSide) or the other side of a
/// transform in a placement: the advanced layout as given, or cuFFT's basic
/// one (R2C's complex rows are n/2+1 long; in place, real rows are padded to
/// two of those).
Side sideOf(const Shape &s, bool input, bool inPlace) {
  Side side;
  bool realSide = (input && isForwardReal(s.type)) || (!input && isInverseReal(s.type));
  bool realType = isForwardReal(s.type) || isInverseReal(s.type);
  if (s.advanced) {
    const long long *e = input ? s.inembed : s.onembed;
    for (int i = 0; i < s.rank; ++i)
      side.embed[i] = e[i];
    side.dist = input ? s.idist : s.odist;
    return side;
  }
  long long total = 1;
  for (int i = 0; i < s.rank; ++i) {
    side.embed[i] = s.n[i];
    if (i == s.rank - 1 && realType) {
      long long half = s.n[i] / 2 + 1;
      side.embed[i] = !realSide ? half : inPlace ? 2 * half : s.n[i];
    }
    total *= side.embed[i];
  }
  side.dist = total;
  return side;
}

/// The row length a side holds in its last dimension.
long long rowLength(const Shape &s, bool input) {
  long long last = s.n[s.rank - 1];
  bool realSide = (input && isForwardReal(s.type)) || (!input && isInverseReal(s.type));
  bool realType = isForwardReal(s.type) || isInverseReal(s.type);
  return realType && !realSide ? last / 2 + 1 : last;
}

/// VkFFT's strides of a side: pitches of its dimensions 1 and 2 (cuFFT's
/// last but one and last but two) and the batch distance.
void vkStrides(const Shape &s, const Side &side, uint64_t out[3]) {
  long long pitch1 = s.rank >= 2 ? side.embed[s.rank - 1] : side.dist;
  long long pitch2 = s.rank >= 3 ? side.embed[s.rank - 1] * side.embed[s.rank - 2] : side.dist;
  out[0] = static_cast<uint64_t>(pitch1);
  out[1] = static_cast<uint64_t>(pitch2);
  out[2] = static_cast<uint64_t>(side.dist);
}

/// One past the last element a side touches, in elements.
long long extentOf(const Shape &s, const Side &side, bool input) {
  long long last = rowLength(s, input) - 1;
  long long pitch = 1;
  for (int i = s.rank - 1; i >= 0; --i) {
    if (i < s.rank - 1)
      last += (s.n[i] - 1) * pitch;
    pitch *= side.embed[i];
  }
  return last + (s.batch - 1) * side.dist + 1;
}

/// cuFFT's checks of a plan's description, and what VkFFT can express.
cufftResult validate(int rank, const int *n, const int *inembed, int istride, int idist,
                     const int *onembed, int ostride, int odist, int type, long long batch,
                     Shape &s) {
  if (!isType(type))
    return CUFFT_INVALID_TYPE;
  if (!n)
    return CUFFT_INVALID_VALUE;
  if (rank < 1 || rank > 3 || batch < 1)
    return CUFFT_INVALID_SIZE;
  s = Shape{};
  s.type = static_cast<cufftType>(type);
  s.rank = rank;
  s.batch = batch;
  for (int i = 0; i < rank; ++i) {
    if (n[i] < 1)
      return CUFFT_INVALID_SIZE;
    s.n[i] = n[i];
  }
  // Either embedding missing means cuFFT's basic layout for both.
  s.advanced = inembed && onembed;
  if (s.advanced) {
    if (istride < 1 || ostride < 1 || idist < 1 || odist < 1)
      return CUFFT_INVALID_VALUE;
    // VkFFT 1.2 addresses rows contiguously: no element stride.
    if (istride != 1 || ostride != 1)
      return CUFFT_NOT_SUPPORTED;
    for (int i = 0; i < rank; ++i) {
      s.inembed[i] = inembed[i];
      s.onembed[i] = onembed[i];
    }
    s.istride = istride;
    s.ostride = ostride;
    s.idist = idist;
    s.odist = odist;
    // Rows and planes must hold what the transform reads and writes.
    for (int side = 0; side < 2; ++side) {
      const long long *e = side == 0 ? s.inembed : s.onembed;
      if (e[rank - 1] < rowLength(s, side == 0))
        return CUFFT_INVALID_VALUE;
      for (int i = 1; i < rank - 1; ++i)
        if (e[i] < s.n[i])
          return CUFFT_INVALID_VALUE;
    }
  }
  if (isDouble(s.type) && !deviceHasDouble())
    return CUFFT_NOT_SUPPORTED;
  return CUFFT_SUCCESS;
}

cufftResult makePlan(cufftHandle handle, int rank, const int *n, const int *inembed, int istride,
                     int idist, const int *onembed, int ostride, int odist, int type,
                     long long batch, size_t *workSize) {
  std::shared_ptr<Plan> plan = find(handle);
  if (!plan)
    return CUFFT_INVALID_PLAN;
  std::lock_guard<std::mutex> lock(plan->mutex);
  if (plan->made)
    return CUFFT_INVALID_PLAN;
  Shape s;
  if (cufftResult r =
          validate(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, s))
    return r;
  plan->shape = s;
  plan->made = true;
  if (workSize)
    *workSize = 0;
  return CUFFT_SUCCESS;
}

cufftResult newPlan(cufftHandle *handle, int rank, const int *n, const int *inembed, int istride,
                    int idist, const int *onembed, int ostride, int odist, int type, int batch) {
  if (!handle)
    return CUFFT_INVALID_VALUE;
  Shape s;
  if (cufftResult r =
          validate(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, s))
    return r;
  auto plan = std::make_shared<Plan>();
  plan->shape = s;
  plan->made = true;
  *handle = insert(std::move(plan));
  return CUFFT_SUCCESS;
}

cufftResult estimate(int rank, const int *n, const int *inembed, int istride, int idist,
                     const int *onembed, int ostride, int odist, int type, int batch,
                     size_t *workSize) {
  if (!workSize)
    return CUFFT_INVALID_VALUE;
  Shape s;
  if (cufftResult r =
          validate(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, s))
    return r;
  *workSize = 0;
  return CUFFT_SUCCESS;
}

cufftResult getSize(cufftHandle handle, int rank, const int *n, const int *inembed, int istride,
                    int idist, const int *onembed, int ostride, int odist, int type, int batch,
                    size_t *workSize) {
  if (!find(handle))
    return CUFFT_INVALID_PLAN;
  return estimate(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

/// A device array as VkFFT gets it: its buffer and offset, or a copy when its
/// offset is not a whole number of complex elements.
struct Array {
  cl_mem buffer = nullptr;
  size_t offset = 0;
  size_t bytes = 0;
  cl_mem original = nullptr; ///< set when buffer is a copy of original's bytes at originalOffset
  size_t originalOffset = 0;
  ~Array() {
    if (buffer)
      clReleaseMemObject(buffer);
    if (original)
      clReleaseMemObject(original);
  }
};

cufftResult resolve(const void *address, size_t bytes, Array &a) {
  size_t left = 0;
  if (ultimaInteropResolve(address, &a.buffer, &a.offset, &left) != 0)
    return CUFFT_INVALID_VALUE;
  if (bytes > left)
    return CUFFT_INVALID_VALUE;
  a.bytes = bytes;
  return CUFFT_SUCCESS;
}

/// Replaces a misaligned array by a copy at offset 0 (copyIn: with its data).
cufftResult realign(Array &a, size_t alignment, cl_context context, cl_command_queue queue,
                    bool copyIn) {
  if (a.offset % alignment == 0)
    return CUFFT_SUCCESS;
  cl_int err = CL_SUCCESS;
  cl_mem copy = clCreateBuffer(context, CL_MEM_READ_WRITE, a.bytes, nullptr, &err);
  if (err != CL_SUCCESS)
    return CUFFT_ALLOC_FAILED;
  if (copyIn && clEnqueueCopyBuffer(queue, a.buffer, copy, a.offset, 0, a.bytes, 0, nullptr,
                                    nullptr) != CL_SUCCESS) {
    clReleaseMemObject(copy);
    return CUFFT_EXEC_FAILED;
  }
  a.original = a.buffer;
  a.originalOffset = a.offset;
  a.buffer = copy;
  a.offset = 0;
  return CUFFT_SUCCESS;
}

cufftResult copyBack(Array &a, cl_command_queue queue) {
  if (!a.original)
    return CUFFT_SUCCESS;
  return clEnqueueCopyBuffer(queue, a.buffer, a.original, 0, a.originalOffset, a.bytes, 0, nullptr,
                             nullptr) == CL_SUCCESS
             ? CUFFT_SUCCESS
             : CUFFT_EXEC_FAILED;
}

cufftResult execute(cufftHandle handle, const void *idata, void *odata, int direction,
                    cufftType type) {
  std::shared_ptr<Plan> plan = find(handle);
  if (!plan)
    return CUFFT_INVALID_PLAN;
  std::lock_guard<std::mutex> lock(plan->mutex);
  if (!plan->made)
    return CUFFT_INVALID_PLAN;
  const Shape &s = plan->shape;
  if (s.type != type)
    return CUFFT_INVALID_VALUE;
  if (direction != CUFFT_FORWARD && direction != CUFFT_INVERSE)
    return CUFFT_INVALID_VALUE;
  if (!idata || !odata)
    return CUFFT_INVALID_VALUE;
  bool inverse = direction == CUFFT_INVERSE;
  bool inPlace = idata == odata;
  bool realType = isForwardReal(s.type) || isInverseReal(s.type);
  size_t real = isDouble(s.type) ? sizeof(double) : sizeof(float);
  size_t complex = 2 * real;
  size_t inElement = isForwardReal(s.type) ? real : complex;
  size_t outElement = isInverseReal(s.type) ? real : complex;

  Side in = sideOf(s, true, inPlace);
  Side out = sideOf(s, false, inPlace);
  Geometry g;
  g.dims = static_cast<unsigned>(s.rank);
  for (int i = 0; i < s.rank; ++i)
    g.size[i] = static_cast<uint64_t>(s.n[s.rank - 1 - i]);
  g.batch = static_cast<uint64_t>(s.batch);
  g.real = realType;
  g.doublePrecision = isDouble(s.type);
  g.inPlace = inPlace;
  g.inverse = inverse;
  vkStrides(s, in, g.inStride);
  vkStrides(s, out, g.outStride);
  if (inPlace) {
    // One array: the two sides must be the same layout (the real side's
    // strides twice the complex side's, counted in reals).
    for (int i = 0; i < 3; ++i) {
      uint64_t a = g.inStride[i], b = g.outStride[i];
      bool same = !realType ? a == b : isForwardReal(s.type) ? a == 2 * b : b == 2 * a;
      if (!same)
        return CUFFT_NOT_SUPPORTED;
    }
  }

  Array input, output;
  size_t inBytes = static_cast<size_t>(extentOf(s, in, true)) * inElement;
  size_t outBytes = static_cast<size_t>(extentOf(s, out, false)) * outElement;
  if (cufftResult r = resolve(idata, inPlace ? std::max(inBytes, outBytes) : inBytes, input))
    return r;
  if (!inPlace)
    if (cufftResult r = resolve(odata, outBytes, output))
      return r;
  cl_command_queue queue = nullptr;
  cl_context context = nullptr;
  cl_device_id device = nullptr;
  if (ultimaInteropStreamQueue(plan->stream, &queue) != 0 ||
      ultimaInteropDevice(&context, &device) != 0)
    return CUFFT_EXEC_FAILED;

  int key = 2 * (inPlace ? 1 : 0) + (inPlace && !realType ? 0 : inverse ? 1 : 0);
  Transform *t = nullptr;
  auto it = plan->transforms.find(key);
  if (it != plan->transforms.end()) {
    t = it->second;
  } else {
    switch (createTransform(g, context, device, queue, &t)) {
    case Status::Ok:
      break;
    case Status::Unsupported:
      return CUFFT_NOT_SUPPORTED;
    case Status::AllocationFailed:
      return CUFFT_ALLOC_FAILED;
    default:
      return CUFFT_SETUP_FAILED;
    }
    plan->transforms[key] = t;
  }

  if (cufftResult r = realign(input, complex, context, queue, true))
    return r;
  if (!inPlace)
    if (cufftResult r = realign(output, complex, context, queue, false))
      return r;
  cl_mem outBuffer = inPlace ? input.buffer : output.buffer;
  size_t outOffset = inPlace ? input.offset : output.offset;
  if (runTransform(t, queue, input.buffer, input.offset, outBuffer, outOffset, inverse) !=
      Status::Ok)
    return CUFFT_EXEC_FAILED;
  // cuFFT may overwrite a C2R input: the copy's changes go back too.
  if (cufftResult r = copyBack(inPlace ? input : output, queue))
    return r;
  return CUFFT_SUCCESS;
}

} // namespace

extern "C" {

cufftResult cufftCreate(cufftHandle *handle) {
  if (!handle)
    return CUFFT_INVALID_VALUE;
  *handle = insert(std::make_shared<Plan>());
  return CUFFT_SUCCESS;
}

cufftResult cufftDestroy(cufftHandle plan) {
  std::shared_ptr<Plan> p;
  {
    std::lock_guard<std::mutex> lock(tableMutex);
    auto it = table().find(plan);
    if (it == table().end())
      return CUFFT_INVALID_PLAN;
    p = std::move(it->second);
    table().erase(it);
  }
  return CUFFT_SUCCESS;
}

cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch) {
  int n[1] = {nx};
  return newPlan(plan, 1, n, nullptr, 1, 0, nullptr, 1, 0, type, batch);
}

cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type) {
  int n[2] = {nx, ny};
  return newPlan(plan, 2, n, nullptr, 1, 0, nullptr, 1, 0, type, 1);
}

cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type) {
  int n[3] = {nx, ny, nz};
  return newPlan(plan, 3, n, nullptr, 1, 0, nullptr, 1, 0, type, 1);
}

cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist,
                          int *onembed, int ostride, int odist, cufftType type, int batch) {
  return newPlan(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
}

cufftResult cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize) {
  int n[1] = {nx};
  return makePlan(plan, 1, n, nullptr, 1, 0, nullptr, 1, 0, type, batch, workSize);
}

cufftResult cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize) {
  int n[2] = {nx, ny};
  return makePlan(plan, 2, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);
}

cufftResult cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type,
                            size_t *workSize) {
  int n[3] = {nx, ny, nz};
  return makePlan(plan, 3, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);
}

cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride,
                              int idist, int *onembed, int ostride, int odist, cufftType type,
                              int batch, size_t *workSize) {
  return makePlan(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch,
                  workSize);
}

cufftResult cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize) {
  int n[1] = {nx};
  return estimate(1, n, nullptr, 1, 0, nullptr, 1, 0, type, batch, workSize);
}

cufftResult cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize) {
  int n[2] = {nx, ny};
  return estimate(2, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);
}

cufftResult cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize) {
  int n[3] = {nx, ny, nz};
  return estimate(3, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);
}

cufftResult cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed,
                              int ostride, int odist, cufftType type, int batch, size_t *workSize) {
  return estimate(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

cufftResult cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch,
                           size_t *workSize) {
  int n[1] = {nx};
  return getSize(handle, 1, n, nullptr, 1, 0, nullptr, 1, 0, type, batch, workSize);
}

cufftResult cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize) {
  int n[2] = {nx, ny};
  return getSize(handle, 2, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);
}

cufftResult cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type,
                           size_t *workSize) {
  int n[3] = {nx, ny, nz};
  return getSize(handle, 3, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);
}

cufftResult cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride,
                             int idist, int *onembed, int ostride, int odist, cufftType type,
                             int batch, size_t *workArea) {
  return getSize(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch,
                 workArea);
}

cufftResult cufftGetSize(cufftHandle handle, size_t *workSize) {
  if (!find(handle))
    return CUFFT_INVALID_PLAN;
  if (!workSize)
    return CUFFT_INVALID_VALUE;
  *workSize = 0;
  return CUFFT_SUCCESS;
}

// VkFFT allocates what it needs itself: a work area is accepted and unused.
cufftResult cufftSetWorkArea(cufftHandle plan, void * /*workArea*/) {
  return find(plan) ? CUFFT_SUCCESS : CUFFT_INVALID_PLAN;
}

cufftResult cufftSetAutoAllocation(cufftHandle plan, int /*autoAllocate*/) {
  return find(plan) ? CUFFT_SUCCESS : CUFFT_INVALID_PLAN;
}

cufftResult cufftSetStream(cufftHandle plan, void *stream) {
  std::shared_ptr<Plan> p = find(plan);
  if (!p)
    return CUFFT_INVALID_PLAN;
  std::lock_guard<std::mutex> lock(p->mutex);
  p->stream = stream;
  return CUFFT_SUCCESS;
}

cufftResult cufftExecC2C(cufftHandle plan, void *idata, void *odata, int direction) {
  return execute(plan, idata, odata, direction, CUFFT_C2C);
}

cufftResult cufftExecZ2Z(cufftHandle plan, void *idata, void *odata, int direction) {
  return execute(plan, idata, odata, direction, CUFFT_Z2Z);
}

cufftResult cufftExecR2C(cufftHandle plan, void *idata, void *odata) {
  return execute(plan, idata, odata, CUFFT_FORWARD, CUFFT_R2C);
}

cufftResult cufftExecD2Z(cufftHandle plan, void *idata, void *odata) {
  return execute(plan, idata, odata, CUFFT_FORWARD, CUFFT_D2Z);
}

cufftResult cufftExecC2R(cufftHandle plan, void *idata, void *odata) {
  return execute(plan, idata, odata, CUFFT_INVERSE, CUFFT_C2R);
}

cufftResult cufftExecZ2D(cufftHandle plan, void *idata, void *odata) {
  return execute(plan, idata, odata, CUFFT_INVERSE, CUFFT_Z2D);
}

cufftResult cufftGetVersion(int *version) {
  if (!version)
    return CUFFT_INVALID_VALUE;
  *version = CUFFT_VERSION;
  return CUFFT_SUCCESS;
}
}
