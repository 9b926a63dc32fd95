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
import json
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
from typing import Any

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
# Where players find the project, and who answers for the packages (the .deb's Maintainer, AppStream's
# developer): set both to the project's real ones before the first public release.
HOMEPAGE = "https://mjgui.org/"
MAINTAINER = "mjgui maintainers <maintainers@mjgui.org>"
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
    # the license folder is written from these (write_licenses): a corrected notice is a new bundle
    "packaging/licenses/**/*",
    # the keys the spec merges into the .app's Info.plist (macOS)
    "packaging/macos/Info.plist",
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


#: The oldest macOS the .app starts on: PySide6 6.11's wheels are tagged macosx_13_0 (Ventura).
MACOS_MINIMUM = "13.0"


def macos_info_plist(ver: str | None = None) -> dict[str, Any]:
    """The keys the spec's BUNDLE merges into ``mjgui.app/Contents/Info.plist`` (over PyInstaller's)."""
    import plistlib

    ver = ver or version()
    with open(PACKAGING / "macos" / "Info.plist", "rb") as fh:
        info: dict[str, Any] = plistlib.load(fh)
    info.update(
        CFBundleShortVersionString=ver,
        CFBundleVersion=ver,
        LSMinimumSystemVersion=MACOS_MINIMUM,
        # A windowed app: Dock icon and menu bar. PyInstaller sets LSBackgroundOnly=true whenever the
        # bundle's `console` is true, which COLLECT takes from its last EXE (our console CLI).
        LSBackgroundOnly=False,
    )
    return info


#: Standard-library modules only Windows code imports (mjgui.core.game.lockfile's check of a lock
#: kept open uses ctypes there alone). Packed elsewhere, they cost every start: PyInstaller's
#: bootstrap imports ctypes whenever it is in the bundle (its loader's hooks), ~5.5 M instructions
#: and its library to the first frame on Linux, for nothing (tests/test_dist.py checks that no
#: mjgui module imports one outside Windows).
WINDOWS_ONLY_MODULES = ("ctypes",)


def platform_excludes(platform_name: str = sys.platform) -> list[str]:
    """The modules mjgui.spec leaves out of a bundle for ``platform_name`` (``sys.platform``) on
    top of those it leaves out everywhere: the Windows-only ones anywhere but on Windows."""
    return [] if platform_name == "win32" else list(WINDOWS_ONLY_MODULES)


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
# License texts: generated from what the bundle contains
# ---------------------------------------------------------------------------------------------------------
LICENSES = PACKAGING / "licenses"
LICENSE_TEXTS = LICENSES / "texts"
QT_THIRD_PARTY = LICENSES / "qt-third-party.json"
#: Where the spec puts the license folder inside the bundle (beside the app's data, so that the About
#: dialog finds it through mjgui.resources.resource_dir()); build() also copies it to the bundle's top.
LICENSES_DATA_DEST = f"{RESOURCE_DEST}/licenses"
LICENSES_TOP = "licenses"
LICENSE_INDEX = "index.json"
LICENSE_README = "README.txt"
#: CPython's "Licenses and Acknowledgements for Incorporated Software" (its Doc/license.rst) for each
#: Python series the bundle may carry, and the notices that document lacks (tiny_sha3 ...).
PYTHON_NOTICES = LICENSES / "python"
#: The CPython release whose Doc/license.rst is committed for each series (Debian's python3.11-doc: the
#: same text as the tag's). A build of another release of the series says so in Python-LICENSE.txt.
PYTHON_NOTICES_FROM = {"3.11": "3.11.2"}
ICU_THIRD_PARTY = LICENSES / "icu" / "ICU-third-party.txt"
SOURCE_OFFER = "SOURCE-OFFER.txt"
#: How long the written offer for the copyleft libraries' sources holds (LGPL-2.1 section 6(c), GPL-2 3(b)).
SOURCE_OFFER_YEARS = 3


def qt_source(ver: str) -> str:
    """Where Qt's sources of exactly ``ver`` are: every module's tarball of that release."""
    major_minor = ".".join(ver.split(".")[:2])
    return f"https://download.qt.io/official_releases/qt/{major_minor}/{ver}/submodules/"


def pyside_source(ver: str) -> str:
    """Where PySide6's and shiboken6's sources of exactly ``ver`` are (one tarball, and its git tag)."""
    return (
        f"https://download.qt.io/official_releases/QtForPython/pyside6/PySide6-{ver}-src/ "
        f"(git: https://code.qt.io/cgit/pyside/pyside-setup.git/tag/?h=v{ver})"
    )


_QT_MODULE_RE = re.compile(r"^(?:lib)?Qt6?([A-Z][A-Za-z]+?)(?:\.so|\.dll|\.dylib|\.framework|$)")
# The Visual C++ run-time DLLs that Python and the PySide6 wheel carry on Windows.
_MSVC_RE = re.compile(r"^(vcruntime|msvcp|concrt|vccorlib|vcomp|vcamp)\d+|^(ucrtbase|api-ms-win-)", re.I)


