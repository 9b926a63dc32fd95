#!/usr/bin/env python3
"""Build the offline bundle: ``.venv/bin/python packaging/build_bundle.py`` (what ``make dist`` runs).

1. PyInstaller with ``packaging/mjgui.spec`` -> ``dist/mjgui/`` (``mjgui``, ``mjgui-cli``, ``_internal/``).
2. Linux: the menu entry and icons into the bundle (``share/applications``, ``share/icons/hicolor``)
   and ``install-desktop-entry.sh``, then ``dist/mjgui-<version>-linux-x86_64.tar.gz`` (symlinks kept).

``--if-stale`` skips the build when the bundle (and its archive) are newer than every source file:
the smoke test and the benchmark use it so that one run builds at most once.

This file is also the single place for the names and numbers the spec, the installers, the tests and
the benchmark share (name, bundle id, Windows AppId, version from pyproject.toml).
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterable
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
SPEC = PACKAGING / "mjgui.spec"
REQUIREMENTS = PACKAGING / "requirements-dist.txt"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"

NAME = "mjgui"
CLI_NAME = "mjgui-cli"
DISPLAY_NAME = "mjgui"
DESCRIPTION = "Scoring desk for Japanese riichi mahjong"
PUBLISHER = "mjgui"
COPYRIGHT = "Copyright (c) mjgui contributors. MIT License."
BUNDLE_ID = "org.mjgui.mjgui"
# Inno Setup AppId: fixed forever, so that a new version upgrades the installed one in place.
WINDOWS_APP_ID = "{7C8F2B0E-5A41-4E63-9D1A-2F6B3C8E4A17}"

# The app's data inside the bundle: <_internal>/mjgui/resources/..., the layout of an installed wheel,
# so mjgui.resources.resource_dir() finds it with no frozen-only branch. Same patterns as pyproject's
# package-data for "mjgui.resources".
RESOURCE_DEST = "mjgui/resources"
RESOURCE_PATTERNS = ("tiles/*.svg", "icons/*", "locale/*/LC_MESSAGES/*.mo", "fonts/*")

# Everything whose change makes a built bundle stale.
SOURCE_GLOBS = (
    "pyproject.toml",
    "mjgui/**/*.py",
    "resources/**/*",
    "packaging/*.py",
    "packaging/*.spec",
    "packaging/*.txt",
    "packaging/linux/*",
)


# ---------------------------------------------------------------------------------------------------------
# Names and numbers
# ---------------------------------------------------------------------------------------------------------
def version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = text.split("\n[project]", 1)[1].split("\n[", 1)[0]
    match = re.search(r'^version\s*=\s*"([^"]+)"', project, re.M)
    if not match:
        raise ValueError("no [project] version in pyproject.toml")
    return match.group(1)


def windows_version_tuple(text: str | None = None) -> tuple[int, int, int, int]:
    """``0.1.0`` -> ``(0, 1, 0, 0)``; a pre-release suffix (``0.2.0rc1``) is dropped."""
    numbers = []
    for part in (text or version()).split(".")[:4]:
        digits = re.match(r"\d*", part)
        numbers.append(int(digits.group()) if digits and digits.group() else 0)
    numbers += [0] * (4 - len(numbers))
    return numbers[0], numbers[1], numbers[2], numbers[3]


def windows_version_info(exe_name: str, ver: str | None = None) -> str:
    """PyInstaller's VSVersionInfo text for ``<exe_name>.exe`` (the spec writes it; Windows only)."""
    ver = ver or version()
    v = windows_version_tuple(ver)
    strings = {
        "CompanyName": PUBLISHER,
        "FileDescription": DESCRIPTION,
        "FileVersion": ver,
        "InternalName": exe_name,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{exe_name}.exe",
        "ProductName": DISPLAY_NAME,
        "ProductVersion": ver,  # packaging/windows/mjgui.iss reads the installer's version from this
    }
    table = ",\n".join(f"        StringStruct({k!r}, {val!r})" for k, val in strings.items())
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={v}, prodvers={v}, mask=0x3f, flags=0x0, OS=0x40004,\n"
        "                    fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        f"    StringFileInfo([StringTable('040904B0', [\n{table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])]),\n"
        "  ],\n"
        ")\n"
    )


