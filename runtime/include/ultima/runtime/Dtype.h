//===- ultima/runtime/Dtype.h - NumPy dtypes the kernels support -*- C++ -*-===//
///
/// \file
/// The element types of runtime arrays and kernel parameters, with their
/// NumPy names (as CuPy's parameter strings spell them), CUDA C spellings and
/// sizes. float16 is CUDA's __half in generated kernels (cuda_fp16.h);
/// complex64/complex128 are CuPy's complex<float>/complex<double>
/// (cupy/complex.cuh), a real part then an imaginary part as in NumPy.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_DTYPE_H
#define ULTIMA_RUNTIME_DTYPE_H

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ultima::runtime {

struct StructLayout;

/// A dtype: one of NumPy's number types, or a structured dtype (Kind
/// Struct) whose layout is shared by its copies. Kinds convert implicitly
/// (`Dtype d = Dtype::Int32`, `d == Dtype::Float16`); two structured dtypes
/// are equal when their layouts are (the same field types at the same
/// offsets and the same itemsize; field names are NumPy's business).
class Dtype {
public:
  enum Kind {
    Bool,
    Int8,
    Int16,
    Int32,
    Int64,
    UInt8,
    UInt16,
    UInt32,
    UInt64,
    Float16,
    Float32,
    Float64,
    Complex64,
    Complex128,
    Struct
  };
  Dtype(Kind kind = Float64) : kind_(kind) {} // NOLINT(google-explicit-constructor)
  explicit Dtype(std::shared_ptr<const StructLayout> layout);
  Kind kind() const { return kind_; }
  /// The layout of a Struct dtype (null for the number types).
  const StructLayout *layout() const { return layout_.get(); }
  friend bool operator==(const Dtype &a, const Dtype &b);
  friend bool operator!=(const Dtype &a, const Dtype &b) { return !(a == b); }

private:
  Kind kind_;
  std::shared_ptr<const StructLayout> layout_;
};

/// One field of a structured dtype: its type (a number type or a nested
/// structure), its byte offset and, for a subarray field, its shape.
struct StructField {
  Dtype type;
  size_t offset = 0;
  std::vector<long long> shape;
};

/// A structured dtype as a C struct holds it: the fields in NumPy's order
/// (field K is `at<K>()`), the itemsize, and the descriptor that names it
/// (dtypeName; dtypeFromName parses it): `struct<itemsize>{<field>;...}`,
/// each field `<offset>:<type>` or `<offset>:<type>[<d0>x<d1>...]` for a
/// subarray, <type> a dtype name or a nested descriptor. Parsing checks that
/// C can lay it out exactly: every field aligned to its C alignment, inside
/// the itemsize, no two overlapping, the itemsize a multiple of the
/// alignment (ArgumentTypeError naming the field's index otherwise).
struct StructLayout {
  std::vector<StructField> fields;
  size_t itemsize = 0;
  size_t align = 1;
  std::string descriptor;
  std::string ctype; ///< the generated struct's name (from the descriptor's hash)
};

/// A NumPy type name as CuPy's parameter strings accept it ("float32",
/// "int32", "bool", and NumPy's aliases "float" -> float64, "int" -> int64).
std::optional<Dtype> dtypeFromName(const std::string &name);
/// NumPy's canonical name ("float32").
const char *dtypeName(const Dtype &d);
/// The CUDA C spelling in generated kernels ("float", "long long").
const char *dtypeCType(const Dtype &d);
size_t dtypeSize(const Dtype &d);
bool isFloating(const Dtype &d); ///< float16/32/64 (not complex)
bool isComplex(const Dtype &d);
/// The type of one part of a complex dtype (Float32 for Complex64).
Dtype complexPart(const Dtype &d);
bool isSigned(const Dtype &d);
/// C's alignment of \p d in generated kernels (a struct's: its fields' largest).
size_t dtypeAlign(const Dtype &d);
/// Whether \p d is float16 or a structure holding a float16 field.
bool dtypeUsesHalf(const Dtype &d);
/// The CUDA C++ definitions of the structs \p types need (nested structures
/// first, each once): data members `_f<K>` at the dtype's offsets with
/// explicit padding between, `static constexpr int field_count`, and
/// `at<K>()` (const and non-const) returning a reference to field K, as
/// CuPy's structured-dtype kernels access fields; static_asserts check the
/// size and offsets the C compiler gives them.
std::string structDefinitions(const std::vector<Dtype> &types);

} // namespace ultima::runtime

#endif
