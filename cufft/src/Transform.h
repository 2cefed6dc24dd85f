//===- Transform.h - one VkFFT application, as libultima-cufft runs it ----===//
///
/// \file
/// The cuFFT API (Cufft.cpp) sees VkFFT only through this interface, so that
/// VkFFT's 32000-line header is compiled once (Transform.cpp). A Transform is
/// one VkFFT application: one placement (in place or out of place) and, out of
/// place, one direction. Its buffers and offsets are given at each run, so
/// one application serves every array of a plan.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUFFT_TRANSFORM_H
#define ULTIMA_CUFFT_TRANSFORM_H

#include <CL/cl.h>
#include <cstddef>
#include <cstdint>

namespace ultima::cufft {

/// A transform's shape and layout in VkFFT's terms: dimension 0 is the
/// contiguous one (cuFFT's last), strides are in elements of each side's type
/// (real or complex).
struct Geometry {
  unsigned dims = 1;
  uint64_t size[3] = {1, 1, 1};
  uint64_t batch = 1;
  bool real = false; ///< R2C (forward) or C2R (inverse)
  bool doublePrecision = false;
  bool inPlace = false;
  bool inverse = false; ///< the one direction built, out of place
  /// Pitches of dimensions 1 and 2 and the distance between batches, of the
  /// input and the output arrays.
  uint64_t inStride[3] = {0, 0, 0};
  uint64_t outStride[3] = {0, 0, 0};
};

struct Transform;

/// What went wrong, in the terms the cuFFT API maps to its result codes.
enum class Status { Ok, Unsupported, AllocationFailed, SetupFailed, ExecFailed };

/// Generates and builds VkFFT's kernels for \p g. \p queue runs the set-up
/// work VkFFT does on the device (Bluestein's chirp), finished on return.
Status createTransform(const Geometry &g, cl_context context, cl_device_id device,
                       cl_command_queue queue, Transform **out);

/// Enqueues the transform on \p queue: \p input at byte \p inOffset, \p output
/// at byte \p outOffset (the same buffer and offset in place). Offsets must be
/// multiples of the complex element size.
Status runTransform(Transform *t, cl_command_queue queue, cl_mem input, size_t inOffset,
                    cl_mem output, size_t outOffset, bool inverse);

void destroyTransform(Transform *t);

} // namespace ultima::cufft

#endif
