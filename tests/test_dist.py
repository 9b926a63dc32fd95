"""The offline bundle (packaging/): the installers agree with the spec, and the built bundle works.

The first tests only read files and always run. The bundle tests build ``dist/mjgui`` once per run
(or reuse it when it is newer than every source), unpack the release tar.gz into a temporary folder
and run that copy with a bare environment, no network (``unshare -n`` when allowed) and no Python
on PATH: render a hand to PNG, score hands, replay a game record, all compared with the source tree.
They are opt-in, because a build takes about a minute: ``make check-dist`` (which CI runs) sets
``MJGUI_DIST_TEST=1``.
"""

from __future__ import annotations

import configparser
import importlib.util
import json
import os
import plistlib
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
TIMEOUT = 120


def _load_build_bundle() -> ModuleType:
    # packaging/ is not a Python package (and "packaging" is a PyPI name): load the helper by path.
    spec = importlib.util.spec_from_file_location("mjgui_build_bundle", PACKAGING / "build_bundle.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bb = _load_build_bundle()


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
    assert (entry["Type"], entry["Exec"], entry["Icon"], entry["Terminal"]) == (
        "Application",
        "mjgui",
        "mjgui",
        "false",
    )
    assert entry["Categories"].endswith(";")


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


def test_version_names() -> None:
    assert bb.archive_name("1.2.3") == f"mjgui-1.2.3-{bb.platform_tag()}.tar.gz"
    assert bb.windows_version_tuple("0.2.0rc1") == (0, 2, 0, 0)
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*", bb.version())
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    assert f"pyinstaller=={bb.pinned_pyinstaller()}" in readme


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
    assert (bundle / "share" / "icons" / "hicolor" / "scalable" / "apps" / "mjgui.svg").is_file()
    assert (bundle / "share" / "icons" / "hicolor" / "256x256" / "apps" / "mjgui.png").is_file()
    assert os.access(bundle / "install-desktop-entry.sh", os.X_OK)
    # The archive kept its symlinks (extracted copy has them, none dangling).
    links = [p for p in bundle.rglob("*") if p.is_symlink()]
    assert links, "the archive lost its symlinks"
    assert all(p.exists() for p in links), [str(p) for p in links if not p.exists()]
    # Only the Qt the app uses.
    names = [p.relative_to(internal).as_posix() for p in internal.rglob("*")]
    # (QtOpenGL's and QtTest's bindings and libraries are in: pyqtgraph, the charts, imports them.)
    unwanted = re.compile(
        r"Qt6(Network|Qml|Quick|Pdf|WebEngine|Multimedia|Designer|Sql|3D|Charts|EglFS)|"
        r"/(tls|networkinformation|platformthemes|xcbglintegrations|egldeviceintegrations|generic|sqldrivers)/|"
        r"Qt(Network|Qml|Quick|DBus)\.abi3|libssl|libcrypto|libgtk|libcairo"
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
    # A regression guard. The charts' pyqtgraph brings numpy (~45 MiB with its OpenBLAS) and QtOpenGL's
    # binding (~9 MiB): 174.6 MiB measured (without them 109.8 MiB; the bare PySide6 hello world ~136 MiB).
    assert bb.tree_size(bundle) < 185 * 2**20, bb.mib(bb.tree_size(bundle))


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
def test_bundle_renders_a_hand_like_the_source(
    bundle: Path, offline_prefix: list[str], tmp_path: Path
) -> None:
    from PySide6.QtGui import QImage

    args = ("234m567p3467888s5s", "--riichi", "--size", "1000x700")
    frozen_png, source_png = tmp_path / "bundle.png", tmp_path / "source.png"
    frozen = _run_bundle(bundle, offline_prefix, tmp_path, bb.NAME, "--screenshot", str(frozen_png), *args)
    assert frozen.returncode == 0, frozen.stderr
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
