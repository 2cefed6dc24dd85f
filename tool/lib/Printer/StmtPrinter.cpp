//===- StmtPrinter.cpp - statements ----------------------------------------===//
#include "OpenCLPrinter.h"
#include "../Builtins/CudaBuiltins.h"
#include "clang/AST/Attr.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace ultima {

void OpenCLPrinter::lineDirective(SourceLocation loc) {
  if (!plan.lineDirectives || loc.isInvalid())
    return;
  SourceLocation expansion = sm.getExpansionLoc(loc);
  PresumedLoc p = sm.getPresumedLoc(expansion);
  if (p.isInvalid())
    return;
  bool isMain = sm.getFileID(expansion) == sm.getMainFileID();
  std::string file = isMain ? plan.mainFileName : std::string(p.getFilename());
  out << "#line " << p.getLine();
  if (file != lastFile) {
    std::string escaped;
    for (char c : file) {
      if (c == '"' || c == '\\')
        escaped += '\\';
      escaped += c;
    }
    out << " \"" << escaped << "\"";
    lastFile = file;
  }
  out << "\n";
}

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

/// Prints the body of a control statement: a block in place, anything else
/// indented on its own line.
static void printBody(OpenCLPrinter &p, const Stmt *body) {
  if (isa<CaseStmt, DefaultStmt>(body)) {
    p.printStmt(body); // `case 1: case 2:` share one indentation
    return;
  }
  if (const auto *cs = dyn_cast<CompoundStmt>(body)) {
    p.printCompound(cs);
    return;
  }
  ++p.depth;
  // C99 has no declaration directly after a `case`/`default` label (or as
  // the body of a control statement): a null statement comes first.
  if (isa<DeclStmt>(body)) {
    p.indent();
    p.out << ";\n";
  }
  p.printStmt(body);
  --p.depth;
}

