#!/usr/bin/env python3
"""Build ``dist/mjgui-<version>-1.<arch>.rpm`` from the onedir bundle: what ``make rpm`` runs.

The same layout as the ``.deb`` (packaging/build_deb.py), for Fedora, openSUSE and their kin:

    /opt/mjgui/                          the bundle (mjgui, mjgui-cli, _internal/, licenses/)
    /usr/bin/mjgui, /usr/bin/mjgui-cli   symlinks to it
    /usr/share/applications/mjgui.desktop, /usr/share/icons/hicolor/*/apps/mjgui.*
    /usr/share/mime/packages/mjgui.xml   the game records' type (*.mjgame), which the menu entry opens
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
import re
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
#: Folders the package makes that no package it requires owns: ``rpm -e`` (``dnf remove``) takes them
#: away only if they are listed. The license's folder (``%license`` given a path owns the file, not
#: its folder), and the 1024 px icon's, which hicolor-icon-theme's index (0.17) does not list.
OWN_FOLDERS = (
    f"/usr/share/licenses/{bb.NAME}",
    "/usr/share/icons/hicolor/1024x1024",
    "/usr/share/icons/hicolor/1024x1024/apps",
)
#: Player names from Japanese and Chinese game logs are drawn with the system's fonts (build_deb.RECOMMENDS).
RECOMMENDS = "google-noto-sans-cjk-fonts"


def rpm_arch() -> str:
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(platform.machine().lower(), platform.machine().lower())


def rpm_name(ver: str | None = None, arch: str | None = None) -> str:
    return f"{bb.NAME}-{ver or bb.version()}-{RELEASE}.{arch or rpm_arch()}.rpm"


def rpm_version(ver: str) -> str:
    """RPM's Version has no ``-``; a pre-release (``0.2.0rc1``) sorts before its release with ``~``."""
    return re.sub(r"^(\d+(?:\.\d+)*)[.-]?((?:a|b|rc|dev)\d*)$", r"\1~\2", ver).replace("-", "_")


def requires(bundle: Path) -> list[str]:
    """``soname()(64bit)`` for every library the bundle's ELF files need and it does not carry."""
    carried = {p.name for p in bundle.rglob("*") if p.is_file() or p.is_symlink()}
    needed = set().union(*(bd.needed_sonames(p) for p in bd.elf_files(bundle))) - carried
    suffix = "()(64bit)" if platform.architecture()[0] == "64bit" else ""
    return [f"{soname}{suffix}" for soname in sorted(needed)] + EXTRA_REQUIRES


#: Debian's short license names (DEP-5: the ``License`` of a copyright file's ``Files: *``, what the
#: licenses index says of a system library the bundle copied) that are no SPDX identifier as written,
#: in lower case. The GNU ones with a version are read by :data:`_GNU_RE`.
DEBIAN_LICENSES = {
    "expat": "MIT",
    "mit/x": "X11",  # the MIT text with the X Consortium's advertising clause (xcb-util's)
    "mit/x11": "X11",
    "mit/x consortium license": "X11",
    "bsd-3-clause-cambridge": "BSD-3-Clause",  # PCRE2's, the University of Cambridge named
    "tcl-bsdish": "TCL",  # dbus's: Tcl's own terms
    "pd": "LicenseRef-Public-Domain",
    "public-domain": "LicenseRef-Public-Domain",
}
#: Debian's names of license exceptions (``LICENSE with NAME exception``), in lower case.
DEBIAN_EXCEPTIONS = {
    "binary library-like packages": "PCRE2-exception",
    "autoconf": "Autoconf-exception-generic",
    "bootloader": "Bootloader-exception",
}
#: ``GPL-2``, ``LGPL-2.1+``, ``GPL-3.0``: Debian's spelling (and SPDX's deprecated one) of a GNU license.
_GNU_RE = re.compile(r"(A?GPL|LGPL)-?(\d)(?:\.(\d))?(\+|-or-later|-only)?", re.I)
#: The components whose notice names no license a machine can read (a free-form copyright file, or a
#: name Debian gives several licenses), by package name: read from the notice the bundle carries.
PACKAGE_LICENSES = (
    (r"libbz2-1\.0", "bzip2-1.0.6"),  # "BSD-variant": bzip2's own terms
    (r"libgcc-s\d+|libstdc\+\+\d+", "GPL-3.0-or-later WITH GCC-exception-3.1"),  # the run-time exception
    (r"libfontconfig\d+", "HPND-sell-variant"),
    (r"libx11-\d+|libx11-xcb\d+", "MIT AND X11"),
    (r"libxau\d+|libxdmcp\d+", "MIT-open-group"),
    # libxcb's own libraries (xcb-util's have a machine-readable file: MIT/X...)
    (
        r"libxcb\d+|libxcb-(?:composite|damage|dpms|dri2|dri3|glx|present|randr|record|render|res|"
        r"screensaver|shape|shm|sync|xf86dri|xfixes|xinerama|xinput|xkb|xtest|xv|xvmc)\d+",
        "X11",
    ),
    (r"libxkbcommon\d+|libxkbcommon-x11-\d+", "MIT AND X11 AND HPND"),
)


