//===- PreludePch.cpp - ultima's force-included prelude, precompiled ------===//
#include "PreludePch.h"
#include "../Basic/EmbeddedFiles.h"
#include "Frontend.h"
#include "ultima/CacheFile.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/FrontendOptions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <mutex>
#include <optional>

using namespace clang;

namespace ultima {
namespace {

/// The PCH's main file: includes the prelude the way `-include` does, so that
/// its declarations stay in a system header, as they are without a PCH.
constexpr const char *StubPath = "/ultima-virtual/pch/prelude.cu";
const std::string StubText = std::string("#include \"") + PreludeHeader + "\"\n";
/// At most this many option sets get a PCH in one process; more parse as text.
constexpr unsigned MaxPchs = 8;

/// The cache file (ultima/CacheFile.h): the PCH of about 800 KiB, checked
/// with xxHash64 in every process that loads it (SHA-256 took several
/// milliseconds).
constexpr CacheFileKind PchFile = {{'U', 'L', 'T', 'I', 'M', 'A', 'P', 'C'}, 1, 64ull << 20};

struct Slot {
  unsigned parses = 0;
  bool failed = false;    ///< building it failed, or Clang refused it twice: parse as text
  bool discarded = false; ///< Clang refused it once: it was built again
  std::unique_ptr<PreludePch> pch;
};

std::mutex slotsMutex;
llvm::StringMap<Slot> slots;
unsigned pchCount = 0;

std::string keyOf(const std::vector<std::string> &arguments) {
  llvm::SHA256 hash;
  auto add = [&](llvm::StringRef part) {
    hash.update(llvm::StringRef(std::to_string(part.size()) + ":"));
    hash.update(part);
  };
  add(translatorFingerprint());
  for (const std::string &arg : arguments)
    add(arg);
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

/// Runs GeneratePCHAction with its output at a path of our choosing (the
/// tooling driver runs `-fsyntax-only`, which names no output).
class GeneratePchFactory : public tooling::FrontendActionFactory {
public:
  explicit GeneratePchFactory(std::string output) : output(std::move(output)) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<GeneratePCHAction>();
  }
  bool runInvocation(std::shared_ptr<CompilerInvocation> invocation, FileManager *files,
                     std::shared_ptr<PCHContainerOperations> pchOperations,
                     DiagnosticConsumer *consumer) override {
    invocation->getFrontendOpts().OutputFile = output;
    invocation->getFrontendOpts().ProgramAction = frontend::GeneratePCH;
    return tooling::FrontendActionFactory::runInvocation(std::move(invocation), files,
                                                         std::move(pchOperations), consumer);
  }

private:
  std::string output;
};

tooling::FileContentMappings filesWithPch(std::string pchPath, std::string pch) {
  tooling::FileContentMappings files = embeddedHeaderFiles();
  files.emplace_back(StubPath, StubText);
  files.emplace_back(std::move(pchPath), std::move(pch));
  return files;
}

/// Builds the PCH for \p arguments in memory (through a temporary file).
std::optional<std::string> buildPch(const std::vector<std::string> &arguments) {
  llvm::SmallString<128> output;
  int fd = -1;
  if (llvm::sys::fs::createTemporaryFile("ultima-prelude", "pch", fd, output))
    return std::nullopt;
  llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  auto overlay =
      llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  auto memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  overlay->pushOverlay(memory);
  for (const auto &[name, contents] : embeddedHeaderFiles())
    memory->addFile(name, 0, llvm::MemoryBuffer::getMemBuffer(contents));
  memory->addFile(StubPath, 0, llvm::MemoryBuffer::getMemBuffer(StubText));
  auto files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), overlay);

