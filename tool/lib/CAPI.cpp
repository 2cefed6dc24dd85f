//===- CAPI.cpp - the C ABI of ultima.h over ultima::translate ------------===//
///
/// \file
/// Every entry point catches everything: no C++ exception crosses the C
/// boundary. ultima_translate never returns NULL; when even the result cannot
/// be allocated it returns a static "out of memory" result that
/// ultima_result_free recognizes and leaves alone.
///
/// ultima_options is versioned by its size (the rule is in ultima.h):
/// readOptions copies the fields that lie wholly inside the caller's
/// struct_size into a zeroed struct of the current layout, so a shorter,
/// older struct reads as defaults for the fields it lacks, and nothing past
/// the caller's struct is read.
///
//===----------------------------------------------------------------------===//

#include "ultima/Translator.h"
#include "ultima/ultima.h"

#include <cstddef>
#include <cstring>
#include <exception>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#if defined(__GNUC__) || defined(__clang__)
#define ULTIMA_C_EXPORT extern "C" __attribute__((visibility("default")))
#else
#define ULTIMA_C_EXPORT extern "C"
#endif

struct ultima_result {
  /// What the per-diagnostic accessors return, one per line of `diagnostics`.
  struct Entry {
    std::string id;
    int severity;
  };
  std::string source;
  std::string launchManifest; ///< the launch manifest's JSON (empty on failure)
  std::string diagnostics;    ///< clang-style lines joined with '\n' (no trailing newline)
  std::vector<Entry> entries;
  bool ok = false;

  void add(const ultima::Diagnostic &d) {
    if (!entries.empty())
      diagnostics += '\n';
    diagnostics += d.format();
    entries.push_back({d.id, static_cast<int>(d.severity)});
  }
};

namespace {

/// Built when the library is loaded, so returning it needs no allocation.
const ultima_result OutOfMemory = [] {
  ultima_result r;
  r.diagnostics = "error: out of memory [ultima-internal]";
  r.entries.push_back({"internal", static_cast<int>(ultima::Severity::Error)});
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
    r->add(d);
    return r.release();
  } catch (...) {
    return outOfMemory();
  }
}

/// Copies the caller's \p given into \p known (zeroed first), as far as the
/// caller's struct_size covers whole fields. Returns "" or why it is refused.
std::string readOptions(const ultima_options *given, ultima_options &known) {
  std::memset(&known, 0, sizeof known);
  size_t size = given->struct_size;
  if (size < sizeof(size_t) || size > ULTIMA_OPTIONS_MAX_SIZE)
    return "ultima_translate: ultima_options::struct_size is " + std::to_string(size) +
           ", not the size of an ultima_options (" + std::to_string(sizeof(ultima_options)) +
           " in this library); initialise the struct with ULTIMA_OPTIONS_INIT or "
           "ultima_options_init()";
  if (size > sizeof known) {
    // A newer caller: what this library does not know must be left at its default.
    const unsigned char *tail = reinterpret_cast<const unsigned char *>(given) + sizeof known;
    for (size_t i = 0; i < size - sizeof known; ++i)
      if (tail[i])
        return "ultima_translate: ultima_options has " + std::to_string(size) +
               " bytes and sets fields this library (" + std::to_string(sizeof known) +
               " bytes) does not know; use a newer library or leave them zero";
  }
  std::memcpy(&known, given, size < sizeof known ? size : sizeof known);
  known.struct_size = sizeof known;
  // A field the caller's struct ends inside of is not the caller's: zero it.
#define ULTIMA_FIELD(F)                                                                            \
  if (offsetof(ultima_options, F) + sizeof(known.F) > size)                                        \
    std::memset(&known.F, 0, sizeof(known.F));
  ULTIMA_FIELD(file_name)
  ULTIMA_FIELD(line_directives)
  ULTIMA_FIELD(verify)
  ULTIMA_FIELD(args)
  ULTIMA_FIELD(num_args)
  ULTIMA_FIELD(target_extensions)
#undef ULTIMA_FIELD
  return "";
}

ultima_result *translateImpl(const char *source, unsigned long length,
                             const ultima_options *givenOptions) {
  if (!source && length != 0)
    return failure("usage", "ultima_translate: source is NULL but length is ",
                   std::to_string(length).c_str());
  ultima::Options opts;
  ultima_options known;
  const ultima_options *options = nullptr;
  if (givenOptions) {
    if (std::string problem = readOptions(givenOptions, known); !problem.empty())
      return failure("usage", problem.c_str());
    options = &known;
  }
  if (options) {
    if (options->file_name)
      opts.fileName = options->file_name;
    opts.lineDirectives = options->line_directives != 0;
    opts.verify = options->verify != 0;
    // A malformed argument list is the caller's bug: refuse it rather than
    // translate without the arguments asked for.
    if (options->num_args < 0)
      return failure("usage", "ultima_translate: ultima_options::num_args is ",
                     (std::to_string(options->num_args) + "; it must be 0 or more").c_str());
    if (!options->args && options->num_args > 0)
      return failure("usage", "ultima_translate: ultima_options::args is NULL but num_args is ",
                     std::to_string(options->num_args).c_str());
    for (int i = 0; i < options->num_args; ++i) {
      if (!options->args[i])
        return failure("usage", "ultima_translate: ultima_options::args[",
                       (std::to_string(i) + "] is NULL").c_str());
      opts.extraArgs.emplace_back(options->args[i]);
    }
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
  if (result.ok) {
    r->launchManifest = ultima::launchManifestJson(result);
    r->source = std::move(result.openclSource);
  }
  for (const ultima::Diagnostic &d : result.diagnostics)
    r->add(d);
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

ULTIMA_C_EXPORT const char *ultima_result_launch_manifest(const ultima_result *result) {
  return orEmpty(result).launchManifest.c_str();
}

ULTIMA_C_EXPORT const char *ultima_result_diagnostics(const ultima_result *result) {
  return orEmpty(result).diagnostics.c_str();
}

ULTIMA_C_EXPORT unsigned ultima_result_num_diagnostics(const ultima_result *result) {
  return static_cast<unsigned>(orEmpty(result).entries.size());
}

ULTIMA_C_EXPORT const char *ultima_result_diagnostic_id(const ultima_result *result,
                                                        unsigned index) {
  const auto &entries = orEmpty(result).entries;
  return index < entries.size() ? entries[index].id.c_str() : nullptr;
}

ULTIMA_C_EXPORT int ultima_result_diagnostic_severity(const ultima_result *result, unsigned index) {
  const auto &entries = orEmpty(result).entries;
  return index < entries.size() ? entries[index].severity : -1;
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