class LicenseError(Exception):
    """A bundled file has no license notice: packaging/licenses/ or classify_binary() needs an entry."""


def _under(path: str, prefix: str) -> bool:
    try:
        return Path(os.path.realpath(path)).is_relative_to(os.path.realpath(prefix))
    except (OSError, ValueError):
        return False


def qt_module(dest: str) -> str | None:
    """``libQt6Core.so.6`` / ``Qt6Core.dll`` / ``QtCore.framework/...`` -> ``Core``; None for other files."""
    parts = dest.replace("\\", "/").split("/")
    for part in parts:
        if part.endswith(".framework"):
            match = _QT_MODULE_RE.match(part)
            return match.group(1) if match else None
    match = _QT_MODULE_RE.match(parts[-1])
    return match.group(1) if match and ".abi3." not in parts[-1] and not parts[-1].endswith(".pyd") else None


def package_licenses(top: str) -> tuple[str, list[Path]] | None:
    """The installed distribution that owns the top-level folder ``top`` of a bundle (``foo``, or
    ``foo.libs`` for the libraries its wheel carries) and its license files, or None."""
    from importlib import metadata

    owners = metadata.packages_distributions().get(top.removesuffix(".libs"))
    if not owners:
        return None
    dist = metadata.distribution(owners[0])
    found = [
        Path(str(dist.locate_file(f)))
        for f in dist.files or ()
        if re.match(r"(LICEN[CS]E|COPYING|NOTICE)", f.name, re.I) and ".dist-info" in str(f)
    ]
    return (dist.metadata["Name"], sorted(found)) if found else None


#: Prefixes shared with the rest of the system: a distribution's Python (Debian's has base_prefix /usr)
#: does not own every library under them.
_SYSTEM_PREFIXES = ("/", "/usr", "/usr/local")


def _is_python_file(src: str, base_prefix: str) -> bool:
    """Part of the Python installation: under its standard library, or under its own prefix (python.org,
    pyenv, Windows: DLLs\\) when that prefix is not the system's."""
    import sysconfig

    paths = sysconfig.get_paths(
        vars={"base": base_prefix, "platbase": base_prefix, "installed_base": base_prefix}
    )
    roots = [paths["stdlib"], paths["platstdlib"]]
    if os.path.normpath(base_prefix) not in _SYSTEM_PREFIXES:
        roots.append(base_prefix)
    return any(_under(src, root) for root in roots)


def classify_binary(dest: str, src: str, base_prefix: str | None = None) -> str | None:
    """The notice a bundled binary needs: qt, icu, pyside, msvc, python, system, package (a
    third-party Python distribution's own files), or None (unknown)."""
    dest = dest.replace("\\", "/")
    name = dest.rsplit("/", 1)[-1]
    base_prefix = base_prefix or sys.base_prefix
    if _MSVC_RE.match(name):
        return "msvc"
    if name.startswith("libicu"):  # ICU, which Qt Core links to (Linux)
        return "icu"
    if qt_module(dest) or re.search(r"(^|/)PySide6/(Qt/)?plugins/", dest):
        return "qt"
    if dest.startswith(("PySide6/", "shiboken6/")) or name.startswith(("libpyside6", "libshiboken6")):
        return "pyside"
    if (
        _is_python_file(src, base_prefix)
        or re.match(r"^(lib)?python3", name, re.I)
        or "/lib-dynload/" in f"/{dest}"
    ):
        return "python"
    if sys.platform.startswith("linux") and src.startswith(("/lib", "/usr/lib")):
        return "system"
    if "/" in dest and package_licenses(dest.split("/", 1)[0]) is not None:
        return "package"
    return None


