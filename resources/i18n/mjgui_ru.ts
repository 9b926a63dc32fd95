<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>About</name>
    <message>
        <source>A scoring desk for Japanese riichi mahjong.</source>
        <translation>Подсчёт очков в японском маджонге риичи.</translation>
    </message>
    <message>
        <source>mjgui is free software under the %1 License.</source>
        <translation>mjgui — свободная программа под лицензией %1.</translation>
    </message>
    <message>
        <source>It is built with Qt %1 and Qt for Python (PySide6) %2, which are used under the GNU Lesser General Public License version 3.</source>
        <translation>Она построена на Qt %1 и Qt for Python (PySide6) %2, которые используются на условиях GNU Lesser General Public License версии 3.</translation>
    </message>
    <message>
        <source>Source code of Qt: %1. Source code of PySide6: %2.</source>
        <translation>Исходный код Qt: %1. Исходный код PySide6: %2.</translation>
    </message>
    <message>
        <source>License texts</source>
        <translation>Тексты лицензий</translation>
    </message>
    <message>
        <source>License texts…</source>
        <translation>Тексты лицензий…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>О Qt</translation>
    </message>
</context>
<context>
    <name>Compare</name>
    <message>
        <source>mjgui — the same hand under other rules</source>
        <extracomment>Columns that stay narrow; the others (yaku, the rule) share the rest.</extracomment>
        <translation>mjgui — та же рука по другим правилам</translation>
    </message>
    <message>
        <source>The same hand under other rules</source>
        <translation>Та же рука по другим правилам</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>Ура</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
