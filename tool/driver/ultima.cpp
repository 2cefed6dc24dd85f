//===- ultima.cpp - the `ultima` command-line tool --------------------------===//
///
/// \file
/// A thin driver over ultima::translate:
///
///   ultima [options] <input.cu | -> [-- <clang args>]
///
/// writes OpenCL C to stdout, or atomically to `-o FILE` (Files.h: on any error
/// no output file is created and an existing FILE is left untouched; `-o` naming
/// the input or a write-protected file is refused before translating). The
/// output is verified (compiled as OpenCL C 1.2 in-process) unless
/// `--no-verify`, so an invalid output is never printed with exit status 0.
/// Diagnostics go to stderr, one clang-style line each
/// (`file:line:col: error: message [ultima-id]`); the exit status is 1 when any
/// error was reported and 0 otherwise (warnings do not count). A crash prints
/// an ultima internal-error message naming the input instead of LLVM's.
///
/// The command line is parsed with llvm::opt over the one option table of
/// options/ (Options.def, the rows marked Cli), not llvm::cl, so that every
/// usage error is an ordinary `[ultima-usage]` diagnostic and none of LLVM's
/// global options leak into the tool's interface. A compilation database
/// entry (`-p`) is read through clang::tooling and parsed with the same table
/// (the rows marked Database); options::CompileFlags reads -I/-D/-U/-std from
/// both.
///
//===----------------------------------------------------------------------===//

#include "Files.h"
#include "OptionTexts.h"
#include "ultima/CacheFile.h"
#include "ultima/Translator.h"
#include "ultima/compat/ClangCompat.h"
#include "ultima/options/CompileFlags.h"
#include "ultima/options/OptionTable.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/ErrorOr.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <exception>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

namespace {

namespace driver = ultima::driver;
namespace compat = ultima::compat;
namespace options = ultima::options;

constexpr const char *UsageLine = "ultima [options] <input.cu | -> [-- <clang args>]";

std::string helpText() {
  return std::string("OVERVIEW: ultima - translate CUDA C++ device code to OpenCL C 1.2\n"
                     "\n"
                     "USAGE: ") +
         UsageLine +
         "\n"
         "\n"
         "  Reads <input.cu> (or standard input for `-`) and writes OpenCL C to standard\n"
         "  output, or to FILE with -o. Arguments after `--` are passed to the Clang\n"
         "  frontend unchanged.\n"
         "\n"
         "OPTIONS:\n" +
         driver::optionsHelp() +
         "\n"
         "Inputs larger than 64 MiB are refused. Statements and expressions nested more\n"
         "than 65536 levels deep are rejected with ultima-too-deep.\n"
         "\n"
         "Diagnostics are printed clang-style on standard error as\n"
         "  file:line:col: error: message [ultima-<id>]\n"
         "and the exit status is 1 when any error was reported, 0 otherwise.\n";
}

/// Everything the command line asked for.
struct CommandLine {
  std::optional<std::string> input;    ///< the path as given, or "-"
  std::optional<std::string> output;   ///< -o
  std::optional<std::string> buildDir; ///< -p
  bool lineDirectives = false;
  bool verify = true;
  bool keepAsserts = false;
  bool pointerOffsets = false;
  /// --emit-launches: the output is the launch manifest; --emit-launches=FILE:
  /// the manifest goes to FILE beside the OpenCL C.
  bool manifestOnly = false;
  std::optional<std::string> manifestFile;
  std::vector<std::string> targetExtensions; ///< --target-extensions
  /// --help, --help-markdown or --version, whichever came first; it wins over usage errors.
  enum class Action { Translate, Help, HelpMarkdown, Version } action = Action::Translate;
  options::CompileFlags flags; ///< -I, -D, -U, -std
  std::vector<std::string> extraArgs;
};

/// Prints diagnostics as they come (or holds them back until flush() while
/// buffering); remembers whether any was an error.
class Reporter {
public:
  explicit Reporter(bool buffering = false) : buffering(buffering) {}

