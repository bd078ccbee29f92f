# Crime Story: the storytelling game's bookkeeping (rules, console and table screen).

## The rulebook's story starters
crime-story-starter-1 = Не было ничего обычного в …, когда…
crime-story-starter-2 = Часы на башне показывали 10:00 утра.
crime-story-starter-3 = Ночную тишину внезапно нарушил жуткий крик…
crime-story-starter-4 = Он сидит в кресле и пьёт кофе.
crime-story-starter-5 = По её щеке катились слёзы.
crime-story-starter-6 = Когда я вспоминаю этот миг в…
crime-story-starter-7 = Раз, два, три — ещё два шага.
crime-story-starter-8 = «С чего бы начать?» — подумал он…

## What the rules refuse
crime-story-refusal-player-count = В Crime Story играют от 3 до 6 игроков, а не { $count }.
crime-story-refusal-starter = Первым должен ходить один из игроков.
crime-story-refusal-no-certificates = Каждому игроку нужна хотя бы одна справка о невменяемости.
crime-story-refusal-unnamed = У каждого игрока должно быть имя.
crime-story-refusal-same-name = Двух игроков зовут { $name }.
crime-story-refusal-no-such-player = Такого игрока нет.
crime-story-refusal-not-set-up = Сначала подготовьте игру.
crime-story-refusal-over = Игра окончена.
crime-story-refusal-question-first = Сначала скажите, была ли сброшенная последняя карта картой убийцы.
crime-story-refusal-capture-nobody = Во взятии не указан игрок.
crime-story-refusal-own-words = Собственные слова Автора идут в стопку убийцы, а не Автору.
crime-story-refusal-out-of-play = Игрок { $player } вне игры.
crime-story-refusal-listed-twice = Игрок { $player } указан дважды.
crime-story-refusal-holds-only = У игрока { $player } всего { $cards } { $cards ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}.
crime-story-refusal-accuse-a-player = Обвините одного из игроков.
crime-story-refusal-accuse-self = Автор не может обвинить сам себя.
crime-story-refusal-no-card-left = У игрока { $player } не осталось карт, значит, карты убийцы у него нет.
crime-story-refusal-no-certificate-left = Справок не осталось.
crime-story-refusal-veto-last = Вето можно наложить только на последнюю сказанную фразу.
crime-story-refusal-no-such-sentence = Такой фразы нет.
crime-story-refusal-fine-variant = Штраф за повторённые слова есть только в «усложнённом» варианте.
crime-story-refusal-nobody-discarded = Никто сейчас не сбрасывал последнюю карту.
crime-story-refusal-didnt-discard = Игрок { $player } сейчас не сбрасывал последнюю карту.
crime-story-refusal-murderer-secret = Убийца остаётся тайной до конца игры.
crime-story-refusal-scored = Очки уже подсчитаны.
crime-story-refusal-set-up-twice = Игра уже подготовлена.
crime-story-refusal-no-such-starter = Такой завязки нет.
crime-story-accuse-no-murderer = В этой игре нет убийцы.
crime-story-accuse-no-capture = Чтобы обвинить, Автор должен взять в этот ход хотя бы одну карту.
crime-story-accuse-no-certificate = Чтобы обвинить, Автор должен сыграть справку о невменяемости, а справок нет.
crime-story-accuse-too-few = В этой игре для обвинения { $count ->
    [one] нужна { $count } взятая карта
    [few] нужны { $count } взятые карты
    [many] нужно { $count } взятых карт
   *[other] нужно { $count } взятой карты
}.

## What is near
crime-story-warning-two-left = Выбудет ещё один игрок — и игра окончена: останутся только двое.
crime-story-warning-last-certificate = У игрока { $player } последняя справка о невменяемости.
crime-story-warning-last-card = У игрока { $player } последняя карта.
crime-story-warning-dry-round-now = В этом круге взятий не было: если и этот ход ничего не возьмёт, все сбрасывают по карте.
crime-story-warning-dry-round-in = Пустой круг через { $turns } { $turns ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] хода
} без взятий.

## Variants and house rules
crime-story-rule-certificates = У каждого { $count } { $count ->
    [one] справка
    [few] справки
    [many] справок
   *[other] справки
} о невменяемости (в правилах число не указано).
crime-story-rule-veto = Домашнее правило: Автор фразы, на которую наложено вето, отдаёт одну карту очков в стопку убийцы; его взятия остаются.
crime-story-rule-dry-round = Домашнее правило: карты, сброшенные в пустом круге, выходят из игры.
crime-story-rule-no-certificates = Домашнее правило: игрок без справок выбывает и не может победить.
crime-story-rule-no-timer = Без таймера.
crime-story-rule-timer = Домашнее правило: { $seconds } { $seconds ->
    [one] секунда
    [few] секунды
    [many] секунд
   *[other] секунды
} на фразу.
crime-story-variant-no-cap = Вариант (проще): без предела в 2 карты.
crime-story-variant-no-murderer = Вариант (проще): без убийцы.
crime-story-variant-wrong-loses = Вариант (сложнее): ложное обвинение — поражение.
crime-story-variant-fine = Вариант (сложнее): повтор слова стоит карты очков (штраф по домашнему правилу).
crime-story-variant-small-table = Вариант (3–4 игрока): для обвинения { $count ->
    [one] нужна { $count } взятая карта
    [few] нужны { $count } взятые карты
    [many] нужно { $count } взятых карт
   *[other] нужно { $count } взятой карты
}.