</context>
<context>
    <name>Input</name>
    <message>
        <source>Click to make it the winning tile</source>
        <translation>Щёлкните, чтобы сделать его выигрышным тайлом</translation>
    </message>
    <message>
        <source>Click to remove · right-click to make it the winning tile</source>
        <translation>Щелчок — убрать · правый щелчок — сделать выигрышным тайлом</translation>
    </message>
    <message>
        <source>Click to remove this meld</source>
        <translation>Щёлкните, чтобы убрать этот сет</translation>
    </message>
    <message>
        <source>Right-click to swap the red five in or out</source>
        <translation>Правый клик — поставить красную пятёрку или убрать её</translation>
    </message>
    <message>
        <source>Click to remove</source>
        <translation>Щёлкните, чтобы убрать</translation>
    </message>
    <message>
        <source>Click, then pick the indicator on the palette</source>
        <translation>Щёлкните, затем выберите индикатор на палитре</translation>
    </message>
    <message>
        <source>Empty indicator slot</source>
        <translation>Пустое место для индикатора</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>Чи</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>Пон</translation>
    </message>
    <message>
        <source>Kan</source>
        <translation>Кан</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>Закрытый кан</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>Ура</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Сбросы</translation>
    </message>
    <message>
        <source>Palette tiles go to the concealed hand; the last one added is the winning tile.</source>
        <translation>Тайлы с палитры идут в закрытую руку; последний добавленный — выигрышный.</translation>
    </message>
    <message>
        <source>Pick the lowest tile of the sequence: 3m makes the chi 345m.</source>
        <translation>Выберите младший тайл последовательности: 3m даёт чи 345m.</translation>
    </message>
    <message>
        <source>Pick the tile: the pon takes three of it.</source>
        <translation>Выберите тайл: пон — три таких тайла.</translation>
    </message>
    <message>
        <source>Pick the tile: an open kan of all four (called from a discard or added to a pon).</source>
        <translation>Выберите тайл: открытый кан из всех четырёх (со сброса или добавленный к пону).</translation>
    </message>
    <message>
        <source>Pick the tile: a closed kan of all four; the hand stays closed.</source>
        <translation>Выберите тайл: закрытый кан из всех четырёх; рука остаётся закрытой.</translation>
    </message>
    <message>
        <source>Pick the dora indicator; the tile it makes dora shows under it.</source>
        <translation>Выберите индикатор доры; под ним появится тайл, который становится дорой.</translation>
    </message>
    <message>
        <source>Pick the ura dora indicator (only with riichi).</source>
        <translation>Выберите индикатор ура-доры (только при риичи).</translation>
    </message>
    <message>
        <source>Pick your own discards to check furiten on a 13-tile hand.</source>
        <translation>Выберите свои сбросы, чтобы проверить фуритен руки из 13 тайлов.</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>mjgui — scoring quiz</source>
        <translation>mjgui — тест по подсчёту</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>Ctrl+1: name the yaku only</source>
        <translation>Ctrl+1: только назвать яку</translation>
    </message>
    <message>
        <source>Ctrl+2: the yaku, then the han and the fu</source>
        <translation>Ctrl+2: яку, затем хан и фу</translation>
    </message>
    <message>
        <source>Ctrl+3: the yaku, the han, the fu and the payment, honba included</source>
        <translation>Ctrl+3: яку, хан, фу и выплата вместе с хонба</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Новая рука</translation>
    </message>
    <message>
        <source>Ctrl+N: deal a new random hand</source>
        <translation>Ctrl+N: раздать новую случайную руку</translation>
    </message>
    <message>
        <source>Quiz the desk&apos;s hand</source>
        <translation>Тест по руке со стола</translation>
    </message>
    <message>
        <source>Ctrl+D: quiz the winning hand entered on the calculator</source>
        <translation>Ctrl+D: тест по выигрышной руке, набранной в калькуляторе</translation>
    </message>
    <message>
        <source>Type a yaku and press Enter to tick it, e.g. tanyao</source>
        <translation>Наберите яку и нажмите Enter, чтобы отметить, например tanyao</translation>
    </message>
    <message>
        <source>Enter ticks the first yaku that matches; Enter on an empty field checks the answer</source>
        <translation>Enter отмечает первое подходящее яку; Enter в пустом поле проверяет ответ</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter</source>
        <translation>Enter или Ctrl+Enter</translation>
    </message>
    <message>
        <source>Or click an answer:</source>
        <translation>Или щёлкните ответ:</translation>
    </message>
    <message>
        <source>Amounts as paid at the table, honba included; riichi sticks are not a payment.</source>
        <translation>Суммы, как их платят за столом, вместе с хонба; палочки риичи — не выплата.</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующая рука</translation>
    </message>
    <message>
        <source>Enter or Ctrl+N</source>
        <translation>Enter или Ctrl+N</translation>
    </message>
    <message>
        <source>Open on the calculator</source>
        <translation>Открыть в калькуляторе</translation>
    </message>
    <message>
        <source>See every yaku, fu item and the arithmetic of this hand</source>
        <translation>Посмотреть все яку, фу и расчёт этой руки</translation>
    </message>
    <message>
        <source>Your answers</source>
        <translation>Ваши ответы</translation>
    </message>
    <message>
        <source>Each answer is checked at once; a mistake shows the step that explains it.</source>
        <translation>Каждый ответ проверяется сразу; при ошибке показан шаг, который её объясняет.</translation>
    </message>
    <message>
        <source>Press New hand (Ctrl+N) to start.</source>
        <translation>Нажмите «Новая рука» (Ctrl+N), чтобы начать.</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>Ура</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Тест</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <translation>&amp;Новая рука</translation>
    </message>
    <message>
        <source>Quiz the &amp;desk&apos;s hand</source>
        <translation>Тест по руке со &amp;стола</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Check the answer</source>
        <translation>Проверить ответ</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Рука %1</translation>
    </message>
    <message>
        <source>from the calculator</source>
        <translation>из калькулятора</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Руки ещё нет</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>dealer</source>
        <extracomment>The least width of a row&apos;s number column (``1 han``, ``20``): the numbers of a list line up.</extracomment>
        <translation>дилер</translation>
    </message>
    <message>
        <source>Click to make this player the discarder</source>
        <translation>Щёлкните, чтобы отметить этого игрока как набросившего</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Тайл</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
