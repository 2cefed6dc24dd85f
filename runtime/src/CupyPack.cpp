//===- CupyPack.cpp - CArray_N and CIndexer_N as bytes ---------------------===//
///
/// \file
/// The layout is ultima/CupyAbi.h's; the structs below mirror it for every N
/// up to the rank limit, and the static_asserts hold the mirror to the
/// header's offsets, so a change on either side fails to compile here.
///
//===----------------------------------------------------------------------===//
#include "CupyPack.h"
#include "ultima/runtime/Errors.h"
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

namespace ultima::runtime {

namespace {

template <int N> struct CArrayMirror {
  int64_t offset, size, shape[N], strides[N];
};
template <int N> struct CIndexerMirror {
  int64_t size, shape[N], index[N];
};
struct CArray0Mirror {
  int64_t offset, size;
};
struct CIndexer0Mirror {
  int64_t size;
};

static_assert(sizeof(int64_t) == ULTIMA_CUPY_WORD_BYTES);
static_assert(sizeof(CArray0Mirror) == ULTIMA_CARRAY_BYTES(0));
static_assert(sizeof(CIndexer0Mirror) == ULTIMA_CINDEXER_BYTES(0));
static_assert(offsetof(CArray0Mirror, size) == ULTIMA_CARRAY_SIZE_AT);

template <int N> constexpr bool layoutMatches() {
  return offsetof(CArrayMirror<N>, offset) == ULTIMA_CARRAY_OFFSET_AT &&
         offsetof(CArrayMirror<N>, size) == ULTIMA_CARRAY_SIZE_AT &&
         offsetof(CArrayMirror<N>, shape) == ULTIMA_CARRAY_SHAPE_AT &&
         offsetof(CArrayMirror<N>, strides) == ULTIMA_CARRAY_STRIDES_AT(N) &&
         sizeof(CArrayMirror<N>) == ULTIMA_CARRAY_BYTES(N) &&
         offsetof(CIndexerMirror<N>, size) == ULTIMA_CINDEXER_SIZE_AT &&
         offsetof(CIndexerMirror<N>, shape) == ULTIMA_CINDEXER_SHAPE_AT &&
         offsetof(CIndexerMirror<N>, index) == ULTIMA_CINDEXER_INDEX_AT(N) &&
         sizeof(CIndexerMirror<N>) == ULTIMA_CINDEXER_BYTES(N);
}
template <int... N> constexpr bool allLayoutsMatch(std::integer_sequence<int, N...>) {
  return (layoutMatches<N + 1>() && ...);
}
static_assert(allLayoutsMatch(std::make_integer_sequence<int, ULTIMA_CUPY_MAX_NDIM>()),
              "CArray_N / CIndexer_N mirror differs from ultima/CupyAbi.h");

void putWord(std::vector<unsigned char> &bytes, size_t at, long long value) {
  int64_t v = value;
  std::memcpy(bytes.data() + at, &v, sizeof v);
}

} // namespace

void checkCupyNdim(size_t ndim, const std::string &what) {
  if (ndim > static_cast<size_t>(MaxCupyNdim))
    throw ArgumentError(what + " of more than " + std::to_string(MaxCupyNdim) +
                        " dimensions are not supported");
}

std::vector<unsigned char> carrayInfo(const Array &a, const std::vector<long long> &shape,
                                      const std::vector<long long> &strides) {
  size_t n = shape.size();
  checkCupyNdim(n);
  long long size = 1;
  for (long long s : shape)
    size *= s;
  std::vector<unsigned char> bytes(ULTIMA_CARRAY_BYTES(n));
  putWord(bytes, ULTIMA_CARRAY_OFFSET_AT, a.offset);
  putWord(bytes, ULTIMA_CARRAY_SIZE_AT, size);
  for (size_t d = 0; d < n; ++d) {
    putWord(bytes, ULTIMA_CARRAY_SHAPE_AT + d * ULTIMA_CUPY_WORD_BYTES, shape[d]);
    putWord(bytes, ULTIMA_CARRAY_STRIDES_AT(n) + d * ULTIMA_CUPY_WORD_BYTES, strides[d]);
  }
  return bytes;
}

std::vector<unsigned char> cindexerInfo(const std::vector<long long> &shape) {
  size_t n = shape.size();
  checkCupyNdim(n);
  long long size = 1;
  for (long long s : shape)
    size *= s;
  std::vector<unsigned char> bytes(ULTIMA_CINDEXER_BYTES(n), 0); // index[] stays zero
  putWord(bytes, ULTIMA_CINDEXER_SIZE_AT, size);
  for (size_t d = 0; d < n; ++d)
    putWord(bytes, ULTIMA_CINDEXER_SHAPE_AT + d * ULTIMA_CUPY_WORD_BYTES, shape[d]);
  return bytes;
}

void pushCArray(std::vector<KernelArg> &args, const Array &a, const std::vector<long long> &shape,
                const std::vector<long long> &strides) {
  args.push_back(KernelArg::buffer(*a.buffer));
  args.push_back(KernelArg::bytes(carrayInfo(a, shape, strides)));
}

} // namespace ultima::runtime