## The final score
crime-story-score-in-hand = карты на руке
crime-story-score-captured = взятые карты
crime-story-score-certificates = оставшиеся справки о невменяемости
crime-story-score-pile = стопка убийцы, так и не найденного
crime-story-score-murderer-card = карта убийцы на руке стоит 3, а не 1
crime-story-score-discarded-card = сброшенная карта убийцы (домашнее правило)
crime-story-score-found = карта убийцы — за то, что убийца найден

## The history and the resume list
crime-story-did-setup = Crime Story: { $players }
crime-story-did-starter = Завязка: { $starter }
crime-story-did-sentence = { $author }: фраза на { $cards } { $cards ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
}{ $own ->
    [0] {""}
    [one] , { $own } своё слово
    [few] , { $own } своих слова
    [many] , { $own } своих слов
   *[other] , { $own } своего слова
}{ $verdict ->
    [right] , верное обвинение: { $accused }
    [wrong] , ложное обвинение: { $accused }
   *[none] {""}
}
crime-story-did-timeout = { $author }: время вышло, справка о невменяемости
crime-story-did-certificate = { $author }: справка о невменяемости
crime-story-did-veto = Вето: последняя фраза вычеркнута
crime-story-did-fine = { $player }: штраф за повторённое слово
crime-story-did-murderer-discarded = { $player }: сброшена карта убийцы
crime-story-did-not-murderer = Сброшенная последняя карта — не карта убийцы
crime-story-did-reveal = Убийца — { $player }
crime-story-progress-not-set-up = Не подготовлена
crime-story-progress-over = Конец: { $why ->
    [two-left] осталось двое игроков
    [found] убийца найден
   *[discarded] карта убийцы сброшена
}
crime-story-progress-won = Конец: { $why ->
    [two-left] осталось двое игроков
    [found] убийца найден
   *[discarded] карта убийцы сброшена
} · победа: { $winners }
crime-story-progress = Ход { $turn } · Автор { $author } · в игре { $players } { $players ->
    [one] игрок
    [few] игрока
    [many] игроков
   *[other] игрока
}

## What an accepted action did
crime-story-outcome-kept = оставлено { $kept }, стопка убийцы +{ $pile }
crime-story-outcome-found = убийца найден
crime-story-outcome-wrong = ложное обвинение
crime-story-outcome-time-ran-out = время вышло
crime-story-outcome-struck-nothing = вычеркнута, отдать карту очков нечем
crime-story-outcome-struck = вычеркнута, карта очков — в стопку убийцы
crime-story-outcome-fine-nothing = нет карты очков, чтобы заплатить штраф
crime-story-outcome-fined = карта очков — в стопку убийцы
crime-story-outcome-card-out = карта убийцы вышла из игры

## Shared by the console and the table
crime-story-status-in-play = в игре
crime-story-status-out-empty = ВНЕ ИГРЫ: нет карт
crime-story-status-out-certificates = ВНЕ ИГРЫ: нет справок, не победит
crime-story-status-lost = ПОРАЖЕНИЕ: ложное обвинение
crime-story-end-two-left = Осталось только двое игроков: игра окончена.
crime-story-end-found = Убийца найден: игра окончена.
crime-story-end-card-discarded = Убийце пришлось сбросить карту убийцы: игра окончена.
crime-story-last-card-question = { $players }: сброшена последняя карта. Это была карта убийцы?
crime-story-verdict = Убийца — { $murderer }. Победа: { $winners }.
crime-story-verdict-no-murderer = Победа: { $winners }.
crime-story-counts = Стопка убийцы { $pile } · сброшено { $discarded }
crime-story-counts-dry-round = { $counts } · пустой круг через { $turns } { $turns ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] хода
} без взятий

## The table screen
crime-story-table-waiting = Crime Story: вводим игроков.
crime-story-table-author = АВТОР: { $player }
crime-story-table-turn = Ход { $turn }
crime-story-table-mark-author = АВТОР
crime-story-table-mark-evidence = УЛИКИ
crime-story-table-board = на руке { $hand } · взято { $captured }
    справок { $certificates }