</context>
<context>
    <name>Situation</name>
    <message>
        <source>Riichi</source>
        <translation>Риичи</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>Дабл риичи</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Иппацу</translation>
    </message>
    <message>
        <source>Rinshan</source>
        <translation>Риншан</translation>
    </message>
    <message>
        <source>Chankan</source>
        <translation>Чанкан</translation>
    </message>
    <message>
        <source>Haitei</source>
        <translation>Хайтей</translation>
    </message>
    <message>
        <source>Houtei</source>
        <translation>Хотей</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>Тенхо</translation>
    </message>
    <message>
        <source>Chiihou</source>
        <translation>Чихо</translation>
    </message>
    <message>
        <source>Renhou</source>
        <translation>Ренхо</translation>
    </message>
    <message>
        <source>Ron: won on another player&apos;s discard; the discarder pays.</source>
        <translation>Рон: выигрыш на сброс другого игрока; платит набросивший.</translation>
    </message>
    <message>
        <source>Tsumo (T): won on your own draw; everybody pays.</source>
        <translation>Цумо (T): выигрыш своим добором; платят все.</translation>
    </message>
    <message>
        <source>Riichi (R): declared ready with a closed hand.</source>
        <translation>Риичи (R): объявленная готовность закрытой рукой.</translation>
    </message>
    <message>
        <source>Double riichi: riichi on your very first discard.</source>
        <translation>Дабл риичи: риичи на самом первом сбросе.</translation>
    </message>
    <message>
        <source>Ippatsu: won within one go-around after riichi, with no call in between.</source>
        <translation>Иппацу: выигрыш в течение круга после риичи, без объявлений между ними.</translation>
    </message>
    <message>
        <source>Rinshan kaihou: tsumo on the replacement tile drawn after a kan.</source>
        <translation>Риншан кайхо: цумо тайлом, добранным после кана.</translation>
    </message>
    <message>
        <source>Chankan: ron on a tile another player adds to a pon to make a kan.</source>
        <translation>Чанкан: рон на тайл, который другой игрок добавляет к пону, объявляя кан.</translation>
    </message>
    <message>
        <source>Haitei: tsumo on the last tile of the wall.</source>
        <translation>Хайтей: цумо последним тайлом стены.</translation>
    </message>
    <message>
        <source>Houtei: ron on the last discard of the hand.</source>
        <translation>Хотей: рон на последний сброс раздачи.</translation>
    </message>
    <message>
        <source>Tenhou: the dealer wins on the first draw.</source>
        <translation>Тенхо: дилер выигрывает с раздачи.</translation>
    </message>
    <message>
        <source>Chiihou: a non-dealer wins on the first draw, before any call.</source>
        <translation>Чихо: недилер выигрывает первым добором, до любых объявлений.</translation>
    </message>
    <message>
        <source>Renhou: a non-dealer wins by ron before their first draw.</source>
        <translation>Ренхо: недилер выигрывает по рон до своего первого добора.</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>Club rules</source>
        <translation>Клубные правила</translation>
    </message>
    <message>
        <source>EMA 2016</source>
        <translation>EMA 2016</translation>
    </message>
    <message>
        <source>WRC</source>
        <translation>WRC</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>Mahjong Soul</translation>
    </message>
    <message>
        <source>M-League</source>
        <translation>M-League</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>Красные пятёрки</translation>
    </message>
    <message>
        <source>Open tanyao (kuitan)</source>
        <translation>Открытое таняо (куитан)</translation>
    </message>
    <message>
        <source>Kiriage mangan (4 han 30 fu, 3 han 60 fu)</source>
        <translation>Кирияге манган (4 хан 30 фу, 3 хан 60 фу)</translation>
    </message>
    <message>
        <source>Double wind pair</source>
        <translation>Пара двойного ветра</translation>
    </message>
    <message>
        <source>13 han and more (kazoe)</source>
        <translation>13 хан и больше (казое)</translation>
    </message>
    <message>
        <source>Chiitoitsu: 50 fu, 1 han</source>
        <translation>Читойцу: 50 фу, 1 хан</translation>
    </message>
    <message>
        <source>Two han minimum from 5 honba</source>
        <translation>Не меньше двух хан с 5 хонба</translation>
    </message>
    <message>
        <source>Paarenchan (8 dealer wins in a row)</source>
        <translation>Паренчан (8 побед дилера подряд)</translation>
    </message>
    <message>
        <source>Tsumo fu on rinshan</source>
        <translation>Фу за цумо при риншане</translation>
    </message>
    <message>
        <source>Double yakuman hands</source>
        <translation>Двойные якуманы</translation>
    </message>
    <message>
        <source>Several yakuman add up</source>
        <translation>Несколько якуманов складываются</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>three</source>
        <translation>три</translation>
    </message>
    <message>
        <source>four (two 5p)</source>
        <translation>четыре (две 5p)</translation>
    </message>
    <message>
        <source>%1 fu</source>
        <translation>%1 фу</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>mangan</source>
        <translation>манган</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>якуман</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>санбаиман</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Ситуация</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>&amp;Место</translation>
    </message>
    <message>
        <source>Ro&amp;und</source>
        <translation>Ра&amp;унд</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;От кого</translation>
    </message>
    <message>
        <source>&amp;Honba</source>
        <translation>&amp;Хонба</translation>
    </message>
    <message>
        <source>Riichi sti&amp;cks</source>
        <translation>&amp;Палочки риичи</translation>
    </message>
    <message>
        <source>Renc&amp;han</source>
        <translation>Рен&amp;чан</translation>
    </message>
    <message>
        <source>Counters on the table: each adds 300 to the win (100 from each payer on tsumo).</source>
        <translation>Счётчики на столе: каждый добавляет 300 к выигрышу (по 100 с каждого платящего при цумо).</translation>
    </message>
    <message>
        <source>Riichi sticks on the table: 1000 each, all to the winner.</source>
        <translation>Палочки риичи на столе: по 1000, все победителю.</translation>
    </message>
    <message>
        <source>The dealer&apos;s wins in a row (paarenchan at 8, if the rules have it).</source>
        <translation>Победы дилера подряд (паренчан на 8-й, если он есть в правилах).</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>Пр&amp;авила</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Опции</translation>
    </message>
    <message>
        <source>The rule options of this preset; change any of them</source>
        <translation>Опции правил этого набора; любую можно изменить</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <source>next player</source>
        <translation>следующий игрок</translation>
    </message>
    <message>
        <source>Who dealt the winning tile (only changes who is shown paying)</source>
        <translation>Кто сбросил выигрышный тайл (меняет только то, кто показан платящим)</translation>
    </message>
