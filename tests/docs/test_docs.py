"""The README and docs/ say what holds: the claims a test can check."""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]


def test_no_shell_file_is_over_200_lines():
    long = {str(path.relative_to(REPO)): count for path in (REPO / "Sources/EmojiArtGtk").rglob("*.swift")
            if (count := len(path.read_text(encoding="utf-8").splitlines())) > 200}
    assert not long, f"the README promises no shell file over 200 lines: {long}"


def test_the_readme_stays_a_guide():
    lines = len((REPO / "README.md").read_text(encoding="utf-8").splitlines())
    assert lines <= 300, f"README.md has {lines} lines: move the details to docs/"


def test_every_link_between_pages_leads_somewhere():
    broken = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)#\s]*)(#[^)\s]*)?\)", text):
            path, anchor = target
            if path.startswith(("http://", "https://")):
                continue
            linked = (page.parent / path).resolve() if path else page
            if not linked.exists():
                broken.append(f"{page.name}: {path}")
            elif anchor and linked.suffix == ".md" and anchor[1:] not in anchors(linked):
                broken.append(f"{page.name}: {path}{anchor}")
    assert not broken, broken


def test_every_page_in_docs_is_linked_from_the_readme():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    unlinked = [page.name for page in PAGES[1:] if f"(docs/{page.name}" not in readme]
    assert not unlinked, f"not reachable from the README: {unlinked}"


def anchors(page):
    """GitHub's anchors for a page's headings: lower case, spaces to
    hyphens, punctuation dropped."""
    return {re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
            for heading in re.findall(r"^#+ (.*)$", page.read_text(encoding="utf-8"), re.MULTILINE)}
