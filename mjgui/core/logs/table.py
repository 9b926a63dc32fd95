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
    """The situation of one hand. Seats are the log's player indices."""

    def __init__(self, dealer: int, players: int = 4) -> None:
        self.dealer = dealer
        self.players = players
        self.draws_left = LIVE_DRAWS if players == 4 else LIVE_DRAWS_THREE
        self.calls = False  # any call or kan so far
        self.discards = [0, 0, 0, 0]
        self.riichi = [False] * 4
        self.double = [False] * 4
        self.ippatsu = [False] * 4
        self.declared = [False] * 4  # riichi said, stick not yet on the table
        self.double_candidate = [False] * 4
        self.rinshan_next = [False] * 4
        self.drew_rinshan = [False] * 4
        self.last_discard_houtei = False
        self.kakan: tuple[int, Tile] | None = None  # an added kan that may be robbed
        self.ippatsu_before_kakan = [False] * 4  # a robbed kan never happened: ippatsu stands
        self.sticks_paid: list[int] = []

    def draw(self, seat: int) -> None:
        self.draws_left -= 1
        self.drew_rinshan[seat] = self.rinshan_next[seat]
        self.rinshan_next[seat] = False
        self.kakan = None

    def declare_riichi(self, seat: int) -> None:
        self.declared[seat] = True
        self.double_candidate[seat] = self.discards[seat] == 0 and not self.calls

    def discard(self, seat: int) -> None:
        self.discards[seat] += 1
        self.ippatsu[seat] = False
        self.drew_rinshan[seat] = False
        self.last_discard_houtei = self.draws_left <= 0
        self.kakan = None

    def riichi_accepted(self, seat: int) -> None:
        """The riichi discard passed: the stick is on the table, ippatsu is live."""
        if not self.declared[seat]:
            return
        self.declared[seat] = False
        self.riichi[seat] = True
        self.double[seat] = self.double_candidate[seat]
        self.ippatsu[seat] = True
        self.sticks_paid.append(seat)

    def call(self, seat: int, kind: str, added: Tile | None = None) -> None:
        """A chi, pon, open kan (``kan``), closed kan (``ankan``), added kan (``kakan``) or a
        North set aside (``nuki``)."""
        self.calls = True
        self.ippatsu_before_kakan = list(self.ippatsu)
        self.ippatsu = [False] * 4
        if kind in ("kan", "ankan", "kakan", "nuki"):
            self.rinshan_next[seat] = True
        self.kakan = (seat, added) if kind == "kakan" and added is not None else None

    def nuki(self, seat: int) -> None:
        """A North set aside (three players): a replacement draw follows, so a win on it is
        rinshan; like a call it ends every ippatsu and the first go-round (RULES.md §9). A ron
        on the North set aside is no chankan: nothing is kept for :meth:`flags`."""
        self.call(seat, "nuki")

    def flags(self, winner: int, discarder: int | None) -> dict[str, bool]:
        """The situation switches of a win by ``winner`` (``discarder`` None for tsumo)."""
        tsumo = discarder is None
        chankan = not tsumo and self.kakan is not None and self.kakan[0] == discarder
        rinshan = tsumo and self.drew_rinshan[winner]
        in_riichi = self.riichi[winner]
        first = not self.calls and self.discards[winner] == 0
        return {
            "tsumo": tsumo,
            "riichi": in_riichi and not self.double[winner],
            "double_riichi": in_riichi and self.double[winner],
            "ippatsu": in_riichi and (self.ippatsu_before_kakan if chankan else self.ippatsu)[winner],
            "rinshan": rinshan,
            "chankan": chankan,
            "haitei": tsumo and not rinshan and self.draws_left <= 0,
            "houtei": not tsumo and not chankan and self.last_discard_houtei,
            "tenhou": tsumo and first and winner == self.dealer and sum(self.discards) == 0,
            "chiihou": tsumo and first and winner != self.dealer,
        }
