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
/// The command line is parsed by hand rather than with llvm::cl so that every
/// usage error is itself an ordinary `[ultima-usage]` diagnostic and none of
/// LLVM's global options leak into the tool's interface.
///
//===----------------------------------------------------------------------===//

#include "Files.h"
#include "ultima/Translator.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorOr.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/raw_ostream.h"

#include <exception>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

namespace {

namespace driver = ultima::driver;

/// StringRef::startswith is deprecated in newer LLVMs and starts_with missing in
/// older ones; this works with every supported major.
bool startsWith(llvm::StringRef s, llvm::StringRef prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

constexpr const char *UsageLine = "ultima [options] <input.cu | -> [-- <clang args>]";

const char *const HelpText =
    "OVERVIEW: ultima - translate CUDA C++ device code to OpenCL C 1.2\n"
    "\n"
    "USAGE: ultima [options] <input.cu | -> [-- <clang args>]\n"
    "\n"
    "  Reads <input.cu> (or standard input for `-`) and writes OpenCL C to standard\n"
    "  output, or to FILE with -o. Arguments after `--` are passed to the Clang\n"
    "  frontend unchanged.\n"
    "\n"
    "OPTIONS:\n"
    "  -o FILE               Write the OpenCL C output to FILE (atomically: FILE is\n"
    "                        only replaced once translation succeeded; the input\n"
    "                        file and write-protected files are refused)\n"
    "  --line-directives     Emit #line directives mapping the output to the input\n"
    "  --no-verify           Do not compile the output as OpenCL C 1.2 before\n"
    "                        writing it (by default a failure there is reported as\n"
    "                        an internal error and nothing is written)\n"
    "  --verify              Verify the output (the default; kept for compatibility)\n"
    "  --keep-asserts        Keep assert() calls (as a check that returns from the\n"
    "                        kernel) instead of dropping them\n"
    "  --target-extensions=EXT,EXT\n"
    "                        OpenCL extensions the target device supports; lowerings\n"
    "                        with a native form use them (cl_khr_fp16: native half;\n"
    "                        cl_khr_subgroups, cl_khr_subgroup_shuffle,\n"
    "                        cl_khr_subgroup_ballot and\n"
    "                        cl_intel_required_subgroup_size together: warps as\n"
    "                        sub-groups of 32)\n"
    "  -I DIR, -IDIR         Add DIR to the include search path (repeatable)\n"
    "  -D NAME[=VAL], -DNAME[=VAL]\n"
    "                        Define a macro (repeatable)\n"
    "  -std=STD              C++ standard for the CUDA parse: c++14 (default), c++17\n"
    "                        or c++20\n"
    "  -p BUILD_DIR          Read -I, -D and -std for the input from the compilation\n"
    "                        database (compile_commands.json) in BUILD_DIR\n"
    "  --version             Print the version and exit\n"
    "  --help                Print this help and exit\n"
    "\n"
    "Inputs larger than 64 MiB are refused. Statements and expressions nested more\n"
    "than 65536 levels deep are rejected with ultima-too-deep.\n"
    "\n"
    "Diagnostics are printed clang-style on standard error as\n"
    "  file:line:col: error: message [ultima-<id>]\n"
    "and the exit status is 1 when any error was reported, 0 otherwise.\n";

/// Everything the command line asked for.
struct CommandLine {
  std::optional<std::string> input;  ///< the path as given, or "-"
  std::optional<std::string> output; ///< -o
  std::optional<std::string> buildDir; ///< -p
  std::optional<std::string> standard; ///< -std
  bool lineDirectives = false;
  bool verify = true;
  bool keepAsserts = false;
  std::vector<std::string> targetExtensions; ///< --target-extensions
  /// --help or --version, whichever came first; it wins over usage errors.
  enum class Action { Translate, Help, Version } action = Action::Translate;
  std::vector<std::string> includeDirs;
  std::vector<std::string> defines;
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
  static ultima::Diagnostic make(ultima::Severity severity, std::string id,
                                 std::string message) {
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

/// The long options, for "did you mean" suggestions.
const char *const KnownOptions[] = {"--line-directives", "--verify", "--no-verify",
                                    "--keep-asserts",
                                    "--target-extensions=",
                                    "--version",         "--help",   "-std=c++14",
                                    "-std=c++17",        "-std=c++20", "-o",
                                    "-p",                "-I",       "-D"};

std::string suggestion(llvm::StringRef arg) {
  llvm::StringRef key = arg.split('=').first;
  std::string best;
  unsigned bestDistance = 3; // suggest only close matches
  for (llvm::StringRef known : KnownOptions) {
    llvm::StringRef knownKey = known.split('=').first;
    // Compare both with the spelling as given and with one dash more or less.
    for (llvm::StringRef candidate : {knownKey, knownKey.drop_front()}) {
      unsigned distance = key.edit_distance(candidate, true, bestDistance);
      if (distance < bestDistance && candidate.size() > 2) {
        bestDistance = distance;
        best = known.str();
      }
    }
  }
  return best;
}

/// Parses argv. Usage errors are reported; the caller stops when there were any.
CommandLine parseCommandLine(int argc, const char *const *argv, Reporter &reporter) {
  CommandLine cl;
  auto missingValue = [&](llvm::StringRef option) {
    reporter.error("usage", "argument to '" + option.str() + "' is missing (expected 1 value)");
  };
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    auto takeValue = [&](llvm::StringRef option) -> std::optional<std::string> {
      if (i + 1 >= argc) {
        missingValue(option);
        return std::nullopt;
      }
      return std::string(argv[++i]);
    };

    if (arg == "--") {
      for (++i; i < argc; ++i)
        cl.extraArgs.emplace_back(argv[i]);
      break;
    }
    if (arg == "-" || !startsWith(arg, "-")) {
      if (cl.input) {
        reporter.error("usage", "more than one input file ('" + *cl.input + "' and '" +
                                    arg.str() + "'); usage: " + UsageLine);
        continue;
      }
      cl.input = arg.str();
      continue;
    }

    // Long options accept one or two dashes, as in other LLVM tools.
    llvm::StringRef name = arg.drop_front(startsWith(arg, "--") ? 2 : 1);
    if (name == "help" || name == "h") {
      if (cl.action == CommandLine::Action::Translate)
        cl.action = CommandLine::Action::Help;
      continue;
    }
    if (name == "version") {
      if (cl.action == CommandLine::Action::Translate)
        cl.action = CommandLine::Action::Version;
      continue;
    }
    if (name == "line-directives") {
      cl.lineDirectives = true;
      continue;
    }
    if (name == "verify" || name == "no-verify") {
      cl.verify = name == "verify"; // the last one wins
      continue;
    }
    if (name == "keep-asserts") {
      cl.keepAsserts = true;
      continue;
    }
    if (startsWith(name, "target-extensions=")) {
      llvm::SmallVector<llvm::StringRef, 4> exts;
      name.drop_front(18).split(exts, ',', -1, false);
      for (llvm::StringRef ext : exts)
        cl.targetExtensions.push_back(ext.trim().str());
      continue;
    }
    if (name == "std" || startsWith(name, "std=")) {
      std::optional<std::string> value;
      if (name == "std")
        value = takeValue(arg);
      else
        value = name.drop_front(4).str();
      if (!value)
        continue;
      if (!isSupportedStandard(*value)) {
        reporter.error("usage", "invalid value '" + *value + "' in '-std=" + *value +
                                    "'; expected c++14, c++17 or c++20");
        continue;
      }
      cl.standard = *value;
      continue;
    }
    if (name == "p" || startsWith(name, "p=")) {
      std::optional<std::string> value =
          name == "p" ? takeValue("-p") : std::optional<std::string>(name.drop_front(2).str());
      if (!value)
        continue;
      if (value->empty()) {
        reporter.error("usage", "empty argument to '-p'");
        continue;
      }
      if (cl.buildDir && *cl.buildDir != *value)
        reporter.error("usage", "'-p' given more than once");
      cl.buildDir = *value;
      continue;
    }
    // The short options below take one dash only (`-o`, `-I`, `-D`).
    if (startsWith(arg, "--")) {
      std::string hint = suggestion(arg);
      reporter.error("usage", "unknown argument '" + arg.str() + "'" +
                                  (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
      continue;
    }
    if (startsWith(arg, "-o")) {
      std::optional<std::string> value;
      if (arg == "-o")
        value = takeValue("-o");
      else
        value = arg.drop_front(startsWith(arg, "-o=") ? 3 : 2).str();
      if (!value)
        continue;
      if (value->empty()) {
        reporter.error("usage", "empty output file name in '" + arg.str() + "'");
        continue;
      }
      if (cl.output && *cl.output != *value) {
        reporter.error("usage", "'-o' given more than once ('" + *cl.output + "' and '" +
                                    *value + "')");
        continue;
      }
      cl.output = *value;
      continue;
    }
    if (startsWith(arg, "-I") || startsWith(arg, "-D")) {
      char which = arg[1];
      std::optional<std::string> value;
      if (arg.size() == 2)
        value = takeValue(arg);
      else
        value = arg.drop_front(2).str();
      if (!value)
        continue;
      if (value->empty()) {
        reporter.error("usage", std::string("empty argument to '-") + which + "'");
        continue;
      }
      (which == 'I' ? cl.includeDirs : cl.defines).push_back(*value);
      continue;
    }
    std::string hint = suggestion(arg);
    reporter.error("usage", "unknown argument '" + arg.str() + "'" +
                                (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
  }
  return cl;
}

/// Maps a -std value found in a compilation database onto the ones the
/// translator accepts (GNU dialects and the draft spellings included).
std::optional<std::string> normalizeDatabaseStandard(llvm::StringRef std) {
  if (startsWith(std, "gnu++"))
    std = std.drop_front(3); // "++14"
  else if (startsWith(std, "c++"))
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

/// Takes -I/-D/-std from the compilation database entry of \p input; everything
/// else on that command is ignored. Returns false after reporting an error.
bool applyCompilationDatabase(const std::string &buildDir, const std::string &input,
                              ultima::Options &options, bool standardGiven,
                              Reporter &reporter) {
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
  llvm::erase_if(commands, [](const clang::tooling::CompileCommand &c) {
    return !c.Heuristic.empty();
  });
  if (commands.empty()) {
    reporter.error("io", "no compilation database entry for '" +
                             std::string(input == "-" ? "<stdin>" : input) + "' in '" +
                             buildDir + "'");
    return false;
  }
  const clang::tooling::CompileCommand &command = commands.front();
  const std::vector<std::string> &args = command.CommandLine;

  auto resolve = [&](const std::string &dir) {
    if (dir.empty() || llvm::sys::path::is_absolute(dir) || command.Directory.empty())
      return dir;
    llvm::SmallString<256> path(command.Directory);
    llvm::sys::path::append(path, dir);
    return std::string(path);
  };
  // Options whose value is a separate argument that must not be mistaken for a flag.
  static const llvm::StringRef SkipsNext[] = {
      "-o",        "-x",           "-MF",          "-MT",          "-MQ",
      "-include",  "-imacros",     "-isystem",     "-iquote",      "-idirafter",
      "-Xclang",   "-Xcompiler",   "-Xlinker",     "-Xassembler",  "-Xpreprocessor",
      "-Xptxas",   "-Xcudafe",     "-Xnvlink",     "-Xarchive",    "-Xcuda-ptxas",
      "-Xcuda-fatbinary", "--compiler-options", "--linker-options", "--ptxas-options",
      "--output-file"};

  std::vector<std::string> includeDirs, defines;
  std::optional<std::string> standard;
  for (size_t i = 1; i < args.size(); ++i) {
    llvm::StringRef arg(args[i]);
    auto next = [&]() -> std::optional<std::string> {
      if (i + 1 < args.size())
        return args[++i];
      return std::nullopt;
    };
    if (llvm::is_contained(SkipsNext, arg)) {
      ++i;
      continue;
    }
    std::optional<std::string> value;
    if (arg == "-I" || arg == "--include-path" || arg == "--include-directory") {
      if ((value = next()))
        includeDirs.push_back(resolve(*value));
    } else if (startsWith(arg, "--include-path=") || startsWith(arg, "--include-directory=")) {
      includeDirs.push_back(resolve(arg.split('=').second.str()));
    } else if (startsWith(arg, "-I")) {
      includeDirs.push_back(resolve(arg.drop_front(2).str()));
    } else if (arg == "-D" || arg == "--define-macro") {
      if ((value = next()))
        defines.push_back(*value);
    } else if (startsWith(arg, "--define-macro=")) {
      defines.push_back(arg.split('=').second.str());
    } else if (startsWith(arg, "-D")) {
      defines.push_back(arg.drop_front(2).str());
    } else if (arg == "-std" || arg == "--std") {
      if ((value = next()))
        standard = *value;
    } else if (startsWith(arg, "-std=") || startsWith(arg, "--std=")) {
      standard = arg.split('=').second.str();
    }
  }

  // Database flags first; -I/-D from ultima's own command line come after them.
  includeDirs.insert(includeDirs.end(), options.includeDirs.begin(), options.includeDirs.end());
  defines.insert(defines.end(), options.defines.begin(), options.defines.end());
  options.includeDirs = std::move(includeDirs);
  options.defines = std::move(defines);
  if (standard && !standardGiven) {
    if (std::optional<std::string> normalized = normalizeDatabaseStandard(*standard))
      options.languageStandard = *normalized;
    else
      reporter.warning("usage", "ignoring unsupported '-std=" + *standard +
                                    "' from the compilation database; using '" +
                                    options.languageStandard + "'");
  }
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
  if (cl.action == CommandLine::Action::Help) {
    llvm::outs() << HelpText;
    llvm::outs().flush();
    return 0;
  }
  if (cl.action == CommandLine::Action::Version) {
    llvm::outs() << ultima::versionString() << '\n';
    llvm::outs().flush();
    return 0;
  }
  reporter.flush();
  if (!reporter.hadErrors() && !cl.input)
    reporter.error("usage", std::string("no input file; usage: ") + UsageLine +
                                " (see 'ultima --help')");
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
  if (output) {
    if (std::string problem = driver::checkOutput(*output); !problem.empty()) {
      reporter.error("io", "cannot write '" + *output + "': " + problem);
      return 1;
    }
  }
  options.lineDirectives = cl.lineDirectives;
  options.verify = cl.verify;
  options.keepAsserts = cl.keepAsserts;
  options.targetExtensions = cl.targetExtensions;
  if (cl.standard)
    options.languageStandard = *cl.standard;
  options.includeDirs = cl.includeDirs;
  options.defines = cl.defines;
  options.extraArgs = cl.extraArgs;

  if (cl.buildDir &&
      !applyCompilationDatabase(*cl.buildDir, input, options, cl.standard.has_value(), reporter))
    return 1;

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

  if (!output)
    return writeStdout(result.openclSource, reporter) ? 0 : 1;
  if (std::string problem = driver::writeAtomically(*output, result.openclSource);
      !problem.empty()) {
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