</context>
<context>
    <name>Teach</name>
    <message>
        <source>Sets</source>
        <translation>Сеты</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Ожидание</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>Яку</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>Every way to read the hand is shown here side by side once it is complete.</source>
        <translation>Когда рука собрана, здесь рядом показаны все способы её разобрать.</translation>
    </message>
    <message>
        <source>Chosen: it pays the most</source>
        <translation>Выбран: он дороже всех</translation>
    </message>
    <message>
        <source>Another reading</source>
        <translation>Другой разбор</translation>
    </message>
    <message>
        <source>In the han × fu table</source>
        <translation>В таблице хан × фу</translation>
    </message>
    <message>
        <source>The whole table is on the Score table tab</source>
        <translation>Вся таблица — на вкладке «Таблица очков»</translation>
    </message>
</context>
<context>
    <name>Tracker</name>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Риичи</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <translation>Ничья (конец стены)</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>Абортивная ничья</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Чомбо</translation>
    </message>
    <message>
        <source>Wareme</source>
        <translation>Варэмэ</translation>
    </message>
    <message>
        <source>Mangan</source>
        <translation>Манган</translation>
    </message>
    <message>
        <source>Haneman</source>
        <translation>Ханеман</translation>
    </message>
    <message>
        <source>Baiman</source>
        <translation>Байман</translation>
    </message>
    <message>
        <source>Sanbaiman</source>
        <translation>Санбайман</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Никто</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Хан</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>Якуман</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>Сбросил</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Pao (liable)</source>
        <translation>Пао (отвечает)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Тенпай</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>Нагаси-манган</translation>
    </message>
    <message>
        <source>Another winner on the same discard (also ron)</source>
        <translation>Ещё один победитель на тот же сброс (also ron)</translation>
    </message>
    <message>
        <source>Record line</source>
        <translation>Строка записи</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Записать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Score the hand in the calculator…</source>
        <translation>Посчитать руку в калькуляторе…</translation>
    </message>
    <message>
        <source>Opens the calculator with this winner&apos;s seat wind, the round, honba, sticks and renchan; “Apply to game” there brings the hand back here.</source>
        <translation>Открывает калькулятор с ветром места этого победителя, раундом, хонба, палочками и ренчаном; «В игру» там вернёт руку сюда.</translation>
    </message>
    <message>
        <source>Click every player who showed tenpai; none: all noten</source>
        <translation>Отметьте всех, кто показал тенпай; никого — все нотен</translation>
    </message>
    <message>
        <source>Edit line %1</source>
        <translation>Изменить строку %1</translation>
    </message>
    <message>
        <source>Line %1 of the record. Everything after it is recomputed.</source>
        <translation>Строка %1 записи. Всё, что после неё, будет пересчитано.</translation>
    </message>
    <message>
        <source>Save the change</source>
        <translation>Сохранить изменение</translation>
    </message>
    <message>
        <source>Insert before line %1</source>
        <translation>Вставить перед строкой %1</translation>
    </message>
    <message>
        <source>The new line becomes line %1; everything after it is recomputed.</source>
        <translation>Новая строка станет строкой %1; всё, что после неё, будет пересчитано.</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Вставить</translation>
    </message>
    <message>
        <source>e.g. riichi Boris</source>
        <translation>например, riichi Boris</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>first dealer</source>
        <translation>первый дилер</translation>
    </message>
    <message>
        <source>Name (one word)</source>
        <translation>Имя (одно слово)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Опции правил</translation>
    </message>
    <message>
        <source>optional, e.g. east_only=on wareme=on uma=20,10,-10,-20</source>
        <translation>необязательно, например east_only=on wareme=on uma=20,10,-10,-20</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Before uma</source>
        <translation>До умы</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>Ума</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>Итоги игры</translation>
    </message>
    <message>
        <source>Hand</source>
        <comment>history column: round, hand and honba</comment>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Round, hand and honba: E2-1 is East 2, 1 honba</source>
        <translation>Раунд, раздача и хонба: В2-1 — Восток 2, 1 хонба</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Edit line %1…</source>
        <translation>Изменить строку %1…</translation>
    </message>
    <message>
        <source>Insert a line before it…</source>
        <translation>Вставить строку перед ней…</translation>
    </message>
    <message>
        <source>Delete line %1</source>
        <translation>Удалить строку %1</translation>
    </message>
    <message>
        <source>This line</source>
        <translation>Эта строка</translation>
    </message>
    <message>
        <source>Standings now</source>
        <translation>Счёт сейчас</translation>
    </message>
    <message>
        <source>Afterwards</source>
        <translation>После</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Points now</source>
        <translation>Очки сейчас</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Scoring &amp;calculator</source>
        <translation>&amp;Калькулятор очков</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>&amp;Закрыть окно</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Edit the selected line…</source>
        <translation>&amp;Изменить выбранную строку…</translation>
    </message>
    <message>
        <source>&amp;Insert a line before the selected one…</source>
        <translation>&amp;Вставить строку перед выбранной…</translation>
    </message>
    <message>
        <source>&amp;Delete the selected line</source>
        <translation>&amp;Удалить выбранную строку</translation>
    </message>
    <message>
        <source>&amp;Type a record line</source>
        <translation>&amp;Набрать строку записи</translation>
    </message>
    <message>
        <source>&amp;Full-screen table</source>
        <translation>Стол во весь &amp;экран</translation>
    </message>
    <message>
        <source>F11: large text for the whole table; Esc to come back</source>
        <translation>F11: крупный текст для всего стола; Esc — назад</translation>
    </message>
    <message>
        <source>&amp;Ron…</source>
        <translation>&amp;Рон…</translation>
    </message>
    <message>
        <source>&amp;Tsumo…</source>
        <translation>&amp;Цумо…</translation>
    </message>
    <message>
        <source>R&amp;iichi…</source>
        <translation>Р&amp;иичи…</translation>
    </message>
    <message>
        <source>&amp;Draw…</source>
        <translation>&amp;Ничья…</translation>
    </message>
    <message>
        <source>A&amp;bort</source>
        <translation>&amp;Пересдача</translation>
    </message>
    <message>
        <source>&amp;Chombo…</source>
        <translation>&amp;Чомбо…</translation>
    </message>
    <message>
        <source>&amp;Wareme…</source>
        <translation>&amp;Варэмэ…</translation>
    </message>
    <message>
        <source>Record &amp;line</source>
        <translation>Строка &amp;записи</translation>
    </message>
    <message>
        <source>or type a line, e.g. ron Chen from Aiko 3 40</source>
        <translation>или наберите строку, например ron Chen from Aiko 3 40</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Change the selected line (double-click, Enter); later lines are recomputed</source>
        <translation>Изменить выбранную строку (двойной щелчок, Enter); последующие строки пересчитываются</translation>
    </message>
    <message>
        <source>Insert…</source>
        <translation>Вставить…</translation>
    </message>
    <message>
        <source>Insert a line before the selected one (Insert)</source>
        <translation>Вставить строку перед выбранной (Insert)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete the selected line (Delete); Ctrl+Z brings it back</source>
        <translation>Удалить выбранную строку (Delete); Ctrl+Z вернёт её</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Open a record…</source>
        <translation>Открыть запись…</translation>
    </message>
    <message>
        <source>Esc or F11: back to the tracker</source>
        <translation>Esc или F11: назад к трекеру</translation>
    </message>
    <message>
        <source>mjgui — game tracker</source>
        <translation>mjgui — трекер игры</translation>
    </message>
    <message>
        <source>Start a new game or open a .mjgame record.</source>
        <translation>Начните новую игру или откройте запись .mjgame.</translation>
    </message>
    <message>
        <source>Rejected lines (they change nothing until corrected):</source>
        <translation>Отклонённые строки (ничего не меняют, пока их не исправят):</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>The game was resumed</source>
        <translation>Игра продолжена</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Автосохранение не удалось: %1</translation>
    </message>
    <message>
        <source>Deleted line %1: %2 (Ctrl+Z brings it back)</source>
        <translation>Удалена строка %1: %2 (Ctrl+Z вернёт её)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Открыт файл %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Game records (*.mjgame);;All files (*)</source>
        <translation>Записи игр (*.mjgame);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Открыть запись игры</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Сохранить запись игры</translation>
    </message>
    <message>
        <source>Start or resume a game first: the hand is applied to the game on the table.</source>
        <translation>Сначала начните или продолжите игру: рука записывается в игру за столом.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>Game &amp;tracker</source>
        <translation>&amp;Трекер игры</translation>
    </message>
    <message>
        <source>&amp;Apply this win to the game…</source>
        <translation>&amp;Записать эту победу в игру…</translation>
    </message>
    <message>
        <source>Take round, honba and sticks from the &amp;game</source>
        <translation>Взять раунд, хонба и палочки из &amp;игры</translation>
    </message>
    <message>
        <source>&amp;Follow the game&apos;s round, honba and sticks</source>
        <translation>&amp;Следовать за раундом, хонба и палочками игры</translation>
    </message>
    <message>
        <source>Apply to game…</source>
        <translation>В игру…</translation>
    </message>
    <message>
        <source>Record this win in the game tracker: choose the winner and who dealt in, see everyone&apos;s change, then OK (Ctrl+Enter)</source>
        <translation>Записать эту победу в трекер игры: выберите победителя и сбросившего, посмотрите изменение у каждого и нажмите OK (Ctrl+Enter)</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>The hand in MPSZ notation, as in the command line:
  digits then their suit: m man, p pin, s sou, z honors (1z-7z: East South West North,
  White Green Red); 0 is a red five (0m 0p 0s). Spaces are ignored.
  The last concealed tile written is the winning tile: 234m567p3467888s5s wins on 5s.
