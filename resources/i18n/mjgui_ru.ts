<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
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
    <name>Results</name>
    <message>
        <source>dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <source>Click to make this player the discarder</source>
        <translation>Щёлкните, чтобы отметить этого игрока как набросившего</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Ожидание</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>Яку</translation>
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
        <source>Standard (RULES.md)</source>
        <translation>Стандарт (RULES.md)</translation>
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
        <source>Score table</source>
        <translation>Таблица очков</translation>
    </message>
    <message>
        <source>Readings</source>
        <translation>Разборы</translation>
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
        <source>&amp;Notation syntax</source>
        <translation>&amp;Синтаксис нотации</translation>
    </message>
    <message>
        <source>&amp;About mjgui</source>
        <translation>&amp;О программе mjgui</translation>
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
    <message>
        <source>mjgui %1: a scoring desk for Japanese riichi mahjong.</source>
        <translation>mjgui %1: подсчёт очков в японском риичи-маджонге.</translation>
    </message>
</context>
</TS>
