"""Console launcher frozen into ``mjgui-cli`` (``mjgui-cli.exe`` is a console program on Windows).

``mjgui-cli score HAND [options]`` and ``mjgui-cli game FILE --json`` print the same JSON as
``python -m mjgui score/game``; with no arguments it prints the usage. Same Analysis, same
``_internal`` folder as the windowed ``mjgui``, so it costs only a bootloader.
"""

import sys

from mjgui import dataclass_code

dataclass_code.install()  # before the command line's imports (mjgui.cli.main removes it)
from mjgui.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
