//===- TranslationEntry.cpp - a translation as a disk-cache payload --------===//
///
/// \file
/// A flat sequence of fields: u64 little-endian integers and strings (a u64
/// length, then the bytes). Every count is checked against what is left of
/// the payload before anything is allocated.
///
//===----------------------------------------------------------------------===//
#include "TranslationEntry.h"
#include "ultima/CacheFile.h"
#include "ultima/runtime/DiskCache.h"
#include "llvm/Support/Endian.h"

namespace ultima::runtime {

namespace {

class Writer {
public:
  void u64(unsigned long long v) {
    char b[8];
    llvm::support::endian::write64le(b, v);
    out.insert(out.end(), b, b + 8);
  }
  void str(const std::string &s) {
    u64(s.size());
    out.insert(out.end(), s.begin(), s.end());
  }
  std::vector<unsigned char> out;
};

class Reader {
public:
  explicit Reader(const std::vector<unsigned char> &bytes) : bytes_(bytes) {}
  bool u64(unsigned long long &v) {
    if (bytes_.size() - pos_ < 8)
      return false;
    v = llvm::support::endian::read64le(bytes_.data() + pos_);
    pos_ += 8;
    return true;
  }
  bool str(std::string &s) {
    unsigned long long n;
    if (!u64(n) || n > bytes_.size() - pos_)
      return false;
    s.assign(reinterpret_cast<const char *>(bytes_.data() + pos_), n);
    pos_ += n;
    return true;
  }
  /// A count of items each at least \p minItemBytes long: never more than
  /// what is left could hold.
  bool count(unsigned long long &n, size_t minItemBytes) {
    return u64(n) && n <= (bytes_.size() - pos_) / minItemBytes;
  }
  bool atEnd() const { return pos_ == bytes_.size(); }

private:
  const std::vector<unsigned char> &bytes_;
  size_t pos_ = 0;
};

constexpr unsigned long long LastKind =
    static_cast<unsigned long long>(ultima::KernelParameter::Kind::GridSync);

} // namespace

std::vector<unsigned char> encodeTranslation(const Translation &t) {
  Writer w;
  const TranslatedProgram &p = t.program;
  w.str(p.opencl);
  w.u64(p.needs.fp64);
  w.u64(p.needs.subGroupWarps);
  w.u64(p.needs.extensions.size());
  for (const std::string &e : p.needs.extensions)
    w.str(e);
  w.u64(p.kernels.size());
  for (const TranslatedProgram::Kernel &k : p.kernels) {
    w.str(k.cudaName);
    w.str(k.name);
    w.u64(k.kinds.size());
    for (size_t i = 0; i < k.kinds.size(); ++i) {
      w.u64(static_cast<unsigned long long>(k.kinds[i]));
      w.u64(k.valueSizes[i]);
      w.str(i < k.symbols.size() ? k.symbols[i] : std::string());
    }
  }
  w.u64(p.symbols.size());
  for (const TranslatedProgram::Symbol &s : p.symbols) {
    w.str(s.name);
    w.str(s.type);
    w.str(s.initialBytes);
    w.u64(s.size);
  }
  w.u64(p.kernelReferences.size());
  for (const auto &[function, kernel] : p.kernelReferences) {
    w.str(function);
    w.str(kernel);
  }
  w.str(p.warnings);
  w.u64(t.includes.size());
  for (const auto &[path, digest] : t.includes) {
    w.str(path);
    w.str(digest);
  }
  return std::move(w.out);
}

std::optional<Translation> decodeTranslation(const std::vector<unsigned char> &payload) {
  Reader r(payload);
  Translation t;
  TranslatedProgram &p = t.program;
  unsigned long long fp64, warps, n;
  if (!r.str(p.opencl) || !r.u64(fp64) || !r.u64(warps) || fp64 > 1 || warps > 1 || !r.count(n, 8))
    return std::nullopt;
  p.needs.fp64 = fp64;
  p.needs.subGroupWarps = warps;
  p.needs.extensions.resize(n);
  for (std::string &e : p.needs.extensions)
    if (!r.str(e))
      return std::nullopt;
  if (!r.count(n, 24))
    return std::nullopt;
  p.kernels.resize(n);
  for (TranslatedProgram::Kernel &k : p.kernels) {
    unsigned long long params;
    if (!r.str(k.cudaName) || !r.str(k.name) || !r.count(params, 24))
      return std::nullopt;
    for (unsigned long long i = 0; i < params; ++i) {
      unsigned long long kind, size;
      std::string symbol;
      if (!r.u64(kind) || !r.u64(size) || kind > LastKind || !r.str(symbol))
        return std::nullopt;
      k.kinds.push_back(static_cast<ultima::KernelParameter::Kind>(kind));
      k.valueSizes.push_back(size);
      k.symbols.push_back(std::move(symbol));
    }
  }
  if (!r.count(n, 32))
    return std::nullopt;
  p.symbols.resize(n);
  for (TranslatedProgram::Symbol &s : p.symbols)
    if (!r.str(s.name) || !r.str(s.type) || !r.str(s.initialBytes) || !r.u64(s.size))
      return std::nullopt;
  if (!r.count(n, 16))
    return std::nullopt;
  p.kernelReferences.resize(n);
  for (auto &[function, kernel] : p.kernelReferences)
    if (!r.str(function) || !r.str(kernel))
      return std::nullopt;
  if (!r.str(p.warnings) || !r.count(n, 16))
    return std::nullopt;
  t.includes.resize(n);
  for (auto &[path, digest] : t.includes)
    if (!r.str(path) || !r.str(digest))
      return std::nullopt;
  if (!r.atEnd())
    return std::nullopt;
  return t;
}

bool stillCurrent(const Translation &t) {
  for (const auto &[path, digest] : t.includes) {
    std::optional<std::string> now = readRegularFile(path, DiskCache::MaxPayloadSize);
    if (!now || DiskCache::hashParts({*now}) != digest)
      return false;
  }
  return true;
}

} // namespace ultima::runtime
