"""mjgui: a desktop scoring desk for Japanese riichi mahjong."""

__version__ = "0.1.0"

#: The first words that run a command-line tool instead of opening the window (the same for
#: ``python -m mjgui``, the ``mjgui`` and ``mjgui-cli`` scripts and the bundle's launchers).
CLI_COMMANDS = ("score", "game", "replay", "league")
