"""The Python package imports one way (docs/architecture.md, "The Python
package"): ultima._kernels never imports ultima._arrays; no module of the
package imports another inside a function or after its first statement (an
import-order trick); the modules' imports have no cycle. Read from the
sources with ast, so the checks hold for code no test runs; the checker is
itself tested on a small package with each fault."""

import ast
import os
import subprocess
import sys
import textwrap

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.join(HERE, "..", "..", "runtime", "python", "ultima")
LOWER, UPPER = "_kernels", "_arrays"


def _module_name(root, path):
    rel = os.path.relpath(path, root)[:-3].split(os.sep)
    if rel[-1] == "__init__":
        rel = rel[:-1]
    return ".".join(["ultima"] + rel)


def _resolve(module, is_package, node):
    """The module names an import statement in module names (within ultima only)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name.split(".")[0] == "ultima"]
    if node.level == 0:
        base = node.module or ""
        if base.split(".")[0] != "ultima":
            return []
    else:
        parts = module.split(".")
        keep = len(parts) - node.level + (1 if is_package else 0)
        base = ".".join(parts[:keep] + ([node.module] if node.module else []))
    # `from . import x` names the submodule x; `from .m import f` names m.
    return [f"{base}.{a.name}" if node.module is None else base for a in node.names]


def check_package(root):
    """(errors, edges) for the package at root (its folder is `ultima`)."""
    modules, edges, errors = {}, {}, []
    for dirpath, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".py"):
                path = os.path.join(dirpath, name)
                modules[_module_name(root, path)] = (path, name == "__init__.py")
    for module, (path, is_package) in sorted(modules.items()):
        tree = ast.parse(open(path, encoding="utf-8").read(), path)
        top = set(id(n) for n in tree.body)
        seen_code = False
        for node in tree.body:
            is_import = isinstance(node, (ast.Import, ast.ImportFrom))
            docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            if is_import and seen_code and _resolve(module, is_package, node):
                errors.append(f"{module}:{node.lineno}: imports ultima's own modules after code")
            if not is_import and not docstring:
                seen_code = True
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            targets = [t for t in _resolve(module, is_package, node) if t != "ultima._ultima"]
            targets = [t for t in targets if t in modules or t.rsplit(".", 1)[0] in modules]
            if targets and id(node) not in top:
                errors.append(f"{module}:{node.lineno}: imports ultima's own modules inside "
                              "a function")
            for target in targets:
                target = target if target in modules else target.rsplit(".", 1)[0]
                if target == module or module.startswith(target + "."):
                    continue  # a package's own __init__ runs first, not a cycle
                edges.setdefault(module, set()).add(target)
                if f".{LOWER}" in module and f".{UPPER}" in target:
                    errors.append(f"{module}:{node.lineno}: the lower layer ({LOWER}) imports "
                                  f"the upper one ({target})")
    cycle = _find_cycle(edges)
    if cycle:
        errors.append("import cycle: " + " -> ".join(cycle))
    return errors, edges


def _find_cycle(edges):
    state, stack = {}, []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == "open":
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_package_imports_one_way():
    errors, edges = check_package(os.path.normpath(PACKAGE))
    assert errors == []
    # The layering is real: the upper layer does build on the lower one.
    assert any(".".join(["ultima", UPPER]) in m and any(f".{LOWER}" in t for t in targets)
               for m, targets in edges.items())


def _write(root, files):
    for rel, text in files.items():
        path = os.path.join(root, "ultima", rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(textwrap.dedent(text))
    return os.path.join(root, "ultima")


def test_checker_finds_each_fault(tmp_path):
    root = _write(str(tmp_path), {
        "__init__.py": "",
        "_kernels/__init__.py": "",
        "_kernels/call.py": "from .._arrays import ndarray\n",
        "_kernels/late.py": "x = 1\nfrom . import call\n",
        "_kernels/inner.py": "def f():\n    from .call import g\n",
        "_arrays/__init__.py": "",
        "_arrays/ndarray.py": "from . import ops\n",
        "_arrays/ops.py": "from .ndarray import ndarray\n",
    })
    errors, _ = check_package(root)
    text = "\n".join(errors)
    assert "ultima._kernels.call:1: the lower layer (_kernels) imports the upper one" in text
    assert "ultima._kernels.late:2: imports ultima's own modules after code" in text
    assert "ultima._kernels.inner:2: imports ultima's own modules inside a function" in text
    assert "import cycle: ultima._arrays.ndarray -> ultima._arrays.ops -> ultima._arrays.ndarray" \
        in text


@pytest.mark.parametrize("module", ["ultima._kernels.kernel_call", "ultima._kernels.raw_kernel",
                                    "ultima._arrays.ndarray", "ultima._arrays.kernels"])
def test_each_layer_imports_alone(module):
    """A module imported first, in a new process, with its package's modules
    imported in any order after it: nothing depends on import order."""
    build = os.path.join(HERE, "..", "..", "build", "python")
    code = (f"import importlib, {module}\n"
            "for m in ['ultima._arrays.kernels', 'ultima._kernels.device_array',\n"
            "          'ultima._arrays.operators', 'ultima._kernels.elementwise_kernel']:\n"
            "    importlib.import_module(m)\n"
            "import ultima\n"
            "print(type(ultima.asarray([1, 2]) + 1).__name__)\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        p for p in [os.environ.get("PYTHONPATH", ""), build] if p))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ndarray"
