"""The offline bundle (packaging/): the installers agree with the spec, and the built bundle works.

The first tests only read files and always run. The bundle tests build ``dist/mjgui`` once per run
(or reuse it when it is newer than every source), unpack the release tar.gz into a temporary folder
and run that copy with a bare environment, no network (``unshare -n`` when allowed) and no Python
on PATH: render a hand to PNG, score hands, replay a game record, all compared with the source tree.
They are opt-in, because a build takes about a minute: ``make check-dist`` (which CI runs) sets
``MJGUI_DIST_TEST=1``.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import json
import os
import platform
import plistlib
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from mjgui.app import FROM_DESKTOP

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
TIMEOUT = 120


def _load_packaging_script(name: str) -> ModuleType:
    # packaging/ is not a Python package (and "packaging" is a PyPI name): load the helper by path.
    spec = importlib.util.spec_from_file_location(f"mjgui_{name}", PACKAGING / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bb = _load_packaging_script("build_bundle")


# ---------------------------------------------------------------------------------------------------------
# Always: the scripts agree with the spec and with each other
# ---------------------------------------------------------------------------------------------------------
def test_spec_is_onedir_without_upx_and_filters_qt() -> None:
    spec = (PACKAGING / "mjgui.spec").read_text(encoding="utf-8")
    assert "exclude_binaries=True" in spec and "COLLECT(" in spec, "onedir: EXE + COLLECT"
    assert "onefile" not in spec.replace("Onedir, not onefile", "").replace("onefile unpacks", "")
    assert "upx=True" not in spec and spec.count("upx=False") == 3
    assert "a.binaries = trim_qt(a.binaries)" in spec and "a.datas = " in spec
    assert "launcher.py" in spec and "cli_launcher.py" in spec and "console=True" in spec


def test_ctypes_is_packed_on_windows_alone() -> None:
    """PyInstaller's bootstrap imports ctypes at every start of a bundle that holds it (~5.5 M
    instructions to the first frame): only Windows code of mjgui uses it, so the spec leaves it out
    elsewhere, and keeps it on Windows (the lock check needs it there)."""
    spec = (PACKAGING / "mjgui.spec").read_text(encoding="utf-8")
    assert "EXCLUDES += metadata.platform_excludes(sys.platform)" in spec
    assert "ctypes" in bb.platform_excludes("linux") and "ctypes" in bb.platform_excludes("darwin")
    assert "ctypes" not in bb.platform_excludes("win32")


def _windows_test(test: ast.expr) -> bool:
    """An ``if`` test that holds on Windows alone (``os.name == "nt"``, ``sys.platform == "win32"``
    or its ``startswith("win")``)."""
    text = ast.unparse(test).replace("'", '"')
    return text in ('os.name == "nt"', 'sys.platform == "win32"', 'sys.platform.startswith("win")')


def test_no_mjgui_module_imports_a_windows_only_module_elsewhere() -> None:
    """What :func:`build_bundle.platform_excludes` leaves out of a Linux or macOS bundle is imported
    by no mjgui module there: at module level only under a Windows test, and in a function only one
    that mjgui calls under a Windows test alone (by name, in the same module)."""
    windows_only = set(bb.WINDOWS_ONLY_MODULES)
    found: list[str] = []
    for path in sorted((ROOT / "mjgui").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        guarded: set[int] = set()  # nodes under a Windows test
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and _windows_test(node.test):
                guarded.update(id(inner) for child in node.body for inner in ast.walk(child))
        functions = [fn for fn in ast.walk(tree) if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))]
        owner = {id(inner): fn.name for fn in functions for inner in ast.walk(fn) if inner is not fn}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            else:
                continue
            if not any(name.split(".")[0] in windows_only for name in names) or id(node) in guarded:
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            function = owner.get(id(node))
            if function is None:
                found.append(f"{where} at module level")
                continue
            calls = [
                call
                for call in ast.walk(tree)
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == function
            ]
            if not calls or any(id(call) not in guarded for call in calls):
                found.append(f"{where} in {function}, called without a Windows test")
    assert not found, found


def test_data_is_read_without_frozen_branches() -> None:
    launchers = [PACKAGING / "launcher.py", PACKAGING / "cli_launcher.py"]
    for path in [*(ROOT / "mjgui").rglob("*.py"), *launchers]:
        text = path.read_text(encoding="utf-8")
        for marker in ("_MEIPASS", "sys.frozen", '"frozen"', "'frozen'"):
            assert marker not in text, f"{path}: a frozen-only branch ({marker})"
    # The bundle puts the data where an installed wheel has it; the spec takes pyproject's patterns.
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    for pattern in bb.RESOURCE_PATTERNS:
        assert f'"{pattern}"' in pyproject, f"{pattern} is not in pyproject's package-data"


def test_installers_agree_with_the_spec() -> None:
    iss = (PACKAGING / "windows" / "mjgui.iss").read_text(encoding="utf-8")
    assert f"AppId={{{bb.WINDOWS_APP_ID}" in iss, "Inno Setup AppId differs from build_bundle.WINDOWS_APP_ID"
    assert '#define AppExe "mjgui.exe"' in iss and '#define CliExe "mjgui-cli.exe"' in iss
    assert r"..\..\dist\mjgui" in iss and "{autoprograms}" in iss
    assert "ArchitecturesInstallIn64BitMode=x64compatible" in iss
    assert '"ProductVersion"' in iss  # the version comes from the exe's version resource
    spec = (PACKAGING / "mjgui.spec").read_text(encoding="utf-8")
    assert "metadata.windows_version_info(exe_name, VERSION)" in spec
    with open(PACKAGING / "macos" / "Info.plist", "rb") as fh:
        plist = plistlib.load(fh)
    assert plist["NSHighResolutionCapable"] is True
    assert "bundle_identifier=metadata.BUNDLE_ID" in spec and re.fullmatch(r"[a-z]+(\.[a-z]+)+", bb.BUNDLE_ID)
    dmg = (PACKAGING / "macos" / "make_dmg.sh").read_text(encoding="utf-8")
    assert "dist/mjgui.app" in dmg and "--print-version" in dmg


def test_windows_version_resource() -> None:
    """The VSVersionInfo text the spec hands PyInstaller (which eval()s it with these constructors)."""
    names = (
        "VSVersionInfo",
        "FixedFileInfo",
        "StringFileInfo",
        "StringTable",
        "StringStruct",
        "VarFileInfo",
        "VarStruct",
    )
    strings: dict[str, str] = {}

    def constructor(name: str) -> Any:
        def build(*args: Any, **kwargs: Any) -> tuple[str, tuple[Any, ...], dict[str, Any]]:
            if name == "StringStruct":
                strings[args[0]] = args[1]
            return name, args, kwargs

        return build

    info = eval(bb.windows_version_info("mjgui-cli", "1.2.3"), {n: constructor(n) for n in names})
    assert info[0] == "VSVersionInfo" and info[2]["ffi"][2]["filevers"] == (1, 2, 3, 0)
    assert strings["ProductVersion"] == "1.2.3" and strings["OriginalFilename"] == "mjgui-cli.exe"


def test_desktop_entry() -> None:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(PACKAGING / "linux" / "mjgui.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert (entry["Type"], entry["Exec"], entry["TryExec"], entry["Icon"], entry["Terminal"]) == (
        "Application",
        # a file manager opens a record with it: mjgui FILE, marked as the desktop's start (a
        # refused file is said in the desk); no other start passes the marker
        f"mjgui {FROM_DESKTOP} %f",
        "mjgui",
        "mjgui",
        "false",
    )
    assert entry["Categories"].endswith(";")
    assert entry["MimeType"] == "application/x-mjgui-game;"
    validate = shutil.which("desktop-file-validate")
    if validate:
        checked = subprocess.run([validate, str(PACKAGING / "linux" / "mjgui.desktop")], capture_output=True)
        assert checked.returncode == 0, checked.stdout


def test_game_records_have_a_mime_type(tmp_path: Path) -> None:
    """A .mjgame had no type a file manager could open with mjgui: shared-mime-info's XML for
    application/x-mjgui-game (*.mjgame, a kind of text), the one the menu entry's MimeType names."""
    import xml.etree.ElementTree as ET

    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(bb.MIME_XML).getroot()
    types = root.findall("m:mime-type", ns)
    assert [t.get("type") for t in types] == ["application/x-mjgui-game"]
    assert [g.get("pattern") for g in types[0].findall("m:glob", ns)] == ["*.mjgame"]
    assert types[0].find("m:sub-class-of", ns).get("type") == "text/plain"  # type: ignore[union-attr]
    comments = {
        c.get("{http://www.w3.org/XML/1998/namespace}lang"): c.text for c in types[0].findall("m:comment", ns)
    }
    assert comments[None] == "mjgui game record" and comments["ru"]
    tool = shutil.which("update-mime-database")
    if tool:  # the database it makes knows the type by its glob
        (tmp_path / "mime" / "packages").mkdir(parents=True)
        shutil.copyfile(bb.MIME_XML, tmp_path / "mime" / "packages" / "mjgui.xml")
        proc = subprocess.run([tool, str(tmp_path / "mime")], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
        assert ":application/x-mjgui-game:*.mjgame" in globs


def _desktop_string(value: str) -> str:
    r"""A value of the string type as the Desktop Entry Specification reads it (\s \n \t \r \\)."""
    escapes = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: escapes.get(m.group(1), m.group(0)), value)


def _desktop_exec_argv(value: str) -> list[str]:
    """Exec='s arguments as the specification reads them: the string unescaped, split at spaces
    outside double quotes, where a backslash escapes " ` $ and itself; then %% is a literal %
    (GLib does the same inside quotes). A field code such as %f stays as written."""
    text, args, arg, quoted, started, i = _desktop_string(value), [], "", False, False, 0
    while i < len(text):
        c = text[i]
        if quoted and c == "\\" and text[i + 1 : i + 2] in ('"', "`", "$", "\\"):
            arg, i = arg + text[i + 1], i + 2
            continue
        if c == '"':
            quoted, started = not quoted, True
        elif c == " " and not quoted:
            if started:
                args.append(arg)
            arg, started = "", False
        else:
            arg, started = arg + c, True
        i += 1
    assert not quoted, f"an unclosed quote in Exec={value}"
    if started:
        args.append(arg)
    return [a.replace("%%", "%") for a in args]


def _desktop_fields(path: Path) -> dict[str, str]:
    fields = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith(("#", "[")):
            key, value = line.split("=", 1)
            fields[key] = value
    return fields


def _fake_bundle(where: Path) -> Path:
    """A bundle folder as the tarball unpacks it, for install-desktop-entry.sh: the menu entry, the
    icons, and an ``mjgui`` that writes the arguments it was started with into ``argv.txt``."""
    icons = ROOT / "resources" / "icons"
    for dest, src in {
        "share/applications/mjgui.desktop": PACKAGING / "linux" / "mjgui.desktop",
        "share/icons/hicolor/256x256/apps/mjgui.png": icons / "mjgui.png",
        "share/icons/hicolor/512x512/apps/mjgui.png": icons / "mjgui-512.png",
        "share/icons/hicolor/scalable/apps/mjgui.svg": icons / "mjgui.svg",
        f"share/{bb.MIME_DEST}": bb.MIME_XML,
        "install-desktop-entry.sh": PACKAGING / "linux" / "install-desktop-entry.sh",
    }.items():
        (where / dest).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, where / dest)
    program = where / "mjgui"
    program.write_text('#!/bin/sh\nprintf "%s\\n" "$0" "$@" > "$(dirname "$0")/argv.txt"\n', encoding="utf-8")
    program.chmod(0o755)
    return where


@pytest.mark.parametrize(
    "folder",
    [
        "mjgui",
        "My Games/mjgui",
        "100% mahjong/mjgui",
        'odd "quoted" $HOME `pwd` back\\slash & | ; # (x) ~ *?/mjgui',
        "юникод 東/mjgui",
    ],
)
def test_install_desktop_entry_points_exec_at_any_folder(tmp_path: Path, folder: str) -> None:
    """The menu entry the tarball's script writes starts this folder's mjgui, whatever characters
    the folder's path has: a % (a field code to the desktop), quotes, $, backslashes, spaces."""
    bundle = _fake_bundle(tmp_path / "opt" / folder)
    data = tmp_path / "home" / "data"
    env = {**os.environ, "HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(data)}
    proc = subprocess.run(
        ["sh", str(bundle / "install-desktop-entry.sh")], env=env, capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
    entry = data / "applications" / "mjgui.desktop"
    fields = _desktop_fields(entry)
    argv = _desktop_exec_argv(fields["Exec"])
    if "%" in folder:  # GLib looks up Exec's program with %% unexpanded: env starts it
        assert argv[0] == "env"
        argv = argv[1:]
    assert argv[0] == str(bundle / "mjgui")
    assert _desktop_string(fields["TryExec"]) == str(bundle / "mjgui")
    assert fields["Name"] == "mjgui" and fields["Icon"] == "mjgui"  # the rest as the bundle's entry
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "mjgui.svg").is_file()
    assert not list(entry.parent.glob(".mjgui.desktop.*"))  # written beside, then moved over
    validate = shutil.which("desktop-file-validate")
    if validate:
        checked = subprocess.run([validate, str(entry)], capture_output=True, text=True)
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    assert argv[1:] == [FROM_DESKTOP, "%f"]  # the file a file manager opens with it, from the desktop
    assert fields["MimeType"] == "application/x-mjgui-game;"
    assert (data / "mime" / "packages" / "mjgui.xml").read_bytes() == bb.MIME_XML.read_bytes()
    record = tmp_path / "an evening" / "game 1.mjgame"
    record.parent.mkdir()
    record.write_text("rules seed\nplayers A B C D\n", encoding="utf-8")
    gio = shutil.which("gio")
    if gio:  # GLib's own reading: the record's type, and the entry starts this mjgui on it
        if shutil.which("update-mime-database"):
            info = subprocess.run(
                [gio, "info", "-a", "standard::content-type", str(record)],
                env=env,
                capture_output=True,
                text=True,
            )
            assert "standard::content-type: application/x-mjgui-game" in info.stdout, (
                info.stdout + info.stderr
            )
        launched = subprocess.run(
            [gio, "launch", str(entry), str(record)], env=env, capture_output=True, text=True
        )
        assert launched.returncode == 0, launched.stderr
        for _ in range(100):
            if (bundle / "argv.txt").is_file() and (bundle / "argv.txt").read_text(encoding="utf-8"):
                break
            time.sleep(0.05)
        assert (bundle / "argv.txt").read_text(encoding="utf-8").splitlines() == [
            str(bundle / "mjgui"),
            FROM_DESKTOP,
            str(record),
        ]
    script = str(bundle / "install-desktop-entry.sh")
    removed = subprocess.run(["sh", script, "--uninstall"], env=env, capture_output=True, text=True)
    assert removed.returncode == 0 and not entry.exists(), removed.stderr
    assert not (data / "mime" / "packages" / "mjgui.xml").exists()


def test_install_desktop_entry_refuses_a_folder_with_a_line_break(tmp_path: Path) -> None:
    bundle = _fake_bundle(tmp_path / "two\nlines" / "mjgui")
    data = tmp_path / "data"
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)}
    proc = subprocess.run(
        ["sh", str(bundle / "install-desktop-entry.sh")], env=env, capture_output=True, text=True
    )
    assert proc.returncode == 1 and "control characters" in proc.stderr
    assert not (data / "applications" / "mjgui.desktop").exists()


