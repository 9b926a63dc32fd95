"""``python -m mjgui score|game|replay|league ...`` run the CLI (after a leading ``--lang X`` too:
:func:`mjgui.runs_a_command`); anything else starts the window
(``--help`` lists the window's options and the commands, ``--version`` prints the version)."""

from __future__ import annotations

import sys

from mjgui import runs_a_command


def main() -> int:
    if runs_a_command(sys.argv[1:]):
        from mjgui import dataclass_code

        dataclass_code.install()  # before the command line's imports (mjgui.cli.main removes it)
        from mjgui.cli import main as cli_main

        return cli_main(sys.argv[1:])
    from mjgui.app import main as app_main

    return app_main()


if __name__ == "__main__":
    sys.exit(main())
