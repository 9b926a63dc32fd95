"""What the command line and the window's ``--help`` print: UTF-8 whatever the locale, and a
write that fails said once, in a line of its own, instead of a traceback.

Every command (``score``, ``game``, ``replay``, ``league`` and their ``--help``, the window's
``--help``) writes through :func:`utf8_streams`: standard output and standard error are UTF-8
(``LANG=C``, ``PYTHONIOENCODING=cp1252``, a Windows console redirected to a file would otherwise
make a Russian message or a player's name a ``UnicodeEncodeError``). A command writes its answer
to :func:`stdout`, which turns an ``OSError`` of a write (a full disk, a closed standard output)
into :class:`OutputError`: ``mjgui.cli.main`` says it on standard error (when that can be
written) and exits with :data:`EXIT_OUTPUT`. While a command, or the window, reads its words,
standard output is that checked stream, so a ``--help`` or ``--version`` argparse prints fails
the same way (the parser, :class:`~mjgui.core.quietparser.QuietParser`, lets the failure out).

Pure Python; imports nothing of mjgui (the ``score`` command's start loads it).
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import os
import stat
import sys
from collections.abc import Iterable, Iterator
from typing import Any

__all__ = ["EXIT_OUTPUT", "SHOWN_ERRORS", "Output", "OutputError", "say_on_stderr", "stdout", "utf8_streams"]

#: The exit status when the output cannot be written (sysexits.h's EX_IOERR): distinct from the
#: commands' own 0, 1 and 2 (a ``score`` of 1 is a hand that does not win).
EXIT_OUTPUT = 74


class OutputError(Exception):
    """Writing the answer failed: ``reason`` is the system's error (a full disk, a closed
    standard output...)."""

    def __init__(self, reason: OSError) -> None:
        super().__init__(str(reason))
        self.reason = reason


#: the encoding error handler of standard output and standard error (:func:`utf8_streams`)
SHOWN_ERRORS = "mjgui-shown"


def _shown_bytes(err: UnicodeError) -> tuple[str, int]:
    """What UTF-8 cannot write, as file names are shown (:mod:`mjgui.core.shown`): a byte that
    was not UTF-8 (a lone surrogate U+DC80..U+DCFF, as the system gives an argument's) as
    ``\\xe9``, another lone surrogate as ``\\udNNN``."""
    if not isinstance(err, UnicodeEncodeError):
        raise err
    bad = err.object[err.start : err.end]
    shown = "".join(
        f"\\x{ord(c) - 0xDC00:02x}" if "\udc80" <= c <= "\udcff" else f"\\u{ord(c):04x}" for c in bad
    )
    return shown, err.end


codecs.register_error(SHOWN_ERRORS, _shown_bytes)


def utf8_streams() -> None:
    """Standard output and standard error as UTF-8 text whatever the locale; what cannot be
    encoded (a lone surrogate: an argument's byte that was not UTF-8) is written as file names
    are shown, ``\\xe9``, rather than raising (:data:`SHOWN_ERRORS`). A stream that is missing
    (closed when the program started) or is not a text file is left as it is."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            # a stream already closed: its writes fail later, and are said
            with contextlib.suppress(OSError, ValueError):
                reconfigure(encoding="utf-8", errors=SHOWN_ERRORS)


class Output:
    """A text stream whose failed writes raise :class:`OutputError` (a reader that went away,
    ``BrokenPipeError``, is left as it is: the command line ends quietly then). Standard output
    closed when the program started (``sys.stdout`` is None) fails at the first write.

    An interrupt (Ctrl+C) ends a write on a whole line where it can, and never waits for a reader
    that does not read: written to a pipe, a terminal or a socket (where a write can wait), the
    text goes out in pieces of whole lines the output can take without waiting (at most
    ``PIPE_BUF`` bytes, :func:`_pieces`), each written with the interrupt held back
    (:func:`_interrupts_held`); the wait for room between them lets it through, and what was not
    written yet is dropped. So a ``score --batch`` stopped while its answers go out ends on a whole
    line, and one whose reader stopped reading (``| less``, then Ctrl+C) stops at once. A line
    longer than ``PIPE_BUF`` bytes may be cut. A file or another stream is written at once, the
    interrupt held back (a write there does not wait on a reader). :attr:`line_open` tells whether
    the text written left its line open (``print`` writes a line's text, then its line break):
    :meth:`wind_up` ends it."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream
        self.line_open = False
        self._fd: int | None = None  # the file a write can wait on (:meth:`_waiting_fd`)
        self._fd_known = False

    def write(self, text: str) -> int:
        fd = self._waiting_fd()
        if fd is not None:
            self._send(fd, text, wait=True)
            return len(text)
        held = _interrupts_held()
        try:
            written: int = self._stream.write(text)
            if text:
                self.line_open = text[-1] != "\n"
            return written
        except (BrokenPipeError, UnicodeError):
            raise
        except (OSError, AttributeError, ValueError) as err:
            raise _failed(err) from None
        finally:
            _release(held)  # an interrupt that came during the write is raised here

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        held = _interrupts_held()
        try:
            self._stream.flush()
        except (BrokenPipeError, UnicodeError):
            raise
        except (OSError, AttributeError, ValueError) as err:
            raise _failed(err) from None
        finally:
            _release(held)

    def wind_up(self) -> None:
        """After an interrupt: the line left open is ended and what is kept goes out, as far as
        the output takes it without waiting (a reader that stopped reading is not waited for)."""
        fd = self._waiting_fd()
        if fd is None:
            if self.line_open:
                self.write("\n")
            self.flush()
        elif self.line_open:
            self._send(fd, "\n", wait=False)

    def _waiting_fd(self) -> int | None:
        """The file descriptor of the stream when a write to it can wait on its reader (a pipe,
        a terminal, a socket) and the interrupt can be held back (POSIX); None for a file, a
        stream that is no file (a test's capture) or one that is missing."""
        if not self._fd_known:
            self._fd_known = True
            import select
            import signal

            if hasattr(signal, "pthread_sigmask") and hasattr(select, "poll"):
                try:
                    fd = self._stream.fileno()
                    if not stat.S_ISREG(os.fstat(fd).st_mode) and self._stream.encoding:
                        self._fd = fd
                except (OSError, AttributeError, ValueError):
                    pass
        return self._fd

    def _send(self, fd: int, text: str, *, wait: bool) -> None:
        """``text`` written to ``fd`` in pieces the output takes without waiting, the interrupt
        held back while each is written; between them the wait for room (``wait``; otherwise
        what does not fit now is dropped) lets an interrupt through."""
        import select

        try:
            self._stream.flush()  # what was written to the stream itself goes first
            data = text.encode(self._stream.encoding, self._stream.errors or "strict")
            room = select.poll()
            room.register(fd, select.POLLOUT)
            for piece in _pieces(data, select.PIPE_BUF):
                while piece:
                    if not room.poll(None if wait else 0):  # an interrupt may come here
                        return
                    held = _interrupts_held()
                    try:
                        written = os.write(fd, piece)
                        if written:
                            self.line_open = piece[written - 1] != ord("\n")
                    finally:
                        _release(held)  # an interrupt that came during the write is raised here
                    piece = piece[written:]
        except (BrokenPipeError, UnicodeError):
            raise
        except (OSError, AttributeError, ValueError) as err:
            raise _failed(err) from None


def _pieces(data: bytes, most: int) -> Iterator[memoryview]:
    """``data`` cut into pieces of at most ``most`` bytes, each ending at a line end where it
    can (a line longer than ``most`` is cut)."""
    view = memoryview(data)
    start = 0
    while start < len(data):
        end = start + most
        if end < len(data):
            cut = data.rfind(b"\n", start, end)
            if cut >= 0:
                end = cut + 1
        yield view[start:end]
        start = end


def _interrupts_held() -> Any:
    """Hold back SIGINT (Ctrl+C) while a write is under way, where the system can (POSIX): one
    that comes then waits, and is raised as ``KeyboardInterrupt`` by :func:`_release`, once the
    write is done; otherwise it would cut the write in the middle of a line. Returns the signal
    mask to put back (None: nothing held). Windows raises the interrupt between Python's steps
    only, never inside a write."""
    import signal  # loaded at the first write: a command's start does not pay for it

    if not hasattr(signal, "pthread_sigmask"):
        return None
    return signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})


def _release(held: Any) -> None:
    """The signal mask before :func:`_interrupts_held`; an interrupt that waited is raised now
    (Python runs the handlers of the signals let through before the call returns)."""
    if held is not None:
        import signal

        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _failed(err: Exception) -> OutputError:
    """The write's error as :class:`OutputError`: the system's own, or, for a stream that is
    None or closed, ``EBADF`` (a closed standard output)."""
    if isinstance(err, OSError) and err.errno is not None:
        return OutputError(err)
    return OutputError(OSError(errno.EBADF, "standard output is closed"))


def stdout() -> Output:
    """Standard output, UTF-8 (:func:`utf8_streams`), its failed writes :class:`OutputError`."""
    utf8_streams()
    return Output(sys.stdout)


def say_on_stderr(text: str) -> None:
    """``text`` as a line on standard error, when it can be written (it may be closed or full
    too: then nothing is said)."""
    try:
        sys.stderr.write(text + "\n")
        sys.stderr.flush()
    except (AttributeError, OSError, ValueError):
        pass
