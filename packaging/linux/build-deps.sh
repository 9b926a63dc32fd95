#!/bin/sh
# Build machine only (Debian/Ubuntu, as root, best effort): the X11 helper libraries that Qt's xcb
# platform plugin links to but a minimal system may lack. PyInstaller copies whatever it finds into the
# bundle, so with these present the bundle starts on an X11 desktop that does not have them either.
# Called by `make dist-deps`, `make deb`, `make rpm` and `make check-dist`; never fails the build (the
# bundle then relies on the user's system for these small libraries, which every X11 desktop has).
# With --deb: also the tools `make deb` and `make check-dist` use (dpkg-shlibdeps, lintian, appstreamcli),
# and the Wayland client libraries, which the bundle links to but leaves to the system: dpkg-shlibdeps
# must find them to name their packages in Depends.
# With --rpm: the tools `make rpm` uses (rpmbuild, rpmlint; Debian packages them as rpm and rpmlint).
# --deb --rpm (what `make check-dist` passes): both.
pkgs="libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0"
for arg in "$@"; do
    case "$arg" in
    --deb) pkgs="$pkgs dpkg-dev lintian appstream libwayland-client0 libwayland-cursor0" ;;
    --rpm) pkgs="$pkgs rpm rpmlint" ;;
    esac
done
case "$(uname -s)" in Linux) ;; *) exit 0 ;; esac
command -v dpkg >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 || exit 0
missing=""
for p in $pkgs; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
[ -n "$missing" ] || exit 0
if [ "$(id -u)" != 0 ]; then
    echo "note: install$missing (sudo apt-get install$missing) so that the bundle carries them" >&2
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
{ apt-get install -y -qq $missing >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq $missing; }; } \
    >/dev/null 2>&1 || echo "note: could not install$missing; the bundle will use the system's copies" >&2
exit 0