crime-story-table-dry-round = Пустой круг: { $question }
crime-story-table-starter = «{ $starter }»
crime-story-table-read-from-card = (прочитано с карты)
crime-story-table-told-aloud = (сказано вслух)
crime-story-table-certificate-line = { $player }: { $text } [справка о невменяемости]
crime-story-table-no-timer = Без таймера
crime-story-table-hurry = СКОРЕЕ!
crime-story-table-seconds-left = { $seconds ->
    [one] секунда до конца
    [few] секунды до конца
    [many] секунд до конца
   *[other] секунды до конца
}
crime-story-table-the-author = Автор
crime-story-table-time = ВРЕМЯ!
crime-story-table-timed-out = { $player }: сыграна справка о невменяемости
crime-story-table-not-started = { $seconds ->
    [one] секунда, таймер стоит
    [few] секунды, таймер стоит
    [many] секунд, таймер стоит
   *[other] секунды, таймер стоит
}
crime-story-table-cant-win = не победит

## The console: setting up
crime-story-new-game = Новая игра в Crime Story
crime-story-setup-help = От трёх до шести игроков, по часовой стрелке. Первый Автор — тот, кто последним читал детектив. Кто убийца, приложению не сообщает никто.
crime-story-player-placeholder = Игрок { $seat } (по часовой)
crime-story-first-author = первый Автор
crime-story-certificates-each = Справок о невменяемости у каждого
crime-story-timer = Таймер фразы (секунды, 0 — без таймера)
crime-story-warn-in-last = предупредить за
crime-story-warn-seconds = с до конца
crime-story-variants = Варианты
crime-story-small-table = 3–4 игрока: 2 справки, 3 взятые карты до обвинения
crime-story-no-cap = Проще: без предела в 2 карты
crime-story-no-murderer = Проще: без убийцы (до двух оставшихся)
crime-story-wrong-loses = Сложнее: ложное обвинение — поражение
crime-story-reused-word-fine = Сложнее: повтор чужого слова стоит карты очков
crime-story-start = Начать игру
crime-story-first-author-named = Первым Автором должен быть один из названных игроков.
crime-story-timer-not-seconds = Таймер фразы — целое число секунд.
crime-story-warning-not-seconds = Предупреждение — целое число секунд.

## The console: a turn
crime-story-author-turn = Автор: { $author } · ход { $turn }
crime-story-no-time-limit = Без таймера.
crime-story-seconds = { $seconds } с
crime-story-seconds-hurry = { $seconds } с — СКОРЕЕ
crime-story-time-ran-out = Время вышло
crime-story-stop-timer = Стоп: фраза сказана
crime-story-start-timer = Запустить таймер: { $author }
crime-story-sentence-placeholder = Фраза (вводить не обязательно)
crime-story-cards-handed = Карты Автору ({ $author }); сверх предела в 2 карты — в стопку убийцы:
crime-story-own-words = Свои слова Автора ({ $author }) — в стопку убийцы
crime-story-own-words-field = Свои слова Автора
crime-story-not-a-count = { $what }: введите число карт.
crime-story-accuse = «…и убийца —…»: Автор обвиняет (тратит справку)
crime-story-accused-right = Обвинённый показал карту убийцы: верно
crime-story-accused-wrong = Не показал: неверно
crime-story-choose-accused = Выберите, кого обвиняют.
crime-story-say-revealed = Укажите, показал ли обвинённый карту убийцы.
crime-story-fine = Штраф за повторённое слово:
crime-story-not-yet = Пока нельзя: { $problem }
crime-story-if-recorded = Если записать: { $outcome }.
crime-story-if-recorded-nothing = Если записать: карты не меняют владельцев.
crime-story-record-sentence = Записать фразу (Enter)
crime-story-certificate-placeholder = Фраза со справкой (необязательно)
crime-story-play-certificate = Сыграть справку о невменяемости
crime-story-veto = Вето на последнюю фразу
crime-story-draw-starter = Вытянуть завязку
crime-story-recorded = Записано.
crime-story-recorded-outcome = Записано: { $outcome }.
crime-story-with-dry-round = { $said } Целый круг без взятий: каждый в игре сбрасывает одну карту в открытую, она выходит из игры.
crime-story-timed-out = Время вышло: { $author } играет справку о невменяемости.
crime-story-board = { $player }: на руке { $hand } · взято { $captured } · справок { $certificates } · { $status }
crime-story-board-evidence = { $board } · улики преступления у этого игрока
crime-story-starter-line = Завязка: { $starter }
crime-story-certificate-line = { $player } (справка): { $text }
crime-story-the-story = История

## The console: the dry round and the end
crime-story-dry-round = Пустой круг: каждый сбросил по карте
crime-story-it-was = Да: карта убийцы — у игрока { $player }
crime-story-not-the-murderer-card = Нет, не карта убийцы
crime-story-who-held = У кого была карта убийцы? (Спрашиваем только сейчас, для подсчёта.)
crime-story-score-cant-win = { $player }: { $total }, не победит ({ $lines })
