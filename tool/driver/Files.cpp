//===- Files.cpp - the CLI's input and output files ------------------------===//
///
/// \file
/// The input is read in chunks from an open handle rather than mapped or
/// sized first, so a FIFO, a character device or standard input (whose size is
/// unknown) are read like a file, and the size limit holds for all of them.
///
/// An output file is replaced by a rename, as compilers do, so an existing
/// file is never left half-written. A rename ignores the replaced file's
/// permissions, so they are checked first: a write-protected file (one with
/// no write permission bit, or one the user may not write) is refused rather
/// than silently replaced, and a writable one keeps its mode.
///
//===----------------------------------------------------------------------===//
#include "Files.h"
#include "ultima/CacheFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Errc.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <system_error>

namespace fs = llvm::sys::fs;

namespace ultima::driver {
namespace {

std::string tooLarge() {
  return "the input is larger than " + std::to_string(MaxInputSize >> 20) +
         " MiB, the most ultima reads";
}

/// Reads \p handle to its end, or to just past the limit.
std::string readAll(fs::file_t handle, std::string &contents) {
  constexpr size_t Chunk = 1 << 16;
  contents.clear();
  while (true) {
    size_t used = contents.size();
    contents.resize(used + Chunk);
    llvm::Expected<size_t> got =
        fs::readNativeFile(handle, llvm::MutableArrayRef<char>(&contents[used], Chunk));
    if (!got) {
      contents.resize(used);
      return llvm::toString(got.takeError());
    }
    contents.resize(used + *got);
    if (*got == 0)
      return "";
    if (contents.size() > MaxInputSize)
      return tooLarge();
  }
}

/// A file the user asked to protect from writing: no write permission bit at
/// all (this holds for root too, who may write anything), or not writable by
/// this user.
bool isWriteProtected(const std::string &path, const fs::file_status &status) {
  return (status.permissions() & fs::all_write) == 0 || fs::access(path, fs::AccessMode::Write);
}

} // namespace

std::string readInput(const std::string &path, std::string &contents) {
  if (path == "-")
    return readAll(fs::getStdinHandle(), contents);
  fs::file_status status;
  if (std::error_code ec = fs::status(path, status))
    return ec.message();
  if (status.type() == fs::file_type::directory_file)
    return std::make_error_code(std::errc::is_a_directory).message();
  if (status.type() == fs::file_type::regular_file && status.getSize() > MaxInputSize)
    return tooLarge();
  llvm::Expected<fs::file_t> handle = fs::openNativeFileForRead(path);
  if (!handle)
    return llvm::toString(handle.takeError());
  std::string error = readAll(*handle, contents);
  fs::closeFile(*handle);
  return error;
}

bool isSameFile(const std::string &input, const std::string &output) {
  bool same = false;
  return input != "-" && output != "-" && !fs::equivalent(input, output, same) && same;
}

std::string checkOutput(const std::string &path) {
  fs::file_status status;
  if (!fs::status(path, status) && fs::exists(status)) {
    if (status.type() == fs::file_type::directory_file)
      return std::make_error_code(std::errc::is_a_directory).message();
    if (status.type() == fs::file_type::regular_file && isWriteProtected(path, status))
      return "the file is write-protected";
    return "";
  }
  llvm::StringRef parent = llvm::sys::path::parent_path(path);
  if (parent.empty())
    return "";
  fs::file_status parentStatus;
  if (fs::status(parent, parentStatus) || !fs::exists(parentStatus))
    return "directory '" + parent.str() + "' does not exist";
  if (parentStatus.type() != fs::file_type::directory_file)
    return "'" + parent.str() + "' is not a directory";
  return "";
}

std::string writeAtomically(const std::string &path, llvm::StringRef contents) {
  if (std::string problem = checkOutput(path); !problem.empty())
    return problem;
  // An existing non-regular file (/dev/null, /dev/stdout, a FIFO) cannot be
  // replaced by a rename; write to it directly, as clang does.
  fs::file_status status;
  bool exists = !fs::status(path, status) && fs::exists(status);
  if (exists && status.type() != fs::file_type::regular_file) {
    std::error_code ec;
    llvm::raw_fd_ostream out(path, ec, fs::OF_None);
    if (!ec) {
      out << contents;
      out.close();
      if (out.has_error()) {
        ec = out.error();
        out.clear_error();
      }
    }
    return ec ? ec.message() : "";
  }

  // The replacement keeps the mode of the file it replaces (a new file gets
  // the usual 0666 less the umask).
  std::optional<unsigned> mode;
  if (exists)
    mode = static_cast<unsigned>(status.permissions());
  return replaceFile(path, std::string_view(contents.data(), contents.size()), mode);
}

} // namespace ultima::driver
