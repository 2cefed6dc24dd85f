"""Random, well-defined CUDA kernels for differential testing (see docs/testing.md).

``generate(seed, index, prefix, opts)`` returns one Program: a ``__global__``
kernel plus its own helpers (functions, structs, classes, templates,
lambdas), every name starting with ``prefix``, so that many programs can be
concatenated into one translation unit.  The same seed always yields the same
text.  Every value a thread computes reaches an output slot: integers go to
``out`` (compared bit-exactly), floating-point values to ``outf``.

Undefined behaviour is kept out the way Csmith does it, but with the raw
operators visible: signed +,-,* either run on operands made small
(``a % 1024``) or go through the unsigned type and back; divisions and
modulos are guarded against 0 and -1; shift counts are masked and signed
left operands go through unsigned; float->int conversions only see values
inside the target's range; array indices are masked into their bounds;
side effects happen once per full expression, on a variable that the rest of
that expression does not read.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import List, Optional

from types_ import (ALL, BOOL, CHAR, DOUBLE, FLOAT, FLOATS, HALF, INT, INTS, LLONG, LONG,
                    SCHAR, SHORT, UCHAR, UINT, ULLONG, ULONG, UNSIGNED_OF, USHORT, T, common,
                    literal, promote)

LEN = 512          # elements of every input array (power of two)
MAXBLOCK = 64
ACC = 16          # ints of the atomics array

# Precedence levels (smaller binds tighter), as in C++.
P_PRIMARY, P_POSTFIX, P_UNARY, P_MUL, P_ADD, P_SHIFT, P_REL, P_EQ = 0, 1, 2, 4, 5, 6, 8, 9
P_BAND, P_XOR, P_BOR, P_LAND, P_LOR, P_COND, P_ASSIGN, P_COMMA = 10, 11, 12, 13, 14, 15, 15, 16
BIN_PREC = {"*": P_MUL, "/": P_MUL, "%": P_MUL, "+": P_ADD, "-": P_ADD, "<<": P_SHIFT,
            ">>": P_SHIFT, "<": P_REL, ">": P_REL, "<=": P_REL, ">=": P_REL, "==": P_EQ,
            "!=": P_EQ, "&": P_BAND, "^": P_XOR, "|": P_BOR, "&&": P_LAND, "||": P_LOR}


@dataclass
class Opts:
    """Feature switches; the ``avoid_*`` ones dodge known, tracked translator bugs."""
    structs: bool = True
    classes: bool = True
    templates: bool = True
    lambdas: bool = True
    shared: bool = True
    atomics: bool = True
    math: bool = True
    half: bool = True
    avoid_float_cond: bool = False      # float as a condition / operand of ! && ||
    avoid_class_braced_init: bool = False  # braced base/member initialisers, DMI + ctor

    @staticmethod
    def parse(spec: str) -> "Opts":
        o = Opts()
        for item in filter(None, (spec or "").split(",")):
            neg = item.startswith("no-")
            name = item[3:] if neg else item
            name = name.replace("-", "_")
            if not hasattr(o, name):
                raise SystemExit(f"unknown generator option {item!r}")
            setattr(o, name, not neg)
        return o


@dataclass
class E:
    """An expression: text, C++ type, precedence; approx = depends on a math call."""
    text: str
    ty: T
    prec: int = P_PRIMARY
    approx: bool = False


@dataclass
class Var:
    name: str
    ty: T
    mutable: bool = True
    approx: bool = False


@dataclass
class Program:
    name: str           # kernel name
    source: str
    nout: int           # integer slots per thread
    noutf: int          # floating slots per thread
    grid: int
    block: int
    scalars: list       # (type name, python value)
    barrier: bool
    approx: bool        # some float slot depends on a math call


def paren(e: E) -> str:
    return "(" + e.text + ")"


def starts_like_type(text: str) -> bool:
    return re.match(r"^[A-Za-z_][\w ]*\(", text) is not None


def direct_init(text: str) -> str:
    """`T v(text)`: parenthesised when it starts `type(`, or C++ reads `T v(T(float(x)))`
    as a function declaration (the most vexing parse)."""
    return "(" + text + ")" if starts_like_type(text) else text


def functional_cast(t: str, text: str) -> str:
    """`t(text)`, braced when text starts `type(`: in parentheses `(t(float(x))) - y`
    is a cast to the function type `t(float)` ([dcl.ambig.res]), `(t{float(x)})` is not."""
    return f"{t}{{{text}}}" if starts_like_type(text) else f"{t}({text})"


class Gen:
    def __init__(self, seed: int, index: int, prefix: str, opts: Opts):
        self.r = random.Random(f"{seed}:{index}")
        self.p = prefix
        self.o = opts
        self.top: List[str] = []     # helper definitions, in order
        self.scopes: List[List[Var]] = []
        self.nout = 0
        self.noutf = 0
        self.counter = 0
        self.depth_budget = 0
        self.funcs = []               # (name, ret T, [param T], kind)
        self.ref_funcs = []           # functions that write through a reference parameter
        self.acc_next = 0             # next free slot of the atomics array
        self.structs = []             # (name, [(field, T)])
        self.approx_used = False
        self.barrier = False
        self.in_kernel = False
        self.loop_depth = 0
        self.half_funcs = []          # (name, arity) of functions on __half
        self.half_used = False

    # ------------------------------------------------------------------ utils
    def fresh(self, base="v"):
        self.counter += 1
        return f"{self.p}{base}{self.counter}"

    def chance(self, p):
        return self.r.random() < p

    def pick(self, xs):
        return self.r.choice(xs)

    def vars(self, pred=lambda v: True):
        """Variables in scope of the arithmetic types (__half ones: hvars)."""
        return [v for s in self.scopes for v in s if v.ty is not HALF and pred(v)]

    def hvars(self):
        return [v for s in self.scopes for v in s if v.ty is HALF]

    def wrap(self, e: E, prec: int, right=False) -> str:
        """e's text as an operand of an operator of precedence prec."""
        need = e.prec > prec or (right and e.prec == prec)
        if need or self.chance(0.08):
            return paren(e)
        return e.text

    def cast_text(self, t: T, e: E) -> E:
        """An explicit conversion of e to t in one of C++'s spellings."""
        k = self.r.randrange(4)
        if k == 0:
            return E(f"static_cast<{t.name}>({e.text})", t, P_POSTFIX, e.approx)
        if k == 1:
            alias = t.alias if t.alias == t.name else self.p + "t_" + t.alias
            return E(f"{alias}({e.text})", t, P_POSTFIX, e.approx)
        return E(f"({t.name}){self.wrap(e, P_UNARY)}", t, P_UNARY, e.approx)

    # ---------------------------------------------------------- conversions
    def small(self, e: E) -> E:
        """e, or a leaf of the same type when e's text is long (guards repeat it)."""
        if len(e.text) <= 70:
            return e
        vs = self.vars(lambda v: v.ty is e.ty)
        if vs:
            v = self.pick(vs)
            return E(v.name, v.ty)
        return self.lit(e.ty)

    def float_to_int(self, e: E, t: T) -> E:
        """e (floating) converted to integer type t with a range guard, in varied shapes."""
        e = self.small(e)
        lo, hi = t.range()
        lo, hi = max(lo, -(1 << 40)), min(hi, 1 << 40)
        if t is BOOL:
            return E(f"{self.wrap(e, P_EQ)} != 0", BOOL, P_EQ)
        ft = e.ty
        lo_t, hi_t = literal(ft, float(lo)), literal(ft, float(hi))
        x = self.wrap(e, P_REL)
        cond = f"{x} > {lo_t} && {x} < {hi_t}"
        k = self.r.randrange(3)
        if k == 0:
            c = self.cast_text(t, e)
            return E(f"{cond} ? {c.text} : {literal(t, 0)}", t, P_COND)
        if k == 1:
            # implicit conversion after the selection
            inner = E(f"({cond} ? {e.text} : {literal(ft, 0.0)})", ft, P_PRIMARY)
            return self.cast_text(t, inner)
        return E(f"{cond} ? {self.wrap(E(self.cast_text(t, e).text, t, P_UNARY), P_COND)} : {literal(t, 0)}",
                 t, P_COND)

    def convert(self, e: E, t: T, explicit=False) -> E:
        """e made safe to convert to t (implicitly, unless explicit)."""
        if e.ty.is_float and t.is_int:
            if e.approx:
                raise AssertionError("approx value reaching an integer")
            return self.float_to_int(e, t)
        if explicit or (self.chance(0.3) and e.ty is not t):
            return self.cast_text(t, e)
        return e

    # ---------------------------------------------------------- expressions
    def leaf(self, want: Optional[T], allow_approx=True) -> E:
        r = self.r.random()
        cands = self.vars(lambda v: allow_approx or not v.approx)
        if r < 0.45 and cands:
            v = self.pick(cands)
            return E(v.name, v.ty, P_PRIMARY, v.approx)
        if r < 0.65 and self.in_kernel:
            return self.array_read()
        t = want if want is not None and self.chance(0.5) else self.pick(ALL)
        return self.lit(t)

    def lit(self, t: T) -> E:
        if t.is_float:
            v = self.pick([0.0, -0.0, 1.0, 0.5, -2.25, 3.0e3, 1e-3, 123.456, -7.0, 1e10])
            if self.chance(0.5):
                v = round(self.r.uniform(-100, 100), self.r.randrange(0, 5))
            txt = literal(t, v)
            return E(txt, t, P_UNARY if txt.startswith("-") else P_PRIMARY)
        lo, hi = t.range()
        v = self.pick([lo, hi, 0, 1, lo + 1, hi - 1, self.r.randint(lo, hi),
                       self.r.randint(max(lo, -100), min(hi, 100))])
        txt = literal(t, v)
        prec = P_PRIMARY
        if txt.startswith("-"):
            prec = P_UNARY
        elif txt.startswith("(") and not txt.startswith("(-"):
            prec = P_UNARY
        return E(txt, t, prec)

    def array_read(self) -> E:
        k = self.r.randrange(8)
        idx = self.index_expr(LEN)
        arr, t = self.pick([("ia", INT), ("fa", FLOAT), ("da", DOUBLE), ("ua", UINT)])
        arr = self.p + arr if arr == "ua" else arr
        if arr.endswith("ua"):
            # signed/unsigned aliasing through reinterpret_cast
            return E(f"reinterpret_cast<const unsigned*>(ia)[{idx}]", UINT, P_POSTFIX)
        if k == 0:
            return E(f"*({arr} + {idx})", t, P_UNARY)
        if k == 1 and t is INT:
            return E(f"*(const unsigned char*)({arr} + {idx})", UCHAR, P_UNARY)
        if k == 2:
            return E(f"{idx}[{arr}]", t, P_POSTFIX)
        return E(f"{arr}[{idx}]", t, P_POSTFIX)

    def index_expr(self, n: int) -> str:
        """An integer expression in [0, n) (n a power of two)."""
        e = self.int_expr(None, 1)
        k = self.r.randrange(3)
        if k == 0:
            return f"({self.wrap(e, P_BAND)} & {n - 1})"
        if k == 1:
            return f"((unsigned)({e.text}) % {n}u)"
        return f"(({self.wrap(e, P_BAND)}) & {n - 1}u)"

    def int_expr(self, want: Optional[T], depth: int) -> E:
        e = self.expr(want, depth)
        if e.ty.is_float:
            e = self.float_to_int(e, want or self.pick([INT, LLONG, UINT, SHORT]))
        return e

    def expr(self, want: Optional[T], depth: int, allow_approx=True) -> E:
        if depth <= 0 or self.chance(0.15):
            return self.leaf(want, allow_approx)
        k = self.r.random()
        if k < 0.45:
            return self.binary(depth)
        if k < 0.55:
            return self.unary(depth)
        if k < 0.65:
            return self.cond_expr(depth)
        if k < 0.75:
            e = self.expr(None, depth - 1)
            t = self.pick(ALL)
            return self.convert(e, t, explicit=True)
        if k < 0.83 and self.funcs:
            return self.call(depth)
        if k < 0.88:
            return self.intrinsic(depth)
        return self.leaf(want, allow_approx)

    def cond_of(self, e: E) -> E:
        """e used as a condition (with float conditions avoided on request)."""
        if e.ty.is_float and self.o.avoid_float_cond:
            return E(f"{self.wrap(e, P_EQ)} != 0", BOOL, P_EQ)
        return e

    def unary(self, depth) -> E:
        e = self.expr(None, depth - 1)
        if e.text[0] in "+-":
            e = E(paren(e), e.ty)
        t = promote(e.ty)
        k = self.r.randrange(5)
        if k == 0:
            c = self.cond_of(e)
            return E(f"!{self.wrap(c, P_UNARY)}", BOOL, P_UNARY)
        if k == 1 and t.is_int:
            return E(f"~{self.wrap(e, P_UNARY)}", t, P_UNARY)
        if k == 2:
            if t.is_float or not t.signed or e.ty.rank < INT.rank:
                return E(f"-{self.wrap(e, P_UNARY)}", t, P_UNARY)
            # signed int/long: negate a value made small
            return E(f"-({self.wrap(e, P_MUL)} % 1024)", t, P_UNARY)
        if k == 3:
            return E(f"+{self.wrap(e, P_UNARY)}", t, P_UNARY)
        return E(f"({e.text})", e.ty, P_PRIMARY)

    def binary(self, depth) -> E:
        op = self.pick(["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "<", ">", "<=",
                        ">=", "==", "!=", "&&", "||", "+", "-", "*"])
        a = self.expr(None, depth - 1)
        b = self.expr(None, depth - 1)
        p = BIN_PREC[op]
        if op in ("&&", "||"):
            a, b = self.cond_of(a), self.cond_of(b)
            return E(f"{self.wrap(a, p)} {op} {self.wrap(b, p, True)}", BOOL, p)
        if op in ("<", ">", "<=", ">=", "==", "!="):
            return E(f"{self.wrap(a, p)} {op} {self.wrap(b, p, True)}", BOOL, p)
        if op in ("&", "|", "^", "%", "<<", ">>") and a.ty.is_float:
            a = self.float_to_int(a, self.pick([INT, UINT, LLONG, USHORT]))
        if op in ("&", "|", "^", "%", "<<", ">>") and b.ty.is_float:
            b = self.float_to_int(b, self.pick([INT, UINT, LLONG, CHAR]))
        if op in ("&", "|", "^"):
            return E(f"{self.wrap(a, p)} {op} {self.wrap(b, p, True)}", common(a.ty, b.ty), p)
        if op in ("<<", ">>"):
            return self.shift(op, a, b)
        r = common(a.ty, b.ty)
        if op in ("/", "%"):
            if r.is_float:
                return E(f"{self.wrap(a, p)} / {self.wrap(b, p, True)}", r, p)
            a, b = self.small(a), self.small(b)
            bt = self.wrap(b, P_EQ)
            raw = f"{self.wrap(a, p)} {op} {self.wrap(b, p, True)}"
            k = self.r.randrange(3)
            if k == 0:
                guard = f"{bt} == 0" if not r.signed else f"{bt} == 0 || {bt} == -1"
                return E(f"{guard} ? {self.wrap(a, P_COND)} : {raw}", common(a.ty, r), P_COND)
            if k == 1:
                d = E(f"({self.wrap(b, P_BAND)} & 15) + 1", common(b.ty, INT), P_ADD)
                return E(f"{self.wrap(a, p)} {op} {self.wrap(d, p, True)}", common(a.ty, d.ty), p)
            guard = f"{bt} != 0" if not r.signed else f"{bt} != 0 && {bt} != -1"
            return E(f"({guard}) ? {raw} : {literal(r, 7)}", r, P_COND)
        # + - *
        if r.is_float or not r.signed:
            return E(f"{self.wrap(a, p)} {op} {self.wrap(b, p, True)}", r, p)
        narrow = a.ty.rank < INT.rank and b.ty.rank < INT.rank
        if narrow and (op != "*" or not (a.ty is USHORT and b.ty is USHORT)):
            return E(f"{self.wrap(a, p)} {op} {self.wrap(b, p, True)}", r, p)
        if self.chance(0.5):
            am = E(f"{self.wrap(a, P_MUL)} % 1024", common(a.ty, INT), P_MUL)
            bm = E(f"{self.wrap(b, P_MUL)} % 1024", common(b.ty, INT), P_MUL)
            return E(f"{self.wrap(am, p)} {op} {self.wrap(bm, p, True)}", common(am.ty, bm.ty), p)
        u = UNSIGNED_OF[r]
        ua, ub = self.cast_text(u, a), self.cast_text(u, b)
        inner = E(f"{self.wrap(ua, p)} {op} {self.wrap(ub, p, True)}", u, p)
        return self.cast_text(r, E(paren(inner), u, P_PRIMARY))

    def shift(self, op, a: E, b: E) -> E:
        t = promote(a.ty)
        w = t.bits
        cnt = E(f"{self.wrap(b, P_BAND)} & {w - 1}", common(b.ty, INT), P_BAND)
        if op == "<<" and t.signed:
            u = UNSIGNED_OF[t]
            ua = self.cast_text(u, a)
            inner = E(f"{self.wrap(ua, P_SHIFT)} << {self.wrap(cnt, P_SHIFT, True)}", u, P_SHIFT)
            if self.chance(0.5):
                return inner
            return self.cast_text(t, E(paren(inner), u))
        return E(f"{self.wrap(a, P_SHIFT)} {op} {self.wrap(cnt, P_SHIFT, True)}", t, P_SHIFT)

    def cond_expr(self, depth) -> E:
        c = self.cond_of(self.expr(None, depth - 1))
        a = self.expr(None, depth - 1)
        b = self.expr(None, depth - 1)
        if a.ty.is_float != b.ty.is_float and self.chance(0.5):
            # mixed arms: convert the float one to keep it integral sometimes
            if a.ty.is_float:
                a = self.float_to_int(a, b.ty if b.ty.is_int else INT)
            else:
                b = self.float_to_int(b, a.ty if a.ty.is_int else INT)
        t = common(a.ty, b.ty) if not (a.ty is b.ty) else a.ty
        return E(f"{self.wrap(c, P_LOR)} ? {self.wrap(a, P_COMMA)} : {self.wrap(b, P_ASSIGN, False)}",
                 t, P_COND)

    def intrinsic(self, depth) -> E:
        a = self.int_expr(None, depth - 1)
        k = self.r.randrange(6)
        if k == 0:
            t = self.pick([INT, UINT, LLONG, ULLONG, FLOAT, DOUBLE])
            b = self.expr(None, depth - 1)
            b = self.convert(b, t, explicit=True)
            a2 = self.convert(a, t, explicit=True)
            return E(f"{self.pick(['min', 'max'])}({a2.text}, {b.text})", t, P_POSTFIX)
        if k == 1:
            return E(f"__popc({self.cast_text(UINT, a).text})", INT, P_POSTFIX)
        if k == 2:
            return E(f"__brev({self.cast_text(UINT, a).text})", UINT, P_POSTFIX)
        if k == 3:
            return E(f"__clz({self.cast_text(INT, a).text})", INT, P_POSTFIX)
        if k == 4:
            return E(f"abs({self.cast_text(INT, E(paren(a), a.ty)).text} % 100000)", INT, P_POSTFIX)
        return E(f"__ffs({self.cast_text(INT, a).text})", INT, P_POSTFIX)

    def math_call(self, depth) -> E:
        """A math function on an argument inside its safe domain; the result is approximate."""
        self.approx_used = True
        x = self.expr(FLOAT, depth - 1)
        if x.ty.is_int:
            x = self.cast_text(FLOAT, E(f"{self.wrap(x, P_MUL)} % 1000", common(x.ty, INT), P_MUL))
        dbl = x.ty is DOUBLE
        s = "" if dbl else "f"
        clamp = f"fmin{s}(fmax{s}({x.text}, {literal(x.ty, -50.0)}), {literal(x.ty, 50.0)})"
        fn = self.pick(["sin", "cos", "exp", "log", "sqrt", "tanh", "atan", "cbrt", "log2",
                        "exp2", "floor", "ceil", "fabs", "trunc", "rint", "hypot", "atan2",
                        "pow"])
        if fn in ("log", "sqrt", "log2"):
            arg = f"fabs{s}({clamp}) + {literal(x.ty, 0.5)}"
        elif fn in ("exp", "exp2"):
            arg = clamp
        elif fn in ("hypot", "atan2"):
            return E(f"{fn}{s}({clamp}, {literal(x.ty, 1.5)})", x.ty, P_POSTFIX, True)
        elif fn == "pow":
            return E(f"pow{s}(fabs{s}({clamp}) * {literal(x.ty, 0.1)} + {literal(x.ty, 0.5)}, "
                     f"{literal(x.ty, 1.75)})", x.ty, P_POSTFIX, True)
        else:
            arg = clamp
        return E(f"{fn}{s}({arg})", x.ty, P_POSTFIX, True)

    def call(self, depth) -> E:
        name, ret, params, kind = self.pick(self.funcs)
        args = []
        for pt in params:
            a = self.expr(pt, depth - 1)
            args.append(self.convert(a, pt, explicit=kind != "plain").text)
        return E(f"{name}({', '.join(args)})", ret, P_POSTFIX)

    def ref_call(self, ind) -> List[str]:
        """`T t = e; R r = f(t, ...);`: the callee writes t through a reference."""
        name, ret, params, kind = self.pick(self.ref_funcs)
        lines, args, new = [], [], []
        for pt in params:
            if isinstance(pt, tuple):
                tmp = self.fresh("t")
                e = self.convert(self.expr(pt[1], 2), pt[1])
                lines.append(f"{ind}{pt[1].name} {tmp} = {e.text};")
                new.append(Var(tmp, pt[1]))
                args.append(tmp)
            else:
                args.append(self.convert(self.expr(pt, 2), pt, explicit=kind != "plain").text)
        r = self.fresh("r")
        lines.append(f"{ind}{ret.name} {r} = {name}({', '.join(args)});")
        self.scopes[-1] += new + [Var(r, ret)]
        return lines

    # ---------------------------------------------------------- statements
    def emit_out(self, e: E, ind) -> List[str]:
        if e.ty is HALF:
            e = self.half_to_float(e)
        if e.ty.is_float:
            k = self.noutf
            self.noutf += 1
            return [f"{ind}outf[tid * NOUTF + {k}] = {e.text};"]
        k = self.nout
        self.nout += 1
        c = self.cast_text(ULLONG, e) if self.chance(0.5) else e
        return [f"{ind}out[tid * NOUT + {k}] = {c.text};"]

    def decl(self, ind, t=None) -> List[str]:
        t = t or self.pick(ALL)
        name = self.fresh("v")
        e = self.convert(self.expr(t, self.r.randint(1, 4)), t)
        k = self.r.randrange(4)
        if k == 0:
            line = f"{ind}{t.name} {name} = {e.text};"
        elif k == 1:
            line = f"{ind}{t.name} {name}({direct_init(e.text)});"
        elif k == 2:
            line = f"{ind}{t.name} {name}{{{self.cast_text(t, e).text}}};"
        else:
            line = f"{ind}{t.name} {name} = {e.text}, {name}b = {name};"
            self.scopes[-1].append(Var(name + "b", t))
        self.scopes[-1].append(Var(name, t))
        return [line]

    def assign(self, ind) -> List[str]:
        vs = self.vars(lambda v: v.mutable and not v.approx)
        if not vs:
            return self.decl(ind)
        v = self.pick(vs)
        t = v.ty
        k = self.r.randrange(6)
        if k == 0:
            return [f"{ind}{v.name} = {self.convert(self.expr(t, 3), t).text};"]
        if k == 1 and (t.is_float or (not t.signed and t.rank >= INT.rank) or t.rank < INT.rank) \
                and t is not BOOL:
            if t.rank < INT.rank and (t.signed or self.chance(0.5)):
                op = self.pick(["++", "--"])
            else:
                op = self.pick(["++", "--"])
            return [f"{ind}{op}{v.name};" if self.chance(0.5) else f"{ind}{v.name}{op};"]
        if k == 2:
            others = [w for w in vs if w.name != v.name and w.ty.is_int]
            if others and t.is_int:
                w = self.pick(others)
                ca = self.compound(v)
                e2 = self.convert(self.expr(w.ty, 2), w.ty)
                return [f"{ind}{w.name} = ({ca}, {e2.text});"]
        if k == 3 and t.is_int and t is not BOOL and (not t.signed or t.rank < INT.rank):
            others = [w for w in vs if w.name != v.name and not w.ty.is_float]
            if others:
                w = self.pick(others)
                c = self.cond_of(self.expr(None, 2))
                e = self.convert(self.expr(w.ty, 2), w.ty)
                inc = self.pick([f"{v.name}++", f"++{v.name}", f"{v.name}--"])
                return [f"{ind}{w.name} = {self.wrap(c, P_LOR)} ? {inc} : {self.wrap(e, P_ASSIGN)};"]
        return [f"{ind}{self.compound(v)};"]

    def compound(self, v: Var) -> str:
        t = v.ty
        if t.is_float:
            op = self.pick(["+=", "-=", "*=", "/="])
            e = self.expr(None, 2)
            if e.approx:
                e = self.lit(FLOAT)
            return f"{v.name} {op} {self.wrap(e, P_ASSIGN)}"
        e = self.int_expr(None, 2)
        if t is BOOL:
            op = self.pick(["&=", "|=", "^="])
            return f"{v.name} {op} {self.wrap(self.cast_text(BOOL, e), P_ASSIGN)}"
        ops = ["&=", "|=", "^=", ">>=", "/=", "%="]
        if not t.signed or t.rank < INT.rank:
            ops += ["+=", "-=", "*=", "+=", "-="]
        if not t.signed:
            ops.append("<<=")
        op = self.pick(ops)
        w = promote(t).bits
        if op in (">>=", "<<="):
            cnt = E(f"{self.wrap(e, P_BAND)} & {(15 if t.rank < INT.rank and op == '<<=' else w - 1)}",
                    common(e.ty, INT), P_BAND)
            return f"{v.name} {op} {self.wrap(cnt, P_ASSIGN)}"
        if op in ("/=", "%="):
            d = E(f"({self.wrap(e, P_BAND)} & 15) + 1", common(e.ty, INT), P_ADD)
            return f"{v.name} {op} {self.wrap(d, P_ASSIGN)}"
        if op in ("+=", "-=", "*="):
            if t.rank < INT.rank:
                cast_to = UCHAR if (t is USHORT and op == "*=") else t
                if e.ty.rank >= INT.rank or e.ty is USHORT or cast_to is UCHAR:
                    e = self.cast_text(cast_to, e)
            elif common(t, e.ty).signed or common(t, e.ty) is not t:
                e = self.cast_text(t, e)
        return f"{v.name} {op} {self.wrap(e, P_ASSIGN)}"

    def block(self, ind, n, extra=None) -> List[str]:
        self.scopes.append(list(extra or []))
        lines = []
        for _ in range(n):
            lines += self.stmt(ind)
        # everything declared here reaches an output before it goes out of scope
        for v in self.scopes[-1]:
            if self.chance(0.7) or not self.loop_depth:
                lines += self.emit_out(E(v.name, v.ty, P_PRIMARY, v.approx), ind)
        self.scopes.pop()
        return lines

    def stmt(self, ind) -> List[str]:
        self.depth_budget += 1
        k = self.r.random()
        deep = self.depth_budget > 40 or len(ind) > 12
        if self.o.half and self.chance(0.07):
            return self.half_stmt(ind)
        if k < 0.22 or (deep and k < 0.5):
            return self.decl(ind)
        if k < 0.45 or deep:
            return self.assign(ind)
        if k < 0.52:
            if self.o.math and self.chance(0.4):
                e = self.math_call(2)
                if self.chance(0.5):
                    o = self.expr(e.ty, 2)
                    if o.ty.is_float:
                        e = E(f"{self.wrap(e, P_ADD)} {self.pick(['+', '*'])} {self.wrap(o, P_ADD, True)}",
                              common(e.ty, o.ty), P_ADD, True)
                self.approx_used = True
                return self.emit_out(e, ind)
            return self.emit_out(self.expr(None, 3), ind)
        if k < 0.57 and self.ref_funcs:
            return self.ref_call(ind)
        if k < 0.62:
            return self.if_stmt(ind)
        if k < 0.72:
            return self.loop(ind)
        if k < 0.77:
            return self.switch(ind)
        if k < 0.83:
            return self.local_array(ind)
        if k < 0.88 and self.structs:
            return self.struct_stmt(ind)
        if k < 0.92 and self.o.lambdas:
            return self.lambda_stmt(ind)
        if k < 0.96 and self.loop_depth and self.chance(0.6):
            c = self.cond_of(self.expr(None, 2))
            return [f"{ind}if ({c.text}) {self.pick(['break', 'continue'])};"]
        return self.decl(ind)

    def if_stmt(self, ind) -> List[str]:
        c = self.cond_of(self.expr(None, 3))
        lines = [f"{ind}if ({c.text}) {{"] + self.block(ind + "  ", self.r.randint(1, 3))
        if self.chance(0.5):
            lines += [f"{ind}}} else {{"] + self.block(ind + "  ", self.r.randint(1, 3))
        return lines + [f"{ind}}}"]

    def loop(self, ind) -> List[str]:
        i = self.fresh("i")
        n = self.r.randint(0, 6)
        k = self.r.randrange(3)
        self.loop_depth += 1
        iv = Var(i, INT, mutable=False)
        if k == 0:
            lines = [f"{ind}for (int {i} = 0; {i} < {n}; {self.pick(['++' + i, i + '++', i + ' += 1'])}) {{"]
            lines += self.block(ind + "  ", self.r.randint(1, 4), [iv])
            lines.append(f"{ind}}}")
        elif k == 1:
            lines = [f"{ind}{{", f"{ind}  int {i} = {n};", f"{ind}  while ({i}-- > 0) {{"]
            lines += self.block(ind + "    ", self.r.randint(1, 4), [iv])
            lines += [f"{ind}  }}", f"{ind}}}"]
        else:
            lines = [f"{ind}{{", f"{ind}  unsigned {i} = 0;", f"{ind}  do {{"]
            ivu = Var(i, UINT, mutable=False)
            body = self.block(ind + "    ", self.r.randint(1, 3), [ivu])
            # `continue` in a do-while jumps to the condition: the counter moves there
            lines += body + [f"{ind}  }} while (++{i} < {max(n, 1)}u);", f"{ind}}}"]
        self.loop_depth -= 1
        return lines

    def switch(self, ind) -> List[str]:
        e = self.int_expr(None, 2)
        lines = [f"{ind}switch ({self.wrap(e, P_BAND)} & 7) {{"]
        cases = sorted(self.r.sample(range(8), self.r.randint(1, 4)))
        saved = self.loop_depth
        for c in cases:
            lines.append(f"{ind}case {c}: {{")
            self.loop_depth = 0   # a `continue` here would leave the switch; keep it simple
            lines += self.block(ind + "  ", self.r.randint(1, 2))
            lines.append(f"{ind}}}" + (" break;" if self.chance(0.7) else ""))
        if self.chance(0.6):
            lines.append(f"{ind}default:")
            lines += self.block(ind + "  ", 1)
            lines.append(f"{ind}  break;")
        self.loop_depth = saved
        return lines + [f"{ind}}}"]

    def local_array(self, ind) -> List[str]:
        t = self.pick(ALL)
        name = self.fresh("la")
        inits = [self.convert(self.expr(t, 1), t, explicit=True).text for _ in range(8)]
        lines = [f"{ind}{t.name} {name}[8] = {{{', '.join(inits)}}};"]
        for _ in range(self.r.randint(1, 3)):
            idx = self.int_expr(None, 1)
            val = self.convert(self.expr(t, 2), t)
            if self.chance(0.5):
                lines.append(f"{ind}{name}[{self.wrap(idx, P_BAND)} & 7] = {val.text};")
            else:
                p = self.fresh("p")
                lines.append(f"{ind}{t.name}* {p} = {name} + ({self.wrap(idx, P_BAND)} & 3);")
                idx2 = self.int_expr(None, 1)
                lines.append(f"{ind}{p}[{self.wrap(idx2, P_BAND)} & 3] = {val.text};")
                if self.chance(0.5):
                    lines.append(f"{ind}*{p}++ = {self.convert(self.expr(t, 1), t).text};")
                    lines.append(f"{ind}*--{p} += {literal(t, 1) if t is not BOOL else 'false'};"
                                 if t is not BOOL and (t.is_float or not t.signed or t.rank < INT.rank)
                                 else f"{ind}*{p} = {literal(t, 1)};")
        j = self.r.randrange(8)
        for i in range(8):
            if i == j or self.chance(0.5):
                lines += self.emit_out(E(f"{name}[{i}]", t, P_POSTFIX), ind)
        return lines

    # -------------------------------------------------------------- structs
    def make_struct(self):
        name = self.fresh("S")
        fields = [(f"f{i}", self.pick(ALL)) for i in range(self.r.randint(1, 4))]
        body = [f"struct {name} {{"] + [f"  {t.name} {f};" for f, t in fields] + ["};"]
        self.top.append("\n".join(body))
        self.structs.append((name, fields, "agg"))

    def make_class(self):
        """A class with a base, constructors, a method and operators."""
        base = self.fresh("B")
        cls = self.fresh("C")
        bt = self.pick([INT, UINT, LLONG, SHORT, FLOAT, DOUBLE])
        mt = self.pick([INT, UINT, ULLONG, UCHAR, DOUBLE])
        bodyb = [f"struct {base} {{", f"  {bt.name} b;",
                 f"  __device__ {base}() : b({literal(bt, 3 if bt.is_int else 1.5)}) {{}}",
                 f"  __device__ explicit {base}({bt.name} x) : b(x) {{}}",
                 f"  __device__ {bt.name} get() const {{ return b; }}", "};"]
        binit = self.pick(["{x}", "(x)"]) if not self.o.avoid_class_braced_init else "(x)"
        dmi = "" if self.o.avoid_class_braced_init else (" = " + literal(mt, 2) if self.chance(0.5) else "")
        m_int = mt.is_int
        madd = (f"{cls}(get(), static_cast<{mt.name}>(m + o.m))" if not (mt.is_int and mt.signed)
                else f"{cls}(get(), m ^ o.m)")
        bodyc = [f"class {cls} : public {base} {{", "public:",
                 f"  {mt.name} m{dmi};",
                 f"  __device__ {cls}() {{}}" if dmi else f"  __device__ {cls}() : m({literal(mt, 1)}) {{}}",
                 f"  __device__ {cls}({bt.name} x, {mt.name} y) : {base}{binit.replace('x', 'x')}, m(y) {{}}",
                 f"  __device__ {mt.name} sum() const {{ return m {'^' if m_int and mt.signed else '+'} ({mt.name})(b > 0 ? 1 : 0); }}",
                 f"  __device__ {cls} operator+(const {cls}& o) const {{ return {madd}; }}",
                 f"  __device__ {cls}& operator+=({mt.name} y) {{ m {'^' if m_int and mt.signed else '+'}= y; return *this; }}",
                 f"  __device__ bool operator<(const {cls}& o) const {{ return m < o.m; }}",
                 "};"]
        self.top.append("\n".join(bodyb))
        self.top.append("\n".join(bodyc))
        self.structs.append((cls, [("m", mt), ("b", bt)], ("cls", bt, mt)))

    def struct_stmt(self, ind) -> List[str]:
        name, fields, kind = self.pick(self.structs)
        v = self.fresh("s")
        lines = []
        if kind == "agg":
            inits = [self.convert(self.expr(t, 2), t, explicit=True).text for _, t in fields]
            form = self.r.randrange(3)
            if form == 0:
                lines.append(f"{ind}{name} {v} = {{{', '.join(inits)}}};")
            elif form == 1:
                lines.append(f"{ind}{name} {v}{{{', '.join(inits)}}};")
            else:
                lines.append(f"{ind}{name} {v};")
                for (f, t), x in zip(fields, inits):
                    lines.append(f"{ind}{v}.{f} = {x};")
            f, t = self.pick(fields)
            lines.append(f"{ind}{name} {v}c = {v};")
            lines.append(f"{ind}{v}c.{f} = {self.convert(self.expr(t, 2), t).text};")
            for f, t in fields:
                lines += self.emit_out(E(f"{v}.{f}", t, P_POSTFIX), ind)
                lines += self.emit_out(E(f"{v}c.{f}", t, P_POSTFIX), ind)
            if self.chance(0.4):
                p = self.fresh("ps")
                lines.append(f"{ind}{name}* {p} = &{v}c;")
                f, t = self.pick(fields)
                lines += self.emit_out(E(f"{p}->{f}", t, P_POSTFIX), ind)
            return lines
        _, bt, mt = kind
        x = self.convert(self.expr(bt, 2), bt, explicit=True).text
        y = self.convert(self.expr(mt, 2), mt, explicit=True).text
        form = self.r.randrange(4)
        if form == 0:
            lines.append(f"{ind}{name} {v}({x}, {y});")
        elif form == 1:
            lines.append(f"{ind}{name} {v}{{{x}, {y}}};")
        elif form == 2:
            lines.append(f"{ind}{name} {v} = {name}({x}, {y});")
        else:
            lines.append(f"{ind}{name} {v};")
        lines.append(f"{ind}{name} {v}2 = {v} + {name}({literal(bt, 1)}, {literal(mt, 5)});")
        lines.append(f"{ind}{v}2 += {literal(mt, 7)};")
        lines += self.emit_out(E(f"{v}2.sum()", mt, P_POSTFIX), ind)
        lines += self.emit_out(E(f"{v}.get()", bt, P_POSTFIX), ind)
        lines += self.emit_out(E(f"{v} < {v}2", BOOL, P_REL), ind)
        lines += self.emit_out(E(f"{v}2.m", mt, P_POSTFIX), ind)
        return lines

    # ----------------------------------------------------------------- half
    # CUDA's __half (cuda_fp16.h): its own small grammar, never mixed into the
    # arithmetic types' expressions (h + 1.0f is ambiguous in CUDA). Values
    # converted into half are exact (no math calls), so every result, NaN
    # bits and signed zeros included, is compared bit-exactly.

    def float_value(self, t: T) -> E:
        e = self.expr(t, 2)
        return e if e.ty is t else self.convert(e, t, explicit=True)

    def half_from_value(self) -> E:
        k = self.r.randrange(8)
        if k == 0:
            return E(f"__float2half({self.float_value(FLOAT).text})", HALF, P_POSTFIX)
        if k == 1:
            fn = self.pick(["__float2half_rz", "__float2half_ru", "__float2half_rd", "__float2half_rn"])
            return E(f"{fn}({self.float_value(FLOAT).text})", HALF, P_POSTFIX)
        if k == 2:
            return E(functional_cast("__half", self.float_value(FLOAT).text), HALF, P_POSTFIX)
        if k == 3:
            fn = self.pick(["__int2half_rn", "__int2half_rz"])
            return E(f"{fn}({self.float_value(INT).text})", HALF, P_POSTFIX)
        if k == 4:
            # any bit pattern: subnormals, infinities, NaNs with payloads
            bits = self.cast_text(USHORT, self.int_expr(None, 1))
            return E(f"__ushort_as_half({bits.text})", HALF, P_POSTFIX)
        if k == 5:
            return E(f"__double2half({self.float_value(DOUBLE).text})", HALF, P_POSTFIX)
        if self.chance(0.5):
            # infinities, NaNs with payloads (quiet and signalling), subnormals, -0
            bits = self.pick([0x7c00, 0xfc00, 0x7e01, 0x7d00, 0xfe00, 0x0001, 0x03ff, 0x8000, 0x7bff])
            return E(f"__ushort_as_half((unsigned short){bits:#06x})", HALF, P_POSTFIX)
        v = self.pick([0.0, -0.0, 1.0, 0.5, -2.25, 65504.0, 65520.0, 6e-8, 1e-4, 3.0e4, -7.0])
        return E(f"__float2half({literal(FLOAT, v)})", HALF, P_POSTFIX)

    def half_leaf(self) -> E:
        hv = self.hvars()
        if hv and self.chance(0.6):
            return E(self.pick(hv).name, HALF)
        if self.half_funcs and self.chance(0.2):
            name, arity = self.pick(self.half_funcs)
            args = ", ".join(self.half_expr(1).text for _ in range(arity))
            return E(f"{name}({args})", HALF, P_POSTFIX)
        return self.half_from_value()

    def half_expr(self, depth) -> E:
        if depth <= 0 or self.chance(0.25):
            return self.half_leaf()
        k = self.r.randrange(7)
        a, b = self.half_expr(depth - 1), self.half_expr(depth - 1)
        if k <= 1:
            op = self.pick(["+", "-", "*", "/"])
            p = BIN_PREC[op]
            return E(f"{self.wrap(a, p)} {op} {self.wrap(b, p, True)}", HALF, p)
        if k == 2:
            fn = self.pick(["__hadd", "__hsub", "__hmul", "__hdiv", "__hmax", "__hmin",
                            "__hadd_sat", "__hmul_sat"])
            return E(f"{fn}({a.text}, {b.text})", HALF, P_POSTFIX)
        if k == 3:
            c = self.half_expr(depth - 1)
            fn = self.pick(["__hfma", "__hfma_sat"])
            return E(f"{fn}({a.text}, {b.text}, {c.text})", HALF, P_POSTFIX)
        if k == 4:
            fn = self.pick(["__hneg", "__habs", "-"])
            if fn == "-":
                t = paren(a) if a.text[0] in "+-" else self.wrap(a, P_UNARY)
                return E(f"-{t}", HALF, P_UNARY)
            return E(f"{fn}({a.text})", HALF, P_POSTFIX)
        if k == 5:
            c = self.half_cmp(depth - 1)
            return E(f"{self.wrap(c, P_LOR)} ? {self.wrap(a, P_COMMA)} : {self.wrap(b, P_ASSIGN)}",
                     HALF, P_COND)
        return a

    def half_cmp(self, depth) -> E:
        a, b = self.half_expr(depth), self.half_expr(depth)
        if self.chance(0.5):
            op = self.pick(["<", ">", "<=", ">=", "==", "!="])
            p = BIN_PREC[op]
            return E(f"{self.wrap(a, p)} {op} {self.wrap(b, p, True)}", BOOL, p)
        if self.chance(0.2):
            return E(f"__hisnan({a.text})", BOOL, P_POSTFIX)
        fn = self.pick(["__heq", "__hne", "__hlt", "__hle", "__hgt", "__hge", "__hequ",
                        "__hneu", "__hltu", "__hgeu"])
        return E(f"{fn}({a.text}, {b.text})", BOOL, P_POSTFIX)

    def half_to_float(self, e: E) -> E:
        k = self.r.randrange(4)
        if k == 0:
            return E(f"__half2float({e.text})", FLOAT, P_POSTFIX)
        if k == 1:
            return E(f"(float){self.wrap(e, P_UNARY)}", FLOAT, P_UNARY)
        if k == 2:
            return E(f"static_cast<float>({e.text})", FLOAT, P_POSTFIX)
        return E(functional_cast("float", e.text), FLOAT, P_POSTFIX)

    def half_to_int(self, e: E) -> E:
        k = self.r.randrange(5)
        if k == 0:
            return E(f"__half2int_{self.pick(['rn', 'rz'])}({e.text})", INT, P_POSTFIX)
        if k == 1:
            return E(f"__half2short_rd({e.text})", SHORT, P_POSTFIX)
        if k == 2:
            return E(f"__half2ushort_ru({e.text})", USHORT, P_POSTFIX)
        if k == 3:
            return E(f"__hisinf({e.text})", INT, P_POSTFIX)
        # the bits: NaNs are CUDA's canonical 0x7fff, __hneg/__habs keep payloads
        return E(f"__half_as_ushort({e.text})", USHORT, P_POSTFIX)

    def half_stmt(self, ind) -> List[str]:
        self.half_used = True
        hv = [v for v in self.hvars() if v.mutable]
        k = self.r.randrange(5)
        if k == 0 and hv:
            v = self.pick(hv)
            op = self.pick(["=", "+=", "-=", "*=", "/="])
            return [f"{ind}{v.name} {op} {self.half_expr(2).text};"]
        if k == 1:
            e = self.half_expr(2)
            return self.emit_out(self.half_to_int(e), ind)
        if k == 2:
            return self.emit_out(self.half_cmp(1), ind) + self.emit_out(self.half_expr(2), ind)
        if k == 3:
            name = self.fresh("hl")
            inits = ", ".join(self.half_expr(1).text for _ in range(4))
            idx = self.int_expr(None, 1)
            lines = [f"{ind}__half {name}[4] = {{{inits}}};",
                     f"{ind}{name}[{self.wrap(idx, P_BAND)} & 3] = {self.half_expr(1).text};"]
            for i in range(4):
                lines += self.emit_out(E(f"{name}[{i}]", HALF, P_POSTFIX), ind)
            return lines
        name = self.fresh("h")
        form = self.r.randrange(4)
        if form == 0:
            line = f"{ind}__half {name} = {self.half_expr(2).text};"
        elif form == 1:
            line = f"{ind}__half {name}({direct_init(self.half_expr(2).text)});"
        elif form == 2:
            line = f"{ind}__half {name}{{{self.half_expr(2).text}}};"
        else:   # converting copy-initialisation from float
            line = f"{ind}__half {name} = {self.float_value(FLOAT).text};"
        self.scopes[-1].append(Var(name, HALF))
        return [line]

    def make_half_function(self):
        name = self.fresh("hf")
        self.scopes = [[Var("a", HALF, mutable=False), Var("b", HALF)]]
        self.in_kernel = False
        saved_nout = (self.nout, self.noutf)
        body = self.half_expr(2).text
        self.scopes = []
        self.nout, self.noutf = saved_nout
        if self.chance(0.3):
            self.top.append(f"template <class H>\n__device__ H {name}(const H& a, H b) {{ return {body}; }}")
            self.half_funcs.append((f"{name}<__half>", 2))
        else:
            self.top.append(f"__device__ __half {name}(__half a, const __half& b) {{ return {body}; }}")
            self.half_funcs.append((name, 2))

    # -------------------------------------------------------------- lambdas
    def lambda_stmt(self, ind) -> List[str]:
        name = self.fresh("lam")
        t = self.pick([INT, UINT, LLONG, DOUBLE, FLOAT, USHORT])
        cap = "[=]"   # ultima rejects by-reference captures (documented)
        self.scopes.append([Var("a", t, mutable=False)])
        body = self.convert(self.expr(t, 2), t)
        self.scopes.pop()
        lines = [f"{ind}auto {name} = {cap}({t.name} a) {{ return {self.cast_text(t, body).text}; }};"]
        arg = self.convert(self.expr(t, 2), t)
        lines += self.emit_out(E(f"{name}({arg.text})", t, P_POSTFIX), ind)
        return lines

    # ------------------------------------------------------------ functions
    def make_function(self):
        name = self.fresh("f")
        ret = self.pick(ALL)
        nparams = self.r.randint(0, 3)
        params = [self.pick(ALL) for _ in range(nparams)]
        refs = []
        ptext = []
        scope = []
        for i, pt in enumerate(params):
            if self.chance(0.2) and pt.is_int:
                ptext.append(f"{pt.name}& a{i}")
                refs.append(("ref", pt))
                scope.append(Var(f"a{i}", pt))
            elif self.chance(0.2):
                ptext.append(f"const {pt.name}& a{i}")
                refs.append(pt)
                scope.append(Var(f"a{i}", pt, mutable=False))
            else:
                ptext.append(f"{pt.name} a{i}")
                refs.append(pt)
                scope.append(Var(f"a{i}", pt))
        tmpl = self.o.templates and self.chance(0.3)
        if tmpl:
            scope.append(Var("k", INT, mutable=False))
        saved_nout = (self.nout, self.noutf)
        self.scopes = [scope]
        self.in_kernel = False
        body = []
        for _ in range(self.r.randint(0, 3)):
            body += self.fn_stmt("  ")
        r = self.convert(self.expr(ret, 3), ret)
        self.scopes = []
        self.nout, self.noutf = saved_nout
        head = f"__device__ {ret.name} {name}({', '.join(ptext)})"
        if tmpl:
            n = self.r.randint(1, 9)
            head = f"template <int N>\n__device__ {ret.name} {name}({', '.join(ptext)})"
            body.insert(0, f"  const int k = N;")
            call_name = f"{name}<{n}>"
        else:
            call_name = name
        self.top.append(head + " {\n" + "\n".join(body + [f"  return {r.text};"]) + "\n}")
        kind = "tmpl" if tmpl else "plain"
        entry = (call_name, ret, refs, kind)
        if any(isinstance(x, tuple) for x in refs):
            self.ref_funcs.append(entry)   # called only as a statement, on fresh temporaries
        else:
            self.funcs.append(entry)
        if self.o.templates and self.chance(0.3):
            # an overload pair: same name, different parameter types, exact-type calls
            on = self.fresh("ov")
            t1, t2 = self.pick([(INT, DOUBLE), (UINT, LLONG), (FLOAT, DOUBLE), (SHORT, INT)])
            self.top.append(f"__device__ {t1.name} {on}({t1.name} x) {{ return x + {literal(t1, 1)}; }}"
                            if not t1.signed or t1.is_float or t1.rank < INT.rank else
                            f"__device__ {t1.name} {on}({t1.name} x) {{ return x ^ {literal(t1, 5)}; }}")
            self.top.append(f"__device__ {t2.name} {on}({t2.name} x) {{ return x * {literal(t2, 2)}; }}"
                            if not t2.signed or t2.is_float else
                            f"__device__ {t2.name} {on}({t2.name} x) {{ return x % 1000 * 2; }}")
            self.funcs.append((on, t1, [t1], "ov"))
            self.funcs.append((on, t2, [t2], "ov"))

    def fn_stmt(self, ind):
        k = self.r.random()
        if k < 0.5:
            return self.decl(ind)
        return self.assign(ind)

    # ---------------------------------------------------------------- kernel
    def shared_phase(self, ind) -> List[str]:
        """A __shared__ array written by every thread, a barrier, and crossed reads."""
        self.barrier = True
        t = self.pick([INT, UINT, FLOAT, LLONG, SHORT])
        sh = self.fresh("sh")
        lines = [f"{ind}__shared__ {t.name} {sh}[{MAXBLOCK}];",
                 f"{ind}{sh}[threadIdx.x] = {self.convert(self.expr(t, 2), t).text};",
                 f"{ind}__syncthreads();"]
        off = self.r.randint(1, 7)
        v = self.fresh("v")
        lines.append(f"{ind}{t.name} {v} = {sh}[(threadIdx.x + {off}) % blockDim.x]"
                     f" {'+' if t.is_float or not t.signed else '^'} *({sh} + blockDim.x - 1 - threadIdx.x);")
        self.scopes[-1].append(Var(v, t))
        lines.append(f"{ind}__syncthreads();")
        return lines

    def atomics(self, ind) -> List[str]:
        lines = []
        op = self.pick(["atomicAdd", "atomicOr", "atomicXor", "atomicAnd", "atomicMax", "atomicMin"])
        t = self.pick([INT, UINT, ULLONG] if op in ("atomicAdd", "atomicOr", "atomicXor", "atomicAnd")
                      else [INT, UINT])
        val = self.convert(self.expr(t, 2), t)
        if self.chance(0.5) and self.o.shared:
            self.barrier = True
            sa = self.fresh("sacc")
            lines += [f"{ind}__shared__ {t.name} {sa};",
                      f"{ind}if (threadIdx.x == 0) {sa} = {literal(t, 0)};",
                      f"{ind}__syncthreads();",
                      f"{ind}{op}(&{sa}, {val.text});",
                      f"{ind}__syncthreads();"]
            lines += self.emit_out(E(sa, t), ind)
            lines.append(f"{ind}__syncthreads();")
            return lines
        # one slot per atomic statement: different operations on one word do not commute
        slot = (self.acc_next + 1) // 2 * 2 if t is ULLONG else self.acc_next
        if slot + 2 > ACC:
            return self.assign(ind)
        self.acc_next = slot + (2 if t is ULLONG else 1)
        ptr = {INT: "acc", UINT: "(unsigned*)acc", ULLONG: "(unsigned long long*)acc"}[t]
        if t is ULLONG:
            lines.append(f"{ind}{op}((unsigned long long*)(acc + {slot}), {val.text});")
        else:
            lines.append(f"{ind}{op}({ptr} + {slot}, {val.text});")
        return lines

    def kernel(self) -> str:
        self.in_kernel = True
        self.scopes = [[Var("tid", INT, mutable=False), Var("s0", INT, mutable=False),
                        Var("s1", UINT, mutable=False), Var("s2", FLOAT, mutable=False),
                        Var("s3", LLONG, mutable=False)]]
        body = ["  const int tid = blockIdx.x * blockDim.x + threadIdx.x;"]
        n = self.r.randint(3, 8)
        for i in range(n):
            if self.o.shared and self.chance(0.08):
                body += self.shared_phase("  ")
            elif self.o.atomics and self.chance(0.06):
                body += self.atomics("  ")
            else:
                body += self.stmt("  ")
        for v in self.scopes[0][5:]:
            body += self.emit_out(E(v.name, v.ty, P_PRIMARY, v.approx), "  ")
        self.scopes = []
        return body

    def program(self) -> Program:
        for t in ALL:
            if t.alias != t.name:
                self.top.append(f"typedef {t.name} {self.p}t_{t.alias};")
        if self.o.structs:
            for _ in range(self.r.randint(0, 2)):
                self.make_struct()
        if self.o.classes and self.chance(0.5):
            self.make_class()
        for _ in range(self.r.randint(0, 3)):
            self.make_function()
        if self.o.half and self.chance(0.2):
            self.make_half_function()
            self.half_used = True
        body = self.kernel()
        name = self.p + "kernel"
        nout, noutf = max(self.nout, 1), max(self.noutf, 1)
        src = ("#include <cuda_fp16.h>\n" if self.half_used else "") + "\n".join(self.top) + "\n"
        src += (f"__global__ void {name}(const int* ia, const float* fa, const double* da,\n"
                f"    unsigned long long* out, double* outf, int* acc, int s0, unsigned s1, float s2,\n"
                f"    long long s3) {{\n"
                f"  enum {{ NOUT = {nout}, NOUTF = {noutf} }};\n" + "\n".join(body) + "\n}\n")
        block = self.pick([1, 2, 7, 16, 32, 64, 33])
        grid = self.pick([1, 2, 3])
        scalars = [("int", self.pick([0, 1, -1, 7, -2147483648, 2147483647, self.r.randint(-1000, 1000)])),
                   ("unsigned", self.pick([0, 1, 4294967295, self.r.randint(0, 1 << 32 - 1)])),
                   ("float", self.pick([0.0, 1.5, -3.25, 1e6])),
                   ("long long", self.pick([0, -1, 123456789012, -(1 << 63), (1 << 63) - 1]))]
        return Program(name, src, nout, noutf, grid, block, scalars, self.barrier, self.approx_used)


def generate(seed: int, index: int, prefix: str, opts: Opts) -> Program:
    return Gen(seed, index, prefix, opts).program()


if __name__ == "__main__":
    import sys
    print(generate(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 0, "p0_",
                   Opts()).source)
