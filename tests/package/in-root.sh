#!/bin/sh
# Run by scripts/package-test inside a fresh Debian root, with the package
# and tests/package/check.py in /check: installs the package as a person
# would, checks each thing the package promises (check.py), removes it and
# checks that nothing is left. What it measures goes to /check/figures.txt.
set -eu
export DEBIAN_FRONTEND=noninteractive
cd /check
apt-get update -q

# The package alone, with what it depends on and recommends, from Debian.
apt-get install -y -q ./emojiart_*_amd64.deb | tee apt-install.log
grep -E "^(Need to get|After this operation)" apt-install.log | sed 's/^/apt: /' >> figures.txt
echo "installed size: $(dpkg-query -W -f '${Installed-Size}' emojiart) KiB" >> figures.txt
emojiart --version
if command -v swift >/dev/null || find / -xdev -name 'libswift*.so' | grep -q .; then
  echo "a Swift toolchain or runtime library is on this machine" >&2
  exit 1
fi

# Python to drive the checks and a virtual screen, none of which the app
# needs, nor brings what it might lack.
apt-get install -y -q --no-install-recommends python3 xvfb > /dev/null
python3 check.py document /check
python3 check.py export /check
python3 check.py window /check
# GNOME's thumbnail factory and its sandbox, gio and gsettings, appstreamcli.
apt-get install -y -q --no-install-recommends python3-gi gir1.2-gnomedesktop-3.0 bubblewrap libglib2.0-bin appstream > /dev/null
python3 check.py thumbnail /check
python3 check.py desktop

dpkg -L emojiart > installed-files
apt-get purge -y -q emojiart > /dev/null
python3 check.py removed installed-files
