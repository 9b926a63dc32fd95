#!/usr/bin/env python3
"""Build ``dist/mjgui_<version>_<arch>.deb`` from the onedir bundle: what ``make deb`` runs.

    /opt/mjgui/                       the bundle (mjgui, mjgui-cli, _internal/, licenses/)
    /usr/bin/mjgui, /usr/bin/mjgui-cli   symlinks to it (the bootloader finds _internal through
                                      /proc/self/exe, so a link works)
    /usr/share/applications/mjgui.desktop, /usr/share/icons/hicolor/*/apps/mjgui.*
    /usr/share/mime/packages/mjgui.xml   the game records' type (*.mjgame), which the menu entry opens
    /usr/share/metainfo/org.mjgui.mjgui.metainfo.xml   (AppStream: software centres)
    /usr/share/doc/mjgui/copyright, changelog.gz
    /usr/share/lintian/overrides/mjgui   (why a self-contained bundle differs from Debian policy)

The package lists as its own only its folders and the shared ones a system may lack, never /opt,
/usr, /usr/bin, /usr/share or /usr/share/doc (``SYSTEM_DIRS``): dpkg would take an empty /opt away with
it. ``dpkg-deb`` builds it; its data archive is written again without those folders.

``Depends`` lists the system libraries the bundle links to but does not carry (glibc, libGL/EGL,
libxcb, libwayland-client, ...): ``dpkg-shlibdeps`` reads them from the bundle's ELF files, so the
list follows what the bundle contains. Needs ``dpkg-dev`` (dpkg-deb, dpkg-shlibdeps) and, for the
owner-less archive, nothing else: ``dpkg-deb --root-owner-group`` (no fakeroot).
``--check`` runs ``lintian`` on the result and fails on any error.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_bundle as bb  # packaging/build_bundle.py: names, version, the bundle's paths

PREFIX = f"opt/{bb.NAME}"
METAINFO = bb.PACKAGING / "linux" / f"{bb.BUNDLE_ID}.metainfo.xml"
LINTIAN_OVERRIDES = bb.PACKAGING / "linux" / "lintian-overrides"
SECTION = "misc"  # "games" would want the programs in /usr/games
# A player's desktop needs these at run time although no ELF file names them: fontconfig's fonts.
EXTRA_DEPENDS = ["fontconfig", "hicolor-icon-theme"]


def deb_arch() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def deb_name(ver: str | None = None, arch: str | None = None) -> str:
    return f"{bb.NAME}_{ver or bb.version()}_{arch or deb_arch()}.deb"


def _is_elf(path: Path) -> bool:
    with open(path, "rb") as fh:
        return fh.read(4) == b"\x7fELF"


def elf_files(bundle: Path) -> list[Path]:
    return sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and _is_elf(p))


def needed_sonames(path: Path) -> set[str]:
    out = subprocess.run(["readelf", "-dW", str(path)], capture_output=True, text=True).stdout
    return set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out))


def system_library_packages(bundle: Path) -> dict[str, str]:
    """soname -> Debian package, for every library the bundle's ELF files need and it does not carry."""
    carried = {p.name for p in bundle.rglob("*") if p.is_file() or p.is_symlink()}
    missing = set().union(*(needed_sonames(p) for p in elf_files(bundle))) - carried
    cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    found: dict[str, str] = {}
    for soname in sorted(missing):
        match = re.search(rf"^\s*{re.escape(soname)} \(([^)]*)\) => (\S+)$", cache, re.M)
        package = bb.debian_package(match.group(2)) if match else None
        if package is None:
            raise SystemExit(f"{soname} (the bundle needs it) is not installed here: cannot name its package")
        found[soname] = package
    return found


#: Player names from Japanese and Chinese game logs are drawn with the system's fonts (the
#: bundled subset covers only the kanji of the yaku names): Windows and macOS have CJK fonts,
#: a Debian system may not.
RECOMMENDS = "fonts-noto-cjk"