def debian_package(path: str) -> str | None:
    """The Debian package that installed ``path`` (or the file it links to), via ``dpkg -S``."""
    candidates = dict.fromkeys([path, os.path.realpath(path)])
    for candidate in list(candidates):  # merged /usr: dpkg may know either spelling
        if candidate.startswith("/usr/lib/"):
            candidates[candidate[4:]] = None
        elif candidate.startswith("/lib/"):
            candidates["/usr" + candidate] = None
    for candidate in candidates:
        try:
            proc = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True, timeout=60)
        except (OSError, subprocess.SubprocessError):
            return None
        if proc.returncode == 0 and ":" in proc.stdout:
            return proc.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def rpm_package(path: str) -> str | None:
    """The RPM package that installed ``path`` (Fedora, openSUSE ...), via ``rpm -qf``."""
    if shutil.which("rpm") is None:
        return None
    try:
        proc = subprocess.run(
            ["rpm", "-qf", "--queryformat", "%{NAME}\\n", os.path.realpath(path)],
            capture_output=True,
            text=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    name = proc.stdout.strip().splitlines()[0] if proc.returncode == 0 and proc.stdout.strip() else ""
    return name or None


def system_license_files(path: str) -> tuple[str, list[Path]] | None:
    """A system library's package and its license files: Debian's ``/usr/share/doc/<package>/copyright``,
    or an RPM system's ``/usr/share/licenses/<package>/*``."""
    package = debian_package(path)
    if package and (Path("/usr/share/doc") / package / "copyright").is_file():
        return package, [Path("/usr/share/doc") / package / "copyright"]
    package = rpm_package(path)
    folder = Path("/usr/share/licenses") / (package or "-")
    licenses = sorted(p for p in folder.glob("*") if p.is_file()) if package else []
    return (package, licenses) if package and licenses else None


def nearby_license(src: str) -> Path | None:
    """A LICENSE/COPYING file beside a library or up to three folders above it (a Homebrew keg, a
    vendored SDK): the notice for a library no rule above knows, on macOS or Windows."""
    folder = Path(os.path.realpath(src)).parent
    for _ in range(4):
        found = sorted(
            p for p in folder.glob("*") if p.is_file() and re.match(r"(LICEN[CS]E|COPYING)", p.name, re.I)
        )
        if found:
            return found[0]
        folder = folder.parent
    return None


def python_license() -> Path:
    base = Path(sys.base_prefix)
    ver = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for path in (base / "lib" / ver / "LICENSE.txt", base / "LICENSE.txt", base / "LICENSE"):
        if path.is_file():
            return path
    raise LicenseError(f"Python's LICENSE.txt is not under {base}")


def pyinstaller_license() -> Path:
    from importlib import metadata as importlib_metadata

    for file in importlib_metadata.files("pyinstaller") or []:
        if file.name == "COPYING.txt":
            return Path(str(file.locate()))
    raise LicenseError("PyInstaller's COPYING.txt (the bootloader's license) is not installed")


# ---------------------------------------------------------------------------------------------------------
# Versions, read from the build (never typed)
# ---------------------------------------------------------------------------------------------------------
def distribution_version(*names: str) -> str | None:
    """The installed version of the first of the distributions ``names`` that is installed."""
    from importlib import metadata

    for name in names:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return None


def qt_versions() -> dict[str, str]:
    """Qt's version (``qVersion()`` of the QtCore being bundled), PySide6's and shiboken6's."""
    import PySide6
    import shiboken6
    from PySide6.QtCore import qVersion

    return {
        "Qt": str(qVersion()),
        "PySide6": distribution_version("PySide6-Essentials", "PySide6") or str(PySide6.__version__),
        "shiboken6": distribution_version("shiboken6") or str(shiboken6.__version__),
    }


def icu_version(paths: Iterable[str]) -> str:
    """ICU's full version (``u_getVersion`` of the bundled libicuuc), or its major from the file name."""
    import ctypes

    major = ""
    for path in paths:
        match = re.search(r"icu(?:uc|data|i18n|dt|in)\D*?(\d{2,3})|\.so\.(\d{2,3})", Path(path).name)
        if not match:
            continue
        major = major or next(g for g in match.groups() if g)
        if "icuuc" not in Path(path).name:
            continue
        try:
            lib = ctypes.CDLL(os.path.realpath(path))
            info = (ctypes.c_uint8 * 4)()
            getattr(lib, f"u_getVersion_{major}")(info)
        except (OSError, AttributeError):
            continue
        numbers = list(info)
        while len(numbers) > 2 and numbers[-1] == 0:
            numbers.pop()
        return ".".join(map(str, numbers))
    if not major:
        raise LicenseError(f"cannot tell ICU's version from {sorted(paths)}")
    return major


def pe_file_version(path: str) -> str | None:
    """A Windows DLL's file version, from the VS_FIXEDFILEINFO of its version resource."""
    import struct

    try:
        data = Path(path).read_bytes()
    except OSError:
        return None
    at = data.find(b"\xbd\x04\xef\xfe")  # VS_FIXEDFILEINFO.dwSignature
    if at < 0:
        return None
    ms, ls = struct.unpack_from("<II", data, at + 8)
    return f"{ms >> 16}.{ms & 0xFFFF}.{ls >> 16}.{ls & 0xFFFF}"


def font_version(path: Path) -> str:
    """An OpenType font's version string (its ``name`` table, name ID 5)."""
    import struct

    data = path.read_bytes()
    (count,) = struct.unpack_from(">H", data, 4)
    for i in range(count):
        tag, _check, offset, _length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if tag != b"name":
            continue
        _fmt, records, strings = struct.unpack_from(">HHH", data, offset)
        for r in range(records):
            platform_id, _enc, _lang, name_id, length, at = struct.unpack_from(
                ">6H", data, offset + 6 + 12 * r
            )
            if name_id == 5:
                raw = data[offset + strings + at : offset + strings + at + length]
                text = raw.decode("utf-16-be" if platform_id in (0, 3) else "latin-1")
                return text.split(";", 1)[0].removeprefix("Version").strip()  # "Version 2.004;hotconv ..."
    raise LicenseError(f"{path} has no version in its name table")


def system_package_info(package: str) -> dict[str, str]:
    """A system package's version, and its source package and source version (the source pointer)."""
    if shutil.which("dpkg-query"):
        proc = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}\\n${source:Package}\\n${source:Version}\\n", package],
            capture_output=True,
            text=True,
        )
        if proc.returncode == 0 and proc.stdout.strip():
            ver, src, src_ver = [*proc.stdout.splitlines(), "", "", ""][:3]
            src_ver = src_ver or ver
            from urllib.parse import quote

            return {
                "version": ver,
                "source": f"https://snapshot.debian.org/package/{src}/{quote(src_ver, safe='+~.-')}/ "
                f"(apt-get source {src}={src_ver})",
            }
    if shutil.which("rpm"):
        proc = subprocess.run(
            ["rpm", "-q", "--qf", "%{VERSION}-%{RELEASE}\\n%{SOURCERPM}\\n", package],
            capture_output=True,
            text=True,
        )
        if proc.returncode == 0 and proc.stdout.strip():
            ver, srpm = [*proc.stdout.splitlines(), "", ""][:2]
            return {
                "version": ver,
                "source": f"the distribution's source package {srpm} (dnf download --source)",
            }
    raise LicenseError(f"cannot read the version of the system package {package}")


