//===- CufftXt.cpp - cufftXtMakePlanMany, on the single-device API --------===//
///
/// \file
/// cuFFT's extended plan call describes a transform by its data types and
/// 64-bit sizes: on one device it is cufftMakePlanMany with the cufftType
/// those types name, when every size fits an int.
///
//===----------------------------------------------------------------------===//
#include ULTIMA_CUFFT_TYPES_H
#include ULTIMA_CUDA_LIBRARY_TYPES_H
#include <climits>
#include <cstddef>
#include <vector>

extern "C" cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed,
                                         int istride, int idist, int *onembed, int ostride,
                                         int odist, cufftType type, int batch, size_t *workSize);

namespace {

bool fits(long long v) { return v >= INT_MIN && v <= INT_MAX; }

/// The cufftType of (input, output, execution) types; false when none is.
bool transformType(cudaDataType in, cudaDataType out, cudaDataType exec, cufftType &type) {
  if (in == CUDA_C_32F && out == CUDA_C_32F && exec == CUDA_C_32F)
    type = CUFFT_C2C;
  else if (in == CUDA_R_32F && out == CUDA_C_32F && exec == CUDA_C_32F)
    type = CUFFT_R2C;
  else if (in == CUDA_C_32F && out == CUDA_R_32F && exec == CUDA_C_32F)
    type = CUFFT_C2R;
  else if (in == CUDA_C_64F && out == CUDA_C_64F && exec == CUDA_C_64F)
    type = CUFFT_Z2Z;
  else if (in == CUDA_R_64F && out == CUDA_C_64F && exec == CUDA_C_64F)
    type = CUFFT_D2Z;
  else if (in == CUDA_C_64F && out == CUDA_R_64F && exec == CUDA_C_64F)
    type = CUFFT_Z2D;
  else
    return false;
  return true;
}

/// \p rank values of \p v as ints (empty for a null array).
bool narrow(const long long *v, int rank, std::vector<int> &out) {
  if (!v)
    return true;
  for (int i = 0; i < rank; ++i) {
    if (!fits(v[i]))
      return false;
    out.push_back(static_cast<int>(v[i]));
  }
  return true;
}

} // namespace

extern "C" cufftResult cufftXtMakePlanMany(cufftHandle plan, int rank, long long *n,
                                           long long *inembed, long long istride, long long idist,
                                           cudaDataType inputtype, long long *onembed,
                                           long long ostride, long long odist,
                                           cudaDataType outputtype, long long batch,
                                           size_t *workSize, cudaDataType executiontype) {
  cufftType type;
  if (!transformType(inputtype, outputtype, executiontype, type))
    return CUFFT_NOT_SUPPORTED;
  if (rank < 1 || rank > 3 || !n)
    return CUFFT_INVALID_VALUE;
  std::vector<int> sizes, in, out;
  if (!narrow(n, rank, sizes) || !narrow(inembed, rank, in) || !narrow(onembed, rank, out) ||
      !fits(istride) || !fits(idist) || !fits(ostride) || !fits(odist) || !fits(batch))
    return CUFFT_INVALID_SIZE;
  return cufftMakePlanMany(plan, rank, sizes.data(), inembed ? in.data() : nullptr,
                           static_cast<int>(istride), static_cast<int>(idist),
                           onembed ? out.data() : nullptr, static_cast<int>(ostride),
                           static_cast<int>(odist), type, static_cast<int>(batch), workSize);
}