def platform_tag() -> str:
    system = {"linux": "linux", "darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{system}-{machine}"


def archive_name(ver: str | None = None) -> str:
    return f"{NAME}-{ver or version()}-{platform_tag()}.tar.gz"


def pinned_pyinstaller() -> str:
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        if line.startswith("pyinstaller=="):
            return line.split("==", 1)[1].strip()
    raise ValueError(f"no pyinstaller== pin in {REQUIREMENTS}")


def executable(bundle: Path, name: str = NAME) -> Path:
    return bundle / (f"{name}.exe" if sys.platform == "win32" else name)


# ---------------------------------------------------------------------------------------------------------
# Staleness, sizes
# ---------------------------------------------------------------------------------------------------------
def source_files(root: Path = ROOT) -> list[Path]:
    files: set[Path] = set()
    for pattern in SOURCE_GLOBS:
        files.update(p for p in root.glob(pattern) if p.is_file() and "__pycache__" not in p.parts)
    return sorted(files)


def newest_source_mtime(root: Path = ROOT) -> float:
    return max(p.stat().st_mtime for p in source_files(root))


def bundle_is_fresh(dist: Path = DIST) -> bool:
    """The bundle (and, on Linux, its archive, written last) exist and are newer than every source."""
    outputs = [executable(dist / NAME), executable(dist / NAME, CLI_NAME)]
    if sys.platform.startswith("linux"):
        outputs.append(dist / archive_name())
    if not all(p.exists() for p in outputs):
        return False
    return min(p.stat().st_mtime for p in outputs) >= newest_source_mtime()


def tree_size(path: Path) -> int:
    """Bytes on disk (allocated blocks, like ``du``), symlinks not followed."""
    total = 0
    for dirpath, dirnames, filenames in os.walk(path):
        for name in dirnames + filenames:
            st = os.lstat(os.path.join(dirpath, name))
            total += getattr(st, "st_blocks", 0) * 512 or st.st_size
    return total + os.lstat(path).st_size


def mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB"


# ---------------------------------------------------------------------------------------------------------
# Steps
# ---------------------------------------------------------------------------------------------------------
def check_pyinstaller() -> str:
    try:
        import PyInstaller
    except ImportError:
        sys.exit(f"PyInstaller is not installed: {sys.executable} -m pip install -r {REQUIREMENTS}")
    pin = pinned_pyinstaller()
    if PyInstaller.__version__ != pin:
        print(
            f"warning: PyInstaller {PyInstaller.__version__} is installed, packaging is tested with {pin}",
            file=sys.stderr,
        )
    return PyInstaller.__version__


def run_pyinstaller(dist: Path, work: Path, clean: bool = False) -> None:
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(SPEC),
    ]
    if clean:
        cmd.insert(3, "--clean")
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT)


#: Where shiboken6 looks for its support modules as plain files (``<shiboken6>/files.dir``).
SHIBOKEN_SUPPORT_DEST = "shiboken6/files.dir"
_EXTRACT_SHIBOKEN_SUPPORT = """
import shutil, sys
from pathlib import Path
import shiboken6
files_dir = Path(shiboken6.__file__).parent / "files.dir"
zfile = getattr(getattr(sys.modules.get("shibokensupport"), "__loader__", None), "zfile", None)
if files_dir.is_dir():  # already made by SBK_EMBED=0 in this environment
    shutil.copytree(files_dir, sys.argv[1], dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__"))
elif zfile is not None:  # the zip shiboken6 imported them from
    zfile.extractall(sys.argv[1], members=[n for n in zfile.namelist() if n.endswith(".py")])
else:
    sys.exit("cannot find the shibokensupport sources in this shiboken6: see build_bundle.py")
"""


