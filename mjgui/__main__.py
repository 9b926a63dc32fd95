"""``python -m mjgui score|game|replay|league ...`` run the CLI; anything else starts the window
(``--help`` lists the window's options and the commands, ``--version`` prints the version)."""

from __future__ import annotations

import sys

from mjgui import CLI_COMMANDS


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] in CLI_COMMANDS:
        from mjgui import dataclass_code

        dataclass_code.install()  # before the command line's imports (mjgui.cli.main removes it)
        from mjgui.cli import main as cli_main

        return cli_main(sys.argv[1:])
    from mjgui.app import main as app_main

    return app_main()


if __name__ == "__main__":
    sys.exit(main())