def _license_ref(name: str) -> str:
    """SPDX's own name for a license it does not list: ``LicenseRef-`` and letters, digits, . and -."""
    return "LicenseRef-" + (re.sub(r"[^A-Za-z0-9.]+", "-", name).strip("-") or "unknown")


def _spdx_id(name: str, exception: bool = False) -> str:
    """One license (or exception) name as SPDX spells it, or a LicenseRef for one SPDX does not list."""
    from packaging.licenses import InvalidLicenseExpression, canonicalize_license_expression

    name = name.strip()
    table = DEBIAN_EXCEPTIONS if exception else DEBIAN_LICENSES
    if name.lower() in table:
        return table[name.lower()]
    gnu = None if exception else _GNU_RE.fullmatch(name)
    if gnu:
        kind, major, minor, later = gnu.groups()
        suffix = "or-later" if later in ("+", "-or-later") else "only"
        return f"{kind.upper()}-{major}.{minor or 0}-{suffix}"
    if " " not in name and not name.lower().startswith("licenseref-"):
        try:
            found = canonicalize_license_expression(f"MIT WITH {name}" if exception else name)
        except InvalidLicenseExpression:
            pass
        else:
            return found.split(" WITH ", 1)[1] if exception else found
    return _license_ref(name)


def _spdx_term(term: str) -> str:
    """``NAME`` or ``NAME with EXCEPTION exception`` (Debian) / ``NAME WITH EXCEPTION`` (SPDX)."""
    match = re.fullmatch(r"(\S+)\s+with\s+(.+?)(?:\s+exception)?", term.strip(), re.I)
    if match:
        license_id, exception = _spdx_id(match.group(1)), _spdx_id(match.group(2), exception=True)
        if license_id.startswith("LicenseRef-") or exception.startswith("LicenseRef-"):
            return _license_ref(term)  # SPDX has no exception to a license it does not list
        return f"{license_id} WITH {exception}"
    return _spdx_id(term)


def _spdx_expression(text: str) -> str:
    """A DEP-5 or SPDX license expression as an SPDX one. DEP-5: ``and`` binds tighter than ``or``
    (as in SPDX), and a comma separates the parts that bind loosest (``A or B, and C``)."""
    groups = [group.strip() for group in text.split(",") if group.strip()]
    out = ""
    for i, group in enumerate(groups):
        joiner = "AND"
        lead = re.match(r"(and|or)\s+(.*)", group, re.I | re.S)
        if i and lead:
            joiner, group = lead.group(1).upper(), lead.group(2)
        parts = re.split(r"\s+(and|or)\s+", group.strip("() "), flags=re.I)
        expr = _spdx_term(parts[0])
        for op, term in zip(parts[1::2], parts[2::2], strict=True):
            expr += f" {op.upper()} {_spdx_term(term)}"
        if not i:
            out = expr
        elif joiner == "OR":  # OR binds loosest: nothing to group
            out = f"{out} OR {expr}"
        else:
            out = f"{_grouped(out)} AND {_grouped(expr)}"
    return out


def _grouped(expr: str) -> str:
    """``expr`` in parentheses when it has an OR outside them (so that an AND after it binds it all)."""
    depth, top_or = 0, False
    for match in re.finditer(r"[()]| OR ", expr):
        depth += {"(": 1, ")": -1}.get(match.group(), 0)
        top_or = top_or or (match.group() == " OR " and depth == 0)
    return f"({expr})" if top_or else expr


def spdx_license(component: dict[str, str]) -> str:
    """A component of the licenses index's license as an SPDX expression: its package's, from
    :data:`PACKAGE_LICENSES`, when its notice is free-form or names its license vaguely; else its
    license read as DEP-5 or SPDX (Debian's names mapped, what SPDX does not list a LicenseRef)."""
    name, text = component["name"], component["license"]
    for pattern, expr in PACKAGE_LICENSES:
        if re.fullmatch(pattern, name):
            return expr
    text = re.sub(r"\s*\(see [^)]*\)\s*$", "", text).strip()  # "LGPL-2.1-or-later (see system/x.txt)"
    if not text or text.startswith("see ") or text == "other":
        return _license_ref(name)
    if "(" in text and "," not in text:  # an SPDX expression with parentheses
        from packaging.licenses import InvalidLicenseExpression, canonicalize_license_expression

        try:
            return canonicalize_license_expression(text)
        except InvalidLicenseExpression:
            return _license_ref(name)
    return _spdx_expression(text)


