"""Scalar types of the differential generator and C++'s conversion rules.

The generator tracks the C++ type of every expression it builds so that it
can keep the program free of undefined behaviour (overflowing signed
arithmetic, out-of-range float->int conversions, oversized shifts); the
rules here are the ones of [conv.prom] and [expr.arith.conv] on an LP64
target, which is what both CUDA and the host oracle use.
"""

from __future__ import annotations


class T:
    """One scalar type: spelling, kind ('bool', 'int', 'float'), width, signedness, rank."""

    def __init__(self, name, kind, bits, signed, rank, alias):
        self.name = name
        self.kind = kind
        self.bits = bits
        self.signed = signed
        self.rank = rank
        self.alias = alias  # one-word typedef usable in functional casts

    def __repr__(self):
        return self.name

    @property
    def is_int(self):
        return self.kind in ("int", "bool")

    @property
    def is_float(self):
        return self.kind == "float"

    def range(self):
        if self.kind == "bool":
            return 0, 1
        if self.signed:
            return -(1 << (self.bits - 1)), (1 << (self.bits - 1)) - 1
        return 0, (1 << self.bits) - 1


BOOL = T("bool", "bool", 1, False, 0, "bool")
CHAR = T("char", "int", 8, True, 1, "char")
SCHAR = T("signed char", "int", 8, True, 1, "i8")
UCHAR = T("unsigned char", "int", 8, False, 1, "u8")
SHORT = T("short", "int", 16, True, 2, "short")
USHORT = T("unsigned short", "int", 16, False, 2, "u16")
INT = T("int", "int", 32, True, 3, "int")
UINT = T("unsigned", "int", 32, False, 3, "u32")
LONG = T("long", "int", 64, True, 4, "long")
ULONG = T("unsigned long", "int", 64, False, 4, "u64l")
LLONG = T("long long", "int", 64, True, 5, "i64")
ULLONG = T("unsigned long long", "int", 64, False, 5, "u64")
FLOAT = T("float", "float", 32, True, 10, "float")
DOUBLE = T("double", "float", 64, True, 11, "double")
# CUDA's __half: a class type with its own operators, never mixed into the
# arithmetic of the types above (gen.py builds its expressions separately).
HALF = T("__half", "half", 16, True, 9, "__half")

INTS = [BOOL, CHAR, SCHAR, UCHAR, SHORT, USHORT, INT, UINT, LONG, ULONG, LLONG, ULLONG]
FLOATS = [FLOAT, DOUBLE]
ALL = INTS + FLOATS
ALIASES = [t for t in ALL if " " in t.name or t.alias != t.name]

UNSIGNED_OF = {INT: UINT, UINT: UINT, LONG: ULONG, ULONG: ULONG, LLONG: ULLONG, ULLONG: ULLONG}


def promote(t: T) -> T:
    if t.is_float:
        return t
    if t.rank < INT.rank:
        return INT
    return t


def common(a: T, b: T) -> T:
    """The usual arithmetic conversions."""
    if DOUBLE in (a, b):
        return DOUBLE
    if FLOAT in (a, b):
        return FLOAT
    a, b = promote(a), promote(b)
    if a is b:
        return a
    if a.signed == b.signed:
        return a if a.rank > b.rank else b
    s, u = (a, b) if a.signed else (b, a)
    if u.rank >= s.rank:
        return u
    if s.bits > u.bits:
        return s
    return UNSIGNED_OF[s]


def literal(t: T, v) -> str:
    """A literal of type t with value v (ints) spelled as C++ and CUDA both read it."""
    if t is BOOL:
        return "true" if v else "false"
    if t.is_float:
        s = repr(float(v))
        if "e" not in s and "." not in s:
            s += ".0"
        return s + ("f" if t is FLOAT else "")
    lo, hi = t.range()
    assert lo <= v <= hi, (t, v)
    if t.bits <= 32 and t.signed:
        base = str(abs(v)) if v != lo or t.bits < 32 else "2147483647"
        if t is INT and v == lo:
            return "(-2147483647 - 1)"
        txt = base if v >= 0 else "-" + base
        return txt if t is INT else f"({t.name})({txt})"
    if t is UINT:
        return f"{v}u" if v < 1 << 31 or v % 3 else hex(v) + "u"
    if t.bits < 32:
        return f"({t.name}){v}"
    if t.signed:
        if v == lo:
            return "(-9223372036854775807LL - 1)" if t is LLONG else "(-9223372036854775807L - 1)"
        sfx = "LL" if t is LLONG else "L"
        return (str(v) + sfx) if v >= 0 else f"(-{-v}{sfx})"
    sfx = "ull" if t is ULLONG else "ul"
    return (hex(v) if v % 2 else str(v)) + sfx
