"""Thin launcher frozen into ``mjgui`` and ``mjgui-cli``: everything else lives in the package.

``mjgui score ...`` / ``mjgui game ...`` print JSON like ``python -m mjgui``; anything else opens
the window. It sits outside the package so that PyInstaller analyses ``mjgui`` as an ordinary
package (no ``__main__`` script inside it, no frozen-only code paths).
"""

import sys

from mjgui.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
