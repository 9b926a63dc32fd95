"""The wheel ships every package and all the data the app reads."""

from __future__ import annotations

import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def _setuptools() -> dict:  # type: ignore[type-arg]
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)["tool"]["setuptools"]  # type: ignore[no-any-return]


def test_every_python_package_is_listed() -> None:
    listed = set(_setuptools()["packages"])
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "mjgui").rglob("__init__.py")}
    assert found <= listed, f"missing from pyproject [tool.setuptools] packages: {sorted(found - listed)}"
    assert "mjgui.resources" in listed


def test_every_resource_file_matches_a_package_data_pattern() -> None:
    patterns = _setuptools()["package-data"]["mjgui.resources"]
    resources = ROOT / "resources"
    files = [p for p in resources.rglob("*") if p.is_file() and p.suffix not in (".po", ".py")]
    assert files
    missed = [
        str(p.relative_to(resources))
        for p in files
        if not any(p.relative_to(resources).match(pattern) for pattern in patterns)
    ]
    assert not missed, f"resource files the wheel would leave out: {missed}"