def shlib_depends(bundle: Path) -> str:
    """``Depends``: the packages of the libraries the bundle needs and does not carry, with the
    minimum versions ``dpkg-shlibdeps`` reads from their symbols files."""
    packages = set(system_library_packages(bundle).values())
    with tempfile.TemporaryDirectory() as tmp:
        debian = Path(tmp) / "debian"
        debian.mkdir()
        (debian / "control").write_text(
            f"Source: {bb.NAME}\n\nPackage: {bb.NAME}\nArchitecture: any\n", encoding="utf-8"
        )
        cmd = ["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=0", *map(str, elf_files(bundle))]
        proc = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"dpkg-shlibdeps failed:\n{proc.stderr[-4000:]}")
    versioned = {}
    for line in proc.stdout.splitlines():
        if line.startswith("shlibs:Depends="):
            for dep in line.split("=", 1)[1].split(","):
                versioned[dep.split()[0].strip()] = dep.strip()
    # dpkg-shlibdeps also names the packages of libraries the bundle carries (it resolves them in the
    # system first): keep only the ones the bundle leaves to the system.
    depends = [versioned.get(pkg, pkg) for pkg in sorted(packages)]
    return ", ".join(depends + EXTRA_DEPENDS)


def _install(src: Path, dest: Path, mode: int = 0o644) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dest)
    dest.chmod(mode)


def _normalise_modes(root: Path, executables: set[Path]) -> None:
    """0755 for folders and the two programs, 0644 for everything else (shared libraries included):
    what Debian policy and lintian expect."""
    for dirpath, _dirnames, filenames in os.walk(root):
        os.chmod(dirpath, 0o755)
        for name in filenames:
            path = Path(dirpath) / name
            if not path.is_symlink():
                path.chmod(0o755 if path in executables else 0o644)


#: The copyright holders of the components whose notices are not machine-readable copyright files.
HOLDERS = {
    "Qt": "The Qt Company Ltd. and other contributors",
    "PySide6": "The Qt Company Ltd.",
    "shiboken6": "The Qt Company Ltd.",
    "ICU": "Unicode, Inc. and others",
    "Python": "Python Software Foundation and others (see Python-LICENSE.txt)",
    "PyInstaller bootloader": "PyInstaller Development Team",
}


def _field(text: str) -> str:
    """A DEP-5 multi-line field body: each line indented, empty lines as " ."."""
    return "".join(f" {line}\n" if line.strip() else " .\n" for line in text.strip().splitlines())


def _dep5_holders(component: dict[str, Any], licenses: Path) -> str:
    if component["name"] in HOLDERS:
        return HOLDERS[component["name"]]
    notice = licenses / component["notices"][0]
    text = notice.read_text(encoding="utf-8", errors="replace") if notice.is_file() else ""
    match = re.search(
        r"^Files:\s*\*\s*\n(?:[A-Z][^\n]*\n|\s[^\n]*\n)*?Copyright:([^\n]*(?:\n\s[^\n]*)*)", text, re.M
    )
    holders = " ".join(match.group(1).split()) if match else ""
    return holders[:300] or f"see /{PREFIX}/licenses/{component['notices'][0]}"


def _dep5_license_name(component: dict[str, Any]) -> str:
    """The component's license as a DEP-5 License expression (a free-form one becomes a name of its own)."""
    expr = component["license"]
    if expr.startswith("see ") or "(" in expr or "/" in expr:
        return re.sub(r"[^A-Za-z0-9.+-]+", "-", component["name"]).strip("-") + "-license"
    expr = re.sub(r" WITH (\S+?)-exception\b", r" with \1 exception", expr)  # SPDX -> DEP-5 spelling
    return expr.replace(" AND ", " and ").replace(" OR ", " or ")


#: A Debian system's own copy of the GNU licenses a component's license names (lintian asks for the
#: reference; the bundle carries its own copies under /opt/mjgui/licenses/texts as well).
_COMMON_LICENSES = (
    (r"LGPL-3", "LGPL-3", "GNU Lesser General Public License version 3"),
    (
        r"LGPL-2\.1|Lesser General Public License,? [Vv]ersion 2\.1",
        "LGPL-2.1",
        "GNU Lesser General Public License version 2.1",
    ),
    (r"LGPL-2(?![.\d])", "LGPL-2", "GNU Library General Public License version 2"),
    (r"(?<!L)GPL-3", "GPL-3", "GNU General Public License version 3"),
    (r"(?<!L)GPL-2(?![.\d])|(?<!L)GPL-2\.0", "GPL-2", "GNU General Public License version 2"),
)


