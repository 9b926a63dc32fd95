#!/usr/bin/env python3
"""Build ``dist/mjgui-<version>-1.<arch>.rpm`` from the onedir bundle: what ``make rpm`` runs.

The same layout as the ``.deb`` (packaging/build_deb.py), for Fedora, openSUSE and their kin:

    /opt/mjgui/                          the bundle (mjgui, mjgui-cli, _internal/, licenses/)
    /usr/bin/mjgui, /usr/bin/mjgui-cli   symlinks to it
    /usr/share/applications/mjgui.desktop, /usr/share/icons/hicolor/*/apps/mjgui.*
    /usr/share/metainfo/org.mjgui.mjgui.metainfo.xml
    /usr/share/licenses/mjgui/           the project's LICENSE; the bundle's licenses/ marked %license

``Requires`` names the sonames the bundle's ELF files need and it does not carry (libc, libGL/EGL, libxcb,
libwayland-client ...): ``soname()(64bit)``, what every RPM distribution's libraries provide, so the
list holds whatever the distribution calls its packages. rpm's automatic Requires/Provides are off: the
bundle must not claim to provide the libraries it carries for itself. Needs ``rpmbuild`` (Debian: the
``rpm`` package; packaging/linux/build-deps.sh --rpm installs it). ``--check`` runs ``rpmlint`` with
``linux/mjgui.rpmlintrc`` (each filtered tag with its reason) and fails on any error.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_bundle as bb  # packaging/build_bundle.py: names, version, the bundle's paths
import build_deb as bd  # the ELF helpers and the shared layout

PREFIX = bd.PREFIX
RPMLINTRC = bb.PACKAGING / "linux" / "mjgui.rpmlintrc"
RELEASE = "1"
EXTRA_REQUIRES = ["fontconfig", "hicolor-icon-theme"]


def rpm_arch() -> str:
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(platform.machine().lower(), platform.machine().lower())


def rpm_name(ver: str | None = None, arch: str | None = None) -> str:
    return f"{bb.NAME}-{ver or bb.version()}-{RELEASE}.{arch or rpm_arch()}.rpm"


def rpm_version(ver: str) -> str:
    """RPM's Version has no ``-``; a pre-release (``0.2.0rc1``) sorts before its release with ``~``."""
    import re

    return re.sub(r"^(\d+(?:\.\d+)*)[.-]?((?:a|b|rc|dev)\d*)$", r"\1~\2", ver).replace("-", "_")


def requires(bundle: Path) -> list[str]:
    """``soname()(64bit)`` for every library the bundle's ELF files need and it does not carry."""
    carried = {p.name for p in bundle.rglob("*") if p.is_file() or p.is_symlink()}
    needed = set().union(*(bd.needed_sonames(p) for p in bd.elf_files(bundle))) - carried
    suffix = "()(64bit)" if platform.architecture()[0] == "64bit" else ""
    return [f"{soname}{suffix}" for soname in sorted(needed)] + EXTRA_REQUIRES


def license_tag(bundle: Path) -> str:
    """The package's License: the SPDX identifiers of the components the bundle's index names."""
    import json

    index = json.loads((bundle / bb.LICENSES_TOP / bb.LICENSE_INDEX).read_text(encoding="utf-8"))
    ids = ["MIT"]
    for component in index["components"]:
        expr = component["license"]
        for part in expr.replace("(", " ").replace(")", " ").split(" AND "):
            part = part.strip()
            if part and " " not in part.replace(" WITH ", "_") and part not in ids and part != "other":
                ids.append(part)
    return " AND ".join(ids)


def spec_file(bundle: Path, root: Path, ver: str) -> str:
    desc = textwrap.fill(
        "Enter a riichi mahjong hand by clicking tiles or typing it, mark the melds, dora indicators "
        "and the situation, and see at once the yaku, every fu item, the han and fu, and who pays "
        "whom. Keeps a whole game's points and works fully offline. mjgui-cli scores hands from "
        "the command line as JSON. This package is a self-contained build: it carries its own "
        "Python and Qt (their licenses: /opt/mjgui/licenses).",
        width=76,
    )
    files = sorted(
        "/" + p.relative_to(root).as_posix()
        for p in root.rglob("*")
        if (p.is_file() or p.is_symlink()) and not p.relative_to(root).as_posix().startswith(f"{PREFIX}/")
    )
    reqs = "\n".join(f"Requires: {r}" for r in requires(root / PREFIX))
    lines = [
        f"Name: {bb.NAME}",
        f"Version: {rpm_version(ver)}",
        f"Release: {RELEASE}",
        f"Summary: {bb.DESCRIPTION}",
        f"License: {license_tag(bundle)}",
        f"URL: {bb.HOMEPAGE}",
        "Group: Amusements/Games",
        f"Packager: {bb.MAINTAINER}",
        "AutoReqProv: no",
        reqs,
        "Recommends: google-noto-sans-cjk-fonts",
        "",
        "%description",
        desc,
        "",
        "%install",
        f"cp -a {root}/. %{{buildroot}}/",
        "",
        "%files",
        f"%dir /{PREFIX}",
        *(f"/{PREFIX}/{p.name}" for p in sorted((root / PREFIX).iterdir()) if p.name != "licenses"),
        f"%license /{PREFIX}/licenses",
        *(f"%license {f}" if f.startswith("/usr/share/licenses/") else f for f in files),
        "",
        "%changelog",
        f"* {changelog_date()} {bb.MAINTAINER} - {rpm_version(ver)}-{RELEASE}",
        f"- Release {ver}.",
        "",
    ]
    return "\n".join(lines)