  void report(const ultima::Diagnostic &d) {
    if (d.severity == ultima::Severity::Error)
      errors = true;
    if (buffering)
      pending.push_back(d);
    else
      llvm::errs() << d.format() << '\n';
  }
  /// Prints what was held back and stops buffering.
  void flush() {
    for (const ultima::Diagnostic &d : pending)
      llvm::errs() << d.format() << '\n';
    pending.clear();
    buffering = false;
  }
  void error(std::string id, std::string message) {
    report(make(ultima::Severity::Error, std::move(id), std::move(message)));
  }
  void warning(std::string id, std::string message) {
    report(make(ultima::Severity::Warning, std::move(id), std::move(message)));
  }
  void note(std::string message) {
    report(make(ultima::Severity::Note, std::string(), std::move(message)));
  }
  bool hadErrors() const { return errors; }

private:
  static ultima::Diagnostic make(ultima::Severity severity, std::string id, std::string message) {
    ultima::Diagnostic d;
    d.severity = severity;
    d.id = std::move(id);
    d.message = std::move(message);
    return d;
  }
  bool errors = false;
  bool buffering;
  std::vector<ultima::Diagnostic> pending;
};

bool isSupportedStandard(llvm::StringRef std) {
  return std == "c++14" || std == "c++17" || std == "c++20";
}

/// Parses argv with the table of Options.def. Usage errors are reported; the
/// caller stops when there were any.
CommandLine parseCommandLine(int argc, const char *const *argv, Reporter &reporter) {
  CommandLine cl;
  std::vector<const char *> argList(argv + 1, argv + argc);
  // Everything after the first `--` goes to Clang, unless that `--` is the
  // value of the option before it (`-o --`).
  size_t dashDash =
      std::find(argList.begin(), argList.end(), llvm::StringRef("--")) - argList.begin();
  unsigned missingIndex = 0, missingCount = 0;
  llvm::opt::InputArgList args;
  while (true) {
    args = options::parseArgs(llvm::ArrayRef<const char *>(argList).take_front(dashDash),
                              options::Cli, missingIndex, missingCount);
    if (!missingCount || dashDash == argList.size())
      break;
    dashDash = std::find(argList.begin() + dashDash + 1, argList.end(), llvm::StringRef("--")) -
               argList.begin();
  }
  if (dashDash < argList.size())
    cl.extraArgs.assign(argList.begin() + dashDash + 1, argList.end());

  auto error = [&](const std::string &message) { reporter.error("usage", message); };
  for (const llvm::opt::Arg *arg : args) {
    llvm::StringRef given = args.getArgString(arg->getIndex());
    switch (arg->getOption().getID()) {
    case options::OPT_INPUT:
      if (cl.input)
        error("more than one input file ('" + *cl.input + "' and '" + given.str() +
              "'); usage: " + UsageLine);
      else
        cl.input = given.str();
      break;
    case options::OPT_UNKNOWN: {
      std::string hint = driver::suggestOption(given);
      error("unknown argument '" + given.str() + "'" +
            (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
      break;
    }
    case options::OPT_help:
    case options::OPT_help_markdown:
    case options::OPT_version:
      if (cl.action == CommandLine::Action::Translate)
        cl.action = arg->getOption().matches(options::OPT_help) ? CommandLine::Action::Help
                    : arg->getOption().matches(options::OPT_version)
                        ? CommandLine::Action::Version
                        : CommandLine::Action::HelpMarkdown;
      break;
    case options::OPT_line_directives:
      cl.lineDirectives = true;
      break;
    case options::OPT_verify:
    case options::OPT_no_verify:
      cl.verify = arg->getOption().matches(options::OPT_verify); // the last one wins
      break;
    case options::OPT_keep_asserts:
      cl.keepAsserts = true;
      break;
    case options::OPT_pointer_offsets:
      cl.pointerOffsets = true;
      break;
    case options::OPT_emit_launches:
      cl.manifestOnly = true;
      break;
    case options::OPT_emit_launches_EQ:
      if (!*arg->getValue())
        error("empty output file name in '" + given.str() + "'");
      else
        cl.manifestFile = arg->getValue();
      break;
    case options::OPT_target_extensions_EQ: {
      llvm::SmallVector<llvm::StringRef, 4> exts;
      llvm::StringRef(arg->getValue()).split(exts, ',', -1, false);
      for (llvm::StringRef ext : exts)
        cl.targetExtensions.push_back(ext.trim().str());
      break;
    }
    case options::OPT_std_EQ:
      if (!isSupportedStandard(arg->getValue()))
        error(std::string("invalid value '") + arg->getValue() + "' in '-std=" + arg->getValue() +
              "'; expected c++14, c++17 or c++20");
      break;
    case options::OPT_p: {
      std::string value = arg->getValue();
      if (value.empty())
        error("empty argument to '-p'");
      else if (cl.buildDir && *cl.buildDir != value)
        error("'-p' given more than once");
      if (!value.empty())
        cl.buildDir = value;
      break;
    }
    case options::OPT_o: {
      std::string value = arg->getValue();
      if (value.empty())
        error("empty output file name in '" + given.str() + "'");
      else if (cl.output && *cl.output != value)
        error("'-o' given more than once ('" + *cl.output + "' and '" + value + "')");
      else
        cl.output = value;
      break;
    }
    case options::OPT_I:
    case options::OPT_D:
    case options::OPT_U: // read by CompileFlags below
      if (!*arg->getValue())
        error("empty argument to '" + std::string(arg->getOption().getPrefixedName()) + "'");
      break;
    default:
      break;
    }
  }
  cl.flags.add(args, [](llvm::StringRef dir) { return dir.str(); });
  if (missingCount)
    error("argument to '" + std::string(argList[missingIndex]) + "' is missing (expected 1 value)");
  return cl;
}

/// Maps a -std value found in a compilation database onto the ones the
/// translator accepts (GNU dialects and the draft spellings included).
std::optional<std::string> normalizeDatabaseStandard(llvm::StringRef std) {
  if (compat::startsWith(std, "gnu++"))
    std = std.drop_front(3); // "++14"
  else if (compat::startsWith(std, "c++"))
    std = std.drop_front(1);
  else
    return std::nullopt;
  if (std == "++14" || std == "++1y")
    return std::string("c++14");
  if (std == "++17" || std == "++1z")
    return std::string("c++17");
  if (std == "++20" || std == "++2a")
    return std::string("c++20");
  return std::nullopt;
}

/// Reads -I/-D/-U/-std from the compilation database entry of \p input into
/// \p flags, with the table and reader of the command line; everything else
/// on that command is ignored (its -include, read into flags.preIncludes,
/// names host headers and is not applied). Returns false after reporting an error.
bool readCompilationDatabase(const std::string &buildDir, const std::string &input,
                             options::CompileFlags &flags, Reporter &reporter) {
  std::string loadError;
  std::unique_ptr<clang::tooling::CompilationDatabase> db =
      clang::tooling::CompilationDatabase::loadFromDirectory(buildDir, loadError);
  if (!db) {
    // Clang's message holds one line per database format tried; keep ours on one line.
    std::string reason;
    bool isDirectory = false;
    if (std::error_code ec = llvm::sys::fs::is_directory(buildDir, isDirectory))
      reason = ec.message();
    else if (!isDirectory)
      reason = std::make_error_code(std::errc::not_a_directory).message();
    else
      reason = "no compile_commands.json or compile_flags.txt found";
    reporter.error("io", "cannot load compilation database from '" + buildDir + "': " + reason);
    return false;
  }
  std::vector<clang::tooling::CompileCommand> commands;
  if (input != "-") {
    llvm::SmallString<256> absolute(input);
    if (!llvm::sys::fs::make_absolute(absolute)) {
      llvm::sys::path::remove_dots(absolute, /*remove_dot_dot=*/true);
      commands = db->getCompileCommands(absolute);
    }
  }
  // Clang's JSON database guesses a command for files it does not list ("inferred
  // from ..."); only a real entry counts.
  llvm::erase_if(commands,
                 [](const clang::tooling::CompileCommand &c) { return !c.Heuristic.empty(); });
  if (commands.empty()) {
    reporter.error("io", "no compilation database entry for '" +
                             std::string(input == "-" ? "<stdin>" : input) + "' in '" + buildDir +
                             "'");
    return false;
  }
  const clang::tooling::CompileCommand &command = commands.front();
  std::vector<const char *> argList;
  for (size_t i = 1; i < command.CommandLine.size(); ++i) // [0] is the compiler
    argList.push_back(command.CommandLine[i].c_str());
  unsigned missingIndex = 0, missingCount = 0;
  llvm::opt::InputArgList args =
      options::parseArgs(argList, options::Database, missingIndex, missingCount);
  flags.add(args, [&](llvm::StringRef dir) {
    if (llvm::sys::path::is_absolute(dir) || command.Directory.empty())
      return dir.str();
    llvm::SmallString<256> path(command.Directory);
    llvm::sys::path::append(path, dir);
    return std::string(path);
  });
  return true;
}

bool writeStdout(llvm::StringRef contents, Reporter &reporter) {
  llvm::raw_fd_ostream &out = llvm::outs();
  out << contents;
  out.flush();
  if (out.has_error()) {
    std::string reason = out.error().message();
    out.clear_error(); // otherwise raw_fd_ostream aborts at exit
    reporter.error("io", "cannot write '<stdout>': " + reason);
    return false;
  }
  return true;
}

int run(int argc, const char *const *argv) {
  // Usage errors are held back: --help and --version win over them.
  Reporter reporter(/*buffering=*/true);
  CommandLine cl = parseCommandLine(argc, argv, reporter);
  if (cl.action != CommandLine::Action::Translate) {
    llvm::outs() << (cl.action == CommandLine::Action::Help ? helpText()
                     : cl.action == CommandLine::Action::HelpMarkdown
                         ? driver::optionsMarkdown()
                         : ultima::versionString() + "\n");
    llvm::outs().flush();
    return 0;
  }
  reporter.flush();
  if (!reporter.hadErrors() && !cl.input)
    reporter.error("usage",
                   std::string("no input file; usage: ") + UsageLine + " (see 'ultima --help')");
  if (reporter.hadErrors())
    return 1;

  ultima::Options options;
  const std::string &input = *cl.input;
  options.fileName = input == "-" ? "<stdin>" : input;
  // From here on a crash is an ultima bug about this input: say so instead of
  // LLVM's "submit a bug report to llvm-project" banner.
  static std::string crashMessage;
  crashMessage = "ultima: internal error while translating '" + options.fileName +
                 "': ultima crashed. This is a bug in ultima; please report it with the "
                 "input file, the command line and the stack dump below.\n";
  llvm::setBugReportMsg(crashMessage.c_str());

  std::optional<std::string> output;
  if (cl.output && *cl.output != "-")
    output = *cl.output;
  if (output && driver::isSameFile(input, *output)) {
    reporter.error("usage", "output file '" + *output + "' is the input file '" + input +
                                "'; refusing to overwrite the input");
    return 1;
  }
  if (cl.manifestFile && driver::isSameFile(input, *cl.manifestFile)) {
    reporter.error("usage", "manifest file '" + *cl.manifestFile + "' is the input file '" + input +
                                "'; refusing to overwrite the input");
    return 1;
  }
  for (const std::optional<std::string> &file : {output, cl.manifestFile}) {
    if (!file)
      continue;
    if (std::string problem = driver::checkOutput(*file); !problem.empty()) {
      reporter.error("io", "cannot write '" + *file + "': " + problem);
      return 1;
    }
  }
  options.lineDirectives = cl.lineDirectives;
  options.verify = cl.verify;
  options.keepAsserts = cl.keepAsserts;
  options.pointerOffsets = cl.pointerOffsets;
  options.targetExtensions = cl.targetExtensions;
  options.extraArgs = cl.extraArgs;
  // Precompiled preludes shared between runs, in the one cache directory.
  options.preludeCacheDir = ultima::cacheDirectory();

  // The database's -I/-D/-U first, then the command line's; its -std only
  // when the command line has none.
  options::CompileFlags flags;
  if (cl.buildDir && !readCompilationDatabase(*cl.buildDir, input, flags, reporter))
    return 1;
  if (cl.flags.standard)
    options.languageStandard = *cl.flags.standard;
  else if (flags.standard) {
    if (std::optional<std::string> normalized = normalizeDatabaseStandard(*flags.standard))
      options.languageStandard = *normalized;
    else
      reporter.warning("usage", "ignoring unsupported '-std=" + *flags.standard +
                                    "' from the compilation database; using '" +
                                    options.languageStandard + "'");
  }
  flags.append(cl.flags);
  flags.apply(options);

  std::string source;
  if (std::string problem = driver::readInput(input, source); !problem.empty()) {
    reporter.error("io", "cannot read '" + options.fileName + "': " + problem);
    return 1;
  }

  ultima::Result result = ultima::translate(source, options);
  for (const ultima::Diagnostic &d : result.diagnostics)
    reporter.report(d);
  if (!result.ok && !reporter.hadErrors())
    reporter.error("internal", "translation failed without a diagnostic");
  if (reporter.hadErrors())
    return 1; // no output at all, and -o FILE is never created or touched

  std::string manifest =
      cl.manifestOnly || cl.manifestFile ? ultima::launchManifestJson(result) : std::string();
  const std::string &text = cl.manifestOnly ? manifest : result.openclSource;
  if (cl.manifestFile) {
    if (std::string problem = driver::writeAtomically(*cl.manifestFile, manifest);
        !problem.empty()) {
      reporter.error("io", "cannot write '" + *cl.manifestFile + "': " + problem);
      return 1;
    }
  }
  if (!output)
    return writeStdout(text, reporter) ? 0 : 1;
  if (std::string problem = driver::writeAtomically(*output, text); !problem.empty()) {
    reporter.error("io", "cannot write '" + *output + "': " + problem);
    return 1;
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv); // stack traces on crashes, quiet exit on EPIPE
  try {
    return run(argc, argv);
  } catch (const std::bad_alloc &) {
    llvm::errs() << "error: out of memory [ultima-internal]\n";
  } catch (const std::exception &e) {
    llvm::errs() << "error: internal error: " << e.what() << " [ultima-internal]\n";
  } catch (...) {
    llvm::errs() << "error: internal error: unknown exception [ultima-internal]\n";
  }
  return 1;
}
