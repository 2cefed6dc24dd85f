//===- StmtPrinter.cpp - statements ----------------------------------------===//
///
/// \file
/// One method per statement class of SupportedNodes.def. C++ statements with
/// an init-statement or a condition variable are wrapped in a block of their
/// own; C99's rules on labels before declarations get a null statement;
/// `if constexpr` prints the branch that exists; a kernel's `return f();`
/// still calls f; a constructor returns `this`.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "OpenCLPrinter.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"
#include <utility>

using namespace clang;

namespace ultima {

void OpenCLPrinter::printCompound(const CompoundStmt *cs, const std::function<void()> &prologue,
                                  const std::function<void()> &epilogue) {
  indent();
  out << "{\n";
  ++depth;
  if (prologue)
    prologue();
  for (const Stmt *s : cs->body())
    printStmt(s);
  if (epilogue)
    epilogue();
  --depth;
  indent();
  out << "}\n";
}

void OpenCLPrinter::printBody(const Stmt *body) {
  if (isa<CaseStmt, DefaultStmt>(body)) {
    printStmt(body); // `case 1: case 2:` share one indentation
    return;
  }
  if (const auto *cs = dyn_cast<CompoundStmt>(body)) {
    printCompound(cs);
    return;
  }
  ++depth;
  // C99 has no declaration directly after a `case`/`default` label (or as
  // the body of a control statement): a null statement comes first.
  if (isa<DeclStmt>(body)) {
    indent();
    out << ";\n";
  }
  printStmt(body);
  --depth;
}

void OpenCLPrinter::openWrap() {
  indent();
  out << "{\n";
  ++depth;
}

void OpenCLPrinter::closeWrap() {
  --depth;
  indent();
  out << "}\n";
}

void OpenCLPrinter::printDeclStmt(const DeclStmt *s) {
  for (const Decl *d : s->decls())
    printLocalDecl(d);
}

void OpenCLPrinter::printNullStmt(const NullStmt *) {
  indent();
  out << ";\n";
}

/// The one inline PTX the plan accepts: a special register read into the
/// output (Builtins/PtxIdioms.h).
void OpenCLPrinter::printGCCAsmStmt(const GCCAsmStmt *s) {
  PtxRegister r = plan.ptxIdiom(s);
  std::string clock;
  if (readsDeviceClock(r)) {
    const DeviceSymbol *symbol = plan.ptxClock ? plan.deviceSymbol(plan.ptxClock) : nullptr;
    if (!symbol) {
      internalError(s->getBeginLoc(), "the device clock is not a device symbol");
      return;
    }
    clock = symbol->name;
  }
  indent();
  printOperand(s->getOutputExpr(0), Precedence::Unary);
  out << " = (" << typeName(s->getOutputExpr(0)->getType()) << ")";
  if (r == PtxRegister::VAbsDiff4Add) {
    out << "ultima_vabsdiff4_add(";
    for (unsigned i = 0; i < 3; ++i) {
      out << (i ? ", " : "") << "(uint)(";
      printExpr(s->getInputExpr(i));
      out << ")";
    }
    out << ");\n";
    return;
  }
  out << ptxRegisterValue(r, clock) << ";\n";
}

/// An if/else splitting a block pipeline into producers and consumers
/// (PipelineRoles.cpp): the producers' branch, then the consumers', each
/// under its own `if` in code every work-item executes, with a barrier after
/// each.
void OpenCLPrinter::printPipelineRoleSplit(const IfStmt *s, bool producersInThen) {
  openWrap();
  if (s->getInit())
    printStmt(s->getInit());
  const std::string &flag = plan.roleSplitFlag;
  indent();
  out << "const bool " << flag << " = ";
  printExpr(s->getCond());
  out << ";\n";
  for (bool producers : {true, false}) {
    bool then = producers == producersInThen;
    indent();
    out << "if (" << (then ? "" : "!") << flag << ")\n";
    printBody(then ? s->getThen() : s->getElse());
    indent();
    out << "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n";
  }
  closeWrap();
}

void OpenCLPrinter::printIfStmt(const IfStmt *s) {
  if (auto split = plan.pipelineRoleSplits.find(s); split != plan.pipelineRoleSplits.end()) {
    printPipelineRoleSplit(s, split->second);
    return;
  }
  bool wrap = s->getInit() || s->getConditionVariable();
  if (wrap) {
    openWrap();
    if (s->getInit())
      printStmt(s->getInit());
    if (const VarDecl *cv = s->getConditionVariable())
      printLocalVar(cv);
  }
  // C++17 `if constexpr`: only the taken branch exists for C.
  indent();
  out << "if (";
  if (const VarDecl *cv = s->getConditionVariable())
    out << plan.nameOf(cv);
  else
    printExpr(s->getCond());
  out << ")\n";
  printBody(s->getThen());
  if (const Stmt *e = s->getElse()) {
    indent();
    out << "else\n";
    if (isa<IfStmt>(e)) {
      ++depth;
      printStmt(e);
      --depth;
    } else {
      printBody(e);
    }
  }
  if (wrap)
    closeWrap();
}

void OpenCLPrinter::printForStmt(const ForStmt *s) {
  const Stmt *init = s->getInit();
  // Several declarations of different types cannot share a C for-init.
  const auto *initDecls = dyn_cast_or_null<DeclStmt>(init);
  bool wrap =
      initDecls && (!initDecls->isSingleDecl() || !isa<VarDecl>(initDecls->getSingleDecl()));
  std::string pragma = std::exchange(pendingLoopPragma, "");
  if (wrap) {
    openWrap();
    printStmt(init);
  }
  if (!pragma.empty()) {
    indent();
    out << pragma << "\n";
  }
  indent();
  out << "for (";
  if (init && !wrap) {
    if (initDecls) {
      const auto *vd = cast<VarDecl>(initDecls->getSingleDecl());
      out << declarator(vd->getType(), plan.nameOf(vd), varSpaces(vd));
      if (vd->getInit()) {
        out << " = ";
        printInit(vd->getInit(), vd->getType());
      }
    } else if (const auto *e = dyn_cast<Expr>(init)) {
      printExpr(e);
    }
  }
  out << ";";
  if (s->getCond()) {
    out << " ";
    printExpr(s->getCond());
  }
  out << ";";
  if (s->getInc()) {
    out << " ";
    printExpr(s->getInc());
  }
  out << ")\n";
  printBody(s->getBody());
  if (wrap)
    closeWrap();
}

void OpenCLPrinter::printWhileStmt(const WhileStmt *s) {
  indent();
  out << "while (";
  printExpr(s->getCond());
  out << ")\n";
  printBody(s->getBody());
}

void OpenCLPrinter::printDoStmt(const DoStmt *s) {
  indent();
  out << "do\n";
  printBody(s->getBody());
  indent();
  out << "while (";
  printExpr(s->getCond());
  out << ");\n";
}

void OpenCLPrinter::printSwitchStmt(const SwitchStmt *s) {
  bool wrap = s->getInit() != nullptr;
  if (wrap) {
    openWrap();
    printStmt(s->getInit());
  }
  indent();
  out << "switch (";
  printExpr(s->getCond());
  out << ")\n";
  printBody(s->getBody());
  if (wrap)
    closeWrap();
}

void OpenCLPrinter::printCaseLabel(const Expr *e) {
  // Case labels must be integer constant expressions in C, where a C++
  // constexpr variable is not one: print the folded value then.
  const Expr *bare = e->IgnoreParenImpCasts();
  if (const auto *ce = dyn_cast<ConstantExpr>(bare))
    bare = ce->getSubExpr()->IgnoreParenImpCasts();
  bool plain = isa<IntegerLiteral, CharacterLiteral>(bare);
  if (const auto *dre = dyn_cast<DeclRefExpr>(bare))
    plain = isa<EnumConstantDecl>(dre->getDecl());
  Expr::EvalResult value;
  if (!plain && e->EvaluateAsInt(value, ctx))
    out << llvm::toString(value.Val.getInt(), 10);
  else
    printExpr(e);
}

void OpenCLPrinter::printCaseStmt(const CaseStmt *s) {
  indent();
  out << "case ";
  printCaseLabel(s->getLHS());
  if (s->getRHS()) {
    out << " ... ";
    printCaseLabel(s->getRHS());
  }
  out << ":\n";
  printBody(s->getSubStmt());
}

void OpenCLPrinter::printDefaultStmt(const DefaultStmt *s) {
  indent();
  out << "default:\n";
  printBody(s->getSubStmt());
}

void OpenCLPrinter::printBreakStmt(const BreakStmt *) {
  indent();
  out << "break;\n";
}

void OpenCLPrinter::printContinueStmt(const ContinueStmt *) {
  indent();
  out << "continue;\n";
}

void OpenCLPrinter::printReturnStmt(const ReturnStmt *s) {
  if (printRecursiveReturn(s))
    return;
  const Expr *v = s->getRetValue();
  if (v && currentKernel) {
    // A kernel returns void: `return f();` still calls f.
    if (v->HasSideEffects(ctx)) {
      openWrap();
      indent();
      printExpr(v);
      out << ";\n";
      indent();
      out << "return;\n";
      closeWrap();
    } else {
      indent();
      out << "return;\n";
    }
    return;
  }
  if (currentVariant && isa<CXXConstructorDecl>(currentVariant->decl)) {
    indent();
    out << "return this;\n"; // constructor_T returns the object it built
    return;
  }
  indent();
  out << "return";
  if (v) {
    out << " ";
    // A function returning a reference returns a pointer in C.
    const FunctionDecl *fd = currentVariant ? currentVariant->decl : nullptr;
    if (fd && fd->getReturnType()->isReferenceType())
      printAddressOf(v);
    else
      printExpr(v);
  }
  out << ";\n";
}

void OpenCLPrinter::printGotoStmt(const GotoStmt *s) {
  indent();
  out << "goto " << plan.nameOf(s->getLabel()) << ";\n";
}

void OpenCLPrinter::printLabelStmt(const LabelStmt *s) {
  out << plan.nameOf(s->getDecl()) << ":\n";
  // C99 forbids a label directly before a declaration: give it a null statement.
  if (isa<NullStmt, DeclStmt>(s->getSubStmt())) {
    indent();
    out << ";\n";
    if (isa<DeclStmt>(s->getSubStmt()))
      printStmt(s->getSubStmt());
    return;
  }
  printStmt(s->getSubStmt());
}

void OpenCLPrinter::printAttributedStmt(const AttributedStmt *s) {
  std::string pragma;
  for (const Attr *a : s->getAttrs())
    if (const auto *hint = dyn_cast<LoopHintAttr>(a)) {
      if (hint->getOption() == LoopHintAttr::Unroll ||
          hint->getOption() == LoopHintAttr::UnrollCount) {
        pragma = "#pragma unroll";
        if (const Expr *count = hint->getValue()) {
          Expr::EvalResult value;
          if (count->EvaluateAsInt(value, ctx))
            pragma += " " + llvm::toString(value.Val.getInt(), 10);
        }
      }
    }
  if (!pragma.empty() && isa<ForStmt>(s->getSubStmt())) {
    pendingLoopPragma = pragma; // printForStmt writes it before the `for`
  } else if (!pragma.empty()) {
    indent();
    out << pragma << "\n";
  }
  printStmt(s->getSubStmt());
}

void OpenCLPrinter::printExprStmt(const Expr *e) {
  indent();
  // A reference-returning call as a statement (`a += b;` through a member
  // operator): its value is unused, so no `*`.
  const Expr *inner = e->IgnoreParens();
  if (const auto *fe = dyn_cast<FullExpr>(inner))
    inner = fe->getSubExpr()->IgnoreParens();
  const auto *call = dyn_cast<CallExpr>(inner);
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  ExprContext context;
  context.addressOfCall =
      callee && callee->getReturnType()->isReferenceType() && !isPreludeDecl(callee);
  printExpr(e, context);
  out << ";\n";
}

} // namespace ultima