def _common_license_lines(component: dict[str, Any]) -> str:
    found = []
    for pattern, name, title in _COMMON_LICENSES:
        if re.search(pattern, component["license"]):
            where = f"/usr/share/common-licenses/{name}"
            found.append(f"On Debian systems, the complete text of the {title} can be found in\n{where}.")
    return "\n".join(found)


def _dep5_files(component: dict[str, Any]) -> list[str]:
    out = []
    for path in component["files"]:
        if path in (bb.NAME, bb.CLI_NAME):
            out.append(f"{PREFIX}/{path}")
        elif path.endswith("/"):
            out.append(f"{PREFIX}/_internal/{path}*")
        else:
            out.append(f"{PREFIX}/_internal/{path}")
    return out


def copyright_file(bundle: Path) -> str:
    """The machine-readable (DEP-5) ``copyright``: the project's MIT (Expat) license for everything, then
    a paragraph per bundled component (its files under /opt/mjgui, exact version, license, where its
    notices are and, for copyleft code, its source), from the bundle's ``licenses/index.json``."""
    licenses = bundle / bb.LICENSES_TOP
    index = json.loads((licenses / bb.LICENSE_INDEX).read_text(encoding="utf-8"))
    body = (bb.ROOT / "LICENSE").read_text(encoding="utf-8").split("\n\n", 2)[2]  # after title, copyright
    out = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {bb.NAME}\n"
        f"Source: {bb.HOMEPAGE}\n"
        "Comment: A self-contained build: it carries its own Python, Qt and the libraries they need,\n"
        " each in a paragraph below with its version. Their license texts and notices are in\n"
        f" /{PREFIX}/licenses/ (README.txt there is the overview; {bb.SOURCE_OFFER} the sources of the\n"
        " copyleft ones and the written offer).\n",
        f"Files: *\nCopyright: 2026 mjgui contributors\nLicense: Expat\n{_field(body)}",
    ]
    for component in index["components"]:
        if component["name"] == bb.NAME or not component["files"]:
            continue
        files = _dep5_files(component)
        notices = ", ".join(f"/{PREFIX}/licenses/{n}" for n in component["notices"])
        comment = f"{component['name']} {component['version']}, under {component['license']}."
        if component.get("source"):
            comment += f"\nSource code of this version: {component['source']}"
        text = f"The license texts and notices: {notices}.\n{_common_license_lines(component)}"
        out.append(
            "Files: "
            + "\n       ".join(files)
            + f"\nCopyright: {_dep5_holders(component, licenses)}\n"
            + f"License: {_dep5_license_name(component)}\n{_field(text)}"
            + "Comment: "
            + "\n ".join(comment.splitlines())
            + "\n"
        )
    return "\n".join(out)