def _assert_shiboken_support(files_dir: Path) -> None:
    sources = sorted(p.relative_to(files_dir).as_posix() for p in files_dir.rglob("*.py"))
    assert "shibokensupport/signature/loader.py" in sources
    assert "shibokensupport/signature/parser.py" in sources
    tag = sys.implementation.cache_tag
    for source in sources:
        path = files_dir / source
        pyc = path.parent / "__pycache__" / f"{path.stem}.{tag}.pyc"
        header = pyc.read_bytes()[:16]
        assert header[:4] == importlib.util.MAGIC_NUMBER, source
        assert int.from_bytes(header[4:8], "little") == 0b01, f"{source}: not an unchecked-hash pyc"


def test_shiboken_support_files_are_extracted_and_compiled(tmp_path: Path) -> None:
    files = bb.shiboken_support_files(tmp_path / "files.dir")
    assert files and all(f.is_file() for f in files)
    _assert_shiboken_support(tmp_path / "files.dir")
    loader = (tmp_path / "files.dir" / "shibokensupport/signature/loader.py").read_text(encoding="utf-8")
    parser = (tmp_path / "files.dir" / "shibokensupport/signature/parser.py").read_text(encoding="utf-8")
    assert "pyi_generator" not in loader
    assert "\narglistParser = None\n" in parser and "\narglistParser = ArglistParser()" not in parser
    assert loader.startswith(bb.SHIBOKEN_SUPPORT_CHANGED) and parser.startswith(bb.SHIBOKEN_SUPPORT_CHANGED)


def test_a_shiboken_support_text_not_found_stops_the_build(tmp_path: Path) -> None:
    files_dir = tmp_path / "files.dir"
    bb.shiboken_support_files(files_dir)  # already trimmed: the texts are gone
    with pytest.raises(SystemExit, match=r"shibokensupport/signature/loader\.py of this shiboken6"):
        bb.trim_shiboken_support(files_dir)


#: Run by the venv's Python beside a shiboken6 whose support modules are given as files: what a
#: start of PySide imports, and what the parser and the signatures answer.
_SUPPORT_PROBE = """
import json, sys
from PySide6 import QtCore, QtWidgets
from shibokensupport.signature import get_signature
app = QtWidgets.QApplication([])
try:
    QtCore.QObject().setObjectName(1)
except TypeError as error:
    message = str(error)
print(json.dumps({
    "modules": sorted(m for m in sys.modules if "signature" in m or m in ("logging", "argparse")),
    "error": message,
    "signature": str(get_signature(QtWidgets.QLabel.setText)),
    "signatures": str(get_signature(QtCore.QObject.setProperty)),
    "files": QtCore.__file__ is not None and __import__("shiboken6").__file__,
}))
from shibokensupport.signature.lib import pyi_generator  # still importable by its name
"""


