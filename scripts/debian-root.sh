# Sourced by scripts/debian-root-test and scripts/package-test: a fresh,
# minimal Debian root, and commands run inside it.

# bookworm or trixie, for 12 or 13.
debian_suite() {
  case "$1" in
    12) echo bookworm ;;
    13) echo trixie ;;
    *) return 1 ;;
  esac
}

# Makes ROOT a minimal Debian RELEASE by debootstrap (minbase), unless it
# already is one; ROOT/.debootstrapped marks it done.
make_debian_root() {
  local root="$1" release="$2"
  [ -e "$root/.debootstrapped" ] && return
  command -v debootstrap >/dev/null || { apt-get update -q && apt-get install -y -q debootstrap; }
  rm -rf "$root"
  echo "Making a Debian $release root in $root"
  debootstrap --variant=minbase "$(debian_suite "$release")" "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
  touch "$root/.debootstrapped"
}

# Runs a command inside ROOT, as a container does: in a mount namespace of
# its own (its mounts go when it ends), with ROOT made the namespace's root
# by pivot_root. A chroot would not do: the kernel refuses a new user
# namespace to a chrooted process, and bubblewrap, which GNOME's thumbnail
# factory runs thumbnailers in, needs one on Debian 13. With IN_ROOT_TOOLCHAIN
# set, that folder (the one holding a Swift toolchain's usr/) is mounted
# read-only at /opt/swift.
in_root() {
  local root="$1"
  shift
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  unshare --mount --propagation private -- /bin/sh -euc '
    root=$1 toolchain=$2; shift 2
    mount --rbind "$root" "$root"
    mount -t proc proc "$root/proc"
    mount --rbind /sys "$root/sys"
    mount --rbind /dev "$root/dev"
    mkdir -p "$root/.host"
    if [ -n "$toolchain" ]; then
      mkdir -p "$root/opt/swift"
      mount --bind -o ro "$toolchain" "$root/opt/swift"
    fi
    cd "$root"
    pivot_root . .host
    umount -l /.host
    exec "$@"' in_root "$root" "${IN_ROOT_TOOLCHAIN:-}" "$@"
}