  std::vector<std::string> commandLine = {"ultima", "-fsyntax-only"};
  commandLine.insert(commandLine.end(), arguments.begin(), arguments.end());
  commandLine.emplace_back(StubPath);
  GeneratePchFactory factory(std::string(output.str()));
  // Only counts. The prelude is a system header, so anything reported comes
  // from the command line (a redefined -D macro, say): a PCH would swallow
  // it, so the text parse that follows reports it instead, as without a PCH.
  DiagnosticConsumer reported;
  tooling::ToolInvocation invocation(commandLine, &factory, files.get(),
                                     std::make_shared<PCHContainerOperations>());
  invocation.setDiagnosticConsumer(&reported);
  bool ok = invocation.run() && reported.getNumErrors() == 0 && reported.getNumWarnings() == 0;
  std::optional<std::string> pch;
  if (ok)
    if (auto buffer = llvm::MemoryBuffer::getFile(output, /*IsText=*/false))
      pch = std::string((*buffer)->getBuffer());
  llvm::sys::fs::remove(output);
  if (pch && pch->empty())
    pch.reset();
  return pch;
}

std::string cacheFile(const std::string &directory, const std::string &key) {
  return directory + "/prelude-" + key + ".pch";
}

/// The PCH in \p directory for \p key, if its file checks out.
std::optional<std::string> loadPch(const std::string &directory, const std::string &key) {
  return readCacheFile(cacheFile(directory, key), PchFile, key);
}

void storePch(const std::string &directory, const std::string &key, llvm::StringRef pch) {
  writeCacheFile(cacheFile(directory, key), PchFile, key, std::string_view(pch.data(), pch.size()));
}

} // namespace

const tooling::FileContentMappings &embeddedHeaderFiles() {
  static const tooling::FileContentMappings headers = [] {
    tooling::FileContentMappings mappings;
    for (const EmbeddedFile *f = CudaHeaders; f->name; ++f)
      mappings.emplace_back(std::string(EmbeddedIncludeDir) + "/" + f->name, f->contents);
    return mappings;
  }();
  return headers;
}

const PreludePch *preludePch(const std::vector<std::string> &arguments,
                             const std::string &cacheDirectory) {
  std::string key = keyOf(arguments);
  // One lock for the whole build: concurrent first translations with the same
  // options wait for one PCH rather than each building its own.
  std::lock_guard<std::mutex> lock(slotsMutex);
  Slot &slot = slots[key];
  ++slot.parses;
  if (slot.pch || slot.failed)
    return slot.pch.get();
  if (pchCount >= MaxPchs)
    return nullptr;
  std::optional<std::string> pch;
  if (!cacheDirectory.empty())
    pch = loadPch(cacheDirectory, key);
  if (!pch) {
    // Without a directory, one parse of the text is cheaper than a PCH.
    if (cacheDirectory.empty() && slot.parses < 2)
      return nullptr;
    pch = buildPch(arguments);
    if (!pch) {
      slot.failed = true;
      return nullptr;
    }
    if (!cacheDirectory.empty())
      storePch(cacheDirectory, key, *pch);
  }
  auto entry = std::make_unique<PreludePch>();
  entry->path = "/ultima-virtual/pch/prelude-" + key + ".pch";
  entry->files = filesWithPch(entry->path, std::move(*pch));
  slot.pch = std::move(entry);
  ++pchCount;
  return slot.pch.get();
}

void discardPreludePch(const PreludePch *pch, const std::string &cacheDirectory) {
  std::lock_guard<std::mutex> lock(slotsMutex);
  for (auto &entry : slots)
    if (entry.second.pch.get() == pch) {
      // Kept alive: an AST of another thread may still read from it.
      static std::vector<std::unique_ptr<PreludePch>> retired;
      retired.push_back(std::move(entry.second.pch));
      --pchCount;
      // The next preludePch builds it again (a refused file was most likely
      // damaged or stale); a second refusal means Clang cannot use one.
      entry.second.failed = entry.second.discarded;
      entry.second.discarded = true;
      if (!cacheDirectory.empty())
        llvm::sys::fs::remove(cacheFile(cacheDirectory, entry.first().str()));
      return;
    }
}

} // namespace ultima
