//===- PredicatePrinter.cpp - syncs under a branch, run by every work-item -===//
///
/// \file
/// Prints what Plan/Predication.h describes: a region (an `if` whose
/// branch syncs while only some work-items take it) becomes its flag,
/// `int __ultima_active_N = cond;` (`outer && (cond)` within predicated
/// code), and its branch predicated on it. In predicated code a statement
/// that reaches no sync is printed under `if (flag)`, a declaration as the
/// variable (without its own const) and its initialisation under the flag;
/// the statements that reach a sync print as written, so every work-item
/// runs their syncs, loops and blocks, and a call to a predicated helper
/// passes the flag (CallPrinter's printSharedArguments).
///
//===----------------------------------------------------------------------===//
#include "OpenCLPrinter.h"
#include "clang/AST/Stmt.h"
#include <utility>

using namespace clang;

namespace ultima {

bool OpenCLPrinter::printPredicated(const Stmt *s) {
  const Predication &p = plan.predication;
  if (const auto *is = dyn_cast<IfStmt>(s); is && p.regions.count(is)) {
    printRegion(is);
    return true;
  }
  if (activeFlag.empty() || p.unguarded.count(s) || isa<NullStmt>(s))
    return false;
  printGuarded(s);
  return true;
}

void OpenCLPrinter::printRegion(const IfStmt *s) {
  std::string flag = "__ultima_active_" + std::to_string(++regionCount);
  openWrap();
  lineDirective(s->getBeginLoc());
  indent();
  out << "int " << flag << " = ";
  if (!activeFlag.empty())
    out << activeFlag << " && ";
  out << "(";
  printExpr(s->getCond());
  out << ");\n";
  std::string outer = std::exchange(activeFlag, flag);
  printStmt(s->getThen());
  activeFlag = std::move(outer);
  closeWrap();
}

void OpenCLPrinter::printGuarded(const Stmt *s) {
  std::string flag = std::exchange(activeFlag, "");
  if (const auto *ds = dyn_cast<DeclStmt>(s)) {
    for (const Decl *d : ds->decls()) {
      const auto *vd = dyn_cast<VarDecl>(d);
      if (!vd || !vd->getInit() || sharedMemoryKind(vd) != SharedMemoryKind::None) {
        printLocalDecl(d);
        continue;
      }
      lineDirective(vd->getBeginLoc());
      indent();
      out << declarator(vd->getType(), plan.nameOf(vd), varSpaces(vd), AddrSpace::Unknown,
                        /*assignable=*/true)
          << ";\n";
      indent();
      out << "if (" << flag << ")\n";
      ++depth;
      indent();
      out << plan.nameOf(vd) << " = ";
      printInit(vd->getInit(), vd->getType());
      out << ";\n";
      --depth;
    }
  } else {
    indent();
    out << "if (" << flag << ")\n";
    openWrap();
    printStmt(s);
    closeWrap();
  }
  activeFlag = std::move(flag);
}

} // namespace ultima
