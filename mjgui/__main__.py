"""``python -m mjgui score|game|replay|league ...`` run the CLI; anything else starts the window."""

from __future__ import annotations

import sys


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] in ("score", "game", "replay", "league", "-h", "--help"):
        from mjgui.cli import main as cli_main

        return cli_main(sys.argv[1:])
    from mjgui.app import main as app_main

    return app_main()


if __name__ == "__main__":
    sys.exit(main())
