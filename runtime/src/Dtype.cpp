//===- Dtype.cpp - dtype names, C spellings and sizes ----------------------===//
#include "ultima/runtime/Dtype.h"
#include <map>

#include "StructDtype.h"

namespace ultima::runtime {

namespace {
struct Info {
  const char *name, *ctype;
  size_t size;
};
const Info &info(const Dtype &d) {
  static const Info table[] = {{"bool", "bool", 1},
                               {"int8", "signed char", 1},
                               {"int16", "short", 2},
                               {"int32", "int", 4},
                               {"int64", "long long", 8},
                               {"uint8", "unsigned char", 1},
                               {"uint16", "unsigned short", 2},
                               {"uint32", "unsigned int", 4},
                               {"uint64", "unsigned long long", 8},
                               {"float16", "__half", 2},
                               {"float32", "float", 4},
                               {"float64", "double", 8},
                               {"complex64", "complex<float>", 8},
                               {"complex128", "complex<double>", 16}};
  return table[static_cast<int>(d.kind())];
}
} // namespace

std::optional<Dtype> dtypeFromName(const std::string &name) {
  if (isStructDescriptor(name))
    return parseStructDescriptor(name);
  static const std::map<std::string, Dtype> names = {
      {"bool", Dtype::Bool},
      {"int8", Dtype::Int8},
      {"int16", Dtype::Int16},
      {"int32", Dtype::Int32},
      {"int64", Dtype::Int64},
      {"uint8", Dtype::UInt8},
      {"uint16", Dtype::UInt16},
      {"uint32", Dtype::UInt32},
      {"uint64", Dtype::UInt64},
      {"float16", Dtype::Float16},
      {"float32", Dtype::Float32},
      {"float64", Dtype::Float64},
      {"float", Dtype::Float64},
      {"double", Dtype::Float64},
      {"int", Dtype::Int64},
      {"uint", Dtype::UInt64},
      {"half", Dtype::Float16},
      {"single", Dtype::Float32},
      {"byte", Dtype::Int8},
      {"ubyte", Dtype::UInt8},
      {"short", Dtype::Int16},
      {"ushort", Dtype::UInt16},
      {"intc", Dtype::Int32},
      {"uintc", Dtype::UInt32},
      {"longlong", Dtype::Int64},
      {"ulonglong", Dtype::UInt64},
      // NumPy's complex names ("complex" is Python's complex, complex128).
      {"complex64", Dtype::Complex64},
      {"complex128", Dtype::Complex128},
      {"complex", Dtype::Complex128},
      {"csingle", Dtype::Complex64},
      {"cdouble", Dtype::Complex128},
      {"cfloat", Dtype::Complex128}};
  auto it = names.find(name);
  if (it == names.end())
    return std::nullopt;
  return it->second;
}

Dtype::Dtype(std::shared_ptr<const StructLayout> layout)
    : kind_(Struct), layout_(std::move(layout)) {}

bool operator==(const Dtype &a, const Dtype &b) {
  if (a.kind_ != b.kind_)
    return false;
  return a.kind_ != Dtype::Struct || a.layout_ == b.layout_ ||
         a.layout_->descriptor == b.layout_->descriptor;
}

// The layout's strings live as long as the Dtype (and its copies).
const char *dtypeName(const Dtype &d) {
  return d.layout() ? d.layout()->descriptor.c_str() : info(d).name;
}
const char *dtypeCType(const Dtype &d) {
  return d.layout() ? d.layout()->ctype.c_str() : info(d).ctype;
}
size_t dtypeSize(const Dtype &d) { return d.layout() ? d.layout()->itemsize : info(d).size; }
size_t dtypeAlign(const Dtype &d) {
  if (d.layout())
    return d.layout()->align;
  return isComplex(d) ? dtypeSize(complexPart(d)) : dtypeSize(d); // complex<T> is aligned as T
}
bool dtypeUsesHalf(const Dtype &d) {
  if (!d.layout())
    return d == Dtype::Float16;
  for (const StructField &f : d.layout()->fields)
    if (dtypeUsesHalf(f.type))
      return true;
  return false;
}
bool isFloating(const Dtype &d) {
  return d == Dtype::Float16 || d == Dtype::Float32 || d == Dtype::Float64;
}
bool isComplex(const Dtype &d) { return d == Dtype::Complex64 || d == Dtype::Complex128; }
Dtype complexPart(const Dtype &d) {
  return d == Dtype::Complex64 ? Dtype::Float32 : Dtype::Float64;
}
bool isSigned(const Dtype &d) {
  return d == Dtype::Int8 || d == Dtype::Int16 || d == Dtype::Int32 || d == Dtype::Int64 ||
         isFloating(d);
}

} // namespace ultima::runtime