_COPYLEFT_RE = re.compile(r"\bL?GPL|GNU (?:Lesser |Library )?General Public License")
#: A copyright file that puts (part of) the library under the LGPL 2 or 2.1: it ships texts/LGPL-2.1.txt.
_LGPL2_RE = re.compile(
    r"LGPL-?v?2|Library General Public|Lesser\s+General\s+Public\s+License.{0,200}?version 2", re.S
)
_COMMON_LICENSE_RE = re.compile(r"/usr/share/common-licenses/([A-Za-z0-9][A-Za-z0-9.+_-]*[A-Za-z0-9+])")


def dep5_license(text: str, notice: str = "") -> str:
    """The ``License`` of a machine-readable copyright file's ``Files: *`` paragraph; for a free-form
    one, ``see <notice>`` (after the LGPL it names, if any)."""
    for paragraph in re.split(r"\n\s*\n", text):
        if re.search(r"^Files:\s*\*\s*$", paragraph, re.M):
            match = re.search(r"^License:[ \t]*(\S[^\n]*)", paragraph, re.M)
            if match:
                return match.group(1).strip()
    see = f"see {notice}" if notice else "see its notice"
    if re.search(r"Lesser General Public\s+License", text) and re.search(r"\b2\.1\b", text):
        return f"LGPL-2.1-or-later ({see})"
    return see


def python_notices(out: Path) -> Path:
    """``Python-LICENSE.txt``: the build's own LICENSE.txt (its exact version), then CPython's notices for
    the software incorporated into it (Mersenne Twister, libmpdec, expat ...) and those it lacks."""
    import platform as _platform

    ver = _platform.python_version()
    series = ".".join(ver.split(".")[:2])
    doc = PYTHON_NOTICES / f"cpython-{series}-license.rst"
    supplement = PYTHON_NOTICES / f"cpython-{series}-supplement.txt"
    if not doc.is_file() or not supplement.is_file():
        raise LicenseError(
            f"Python {ver}: add CPython {series}'s Doc/license.rst as {doc.relative_to(ROOT)} "
            f"and the notices it lacks as {supplement.relative_to(ROOT)}"
        )
    doc_from = PYTHON_NOTICES_FROM.get(series, series)
    rst = doc.read_text(encoding="utf-8")
    marker = "Licenses and Acknowledgements for Incorporated Software"
    incorporated = rst[rst.index(marker) :]
    title = f"Python {ver} ({sys.implementation.name}, {_platform.python_build()[1]})"
    parts = [
        f"{title}\n{'=' * len(title)}\n",
        "The license of the Python interpreter and standard library bundled here, as shipped with this\n"
        f"exact build ({python_license().name} of Python {ver}), then the notices of the third-party\n"
        f"software incorporated into Python {series}: CPython {doc_from}'s Doc/license.rst"
        + ("" if doc_from == ver else f" (this build is {ver})")
        + ", and the\nnotices that document lacks. The source of this version of Python:\n"
        f"https://www.python.org/downloads/release/python-{ver.replace('.', '')}/\n",
        python_license().read_text(encoding="utf-8", errors="replace").rstrip() + "\n",
        incorporated.rstrip() + "\n",
        supplement.read_text(encoding="utf-8").rstrip() + "\n",
    ]
    out.write_text("\n\n".join(parts), encoding="utf-8")
    return out