def shiboken_support_files(dest: Path) -> list[Path]:
    """PySide's support modules (``shibokensupport``, its signature loader) as ``.py`` files in
    ``dest``, with their bytecode; the spec ships them as ``_internal/shiboken6/files.dir``.

    At every start shiboken6 takes these ~15 modules out of a base64 zip inside libshiboken and
    compiles their source: about 100 M instructions, a sixth of a bare PySide6 window's start. When
    a ``files.dir`` folder lies beside it (what its own ``SBK_EMBED=0`` switch makes), it imports them
    from there instead, bytecode included. The ``.pyc`` are unchecked-hash: used as they are, never
    compared with the source's timestamp, which an installer or an unpacked tarball may change.
    """
    import compileall
    import py_compile

    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("SBK_EMBED", None)
    subprocess.run([sys.executable, "-c", _EXTRACT_SHIBOKEN_SUPPORT, str(dest)], check=True, env=env)
    if not (dest / "shibokensupport" / "signature" / "loader.py").is_file():
        raise SystemExit(f"shibokensupport was not extracted into {dest}")
    ok = compileall.compile_dir(
        dest, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH
    )
    if not ok:
        raise SystemExit(f"cannot compile the shibokensupport modules in {dest}")
    return sorted(path for path in dest.rglob("*") if path.is_file())


def add_desktop_files(bundle: Path) -> None:
    """Menu entry + icons (XDG layout) in the bundle; install-desktop-entry.sh copies them to ~/.local."""
    icons = ROOT / "resources" / "icons"
    share = bundle / "share"
    targets = {
        share / "applications" / f"{NAME}.desktop": PACKAGING / "linux" / f"{NAME}.desktop",
        share / "icons" / "hicolor" / "256x256" / "apps" / f"{NAME}.png": icons / "mjgui.png",
        share / "icons" / "hicolor" / "512x512" / "apps" / f"{NAME}.png": icons / "mjgui-512.png",
        share / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg": icons / "mjgui.svg",
        bundle / "install-desktop-entry.sh": PACKAGING / "linux" / "install-desktop-entry.sh",
    }
    for dest, src in targets.items():
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dest)
    script = bundle / "install-desktop-entry.sh"
    script.chmod(script.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


def _walk_sorted(top: Path) -> Iterable[Path]:
    yield top
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames.sort()
        base = Path(dirpath)
        for name in sorted(dirnames + filenames):
            yield base / name


def make_archive(bundle: Path, archive: Path) -> None:
    """``<name>/...`` in a .tar.gz; symlinks stay symlinks (PyInstaller 6 links libQt6*.so.6 to the
    top of _internal), owners are reset so that root-extracted files belong to the extracting user."""

    def owner_reset(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    tmp = archive.with_name(archive.name + ".part")
    with tarfile.open(tmp, "w:gz", compresslevel=9) as tar:
        for path in _walk_sorted(bundle):
            arcname = Path(bundle.name) / path.relative_to(bundle)
            tar.add(path, arcname=arcname.as_posix(), recursive=False, filter=owner_reset)
    os.replace(tmp, archive)


def build(dist: Path = DIST, work: Path = WORK, clean: bool = False, archive: bool = True) -> Path:
    check_pyinstaller()
    started = time.monotonic()
    run_pyinstaller(dist, work, clean)
    bundle = dist / NAME
    if sys.platform.startswith("linux"):
        add_desktop_files(bundle)
        if archive:
            make_archive(bundle, dist / archive_name())
    print(f"built {bundle} ({mib(tree_size(bundle))}) in {time.monotonic() - started:.0f} s")
    if sys.platform.startswith("linux") and archive:
        print(f"archive {dist / archive_name()} ({mib((dist / archive_name()).stat().st_size)})")
    return bundle


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--if-stale", action="store_true", help="skip if dist/ is newer than the sources")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache and work dir first")
    parser.add_argument("--no-archive", action="store_true", help="skip the .tar.gz (Linux)")
    parser.add_argument("--print-version", action="store_true", help="print the version and exit")
    parser.add_argument("--print-archive", action="store_true", help="print the archive's file name and exit")
    ns = parser.parse_args(argv)
    if ns.print_version:
        print(version())
        return 0
    if ns.print_archive:
        print(archive_name())
        return 0
    if ns.if_stale and bundle_is_fresh():
        print(f"{DIST / NAME} is up to date")
        return 0
    build(clean=ns.clean, archive=not ns.no_archive)
    return 0


if __name__ == "__main__":
    sys.exit(main())
