//===- PtxEscapes.cpp - one-% special registers in inline PTX -------------===//
///
/// \file
/// Finds `asm`/`__asm__` statements with Clang's raw lexer (comments, other
/// literals and preprocessor lines are tokens like any, so text that only
/// looks like an asm statement is never touched), and respells the one
/// string of those that are the special-register idiom. See PtxEscapes.h.
///
//===----------------------------------------------------------------------===//
#include "PtxEscapes.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Regex.h"

using namespace clang;

namespace ultima {
namespace {

/// The registers Builtins/PtxIdioms.cpp translates.
bool isDocumentedRegister(llvm::StringRef name) {
  static const llvm::StringSet<> Registers = {
#define ULTIMA_PTX_REGISTER(ENUMERATOR, NAME, BITS) NAME,
#include "PtxRegisters.def"
  };
  return Registers.contains(name);
}

/// The contents of one string (without quotes) respelt, of the same
/// length; "" when it is not the idiom with one `%` or has no room.
std::string respellIdiom(llvm::StringRef text) {
  static const llvm::Regex Idiom("^([[:space:]]*mov\\.[usb](32|64)[[:space:]]+%0[[:space:]]*,)"
                                 "([[:space:]]*)%([a-z_0-9]+)([[:space:]]*;?[[:space:]]*)$");
  llvm::SmallVector<llvm::StringRef, 6> g;
  if (!Idiom.match(text, &g) || !isDocumentedRegister(g[4]))
    return "";
  std::string head = g[1].str(), gap = g[3].str(), tail = g[5].str();
  // Room for the second `%`: a space before the register, else one in or
  // after `;` (the `;` itself last: PTX's final `;` is optional here).
  if (!gap.empty())
    gap.pop_back();
  else if (size_t space = tail.find_last_of(" \t"); space != std::string::npos)
    tail.erase(space, 1);
  else if (!tail.empty())
    tail.erase(tail.find(';'), 1);
  else
    return "";
  return head + gap + "%%" + g[4].str() + tail;
}

bool isAsmKeyword(llvm::StringRef s) { return s == "asm" || s == "__asm" || s == "__asm__"; }

bool isAsmQualifier(llvm::StringRef s) {
  return s == "volatile" || s == "__volatile" || s == "__volatile__" || s == "inline" ||
         s == "goto";
}

} // namespace

std::string respellPtxRegisterEscapes(std::string_view source, const std::string &fileName) {
  std::string result(source);
  if (llvm::StringRef(result).find("asm") == llvm::StringRef::npos)
    return result;
  // The lexer reads up to a terminating NUL, which \p source need not have
  // (a fuzzer's input does not): it lexes a copy that has one.
  const std::string lexed(source);
  SourceManagerForFile files(fileName, llvm::StringRef(lexed.c_str(), lexed.size()));
  SourceManager &sm = files.get();
  LangOptions lang;
  lang.CPlusPlus = lang.CPlusPlus11 = lang.CPlusPlus14 = lang.CPlusPlus17 = true;
  lang.CUDA = true;
  lang.GNUMode = true;
  Lexer lexer(sm.getMainFileID(), sm.getBufferOrFake(sm.getMainFileID()), sm, lang);
  // The tokens after an asm keyword: qualifiers, `(`, one string, `:`.
  enum class State { None, Keyword, Paren, String } state = State::None;
  Token string;
  Token tok;
  while (true) {
    lexer.LexFromRawLexer(tok);
    if (tok.is(tok::eof))
      break;
    bool ident = tok.is(tok::raw_identifier);
    llvm::StringRef spelling = ident ? tok.getRawIdentifier() : llvm::StringRef();
    if (ident && isAsmKeyword(spelling)) {
      state = State::Keyword;
      continue;
    }
    switch (state) {
    case State::Keyword:
      if (ident && isAsmQualifier(spelling))
        continue;
      state = tok.is(tok::l_paren) ? State::Paren : State::None;
      continue;
    case State::Paren:
      string = tok;
      // A plain "..." literal (a raw string's text starts with R).
      state =
          tok.is(tok::string_literal) && *tok.getLiteralData() == '"' ? State::String : State::None;
      continue;
    case State::String:
      if (tok.is(tok::colon)) {
        unsigned offset = sm.getFileOffset(string.getLocation());
        llvm::StringRef text(string.getLiteralData() + 1, string.getLength() - 2);
        std::string respelt = respellIdiom(text);
        if (!respelt.empty())
          result.replace(offset + 1, text.size(), respelt);
      }
      state = State::None;
      continue;
    case State::None:
      continue;
    }
  }
  return result;
}

} // namespace ultima
