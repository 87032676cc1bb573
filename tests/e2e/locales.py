"""Locales as a user has them, for running the app in a language: each one
compiled once by localedef into .build/test-locales and found there through
LOCPATH, so that no setting of the system changes.

LANGUAGE alone, with LANG=C.UTF-8, is not enough: glibc 2.41 (Debian 13)
ignores LANGUAGE in the C.UTF-8 locale as it does in C, where 2.36
(Debian 12) honoured it. `LANGUAGE=zh_CN LANG=C.UTF-8 gettext -d emojiart
Undo` answers 撤销 on Debian 12 and Undo on Debian 13."""

import fcntl
import subprocess

from desktop import REPO

FOLDER = REPO / ".build" / "test-locales"
# Where a language is spoken, for the languages the tests use; "pseudo" is
# the tests' own, read in an English locale.
REGIONS = {"zh_CN": "zh_CN", "zh_TW": "zh_TW", "ko": "ko_KR", "he": "he_IL", "pseudo": "en_US"}


def environment(language):
    """The variables that run the app in `language`, as in a session whose
    language it is: LANGUAGE, LANG and the compiled locale's LOCPATH."""
    region = REGIONS[language]
    compiled = FOLDER / f"{region}.UTF-8"
    FOLDER.mkdir(parents=True, exist_ok=True)
    # One compiler at a time: the tests run in two processes side by side.
    with open(FOLDER / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (compiled / "LC_CTYPE").exists():
            # -c: Debian's locale sources draw warnings localedef would stop on.
            subprocess.run(["localedef", "-c", "-i", region, "-f", "UTF-8", str(compiled)], check=False,
                           capture_output=True, timeout=120)
    assert (compiled / "LC_CTYPE").exists(), f"localedef could not compile {region}.UTF-8 (is `locales` installed?)"
    return {"LANGUAGE": language, "LANG": f"{region}.UTF-8", "LOCPATH": str(FOLDER)}
