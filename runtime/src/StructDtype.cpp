//===- StructDtype.cpp - structured dtypes as C structs --------------------===//
#include "StructDtype.h"
#include "ultima/runtime/Errors.h"
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <set>
#include <sstream>

namespace ultima::runtime {

namespace {

/// Recursive descent over one descriptor; `pos` is the next character.
class DescriptorParser {
public:
  explicit DescriptorParser(const std::string &text) : text_(text) {}

  Dtype parse() {
    Dtype d = parseStruct();
    if (pos_ != text_.size())
      fail("unexpected '" + text_.substr(pos_) + "'");
    return d;
  }

private:
  [[noreturn]] void fail(const std::string &why) const {
    throw ArgumentTypeError("invalid structured dtype descriptor '" + text_ + "': " + why);
  }
  bool eat(char c) {
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!eat(c))
      fail(std::string("expected '") + c + "' at " + std::to_string(pos_));
  }
  long long number() {
    size_t start = pos_;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])))
      ++pos_;
    if (start == pos_ || pos_ - start > 15)
      fail("expected a number at " + std::to_string(start));
    return std::stoll(text_.substr(start, pos_ - start));
  }
  Dtype parseType() {
    if (text_.compare(pos_, 6, "struct") == 0)
      return parseStruct();
    size_t start = pos_;
    while (pos_ < text_.size() && std::isalnum(static_cast<unsigned char>(text_[pos_])))
      ++pos_;
    std::string name = text_.substr(start, pos_ - start);
    std::optional<Dtype> d = dtypeFromName(name);
    if (!d)
      fail("unknown field type '" + name + "'");
    return *d;
  }
  StructField parseField() {
    StructField f;
    f.offset = static_cast<size_t>(number());
    expect(':');
    f.type = parseType();
    if (eat('[')) {
      do
        f.shape.push_back(number());
      while (eat('x'));
      expect(']');
    }
    return f;
  }
  Dtype parseStruct() {
    size_t start = pos_;
    if (text_.compare(pos_, 6, "struct") != 0)
      fail("expected 'struct' at " + std::to_string(pos_));
    pos_ += 6;
    auto layout = std::make_shared<StructLayout>();
    layout->itemsize = static_cast<size_t>(number());
    expect('{');
    do
      layout->fields.push_back(parseField());
    while (eat(';'));
    expect('}');
    layout->descriptor = text_.substr(start, pos_ - start);
    checkLayout(*layout);
    // The struct's C name: a hash of the descriptor (FNV-1a), so that a
    // dtype's kernels are the same source in every process.
    uint64_t h = 14695981039346656037ull;
    for (char c : layout->descriptor)
      h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
    layout->ctype = std::string("ultima_struct_") + hex;
    return Dtype(std::move(layout));
  }
  static void checkLayout(StructLayout &layout);

  const std::string &text_;
  size_t pos_ = 0;
};

void DescriptorParser::checkLayout(StructLayout &layout) {
  auto bad = [&](size_t k, const std::string &why) {
    throw ArgumentTypeError("structured dtype " + layout.descriptor + ": field " +
                            std::to_string(k) + " " + why);
  };
  std::vector<std::pair<size_t, size_t>> spans; // (offset, end) of each field
  for (size_t k = 0; k < layout.fields.size(); ++k) {
    const StructField &f = layout.fields[k];
    size_t count = 1;
    for (long long n : f.shape) {
      if (n < 1)
        bad(k, "is a subarray with an empty dimension (C has no zero-length arrays)");
      count *= static_cast<size_t>(n);
    }
    size_t align = dtypeAlign(f.type), end = f.offset + dtypeSize(f.type) * count;
    if (f.offset % align)
      bad(k, "(" + std::string(dtypeName(f.type)) + " at offset " + std::to_string(f.offset) +
                 ") is not aligned to " + std::to_string(align) + " bytes");
    if (end > layout.itemsize)
      bad(k, "ends at byte " + std::to_string(end) + ", past the itemsize " +
                 std::to_string(layout.itemsize));
    layout.align = std::max(layout.align, align);
    spans.emplace_back(f.offset, end);
  }
  std::vector<size_t> order(spans.size());
  for (size_t k = 0; k < order.size(); ++k)
    order[k] = k;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return spans[a] < spans[b]; });
  for (size_t i = 1; i < order.size(); ++i)
    if (spans[order[i]].first < spans[order[i - 1]].second)
      bad(order[i], "overlaps field " + std::to_string(order[i - 1]));
  if (layout.itemsize % layout.align)
    throw ArgumentTypeError("structured dtype " + layout.descriptor + ": the itemsize " +
                            std::to_string(layout.itemsize) +
                            " is not a multiple of the fields' alignment " +
                            std::to_string(layout.align));
}

/// One struct's definition (its nested structs are defined before it).
void defineStruct(std::ostringstream &out, const StructLayout &layout) {
  const std::string &name = layout.ctype;
  std::vector<size_t> order(layout.fields.size());
  for (size_t k = 0; k < order.size(); ++k)
    order[k] = k;
  std::sort(order.begin(), order.end(),
            [&](size_t a, size_t b) { return layout.fields[a].offset < layout.fields[b].offset; });
  out << "struct " << name << " {\n";
  size_t at = 0;
  for (size_t k : order) {
    const StructField &f = layout.fields[k];
    if (f.offset > at)
      out << "  char _p" << k << "[" << f.offset - at << "];\n";
    out << "  " << dtypeCType(f.type) << " _f" << k;
    size_t count = 1;
    for (long long n : f.shape) {
      out << "[" << n << "]";
      count *= static_cast<size_t>(n);
    }
    out << ";\n";
    at = f.offset + dtypeSize(f.type) * count;
  }
  if (layout.itemsize > at)
    out << "  char _pend[" << layout.itemsize - at << "];\n";
  out << "  static constexpr int field_count = " << layout.fields.size() << ";\n"
      << "  template <int K> __device__ auto &at() {\n"
      << "    static_assert(K != K, \"at<K>(): K is not a field index\");\n  }\n"
      << "  template <int K> __device__ const auto &at() const {\n"
      << "    static_assert(K != K, \"at<K>(): K is not a field index\");\n  }\n};\n";
  out << "static_assert(sizeof(" << name << ") == " << layout.itemsize
      << ", \"structured dtype size\");\n";
  for (size_t k = 0; k < layout.fields.size(); ++k) {
    out << "static_assert(__builtin_offsetof(" << name << ", _f" << k
        << ") == " << layout.fields[k].offset << ", \"structured dtype offset\");\n";
    out << "template <> __device__ auto &" << name << "::at<" << k << ">() { return _f" << k
        << "; }\n";
    out << "template <> __device__ const auto &" << name << "::at<" << k << ">() const { return _f"
        << k << "; }\n";
  }
}

} // namespace

bool isStructDescriptor(const std::string &name) {
  return name.rfind("struct", 0) == 0 && name.size() > 6 &&
         std::isdigit(static_cast<unsigned char>(name[6]));
}

Dtype parseStructDescriptor(const std::string &name) { return DescriptorParser(name).parse(); }

std::string structDefinitions(const std::vector<Dtype> &types) {
  std::ostringstream out;
  std::set<std::string> done;
  std::function<void(const Dtype &)> define = [&](const Dtype &d) {
    if (!d.layout() || done.count(d.layout()->descriptor))
      return;
    for (const StructField &f : d.layout()->fields)
      define(f.type);
    done.insert(d.layout()->descriptor);
    defineStruct(out, *d.layout());
  };
  for (const Dtype &d : types)
    define(d);
  return out.str();
}

} // namespace ultima::runtime
