"""Writes a CUDA kernel nested N levels deep in one way (argv: SHAPE N).

sum      o[0] = a[0] + a[1] + ... (N terms)
unary    o[0] = ~~~...~a[0] (N operators)
ternary  o[0] = x == 0 ? 0 : x == 1 ? 1 : ... (N conditions)
elseif   if (x == 0) ... else if (x == 1) ... (N branches)
parens   o[0] = ((((a[0])))) (N pairs)
calls    o[0] = f(f(f(a[0]))) (N calls)
blocks   { { { o[0] = 1; } } } (N blocks)
"""
import sys

shape, n = sys.argv[1], int(sys.argv[2])
head = "__global__ void k(int *o, const int *a) {\n"
if shape == "sum":
    body = "  o[0] = " + " + ".join("a[%d]" % (i % 7) for i in range(n)) + ";\n"
elif shape == "unary":
    body = "  o[0] = " + "~" * n + "a[0];\n"
elif shape == "ternary":
    body = "  int x = a[0];\n  o[0] = " + "".join("x == %d ? %d : " % (i, i) for i in range(n)) + "0;\n"
elif shape == "elseif":
    body = "  int x = a[0];\n  " + " else ".join("if (x == %d) o[0] = %d;" % (i, i) for i in range(n)) + "\n"
elif shape == "parens":
    body = "  o[0] = " + "(" * n + "a[0]" + ")" * n + ";\n"
elif shape == "calls":
    head = "__device__ int f(int x) { return x + 1; }\n" + head
    body = "  o[0] = " + "f(" * n + "a[0]" + ")" * n + ";\n"
elif shape == "blocks":
    body = "  " + "{" * n + "o[0] = 1;" + "}" * n + "\n"
else:
    sys.exit("unknown shape " + shape)
sys.stdout.write(head + body + "}\n")
