//===- CAPI.cpp - the C ABI of ultima.h over ultima::translate ------------===//
///
/// \file
/// Every entry point catches everything: no C++ exception crosses the C
/// boundary. ultima_translate never returns NULL; when even the result cannot
/// be allocated it returns a static "out of memory" result that
/// ultima_result_free recognizes and leaves alone.
///
//===----------------------------------------------------------------------===//

#include "ultima/ultima.h"
#include "ultima/Translator.h"

#include <exception>
#include <memory>
#include <new>
#include <string>
#include <string_view>

#if defined(__GNUC__) || defined(__clang__)
#define ULTIMA_C_EXPORT extern "C" __attribute__((visibility("default")))
#else
#define ULTIMA_C_EXPORT extern "C"
#endif

struct ultima_result {
  std::string source;
  std::string diagnostics; ///< clang-style lines joined with '\n' (no trailing newline)
  unsigned count = 0;
  bool ok = false;
};

namespace {

/// Built when the library is loaded, so returning it needs no allocation.
const ultima_result OutOfMemory = [] {
  ultima_result r;
  r.diagnostics = "error: out of memory [ultima-internal]";
  r.count = 1;
  return r;
}();

ultima_result *outOfMemory() { return const_cast<ultima_result *>(&OutOfMemory); }

/// A failed result holding one diagnostic without location whose message is
/// \p message followed by \p detail.
ultima_result *failure(const char *id, const char *message, const char *detail = "") noexcept {
  try {
    auto r = std::make_unique<ultima_result>();
    ultima::Diagnostic d;
    d.severity = ultima::Severity::Error;
    d.id = id;
    d.message = std::string(message) + detail;
    r->diagnostics = d.format();
    r->count = 1;
    return r.release();
  } catch (...) {
    return outOfMemory();
  }
}

ultima_result *translateImpl(const char *source, unsigned long length,
                             const ultima_options *options) {
  if (!source && length != 0)
    return failure("usage", "ultima_translate: source is NULL but length is ",
                   std::to_string(length).c_str());
  ultima::Options opts;
  if (options) {
    if (options->file_name)
      opts.fileName = options->file_name;
    opts.lineDirectives = options->line_directives != 0;
    opts.verify = options->verify != 0;
    if (options->args)
      for (int i = 0; i < options->num_args; ++i)
        if (options->args[i])
          opts.extraArgs.emplace_back(options->args[i]);
    if (options->target_extensions) {
      std::string_view list(options->target_extensions);
      while (!list.empty()) {
        size_t comma = list.find(',');
        std::string_view ext = list.substr(0, comma);
        if (!ext.empty())
          opts.targetExtensions.emplace_back(ext);
        list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
      }
    }
  }
  std::string_view text = source ? std::string_view(source, length) : std::string_view();
  ultima::Result result = ultima::translate(text, opts);

  auto r = std::make_unique<ultima_result>();
  r->ok = result.ok;
  if (result.ok)
    r->source = std::move(result.openclSource);
  for (const ultima::Diagnostic &d : result.diagnostics) {
    if (r->count++)
      r->diagnostics += '\n';
    r->diagnostics += d.format();
  }
  return r.release();
}

const ultima_result &orEmpty(const ultima_result *r) {
  static const ultima_result Empty;
  return r ? *r : Empty;
}

} // namespace

ULTIMA_C_EXPORT ultima_result *ultima_translate(const char *source, unsigned long length,
                                                const ultima_options *options) {
  try {
    return translateImpl(source, length, options);
  } catch (const std::bad_alloc &) {
    return outOfMemory();
  } catch (const std::exception &e) {
    return failure("internal", "internal error: ", e.what());
  } catch (...) {
    return failure("internal", "internal error: unknown exception");
  }
}

ULTIMA_C_EXPORT int ultima_result_ok(const ultima_result *result) {
  return orEmpty(result).ok ? 1 : 0;
}

ULTIMA_C_EXPORT const char *ultima_result_source(const ultima_result *result) {
  return orEmpty(result).source.c_str();
}

ULTIMA_C_EXPORT const char *ultima_result_diagnostics(const ultima_result *result) {
  return orEmpty(result).diagnostics.c_str();
}

ULTIMA_C_EXPORT unsigned ultima_result_num_diagnostics(const ultima_result *result) {
  return orEmpty(result).count;
}

ULTIMA_C_EXPORT void ultima_result_free(ultima_result *result) {
  if (result != &OutOfMemory)
    delete result;
}

ULTIMA_C_EXPORT const char *ultima_version(void) {
  try {
    static const std::string Version = ultima::versionString();
    return Version.c_str();
  } catch (...) {
    return "ultima";
  }
}
