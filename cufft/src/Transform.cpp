//===- Transform.cpp - VkFFT's OpenCL backend behind libultima-cufft ------===//
///
/// \file
/// VkFFT (Debian's libvkfft-dev, header-only) configured from a Geometry. How
/// VkFFT 1.2 moves data: in place, everything is in `buffer`. Out of place,
/// `isInputFormatted` makes the forward transform read `inputBuffer` and write
/// `buffer`; with `inverseReturnToInputBuffer` the inverse reads `buffer` and
/// writes `inputBuffer`. So the forward application gets the cuFFT input as
/// `inputBuffer` and the output as `buffer`, the inverse one the other way
/// round. With `specifyOffsetsAtLaunch` the byte offsets of the arrays in
/// their cl_mem are kernel arguments, given at each run.
///
//===----------------------------------------------------------------------===//
#include "Transform.h"

#define VKFFT_BACKEND 3
#include <vkFFT.h>

namespace ultima::cufft {

struct Transform {
  VkFFTApplication app = {};
  Geometry geometry;
  cl_context context = nullptr;
  cl_device_id device = nullptr;
  cl_command_queue queue = nullptr;
  // VkFFT keeps pointers to these and reads them at every dispatch, so they
  // live as long as the application and are overwritten before each run.
  cl_mem buffer = nullptr;
  cl_mem inputBuffer = nullptr;
};

static Status statusOf(VkFFTResult r) {
  switch (r) {
  case VKFFT_SUCCESS:
    return Status::Ok;
  case VKFFT_ERROR_MALLOC_FAILED:
  case VKFFT_ERROR_FAILED_TO_ALLOCATE:
    return Status::AllocationFailed;
  case VKFFT_ERROR_UNSUPPORTED_RADIX:
  case VKFFT_ERROR_UNSUPPORTED_FFT_LENGTH:
  case VKFFT_ERROR_UNSUPPORTED_FFT_LENGTH_R2C:
  case VKFFT_ERROR_UNSUPPORTED_FFT_LENGTH_DCT:
  case VKFFT_ERROR_UNSUPPORTED_FFT_OMIT:
    return Status::Unsupported;
  default:
    return Status::SetupFailed;
  }
}

Status createTransform(const Geometry &g, cl_context context, cl_device_id device,
                       cl_command_queue queue, Transform **out) {
  auto *t = new Transform;
  t->geometry = g;
  t->context = context;
  t->device = device;
  t->queue = queue;
  VkFFTConfiguration c = {};
  c.FFTdim = g.dims;
  for (int i = 0; i < 3; ++i)
    c.size[i] = g.size[i];
  c.numberBatches = g.batch;
  c.device = &t->device;
  c.context = &t->context;
  c.commandQueue = &t->queue;
  c.doublePrecision = g.doublePrecision ? 1 : 0;
  c.performR2C = g.real ? 1 : 0;
  c.specifyOffsetsAtLaunch = 1;
  if (g.inPlace) {
    // The complex side's strides; VkFFT doubles them for the real side.
    const uint64_t *s = g.real && !g.inverse ? g.outStride : g.inStride;
    for (int i = 0; i < 3; ++i)
      c.bufferStride[i] = s[i];
    if (g.real)
      c.makeForwardPlanOnly = g.inverse ? 0 : 1, c.makeInversePlanOnly = g.inverse ? 1 : 0;
  } else {
    c.isInputFormatted = 1;
    const uint64_t *bufferSide = g.inverse ? g.inStride : g.outStride;
    const uint64_t *inputSide = g.inverse ? g.outStride : g.inStride;
    for (int i = 0; i < 3; ++i) {
      c.bufferStride[i] = bufferSide[i];
      c.inputBufferStride[i] = inputSide[i];
    }
    if (g.inverse) {
      c.inverseReturnToInputBuffer = 1;
      c.makeInversePlanOnly = 1;
    } else {
      c.makeForwardPlanOnly = 1;
    }
  }
  VkFFTResult r = initializeVkFFT(&t->app, c);
  if (r != VKFFT_SUCCESS) {
    // initializeVkFFT releases what it made when it fails.
    delete t;
    return statusOf(r);
  }
  *out = t;
  return Status::Ok;
}

Status runTransform(Transform *t, cl_command_queue queue, cl_mem input, size_t inOffset,
                    cl_mem output, size_t outOffset, bool inverse) {
  VkFFTLaunchParams p = {};
  p.commandQueue = &queue;
  if (t->geometry.inPlace) {
    t->buffer = input;
    p.buffer = &t->buffer;
    p.bufferOffset = inOffset;
  } else if (!inverse) {
    t->inputBuffer = input;
    t->buffer = output;
    p.inputBuffer = &t->inputBuffer;
    p.buffer = &t->buffer;
    p.inputBufferOffset = inOffset;
    p.bufferOffset = outOffset;
  } else {
    t->buffer = input;
    t->inputBuffer = output;
    p.buffer = &t->buffer;
    p.inputBuffer = &t->inputBuffer;
    p.bufferOffset = inOffset;
    p.inputBufferOffset = outOffset;
  }
  VkFFTResult r = VkFFTAppend(&t->app, inverse ? 1 : -1, &p);
  if (r != VKFFT_SUCCESS)
    return Status::ExecFailed;
  return clFlush(queue) == CL_SUCCESS ? Status::Ok : Status::ExecFailed;
}

void destroyTransform(Transform *t) {
  if (!t)
    return;
  deleteVkFFT(&t->app);
  delete t;
}

} // namespace ultima::cufft
