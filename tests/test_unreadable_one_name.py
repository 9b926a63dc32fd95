"""The one test of a link whose file is gone, ``mjgui.core.game.storage.unreadable_error``, has a
public name, and the logs' reader and the window's opening take it by that name (no module
reaches into ``storage`` for a private one); what each says of such a link is as before."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

from mjgui.controller.game.opening import window_for
from mjgui.core.game.storage import StorageError, load_record, unreadable_error
from mjgui.core.logs import LogError, read_log_file

PACKAGE = Path(__file__).resolve().parent.parent / "mjgui"


def test_no_module_imports_a_private_name_of_storage() -> None:
    private: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "mjgui.core.game.storage":
                private += [f"{path.name}: {a.name}" for a in node.names if a.name.startswith("_")]
    assert private == []


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="links")
def test_a_link_whose_file_is_gone_is_said_alike_by_the_three(tmp_path: Path) -> None:
    link = tmp_path / "night.mjgame"
    link.symlink_to("gone.mjgame")
    gone = FileNotFoundError(2, os.strerror(2), str(link))
    error = unreadable_error(link, gone)
    assert (error.code, error.params["target"]) == ("unreadable", "gone.mjgame")
    with pytest.raises(StorageError) as loaded:
        load_record(link)
    assert loaded.value.params.get("target") == "gone.mjgame"
    with pytest.raises(LogError) as read:
        read_log_file(link)
    assert read.value.code == "log_unreadable" and "gone.mjgame" in str(read.value.params["target"])
    kind, why = window_for(link, "en")
    assert kind is None and why == error.message("en")
    two = tmp_path / "two.mjgame"
    two.symlink_to(link.name)  # a link to the link: the path the chain ends in is missing
    assert unreadable_error(two, gone).params["missing"] == str(tmp_path / "gone.mjgame")