def _and_terms(expr: str) -> list[str]:
    """The parts of an SPDX expression joined by a top-level AND; one with an OR outside parentheses is
    a single part, in parentheses."""
    if _grouped(expr) != expr:
        return [f"({expr})"]
    terms, depth, start = [], 0, 0
    for match in re.finditer(r"[()]| AND ", expr):
        if match.group() == "(":
            depth += 1
        elif match.group() == ")":
            depth -= 1
        elif depth == 0:
            terms.append(expr[start : match.start()])
            start = match.end()
    terms.append(expr[start:])
    return [term.strip() for term in terms]


def license_tag(bundle: Path) -> str:
    """The package's License: every component of the bundle's licenses index (``index.json``) under
    its SPDX expression (:func:`spdx_license`), joined by AND, each license once. Checked against
    SPDX's list (deprecated identifiers refused): a build never writes an invalid one."""
    import json

    index = json.loads((bundle / bb.LICENSES_TOP / bb.LICENSE_INDEX).read_text(encoding="utf-8"))
    return license_expression(index["components"])


def license_expression(components: list[dict[str, str]]) -> str:
    """:func:`license_tag` of the components of a licenses index."""
    terms = ["MIT"]  # mjgui's own
    for component in components:
        for term in _and_terms(spdx_license(component)):
            if term not in terms:
                terms.append(term)
    expr = " AND ".join(terms)
    check_spdx(expr)
    return expr


def check_spdx(expr: str) -> None:
    """Raise SystemExit unless ``expr`` is a valid SPDX expression of identifiers SPDX has not
    deprecated (``LGPL-2.1+``, ``GPL-2.0``: SPDX says ``LGPL-2.1-or-later``, ``GPL-2.0-only``)."""
    from packaging.licenses import InvalidLicenseExpression, _spdx, canonicalize_license_expression

    try:
        canonicalize_license_expression(expr)
    except InvalidLicenseExpression as err:
        raise SystemExit(f"the .rpm's License is no SPDX expression ({err}): {expr}") from None
    deprecated = [
        word
        for word in re.findall(r"[A-Za-z0-9.+-]+", expr)
        if _spdx.LICENSES.get(word.lower(), {}).get("deprecated")
        or _spdx.EXCEPTIONS.get(word.lower(), {}).get("deprecated")
    ]
    if deprecated:
        raise SystemExit(f"the .rpm's License has identifiers SPDX deprecated: {deprecated}")


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
        f"Recommends: {RECOMMENDS}",
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
        *(f"%dir {d}" for d in OWN_FOLDERS),
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
    bd._install(bb.MIME_XML, share / bb.MIME_DEST)  # the records' type: a file manager opens them here
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


def rpmlint_config(rpm: Path, dest: Path) -> Path:
    """An rpmlint configuration with the licenses it may call valid, which Debian's rpmlint leaves
    empty (every license is then ``invalid-license``; Fedora's and openSUSE's ship their lists, which
    this one extends): SPDX's identifiers and exceptions that are not deprecated, from the SPDX list
    ``packaging`` carries, and the ``LicenseRef-`` names of the package's License (SPDX's way of
    naming a license it does not list)."""
    import json

    from packaging.licenses import _spdx

    tag = subprocess.run(
        ["rpm", "-qp", "--nosignature", "--qf", "%{LICENSE}", str(rpm)], capture_output=True, text=True
    ).stdout
    refs = sorted(set(re.findall(r"LicenseRef-[A-Za-z0-9.-]+", tag)))
    licenses = sorted(entry["id"] for entry in _spdx.LICENSES.values() if not entry["deprecated"])
    exceptions = sorted(entry["id"] for entry in _spdx.EXCEPTIONS.values() if not entry["deprecated"])
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(
        f"ValidLicenses = {json.dumps(licenses + refs)}\nValidLicenseExceptions = {json.dumps(exceptions)}\n",
        encoding="utf-8",
    )
    return dest


def rpmlint(rpm: Path) -> int:
    """Run rpmlint with the project's filters and the SPDX list (:func:`rpmlint_config`); print its
    report; the number of errors (E:)."""
    config = rpmlint_config(rpm, bb.ROOT / "build" / "rpm" / "rpmlint-licenses.toml")
    cmd = ["rpmlint", "-c", str(config), "-r", str(RPMLINTRC), str(rpm)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    report = proc.stdout + proc.stderr
    print(report.strip() or "rpmlint: no output")
    return sum(1 for line in report.splitlines() if ": E: " in line)


def main(argv: list[str] | None = None) -> int:
    return bd.package_main(
        argv, __doc__, ending=".rpm", linter="rpmlint", name=rpm_name, build=build, lint=rpmlint
    )


if __name__ == "__main__":
    sys.exit(main())
