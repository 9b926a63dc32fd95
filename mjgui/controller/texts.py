"""The controller's own phrases (headline, arithmetic, waits, hints) in English and Russian.

Everything the core names (yaku, fu reasons, errors, limits, winds) comes from
:mod:`mjgui.core.text`; this table only holds the sentences that put the core's numbers
together for the window. Templates use :meth:`str.format` with named parameters.
"""

from __future__ import annotations

from mjgui.core.text import normalize_lang

Texts = tuple[str, str]

PHRASES: dict[str, Texts] = {
    # headline and its detail line
    "empty": ("Enter a hand", "Введите руку"),
    "empty_hint": (
        "Click tiles on the palette or type the hand, e.g. 234m567p3467888s5s. "
        "The last tile is the winning tile.",
        "Щёлкайте по тайлам палитры или наберите руку, например 234m567p3467888s5s. "
        "Последний тайл — выигрышный.",
    ),
    "count": ("{count} of {need} tiles", "{count} из {need} тайлов"),
    "count_hint": (
        "Add {missing} more; the last tile added is the winning tile.",
        "Добавьте ещё {missing}; последний добавленный тайл — выигрышный.",
    ),
    "too_many": ("Too many tiles", "Слишком много тайлов"),
    "invalid": ("Check the hand", "Проверьте руку"),
    "no_yaku": ("No yaku", "Нет яку"),
    "ryanhan_shibari": ("Not enough han", "Мало хан"),
    "not_complete": ("Not a complete hand", "Рука не собрана"),
    "tenpai": ("Tenpai: {tiles}", "Тенпай: {tiles}"),
    "tenpai_furiten": ("Tenpai, furiten: {tiles}", "Тенпай, фуритен: {tiles}"),
    "noten": ("Not tenpai", "Не тенпай"),
    "waits_hint": (
        "13 tiles: each winning tile is listed under Waits with its ron and tsumo value. "
        "Add the winning tile to score the hand.",
        "13 тайлов: каждый выигрышный тайл показан в разделе «Ожидания» со стоимостью по рон "
        "и по цумо. Добавьте выигрышный тайл, чтобы посчитать руку.",
    ),
    "plus_honba": ("+ {points} honba", "+ {points} за хонба"),
    "plus_sticks": ("+ {points} sticks", "+ {points} за палочки"),
    "limit_dash": ("{limit} — {points}", "{limit} — {points}"),
    "tsumo_split": ("{other} / {dealer}", "{other} / {dealer}"),
    "all": ("{points} all", "{points} со всех"),
    "dealer_ron": ("Dealer ron", "Рон дилера"),
    "dealer_tsumo": ("Dealer tsumo", "Цумо дилера"),
    "non_dealer_ron": ("Non-dealer ron", "Рон недилера"),
    "non_dealer_tsumo": ("Non-dealer tsumo", "Цумо недилера"),
    "han_fu": ("{han} han {fu} fu", "{han} хан {fu} фу"),
    "han_only": ("{han} han", "{han} хан"),
    "total_gain": ("total +{points}", "итого +{points}"),
    "wait_is": ("{wait} wait", "ожидание: {wait}"),
    "more_problems": ("{count} more to fix below", "ещё проблем: {count}, см. ниже"),
    "fu_yakuman": ("not counted for a yakuman", "у якумана не считаются"),
    "no_yaku_row": ("No yaku: dora alone do not win", "Нет яку: одни доры не дают выигрыша"),
    # yaku han column
    "han_n": ("{han} han", "{han} хан"),
    # arithmetic
    "ar_fu_sum": ("Fu: {items} = {raw}", "Фу: {items} = {raw}"),
    "ar_fu_one": ("Fu: {raw}", "Фу: {raw}"),
    "ar_han_one": ("Han: {han}", "Хан: {han}"),
    "ar_total_one": ("Total for the winner: {total}", "Итого победителю: {total}"),
    "ar_fu_round": (
        "{raw} fu rounded up to the next 10: {fu} fu",
        "{raw} фу округляются вверх до 10: {fu} фу",
    ),
    "ar_fu_flat": ("Fu: {fu} (chiitoitsu, no rounding)", "Фу: {fu} (читойцу, без округления)"),
    "ar_han": ("Han: {items} = {han}", "Хан: {items} = {han}"),
    "ar_base": (
        "Base points: {fu} fu × 2^(2+{han}) = {fu} × {power} = {raw}",
        "Базовые очки: {fu} фу × 2^(2+{han}) = {fu} × {power} = {raw}",
    ),
    "ar_no_limit": (
        "{raw} is at most 2000: no limit, base {raw}",
        "{raw} не больше 2000: без лимита, база {raw}",
    ),
    "ar_limit_fu": (
        "{raw} is over 2000 → {limit}: base {points}",
        "{raw} больше 2000 → {limit}: база {points}",
    ),
    "ar_limit_han": ("{han} han → {limit}: base {points}", "{han} хан → {limit}: база {points}"),
    "ar_kiriage": (
        "{han} han {fu} fu rounds up to mangan (kiriage) → base {points}",
        "{han} хан {fu} фу округляются до мангана (кирияге) → база {points}",
    ),
    "ar_yakuman": ("{limit}: 8000 × {mult} = {points} base", "{limit}: 8000 × {mult} = {points} база"),
    "ar_ron": (
        "Ron, {who}: {base} × {mult} = {raw} → rounded up to 100: {points}",
        "Рон, {who}: {base} × {mult} = {raw} → округление вверх до 100: {points}",
    ),
    "ar_tsumo_dealer": (
        "Tsumo by the dealer: each player pays {base} × 2 = {raw} → rounded up to 100: {points}",
        "Цумо дилера: каждый платит {base} × 2 = {raw} → округление вверх до 100: {points}",
    ),
    "ar_tsumo_split": (
        "Tsumo: the dealer pays {base} × 2 = {raw_d} → {points_d}; each other player pays "
        "{base} × 1 = {raw_o} → {points_o} (rounded up to 100)",
        "Цумо: дилер платит {base} × 2 = {raw_d} → {points_d}; остальные по {base} × 1 = "
        "{raw_o} → {points_o} (округление вверх до 100)",
    ),
    "ar_honba_ron": (
        "Honba: {honba} × {each} = {points}, paid by the discarder",
        "Хонба: {honba} × {each} = {points}, платит набросивший",
    ),
    "ar_honba_tsumo": (
        "Honba: {honba} × {each} from each payer = {points}",
        "Хонба: {honba} × {each} с каждого платящего = {points}",
    ),
    "ar_sticks": (
        "Riichi sticks: {sticks} × 1000 = {points}, to the winner",
        "Палочки риичи: {sticks} × 1000 = {points}, победителю",
    ),
    "ar_total": ("Total for the winner: {parts} = {total}", "Итого победителю: {parts} = {total}"),
    "the_dealer": ("the dealer", "дилер"),
    "a_non_dealer": ("a non-dealer", "недилер"),
    # payments
    "winner": ("winner", "победитель"),
    "discarder": ("discarder", "набросивший"),
    "pays": ("pays", "платит"),
    "nothing": ("pays nothing", "не платит"),
    "dealer_tag": ("dealer", "дилер"),
    # score table
    "table_title": ("{who} {how}: points by han and fu", "{who}, {how}: очки по хан и фу"),
    "dealer": ("Dealer", "Дилер"),
    "non_dealer": ("Non-dealer", "Недилер"),
    "ron": ("ron", "рон"),
    "tsumo": ("tsumo", "цумо"),
    # readings
    "reading_value": ("{hanfu} — {total}", "{hanfu} — {total}"),
    "chosen": ("chosen: pays the most", "выбран: платит больше всех"),
    # waits
    "waits_need_13": (
        "Waits are shown when the hand has {need} tiles (one short of a complete hand).",
        "Ожидания показываются, когда в руке {need} тайлов (на один меньше полной руки).",
    ),
    "left": ("{left} left", "осталось {left}"),
    "furiten_warning": (
        "Furiten: you discarded {tiles}, one of your waits: no ron on any of them, tsumo only.",
        "Фуритен: вы сбросили {tiles} — одно из ваших ожиданий; рон нельзя ни на один из них, только цумо.",
    ),
    "furiten_value": ("furiten: no ron ({value})", "фуритен: рон нельзя ({value})"),
    "furiten_no_ron": ("furiten: no ron", "фуритен: рон нельзя"),
    "no_value": ("no yaku", "нет яку"),
    # palette and options
    "tile_left": ("{name}: {left} left", "{name}: осталось {left}"),
    "hand_full": (
        "The hand is full ({count} tiles with {melds} melds): remove a tile or add a meld first.",
        "Рука полна ({count} тайлов при {melds} сетах): сначала уберите тайл или добавьте сет.",
    ),
    "none_left": ("All four are already used.", "Все четыре уже использованы."),
    "chi_start": (
        "A chi is picked by its lowest tile: 1–7 of man, pin or sou.",
        "Чи выбирают по младшему тайлу: 1–7 манов, пинов или соу.",
    ),
    "chi_short": (
        "Not enough tiles left for the chi {tiles}.",
        "Не хватает тайлов для чи {tiles}.",
    ),
    "pon_short": ("Fewer than three of this tile are left.", "Осталось меньше трёх таких тайлов."),
    "kan_short": ("A kan needs all four of this tile.", "Для кана нужны все четыре таких тайла."),
    "four_melds": ("The hand already has four melds.", "В руке уже четыре сета."),
    "dora_max": (
        "At most {allowed} dora indicators: the first one and one for each kan by any player.",
        "Индикаторов доры не больше {allowed}: первый и ещё по одному за каждый кан любого игрока.",
    ),
    "ura_max": (
        "Ura dora indicators: at most one under each dora indicator ({allowed}). Add a dora indicator first.",
        "Индикаторов ура-доры не больше, чем индикаторов доры ({allowed}): под каждым лежит "
        "только один. Сначала добавьте индикатор доры.",
    ),
    "discarder_tsumo": (
        "On tsumo everybody pays; a discarder exists only on ron.",
        "При цумо платят все; набросивший бывает только при рон.",
    ),
    "meld_label": ("{kind} {tiles}", "{kind} {tiles}"),
    "indicator_label": ("{tile} indicates {dora}", "{tile} указывает на {dora}"),
    "win_tile_label": ("{tile}, the winning tile", "{tile}, выигрышный тайл"),
    # copy as text
    "copy_hand": ("Hand: {text}", "Рука: {text}"),
    "copy_dora": ("Dora indicators: {tiles}", "Индикаторы доры: {tiles}"),
    "copy_ura": ("Ura dora indicators: {tiles}", "Индикаторы ура-доры: {tiles}"),
    "copy_situation": ("Situation: {text}", "Ситуация: {text}"),
    "copy_yaku": ("Yaku:", "Яку:"),
    "copy_fu": ("Fu:", "Фу:"),
    "copy_payments": ("Payments:", "Выплаты:"),
    "copy_waits": ("Waits:", "Ожидания:"),
    "seat_round": ("seat {seat}, round {round}", "место {seat}, раунд {round}"),
    # File -> Open game log: one row per hand or win
    "log_ron": ("Ron: {winner} from {discarder}", "Рон: {winner} с {discarder}"),
    "log_also_ron": ("Also ron: {winner} from {discarder}", "Ещё рон: {winner} с {discarder}"),
    "log_tsumo": ("Tsumo: {winner}", "Цумо: {winner}"),
    "log_draw_tenpai": ("Draw; tenpai: {names}", "Ничья; в тенпае: {names}"),
    "log_draw_noten": ("Draw; nobody tenpai", "Ничья; никто не в тенпае"),
    "log_nagashi": ("Nagashi mangan: {names}", "Нагаси-манган: {names}"),
    "log_abort": ("Abortive draw", "Прерванная раздача"),
    "log_value": ("{han} han {fu} fu: {points}", "{han} хан {fu} фу: {points}"),
    "log_value_limit": ("{han} han: {points}", "{han} хан: {points}"),
    "log_agree": ("✓ agree", "✓ совпадает"),
    "log_differ": ("✗ differs: {fields}", "✗ расходится: {fields}"),
    "log_summary": (
        "{players} · {wins} wins, {agree} agree",
        "{players} · выигрышей: {wins}, совпадает: {agree}",
    ),
    "log_saved": ("Saved the game record to {path}", "Запись игры сохранена в {path}"),
}

