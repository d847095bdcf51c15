"""The README and the pages of docs/: the README stays a player's page of a few
screens with the two set-up commands, every page is reachable from it, and every
relative link points to a file (and a heading) that exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"

SET_UP_PLAY = ("python3 -m venv .venv && . .venv/bin/activate && python -m pip install . "
               "&& python -m game")
SET_UP_TESTS = ("python3 -m venv .venv && . .venv/bin/activate && python -m pip install -e "
                "'.[dev]' && python -m pytest -q")

_LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
_FENCE = re.compile(r"^(```|~~~)")


def _pages() -> list[Path]:
    return [README, *sorted(DOCS.glob("*.md"))]


def _prose(text: str) -> str:
    """The text outside fenced code blocks and inline code spans (a span may run
    onto the next line; its line breaks are kept)."""
    lines, fenced = [], False
    for line in text.splitlines():
        if _FENCE.match(line.lstrip()):
            fenced = not fenced
            continue
        if not fenced:
            lines.append(line)
    return re.sub(r"`[^`]*`", lambda m: "\n" * m.group().count("\n"), "\n".join(lines))


def _links(page: Path) -> list[str]:
    return _LINK.findall(_prose(page.read_text(encoding="utf-8")))


def _slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped,
    spaces as hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    headings = [line.lstrip("#").strip() for line in
                _prose(page.read_text(encoding="utf-8")).splitlines()
                if re.match(r"#{1,6} ", line)]
    return {_slug(h) for h in headings}


def _local(link: str) -> bool:
    return not re.match(r"[a-z][a-z0-9+.-]*:", link) and not link.startswith("//")


def test_readme_is_a_few_screens() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) < 300, f"README.md has {len(lines)} lines; move the rest to docs/"


def test_readme_has_the_two_set_up_commands() -> None:
    """The two commands a fresh machine needs, as .ci/run runs the second one's
    `python -m pytest -q`."""
    text = README.read_text(encoding="utf-8")
    assert SET_UP_PLAY in text
    assert SET_UP_TESTS in text
    assert "python -m pytest -q" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


@pytest.mark.parametrize("page", _pages(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_points_to_a_file_and_heading(page: Path) -> None:
    broken = []
    for link in _links(page):
        if not _local(link):
            continue
        path, _, anchor = link.partition("#")
        target = (page.parent / path).resolve() if path else page
        if not target.exists():
            broken.append(f"{link}: no such file")
        elif anchor and target.suffix == ".md" and anchor not in _anchors(target):
            broken.append(f"{link}: no such heading in {target.name}")
    assert not broken, f"{page.name}: " + "; ".join(broken)


def test_every_docs_page_is_linked_from_the_readme_or_the_index() -> None:
    linked = set()
    for page in (README, DOCS / "README.md"):
        for link in _links(page):
            path = link.partition("#")[0]
            if _local(link) and path:
                linked.add((page.parent / path).resolve())
    unlinked = [p.name for p in sorted(DOCS.glob("*.md"))
                if p.name != "README.md" and p.resolve() not in linked]
    assert not unlinked, f"docs pages linked from neither README.md nor docs/README.md: {unlinked}"
    assert (DOCS / "README.md").resolve() in linked


def test_the_readme_links_every_docs_page() -> None:
    """README's Further reading names every page, so a player needs one click."""
    linked = {(README.parent / link.partition("#")[0]).resolve()
              for link in _links(README) if _local(link) and link.partition("#")[0]}
    missing = [p.name for p in sorted(DOCS.glob("*.md"))
               if p.name != "README.md" and p.resolve() not in linked]
    assert not missing, f"README.md's Further reading lacks {missing}"


def test_position_text_example_is_the_golden_classic_position() -> None:
    """docs/position-text.md shows the golden Classic position verbatim, so the
    example changes when the position text does (tests/rules/test_golden.py)."""
    page = (DOCS / "position-text.md").read_text(encoding="utf-8")
    block = re.search(r"```text\n(.*?)```", page, re.S)
    assert block is not None
    golden = (ROOT / "tests" / "rules" / "golden" / "positions" / "classic.txt")
    assert block.group(1) == golden.read_text(encoding="utf-8")


def test_code_spans_hide_no_link() -> None:
    """A code span that runs onto the next line is skipped whole, and a link after
    it is still found."""
    text = "run `python -m\ngame --help` then [Testing](testing.md)\n```\n[x](nowhere.md)\n```\n"
    assert _LINK.findall(_prose(text)) == ["testing.md"]


def test_slug_is_githubs() -> None:
    assert _slug("The compiled engine") == "the-compiled-engine"
    assert _slug("Comparing computer levels: duplicate deals") == \
        "comparing-computer-levels-duplicate-deals"
    assert _slug("Hard's pile guard") == "hards-pile-guard"
    assert _slug("Normal in díszített kanaszta") == "normal-in-díszített-kanaszta"
