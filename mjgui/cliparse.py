"""The subcommands' argument parser: bad words raise :class:`BadWords` instead of exiting, so each
command answers them in its own format (a JSON error, or its usage line) with exit status 2. It is
the core's one non-exiting parser (:mod:`mjgui.core.quietparser`), named here for the commands."""

from __future__ import annotations

from mjgui.core.quietparser import BadWords, HelpShown, QuietParser

__all__ = ["BadWords", "HelpShown", "QuietParser"]