def qt_third_party_notices(modules: Iterable[str]) -> tuple[str, set[str]]:
    """The third-party notices of the Qt modules shipped, and the license texts they refer to."""
    data = json.loads(QT_THIRD_PARTY.read_text(encoding="utf-8"))["modules"]
    unknown = sorted(set(modules) - set(data))
    if unknown:
        raise LicenseError(f"Qt modules without third-party notes in {QT_THIRD_PARTY.name}: {unknown}")
    lines = ["Third-party code inside the Qt libraries of this bundle", "=" * 56, ""]
    used: set[str] = set()
    for module in sorted(set(modules)):
        lines += [f"Qt{module}", "-" * (len(module) + 2)]
        if not data[module]:
            lines.append("  (no third-party code)")
        for item in data[module]:
            licenses = " OR ".join(item["license"]) or item.get("note", "")
            note = f" ({item['note']})" if item.get("note") and item["license"] else ""
            files = ", ".join(f"texts/{license_id}.txt" for license_id in item["license"])
            lines.append(f"* {item['name']}: {licenses}{note}" + (f" ({files})" if files else ""))
            lines += [f"    {line}" for line in item["copyright"]]
            used.update(item["license"])
        lines.append("")
    return "\n".join(lines), used


def write_licenses(
    binaries: Iterable[tuple[str, str]], out: Path, fonts: bool = True, packages: Iterable[str] = ()
) -> dict[str, Any]:
    """Write the ``licenses`` folder for a bundle whose binaries are ``(dest, source)`` pairs and whose
    pure-Python code includes the top-level ``packages`` (a third-party one ships its license files).

    Every binary is mapped to the notices it needs and to its component (name, exact version read from
    the build, license, and for copyleft code the source of that version); one that maps to none raises
    LicenseError, so a new library in the bundle cannot ship without its license. Returns the index
    (also written as ``index.json``: bundle path -> license files, relative to the folder, and the
    components).
    """
    shutil.rmtree(out, ignore_errors=True)
    for sub in ("texts", "texts/debian", "system", "other", "packages"):
        (out / sub).mkdir(parents=True)
    binaries = sorted((dest.replace("\\", "/"), src) for dest, src in binaries)
    files: dict[str, list[str]] = {}
    copied: dict[str, str] = {}
    components: dict[str, dict[str, Any]] = {}

    def text(src: Path, name: str) -> str:
        if name not in copied:
            shutil.copyfile(src, out / name)
            copied[name] = name
        return name

    def spdx(license_id: str) -> str:
        return text(LICENSE_TEXTS / f"{license_id}.txt", f"texts/{license_id}.txt")

    def component(name: str, ver: str, license_expr: str, notices: list[str], **extra: str) -> list[str]:
        """Record ``dest`` (the binary being mapped, if any) as part of the component; its notices."""
        entry = components.setdefault(
            name, {"name": name, "version": ver, "license": license_expr, "notices": [], "files": [], **extra}
        )
        entry["notices"] += [n for n in notices if n not in entry["notices"]]
        if dest:
            entry["files"].append(dest)
        return notices

    lgpl = [spdx("LGPL-3.0-only"), spdx("GPL-3.0-only")]
    own = text(ROOT / "LICENSE", "mjgui-LICENSE.txt")
    bootloader = text(pyinstaller_license(), "PyInstaller-COPYING.txt")
    kinds = {dest: classify_binary(dest, src) for dest, src in binaries}
    qt: dict[str, str] = qt_versions() if {"qt", "pyside"} & set(kinds.values()) else {}
    icu = (
        icu_version(src for dest, src in binaries if kinds[dest] == "icu") if "icu" in kinds.values() else ""
    )
    qt_modules: set[str] = set()
    unknown: list[str] = []

    def package_texts(top: str) -> list[str]:
        name, paths = package_licenses(top) or ("", [])
        names = [text(path, f"packages/{name}-{path.name}") for path in paths]
        ver = distribution_version(name) or "unknown"
        return component(name, ver, "see " + ", ".join(names), names)

    python_packages = {}
    dest = ""
    for top in sorted(set(packages) - {"mjgui", "PySide6", "shiboken6"}):
        if package_licenses(top) is not None:
            python_packages[f"{top}/"] = package_texts(top)
    for dest, src in binaries:
        kind = kinds[dest]
        if kind == "qt":
            module = qt_module(dest)
            if module:
                qt_modules.add(module)
            files[dest] = component(
                "Qt",
                qt["Qt"],
                "LGPL-3.0-only",
                [*lgpl, "Qt-third-party-notices.txt"],
                source=qt_source(qt["Qt"]),
            )
        elif kind == "pyside":
            name = "shiboken6" if "shiboken6" in dest.lower() else "PySide6"
            files[dest] = component(name, qt[name], "LGPL-3.0-only", lgpl, source=pyside_source(qt[name]))
        elif kind == "icu":
            notices = [spdx("Unicode-DFS-2016"), text(ICU_THIRD_PARTY, "ICU-third-party.txt")]
            files[dest] = component("ICU", icu, "Unicode-DFS-2016 AND ICU AND BSD-3-Clause", notices)
        elif kind == "msvc":
            ver = pe_file_version(src) or "unknown"
            files[dest] = component(
                f"Microsoft Visual C++ run-time {Path(dest).name}",
                ver,
                "MSVC-runtime",
                [spdx("MSVC-runtime")],
            )
        elif kind == "python":
            if "Python-LICENSE.txt" not in copied:
                python_notices(out / "Python-LICENSE.txt")
                copied["Python-LICENSE.txt"] = "Python-LICENSE.txt"
            files[dest] = component("Python", platform.python_version(), "PSF-2.0", ["Python-LICENSE.txt"])
        elif kind == "package":
            files[dest] = package_texts(dest.split("/", 1)[0])
        elif kind == "system":
            found = system_license_files(src)
            if not found:
                unknown.append(f"{dest} (from {src}: no package license file found)")
                continue
            package, paths = found
            names = [f"system/{package}" + (f"-{p.name}" if len(paths) > 1 else ".txt") for p in paths]
            notices = [text(path, name) for path, name in zip(paths, names, strict=True)]
            body = "\n".join(path.read_text(encoding="utf-8", errors="replace") for path in paths)
            # Debian's copyright files point to /usr/share/common-licenses, which Fedora or Arch lack
            for common in sorted(set(_COMMON_LICENSE_RE.findall(body))):
                path = Path("/usr/share/common-licenses") / common
                if path.is_file():
                    notices.append(text(path, f"texts/debian/{common}.txt"))
            if _LGPL2_RE.search(body):
                notices.append(spdx("LGPL-2.1"))
            info = system_package_info(package)
            extra = {"source": info["source"]} if _COPYLEFT_RE.search(body) else {}
            files[dest] = component(
                package, info["version"], dep5_license(body, notices[0]), notices, **extra
            )
        elif (nearby := nearby_license(src)) is not None and not sys.platform.startswith("linux"):
            found_ver = re.search(r"/(\d+(?:\.\d+)+)(?:_\d+)?/", os.path.realpath(src).replace("\\", "/"))
            notices = [text(nearby, f"other/{Path(dest).name}-{nearby.name}")]
            files[dest] = component(
                Path(dest).name, found_ver.group(1) if found_ver else "unknown", "other", notices
            )
        else:
            unknown.append(f"{dest} (from {src})")
    if unknown:
        raise LicenseError("bundled files without a license notice:\n  " + "\n  ".join(unknown))
    notices, used = qt_third_party_notices(qt_modules)
    (out / "Qt-third-party-notices.txt").write_text(notices, encoding="utf-8")
    copied["Qt-third-party-notices.txt"] = "Qt-third-party-notices.txt"
    for license_id in sorted(used):
        spdx(license_id)
    executables = {name: [own, bootloader] for name in (NAME, CLI_NAME)}
    components[NAME] = {
        "name": NAME,
        "version": version(),
        "license": "MIT",
        "notices": [own],
        "files": [NAME, CLI_NAME, "mjgui/"],
    }
    components["PyInstaller bootloader"] = {
        "name": "PyInstaller bootloader",
        "version": distribution_version("pyinstaller") or pinned_pyinstaller(),
        "license": "GPL-2.0-or-later WITH Bootloader-exception",
        "notices": [bootloader],
        "files": [NAME, CLI_NAME],
    }
    data = {"mjgui/resources": [own], **python_packages}
    if fonts:
        font = ROOT / "resources" / "fonts" / "mjgui-kanji.otf"
        ofl = text(ROOT / "resources" / "fonts" / "OFL.txt", "font-OFL.txt")
        data["mjgui/resources/fonts"] = [ofl]
        components["mjgui Kanji"] = {
            "name": "mjgui Kanji (a subset of Noto Sans CJK JP Regular)",
            "version": font_version(font),
            "license": "OFL-1.1",
            "notices": [ofl],
            "files": ["mjgui/resources/fonts/"],
        }
    copyleft = sorted((c for c in components.values() if c.get("source")), key=lambda c: c["name"].lower())
    if copyleft:
        (out / SOURCE_OFFER).write_text(source_offer(copyleft), encoding="utf-8")
        copied[SOURCE_OFFER] = SOURCE_OFFER
    index = {
        "version": version(),
        "executables": executables,
        "data": data,
        "files": files,
        "components": sorted(components.values(), key=lambda c: c["name"].lower()),
    }
    (out / LICENSE_INDEX).write_text(json.dumps(index, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    (out / LICENSE_README).write_text(license_readme(index, sorted(copied)), encoding="utf-8")
    return index


def source_offer(copyleft: list[dict[str, Any]]) -> str:
    """The written offer, and where to get it now, of the source of every copyleft part."""
    lines = [
        f"{DISPLAY_NAME}: the source code of the copyleft libraries in this program",
        "",
        "The libraries below are free software under the GNU LGPL or GPL. Their source code, of exactly",
        "the versions bundled here, is at the address given for each.",
        "",
        f"Written offer: for {SOURCE_OFFER_YEARS} years after we last distribute this version of",
        f"{DISPLAY_NAME}, the maintainers ({MAINTAINER}) will give anyone who asks a complete",
        "machine-readable copy of the corresponding source code of these libraries, for no more than",
        "the cost of performing the distribution, on a medium customarily used for software interchange.",
        "",
    ]
    for c in copyleft:
        lines += [f"* {c['name']} {c['version']} ({c['license']})", f"    source: {c['source']}"]
    return "\n".join(lines) + "\n"


def license_readme(index: dict[str, Any], texts: list[str]) -> str:
    """The folder's README: mjgui's own license, then what else is inside, at which version, under which
    terms and where the copyleft parts' sources are."""
    by_text: dict[str, list[str]] = {}
    for dest, names in [*index["executables"].items(), *index["data"].items(), *index["files"].items()]:
        for name in names:
            by_text.setdefault(name, []).append(dest)
    by_name = {c["name"]: c for c in index["components"]}
    qt, pyside = by_name.get("Qt", {}).get("version", "?"), by_name.get("PySide6", {}).get("version", "?")
    lines = [
        f"{DISPLAY_NAME} {index['version']}: {DESCRIPTION}",
        "",
        (ROOT / "LICENSE").read_text(encoding="utf-8").rstrip(),
        "",
        "What else this program contains, and the terms it comes under",
        "-------------------------------------------------------------",
        f"Qt {qt} and Qt for Python (PySide6 and shiboken6 {pyside}) are used under the GNU Lesser General",
        "Public License v3 (texts/LGPL-3.0-only.txt, with texts/GPL-3.0-only.txt that it refers to). They",
        f"are dynamically linked: you may replace the Qt {qt} and PySide6 {pyside} libraries in this folder",
        f"with your own builds of the same versions. Their sources: below and in {SOURCE_OFFER}.",
        "The launchers are PyInstaller's bootloader: GPL-2.0 with the bootloader exception",
        "(PyInstaller-COPYING.txt). Python is under the PSF License, with the notices of the software",
        "incorporated into it (Python-LICENSE.txt).",
        "",
        f"По-русски: mjgui — свободная программа под лицензией MIT (текст выше). Qt {qt} и Qt for Python",
        f"(PySide6, shiboken6 {pyside}) используются на условиях GNU LGPL версии 3 (texts/LGPL-3.0-only.txt",
        "и texts/GPL-3.0-only.txt, на которую она ссылается); они подключаются динамически, и их можно",
        "заменить собственной сборкой тех же версий. Где взять исходный код этих и других библиотек под",
        f"LGPL и GPL — ниже и в {SOURCE_OFFER}. Лицензии всех частей программы перечислены ниже.",
        "",
        "Components (name, version, license; source of the copyleft ones):",
    ]
    for c in index["components"]:
        lines.append(f"  {c['name']} {c['version']}: {c['license']}")
        if c.get("source"):
            lines.append(f"      source: {c['source']}")
    lines += ["", "Each file below and the bundled files it covers:"]
    for name in texts:
        covered = by_text.get(name, [])
        shown = ", ".join(covered[:4]) + (f" and {len(covered) - 4} more" if len(covered) > 4 else "")
        lines.append(f"  {name}" + (f": {shown}" if shown else ""))
    lines += [
        "",
        f"{LICENSE_INDEX} lists every bundled library with the license files that cover it, and every",
        "component with its version.",
        "",
    ]
    return "\n".join(lines)


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


#: Two changes to PySide's support modules as the bundle ships them: what their import runs at
#: every start for work a running app never asks for. Each is (file, the text as PySide6 6.11 has
#: it, the text shipped); a text not found fails the build (`trim_shiboken_support`), so a PySide6
#: that changed them is looked at again, not shipped untrimmed unnoticed. Measured on the bundle on
#: a hand (callgrind to the first frame): 934.7 M -> 837.8 M for the first, -> 796.6 M for both.
SHIBOKEN_SUPPORT_TRIMS: tuple[tuple[str, str, str], ...] = (
    # The stub generator (``pyside6-genpyi``'s, never run by the app), imported by the loader only
    # to be put under ``PySide6.support``: its class body compiles two verbose regular expressions
    # of nested brackets (~97 M instructions) and imports ``logging``. Still importable by its name.
    (
        "shibokensupport/signature/loader.py",
        "from shibokensupport.signature.lib import pyi_generator\n",
        "",
    ),
    (
        "shibokensupport/signature/loader.py",
        "    put_into_package(PySide6.support.signature.lib, pyi_generator)\n",
        "",
    ),
    # The argument-list parser's regular expression (~41 M) compiled when a signature is first
    # parsed (an error message, ``inspect.signature`` of a Qt method), not at import.
    (
        "shibokensupport/signature/parser.py",
        "arglistParser = ArglistParser()\n\n\ndef _parse_arglist(argstr):\n"
        "    return arglistParser.parse(argstr)\n",
        "arglistParser = None\n\n\ndef _parse_arglist(argstr):\n"
        "    global arglistParser\n"
        "    if arglistParser is None:\n"
        "        arglistParser = ArglistParser()\n"
        "    return arglistParser.parse(argstr)\n",
    ),
)

#: The line put at the top of each file `trim_shiboken_support` changed (LGPL: a changed file says so).
SHIBOKEN_SUPPORT_CHANGED = (
    "# Changed for mjgui's bundle (packaging/build_bundle.py, SHIBOKEN_SUPPORT_TRIMS, 2026-12): "
    "work done at import that a running app never asks for is left out or done when first used.\n"
)


def trim_shiboken_support(dest: Path) -> list[str]:
    """Apply :data:`SHIBOKEN_SUPPORT_TRIMS` to the support modules' sources in ``dest`` (before they
    are compiled); the files changed, each marked by :data:`SHIBOKEN_SUPPORT_CHANGED` on its first
    line. A text not found exactly once stops the build."""
    changed: dict[str, str] = {}
    for name, old, new in SHIBOKEN_SUPPORT_TRIMS:
        text = changed.get(name) or (dest / name).read_text(encoding="utf-8")
        if text.count(old) != 1:
            raise SystemExit(
                f"{name} of this shiboken6 does not hold the text build_bundle.SHIBOKEN_SUPPORT_TRIMS "
                f"changes ({old.splitlines()[0].strip()!r}): look at the trim again for this PySide6"
            )
        changed[name] = text.replace(old, new)
    for name, text in changed.items():
        (dest / name).write_text(SHIBOKEN_SUPPORT_CHANGED + text, encoding="utf-8")
    return sorted(changed)


def shiboken_support_files(dest: Path) -> list[Path]:
    """PySide's support modules (``shibokensupport``, its signature loader) as ``.py`` files in
    ``dest``, with their bytecode; the spec ships them as ``_internal/shiboken6/files.dir``.

    At every start shiboken6 takes these ~15 modules out of a base64 zip inside libshiboken and
    compiles their source: about 100 M instructions, a sixth of a bare PySide6 window's start. When
    a ``files.dir`` folder lies beside it (what its own ``SBK_EMBED=0`` switch makes), it imports them
    from there instead, bytecode included (trimmed first: :func:`trim_shiboken_support`). The ``.pyc``
    are unchecked-hash: used as they are, never compared with the source's timestamp, which an
    installer or an unpacked tarball may change.
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
    trim_shiboken_support(dest)
    ok = compileall.compile_dir(
        dest, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH
    )
    if not ok:
        raise SystemExit(f"cannot compile the shibokensupport modules in {dest}")
    return sorted(path for path in dest.rglob("*") if path.is_file())


#: The MIME type of the game records (``application/x-mjgui-game``, ``*.mjgame``) for shared-mime-info,
#: and where it goes under a ``share`` folder (/usr/share in the packages, the bundle's own ``share``).
MIME_XML = PACKAGING / "linux" / "mjgui-mime.xml"
MIME_DEST = f"mime/packages/{NAME}.xml"


def add_desktop_files(bundle: Path) -> None:
    """Menu entry, the records' MIME type and icons (XDG layout) in the bundle;
    install-desktop-entry.sh copies them to ~/.local."""
    icons = ROOT / "resources" / "icons"
    share = bundle / "share"
    targets = {
        share / "applications" / f"{NAME}.desktop": PACKAGING / "linux" / f"{NAME}.desktop",
        share / MIME_DEST: MIME_XML,
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


#: The Inno Setup license page (packaging/windows/mjgui.iss): the folder's README with a UTF-8 byte order
#: mark, without which Inno Setup reads a .txt as the system's ANSI code page.
INSTALLER_LICENSE = ROOT / "build" / "installer-license.txt"


def installer_license(bundle: Path, dest: Path = INSTALLER_LICENSE) -> Path:
    text = (bundle / LICENSES_TOP / LICENSE_README).read_text(encoding="utf-8")
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(text, encoding="utf-8-sig", newline="\r\n")
    return dest


def top_licenses(bundle: Path) -> Path:
    """A copy of the bundle's license folder at its top (``dist/mjgui/licenses``), where people look."""
    src, dest = bundle / "_internal" / LICENSES_DATA_DEST, bundle / LICENSES_TOP
    if not (src / LICENSE_INDEX).is_file():
        raise LicenseError(f"{src} is missing: the spec writes it (build_bundle.write_licenses)")
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(src, dest)
    return dest


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
    if sys.platform != "darwin":  # the .app keeps them in Contents/Resources; make_dmg.sh puts them beside it
        top_licenses(bundle)
    if sys.platform == "win32":
        installer_license(bundle)
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