void OpenCLPrinter::printStmt(const Stmt *s) {
  if (!s)
    return;
  if (!isa<CompoundStmt, LabelStmt, CaseStmt, DefaultStmt, NullStmt>(s))
    lineDirective(s->getBeginLoc());
  if (const auto *cs = dyn_cast<CompoundStmt>(s)) {
    printCompound(cs);
    return;
  }
  if (const auto *ds = dyn_cast<DeclStmt>(s)) {
    for (const Decl *d : ds->decls()) {
      if (const auto *vd = dyn_cast<VarDecl>(d))
        printLocalVar(vd);
      else if (const auto *td = dyn_cast<TypedefNameDecl>(d)) {
        const TagDecl *tag = td->getUnderlyingType()->getAsTagDecl();
        if (tag && tag->getTypedefNameForAnonDecl() == td && isa<RecordDecl>(tag))
          continue; // `typedef struct {...} T;`: the struct is named T
        indent();
        out << "typedef " << declarator(td->getUnderlyingType(), plan.nameOf(td)) << ";\n";
      } else if (const auto *rd = dyn_cast<RecordDecl>(d)) {
        if (rd->isThisDeclarationADefinition() && !plan.hoistedLocalRecords.count(rd))
          printLocalRecord(rd);
      } else if (isa<StaticAssertDecl, UsingDecl, UsingDirectiveDecl, UsingShadowDecl,
                     NamespaceAliasDecl, EmptyDecl>(d)) {
        // Checked by Clang; nothing to emit.
      } else if (const auto *ed = dyn_cast<EnumDecl>(d)) {
        if (ed->getIdentifier()) {
          indent();
          out << "typedef " << typeName(ed->getIntegerType()) << " " << plan.nameOf(ed) << ";\n";
        }
        indent();
        out << "enum {";
        bool first = true;
        for (const EnumConstantDecl *c : ed->enumerators()) {
          out << (first ? " " : ", ") << plan.nameOf(c);
          first = false;
          if (c->getInitExpr()) {
            out << " = ";
            printExpr(c->getInitExpr());
          }
        }
        out << " };\n";
      } else {
        internalError(d->getLocation(), "cannot print this local declaration");
      }
    }
    return;
  }
  if (const auto *is = dyn_cast<IfStmt>(s)) {
    bool wrap = is->getInit() || is->getConditionVariable();
    if (wrap) {
      indent();
      out << "{\n";
      ++depth;
      if (is->getInit())
        printStmt(is->getInit());
      if (const VarDecl *cv = is->getConditionVariable())
        printLocalVar(cv);
    }
    // C++17 `if constexpr`: only the taken branch exists for C.
    indent();
    out << "if (";
    if (const VarDecl *cv = is->getConditionVariable())
      out << plan.nameOf(cv);
    else
      printExpr(is->getCond());
    out << ")\n";
    printBody(*this, is->getThen());
    if (const Stmt *e = is->getElse()) {
      indent();
      if (isa<IfStmt>(e)) {
        out << "else\n";
        ++depth;
        printStmt(e);
        --depth;
      } else {
        out << "else\n";
        printBody(*this, e);
      }
    }
    if (wrap) {
      --depth;
      indent();
      out << "}\n";
    }
    return;
  }
  if (const auto *fs = dyn_cast<ForStmt>(s)) {
    bool wrap = false;
    const Stmt *init = fs->getInit();
    std::string initText;
    if (init) {
      if (const auto *ds = dyn_cast<DeclStmt>(init)) {
        // Several declarations of different types cannot share a C for-init.
        if (!ds->isSingleDecl() || !isa<VarDecl>(ds->getSingleDecl()))
          wrap = true;
      }
    }
    if (wrap) {
      indent();
      out << "{\n";
      ++depth;
      printStmt(init);
    }
    indent();
    out << "for (";
    if (init && !wrap) {
      if (const auto *ds = dyn_cast<DeclStmt>(init)) {
        const auto *vd = cast<VarDecl>(ds->getSingleDecl());
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
    if (fs->getCond()) {
      out << " ";
      printExpr(fs->getCond());
    }
    out << ";";
    if (fs->getInc()) {
      out << " ";
      printExpr(fs->getInc());
    }
    out << ")\n";
    printBody(*this, fs->getBody());
    if (wrap) {
      --depth;
      indent();
      out << "}\n";
    }
    return;
  }
  if (const auto *ws = dyn_cast<WhileStmt>(s)) {
    indent();
    out << "while (";
    printExpr(ws->getCond());
    out << ")\n";
    printBody(*this, ws->getBody());
    return;
  }
  if (const auto *dstmt = dyn_cast<DoStmt>(s)) {
    indent();
    out << "do\n";
    printBody(*this, dstmt->getBody());
    indent();
    out << "while (";
    printExpr(dstmt->getCond());
    out << ");\n";
    return;
  }
  if (const auto *ss = dyn_cast<SwitchStmt>(s)) {
    bool wrap = ss->getInit() != nullptr;
    if (wrap) {
      indent();
      out << "{\n";
      ++depth;
      printStmt(ss->getInit());
    }
    indent();
    out << "switch (";
    printExpr(ss->getCond());
    out << ")\n";
    printBody(*this, ss->getBody());
    if (wrap) {
      --depth;
      indent();
      out << "}\n";
    }
    return;
  }
  if (const auto *cs = dyn_cast<CaseStmt>(s)) {
    indent();
    out << "case ";
    // Case labels must be integer constant expressions in C, where a C++
    // constexpr variable is not one: print the folded value then.
    auto printLabel = [&](const Expr *e) {
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
    };
    printLabel(cs->getLHS());
    if (cs->getRHS()) {
      out << " ... ";
      printLabel(cs->getRHS());
    }
    out << ":\n";
    printBody(*this, cs->getSubStmt());
    return;
  }
  if (const auto *ds = dyn_cast<DefaultStmt>(s)) {
    indent();
    out << "default:\n";
    printBody(*this, ds->getSubStmt());
    return;
  }
  if (isa<BreakStmt>(s)) {
    indent();
    out << "break;\n";
    return;
  }
  if (isa<ContinueStmt>(s)) {
    indent();
    out << "continue;\n";
    return;
  }
  if (const auto *rs = dyn_cast<ReturnStmt>(s)) {
    const Expr *v = rs->getRetValue();
    if (v && currentKernel) {
      // A kernel returns void: `return f();` still calls f.
      if (v->HasSideEffects(ctx)) {
        indent();
        out << "{\n";
        ++depth;
        indent();
        printExpr(v);
        out << ";\n";
        indent();
        out << "return;\n";
        --depth;
        indent();
        out << "}\n";
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
    return;
  }
  if (const auto *gs = dyn_cast<GotoStmt>(s)) {
    indent();
    out << "goto " << plan.nameOf(gs->getLabel()) << ";\n";
    return;
  }
  if (const auto *ls = dyn_cast<LabelStmt>(s)) {
    out << plan.nameOf(ls->getDecl()) << ":\n";
    // C99 forbids a label directly before a declaration: give it a null statement.
    if (isa<NullStmt, DeclStmt>(ls->getSubStmt())) {
      indent();
      out << ";\n";
      if (isa<DeclStmt>(ls->getSubStmt()))
        printStmt(ls->getSubStmt());
      return;
    }
    if (false) {
      indent();
      out << ";\n";
      return;
    }
    printStmt(ls->getSubStmt());
    return;
  }
  if (isa<NullStmt>(s)) {
    indent();
    out << ";\n";
    return;
  }
  if (const auto *as = dyn_cast<AttributedStmt>(s)) {
    for (const Attr *a : as->getAttrs())
      if (const auto *hint = dyn_cast<LoopHintAttr>(a)) {
        if (hint->getOption() == LoopHintAttr::Unroll ||
            hint->getOption() == LoopHintAttr::UnrollCount) {
          indent();
          out << "#pragma unroll";
          if (const Expr *count = hint->getValue()) {
            Expr::EvalResult value;
            if (count->EvaluateAsInt(value, ctx))
              out << " " << llvm::toString(value.Val.getInt(), 10);
          }
          out << "\n";
        }
      }
    printStmt(as->getSubStmt());
    return;
  }
  if (const auto *e = dyn_cast<Expr>(s)) {
    indent();
    // A reference-returning call as a statement (`a += b;` through a member
    // operator): its value is unused, so no `*`.
    const Expr *inner = e->IgnoreParens();
    if (const auto *fe = dyn_cast<FullExpr>(inner))
      inner = fe->getSubExpr()->IgnoreParens();
    const auto *call = dyn_cast<CallExpr>(inner);
    const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
    if (callee && callee->getReturnType()->isReferenceType() && !isPreludeDecl(callee))
      addressOfCall = call;
    printExpr(e);
    addressOfCall = nullptr;
    out << ";\n";
    return;
  }
  internalError(s->getBeginLoc(), llvm::Twine("cannot print statement '") +
                                      s->getStmtClassName() + "'");
}

} // namespace ultima
