"""One hand at the table, event by event: what the situation of a win was.

Both log readers feed a :class:`Table` the hand's events in order (draws, discards, calls,
riichi, and with three players the Norths set aside); when a win comes, :meth:`Table.flags`
says which situation switches apply (riichi, double riichi, ippatsu, rinshan, chankan,
haitei, houtei, tenhou, chiihou). The rules are the table's, never the log's own yaku list,
so the yaku the log reports stay an independent check.
"""

from __future__ import annotations

from mjgui.core.scoring.tiles import Tile

LIVE_DRAWS = 70  # 136 tiles - 14 in the dead wall - 52 dealt; each kan's draw also counts
#: Three players (RULES.md §9): 108 tiles - 14 in the dead wall - 39 dealt; each replacement
#: draw (a kan's or a nuki's) also counts, the dead wall being made up from the live wall.
LIVE_DRAWS_THREE = 55


class Table:
    """The situation of one hand. Seats are the log's player indices; each set below holds the
    seats for which its sentence is true."""

    def __init__(self, dealer: int, players: int) -> None:
        self.dealer = dealer
        self.draws_left = LIVE_DRAWS if players == 4 else LIVE_DRAWS_THREE
        self.calls = False  # any call or kan so far
        self.discarded: set[int] = set()  # has discarded in this hand
        self.riichi: set[int] = set()  # in riichi (the stick on the table)
        self.double: set[int] = set()  # ... declared on the first discard, before any call
        self.ippatsu: set[int] = set()  # ... and no discard of theirs nor any call since
        self.declared: set[int] = set()  # riichi said, the discard not yet passed
        self.double_candidate: set[int] = set()  # ... said on the first go-round
        self.rinshan_next: set[int] = set()  # called a kan (or set a North aside): draws from the dead wall
        self.drew_rinshan: set[int] = set()  # ... and that draw is the tile in hand
        self.last_discard_houtei = False
        self.kakan: tuple[int, Tile] | None = None  # an added kan that may be robbed
        self.ippatsu_before_kakan: set[int] = set()  # a robbed kan never happened: ippatsu stands
        self.sticks_paid: list[int] = []

    def draw(self, seat: int) -> None:
        self.draws_left -= 1
        _put(self.drew_rinshan, seat, seat in self.rinshan_next)
        self.rinshan_next.discard(seat)

    def declare_riichi(self, seat: int) -> None:
        self.declared.add(seat)
        _put(self.double_candidate, seat, seat not in self.discarded and not self.calls)

    def discard(self, seat: int) -> None:
        self.discarded.add(seat)
        self.ippatsu.discard(seat)
        self.last_discard_houtei = self.draws_left <= 0
        self.kakan = None

    def riichi_accepted(self, seat: int) -> None:
        """The riichi discard passed: the stick is on the table, ippatsu is live. Nothing when
        the seat did not declare (or its stick is already paid)."""
        if seat not in self.declared:
            return
        self.declared.discard(seat)
        self.riichi.add(seat)
        _put(self.double, seat, seat in self.double_candidate)
        self.ippatsu.add(seat)
        self.sticks_paid.append(seat)

    def call(self, seat: int, kind: str, added: Tile | None = None) -> None:
        """A chi, pon, open kan (``kan``), closed kan (``ankan``), added kan (``kakan``, with the
        tile it adds) or a North set aside (``nuki``)."""
        self.calls = True
        self.ippatsu_before_kakan = self.ippatsu
        self.ippatsu = set()
        if kind in ("kan", "ankan", "kakan", "nuki"):
            self.rinshan_next.add(seat)
        self.kakan = (seat, added) if kind == "kakan" and added is not None else None

    def nuki(self, seat: int) -> None:
        """A North set aside (three players): a replacement draw follows, so a win on it is
        rinshan; like a call it ends every ippatsu and the first go-round (RULES.md §9). A ron
        on the North set aside is no chankan: nothing is kept for :meth:`flags`."""
        self.call(seat, "nuki")

    def renhou_chance(self, winner: int, discarder: int | None) -> bool:
        """Whether a win could be renhou where the rules play it: a non-dealer's ron before any
        call and before the winner's own first discard."""
        return (
            discarder is not None
            and winner != self.dealer
            and not self.calls
            and winner not in self.discarded
        )

    def flags(self, winner: int, discarder: int | None) -> dict[str, bool]:
        """The situation switches of a win by ``winner`` (``discarder`` None for tsumo)."""
        tsumo = discarder is None
        chankan = not tsumo and self.kakan is not None and self.kakan[0] == discarder
        rinshan = tsumo and winner in self.drew_rinshan
        in_riichi = winner in self.riichi
        first = not self.calls and winner not in self.discarded
        return {
            "tsumo": tsumo,
            "riichi": in_riichi and winner not in self.double,
            "double_riichi": in_riichi and winner in self.double,
            "ippatsu": in_riichi and winner in (self.ippatsu_before_kakan if chankan else self.ippatsu),
            "rinshan": rinshan,
            "chankan": chankan,
            "haitei": tsumo and not rinshan and self.draws_left <= 0,
            "houtei": not tsumo and not chankan and self.last_discard_houtei,
            "tenhou": tsumo and first and winner == self.dealer and not self.discarded,
            "chiihou": tsumo and first and winner != self.dealer,
        }


def _put(seats: set[int], seat: int, true: bool) -> None:
    """``seat`` in ``seats`` when ``true``, out of it when not."""
    if true:
        seats.add(seat)
    else:
        seats.discard(seat)