def changelog(ver: str) -> bytes:
    when = format_datetime(datetime.fromtimestamp(int(bb.newest_source_mtime()), UTC))
    text = (
        f"{bb.NAME} ({ver}) unstable; urgency=medium\n\n  * Release {ver}.\n\n -- {bb.MAINTAINER}  {when}\n"
    )
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def stage(bundle: Path, root: Path, ver: str, arch: str) -> None:
    opt = root / PREFIX
    shutil.copytree(bundle, opt, symlinks=True)
    # Per-user helpers of the tarball have no place in a system package: the package installs the entry.
    (opt / "install-desktop-entry.sh").unlink(missing_ok=True)
    shutil.rmtree(opt / "share", ignore_errors=True)
    usr = root / "usr"
    (usr / "bin").mkdir(parents=True)
    for name in (bb.NAME, bb.CLI_NAME):
        (usr / "bin" / name).symlink_to(f"/{PREFIX}/{name}")  # across top-level folders: absolute
    icons = bb.ROOT / "resources" / "icons"
    share = usr / "share"
    _install(bb.PACKAGING / "linux" / f"{bb.NAME}.desktop", share / "applications" / f"{bb.NAME}.desktop")
    _install(bb.MIME_XML, share / bb.MIME_DEST)  # the records' type: a file manager opens them here
    hicolor = share / "icons" / "hicolor"
    for size, src in (
        ("256x256", "mjgui.png"),
        ("512x512", "mjgui-512.png"),
        ("1024x1024", "mjgui-1024.png"),
    ):
        _install(icons / src, hicolor / size / "apps" / f"{bb.NAME}.png")
    _install(icons / "mjgui.svg", hicolor / "scalable" / "apps" / f"{bb.NAME}.svg")
    _install(METAINFO, share / "metainfo" / METAINFO.name)
    doc = share / "doc" / bb.NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_file(bundle), encoding="utf-8")
    (doc / "changelog.gz").write_bytes(changelog(ver))  # a native package: no changelog.Debian
    _install(LINTIAN_OVERRIDES, share / "lintian" / "overrides" / bb.NAME)
    _normalise_modes(root, {opt / bb.NAME, opt / bb.CLI_NAME})

    control = root / "DEBIAN"
    control.mkdir()
    size_kib = (bb.tree_size(root) + 1023) // 1024
    (control / "control").write_text(
        f"Package: {bb.NAME}\n"
        f"Version: {ver}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {bb.MAINTAINER}\n"
        f"Installed-Size: {size_kib}\n"
        f"Depends: {shlib_depends(opt)}\n"
        f"Recommends: {RECOMMENDS}\n"
        f"Section: {SECTION}\n"
        "Priority: optional\n"
        f"Homepage: {bb.HOMEPAGE}\n"
        f"Description: {bb.DESCRIPTION.lower()[0]}{bb.DESCRIPTION[1:]}\n"
        " Enter a riichi mahjong hand by clicking tiles or typing it, mark the melds,\n"
        " dora indicators and the situation, and see at once the yaku, every fu item,\n"
        " the han and fu, and who pays whom. Keeps a whole game's points and works\n"
        " fully offline. mjgui-cli scores hands from the command line as JSON.\n"
        " .\n"
        " This package is a self-contained build: it carries its own Python and Qt.\n",
        encoding="utf-8",
    )
    sums = []
    for path in sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink()):
        rel = path.relative_to(root)
        if rel.parts[0] != "DEBIAN":
            sums.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {rel.as_posix()}\n")
    (control / "md5sums").write_text("".join(sums), encoding="utf-8")
    for path in control.iterdir():
        path.chmod(0o644)
    control.chmod(0o755)


#: Directories every Debian system has, which the package must not list as its own: base-files makes
#: /opt in its postinst (no package lists it) and lists /usr, /usr/share and /usr/share/doc; /usr/bin
#: is every Essential package's. dpkg removes, with the last package that lists it, a directory that
#: is empty: a .deb listing ./opt/ took /opt away on `apt remove mjgui` on a fresh system. As the .rpm
#: owns only /opt/mjgui, the .deb lists only its own folders and the shared ones below /usr/share that
#: may be missing (applications, icons/hicolor/..., metainfo, mime/packages, lintian/overrides): dpkg
#: does not make a missing parent directory, and it shares those with the packages that list them.
SYSTEM_DIRS = frozenset({"", "opt", "usr", "usr/bin", "usr/share", "usr/share/doc"})


def _member_path(name: str) -> str:
    """A data.tar member's path without ``./`` and a trailing slash (``./opt/`` -> ``opt``)."""
    return name.removeprefix(".").strip("/")


def data_tar_without_system_dirs(data: bytes) -> bytes:
    """The data archive ``dpkg-deb`` wrote, every member as it is but the :data:`SYSTEM_DIRS`."""
    import io
    import tarfile

    out = io.BytesIO()
    with (
        tarfile.open(fileobj=io.BytesIO(data), mode="r:") as src,
        tarfile.open(fileobj=out, mode="w", format=tarfile.GNU_FORMAT) as dest,
    ):
        for member in src:
            if member.isdir() and _member_path(member.name) in SYSTEM_DIRS:
                continue
            dest.addfile(member, src.extractfile(member) if member.isfile() else None)
    return out.getvalue()


def read_ar(path: Path) -> list[tuple[str, bytes]]:
    """The members of an ``ar`` archive (a .deb), in order."""
    data = path.read_bytes()
    if not data.startswith(b"!<arch>\n"):
        raise SystemExit(f"{path} is not an ar archive")
    members, at = [], 8
    while at < len(data):
        header = data[at : at + 60]
        name, size = header[:16].decode("ascii").strip().rstrip("/"), int(header[48:58])
        members.append((name, data[at + 60 : at + 60 + size]))
        at += 60 + size + (size % 2)
    return members


