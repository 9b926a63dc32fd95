"""The end of every generator of a committed module (``make generated``): write it, or with
``--check`` say whether the committed file is what the generator gives."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_or_check(target: Path, text: str, *, check: bool, stale: str, root: Path) -> int:
    """``check``: 1 (and ``stale``, the reason, printed) when ``target`` is missing or differs
    from ``text``, else 0. Otherwise ``target`` is written atomically (a temporary file beside
    it, then renamed) and 0 returned."""
    name = target.relative_to(root)
    if check:
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            print(f"{name} is not {stale}: run make generated")
            return 1
        return 0
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    print(f"wrote {name}")
    return 0