def _probe_support(tmp_path: Path, files_dir: Path | None) -> dict[str, Any]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("SBK_EMBED", None)
    if files_dir is not None:  # a shiboken6 of its own, with the support modules beside it
        import shiboken6

        copy = tmp_path / "site" / "shiboken6"
        shutil.copytree(Path(shiboken6.__file__).parent, copy, ignore=shutil.ignore_patterns("files.dir"))
        shutil.copytree(files_dir, copy / "files.dir")
        env["PYTHONPATH"] = str(tmp_path / "site")
    proc = subprocess.run(
        [sys.executable, "-c", _SUPPORT_PROBE], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    found: dict[str, Any] = json.loads(proc.stdout)
    return found


def test_the_trimmed_shiboken_support_answers_as_pyside_own(tmp_path: Path) -> None:
    """The bundle's trimmed support modules (:data:`build_bundle.SHIBOKEN_SUPPORT_TRIMS`) load
    without the stub generator, and the wrong-argument message and the signatures (the parser's
    work, done when first asked) read as PySide's own modules give them."""
    own = _probe_support(tmp_path, None)
    trimmed = _probe_support(tmp_path, _shiboken_files(tmp_path))
    assert trimmed["files"].startswith(str(tmp_path / "site"))  # the copy was the one imported
    assert "shibokensupport.signature.lib.pyi_generator" in own["modules"]
    assert "shibokensupport.signature.lib.pyi_generator" not in trimmed["modules"]
    assert "logging" not in trimmed["modules"]
    assert trimmed["error"] == own["error"] and "setObjectName" in own["error"]
    assert trimmed["signature"] == own["signature"] == "(self, arg__1: str, /) -> None"
    assert trimmed["signatures"] == own["signatures"] == "(self, name: str, value: Any, /) -> bool"


def _shiboken_files(tmp_path: Path) -> Path:
    files_dir = tmp_path / "files.dir"
    bb.shiboken_support_files(files_dir)
    return files_dir


def test_a_changed_license_text_makes_the_bundle_stale(tmp_path: Path) -> None:
    """``--if-stale`` (make deb, make rpm, make check-dist) rebuilds when a file the licenses folder
    is written from changed: a corrected notice must reach the packages."""
    old = ["pyproject.toml", "mjgui/app.py", "packaging/linux/mjgui.desktop"]
    notices = [
        "packaging/licenses/qt-third-party.json",
        "packaging/licenses/texts/MIT.txt",
        "packaging/licenses/icu/ICU-third-party.txt",
        "packaging/licenses/python/cpython-3.11-supplement.txt",
        "packaging/macos/Info.plist",  # merged into the .app's Info.plist by the spec
    ]
    for rel in old + notices:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x", encoding="utf-8")
        os.utime(tmp_path / rel, (1_000_000, 1_000_000))
    found = {p.relative_to(tmp_path).as_posix() for p in bb.source_files(tmp_path)}
    assert found == set(old + notices)
    os.utime(tmp_path / notices[1], (2_000_000, 2_000_000))  # MIT.txt corrected after the build
    assert bb.newest_source_mtime(tmp_path) == 2_000_000
    real = {p.relative_to(ROOT).as_posix() for p in bb.source_files()}
    assert "packaging/licenses/qt-third-party.json" in real
    assert "packaging/licenses/icu/ICU-third-party.txt" in real


def test_readme_says_what_the_linux_packages_bring_with_them() -> None:
    """The README said "nothing else to install" while the .deb recommends fonts-noto-cjk (56 MB),
    which apt installs with it."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    install = readme.split("\n## Install\n", 1)[1].split("\n## ", 1)[0]
    assert "nothing else to install" not in install
    bd, br = _load_packaging_script("build_deb"), _load_packaging_script("build_rpm")
    assert f"`{bd.RECOMMENDS}`" in install and f"`{br.RECOMMENDS}`" in install
    assert "Japanese" in install and "--no-install-recommends" in install


def _install_section() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return " ".join(readme.split("\n## Install\n", 1)[1].split("\n## ", 1)[0].split())


def test_readme_promises_arm64_windows_only_where_the_installer_runs() -> None:
    """README said "Windows 10 ... x64 or Arm64"; the installer allows ``x64compatible``, which
    Inno Setup documents as x64 Windows and Arm64 Windows 11 (Windows 10 on Arm runs no x64 code):
    Setup refused a Windows 10 Arm64 player."""
    iss = (PACKAGING / "windows" / "mjgui.iss").read_text(encoding="utf-8")
    assert re.search(r"^ArchitecturesAllowed=x64compatible$", iss, re.M)
    windows = _install_section().split("**Windows**", 1)[1].split("**macOS**", 1)[0]
    assert "x64 or Arm64" not in windows
    assert "x64, or Arm64 with Windows 11" in windows


def test_readme_removes_the_rpm_with_each_distributions_own_tool() -> None:
    """openSUSE was told to install with zypper and to remove with dnf, which it does not have."""
    rpm = _install_section().split("- Fedora, openSUSE:", 1)[1].split("- Any distribution", 1)[0]
    assert "`sudo dnf install ./mjgui-" in rpm and "`sudo dnf remove mjgui`" in rpm
    assert "`sudo zypper install ./mjgui-" in rpm and "`sudo zypper remove mjgui`" in rpm


@pytest.mark.parametrize(
    ("env", "ctype", "usable"),
    [
        ({"LANG": "C"}, "C.UTF-8", True),
        ({}, "C.UTF-8", True),
        ({"LANG": "POSIX"}, "C.UTF-8", True),
        ({"LANG": "en_US.UTF-8", "LC_CTYPE": "C"}, "C.UTF-8", True),
        ({"LANG": "ru_RU.UTF-8"}, None, True),  # a real locale: left alone
        ({"LANG": "ru_RU.UTF-8"}, "C.UTF-8", False),  # named, but not on this system
        ({"LANG": "C", "LC_CTYPE": "de_DE.UTF-8"}, "de_DE.UTF-8", True),
        ({"LANG": "C", "LC_ALL": "C"}, None, False),  # LC_ALL set on purpose: left alone, as python does
    ],
)
def test_launcher_coerces_the_c_locale_before_qt(
    env: dict[str, str], ctype: str | None, usable: bool
) -> None:
    """The frozen bundle under LANG=C printed Qt's "Detected locale "C" ... not UTF-8" at every
    start: python's own start coerces the C locale (PEP 538), PyInstaller's bootloader does not."""
    launcher = _load_packaging_script("launcher")
    given = dict(env)
    launcher.coerce_c_locale(given, "linux", lambda: usable)
    assert given.get("LC_CTYPE") == ctype
    assert {k: v for k, v in given.items() if k != "LC_CTYPE"} == {
        k: v for k, v in env.items() if k != "LC_CTYPE"
    }
    other = dict(env)
    launcher.coerce_c_locale(other, "win32", lambda: usable)
    assert other == env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the C locale's coercion is Linux's")
def test_a_locale_the_system_lacks_starts_qt_without_its_warning() -> None:
    """A Russian LANG on a system where only C.UTF-8 is generated (a container, a minimal system):
    the bundle printed Qt's "Detected locale "C" ... not UTF-8" at every start where ``python -m
    mjgui`` was silent. Run as the bootloader runs Python, without its own coercion."""
    program = (
        "import sys; sys.path.insert(0, sys.argv[1]); import launcher; launcher.coerce_c_locale()\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "app = QCoreApplication([])\n"
        "print('started')\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    env |= {"LANG": "xx_XX.UTF-8", "PYTHONCOERCECLOCALE": "0"}  # a locale no system has
    done = subprocess.run(
        [sys.executable, "-c", program, str(ROOT / "packaging")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.stdout.strip() == "started", done.stderr
    assert "Detected locale" not in done.stderr


def test_version_names() -> None:
    assert bb.archive_name("1.2.3") == f"mjgui-1.2.3-{bb.platform_tag()}.tar.gz"
    assert bb.windows_version_tuple("0.2.0rc1") == (0, 2, 0, 0)
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*", bb.version())
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    assert f"pyinstaller=={bb.pinned_pyinstaller()}" in readme


# ---------------------------------------------------------------------------------------------------------
# What players and package managers meet: --version, --help, the window's title
# ---------------------------------------------------------------------------------------------------------
def _python_m_mjgui(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "mjgui", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )


def test_version_answers_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    from mjgui.app import main as app_main
    from mjgui.cli import main as cli_main

    assert bb.version() == __import__("mjgui").__version__  # pyproject and the package agree
    for main in (app_main, cli_main):
        for word in ("--version", "-V"):
            assert main([word]) == 0, (main, word)
            assert capsys.readouterr().out == f"mjgui {bb.version()}\n"
    proc = _python_m_mjgui("--version")  # the windowed launcher's way in (mjgui.__main__)
    assert (proc.returncode, proc.stdout) == (0, f"mjgui {bb.version()}\n"), proc.stderr


def test_help_lists_the_window_options_and_the_commands() -> None:
    proc = _python_m_mjgui("--help")
    assert proc.returncode == 0, proc.stderr
    for option in ("--screenshot", "--theme", "--size", "--tracker", "--version", "--riichi"):
        assert option in proc.stdout, option
    for command in ("mjgui score HAND", "mjgui game FILE", "mjgui replay LOG", "mjgui league"):
        assert command in proc.stdout, command
    from mjgui.cli import main as cli_main

    assert cli_main(["--help"]) == 0  # mjgui-cli --help: the commands, as before


def test_window_title_names_mjgui_once(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt's xcb, Wayland and Windows back ends append the application display name to a title that
    does not end with it: with one set, "mjgui — riichi mahjong scoring desk" showed as "... — mjgui"."""
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("MJGUI_TILE_CACHE", "off")
    from PySide6.QtWidgets import QApplication

    from mjgui.app import build_window, split_args

    window = build_window(split_args(["--screenshot", str(tmp_path / "x.png")]))
    qtbot.addWidget(window)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    name = app.applicationName()
    app.setApplicationName("probe")  # an explicit display name would not follow the application name
    display = None if app.applicationDisplayName() == "probe" else app.applicationDisplayName()
    app.setApplicationName(name)
    log = window.log_window()
    qtbot.addWidget(log)
    for title in (window.windowTitle(), log.windowTitle()):
        shown = title if display is None or title.endswith(display) else f"{title} — {display}"
        assert shown.count("mjgui") == 1, shown


# ---------------------------------------------------------------------------------------------------------
# The built bundle (opt-in: make check-dist)
# ---------------------------------------------------------------------------------------------------------
needs_bundle = pytest.mark.skipif(
    os.environ.get("MJGUI_DIST_TEST") != "1" or not sys.platform.startswith("linux"),
    reason="builds the bundle (about a minute): run `make check-dist` (MJGUI_DIST_TEST=1), Linux only",
)


def _ensure_pyinstaller() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        proc = subprocess.run(
            [sys.executable, "-m", "pip", "install", "-q", "-r", str(bb.REQUIREMENTS)],
            capture_output=True,
            text=True,
            timeout=600,
        )
        if proc.returncode != 0:
            message = f"PyInstaller cannot be installed (no network?):\n{proc.stderr[-2000:]}"
            if os.environ.get("CI"):
                pytest.fail(message)  # CI must build the bundle, never skip it quietly
            pytest.skip(message)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The release archive, unpacked into a temporary folder: that copy is what the tests run."""
    if not bb.bundle_is_fresh():
        _ensure_pyinstaller()
        proc = subprocess.run(
            [sys.executable, str(PACKAGING / "build_bundle.py")],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=1200,
        )
        assert proc.returncode == 0, f"build failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-8000:]}"
    archive = bb.DIST / bb.archive_name()
    out = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(archive) as tar:
        if hasattr(tarfile, "tar_filter"):  # Python >= 3.10.12 / 3.11.4
            tar.extractall(out, filter="tar")
        else:  # pragma: no cover - our own archive, just built
            tar.extractall(out)
    return out / "mjgui"


@pytest.fixture(scope="module")
def offline_prefix() -> list[str]:
    """``unshare -n``: run in a new network namespace with no interfaces up, when allowed."""
    unshare = shutil.which("unshare")
    if unshare:
        for prefix in ([unshare, "-n"], [unshare, "-rn"]):
            try:
                if subprocess.run([*prefix, "true"], capture_output=True, timeout=10).returncode == 0:
                    return prefix
            except (OSError, subprocess.SubprocessError):
                pass
    return []


def _bare_env(home: Path) -> dict[str, str]:
    """No Python, no venv, no PYTHONPATH, the C locale (the bundle must print UTF-8 JSON anyway)."""
    return {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "LANG": "C",
        "QT_QPA_PLATFORM": "offscreen",
        "QT_SCALE_FACTOR": "1",
        "XDG_RUNTIME_DIR": str(home),
    }


def _run_bundle(
    bundle: Path, prefix: list[str], tmp: Path, exe: str, *args: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*prefix, str(bundle / exe), *args],
        cwd=tmp,
        env=_bare_env(tmp),
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT,
    )


def _run_source(tmp: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "1", "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "mjgui", *args],
        cwd=ROOT,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT,
    )


def _json(text: str) -> Any:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


@needs_bundle
def test_bundle_layout(bundle: Path) -> None:
    internal = bundle / "_internal"
    for exe in (bb.NAME, bb.CLI_NAME):
        assert os.access(bundle / exe, os.X_OK), f"{exe} is missing or not executable"
        assert b"UPX!" not in (bundle / exe).read_bytes()[:4096], f"{exe} is UPX-packed"
    # The data, where mjgui.resources looks for it (as in an installed wheel).
    for pattern in bb.RESOURCE_PATTERNS:
        source = sorted(p.name for p in (ROOT / "resources").glob(pattern) if p.is_file())
        bundled = sorted(p.name for p in (internal / bb.RESOURCE_DEST).glob(pattern))
        assert bundled == source, pattern
    # The menu entry and icons.
    assert (bundle / "share" / "applications" / "mjgui.desktop").is_file()
    assert (bundle / "share" / bb.MIME_DEST).read_bytes() == bb.MIME_XML.read_bytes()
    assert (bundle / "share" / "icons" / "hicolor" / "scalable" / "apps" / "mjgui.svg").is_file()
    assert (bundle / "share" / "icons" / "hicolor" / "256x256" / "apps" / "mjgui.png").is_file()
    assert os.access(bundle / "install-desktop-entry.sh", os.X_OK)
    # The archive kept its symlinks (extracted copy has them, none dangling).
    links = [p for p in bundle.rglob("*") if p.is_symlink()]
    assert links, "the archive lost its symlinks"
    assert all(p.exists() for p in links), [str(p) for p in links if not p.exists()]
    # Only the Qt the app uses.
    names = [p.relative_to(internal).as_posix() for p in internal.rglob("*")]
    # (The charts are painted with QPainter: no QtOpenGL, no QtTest.)
    unwanted = re.compile(
        r"Qt6(Network|Qml|Quick|Pdf|WebEngine|OpenGL|Multimedia|Designer|Sql|Test|3D|Charts|EglFS)|"
        r"/(tls|networkinformation|platformthemes|xcbglintegrations|egldeviceintegrations|generic|sqldrivers)/|"
        r"Qt(Network|Qml|Quick|DBus|OpenGL|Test)\.abi3|numpy|pyqtgraph|libssl|libcrypto|libgtk|libcairo"
    )
    assert not [n for n in names if unwanted.search(n)]
    plugins = internal / "PySide6" / "Qt" / "plugins"
    assert {p.name for p in (plugins / "platforms").iterdir()} >= {"libqoffscreen.so", "libqxcb.so"}
    assert {p.name for p in (plugins / "imageformats").iterdir()} == {"libqsvg.so"}
    assert {p.name for p in (plugins / "iconengines").iterdir()} == {"libqsvgicon.so"}
    translations = internal / "PySide6" / "Qt" / "translations"
    assert {p.name for p in translations.iterdir()} == {"qtbase_ru.qm"}
    # PySide's support modules as files with bytecode that is never re-checked (not compiled anew
    # from libshiboken's zip at every start).
    _assert_shiboken_support(internal / bb.SHIBOKEN_SUPPORT_DEST)
    # A regression guard well under the bare PySide6 hello-world bundle (~136 MiB). (The charts once
    # drawn by pyqtgraph brought numpy and QtOpenGL's binding: 176 MiB; painted with QPainter, 113.4 MiB.)
    assert bb.tree_size(bundle) < 125 * 2**20, bb.mib(bb.tree_size(bundle))


@needs_bundle
@pytest.mark.parametrize("exe", [bb.NAME, bb.CLI_NAME])
def test_bundle_answers_version_and_help(
    bundle: Path, offline_prefix: list[str], tmp_path: Path, exe: str
) -> None:
    proc = _run_bundle(bundle, offline_prefix, tmp_path, exe, "--version")
    assert (proc.returncode, proc.stdout) == (0, f"mjgui {bb.version()}\n"), proc.stderr
    proc = _run_bundle(bundle, offline_prefix, tmp_path, exe, "--help")
    # each launcher names itself in its usage (mjgui-cli's help names mjgui-cli: 9c71bf50)
    assert proc.returncode == 0 and f"{exe} score HAND" in proc.stdout, proc.stderr
    if exe == bb.NAME:
        assert "--screenshot" in proc.stdout and "--theme" in proc.stdout


SCORE_CASES = [
    ("234m567p3467888s5s", "--riichi"),
    ("234m567p3467888s5s", "--riichi", "--seat", "S", "--dora", "2s", "--lang", "ru"),
    ("123m456p789s11s777z", "--tsumo", "--honba", "1", "--sticks", "2"),
    ("123m456p789s1s2s777z",),  # not a win: exit 1
    ("123m45x",),  # bad input: exit 2
]


@needs_bundle
@pytest.mark.parametrize("exe", [bb.NAME, bb.CLI_NAME])
def test_bundle_scores_like_the_source(
    bundle: Path, offline_prefix: list[str], tmp_path: Path, exe: str
) -> None:
    for case in SCORE_CASES:
        frozen = _run_bundle(bundle, offline_prefix, tmp_path, exe, "score", *case)
        source = _run_source(tmp_path, "score", *case)
        assert frozen.returncode == source.returncode, (case, frozen.stderr)
        assert _json(frozen.stdout) == _json(source.stdout), case
        assert frozen.stdout == source.stdout, case  # byte for byte, Cyrillic included
    lines = "\n".join(" ".join(case) for case in SCORE_CASES) + "\n"
    frozen = _run_bundle(bundle, offline_prefix, tmp_path, exe, "score", "--batch", stdin=lines)
    source = _run_source(tmp_path, "score", "--batch", stdin=lines)
    assert frozen.returncode == source.returncode == 0, frozen.stderr
    assert frozen.stdout == source.stdout and len(_json(frozen.stdout)) == len(SCORE_CASES)


GAME_RECORD = """\
rules seed
players Aiko Ben Chen Dana
riichi Ben
ron Chen from Aiko 3 40
tsumo Dana 2 30
draw tenpai Aiko Ben
"""


@needs_bundle
@pytest.mark.skipif(
    importlib.util.find_spec("mjgui.gamecli") is None,
    reason="mjgui.gamecli (the `game` command) is not in this checkout yet",
)
@pytest.mark.parametrize("exe", [bb.NAME, bb.CLI_NAME])
def test_bundle_replays_a_game_like_the_source(
    bundle: Path, offline_prefix: list[str], tmp_path: Path, exe: str
) -> None:
    record = tmp_path / "game.mjgame"
    record.write_text(GAME_RECORD, encoding="utf-8")
    for args in (["--json"], ["--json", "--lang", "ru"], []):
        frozen = _run_bundle(bundle, offline_prefix, tmp_path, exe, "game", str(record), *args)
        source = _run_source(tmp_path, "game", str(record), *args)
        assert frozen.returncode == source.returncode == 0, (args, frozen.stdout, frozen.stderr)
        assert frozen.stdout == source.stdout, args
    obj = _json(_run_bundle(bundle, offline_prefix, tmp_path, exe, "game", str(record), "--json").stdout)[0]
    assert [p["name"] for p in obj["players"]] == ["Aiko", "Ben", "Chen", "Dana"]
    assert obj["errors"] == []


@needs_bundle
def test_bundle_opens_a_game_record_given_as_a_file(
    bundle: Path, offline_prefix: list[str], tmp_path: Path
) -> None:
    """``mjgui FILE``, what the menu entry's ``%f`` runs: the record opens in the tracker (here its
    picture); a file neither window reads is refused with why."""
    record = tmp_path / "game 1.mjgame"
    record.write_text(GAME_RECORD, encoding="utf-8")
    png = tmp_path / "tracker.png"
    proc = _run_bundle(bundle, offline_prefix, tmp_path, bb.NAME, str(record), "--screenshot", str(png))
    assert proc.returncode == 0 and png.stat().st_size > 10_000, proc.stderr
    notes = tmp_path / "notes.txt"
    notes.write_text("nothing\n", encoding="utf-8")
    proc = _run_bundle(bundle, offline_prefix, tmp_path, bb.NAME, str(notes))
    assert proc.returncode == 2 and "is neither a game record nor a game log" in proc.stderr


@needs_bundle
def test_bundle_renders_a_hand_like_the_source(
    bundle: Path, offline_prefix: list[str], tmp_path: Path
) -> None:
    from PySide6.QtGui import QImage

    args = ("234m567p3467888s5s", "--riichi", "--size", "1000x700")
    frozen_png, source_png = tmp_path / "bundle.png", tmp_path / "source.png"
    frozen = _run_bundle(bundle, offline_prefix, tmp_path, bb.NAME, "--screenshot", str(frozen_png), *args)
    assert frozen.returncode == 0, frozen.stderr
    assert "Detected locale" not in frozen.stderr, frozen.stderr  # LANG=C: coerced by the launcher
    source = _run_source(tmp_path, "--screenshot", str(source_png), *args)
    assert source.returncode == 0, source.stderr
    got, want = QImage(str(frozen_png)), QImage(str(source_png))
    assert not got.isNull() and got.width() >= 600 and got.height() >= 400
    assert got.size() == want.size()
    # The same pixels as the source tree (same fonts, same SVG tiles, same style), up to a blinking caret.
    got = got.convertToFormat(QImage.Format.Format_RGB32)
    want = want.convertToFormat(QImage.Format.Format_RGB32)
    step = 4
    differ = total = 0
    for y in range(0, got.height(), step):
        for x in range(0, got.width(), step):
            total += 1
            differ += got.pixel(x, y) != want.pixel(x, y)
    assert differ / total < 0.01, f"{differ} of {total} sampled pixels differ"
    # And it is not blank: many colours (tiles, text).
    colours = {got.pixel(x, y) for y in range(0, got.height(), 8) for x in range(0, got.width(), 8)}
    assert len(colours) > 50


# ---------------------------------------------------------------------------------------------------------
# License texts (always: the mapping; with the bundle: every bundled library is covered)
# ---------------------------------------------------------------------------------------------------------
def test_binaries_are_mapped_to_their_notices() -> None:
    prefix = "/opt/python"
    cases = {
        ("PySide6/Qt/lib/libQt6Core.so.6", "/v/PySide6/Qt/lib/libQt6Core.so.6"): "qt",
        ("PySide6/Qt6Gui.dll", "C:/v/PySide6/Qt6Gui.dll"): "qt",
        ("PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets", "/v/x"): "qt",
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/v/x"): "qt",
        ("PySide6/plugins/platforms/qwindows.dll", "C:/v/x"): "qt",
        ("PySide6/Qt/lib/libicudata.so.73", "/v/x"): "icu",
        ("PySide6/QtCore.abi3.so", "/v/x"): "pyside",
        ("PySide6/QtCore.pyd", "C:/v/x"): "pyside",
        ("shiboken6/libshiboken6.abi3.so.6.11", "/v/x"): "pyside",
        ("libpython3.11.so.1.0", f"{prefix}/lib/libpython3.11.so.1.0"): "python",
        ("python3.11/lib-dynload/_bz2.cpython-311-x86_64-linux-gnu.so", f"{prefix}/lib/x.so"): "python",
        ("python311.dll", f"{prefix}/python311.dll"): "python",
        ("VCRUNTIME140.dll", f"{prefix}/vcruntime140.dll"): "msvc",
        ("PySide6/MSVCP140.dll", "C:/v/x"): "msvc",
        ("PySide6/msvcp140_1.dll", "C:/v/x"): "msvc",
        ("vcomp140.dll", "C:/v/x"): "msvc",
        ("libsomething.dylib", "/usr/local/opt/x/libsomething.dylib"): None,
    }
    for (dest, src), kind in cases.items():
        assert bb.classify_binary(dest, src, base_prefix=prefix) == kind, dest
    if sys.platform.startswith("linux"):
        assert (
            bb.classify_binary("libxcb-cursor.so.0", "/lib/x86_64-linux-gnu/libxcb-cursor.so.0") == "system"
        )
        # a distribution's Python (Debian's: base_prefix /usr, what CI's container builds with) owns its
        # standard library, not every library under /usr
        glib = "/usr/lib/x86_64-linux-gnu/libglib-2.0.so.0"
        assert bb.classify_binary("libglib-2.0.so.0", glib, base_prefix="/usr") == "system"
        dynload = "/usr/lib/python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so"
        assert bb.classify_binary("python3.11/lib-dynload/_json.so", dynload, base_prefix="/usr") == "python"
    assert [bb.qt_module(d) for d in ("libQt6Svg.so.6", "Qt6XcbQpa.dll", "QtCore.pyd", "libicuuc.so.73")] == [
        "Svg",
        "XcbQpa",
        None,
        None,
    ]


def test_license_folder_is_generated_from_the_binaries(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import PySide6

    # PyInstaller (a build-time tool) may not be installed where `make test` runs.
    bootloader = tmp_path / "COPYING.txt"
    bootloader.write_text(
        "PyInstaller licensing terms: GPL-2.0 with the bootloader exception\n", encoding="utf-8"
    )
    monkeypatch.setattr(bb, "pyinstaller_license", lambda: bootloader)

    qt = Path(PySide6.__file__ or "").parent
    binaries = [
        ("PySide6/Qt/lib/libQt6Core.so.6", f"{qt}/Qt/lib/libQt6Core.so.6"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", f"{qt}/Qt/lib/libQt6Gui.so.6"),
        ("PySide6/QtCore.abi3.so", f"{qt}/QtCore.abi3.so"),
        ("PySide6/Qt/lib/libicudata.so.73", f"{qt}/Qt/lib/libicudata.so.73"),
        ("PySide6/Qt/lib/libicuuc.so.73", f"{qt}/Qt/lib/libicuuc.so.73"),
        ("shiboken6/libshiboken6.abi3.so.6.11", f"{qt}/../shiboken6/libshiboken6.abi3.so.6.11"),
        ("libpython3.11.so.1.0", f"{sys.base_prefix}/lib/libpython3.11.so.1.0"),
    ]
    index = bb.write_licenses(binaries, tmp_path / "licenses")
    out = tmp_path / "licenses"
    assert index["files"]["PySide6/Qt/lib/libQt6Core.so.6"] == [
        "texts/LGPL-3.0-only.txt",
        "texts/GPL-3.0-only.txt",
        "Qt-third-party-notices.txt",
    ]
    assert index["files"]["PySide6/QtCore.abi3.so"] == ["texts/LGPL-3.0-only.txt", "texts/GPL-3.0-only.txt"]
    assert index["files"]["PySide6/Qt/lib/libicudata.so.73"] == [
        "texts/Unicode-DFS-2016.txt",  # ICU 73: the Unicode license of 2016, not Unicode-3.0 (ICU 74+)
        "ICU-third-party.txt",
    ]
    assert index["files"]["libpython3.11.so.1.0"] == ["Python-LICENSE.txt"]
    # Every component with the exact version read from the build, each LGPL one with its source.
    from PySide6.QtCore import qVersion

    components = {c["name"]: c for c in index["components"]}
    assert components["Qt"]["version"] == qVersion() and components["Qt"]["license"] == "LGPL-3.0-only"
    assert components["PySide6"]["version"] == PySide6.__version__
    assert components["shiboken6"]["files"] == ["shiboken6/libshiboken6.abi3.so.6.11"]
    assert components["PySide6"]["files"] == ["PySide6/QtCore.abi3.so"]
    assert components["Python"]["version"] == platform.python_version()
    if (qt / "Qt" / "lib" / "libicuuc.so.73").exists():  # Linux wheels: u_getVersion, not the file name
        assert re.fullmatch(r"73\.\d+(\.\d+)?", components["ICU"]["version"])
    else:  # (macOS, Windows: no such file to ask; the test's paths are Linux's)
        assert components["ICU"]["version"] == "73"
    assert components["ICU"]["license"].startswith("Unicode-DFS-2016")
    assert components["PyInstaller bootloader"]["version"] and components["mjgui"]["version"] == bb.version()
    font = next(c for name, c in components.items() if name.startswith("mjgui Kanji"))
    assert re.fullmatch(r"\d+\.\d+", font["version"]) and font["license"] == "OFL-1.1"  # the OTF's own
    for name in ("Qt", "PySide6", "shiboken6"):
        assert f"/{components[name]['version']}" in components[name]["source"] or (
            f"-{components[name]['version']}-src" in components[name]["source"]
        ), name
    for component in index["components"]:
        assert component["version"] and component["notices"], component["name"]
        assert all((out / n).is_file() for n in component["notices"]), component["name"]
    offer = (out / bb.SOURCE_OFFER).read_text(encoding="utf-8")
    assert f"Qt {qVersion()} (LGPL-3.0-only)" in offer and "Written offer" in offer
    assert f"qt/{'.'.join(qVersion().split('.')[:2])}/{qVersion()}/submodules/" in offer
    # CPython's license with the notices of what it incorporates, for the exact version
    python_text = (out / "Python-LICENSE.txt").read_text(encoding="utf-8")
    assert python_text.startswith(f"Python {platform.python_version()} ")
    for notice in ("Mersenne Twister", "libmpdec", "tiny_sha3", "expat", "SipHash24"):
        assert notice in python_text, notice
    icu_text = (out / "ICU-third-party.txt").read_text(encoding="utf-8")
    assert "cjdict" in icu_text and "Time Zone Database" in icu_text
    unicode_text = (out / "texts" / "Unicode-DFS-2016.txt").read_text(encoding="utf-8")
    assert "UNICODE, INC. LICENSE AGREEMENT - DATA FILES AND SOFTWARE" in unicode_text
    assert index["executables"]["mjgui"] == ["mjgui-LICENSE.txt", "PyInstaller-COPYING.txt"]
    assert (out / "PyInstaller-COPYING.txt").read_bytes() == bootloader.read_bytes()
    assert (out / "mjgui-LICENSE.txt").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert json.loads((out / "index.json").read_text(encoding="utf-8")) == index
    for names in [*index["files"].values(), *index["executables"].values(), *index["data"].values()]:
        assert all((out / name).is_file() for name in names), names
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (out / "Python-LICENSE.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (out / "texts" / "LGPL-3.0-only.txt").read_text(
        encoding="utf-8"
    )
    assert "SIL OPEN FONT LICENSE" in (out / "font-OFL.txt").read_text(encoding="utf-8").upper()
    readme = (out / "README.txt").read_text(encoding="utf-8")
    assert readme.startswith(f"mjgui {bb.version()}: ") and "MIT License" in readme
    assert "builds of the same versions" in readme and f"Qt {qVersion()}" in readme
    assert f"\n  PySide6 {PySide6.__version__}: LGPL-3.0-only\n      source: " in readme
    assert "свободная программа под лицензией MIT" in readme  # the overview in Russian too
    assert (
        "\n  Qt-third-party-notices.txt: PySide6/Qt/lib/libQt6Core.so.6, PySide6/Qt/lib/libQt6Gui.so.6\n"
        in readme
    )
    # Only the shipped modules' sections, with the texts of the licenses they name.
    notices = (out / "Qt-third-party-notices.txt").read_text(encoding="utf-8")
    assert "\nQtCore\n" in notices and "\nQtGui\n" in notices and "\nQtWidgets\n" not in notices
    assert "HarfBuzz" in notices and "PCRE2" in notices
    for license_id in ("MIT", "BSD-3-Clause", "Zlib", "FTL", "libpng-2.0", "CC0-1.0"):
        assert (out / "texts" / f"{license_id}.txt").is_file(), license_id


def test_a_binary_without_a_notice_fails_the_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bb, "pyinstaller_license", lambda: ROOT / "LICENSE")
    with pytest.raises(bb.LicenseError, match=r"libmystery\.so\.1"):
        bb.write_licenses([("libmystery.so.1", "/home/someone/libmystery.so.1")], tmp_path / "licenses")
    with pytest.raises(bb.LicenseError, match=r"Qt modules without third-party notes.*Bluetooth"):
        bb.write_licenses([("PySide6/Qt/lib/libQt6Bluetooth.so.6", "/v/x")], tmp_path / "licenses")


def test_a_library_from_elsewhere_takes_the_license_beside_it(tmp_path: Path) -> None:
    """macOS/Windows: a library no rule knows (e.g. from a Homebrew keg) brings its keg's LICENSE."""
    keg = tmp_path / "Cellar" / "xz" / "5.6.2"
    (keg / "lib").mkdir(parents=True)
    (keg / "lib" / "liblzma.5.dylib").write_bytes(b"\0")
    (keg / "COPYING").write_text("XZ Utils Licensing\n", encoding="utf-8")
    assert bb.nearby_license(str(keg / "lib" / "liblzma.5.dylib")) == keg / "COPYING"
    assert bb.nearby_license(str(tmp_path / "elsewhere" / "libx.dylib")) is None


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="a Debian system's package database")
def test_a_system_library_brings_its_package_copyright() -> None:
    libc = next(
        p for p in ("/lib/x86_64-linux-gnu/libc.so.6", "/lib/aarch64-linux-gnu/libc.so.6") if Path(p).exists()
    )
    assert bb.system_license_files(libc) == ("libc6", [Path("/usr/share/doc/libc6/copyright")])
    assert bb.system_license_files("/nowhere/libnothing.so.1") is None


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="a Debian system's package database")
def test_an_lgpl_system_library_ships_the_lgpl_text_and_its_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """glib's Debian copyright only points to /usr/share/common-licenses, which Fedora or Arch lack:
    the bundle carries the texts, and the source of exactly the version copied."""
    glib = next((p for p in Path("/usr/lib").glob("*-linux-gnu/libglib-2.0.so.0")), None)
    if glib is None:
        pytest.skip("libglib-2.0 is not installed here")
    monkeypatch.setattr(bb, "pyinstaller_license", lambda: ROOT / "LICENSE")
    index = bb.write_licenses([("libglib-2.0.so.0", str(glib))], tmp_path / "licenses", fonts=False)
    component = next(c for c in index["components"] if c["name"].startswith("libglib2.0"))
    assert component["files"] == ["libglib-2.0.so.0"]
    version = subprocess.run(
        ["dpkg-query", "-W", "-f", "${Version}", component["name"]], capture_output=True, text=True
    ).stdout
    assert component["version"] == version
    assert "texts/LGPL-2.1.txt" in component["notices"]
    assert "texts/debian/LGPL-2.1.txt" in component["notices"]  # what its copyright file points to
    lgpl = (tmp_path / "licenses" / "texts" / "LGPL-2.1.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl and "Version 2.1, February 1999" in lgpl
    assert component["source"].startswith("https://snapshot.debian.org/package/glib2.0/")
    offer = (tmp_path / "licenses" / bb.SOURCE_OFFER).read_text(encoding="utf-8")
    assert f"* {component['name']} {version} (" in offer and "Written offer: for 3 years" in offer


def test_every_qt_third_party_license_has_its_text() -> None:
    data = json.loads(bb.QT_THIRD_PARTY.read_text(encoding="utf-8"))["modules"]
    for module, items in data.items():
        for item in items:
            assert item["name"] and item["copyright"], (module, item)
            for license_id in item["license"]:
                assert (bb.LICENSE_TEXTS / f"{license_id}.txt").is_file(), (module, license_id)


def _is_elf(path: Path) -> bool:
    with open(path, "rb") as fh:
        return fh.read(4) == b"\x7fELF"


@needs_bundle
def test_bundle_ships_the_license_of_every_library(bundle: Path) -> None:
    internal = bundle / "_internal"
    libraries = sorted(
        p.relative_to(internal).as_posix()
        for p in internal.rglob("*")
        if p.is_file() and not p.is_symlink() and _is_elf(p)
    )
    assert len(libraries) > 50
    for folder in (bundle / bb.LICENSES_TOP, internal / bb.LICENSES_DATA_DEST):
        index = json.loads((folder / bb.LICENSE_INDEX).read_text(encoding="utf-8"))
        assert [lib for lib in libraries if lib not in index["files"]] == [], "libraries without a notice"
        assert set(index["executables"]) == {bb.NAME, bb.CLI_NAME}
        for names in [*index["files"].values(), *index["executables"].values(), *index["data"].values()]:
            assert names and all((folder / name).is_file() for name in names), names
        readme = (folder / bb.LICENSE_README).read_text(encoding="utf-8")
        assert "MIT License" in readme and "LGPL-3.0-only.txt" in readme
        notices = (folder / "Qt-third-party-notices.txt").read_text(encoding="utf-8")
        for module in ("QtCore", "QtGui", "QtWidgets", "QtSvg"):
            assert f"\n{module}\n" in notices, module
        assert "\nQtNetwork\n" not in notices  # not shipped, so not listed
    # The system libraries the Linux bundle carries come with their Debian copyright files.
    index = json.loads((bundle / bb.LICENSES_TOP / bb.LICENSE_INDEX).read_text(encoding="utf-8"))
    if "libxcb-cursor.so.0" in index["files"]:
        assert index["files"]["libxcb-cursor.so.0"] == ["system/libxcb-cursor0.txt"]


def _system_package_of(name: str) -> str | None:
    """The Debian package that holds a library of this file name (asked of dpkg, not of the index)."""
    proc = subprocess.run(["dpkg", "-S", f"*/{name}"], capture_output=True, text=True)
    for line in proc.stdout.splitlines():
        package, _, path = line.partition(": ")
        if path.strip().rsplit("/", 1)[-1] == name and "i386" not in package:
            return package.split(":", 1)[0]
    return None


def _component_from_file(rel: str) -> str:
    """Which component a bundled ELF file is part of, from its own name and place in the bundle."""
    name = rel.rsplit("/", 1)[-1]
    if name.startswith("libicu"):
        return "ICU"
    if re.match(r"(lib)?Qt6", name) or "/plugins/" in rel:
        return "Qt"
    if "shiboken6" in rel.lower():
        return "shiboken6"
    if rel.startswith("PySide6/") or name.startswith("libpyside6"):
        return "PySide6"
    if name.startswith("libpython3") or rel.startswith("python3"):
        return "Python"
    package = _system_package_of(name) if shutil.which("dpkg") else None
    assert package, f"{rel}: no component can be told from the file, and no system package has it"
    return package


def _embedded_version(path: Path, pattern: bytes) -> str:
    match = re.search(pattern, path.read_bytes())
    assert match, f"no version string in {path}"
    return match.group(1).decode()


@needs_bundle
def test_every_bundled_component_has_its_version_notices_and_source(bundle: Path) -> None:
    """The list of components is built from the bundle's own files (each ELF file named after its
    component; a system library's package asked of dpkg), then each must be in the licenses index with
    its exact version, its notices present and, when copyleft, the source of that version."""
    internal = bundle / "_internal"
    index = json.loads((bundle / bb.LICENSES_TOP / bb.LICENSE_INDEX).read_text(encoding="utf-8"))
    components = {c["name"]: c for c in index["components"]}
    found: dict[str, list[str]] = {}
    for path in sorted(internal.rglob("*")):
        if path.is_file() and not path.is_symlink() and _is_elf(path):
            rel = path.relative_to(internal).as_posix()
            found.setdefault(_component_from_file(rel), []).append(rel)
    assert {"Qt", "PySide6", "shiboken6", "Python", "ICU"} <= set(found)
    missing = sorted(set(found) - set(components))
    assert missing == [], f"components without a notice: {missing}"
    for name, files in found.items():
        component = components[name]
        assert set(files) <= set(component["files"]), (name, sorted(set(files) - set(component["files"])))
        assert component["version"] and component["version"] != "unknown", name
        assert component["notices"] and all(
            (bundle / bb.LICENSES_TOP / n).is_file() for n in component["notices"]
        )
    # the versions are the bundle's own
    core = internal / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6"
    assert components["Qt"]["version"] == _embedded_version(core, rb"Qt (\d+\.\d+\.\d+) \(")
    libpython = next(internal.glob("libpython3*.so*"))
    embedded = {m.decode() for m in re.findall(rb"\b(3\.\d+\.\d+)\b", libpython.read_bytes())}
    assert components["Python"]["version"] in embedded, embedded  # PY_VERSION, compiled into libpython
    icu_major = next(internal.rglob("libicuuc.so.*")).name.rsplit(".", 1)[-1]
    assert components["ICU"]["version"].startswith(f"{icu_major}.")
    # LGPL code: its source, of that version
    for name in ("Qt", "PySide6", "shiboken6"):
        assert components[name]["version"] in components[name]["source"], name
    offer = (bundle / bb.LICENSES_TOP / bb.SOURCE_OFFER).read_text(encoding="utf-8")
    lgpl21 = [n for n in found if re.match(r"lib(glib2\.0|gcrypt|gpg-error|systemd)", n)]
    for name in lgpl21:  # LGPL-2.1 libraries copied from the build system
        component = components[name]
        assert "texts/LGPL-2.1.txt" in component["notices"], name
        assert component["version"] in offer and component["source"] in offer, name
        assert re.search(r"snapshot\.debian\.org/package/[^/]+/[^/]+/", component["source"]), name


# ---------------------------------------------------------------------------------------------------------
# macOS: the .app's Info.plist (always: the keys the spec merges; on a Mac, the built one)
# ---------------------------------------------------------------------------------------------------------
def _assert_app_plist(plist: dict[str, Any]) -> None:
    # A windowed app: a Dock icon and a menu bar. PyInstaller writes LSBackgroundOnly=true when the
    # bundle's `console` is true, and COLLECT takes `console` from its last EXE, the console CLI.
    assert plist.get("LSBackgroundOnly", False) is False
    assert "LSUIElement" not in plist
    assert plist["NSHighResolutionCapable"] is True
    assert plist["LSMinimumSystemVersion"] == bb.MACOS_MINIMUM
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == bb.version()


def test_macos_info_plist_keys() -> None:
    _assert_app_plist(bb.macos_info_plist())
    spec = (PACKAGING / "mjgui.spec").read_text(encoding="utf-8")
    # the spec hands BUNDLE the windowed EXE's console setting and these keys
    assert (
        "coll.console = exe_gui.console" in spec and "info_plist=metadata.macos_info_plist(VERSION)" in spec
    )
    assert spec.index("coll.console = exe_gui.console") < spec.index("app = BUNDLE(")
    assert re.search(r"exe_gui = EXE\((?:(?!\nexe_cli).)*console=False", spec, re.S)


@pytest.mark.skipif(not (bb.DIST / "mjgui.app").is_dir(), reason="no dist/mjgui.app (built on macOS only)")
def test_macos_built_app_info_plist() -> None:
    with open(bb.DIST / "mjgui.app" / "Contents" / "Info.plist", "rb") as fh:
        plist = plistlib.load(fh)
    _assert_app_plist(plist)
    assert plist["CFBundleExecutable"] == bb.NAME and plist["CFBundleIdentifier"] == bb.BUNDLE_ID
    assert plist["CFBundleIconFile"].endswith(".icns")


def test_windows_installer_details() -> None:
    iss = (PACKAGING / "windows" / "mjgui.iss").read_text(encoding="utf-8")
    assert "#if Ver < EncodeVer(6, 3, 0)" in iss  # x64compatible needs Inno Setup 6.3
    assert r"LicenseFile=..\..\build\installer-license.txt" in iss
    assert bb.INSTALLER_LICENSE == ROOT / "build" / "installer-license.txt"
    assert "SignTool=mjgui" in iss and "SignedUninstaller=yes" in iss
    assert "PrivilegesRequired=lowest" in iss and "PrivilegesRequiredOverridesAllowed=dialog" in iss
    spec = (PACKAGING / "mjgui.spec").read_text(encoding="utf-8")
    for dll in ("opengl32sw.dll", "d3dcompiler_47.dll", "libegl.dll", "libglesv2.dll"):
        assert f'"{dll}"' in spec, dll
    icns = (PACKAGING / "macos" / "make_icns.sh").read_text(encoding="utf-8")
    assert "mjgui-1024.png" in icns and "@2x" in icns


def test_windows_installer_associates_game_records() -> None:
    """mjgui.iss registered no file type: a .mjgame did not open with mjgui from Explorer."""
    iss = (PACKAGING / "windows" / "mjgui.iss").read_text(encoding="utf-8")
    assert "\nChangesAssociations=yes\n" in iss
    registry = iss.split("\n[Registry]\n", 1)[1].split("\n[", 1)[0]
    entries = [line for line in registry.splitlines() if line.startswith("Root:")]
    assert entries and all(line.startswith("Root: HKA; ") for line in entries)  # per user, or all users

    def value(subkey: str, name: str = "") -> str:
        line = next(
            line for line in entries if f'Subkey: "{subkey}";' in line and f'ValueName: "{name}";' in line
        )
        return re.search(r'ValueData: "((?:[^"]|"")*)"', line).group(1)  # type: ignore[union-attr]

    progid = value(r"Software\Classes\.mjgame")
    assert progid == "mjgui.GameRecord"
    assert value(r"Software\Classes\.mjgame", "Content Type") == "application/x-mjgui-game"
    assert value(r"Software\Classes\.mjgame\OpenWithProgids", progid) == ""
    # mjgui.exe --from-desktop "FILE": what `mjgui FILE` opens in the game tracker, started from the
    # desktop (a refused file is said in the desk); "" is a quote in Inno Setup
    command = value(rf"Software\Classes\{progid}\shell\open\command")
    assert command == f'""{{app}}\\{{#AppExe}}"" {FROM_DESKTOP} ""%1""'
    assert any(
        f'Subkey: "Software\\Classes\\{progid}";' in line and "uninsdeletekey" in line for line in entries
    )


def test_macos_app_declares_game_records() -> None:
    """Info.plist had no CFBundleDocumentTypes: the Finder did not open a .mjgame with mjgui."""
    plist = bb.macos_info_plist("1.2.3")
    [declared] = plist["UTExportedTypeDeclarations"]
    assert declared["UTTypeTagSpecification"] == {
        "public.filename-extension": ["mjgame"],
        "public.mime-type": ["application/x-mjgui-game"],
    }
    assert "public.utf8-plain-text" in declared["UTTypeConformsTo"]
    [document] = plist["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert document["CFBundleTypeRole"] == "Editor" and document["LSHandlerRank"] == "Owner"
    # the Finder's open-document event is opened by the app (Qt's QFileOpenEvent), on macOS
    app = (ROOT / "mjgui" / "app.py").read_text(encoding="utf-8")
    assert 'if sys.platform == "darwin":' in app and "install_file_opener(app, window)" in app


def test_installer_license_page_is_utf8_with_a_byte_order_mark(tmp_path: Path) -> None:
    licenses = tmp_path / "mjgui" / bb.LICENSES_TOP
    licenses.mkdir(parents=True)
    (licenses / bb.LICENSE_README).write_text("mjgui: MIT\nпо-русски\n", encoding="utf-8")
    page = bb.installer_license(tmp_path / "mjgui", tmp_path / "page.txt")
    assert page.read_bytes() == "\ufeffmjgui: MIT\r\nпо-русски\r\n".encode()


def test_icons_sizes() -> None:
    from PySide6.QtGui import QImage

    for name, size in (("mjgui.png", 256), ("mjgui-512.png", 512), ("mjgui-1024.png", 1024)):
        image = QImage(str(ROOT / "resources" / "icons" / name))
        assert (image.width(), image.height()) == (size, size), name


def _workflow() -> dict[str, Any]:
    yaml = pytest.importorskip("ruamel.yaml", reason="ruamel.yaml comes with check-jsonschema ([test])")
    with open(ROOT / ".github" / "workflows" / "installers.yml", encoding="utf-8") as fh:
        data: dict[str, Any] = yaml.YAML(typ="safe").load(fh)
    return data


def _step_names(job: dict[str, Any]) -> list[str]:
    return [step.get("name") or step.get("uses", "").split("@")[0] for step in job["steps"]]


def _uploads(job: dict[str, Any]) -> list[dict[str, Any]]:
    return [s["with"] for s in job["steps"] if s.get("uses", "").startswith("actions/upload-artifact@")]


def _run_text(job: dict[str, Any]) -> str:
    return "\n".join(step.get("run", "") for step in job["steps"])


def test_workflow_builds_smoke_tests_and_uploads_every_installer() -> None:
    jobs = _workflow()["jobs"]
    assert {"linux", "windows", "macos", "release"} <= set(jobs)
    for name in ("linux", "windows", "macos"):
        job, run = jobs[name], _run_text(jobs[name])
        assert "--screenshot" in run and "score" in run, name  # each installs and runs what it built
        uploads = _uploads(job)
        assert len(uploads) == 1 and uploads[0]["if-no-files-found"] == "error", name
    artifacts = {u["name"]: u["path"] for name in ("linux", "windows", "macos") for u in _uploads(jobs[name])}
    assert set(artifacts) == {"mjgui-linux-x86_64", "mjgui-windows-x64", "mjgui-macos-${{ matrix.arch }}"}
    linux = artifacts["mjgui-linux-x86_64"]
    assert "tar.gz" in linux and "mjgui_*.deb" in linux and "mjgui-*.rpm" in linux
    assert artifacts["mjgui-windows-x64"].endswith("-windows-x64-setup.exe")
    assert artifacts["mjgui-macos-${{ matrix.arch }}"].endswith(".dmg")
    arches = {(m["runner"], m["arch"]) for m in jobs["macos"]["strategy"]["matrix"]["include"]}
    assert arches == {("macos-15", "arm64"), ("macos-15-intel", "x86_64")}
    steps = _step_names(jobs["linux"])
    for make in ("make dist", "make deb", "make rpm", "make check-dist"):
        assert any(make in step for step in steps), make


def test_workflow_builds_linux_in_debian_12_on_a_current_runner() -> None:
    linux = _workflow()["jobs"]["linux"]
    assert linux["container"] == "debian:12"  # glibc 2.36: the floor the README promises
    assert linux["runs-on"] not in ("ubuntu-20.04", "ubuntu-22.04")  # deprecated runners
    run = _run_text(linux)
    assert "sudo" not in run  # root in the container
    assert "rpm rpmlint" in run and "lintian" in run
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "glibc 2.36" in readme


def test_workflow_publishes_a_release_with_checksums_on_a_tag() -> None:
    workflow = _workflow()
    assert workflow["on"]["push"]["tags"] == ["v*"]
    release = workflow["jobs"]["release"]
    assert set(release["needs"]) == {"linux", "windows", "macos"}
    assert "refs/tags/v" in release["if"] and release["permissions"] == {"contents": "write"}
    downloads = [s for s in release["steps"] if s.get("uses", "").startswith("actions/download-artifact@")]
    assert len(downloads) == 1 and downloads[0]["with"]["merge-multiple"] is True
    assert downloads[0]["with"]["pattern"] == "mjgui-*"  # every upload above is named mjgui-*
    run = _run_text(release)
    assert "sha256sum" in run and "SHA256SUMS" in run and "sha256sum --check" in run
    assert "gh release create" in run and "--verify-tag" in run
    names = _step_names(release)
    assert names.index("Write SHA256SUMS") < names.index("Publish the GitHub Release")


def test_workflow_pins_actions_by_commit_and_dependabot_raises_them() -> None:
    uses = [step["uses"] for job in _workflow()["jobs"].values() for step in job["steps"] if "uses" in step]
    assert uses
    for use in uses:
        assert re.fullmatch(r"actions/[a-z-]+@[0-9a-f]{40}", use), use
    text = (ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8")
    for line in text.splitlines():  # the tag each commit is, for people and for Dependabot
        if "uses: actions/" in line:
            assert re.search(r"@[0-9a-f]{40} # v\d+\.\d+\.\d+$", line), line
    yaml = pytest.importorskip("ruamel.yaml")
    with open(ROOT / ".github" / "dependabot.yml", encoding="utf-8") as fh:
        dependabot = yaml.YAML(typ="safe").load(fh)
    assert {u["package-ecosystem"] for u in dependabot["updates"]} == {"github-actions"}


def test_workflow_pins_inno_setup_major_and_finds_iscc_from_the_install() -> None:
    workflow = _workflow()
    assert workflow["env"]["INNO_SETUP_MAJOR"] == "6"
    run = _run_text(workflow["jobs"]["windows"])
    assert "Inno Setup 6\\ISCC.exe" not in run  # found from the install, not hard-coded
    assert "InstallLocation" in run and "FileMajorPart -eq $major" in run
    assert "choco install innosetup --version $want" in run


def test_windows_signing_goes_through_a_signing_service_and_quotes_with_q() -> None:
    workflow = _workflow()
    windows = workflow["jobs"]["windows"]
    assert "WINDOWS_CERTIFICATE" not in str(windows)  # no .pfx secret: keys live in the service
    sign_steps = [s for s in windows["steps"] if "sign.ps1" in s.get("run", "")]
    assert sign_steps and sign_steps[0]["if"] == "${{ env.TRUSTED_SIGNING_ACCOUNT != '' }}"
    build = next(s for s in windows["steps"] if s.get("name", "").startswith("Build the installer"))
    assert "} else {" in build["run"] and "& $env:ISCC packaging\\windows\\mjgui.iss" in build["run"]
    script = (PACKAGING / "windows" / "sign.ps1").read_text(encoding="utf-8")
    inno = next(line for line in script.splitlines() if "Write-Output" in line and "sign /v" in line)
    # every path in the command Inno Setup runs is quoted with $q (spaces in Program Files), $f last
    assert inno.count("`$q") == 6 and inno.rstrip('"').endswith("`$f")
    assert "/dlib" in inno and "/dmdf" in inno


def _powershell_code(script: str) -> str:
    """A PowerShell script's code: comments and the text of its strings blanked out (a backtick
    escapes the next character in a double-quoted string; '' is a quote in a single-quoted one)."""
    out, i, n = [], 0, len(script)
    while i < n:
        c = script[i]
        if c == "#":
            while i < n and script[i] != "\n":
                i += 1
        elif c in "'\"":
            out.append(c)
            i += 1
            while i < n:
                if c == '"' and script[i] == "`":
                    i += 2
                    continue
                if script[i] == c and script[i + 1 : i + 2] == c:
                    i += 2
                    continue
                if script[i] == c:
                    break
                i += 1
            out.append(c)
            i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


#: What Windows PowerShell 5.1 (the one every Windows has) does not parse or does otherwise than 7.
_POWERSHELL_7_ONLY = {
    "?? (null-coalescing)": r"\?\?",
    "?. or ?[ (null-conditional)": r"\w\?[.\[]",
    "&& or || (pipeline chains)": r"&&|\|\|",
    "a ? b : c (ternary)": r"\s\?\s[^\n]*\s:\s",
    "ForEach-Object -Parallel": r"-Parallel\b",
    "-Encoding utf8NoBOM": r"(?i)utf8NoBOM",
    "-Encoding utf8 (a byte order mark in 5.1)": r"(?i)-Encoding\s+utf8\b",
}


def test_sign_ps1_runs_in_windows_powershell_5_1() -> None:
    """A maintainer signs by hand in the Windows PowerShell every Windows has (5.1); only CI's
    pwsh is 7. ``??`` made 5.1 stop at parsing: "Unexpected token '??'"."""
    script = (PACKAGING / "windows" / "sign.ps1").read_text(encoding="utf-8")
    code = _powershell_code(script)
    assert "$env:RUNNER_TEMP" in code and "Join-Path" in code  # the code is there, only its text went
    found = [name for name, pattern in _POWERSHELL_7_ONLY.items() if re.search(pattern, code)]
    assert found == []
    # the scanner sees them
    for sample in ("$t = $env:A ?? $env:B", "$x = $a?.Name", "a && b", '$v = $c ? "y" : "n"'):
        assert any(re.search(p, _powershell_code(sample)) for p in _POWERSHELL_7_ONLY.values()), sample
    assert not re.search(r"\?\?", _powershell_code('# a ?? b\n"?? in a string"'))


def test_make_dmg_retries_hdiutil(tmp_path: Path) -> None:
    """A fake hdiutil that is "Resource busy" twice: make_dmg.sh tries again and succeeds."""
    licenses = tmp_path / "dist" / "mjgui.app" / "Contents" / "Resources" / "mjgui" / "resources" / "licenses"
    licenses.mkdir(parents=True)
    (licenses / "README.txt").write_text("x", encoding="utf-8")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    count = tmp_path / "tries"
    (bin_dir / "hdiutil").write_text(
        f'#!/bin/sh\necho x >> "{count}"\n'
        f'[ "$(wc -l < "{count}")" -ge 3 ] || {{ echo "create failed - Resource busy" >&2; exit 1; }}\n'
        'for a; do last=$a; done; : > "$last"\n',
        encoding="utf-8",
    )
    (bin_dir / "python").write_text("#!/bin/sh\necho 1.2.3\n", encoding="utf-8")
    for tool in bin_dir.iterdir():
        tool.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "PYTHON": str(bin_dir / "python")}
    env["HDIUTIL_PAUSE"] = "0"
    script = PACKAGING / "macos" / "make_dmg.sh"
    proc = subprocess.run(["sh", str(script)], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert count.read_text(encoding="utf-8").count("x") == 3 and "try 2 of 5" in proc.stderr
    assert list((tmp_path / "dist").glob("mjgui-1.2.3-macos-*.dmg"))
    env["HDIUTIL_TRIES"] = "2"
    count.write_text("", encoding="utf-8")
    proc = subprocess.run(["sh", str(script)], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert proc.returncode == 1 and "failed 2 times" in proc.stderr


# ---------------------------------------------------------------------------------------------------------
# Linux: AppStream metainfo (always) and the .deb (make check-dist)
# ---------------------------------------------------------------------------------------------------------
METAINFO = PACKAGING / "linux" / f"{bb.BUNDLE_ID}.metainfo.xml"


def _needs_tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        message = f"{name} is not installed (apt-get install: see packaging/linux/build-deps.sh --deb)"
        if os.environ.get("CI") and os.environ.get("MJGUI_DIST_TEST") == "1":
            pytest.fail(message)
        pytest.skip(message)
    return path


def test_metainfo_names_the_app_and_its_screenshots() -> None:
    import xml.etree.ElementTree as ET

    from PySide6.QtGui import QImage

    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application" and root.findtext("id") == bb.BUNDLE_ID
    assert root.findtext("launchable") == f"{bb.NAME}.desktop"
    assert root.findtext("project_license") == "MIT" and root.findtext("url") == bb.HOMEPAGE
    assert {b.text for b in root.iter("binary")} == {bb.NAME, bb.CLI_NAME}
    assert next(r.get("version") for r in root.iter("release")) == bb.version()
    images = list(root.iter("image"))
    assert images
    for image in images:  # published from docs/screenshots/ under the homepage
        url = image.text or ""
        assert url.startswith(f"{bb.HOMEPAGE}screenshots/"), url
        png = QImage(str(ROOT / "docs" / "screenshots" / url.rsplit("/", 1)[1]))
        assert (png.width(), png.height()) == (int(image.get("width", 0)), int(image.get("height", 0))), url


def test_metainfo_validates() -> None:
    tool = _needs_tool("appstreamcli")
    proc = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.fixture(scope="module")
def deb(bundle: Path) -> Path:
    """dist/mjgui_<version>_<arch>.deb, built from dist/mjgui unless newer than its archive."""
    _needs_tool("dpkg-deb")
    _needs_tool("dpkg-shlibdeps")
    bd = _load_packaging_script("build_deb")
    path = bb.DIST / bd.deb_name()
    archive = bb.DIST / bb.archive_name()
    if not path.exists() or path.stat().st_mtime < archive.stat().st_mtime:
        proc = subprocess.run(
            [sys.executable, str(PACKAGING / "build_deb.py")], cwd=ROOT, capture_output=True, text=True
        )
        assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    return path


def _deb_field(deb: Path, field: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), field], capture_output=True, text=True).stdout.strip()


@needs_bundle
def test_deb_layout_and_depends(deb: Path) -> None:
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    paths = {line.split()[5].removeprefix(".") for line in listing.splitlines()}
    for path in (
        "/opt/mjgui/mjgui",
        "/opt/mjgui/mjgui-cli",
        "/opt/mjgui/licenses/README.txt",
        "/opt/mjgui/licenses/index.json",
        "/usr/share/applications/mjgui.desktop",
        "/usr/share/mime/packages/mjgui.xml",
        "/usr/share/icons/hicolor/scalable/apps/mjgui.svg",
        "/usr/share/icons/hicolor/1024x1024/apps/mjgui.png",
        f"/usr/share/metainfo/{bb.BUNDLE_ID}.metainfo.xml",
        "/usr/share/doc/mjgui/copyright",
        "/usr/share/doc/mjgui/changelog.gz",
        "/usr/share/lintian/overrides/mjgui",
    ):
        assert path in paths, path
    assert "/usr/bin/mjgui -> /opt/mjgui/mjgui" in listing
    # no folder of the system as its own (apt remove took /opt away): build_deb.SYSTEM_DIRS
    dirs = _deb_directories(deb)
    assert not dirs & {"./", "./opt/", "./usr/", "./usr/bin/", "./usr/share/", "./usr/share/doc/"}, dirs
    assert {"./opt/mjgui/", "./usr/share/doc/mjgui/", "./usr/share/applications/"} <= dirs
    # The machine-readable copyright: MIT for everything, then a paragraph per bundled component
    tar = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True, check=True).stdout
    import io

    with tarfile.open(fileobj=io.BytesIO(tar)) as archive:
        member = archive.extractfile("./usr/share/doc/mjgui/copyright")
        assert member is not None
        copyright_text = member.read().decode("utf-8")
    paragraphs = copyright_text.split("\n\n")
    assert paragraphs[0].startswith(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    )
    assert paragraphs[1].startswith("Files: *\nCopyright: ") and "License: Expat" in paragraphs[1]
    index = json.loads((bb.DIST / bb.NAME / bb.LICENSES_TOP / bb.LICENSE_INDEX).read_text(encoding="utf-8"))
    for component in index["components"]:
        if component["name"] == bb.NAME:
            continue
        stanza = next(
            (p for p in paragraphs if f"Comment: {component['name']} {component['version']}," in p), ""
        )
        assert stanza.startswith("Files: opt/mjgui/"), component["name"]
        assert "\nCopyright: " in stanza and "\nLicense: " in stanza, component["name"]
    qt = next(p for p in paragraphs if "\nComment: Qt " in p)
    assert "opt/mjgui/_internal/PySide6/Qt/lib/libQt6Core.so.6" in qt and "License: LGPL-3.0-only" in qt
    assert "/usr/share/common-licenses/LGPL-3" in qt and "download.qt.io/official_releases/qt/" in qt
    files = [p for p in paragraphs if p.startswith("Files: ")]
    assert len(files) == len([c for c in index["components"] if c["files"]])  # "*" and one per component
    assert "/usr/bin/mjgui-cli -> /opt/mjgui/mjgui-cli" in listing
    assert "/opt/mjgui/install-desktop-entry.sh" not in paths  # the tarball's per-user helper
    assert all(line.split()[1] == "root/root" for line in listing.splitlines())
    assert _deb_field(deb, "Package") == "mjgui" and _deb_field(deb, "Version") == bb.version()
    depends = {d.split()[0] for d in _deb_field(deb, "Depends").split(",")}
    # What the bundle links to and does not carry ...
    assert {"libc6", "libxcb1", "fontconfig"} <= depends, depends
    assert depends & {"libgl1", "libegl1", "libopengl0"}, depends
    # ... and not what it carries.
    assert not depends & {"libxcb-cursor0", "libfreetype6", "libpython3.11"}, depends
    assert _deb_field(deb, "Recommends") == "fonts-noto-cjk"  # Japanese names in game logs


@needs_bundle
def test_deb_passes_lintian(deb: Path) -> None:
    tool = _needs_tool("lintian")
    proc = subprocess.run(
        [tool, "--fail-on", "none", "--tag-display-limit", "0", str(deb)], capture_output=True, text=True
    )
    errors = [line for line in (proc.stdout + proc.stderr).splitlines() if line.startswith("E:")]
    assert errors == [], "\n".join(errors)


@needs_bundle
def test_deb_installs_runs_and_removes_cleanly(deb: Path, tmp_path: Path) -> None:
    if os.geteuid() != 0:
        if os.environ.get("CI"):
            pytest.fail("CI must run make check-dist as root: the .deb is installed with dpkg -i")
        pytest.skip("installing the .deb needs root (make check-dist as root, as CI does)")
    if subprocess.run(["dpkg", "-s", "mjgui"], capture_output=True).returncode == 0:
        pytest.fail("a mjgui package is already installed: dpkg -r mjgui first")
    proc = subprocess.run(["dpkg", "-i", str(deb)], capture_output=True, text=True)
    if proc.returncode != 0:  # missing Depends: let apt bring them, as `apt install ./mjgui.deb` would
        fixed = subprocess.run(["apt-get", "install", "-f", "-y", "-qq"], capture_output=True, text=True)
        assert fixed.returncode == 0, proc.stderr + fixed.stderr
    try:
        installed = subprocess.run(["dpkg", "-L", "mjgui"], capture_output=True, text=True, check=True)
        files = [Path(p) for p in installed.stdout.splitlines() if p.startswith(("/opt/mjgui", "/usr/"))]
        assert Path("/usr/bin/mjgui").resolve() == Path("/opt/mjgui/mjgui")
        # The installed app, started through /usr/bin as a menu entry or a terminal starts it.
        png = tmp_path / "installed.png"
        shot = subprocess.run(
            ["/usr/bin/mjgui", "--screenshot", str(png), "234m567p3467888s5s", "--riichi"],
            cwd=tmp_path,
            env=_bare_env(tmp_path),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        assert shot.returncode == 0 and png.stat().st_size > 10_000, shot.stderr
        # A game record, as a file manager opens it (Exec=mjgui %f): the tracker, on the record;
        # the system's MIME database knows its type (shared-mime-info's trigger ran).
        record = tmp_path / "an evening" / "game 1.mjgame"
        record.parent.mkdir()
        record.write_text(GAME_RECORD, encoding="utf-8")
        opened = subprocess.run(
            ["/usr/bin/mjgui", str(record), "--screenshot", str(tmp_path / "record.png")],
            cwd=tmp_path,
            env=_bare_env(tmp_path),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        assert opened.returncode == 0 and (tmp_path / "record.png").stat().st_size > 10_000, opened.stderr
        globs = Path("/usr/share/mime/globs2")
        if subprocess.run(["dpkg", "-s", "shared-mime-info"], capture_output=True).returncode == 0:
            assert ":application/x-mjgui-game:*.mjgame" in globs.read_text(encoding="utf-8")
        for case in SCORE_CASES:
            frozen = subprocess.run(
                ["/usr/bin/mjgui-cli", "score", *case],
                env=_bare_env(tmp_path),
                capture_output=True,
                text=True,
                encoding="utf-8",
                timeout=TIMEOUT,
            )
            source = _run_source(tmp_path, "score", *case)
            assert (frozen.returncode, frozen.stdout) == (source.returncode, source.stdout), case
    finally:
        removed = subprocess.run(["dpkg", "-r", "mjgui"], capture_output=True, text=True)
    assert removed.returncode == 0, removed.stderr
    left = [str(p) for p in files if p.is_symlink() or (p.exists() and not p.is_dir())]
    assert left == [], "dpkg -r left files behind"
    assert not Path("/opt/mjgui").exists(), "dpkg -r left /opt/mjgui (files the app wrote at run time?)"
    assert Path("/opt").is_dir(), "dpkg -r took /opt away"
    if Path("/usr/share/mime/globs2").is_file():
        assert "application/x-mjgui-game" not in Path("/usr/share/mime/globs2").read_text(encoding="utf-8")


# ---------------------------------------------------------------------------------------------------------
# The .rpm (make check-dist): built from the same bundle, rpmlint, installed into a scratch root
# ---------------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def rpm(bundle: Path) -> Path:
    """dist/mjgui-<version>-1.<arch>.rpm, built from dist/mjgui unless newer than its archive."""
    _needs_tool("rpmbuild")
    br = _load_packaging_script("build_rpm")
    path = bb.DIST / br.rpm_name()
    archive = bb.DIST / bb.archive_name()
    if not path.exists() or path.stat().st_mtime < archive.stat().st_mtime:
        proc = subprocess.run(
            [sys.executable, str(PACKAGING / "build_rpm.py")], cwd=ROOT, capture_output=True, text=True
        )
        assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    return path


def _rpm_query(rpm: Path, *args: str) -> str:
    proc = subprocess.run(["rpm", "-qp", "--nosignature", *args, str(rpm)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@needs_bundle
def test_rpm_layout_requires_and_license(rpm: Path) -> None:
    files = set(_rpm_query(rpm, "--list").splitlines())
    for path in (
        "/opt/mjgui/mjgui",
        "/opt/mjgui/mjgui-cli",
        "/opt/mjgui/licenses/README.txt",
        "/opt/mjgui/licenses/index.json",
        "/usr/bin/mjgui",
        "/usr/bin/mjgui-cli",
        "/usr/share/applications/mjgui.desktop",
        "/usr/share/mime/packages/mjgui.xml",
        "/usr/share/icons/hicolor/scalable/apps/mjgui.svg",
        f"/usr/share/metainfo/{bb.BUNDLE_ID}.metainfo.xml",
        "/usr/share/licenses/mjgui/LICENSE",
    ):
        assert path in files, path
    assert "/opt/mjgui/install-desktop-entry.sh" not in files
    assert _rpm_query(rpm, "--qf", "%{NAME} %{VERSION}") == f"mjgui {bb.version()}"
    licenses = set(_rpm_query(rpm, "--licensefiles").splitlines())
    assert "/opt/mjgui/licenses/README.txt" in licenses and "/usr/share/licenses/mjgui/LICENSE" in licenses
    requires = set(_rpm_query(rpm, "--requires").split())
    # What the bundle links to and does not carry, by soname; not what it carries.
    assert {"libc.so.6()(64bit)", "libxcb.so.1()(64bit)", "fontconfig"} <= requires, requires
    assert not [r for r in requires if re.match(r"lib(Qt6|pyside6|shiboken6|icu|python3|xcb-cursor)", r)]
    provides = _rpm_query(rpm, "--provides")
    assert "libQt6" not in provides  # the bundle's private libraries are not offered to the system
    license_tag = _rpm_query(rpm, "--qf", "%{LICENSE}")
    for spdx in ("MIT", "LGPL-3.0-only", "PSF-2.0", "Unicode-DFS-2016"):
        assert spdx in license_tag, spdx
    if importlib.util.find_spec("packaging.licenses") is not None:
        assert _spdx_valid(license_tag) == [], license_tag


@needs_bundle
def test_rpm_passes_rpmlint(rpm: Path, tmp_path: Path) -> None:
    tool = _needs_tool("rpmlint")
    br = _load_packaging_script("build_rpm")
    config = br.rpmlint_config(rpm, tmp_path / "licenses.toml")  # SPDX's list, as build_rpm.py --check
    proc = subprocess.run(
        [tool, "-c", str(config), "-r", str(PACKAGING / "linux" / "mjgui.rpmlintrc"), str(rpm)],
        capture_output=True,
        text=True,
    )
    lines = (proc.stdout + proc.stderr).splitlines()
    errors = [line for line in lines if ": E: " in line or "invalid-license" in line]
    assert errors == [], "\n".join(errors)


@needs_bundle
def test_rpm_installs_into_a_scratch_root_runs_and_removes_cleanly(rpm: Path, tmp_path: Path) -> None:
    """rpm --root: the package's own database in a scratch folder. The distribution's libraries it
    requires are not in that root (--nodeps); the installed bundle runs on this system's."""
    tool = _needs_tool("rpm")
    root = tmp_path / "root"
    root.mkdir()
    subprocess.run([tool, "--root", str(root), "--initdb"], check=True, capture_output=True)
    install = subprocess.run(
        [tool, "--root", str(root), "-i", "--nodeps", "--nosignature", str(rpm)],
        capture_output=True,
        text=True,
    )
    assert install.returncode == 0, install.stderr
    try:
        assert os.readlink(root / "usr" / "bin" / "mjgui") == "../../opt/mjgui/mjgui"
        cli = root / "usr" / "bin" / "mjgui-cli"
        version = subprocess.run(
            [str(cli), "--version"], env=_bare_env(tmp_path), capture_output=True, text=True
        )
        assert (version.returncode, version.stdout) == (0, f"mjgui {bb.version()}\n"), version.stderr
        for case in SCORE_CASES[:3]:
            frozen = subprocess.run(
                [str(cli), "score", *case],
                env=_bare_env(tmp_path),
                capture_output=True,
                text=True,
                encoding="utf-8",
            )
            source = _run_source(tmp_path, "score", *case)
            assert (frozen.returncode, frozen.stdout) == (source.returncode, source.stdout), case
        png = tmp_path / "rpm.png"
        shot = subprocess.run(
            [str(root / "usr" / "bin" / "mjgui"), "--screenshot", str(png), "234m567p3467888s5s"],
            env=_bare_env(tmp_path),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        assert shot.returncode == 0 and png.stat().st_size > 10_000, shot.stderr
    finally:
        erase = subprocess.run(
            [tool, "--root", str(root), "-e", "--nodeps", "mjgui"], capture_output=True, text=True
        )
    assert erase.returncode == 0, erase.stderr
    dbpath = subprocess.run([tool, "--eval", "%{_dbpath}"], capture_output=True, text=True).stdout.strip()
    own = (dbpath.lstrip("/"), "var/tmp")  # rpm's own database
    left = [p.relative_to(root).as_posix() for p in root.rglob("*")]
    left = [p for p in left if not p.startswith(own) and not any(o.startswith(p + "/") for o in own)]
    assert [p for p in left if not (root / p).is_dir()] == [], f"rpm -e left files behind: {left[:10]}"
    # folders: only those the system's packages own (the filesystem's, hicolor-icon-theme's sizes)
    hicolor = "usr/share/icons/hicolor"
    system = {"opt", "usr", "usr/bin", "usr/share", "usr/share/licenses", "usr/share/icons", hicolor}
    system |= {"usr/share/applications", "usr/share/metainfo", "usr/share/mime", "usr/share/mime/packages"}
    system |= {f"{hicolor}/{size}" for size in ("256x256", "512x512", "scalable")}
    system |= {f"{hicolor}/{size}/apps" for size in ("256x256", "512x512", "scalable")}
    assert sorted(set(left) - system) == [], "rpm -e left folders no package owns"
    assert not (root / "opt" / "mjgui").exists()


def test_package_metadata_spellings() -> None:
    """What build_rpm.py and build_deb.py write without a bundle: RPM versions, DEP-5 license names."""
    br = _load_packaging_script("build_rpm")
    bd = _load_packaging_script("build_deb")
    assert br.rpm_version("1.2.3") == "1.2.3" and br.rpm_version("0.2.0rc1") == "0.2.0~rc1"
    assert br.rpm_name("1.2.3", "x86_64") == "mjgui-1.2.3-1.x86_64.rpm"
    assert bd._dep5_license_name({"name": "Qt", "license": "LGPL-3.0-only"}) == "LGPL-3.0-only"
    bootloader = {"name": "PyInstaller bootloader", "license": "GPL-2.0-or-later WITH Bootloader-exception"}
    assert bd._dep5_license_name(bootloader) == "GPL-2.0-or-later with Bootloader exception"
    icu = {"name": "ICU", "license": "Unicode-DFS-2016 AND ICU AND BSD-3-Clause"}
    assert bd._dep5_license_name(icu) == "Unicode-DFS-2016 and ICU and BSD-3-Clause"
    gcrypt = {"name": "libgcrypt20", "license": "LGPL-2.1-or-later (see system/libgcrypt20.txt)"}
    assert bd._dep5_license_name(gcrypt) == "libgcrypt20-license"  # a free-form one: a name of its own
    assert "/usr/share/common-licenses/LGPL-2.1" in bd._common_license_lines(gcrypt)
    assert "/usr/share/common-licenses/LGPL-3" in bd._common_license_lines({"license": "LGPL-3.0-only"})
    assert bd._common_license_lines({"license": "MIT"}) == ""
    assert bb.dep5_license("Format: x\n\nFiles: *\nCopyright: a\nLicense: LGPL-2.1+\n text\n") == "LGPL-2.1+"
    assert bb.dep5_license("free text under the GNU Lesser General Public License 2.1", "system/x.txt") == (
        "LGPL-2.1-or-later (see system/x.txt)"
    )


def _stage_small_deb(root: Path) -> None:
    """A package with the .deb's layout (build_deb.stage), a few files in each place."""
    files = {
        "opt/mjgui/mjgui": "#!/bin/sh\n",
        "opt/mjgui/_internal/lib.txt": "x\n",
        "usr/share/applications/mjgui.desktop": "[Desktop Entry]\n",
        "usr/share/icons/hicolor/1024x1024/apps/mjgui.png": "png\n",
        "usr/share/metainfo/org.mjgui.mjgui.metainfo.xml": "<component/>\n",
        "usr/share/doc/mjgui/copyright": "MIT\n",
    }
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "mjgui").symlink_to("/opt/mjgui/mjgui")
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(
        "Package: mjgui\nVersion: 1.2.3\nArchitecture: all\nMaintainer: m <m@example.org>\n"
        "Description: test\n a test package\n",
        encoding="utf-8",
    )


def _deb_directories(deb: Path) -> set[str]:
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    return {line.split()[5] for line in listing.splitlines() if line.startswith("d")}


def test_deb_lists_no_directory_of_the_system_as_its_own(tmp_path: Path) -> None:
    """``apt remove mjgui`` on a fresh Debian took /opt away: the .deb listed ./opt/, which no other
    package lists (base-files makes it in its postinst), and dpkg removes an empty directory with
    the last package that lists it. Installed into a scratch root with such a /opt and removed,
    the package leaves /opt and the other system folders where they were."""
    _needs_tool("dpkg-deb")
    bd = _load_packaging_script("build_deb")
    root = tmp_path / "stage"
    _stage_small_deb(root)
    deb = bd.pack(root, tmp_path / "mjgui_1.2.3_all.deb")
    dirs = _deb_directories(deb)
    assert not dirs & {"./", "./opt/", "./usr/", "./usr/bin/", "./usr/share/", "./usr/share/doc/"}, dirs
    # its own folders, and the shared ones a system may lack (dpkg makes no missing parent)
    assert {"./opt/mjgui/", "./opt/mjgui/_internal/", "./usr/share/doc/mjgui/"} <= dirs
    assert {"./usr/share/metainfo/", "./usr/share/icons/hicolor/1024x1024/apps/"} <= dirs
    assert subprocess.run(["ar", "t", str(deb)], capture_output=True, text=True).stdout.split() == [
        "debian-binary",
        "control.tar.xz",
        "data.tar.xz",
    ]
    assert _deb_field(deb, "Package") == "mjgui"
    system = tmp_path / "system"
    admin = system / "var" / "lib" / "dpkg"
    for folder in ("opt", "usr/bin", "usr/share/doc", admin / "info", admin / "updates"):
        (system / folder).mkdir(parents=True, exist_ok=True)
    (admin / "status").touch()
    dpkg = ["dpkg", f"--root={system}", "--force-not-root", "--force-script-chrootless"]
    installed = subprocess.run([*dpkg, "-i", str(deb)], capture_output=True, text=True)
    assert installed.returncode == 0, installed.stderr
    assert (system / "opt" / "mjgui" / "mjgui").is_file()
    removed = subprocess.run([*dpkg, "-r", "mjgui"], capture_output=True, text=True)
    assert removed.returncode == 0, removed.stderr
    assert not (system / "opt" / "mjgui").exists()
    for folder in ("opt", "usr", "usr/bin", "usr/share", "usr/share/doc"):
        assert (system / folder).is_dir(), f"dpkg -r took /{folder} away"


#: Every component of a real bundle's licenses/index.json (built on Debian 12, as CI builds), with the
#: license it says: DEP-5 names of the copied system libraries, free-form notices, SPDX for the rest.
REAL_LICENSES = [
    ("ICU", "Unicode-DFS-2016 AND ICU AND BSD-3-Clause"),
    ("libbrotli1", "MIT"),
    ("libbsd0", "BSD-3-clause"),
    ("libbz2-1.0", "BSD-variant"),
    ("libcap2", "BSD-3-clause or GPL-2"),
    ("libdbus-1-3", "GPL-2+ or AFL-2.1, and Expat and Tcl-BSDish"),
    ("libexpat1", "MIT"),
    ("libffi8", "Expat"),
    ("libfontconfig1", "see system/libfontconfig1.txt"),
    ("libfreetype6", "FTL"),
    ("libgcc-s1", "LGPL-2.1-or-later (see system/libgcc-s1.txt)"),
    ("libgcrypt20", "LGPL-2.1-or-later (see system/libgcrypt20.txt)"),
    (
        "libglib2.0-0",
        "LGPL-2+ and LGPL-2.1+ and FSFULLR and CC0-1.0 and Janik-permissive and Iconv-PD and Mingw-PD "
        "and Old-GLib-Tests-permissive",
    ),
    ("libgpg-error0", "LGPL-2.1+"),
    ("liblz4-1", "BSD-2-clause"),
    ("liblzma5", "PD"),
    ("libmd0", "BSD-3-clause"),
    ("libpcre2-8-0", "BSD-3-clause-Cambridge with BINARY LIBRARY-LIKE PACKAGES exception"),
    ("libpng16-16", "libpng"),
    ("libstdc++6", "LGPL-2.1-or-later (see system/libstdc++6.txt)"),
    ("libsystemd0", "LGPL-2.1+"),
    ("libx11-6", "see system/libx11-6.txt"),
    ("libx11-xcb1", "see system/libx11-xcb1.txt"),
    ("libxau6", "see system/libxau6.txt"),
    ("libxcb-cursor0", "MIT/X"),
    ("libxcb-icccm4", "MIT/X Consortium License"),
    ("libxcb-image0", "MIT/X11"),
    ("libxcb-keysyms1", "MIT/X11"),
    ("libxcb-randr0", "see system/libxcb-randr0.txt"),
    ("libxcb-render-util0", "MIT/X Consortium License"),
    ("libxcb-render0", "see system/libxcb-render0.txt"),
    ("libxcb-shape0", "see system/libxcb-shape0.txt"),
    ("libxcb-shm0", "see system/libxcb-shm0.txt"),
    ("libxcb-sync1", "see system/libxcb-sync1.txt"),
    ("libxcb-util1", "MIT"),
    ("libxcb-xfixes0", "see system/libxcb-xfixes0.txt"),
    ("libxcb-xkb1", "see system/libxcb-xkb1.txt"),
    ("libxdmcp6", "see system/libxdmcp6.txt"),
    ("libxkbcommon-x11-0", "see system/libxkbcommon-x11-0.txt"),
    ("libxkbcommon0", "see system/libxkbcommon0.txt"),
    ("libzstd1", "BSD-3-clause or GPL-2"),
    ("mjgui", "MIT"),
    ("mjgui Kanji (a subset of Noto Sans CJK JP Regular)", "OFL-1.1"),
    ("PyInstaller bootloader", "GPL-2.0-or-later WITH Bootloader-exception"),
    ("PySide6", "LGPL-3.0-only"),
    ("Python", "PSF-2.0"),
    ("Qt", "LGPL-3.0-only"),
    ("shiboken6", "LGPL-3.0-only"),
    ("zlib1g", "Zlib"),
]


def _spdx_valid(expr: str) -> list[str]:
    """What is wrong with ``expr`` as an SPDX expression (packaging's SPDX list): [] when nothing."""
    from packaging.licenses import InvalidLicenseExpression, _spdx, canonicalize_license_expression

    try:
        canonicalize_license_expression(expr)
    except InvalidLicenseExpression as err:
        return [str(err)]
    words = re.findall(r"[A-Za-z0-9.+-]+", expr)
    return [
        f"deprecated: {word}"
        for word in words
        if _spdx.LICENSES.get(word.lower(), {}).get("deprecated")
        or _spdx.EXCEPTIONS.get(word.lower(), {}).get("deprecated")
    ]


def _license_bundle(where: Path, licenses: list[tuple[str, str]]) -> Path:
    folder = where / bb.LICENSES_TOP
    folder.mkdir(parents=True)
    components = [{"name": name, "license": text} for name, text in licenses]
    (folder / bb.LICENSE_INDEX).write_text(json.dumps({"components": components}), encoding="utf-8")
    return where


def test_rpm_license_is_one_valid_spdx_expression_of_every_component(tmp_path: Path) -> None:
    """The .rpm's License had Debian's names (MIT/X, BSD-variant, PD, Expat, LGPL-2.1+), both
    BSD-3-clause and BSD-3-Clause, and left out every license written with a space or in lower case
    (libcap2, libzstd, libdbus, glib, pcre2)."""
    pytest.importorskip(
        "packaging.licenses", reason="packaging 24.2+ (PyInstaller's and pytest's dependency)"
    )
    br = _load_packaging_script("build_rpm")
    tag = br.license_tag(_license_bundle(tmp_path, REAL_LICENSES))
    assert _spdx_valid(tag) == []
    terms = tag.split(" AND ")
    assert len(terms) == len(set(terms)), "a license named twice"
    # each component's license is in it, as SPDX spells it
    for name, text in REAL_LICENSES:
        mine = br.spdx_license({"name": name, "license": text})
        assert _spdx_valid(mine) == [], (name, mine)
        missing = [term for term in br._and_terms(mine) if term not in terms]
        assert missing == [], (name, text, missing)
    for expected in (
        "(BSD-3-Clause OR GPL-2.0-only)",  # libcap2, libzstd: "BSD-3-clause or GPL-2"
        "(GPL-2.0-or-later OR AFL-2.1)",  # libdbus
        "TCL",
        "BSD-3-Clause WITH PCRE2-exception",  # pcre2
        "LGPL-2.0-or-later",  # glib
        "LicenseRef-Janik-permissive",
        "bzip2-1.0.6",  # libbz2's "BSD-variant"
        "GPL-3.0-or-later WITH GCC-exception-3.1",  # libgcc, libstdc++
        "LicenseRef-Public-Domain",  # liblzma 5.4
        "X11",  # libxcb, xcb-util: "MIT/X..."
        "MIT-open-group",  # libXau, libXdmcp
        "GPL-2.0-or-later WITH Bootloader-exception",
        "LGPL-3.0-only",
        "PSF-2.0",
    ):
        assert expected in terms, expected
    words = set(re.findall(r"[^\s()]+", tag))
    for debian in (
        "MIT/X",
        "MIT/X11",
        "Expat",
        "PD",
        "BSD-variant",
        "LGPL-2.1+",
        "BSD-3-clause",
        "GPL-2",
        "see",
    ):
        assert debian not in words, debian
    # a license SPDX does not list is a LicenseRef, never a word rpm would take for one
    assert br.spdx_license({"name": "libodd1", "license": "see system/libodd1.txt"}) == "LicenseRef-libodd1"
    assert br.spdx_license({"name": "x", "license": "Funny-License with Odd exception"}) == (
        "LicenseRef-Funny-License-with-Odd-exception"
    )


def test_rpmlint_checks_the_license_instead_of_hiding_it(tmp_path: Path) -> None:
    """mjgui.rpmlintrc filtered invalid-license away entirely. Now rpmlint is given SPDX's list
    (Debian's rpmlint has none) and a package with the bundle's License passes it."""
    pytest.importorskip("packaging.licenses")
    rpmlintrc = (PACKAGING / "linux" / "mjgui.rpmlintrc").read_text(encoding="utf-8")
    assert "invalid-license" not in rpmlintrc
    rpmbuild, rpmlint = _needs_tool("rpmbuild"), _needs_tool("rpmlint")
    br = _load_packaging_script("build_rpm")
    tag = br.license_tag(_license_bundle(tmp_path / "bundle", REAL_LICENSES))
    spec = tmp_path / "t.spec"
    spec.write_text(
        f"Name: mjgui-license-test\nVersion: 1\nRelease: 1\nSummary: a test\nLicense: {tag}\n"
        "BuildArch: noarch\nURL: https://mjgui.org/\n\n%description\nA test.\n\n%files\n\n%changelog\n",
        encoding="utf-8",
    )
    proc = subprocess.run(
        [rpmbuild, "-bb", "--quiet", "--define", f"_topdir {tmp_path / 'top'}", str(spec)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    rpm = next((tmp_path / "top" / "RPMS").rglob("*.rpm"))
    config = br.rpmlint_config(rpm, tmp_path / "licenses.toml")
    report = subprocess.run(
        [rpmlint, "-c", str(config), "-r", str(PACKAGING / "linux" / "mjgui.rpmlintrc"), str(rpm)],
        capture_output=True,
        text=True,
    )
    lines = (report.stdout + report.stderr).splitlines()
    assert not [line for line in lines if "invalid-license" in line], "\n".join(lines)
    # ... and it does check: a Debian name is invalid to it
    spec.write_text(spec.read_text(encoding="utf-8").replace(f"License: {tag}", "License: MIT/X"))
    subprocess.run(
        [rpmbuild, "-bb", "--quiet", "--define", f"_topdir {tmp_path / 'top'}", str(spec)], check=True
    )
    report = subprocess.run(
        [rpmlint, "-c", str(config), "-r", str(PACKAGING / "linux" / "mjgui.rpmlintrc"), str(rpm)],
        capture_output=True,
        text=True,
    )
    assert "invalid-license MIT/X" in report.stdout + report.stderr
