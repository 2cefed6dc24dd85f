//===- CallPrinter.cpp - calls and their arguments -------------------------===//
///
/// \file
/// Calls: builtins printed from their pattern or OpenCL name, as the plan
/// classified them (TranslationPlan::builtinCalls, from the tables in
/// tool/lib/Builtins), user functions under the name of the variant the plan
/// resolved, member functions with their object as `this`, arguments bound to
/// reference parameters by address, and the trailing __local parameters of
/// helpers that use hoisted shared memory.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/CupyBuiltins.h"
#include "../Plan/Classes.h"
#include "OpenCLPrinter.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include <cstdio>

using namespace clang;

namespace ultima {

void OpenCLPrinter::printBuiltinArg(const Expr *arg) {
  // OpenCL built-ins are overloaded: an implicit C++ conversion to the CUDA
  // parameter type (int -> float for sqrtf(n)) must be spelled out.
  printConverted(arg, ConversionUse::BuiltinArgument, Precedence::Assignment);
}

void OpenCLPrinter::printAddressOf(const Expr *e) {
  while (true) {
    if (const auto *fe = dyn_cast<FullExpr>(e))
      e = fe->getSubExpr();
    else if (const auto *ice = dyn_cast<ImplicitCastExpr>(e); ice && ice->getCastKind() == CK_NoOp)
      e = ice->getSubExpr();
    else if (const Expr *arg = valueCategoryCastArg(e)) // &std::move(x) is &x
      e = arg;
    else
      break;
  }
  if (const auto *mte = dyn_cast<MaterializeTemporaryExpr>(e)) {
    // A constructed temporary: constructor_T already returns its address.
    if (const CXXConstructExpr *ce = initializingConstruct(mte->getSubExpr())) {
      printConstructorCall(ce, [&] {
        out << "(__private " << typeName(ce->getType().getUnqualifiedType()) << "[1]){0}";
      });
      return;
    }
    // C99 compound literal: a private object living to the end of the block,
    // as C++ extends the temporary's lifetime; `T[1]` makes it a pointer.
    out << "(__private " << typeName(mte->getType().getUnqualifiedType()) << "[1]){";
    printExpr(mte->getSubExpr());
    out << "}";
    return;
  }
  const Expr *inner = e->IgnoreParens();
  if (const Expr *object = assignedObject(inner)) {
    // C's assignment has no object: assign, then take the left side's
    // address (UnsupportedConstructs refuses a left side with side effects).
    out << "(";
    printExpr(inner);
    out << ", ";
    printAddressOf(object);
    out << ")";
    return;
  }
  if (const auto *dre = dyn_cast<DeclRefExpr>(inner))
    if (const FieldDecl *field =
            captureField(currentVariant ? currentVariant->decl : nullptr, dre->getDecl())) {
      // A lambda's capture: a reference one already holds the address.
      out << (field->getType()->isReferenceType() ? "this->" : "&this->") << plan.nameOf(field);
      return;
    }
  if (const auto *dre = dyn_cast<DeclRefExpr>(inner))
    if (const auto *v = dyn_cast<VarDecl>(dre->getDecl()); v && v->getType()->isReferenceType()) {
      out << plan.nameOf(v);
      return;
    }
  if (const auto *call = dyn_cast<CallExpr>(inner))
    if (const FunctionDecl *fd = call->getDirectCallee();
        fd && fd->getReturnType()->isReferenceType() && !isPreludeDecl(fd)) {
      ExprContext context;
      context.addressOfCall = true;
      printExpr(call, context);
      return;
    }
  if (const auto *uo = dyn_cast<UnaryOperator>(inner); uo && uo->getOpcode() == UO_Deref) {
    printExpr(uo->getSubExpr());
    return;
  }
  if (printSymbolAddress(inner))
    return;
  out << "&";
  printOperand(e, Precedence::Unary);
}

void OpenCLPrinter::printArgument(const FunctionVariant &target, const Expr *arg, unsigned i) {
  if (i < target.decl->getNumParams() && plan.textureParams.count(target.decl->getParamDecl(i)))
    printTextureParts(arg); // a texture object passed on: its buffer and descriptor
  else if (i < target.decl->getNumParams() &&
           target.decl->getParamDecl(i)->getType()->isReferenceType())
    printAddressOf(arg);
  else
    printExpr(arg);
}

void OpenCLPrinter::printCallArguments(const FunctionVariant &target, const Expr *const *args,
                                       unsigned numArgs, unsigned first) {
  for (unsigned i = first; i < numArgs; ++i) {
    out << ", ";
    printArgument(target, args[i], i);
  }
}

void OpenCLPrinter::printPointee(const Expr *arg) {
  // `*&e` is `e`; this also keeps vector components (no address in OpenCL) usable.
  const auto *addr = dyn_cast<UnaryOperator>(arg->IgnoreParenImpCasts());
  if (addr && addr->getOpcode() == UO_AddrOf) {
    out << "(";
    printExpr(addr->getSubExpr());
    out << ")";
  } else {
    out << "(*(";
    printExpr(arg);
    out << "))";
  }
}

void OpenCLPrinter::printPointerArg(const Expr *arg, const PointerSpaces *spaces) {
  // CUDA's 2- and 4-component vector structs are OpenCL vectors, and OpenCL C
  // has no address of a vector component (`&v.y`): a pointer to the vector,
  // as one to its element type, plus the component's index.
  const auto *addr = dyn_cast<UnaryOperator>(arg->IgnoreParenImpCasts());
  const auto *member = addr && addr->getOpcode() == UO_AddrOf
                           ? dyn_cast<MemberExpr>(addr->getSubExpr()->IgnoreParens())
                           : nullptr;
  const auto *field = member ? dyn_cast<FieldDecl>(member->getMemberDecl()) : nullptr;
  const RecordDecl *vector = field ? field->getParent() : nullptr;
  bool openclVector = vector && !openclVectorTypeName(vector).empty() &&
                      !isOneComponentVector(vector) && vector3ComponentType(vector).empty();
  if (openclVector && spaces && !spaces->empty() && spaces->front() != AddrSpace::Unknown) {
    out << "((" << addrSpaceKeyword(spaces->front()) << " " << typeName(member->getType()) << " *)"
        << (member->isArrow() ? "(" : "&(");
    printExpr(member->getBase());
    out << ") + " << field->getFieldIndex() << ")";
    return;
  }
  out << "(";
  printBuiltinArg(arg);
  out << ")";
}

void OpenCLPrinter::printWarpScratch(const Expr *site) {
  const VarDecl *scratch = warpScratchVar(ctx);
  if (!scratch)
    internalError(site->getBeginLoc(), "the warp exchange buffer is not declared");
  else if (currentKernel)
    out << plan.nameOf(scratch);
  else
    out << "(*" << plan.nameOf(scratch) << ")"; // a helper receives a pointer to the array
}

static char spaceLetter(AddrSpace as) {
  return as == AddrSpace::Local      ? 'l'
         : as == AddrSpace::Constant ? 'c'
         : as == AddrSpace::Private  ? 'p'
                                     : 'g';
}

void OpenCLPrinter::printPattern(const BuiltinCall &builtin, const Expr *site,
                                 llvm::ArrayRef<const Expr *> args) {
  StringRef pattern = builtin.pattern;
  const llvm::SmallVector<PointerSpaces, 2> *spaces = nullptr;
  const auto *call = dyn_cast<CallExpr>(site);
  if (currentVariant && call) {
    auto it = currentVariant->builtinArgSpaces.find(call);
    if (it != currentVariant->builtinArgSpaces.end())
      spaces = &it->second;
  }
  for (size_t i = 0; i < pattern.size(); ++i) {
    char c = pattern[i];
    if (c != '%' || i + 1 == pattern.size()) {
      out << c;
      continue;
    }
    char next = pattern[++i];
    bool indexed =
        (next == 'd' || next == 'a' || next == 'p' || next == 'D' || next == 'I' || next == 'X') &&
        i + 1 < pattern.size();
    unsigned n = indexed ? pattern[++i] - '0' : next - '0';
    if (next == '%') {
      out << '%';
    } else if (next >= '0' && next <= '9') {
      if (n < args.size()) {
        out << "(";
        // `(T)%0` in the pattern already converts explicitly.
        if (i >= 2 && pattern[i - 2] == ')')
          printExpr(args[n]);
        else
          printBuiltinArg(args[n]);
        out << ")";
      }
    } else if (next == 'd' && indexed) {
      if (n < args.size())
        printPointee(args[n]);
    } else if (next == 'p' && indexed) {
      if (n < args.size())
        printPointerArg(args[n], spaces && n < spaces->size() ? &(*spaces)[n] : nullptr);
    } else if (next == 'a' && indexed) {
      // AddressSpaces records (and decides) every pointer argument of a
      // builtin call in an emitted function: there is nothing to default.
      if (!spaces || n >= spaces->size() || (*spaces)[n].empty() ||
          (*spaces)[n].front() == AddrSpace::Unknown) {
        internalError(site->getBeginLoc(), "no address space recorded for argument " +
                                               llvm::Twine(n) + " of a builtin call");
        return;
      }
      out << spaceLetter((*spaces)[n].front());
    } else if ((next == 'D' || next == 'I') && indexed) {
      if (n < args.size()) // CuPy CArray parts (CArrayPrinter.cpp)
        printCArrayPart(args[n], next == 'D');
    } else if (next == 'X' && indexed) {
      if (n < args.size()) // a texture or surface object (TexturePrinter.cpp)
        printTextureParts(args[n]);
    } else if (next == 'T') {
      out << typeName(site->getType());
    } else if (next == 'W') {
      printWarpScratch(site);
    } else {
      out << '%' << next;
    }
  }
}

void OpenCLPrinter::printBarrier() {
  if (currentKernel) {
    out << "barrier(" << currentKernel->barrierFence << ")";
    return;
  }
  auto fence = plan.helperBarrierFence.find(currentVariant->decl->getCanonicalDecl());
  out << "barrier("
      << (fence != plan.helperBarrierFence.end() ? fence->second
                                                 : "CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE")
      << ")";
}

void OpenCLPrinter::printBuiltinCall(const CallExpr *call, const BuiltinCall &builtin) {
  // A builtin member call (a half conversion operator) takes its object first.
  llvm::SmallVector<const Expr *, 4> args;
  if (const auto *mc = dyn_cast<CXXMemberCallExpr>(call)) {
    const auto *me = dyn_cast<MemberExpr>(mc->getCallee()->IgnoreParens());
    if (!me || me->isArrow()) {
      internalError(call->getBeginLoc(), "builtin member call through a pointer");
      return;
    }
    args.push_back(me->getBase());
  }
  args.append(call->arguments().begin(), call->arguments().end());
  auto printArgs = [&](bool parens) {
    if (parens)
      out << "(";
    for (unsigned i = 0; i < args.size(); ++i) {
      if (i)
        out << ", ";
      if (builtin.kind == BuiltinCallKind::Printf)
        printExpr(args[i]); // printf takes its arguments as written
      else
        printBuiltinArg(args[i]);
    }
    if (parens)
      out << ")";
  };
  switch (builtin.kind) {
  case BuiltinCallKind::Barrier:
    printBarrier();
    return;
  case BuiltinCallKind::Fence:
    out << "mem_fence(" << builtin.name << ")";
    return;
  case BuiltinCallKind::MakeVector:
    if (call->getNumArgs() == 1) {
      out << "(" << typeName(call->getType()) << ")";
      printArgs(true);
    } else if (call->getNumArgs() == 3) { // a struct: see openclVectorTypeName
      out << "((" << typeName(call->getType()) << "){";
      printArgs(false);
      out << "})";
    } else {
      out << "((" << typeName(call->getType()) << ")";
      printArgs(true);
      out << ")";
    }
    return;
  case BuiltinCallKind::IntAbs:
    out << "((" << typeName(call->getType()) << ")abs";
    printArgs(true);
    out << ")";
    return;
  case BuiltinCallKind::Assert:
    printAssertFailure(call);
    return;
  case BuiltinCallKind::Pattern:
    printPattern(builtin, call, args);
    return;
  case BuiltinCallKind::Rename:
  case BuiltinCallKind::Printf:
    out << builtin.name;
    printArgs(true);
    return;
  case BuiltinCallKind::Unsupported:
  case BuiltinCallKind::NotBuiltin:
    internalError(call->getBeginLoc(), "unsupported builtin call");
    return;
  }
}

/// The text of a string literal argument (`#e`, __PRETTY_FUNCTION__).
static std::string literalArgument(const Expr *arg) {
  arg = arg->IgnoreParenImpCasts();
  if (const auto *pe = dyn_cast<PredefinedExpr>(arg))
    if (const StringLiteral *name = pe->getFunctionName())
      return name->getString().str();
  if (const auto *lit = dyn_cast<StringLiteral>(arg); lit && lit->getCharByteWidth() == 1)
    return lit->getString().str();
  return "?";
}

/// \p text inside a printf format string: C escapes, and `%` doubled.
static std::string formatText(llvm::StringRef text) {
  std::string result;
  for (unsigned char c : text) {
    if (c == '%')
      result += "%%";
    else if (c == '\\' || c == '"')
      result += {'\\', static_cast<char>(c)};
    else if (c < 0x20 || c >= 0x7f) {
      char octal[8];
      snprintf(octal, sizeof octal, "\\%03o", static_cast<unsigned>(c));
      result += octal;
    } else
      result += static_cast<char>(c);
  }
  return result;
}

/// A failed assert(): CUDA's message, "file:line: function: block: [x,y,z],
/// thread: [x,y,z] Assertion `e` failed.", with everything but the indices
/// in the format itself (OpenCL's printf takes %s of literals only).
void OpenCLPrinter::printAssertFailure(const CallExpr *call) {
  PresumedLoc p = sm.getPresumedLoc(sm.getExpansionLoc(call->getBeginLoc()));
  std::string file = p.isValid() ? p.getFilename() : plan.mainFileName;
  out << "((void)printf(\"" << formatText(file) << ":" << (p.isValid() ? p.getLine() : 0) << ": "
      << formatText(literalArgument(call->getArg(1))) << ": block: [%u,%u,%u], thread: [%u,%u,%u] "
      << "Assertion `" << formatText(literalArgument(call->getArg(0))) << "` failed.\\n\"";
  for (const char *index : {"get_group_id", "get_local_id"})
    for (int dim = 0; dim < 3; ++dim)
      out << ", (uint)" << index << "(" << dim << ")";
  out << "))";
}

void OpenCLPrinter::printCallExpr(const CallExpr *call, ExprContext context) {
  if (isTrivialAssignment(call)) {
    printExpr(call->getArg(0));
    out << " = ";
    printExpr(call->getArg(1));
    return;
  }
  if (const BuiltinCall *builtin = plan.builtinCall(call)) {
    printBuiltinCall(call, *builtin);
    return;
  }
  if (printRecursiveCallValue(call))
    return;
  printUserCall(call, context.addressOfCall);
}

void OpenCLPrinter::printSharedArguments(const FunctionDecl *callee, bool first) {
  const FunctionDecl *canonical = callee->getCanonicalDecl();
  auto shared = plan.sharedParams.find(canonical);
  if (shared != plan.sharedParams.end())
    for (const HoistedShared &h : shared->second) {
      out << (first ? "" : ", ") << (currentKernel ? "&" : "") << h.name;
      first = false;
    }
  if (plan.takesDynamicShared.count(canonical)) {
    out << (first ? "" : ", ");
    if (currentKernel)
      out << "(__local uchar *)" << currentKernel->dynamicSharedParam;
    else
      out << plan.dynamicSharedName;
    first = false;
  }
  // Device symbols: every function that takes one has a parameter of its name.
  auto symbols = plan.symbolParams.find(canonical);
  if (symbols != plan.symbolParams.end())
    for (const DeviceSymbol &symbol : symbols->second) {
      out << (first ? "" : ", ");
      if (symbol.texture)
        out << symbol.dataName << ", ";
      out << symbol.name;
      if (symbol.texture && !symbol.images.empty())
        out << " ULTIMA_TEX_IMAGE_ARGS(" << symbol.images.list() << ")";
      first = false;
    }
  // A predicated helper's flag: the caller's, 1 outside predicated code.
  if (plan.predication.functions.count(canonical))
    out << (first ? "" : ", ") << (activeFlag.empty() ? "1" : activeFlag);
}

void OpenCLPrinter::printUserCall(const CallExpr *call, bool addressOf) {
  if (!currentVariant) {
    internalError(call->getBeginLoc(), "call outside a function");
    return;
  }
  auto it = currentVariant->callees.find(call);
  if (it == currentVariant->callees.end()) {
    internalError(call->getBeginLoc(), "call without a resolved callee");
    return;
  }
  const FunctionVariant &target = plan.variants[it->second];
  if (target.name.empty()) {
    internalError(call->getBeginLoc(),
                  "callee '" + target.decl->getNameAsString() + "' was not scheduled for emission");
    return;
  }
  // A call returning a reference returns a pointer: the call is `*f(...)`.
  bool deref = target.decl->getReturnType()->isReferenceType() && !addressOf;
  if (deref)
    out << "(*";
  out << target.name << "(";
  bool first = true;
  bool isPointer = false;
  if (const Expr *object = memberCallObject(call, isPointer)) {
    if (isPointer)
      printExpr(object); // `p->m()`, `this->m()`
    else
      printAddressOf(object);
    first = false;
  }
  unsigned argBase = firstParamArg(call);
  if (argBase < call->getNumArgs()) {
    const Expr *const *args = call->getArgs() + argBase;
    unsigned numArgs = call->getNumArgs() - argBase;
    if (first) {
      // printCallArguments writes ", " before each argument.
      printArgument(target, args[0], 0);
      printCallArguments(target, args, numArgs, 1);
    } else {
      printCallArguments(target, args, numArgs, 0);
    }
    first = false;
  }
  printSharedArguments(target.decl, first);
  out << (deref ? "))" : ")");
}

} // namespace ultima
