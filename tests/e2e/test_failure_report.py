"""The report of a failed test (fixtures.pytest_runtest_makereport) is
kept whatever the test's id holds: a parameter such as text/uri-list once
made it write into a folder that does not exist, and pytest stopped the
whole lane with INTERNALERROR."""

from pathlib import Path

pytest_plugins = ["pytester"]
HERE = Path(__file__).parent


def test_a_failed_test_whose_id_holds_a_slash_leaves_its_report_and_the_run_goes_on(pytester, tmp_path, monkeypatch):
    artifacts = tmp_path / "artifacts"
    monkeypatch.setenv("EMOJIART_TEST_ARTIFACTS", str(artifacts))  # read by desktop.py, in the run below
    pytester.makeconftest(f"""
import sys
sys.path.insert(0, {str(HERE)!r})
import pytest
from fixtures import launch, pytest_runtest_makereport  # noqa: F401

class ScreenlessDesktop:
    def keep_window_manager(self): pass
    def park_pointer(self): pass
    def screenshot(self, name=None): pass

@pytest.fixture
def desktop():
    return ScreenlessDesktop()
""")
    pytester.makepyfile(test_ids="""
import pytest

@pytest.mark.parametrize("offered", ["text/uri-list"])
def test_fails(desktop, launch, offered):
    assert False, offered

def test_after():
    pass
""")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:xdist",
                                           f"--rootdir={pytester.path}")
    result.assert_outcomes(failed=1, passed=1)
    assert "INTERNALERROR" not in result.stdout.str()
    assert [path.name for path in artifacts.iterdir()] == ["FAILED-test_fails_text_uri-list_.log"]