#: Russian meanings of the yaku (text.py's Russian names are the Japanese words in Cyrillic).
RU_MEANINGS: dict[str, str] = {
    "riichi": "Готовая рука",
    "double_riichi": "Готовность с первого хода",
    "ippatsu": "С одного раза",
    "menzen_tsumo": "Самовыбор закрытой рукой",
    "rinshan": "Выигрыш тайлом после кана",
    "chankan": "Ограбление кана",
    "haitei": "Последний тайл стены",
    "houtei": "Последний сброс",
    "renhou": "Благословение человека",
    "tanyao": "Только простые",
    "haku": "Белый дракон",
    "hatsu": "Зелёный дракон",
    "chun": "Красный дракон",
    "seat_wind": "Ветер места",
    "round_wind": "Ветер раунда",
    "pinfu": "Только последовательности, без фу",
    "iipeikou": "Две одинаковые последовательности",
    "ryanpeikou": "Дважды две одинаковые последовательности",
    "chanta": "Терминал или достоинство в каждом сете",
    "junchan": "Терминал в каждом сете",
    "ittsu": "Стрит 1–9 одной масти",
    "sanshoku": "Одна последовательность в трёх мастях",
    "sanshoku_doukou": "Один пон в трёх мастях",
    "toitoi": "Только поны",
    "chiitoitsu": "Семь пар",
    "sanankou": "Три закрытых пона",
    "sankantsu": "Три кана",
    "honroutou": "Только терминалы и достоинства",
    "honitsu": "Одна масть и достоинства",
    "chinitsu": "Одна масть",
    "shousangen": "Малые три дракона",
    "dora": "Дора",
    "aka_dora": "Красные пятёрки",
    "ura_dora": "Скрытая дора",
    "kokushi": "Тринадцать сирот",
    "kokushi_13": "Тринадцать сирот, 13-стороннее ожидание",
    "suuankou": "Четыре закрытых пона",
    "suuankou_tanki": "Четыре закрытых пона, ожидание пары",
    "daisangen": "Большие три дракона",
    "shousuushii": "Малые четыре ветра",
    "daisuushii": "Большие четыре ветра",
    "tsuuiisou": "Только достоинства",
    "ryuuiisou": "Всё зелёное",
    "chinroutou": "Только терминалы",
    "chuuren": "Девять врат",
    "chuuren_9": "Девять врат, 9-стороннее ожидание",
    "suukantsu": "Четыре кана",
    "tenhou": "Благословение неба",
    "chiihou": "Благословение земли",
    "paarenchan": "Восемь побед дилера подряд",
    "kazoe_yakuman": "Якуман по счёту хан",
    "nagashi_mangan": "Манган при ничьей",
}

#: Kanji and kana the window shows besides text.py's yaku names (winds on seat cards).
EXTRA_CJK = "東南西北親子自摸栄和"


class _Keep(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def phrase(key: str, lang: str, **params: object) -> str:
    """The phrase in ``lang`` (English when unknown); unknown keys come back as the key."""
    texts = PHRASES.get(key)
    if texts is None:
        return key
    template = texts[1] if normalize_lang(lang) == "ru" else texts[0]
    try:
        return template.format_map(_Keep(params))
    except (ValueError, IndexError):
        return template