def changelog_date() -> str:
    """The %changelog date (``Fri Dec 04 2026``) of the newest source file: reproducible."""
    from datetime import UTC, datetime

    return datetime.fromtimestamp(int(bb.newest_source_mtime()), UTC).strftime("%a %b %d %Y")


def stage(bundle: Path, root: Path) -> None:
    opt = root / PREFIX
    shutil.copytree(bundle, opt, symlinks=True)
    (opt / "install-desktop-entry.sh").unlink(missing_ok=True)
    shutil.rmtree(opt / "share", ignore_errors=True)
    usr = root / "usr"
    (usr / "bin").mkdir(parents=True)
    for name in (bb.NAME, bb.CLI_NAME):
        (usr / "bin" / name).symlink_to(f"../../{PREFIX}/{name}")  # relative: what rpmlint asks
    icons = bb.ROOT / "resources" / "icons"
    share = usr / "share"
    bd._install(bb.PACKAGING / "linux" / f"{bb.NAME}.desktop", share / "applications" / f"{bb.NAME}.desktop")
    hicolor = share / "icons" / "hicolor"
    for size, src in (
        ("256x256", "mjgui.png"),
        ("512x512", "mjgui-512.png"),
        ("1024x1024", "mjgui-1024.png"),
    ):
        bd._install(icons / src, hicolor / size / "apps" / f"{bb.NAME}.png")
    bd._install(icons / "mjgui.svg", hicolor / "scalable" / "apps" / f"{bb.NAME}.svg")
    bd._install(bd.METAINFO, share / "metainfo" / bd.METAINFO.name)
    bd._install(bb.ROOT / "LICENSE", share / "licenses" / bb.NAME / "LICENSE")
    bd._normalise_modes(root, {opt / bb.NAME, opt / bb.CLI_NAME})


def build(bundle: Path = bb.DIST / bb.NAME, out_dir: Path = bb.DIST) -> Path:
    if not bb.executable(bundle).is_file():
        raise SystemExit(f"{bundle} is missing: run `make dist` first")
    if shutil.which("rpmbuild") is None:
        raise SystemExit("rpmbuild is not installed (sh packaging/linux/build-deps.sh --rpm, as root)")
    ver = bb.version()
    work = bb.ROOT / "build" / "rpm"
    shutil.rmtree(work, ignore_errors=True)
    root = work / "root"
    root.mkdir(parents=True)
    stage(bundle, root)
    spec = work / f"{bb.NAME}.spec"
    spec.write_text(spec_file(bundle, root, ver), encoding="utf-8")
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(int(bb.newest_source_mtime()))}
    cmd = [
        "rpmbuild",
        "-bb",
        "--quiet",
        "--define",
        f"_topdir {work / 'top'}",
        "--define",
        "_build_id_links none",  # no /usr/lib/.build-id links to the bundle's libraries
        "--define",
        "__strip /bin/true",  # the bundle is stripped already; its Python extensions must stay as built
        "--define",
        "__brp_strip /bin/true",
        "--define",
        "debug_package %{nil}",
        "--define",
        "_binary_payload w6T0.zstdio",
        "--define",
        "use_source_date_epoch_as_buildtime 1",
        "--define",
        "clamp_mtime_to_source_date_epoch 1",
        "--define",
        "__os_install_post %{nil}",  # no brp scripts: the bundle is shipped as built
        "--target",
        rpm_arch(),
        str(spec),
    ]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"rpmbuild failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    built = next((work / "top" / "RPMS").rglob("*.rpm"))
    out = out_dir / rpm_name(ver)
    os.replace(built, out)
    print(f"built {out} ({bb.mib(out.stat().st_size)})")
    return out


def rpmlint(rpm: Path) -> int:
    """Run rpmlint with the project's filters; print its report; the number of errors (E:)."""
    proc = subprocess.run(["rpmlint", "-r", str(RPMLINTRC), str(rpm)], capture_output=True, text=True)
    report = proc.stdout + proc.stderr
    print(report.strip() or "rpmlint: no output")
    return sum(1 for line in report.splitlines() if ": E: " in line)


def main(argv: list[str] | None = None) -> int:
    return bd.package_main(
        argv, __doc__, ending=".rpm", linter="rpmlint", name=rpm_name, build=build, lint=rpmlint
    )


if __name__ == "__main__":
    sys.exit(main())