Melds in brackets, anywhere in the text:
  (123m) chi, (555p) pon, (5555p) open kan, [5555p] closed kan.
Example: 11z234p5s (789m) [7777s] 5s
Type from anywhere in the window; the tiles follow as you type.</source>
        <translation>Рука в нотации MPSZ, как в командной строке:
  цифры, затем масть: m ман, p пин, s соу, z достоинства (1z–7z: Восток Юг Запад Север,
  белый, зелёный, красный дракон); 0 — красная пятёрка (0m 0p 0s). Пробелы не важны.
  Последний записанный закрытый тайл — выигрышный: 234m567p3467888s5s выигрывает на 5s.
Сеты в скобках, в любом месте текста:
  (123m) чи, (555p) пон, (5555p) открытый кан, [5555p] закрытый кан.
Пример: 11z234p5s (789m) [7777s] 5s
Печатать можно из любого места окна; тайлы меняются по мере ввода.</translation>
    </message>
    <message>
        <source>mjgui — riichi mahjong scoring desk</source>
        <translation>mjgui — подсчёт очков в риичи-маджонге</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Нотация</translation>
    </message>
    <message>
        <source>Type the hand, e.g. 234m567p3467888s5s (123m) [5555p]</source>
        <translation>Наберите руку, например 234m567p3467888s5s (123m) [5555p]</translation>
    </message>
    <message>
        <source>Hand notation</source>
        <translation>Нотация руки</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Pick winning tile</source>
        <translation>Выбрать выигрышный тайл</translation>
    </message>
    <message>
        <source>W: the next tile you click in the hand becomes the winning tile</source>
        <translation>W: следующий тайл, по которому вы щёлкнете в руке, станет выигрышным</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Esc: clear the hand, melds, indicators and the win&apos;s flags</source>
        <translation>Esc: очистить руку, сеты, индикаторы и отметки выигрыша</translation>
    </message>
    <message>
        <source>Click tiles on the palette below, or type the hand anywhere, e.g. 234m567p3467888s5s</source>
        <translation>Щёлкайте по тайлам палитры ниже или наберите руку, например 234m567p3467888s5s</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <source>Dora indicators; the tile each makes dora is shown under it</source>
        <translation>Индикаторы доры; под каждым показан тайл, который он делает дорой</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>Ура</translation>
    </message>
    <message>
        <source>Ura dora indicators (riichi only)</source>
        <translation>Индикаторы ура-доры (только при риичи)</translation>
    </message>
    <message>
        <source>Tile palette</source>
        <translation>Палитра тайлов</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>Яку</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Выплаты</translation>
    </message>
    <message>
        <source>How it is counted</source>
        <translation>Как считается</translation>
    </message>
    <message>
        <source>The payment step by step with this hand&apos;s numbers, next to the han × fu table</source>
        <translation>Выплата по шагам с числами этой руки, рядом с таблицей хан × фу</translation>
    </message>
    <message>
        <source>Score table</source>
        <translation>Таблица очков</translation>
    </message>
    <message>
        <source>Readings</source>
        <translation>Разборы</translation>
    </message>
    <message>
        <source>Every way to read the hand, side by side, and why the chosen one wins</source>
        <translation>Все разборы руки рядом и почему выбран именно этот</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>Ожидания</translation>
    </message>
    <message>
        <source>Your discards (for furiten)</source>
        <translation>Ваши сбросы (для фуритена)</translation>
    </message>
    <message>
        <source>Add discards</source>
        <translation>Добавить сбросы</translation>
    </message>
    <message>
        <source>Then click your discards on the palette</source>
        <translation>Затем щёлкните по своим сбросам на палитре</translation>
    </message>
    <message>
        <source>None: choose “Add discards”, then click tiles on the palette.</source>
        <translation>Нет: нажмите «Добавить сбросы», затем щёлкайте по тайлам палитры.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Рука</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Учёба</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>Save &amp;screenshot…</source>
        <translation>Сохранить &amp;снимок окна…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Copy result as text</source>
        <translation>&amp;Копировать результат текстом</translation>
    </message>
    <message>
        <source>C&amp;lear hand</source>
        <translation>О&amp;чистить руку</translation>
    </message>
    <message>
        <source>&amp;Tsumo / ron</source>
        <translation>&amp;Цумо / рон</translation>
    </message>
    <message>
        <source>&amp;Riichi</source>
        <translation>&amp;Риичи</translation>
    </message>
    <message>
        <source>Pick &amp;winning tile</source>
        <translation>Выбрать &amp;выигрышный тайл</translation>
    </message>
    <message>
        <source>Edit &amp;notation</source>
        <translation>Редактировать &amp;нотацию</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>&amp;Quiz on random hands…</source>
        <translation>&amp;Тест на случайных руках…</translation>
    </message>
    <message>
        <source>Quiz on &amp;this hand…</source>
        <translation>Тест на &amp;этой руке…</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>&amp;Сравнить правила…</translation>
    </message>
    <message>
        <source>Score realistic random hands: yaku, han, fu, payment</source>
        <translation>Посчитать реалистичные случайные руки: яку, хан, фу, выплата</translation>
    </message>
    <message>
        <source>This hand under each rules preset, side by side</source>
        <translation>Эта рука по каждому набору правил, рядом</translation>
    </message>
    <message>
        <source>&amp;Notation syntax</source>
        <translation>&amp;Синтаксис нотации</translation>
    </message>
    <message>
        <source>&amp;About mjgui</source>
        <translation>&amp;О программе mjgui</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>The yaku appear here as soon as the hand is complete.</source>
        <translation>Яку появятся здесь, как только рука будет собрана.</translation>
    </message>
    <message>
        <source>Each fu item appears here; point at one to see its tiles.</source>
        <translation>Здесь появится каждый пункт фу; наведите на пункт, чтобы увидеть его тайлы.</translation>
    </message>
    <message>
        <source>The arithmetic of a winning hand is shown here.</source>
        <translation>Здесь показывается расчёт выигравшей руки.</translation>
    </message>
    <message>
        <source>What would give a yaku</source>
        <translation>Что дало бы яку</translation>
    </message>
    <message>
        <source>Each change alone would give this hand a yaku</source>
        <translation>Любое из этих изменений само по себе дало бы руке яку</translation>
    </message>
    <message>
        <source>Almost: one thing away</source>
        <translation>Почти: не хватает одного</translation>
    </message>
    <message>
        <source>Yaku this hand nearly has, and the one thing that keeps each away</source>
        <translation>Яку, которые почти есть в руке, и то единственное, что им мешает</translation>
    </message>
    <message>
        <source>Result copied as text</source>
        <translation>Результат скопирован текстом</translation>
    </message>
    <message>
        <source>Save screenshot</source>
        <translation>Сохранить снимок окна</translation>
    </message>
    <message>
        <source>Notation syntax</source>
        <translation>Синтаксис нотации</translation>
    </message>
    <message>
        <source>About mjgui</source>
        <translation>О программе mjgui</translation>
    </message>
</context>
</TS>