def write_ar(path: Path, members: list[tuple[str, bytes]], mtime: int) -> None:
    """A .deb's ``ar`` archive, as dpkg-deb writes one (owner 0, mode 100644, even-padded)."""
    with open(path, "wb") as fh:
        fh.write(b"!<arch>\n")
        for name, body in members:
            fh.write(f"{name:<16}{mtime:<12}{0:<6}{0:<6}{100644:<8}{len(body):<10}`\n".encode("ascii"))
            fh.write(body + (b"\n" if len(body) % 2 else b""))


def pack(root: Path, out: Path) -> Path:
    """The .deb of a staged ``root`` (its ``DEBIAN`` folder and the files) at ``out``, written
    beside it and moved over: ``dpkg-deb`` builds it (checking the control file), uncompressed;
    its data archive is written again without the :data:`SYSTEM_DIRS`, and both archives are
    compressed with xz, as ``dpkg-deb -Zxz`` does."""
    import lzma

    mtime = int(bb.newest_source_mtime())
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(mtime)}
    tmp = out.with_name(out.name + ".part")
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Znone", "--build", str(root), str(tmp)],
        check=True,
        env=env,
        stdout=subprocess.DEVNULL,
    )
    members = dict(read_ar(tmp))
    try:
        control, data = members["control.tar"], members["data.tar"]
    except KeyError:
        raise SystemExit(f"dpkg-deb -Znone wrote {sorted(members)}: no control.tar and data.tar") from None
    write_ar(
        tmp,
        [
            ("debian-binary", members["debian-binary"]),
            ("control.tar.xz", lzma.compress(control, preset=6)),
            ("data.tar.xz", lzma.compress(data_tar_without_system_dirs(data), preset=6)),
        ],
        mtime,
    )
    os.replace(tmp, out)
    return out


def build(bundle: Path = bb.DIST / bb.NAME, out_dir: Path = bb.DIST) -> Path:
    if not bb.executable(bundle).is_file():
        raise SystemExit(f"{bundle} is missing: run `make dist` first")
    ver, arch = bb.version(), deb_arch()
    out = out_dir / deb_name(ver, arch)
    work = bb.ROOT / "build" / "deb"
    shutil.rmtree(work, ignore_errors=True)
    root = work / "root"
    root.mkdir(parents=True)
    stage(bundle, root, ver, arch)
    pack(root, out)
    print(f"built {out} ({bb.mib(out.stat().st_size)})")
    return out


def lintian(deb: Path) -> int:
    """Run lintian; print its report; the number of errors (E:) it found."""
    proc = subprocess.run(
        ["lintian", "--fail-on", "none", "--tag-display-limit", "0", str(deb)], capture_output=True, text=True
    )
    report = proc.stdout + proc.stderr
    print(report.strip() or "lintian: no tags")
    return sum(1 for line in report.splitlines() if line.startswith("E:"))


def package_main(
    argv: list[str] | None,
    doc: str | None,
    *,
    ending: str,
    linter: str,
    name: Callable[[], str],
    build: Callable[[], Path],
    lint: Callable[[Path], int],
) -> int:
    """The command line of a package builder (this one and build_rpm.py): build the package,
    ``--print-name``, or ``--check`` with ``linter`` (its error count from ``lint``)."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0] if doc else None)
    parser.add_argument("--check", action="store_true", help=f"run {linter} on the result; fail on errors")
    parser.add_argument("--print-name", action="store_true", help=f"print the {ending}'s file name and exit")
    ns = parser.parse_args(argv)
    if ns.print_name:
        print(name())
        return 0
    package = build()
    if ns.check:
        if shutil.which(linter) is None:
            print(f"{linter} is not installed (apt-get install {linter})", file=sys.stderr)
            return 1
        errors = lint(package)
        if errors:
            print(f"{linter}: {errors} error(s)", file=sys.stderr)
            return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    return package_main(
        argv, __doc__, ending=".deb", linter="lintian", name=deb_name, build=build, lint=lintian
    )


if __name__ == "__main__":
    sys.exit(main())
