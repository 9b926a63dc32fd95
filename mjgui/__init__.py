"""mjgui: a desktop scoring desk for Japanese riichi mahjong."""

__version__ = "0.1.0"
