//===- TranslatorLibrary.cpp - libultimaTranslator, opened on first use ----===//
///
/// \file
/// The runtime does not link the translator, so that `import ultima` and a
/// process whose kernels all come from the disk cache never load Clang
/// (libclang-cpp): the library is opened here the first time something is
/// translated (ultima/TranslatorLibrary.h).
///
//===----------------------------------------------------------------------===//
#include "ultima/TranslatorLibrary.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/Program.h"

#include <atomic>
#include <dlfcn.h>
#include <mutex>
#include <string>

namespace ultima::runtime {

namespace {

constexpr const char LibraryName[] = "libultimaTranslator.so";

std::atomic<bool> loaded{false};

/// This library's directory: the translator is installed beside it (lib/ and
/// the Python package alike).
std::string ownDirectory() {
  Dl_info info;
  if (!dladdr(reinterpret_cast<void *>(&translatorLibraryLoaded), &info) || !info.dli_fname)
    return "";
  std::string path = info.dli_fname;
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? "" : path.substr(0, slash);
}

const TranslatorEntryPoints &open() {
  static std::once_flag once;
  static const TranslatorEntryPoints *entries = nullptr;
  static std::string failure;
  std::call_once(once, [] {
    std::string beside = ownDirectory();
    std::string tried = beside.empty() ? LibraryName : beside + "/" + LibraryName;
    // Never closed: Clang's statics must outlive every translation.
    void *handle = dlopen(tried.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle && !beside.empty())
      handle = dlopen(LibraryName, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      const char *why = dlerror();
      failure = "cannot load the translator library " + tried + ": " + (why ? why : "unknown");
      return;
    }
    using EntryFn = const TranslatorEntryPoints *(*)();
    auto entry = reinterpret_cast<EntryFn>(dlsym(handle, TranslatorEntryPointsSymbol));
    const TranslatorEntryPoints *table = entry ? entry() : nullptr;
    if (!table || table->size < sizeof(TranslatorEntryPoints)) {
      failure = std::string("the translator library ") + tried + " has no usable " +
                TranslatorEntryPointsSymbol;
      return;
    }
    // Cache keys hold this runtime's fingerprint: a translator of another
    // build would store its output under them.
    if (table->translatorFingerprint() != translatorFingerprint()) {
      failure = "the translator library " + tried + " (" + table->translatorFingerprint() +
                ") is not the one this runtime was built with (" + translatorFingerprint() + ")";
      return;
    }
    entries = table;
    loaded = true;
  });
  if (!entries)
    throw Error(failure);
  return *entries;
}

} // namespace

Result translateWithLibrary(std::string_view source, const Options &options) {
  return open().translate(source, options);
}

bool translatorLibraryLoaded() { return loaded; }

} // namespace ultima::runtime
