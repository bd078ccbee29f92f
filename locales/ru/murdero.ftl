# Murdero: the score ledger (rules, console and table screen).

## Game terms
murdero-colour-red = красный
murdero-colour-blue = синий
murdero-colour-green = зелёный
murdero-stage-crime-scene = Место преступления
murdero-stage-victim = Жертва
murdero-stage-evidence = Улика
murdero-stage-suspect = Подозреваемый
murdero-stage-weapon = Оружие
murdero-stage-card = карта

## What the rules refuse
murdero-refusal-player-count = В Murdero играют от 2 до 4 игроков, а не { $count }.
murdero-refusal-partners-four = Для парного Murdero нужно ровно четыре игрока.
murdero-refusal-decks = Играйте от одной до четырёх колод.
murdero-refusal-unnamed = У каждого игрока должно быть имя.
murdero-refusal-same-name = Двух игроков зовут { $name }.
murdero-refusal-not-set-up = Сначала подготовьте игру.
murdero-refusal-set-up-twice = Игра уже подготовлена.
murdero-refusal-over = Игра окончена: начните новую.
murdero-refusal-no-such-hand = Раздачи { $hand } нет — исправлять нечего.
murdero-refusal-correction-ends-early = С этим исправлением игра закончилась бы после раздачи { $hand }, но были сыграны и следующие.
murdero-refusal-rows = В раздаче { $rows } { $rows ->
    [one] строка
    [few] строки
    [many] строк
   *[other] строки
}, а в игре { $players } { $players ->
    [one] игрок
    [few] игрока
    [many] игроков
   *[other] игрока
}.
murdero-refusal-player = { $player }: { $problem }
murdero-refusal-no-winner = Укажите, кто собрал дело.
murdero-refusal-unknown-winner = Победитель не из числа игроков.
murdero-refusal-winner-twice = Игрок { $player } дважды в списке победителей.
murdero-refusal-incomplete = У игрока { $player } нет собранного дела: в деле нужны все значения от 1 до 5 (одно может заменить Джокер).
murdero-refusal-unknown-reverser = Встречный иск сыграл кто-то не из игры.
murdero-refusal-reverse-charges = У игрока { $player } { $cards } { $cards ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}: Встречный иск можно сыграть, только если останется три карты или меньше.
murdero-refusal-too-many-in-play = В игре { $played } { $played ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
} «{ $stage }» ({ $colour }), а всего их { $exists }.
murdero-refusal-too-many-seen = В игре и на руках указано { $seen } { $seen ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
} «{ $stage }», а всего их { $exists }.
murdero-joker-alone = Джокер не может лежать один: дело ({ $colour }) пустое.
murdero-joker-no-crime-scene = В деле ({ $colour }) нет Места преступления (1): дело начинается с него, и Джокер его не заменит.
murdero-case-gap = В деле ({ $colour }) есть «{ $highest }» ({ $highest_value }), но нет «{ $gap }» ({ $gap_value }): дело собирают по порядку чисел, начиная с Места преступления.

## The score explained, line by line
murdero-line-of-partner = { $player }: { $what }
murdero-line-case = дело ({ $colour }) { $values }
murdero-line-case-joker = дело ({ $colour }) { $values } + Джокер
murdero-line-real-estate = Недвижимость: { $scenes } { $scenes ->
    [one] Место преступления
    [few] Места преступления
    [many] Мест преступления
   *[other] Места преступления
} по 4, а не по 1 (порядок по домашнему правилу)
murdero-line-in-hand = на руке: { $values }{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } карта действия по 0
    [few] {" "}+ { $actions } карты действия по 0
    [many] {" "}+ { $actions } карт действия по 0
   *[other] {" "}+ { $actions } карты действия по 0
}
murdero-line-in-hand-none = на руке:{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } карта действия по 0
    [few] {" "}+ { $actions } карты действия по 0
    [many] {" "}+ { $actions } карт действия по 0
   *[other] {" "}+ { $actions } карты действия по 0
}
murdero-line-won = победа в раздаче: карты в игре удваиваются
murdero-line-won-completer = победа в раздаче: карты в игре собравшего дело удваиваются

