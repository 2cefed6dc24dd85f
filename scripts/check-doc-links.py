#!/usr/bin/env python3
"""Checks that README.md and docs/ stand alone: every link and every *.md
file they name is a file of the repository that exists (and, for a link with
a #fragment into Markdown, a heading there). A path outside the repository
(../.., /abs/...) is an error even where such a file exists. Web links
(http:, https:, mailto:) are not checked.

Usage: check-doc-links.py [ROOT]   (default: the repository this script is in)
Prints one line per problem, "FILE:LINE: message", then "doc links ok" or
exits 1.
"""

import re
import sys
from pathlib import Path

WEB = re.compile(r"^(https?|mailto):", re.IGNORECASE)
FENCE = re.compile(r"^\s*(```|~~~)")
# [text](target) and ![alt](target); the target may carry a "title".
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
# A Markdown file named in prose or in `code`: design.md, docs/cli.md, ../x/y.md.
MD_NAME = re.compile(r"(?<![\w./-])((?:\.{1,2}/|/)?[\w.-]+(?:/[\w.-]+)*\.md)\b")


def github_slug(heading):
    """The anchor GitHub gives a heading: lower case, links and code reduced
    to their text, punctuation other than - and _ dropped, spaces to -."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def prose_lines(path):
    """(line number, text) of the lines outside fenced code blocks."""
    in_fence = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        if not in_fence:
            yield number, line


def anchors(path, cache={}):
    """The #fragments a link into `path` may use (a repeated heading's get -1, -2, ...)."""
    if path not in cache:
        slugs, counts = set(), {}
        for _, line in prose_lines(path):
            match = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if match:
                slug = github_slug(match.group(1))
                count = counts.get(slug, 0)
                counts[slug] = count + 1
                slugs.add(slug if count == 0 else f"{slug}-{count}")
        cache[path] = slugs
    return cache[path]


def inside(root, path):
    return path == root or root in path.parents


def check_target(root, doc, target):
    """None if `target` (a link in `doc`) is fine, else what is wrong."""
    if WEB.match(target):
        return None
    file_part, _, fragment = target.partition("#")
    if file_part.startswith("/"):
        return f"link '{target}' is an absolute path; link files of the repository relatively"
    resolved = (doc.parent / file_part).resolve() if file_part else doc
    if not inside(root, resolved):
        return f"link '{target}' points outside the repository"
    if not resolved.exists():
        return f"link '{target}': no such file in the repository"
    if fragment and resolved.suffix == ".md" and fragment not in anchors(resolved):
        return f"link '{target}': no heading with anchor #{fragment} in {resolved.relative_to(root)}"
    return None


def check_md_name(root, doc, name):
    """A *.md named outside a link must be a repository file, named relative
    to the document or to the repository root."""
    if name.startswith("/"):
        return f"'{name}' is an absolute path; documents must not name files outside the repository"
    for base in (doc.parent, root):
        candidate = (base / name).resolve()
        if inside(root, candidate) and candidate.is_file():
            return None
    return f"'{name}' is not a file of the repository"


def check_document(root, doc):
    problems = []
    for number, line in prose_lines(doc):
        for target in INLINE_LINK.findall(line):
            problems.append((number, check_target(root, doc, target)))
        match = REFERENCE_DEFINITION.match(line)
        if match:
            problems.append((number, check_target(root, doc, match.group(1))))
        # Named files: in prose (links removed) and in code spans.
        without_links = INLINE_LINK.sub(" ", line)
        for name in MD_NAME.findall(without_links):
            problems.append((number, check_md_name(root, doc, name)))
    where = doc.relative_to(root)
    return [f"{where}:{number}: {message}" for number, message in problems if message]


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent.parent).resolve()
    documents = [root / "README.md"] + sorted((root / "docs").rglob("*.md"))
    problems = []
    for doc in documents:
        if doc.is_file():
            problems += check_document(root, doc)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"doc links ok ({len(documents)} documents)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