## House rules
murdero-house-real-estate-before = Домашнее правило: Места преступления Недвижимости стоят 4 до удвоения у победителя.
murdero-house-real-estate-after = Домашнее правило: лишние 3 за каждое Место преступления Недвижимости добавляются после удвоения.
murdero-house-tie = Домашнее правило: если цель превысили несколько сторон, побеждает наибольший счёт; при ничьей играют ещё одну раздачу.
murdero-house-whole-team = Домашнее правило: победившая пара удваивает карты в игре обоих партнёров.
murdero-house-completer-only = Домашнее правило: удваивает карты в игре только партнёр, собравший дело.

## The history and the resume list
murdero-ending-completed = { $players } — дело собрано
murdero-ending-reverse-charges = { $player } — Встречный иск
murdero-ending-case-file = Картотека закончилась
murdero-did-setup = { $partners ->
    [yes] Парный Murdero
   *[no] Murdero
}: { $players } до { $target }
murdero-did-hand = Раздача { $hand }: { $ending }
murdero-did-correct = Исправлена раздача { $hand }: { $ending }
murdero-did-before-setup = Раздача до подготовки игры
murdero-ended = Победа: { $side }
murdero-progress-not-set-up = Не подготовлена
murdero-progress-won = Победа: { $side } · { $scores }
murdero-progress = После раздачи { $hands } · { $scores }

## The console
murdero-new-game = Новая игра в Murdero
murdero-setup-help = От двух до четырёх игроков, в порядке мест. Лишние места оставьте пустыми.
murdero-player-placeholder = Игрок { $seat } (по порядку мест)
murdero-partnership = Парный Murdero: четыре игрока, места 1 и 3 против 2 и 4, до 200
murdero-decks = Колод в игре
murdero-house-rules = Домашние правила (правила игры это не решают)
murdero-real-estate-before = Места преступления Недвижимости стоят 4 до удвоения у победителя
murdero-whole-team = Победившая пара удваивает карты обоих партнёров
murdero-completer-only = Удваивает только партнёр, собравший дело
murdero-start = Начать игру
murdero-game-on = Игра идёт: вводите каждую раздачу, когда она закончится.
murdero-recorded = Записано.
murdero-wins-the-game = Победа в игре: { $side }!
murdero-won-the-game = Победа в игре: { $side }.
murdero-correcting-status = Исправляем раздачу { $hand }.
murdero-correcting = Исправление раздачи { $hand }
murdero-hand = Раздача { $hand }
murdero-ledger-hand = Раздача { $hand }: { $scores }
murdero-save-correction = Сохранить исправление
murdero-record-hand = Записать раздачу
murdero-with-enter = { $action } (Enter)
murdero-cancel-correction = Отменить исправление
murdero-correct-a-hand = Исправить раздачу…
murdero-correct-hand = Исправить раздачу { $hand }
murdero-count-help = Посчитайте карты по значениям ({ $stages }): сколько каждой в игре по цветам и сколько осталось на руке.
murdero-first-to = Играем до { $target }.
murdero-hands-so-far = Сыгранные раздачи
murdero-joker = Джокер
murdero-in-hand = На руке
murdero-action-cards = Карты действий на руке
murdero-real-estate = Недвижимость в игре
murdero-nobody-doubles = Никто не удваивает.
murdero-how-ended = Чем закончилась раздача?
murdero-case-completed = Дело собрано
murdero-reverse-charges = Встречный иск
murdero-case-file-ran-out = Картотека закончилась
murdero-not-yet = Пока нельзя: { $refusal }
murdero-side-won-hand = { $side }: { $points } (победа в раздаче)

## The table screen
murdero-table-waiting = Murdero: вводим игроков.
murdero-table-wins = Победа: { $side }!
murdero-table-first-to = До { $target }
murdero-table-won = { $score } (победа)
