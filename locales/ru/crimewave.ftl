# Crimewave: California: the answers the table reads (raids, ties, trials) and the truth each
# rested on (the end-of-game audit).
crimewave-answer-raid-hit = ОБЛАВА: { $loc }, цель — { $killer }, ведёт { $investigator }: ПОПАДАНИЕ
crimewave-answer-raid-prison = ОБЛАВА: { $loc }, цель — { $killer }, ведёт { $investigator }: ПОПАДАНИЕ: обратно в тюрьму
crimewave-answer-raid-miss = ОБЛАВА: { $loc }, цель — { $killer }, ведёт { $investigator }: ПРОМАХ
crimewave-answer-tie-right = СВЯЗЬ { $loc } → { $killer }: ВЕРНО
crimewave-answer-tie-wrong = СВЯЗЬ { $loc } → { $killer }: НЕВЕРНО, суд прекращён
crimewave-answer-trial = СУД ({ $killer }): { $case } + { $prosecution } − { $defense } = { $total }: { $verdict }
crimewave-answer-trial-by = СУД ({ $killer }), обвинитель { $prosecutor }: { $case } + { $prosecution } − { $defense } = { $total }: { $verdict }
crimewave-verdict-convicted = ВИНОВЕН
crimewave-verdict-acquitted = ОПРАВДАН
crimewave-truth-lived = { $killer } жил на { $loc }
crimewave-truth-homeless = { $killer }: логова не было
crimewave-truth-scene = место на { $loc }: { $culprit }
crimewave-truth-conviction = { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    } — виновен

# The table screen.
crimewave-killer-line = { $letter } { $killer } · { $method } · { $status } · Страх { $spook }/3 · дело { $case_file }
crimewave-no-method = способа пока нет
crimewave-table-scenes = Места преступлений ({ $count }), сначала новые
crimewave-table-choosing = Crimewave: California — поле выбирают на консоли.
crimewave-table-setup = Подготовка: Убийцы готовятся
crimewave-table-hunt = Охота началась
crimewave-table-killers-win = ПАНИКА: Убийцы победили
crimewave-table-investigators-win = Все три Убийцы в тюрьме: Следователи победили
crimewave-table-panic = Паника { $panic }/{ $max }  { $meter }
crimewave-table-victims = Счётчик жертв { $victims }/{ $length }  { $meter }
crimewave-table-must-move = { $line } · ДОЛЖЕН ПЕРЕЕХАТЬ
crimewave-table-raids-of = { $name } { $raids }
crimewave-table-raids = Облавы: { $raids }
crimewave-table-on-trial = ПОД СУДОМ: { $killer }, обвинитель { $prosecutor }
crimewave-table-owes-raid = Паника выросла: следующую облаву проводит { $count ->
        [one] {""}
       *[other] {"кто-то из: "}
    }{ $names }
crimewave-or = { $first } или { $second }
crimewave-table-watch-may-go = Соседский дозор можно поставить на: { $places } (пунктирные кольца)
crimewave-table-revealed = Все Убийцы пойманы: все логова открыты (отметки логов)
crimewave-table-earlier = Прежние ответы, сначала новые
crimewave-table-legend = ◆ место преступления; его табличка: ? не раскрыто (К З С — раскрыто этим Убийцей, Ж — случайное), способ, улики П К О С (✓ подтверждена) · □ W Соседский дозор · пунктирное кольцо: сюда можно поставить дозор

# The board and the Killer player's overlays.
crimewave-board-stand-in = { $name } (заготовка, не печатное поле)
crimewave-board-caption = { $board }. Колесо — масштаб, перетаскивание — сдвиг, щелчок заполняет клетку.
crimewave-heat-grade-faint = 1 из 41 и реже
crimewave-heat-grade-light = 1 из 11–40
crimewave-heat-grade-dark = 1 из 3–10
crimewave-heat-grade-certain = 1 из 2 или наверняка
crimewave-heat-left = { $letter } осталось { $count }, вероятнее всего { $odds } ({ $grade })
crimewave-heat-working = { $letter } … считаем
crimewave-heat-title = Карта раскрытия: { $killers }
crimewave-heat-legend = Каждая точка — возможное логово; темнее и с толстым кольцом — вероятнее, буква говорит чьё: { $grades }
crimewave-no-home = логова пока нет
crimewave-home-secret = логово { $loc } (тайно)
crimewave-killer-private = { $home } · { $exposure } · мест для убийства: { $sites }
crimewave-show-sites = места (Alt+{ $key })
crimewave-show-heat = раскрытие (Alt+{ $key })
crimewave-odds-certain = наверняка
crimewave-odds-none = нет
crimewave-odds = 1 из { $count }

# Alibi playing the Killers: its announcements, exact about the tiles to place. $article is
# the English article of the method or tile ("a", "an"): other languages may ignore it.
crimewave-a-method = { $article ->
        [an] «{ $method }»
       *[a] «{ $method }»
    }
crimewave-announce-drew = Alibi вытянул жетон «{ $tile }»{ $article ->
        [an] {""}
       *[a] {""}
    }: положите его на { $loc } неподтверждённой стороной вверх
crimewave-announce-draw = Вытяните жетон улики из мешочка для { $loc }, положите его туда неподтверждённой стороной вверх и введите его
crimewave-announce-put-scene = Положите на { $loc } жетон способа { $method } и жетон жертвы белой стороной вверх
crimewave-announce-methods = Фирменные способы Убийц
crimewave-announce-method-rolled = На d8 выпало { $face } для: { $killer }; положите жетон способа { $method } над его портретом
crimewave-announce-opening = Начальная сцена на { $loc }: { $method }
crimewave-announce-murder = Убийство на { $loc }: { $method }
crimewave-announce-no-murder = В этом раунде убийства нет
crimewave-announce-no-murder-step = Ни один Убийца на свободе не может добраться до места убийства: переходите к фазе раскрытия
crimewave-announce-no-event = В этом раунде нет события Убийц
crimewave-announce-to-murder = Переходите к убийству
crimewave-announce-random = Событие Убийц: Случайное убийство на { $loc }
crimewave-announce-random-step = Положите жёлтый жетон жертвы на { $loc } белой стороной вверх (без жетона способа: все знают, что это случайное убийство)
crimewave-announce-full-moon = Событие Убийц: Полнолуние
crimewave-announce-full-moon-keep = Сцены, уже лежащие на поле, сохраняют свои жетоны
crimewave-announce-escape = Событие Убийц: { $killer } бежит из тюрьмы
crimewave-announce-escape-home = Он живёт в новом тайном логове и убивает не дальше 1 клетки от него
crimewave-announce-escape-raid = Если облава его найдёт, он сразу вернётся в тюрьму, без суда
crimewave-announce-change = { $killer } меняет способ на { $method }
crimewave-announce-change-step = Замените жетон над портретом ({ $killer }) жетоном { $a_method }
crimewave-announce-keep = { $killer } сохраняет свой способ
crimewave-announce-keep-step = Оставьте жетон над его портретом как есть
crimewave-announce-move = { $killer } переезжает в новое тайное логово
crimewave-announce-move-step = Прежнее логово больше не говорит, где он живёт теперь
crimewave-announce-defense = Защита Alibi: { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
crimewave-announce-defense-step = Одновременно откройте карты Обвинения и введите их сумму

# Why Alibi's Killers chose what they chose (the audit and the recap, at the end).
crimewave-why-setup = Подготовка: { $why }
crimewave-why-murder = Убийство на { $loc }: { $why }
crimewave-why-escape = { $killer } бежал: { $why }
crimewave-why-spook = { $killer } напуган: { $why }
crimewave-why-murder-weighed = { $killer } на { $loc }: у стола осталось бы { $left } возможных логов для него (лучшее из { $weighed } взвешенных убийств для трёх Убийц; худшее оставило бы { $worst })
crimewave-why-setup-random = логова и начальные сцены вытянуты наугад среди допустимых
crimewave-why-setup-weighed = логова { $red }, { $green } и { $blue } с близкими начальными сценами: стол начинает с { $red_left }, { $green_left } и { $blue_left } возможными логовами для Красного Ужаса, Зелёного Душегуба и Синего Мясника (лучшая из { $weighed } взвешенных расстановок)
crimewave-why-home-random = переехал на { $loc }, допустимое логово наугад
crimewave-why-home-weighed = переехал на { $loc }: после следующего убийства у стола было бы { $left } логов для него вместо { $worst_left } при { $worst }
crimewave-why-method-random = сменил способ на { $method }, наугад
crimewave-why-kept-random = сохранил способ, наугад
crimewave-why-its-method = свой способ
crimewave-why-method-weighed = сменил способ на { $method }: после следующего убийства у стола осталось бы { $left } логов для него вместо { $kept_left } со способом { $old }
crimewave-why-kept-weighed = сохранил { $old }: никакой другой способ не оставил бы столу больше логов после следующего убийства ({ $left })

# The game's record in words (the history panel), its progress and its end.
crimewave-do-d8-roll = бросок d8: { $face }
crimewave-do-board-stand-in = Поле: заготовка Калифорнии
crimewave-do-board = Поле: { $board } (из { $path })
crimewave-do-investigators = Следователи: { $names }
crimewave-do-method = Способ ({ $killer }): { $method }
crimewave-do-residence = Логово ({ $killer }) на { $loc }
crimewave-do-scene = Начальная сцена ({ $killer }) на { $loc } ({ $evidence })
crimewave-do-rule = Домашнее правило { $name }: { $value }
crimewave-do-start = Подготовка окончена: игра начинается
crimewave-do-murder = Убийство ({ $killer }) на { $loc } ({ $evidence })
crimewave-do-random-method = Случайное убийство на { $loc } ({ $evidence }, { $method })
crimewave-do-random = Случайное убийство на { $loc } ({ $evidence })
crimewave-do-add-evidence = Неподтверждённая улика «{ $evidence }» добавлена на { $loc }
crimewave-do-verify = Улика «{ $evidence }» подтверждена на { $loc }
crimewave-do-watch = Соседский дозор на { $loc }
crimewave-do-raid = Облава на { $loc }: цель — { $killer }, ведёт { $investigator }
crimewave-do-tie = Связать место на { $loc } с обвиняемым
crimewave-do-trial = Суд: обвинение { $prosecution }, защита { $defense }
crimewave-do-change-method = { $killer } меняет способ на { $method }
crimewave-do-relocate = { $killer } переезжает на { $loc }
crimewave-do-list = { $first }, { $second }
crimewave-do-full-moon = Полнолуние: новые способы { $methods }
crimewave-do-escape = { $killer } бежит из тюрьмы на { $loc }
crimewave-do-residence-public = Тайное логово Убийцы (откроется в конце)
crimewave-do-scene-public = Начальная сцена на { $loc } ({ $evidence })
crimewave-do-murder-public = Убийство на { $loc } ({ $evidence })
crimewave-do-relocate-public = { $killer } переезжает в новое тайное логово
crimewave-do-escape-public = { $killer } бежит из тюрьмы в новое тайное логово
crimewave-won-killers = Победа Убийц
crimewave-won-investigators = Победа Следователей
crimewave-progress-setup = Подготовка
crimewave-progress-play = Паника { $panic } · { $scenes ->
        [one] { $scenes } место
        [few] { $scenes } места
        [many] { $scenes } мест
       *[other] { $scenes } места
    } · Убийц на свободе: { $at_large }
crimewave-progress-killers-won = Победа Убийц · Паника { $panic }
crimewave-progress-investigators-won = Победа Следователей

# The console's status line.
crimewave-photo-not-a-file = «{ $image }» — не имя файла
crimewave-photo-problem = Фото поля не показать ({ $why }); поле рисуется без него.
crimewave-bag-empty = Мешочек пуст (см. домашние правила)
crimewave-refused = Отклонено: { $why }
crimewave-rolled = { $killer } { $method }
crimewave-rolled-gave = { $action } → { $methods }
crimewave-recorded-answer = Записано: { $action }. Ответ — на экране стола.
crimewave-recorded = Записано: { $action }.
crimewave-recorded-result = Записано: { $action } ({ $result }).

# The console's play column and its forms' help.
crimewave-sent = Отправлено на стол:
# On the console, under the answer: the rules' changes joined by " · " ($changes).
crimewave-changes-said = На поле: { $changes }
crimewave-meters = Паника { $panic }/{ $max } · Счётчик жертв { $victims }/{ $length }
crimewave-owes-raid = Паника выросла: следующую облаву проводит { $count ->
        [one] {""}
       *[other] {"кто-то из: "}
    }{ $names }.
crimewave-and = { $first } и { $second }
crimewave-spooked = { $count ->
        [one] Напуган
       *[other] Напуганы
    }: { $killers } (шкала на 2), можно сменить способ: Alt+C.
crimewave-form-button = { $letter } { $form }
crimewave-hold-alt = Зажмите Alt и нажмите букву:
crimewave-draw-bag = Вытянуть из мешочка приложения
crimewave-roll-for = Бросить d8: { $killer }
crimewave-roll-all = Бросить d8 за всех трёх
crimewave-ready = Готово: { $action } (Enter записывает)
crimewave-record = Записать (Enter)
crimewave-legal-sites = Допустимые места ({ $killer }): { $sites }
crimewave-help-investigators = Порядок мест начинается слева от игрока за Убийц.
crimewave-help-method = Бросьте d8 приложения или введите выпавшую грань и нажмите Enter.
crimewave-help-residence = Щёлкните клетку или введите её. Убийцы живут не ближе { $apart } клеток друг от друга.
crimewave-help-scene = По две сцены каждому ({ $count }), в зоне комфорта. { $sites }
crimewave-help-relocate = { $killer } напуган трижды и должен переехать в новое тайное логово, прежде чем игра продолжится.
crimewave-help-raid = Общество ждёт следующей облавы от: { $names }.
crimewave-help-no-trial = Под судом никого: суд следует за облавой с попаданием.
crimewave-help-trial-convicts = виновен
crimewave-help-trial-short = мало: нужно 10
crimewave-help-trial = { $killer } под судом: дело { $file } + обвинение { $prosecution } − защита { $defense } = { $total } ({ $verdict })
crimewave-help-no-watch = Ни у одной клетки пока нет 3 мест преступлений на ней или рядом: дозор ставить некуда.
crimewave-help-watch = Кнопки ниже — клетки, куда сейчас можно поставить дозор.
crimewave-help-verify-tile = «{ $evidence }»: нужно { $roll } или меньше на d{ $die } (стоит { $points })
crimewave-help-verified = Все жетоны на { $loc } подтверждены.
crimewave-help-verify = Не подтверждены на { $loc }: { $tiles }.
crimewave-help-tie = До суда свяжите нераскрытое место с обвиняемым (неверная связь прекращает суд); Alt+T — суд.

# The console's forms: titles, labels, examples and what a field still needs.
crimewave-form-investigators = Следователи
crimewave-form-method = Способ убийства ({ $killer })
crimewave-form-residence = Тайное логово ({ $killer })
crimewave-form-scenes = Начальные сцены ({ $killer })
crimewave-form-murder = Убийство
crimewave-form-random-killing = Случайное убийство
crimewave-form-verify = Улика подтверждена
crimewave-form-add-evidence = Улика добавлена
crimewave-form-watch = Соседский дозор
crimewave-form-raid = Облава
crimewave-form-tie = Связать место
crimewave-form-trial = Суд
crimewave-form-change-method = Смена способа
crimewave-form-relocate = { $killer } должен переехать (Страх 3)
crimewave-form-full-moon = Полнолуние
crimewave-form-escape = Побег из тюрьмы
crimewave-label-names = Следователи слева от вас, по одному слову, через пробел (1–6)
crimewave-label-loc = Клетка (введите или щёлкните на поле)
crimewave-label-killer = Убийца ({ $red }, { $green } или { $blue })
crimewave-label-evidence = Вытянутый жетон улики ({ $item }, { $blood }, { $fingerprint } или { $witness })
crimewave-label-investigator = Объявил (хватит первых букв)
crimewave-label-method-card = Жетон способа, если его даёт карта ({ $methods })
crimewave-label-method = Способ ({ $methods })
crimewave-label-prosecution = Сумма карт Обвинения
crimewave-label-defense = Сумма карт Защиты
crimewave-label-face = Грань d8
crimewave-label-face-for = Грань d8 ({ $killer }, 1–8)
crimewave-example-names = Аня Боря Сева
crimewave-example-loc = номер, напр. 36
crimewave-example-killer = { $red }, { $green } или { $blue }
crimewave-example-evidence = { $item }, { $blood }, { $fingerprint } или { $witness }
crimewave-example-investigator = имя
crimewave-example-method = напр. { $method }
crimewave-example-face = от 1 до 8
crimewave-killer-choice = { $letter } { $killer }
crimewave-fill-in = Заполните: { $what }
crimewave-not-one-of = «{ $typed }» — не { $what } ({ $options })
crimewave-could-be = «{ $typed }» может быть: { $options }; уточните { $what }
crimewave-what-caller = Следователь, объявивший облаву
crimewave-what-investigator = Следователь
crimewave-what-killer = Убийца
crimewave-what-evidence = жетон улики
crimewave-what-method = способ
crimewave-fill-loc = Заполните клетку (или щёлкните её на поле)
crimewave-not-a-loc = «{ $typed }» — не номер клетки
crimewave-fill-face = Бросьте d8 (или введите выпавшую грань)
crimewave-not-a-face = На d8 от 1 до 8, а не «{ $typed }»
crimewave-fill-prosecution = Заполните сумму карт Обвинения (0, если их нет)
crimewave-fill-defense = Заполните сумму карт Защиты (0, если их нет)
crimewave-not-points = «{ $typed }» — не число очков

# The console's setup.
crimewave-setup-title = Crimewave: California — подготовка
crimewave-setup-board = 1. Поле
crimewave-setup-board-help = Alibi не знает связей печатного поля, поэтому в нём есть заготовка Калифорнии, сохраняющая все расстояния из правил. Группа может оцифровать своё поле по фото («Оцифровать поле» на главном экране); оцифрованные поля перечислены здесь.
crimewave-setup-stand-in = Играть на заготовке, а не на печатном поле (Alt+B)
crimewave-setup-start = 6. Начало
crimewave-setup-start-help = У каждого Убийцы есть способ, логово и две начальные сцены. Если ваша группа играет иначе, задайте домашние правила ниже, затем начинайте.
crimewave-setup-start-button = Начать игру (Alt+S)
crimewave-setup-traced = Играть на оцифрованном поле «{ $board }» ({ $file })
crimewave-setup-traced-unfinished = На { $file } пока нельзя играть: { $problem }
crimewave-step-board = поле
crimewave-step-investigators = Следователи
crimewave-step-methods = способы
crimewave-step-residences = логова
crimewave-step-scenes = начальные сцены
crimewave-step-start = начало
crimewave-setup-progress = Шаг { $at } из { $count }: { $steps }

# The house-rules panel.
crimewave-rules-title = Домашние правила
crimewave-rules-open = Меняйте их до начала; каждое действует сразу.
crimewave-rules-fixed = После начала игры домашние правила не меняются.
crimewave-rule-watch = Соседский дозор защищает и свою клетку
crimewave-rule-watch-off = Выкл.: путь может закончиться на дозоре, но не пройти через него.
crimewave-rule-dismissal = Прекращённый суд (неверная связь) повышает Панику
crimewave-rule-dismissal-help = В правилах об этом ни слова; Alibi решает: нет.
crimewave-rule-victim-counter = Круг счётчика жертв (деления)
crimewave-rule-victim-counter-help = Каждый раз, когда счётчик проходит круг, Паника растёт (на поле напечатано 4).
crimewave-rule-methods = Способы
crimewave-rule-set = Задать
crimewave-rule-methods-help = Названия через запятую, до первого броска способа; d8 снова делится поровну.
crimewave-rule-d8 = Таблица d8
crimewave-rule-d8-help = Для граней 1–8 — номер способа, который даёт каждая: { $faces }.
crimewave-rule-d8-face = { $face } { $method }
crimewave-rule-d8-faces = { $face }–{ $last } { $method }
crimewave-rule-die = Кубик проверки (граней)
crimewave-rule-die-help = Кубик, которым бросают проверку улики (правила его не называют).
crimewave-rule-evidence = Улики
crimewave-rule-verified-on = подтверждена при ≤
crimewave-rule-worth = стоит
crimewave-rule-in-bag = в мешочке
crimewave-rule-evidence-help = Для каждого жетона улики: подтверждается при этом броске или меньше, сколько стоит очков, сколько жетонов в мешочке приложения.
crimewave-rule-not-taken = Не принято: { $why }

# The end-of-game reveal on the console.
crimewave-reveal-title = Разгадка в конце игры
crimewave-reveal-home = { $loc }
crimewave-reveal-then = { $first }, затем { $second }
crimewave-reveal-lived = { $killer } жил на { $homes }
# $opening: yes or no; $state: solved, unsolved or removed (by a wrong tie).
crimewave-reveal-scene = Место на { $loc }: { $culprit }{ $opening ->
        [yes] {" "}(начальное)
       *[no] {""}
    }{ $state ->
        [solved] , раскрыто
        [removed] , не раскрыто, снято неверной связью
       *[unsolved] , не раскрыто
    }
crimewave-reveal-answer = { $answer } — потому что { $truth }

# The places a location field offers.
crimewave-pick-none = Нет клетки с номером или названием «{ $typed }».
crimewave-pick-more = ещё +{ $count }: вводите дальше, чтобы сузить · ↑↓ перебор · Esc очищает
crimewave-pick-keys = ↑↓ перебор клеток · Enter записывает · Esc очищает

# The Killer player's advice under the murder form.
crimewave-exposure = раскрытие { $count }
crimewave-exposure-working = раскрытие … (считаем)
crimewave-advice-switch = Совет: упорядочить допустимые места по тому, что выдаст убийство
crimewave-advice-type-killer = Введите Убийцу: здесь будут его допустимые места по порядку и почему он раскрыт.
crimewave-advice-working = Считаем, что выдаст каждое место…
crimewave-advice-no-site = У Убийцы { $killer } нет допустимых мест.
crimewave-possible-homes = { $homes ->
        [one] { $homes } возможное логово
        [few] { $homes } возможных логова
        [many] { $homes } возможных логов
       *[other] { $homes } возможного логова
    }
crimewave-advice-at = Убийство на { $loc }: у Убийцы { $killer } останется { $homes } (сейчас { $now })
crimewave-advice-safest = Безопаснее всего: убийство на { $loc }: у Убийцы { $killer } останется { $homes } (сейчас { $now })
crimewave-advice-would-stay = ; на { $loc } осталось бы { $homes }
crimewave-advice-would-drop = ; на { $loc } упало бы до { $homes }
crimewave-advice-line = { $lead }{ $contrast }. По порядку (место=осталось логов): { $ranked }
crimewave-advice-why = Почему { $killer } раскрыт?
crimewave-advice-weighing = Взвешиваем каждый открытый факт…
crimewave-advice-no-cut = Ни один открытый факт сам по себе не сужает логово этого Убийцы.
crimewave-advice-cut = • { $fact }: без него было бы ещё { $more } { $more ->
        [one] возможное логово
        [few] возможных логова
        [many] возможных логов
       *[other] возможного логова
    }

# Why the rules refuse an entry.
crimewave-no-location = нет клетки
crimewave-refuse-escape = Бежать может только Убийца в тюрьме, а { $killer } — { $status }
crimewave-refuse-change-in-prison = { $killer } в тюрьме и не может сменить способ
crimewave-refuse-change-not-spooked = { $killer } может сменить способ, только когда его шкала страха доходит до 2, и по разу на каждый такой случай; Полнолуние или тюрьма после этого отменяют смену
crimewave-refuse-move-not-spooked = { $killer } переезжает, только когда его шкала страха доходит до 3 (сейчас { $spook })
crimewave-refuse-same-home = { $killer } должен переехать в новое логово, а на { $loc } он уже жил
crimewave-refuse-no-location = На этом поле нет клетки { $loc }
crimewave-refuse-no-board = Сначала выберите поле
crimewave-refuse-on-trial = { $killer } под судом: сначала свяжите с ним места или введите суммы карт суда
crimewave-refuse-must-move = { $killer } сначала должен переехать в новое логово (шкала страха на 3)
crimewave-refuse-in-setup = Подготовка не окончена: игра начинается после старта
crimewave-refuse-over-killers = Игра окончена: победили Убийцы
crimewave-refuse-over-investigators = Игра окончена: победили Следователи
crimewave-refuse-not-investigator = { $investigator } — не Следователь в этой игре ({ $names })
crimewave-refuse-raid-prison = { $killer } в тюрьме: облаву проводить не на кого
crimewave-refuse-no-trial = Под судом никого: связи и суды следуют за облавой с попаданием
crimewave-refuse-no-scene-to-tie = На { $loc } нет нераскрытого места преступления, чтобы связать его с Убийцей { $killer }
crimewave-refuse-kill-in-prison = { $killer } в тюрьме и не может убивать
crimewave-refuse-home-first = Выберите логово ({ $killer }) до его мест преступлений
crimewave-refuse-watched = На { $loc } Соседский дозор: там не может убивать ни один Убийца
crimewave-refuse-no-route = { $killer } не может добраться до { $loc }: туда не ведёт ни один путь
crimewave-refuse-outside-zone = { $loc } вне зоны комфорта ({ $killer }): до логова { $steps } { $steps ->
        [one] клетка
        [few] клетки
        [many] клеток
       *[other] клетки
    }, а зона — { $radius }
crimewave-refuse-watches-block = { $killer } не может добраться до { $loc }: все пути проходят через { $count ->
        [one] Соседский дозор
       *[other] Соседские дозоры
    } на { $watches }
crimewave-refuse-home-taken = { $loc } — логово ({ $killer }); Убийцы живут не ближе { $apart } клеток друг от друга
crimewave-refuse-home-near = { $loc } всего в { $steps } { $steps ->
        [one] клетке
        [few] клетках
        [many] клетках
       *[other] клетки
    } от логова ({ $killer }); Убийцы живут не ближе { $apart } клеток друг от друга
crimewave-refuse-scene-there = На { $loc } уже есть нераскрытое место преступления; новое можно поставить туда только после его раскрытия
crimewave-refuse-kill-before-move = { $killer } не может убивать, пока не переедет в новое логово (шкала страха на 3)
crimewave-refuse-no-scene-for-evidence = Улику можно добавить только к нераскрытому месту преступления, а на { $loc } его нет
crimewave-refuse-no-tile = На { $loc } нет неподтверждённого жетона «{ $evidence }»
crimewave-refuse-roll-first = Сначала бросьте за «{ $evidence }» на { $loc }: жетоны места бросают начиная с самого дешёвого
crimewave-refuse-setup-over = Подготовка окончена: игра началась
crimewave-refuse-board-fixed = Поле нельзя сменить, когда на нём уже выбрано логово
crimewave-refuse-board-path = Имя файла поля «{ $path }» нельзя записать в протокол: переименуйте его без «#», «=>» и пробелов по краям
crimewave-refuse-investigators = В игре от 1 до { $most } Следователей, а не { $count }
crimewave-refuse-name = «{ $name }» не может быть именем Следователя: пишите одно слово, с дефисами для нескольких (anna-maria)
crimewave-refuse-same-name = Двух Следователей зовут { $name }: дайте каждому своё имя
crimewave-refuse-face = На d8 от 1 до 8, а не { $face }
crimewave-refuse-method = { $name } — не способ убийства этой игры ({ $methods })
crimewave-refuse-method-fixed = На начальных сценах ({ $killer }) уже лежит жетон его способа; способ теперь не сменить
crimewave-refuse-home-fixed = Начальные сцены ({ $killer }) уже лежат вокруг его логова; переехать теперь нельзя
crimewave-refuse-method-first = Выберите способ ({ $killer }) до его мест преступлений (на них лежит жетон способа)
crimewave-refuse-scenes-done = У Убийцы { $killer } уже есть все начальные сцены ({ $count })
crimewave-refuse-rule-case = правило { $name } { $value } записано не так, как его читает протокол (строчными)
crimewave-refuse-methods-late = Задайте названия способов до того, как выбран способ хоть одного Убийцы
crimewave-refuse-d8-method = Таблица d8 называет способ { $number }, а способов всего { $count }
crimewave-refuse-chances = Шансы событий Убийц в сумме дали бы { $total } % (Случайное убийство, Полнолуние, Побег): сначала уменьшите другой шанс, больше 100 % нельзя
crimewave-refuse-seat-first = Сначала рассадите Следователей
crimewave-refuse-no-method-yet = У Убийцы { $killer } пока нет способа убийства
crimewave-refuse-no-home-yet = У Убийцы { $killer } пока нет логова
crimewave-refuse-scenes-missing = У Убийцы { $killer } { $placed } из { $count } начальных сцен
crimewave-refuse-watch-city = { $loc } — крупный город: в городах не бывает Соседского дозора
crimewave-refuse-watch-twice = На { $loc } уже есть Соседский дозор
crimewave-refuse-watch-scenes = { $loc }: на клетке или рядом { $around } из { $needed } мест преступлений, нужных для Соседского дозора
crimewave-why-murder-near = { $killer } на { $loc }, как можно ближе к логову: новичок убивает там, где всё знает

# Alibi playing the Killers: who plays what.
crimewave-alibi-plays = Alibi ({ $level }) играет за Убийц
crimewave-level-easy = лёгкий
crimewave-level-standard = обычный
crimewave-level-hard = сложный

## История партии Crimewave в итогах.

crimewave-recap-killers-win = Победа Убийц: Паника достигла 10.
crimewave-recap-investigators-win = Победа Следователей: все три Убийцы в тюрьме.
crimewave-recap-panic = Паника
crimewave-recap-spook = { $killer }: страх
crimewave-recap-homes = { $killer }: возможные логова
crimewave-recap-victims = Жертвы
crimewave-recap-raids = Облавы
crimewave-recap-answered = { $told }: { $result }
crimewave-recap-moves-house = { $killer } переезжает
crimewave-recap-escapes = { $killer } бежит из тюрьмы
crimewave-recap-lived-at = { $killer } жил на клетке { $home }, способ убийства: { $method }.
crimewave-recap-lived-nowhere = { $killer } не жил нигде на поле, способ убийства: { $method }.
crimewave-recap-no-method = нет способа
crimewave-recap-opening = Начальная сцена на { $loc }: { $culprit }.

## What the rules change on the board on their own after an action, as instructions.

crimewave-change-arrested = { $killer } арестован: дальше суд
crimewave-change-prison = { $killer } отправляется в тюрьму: переверните его жетон профиля
crimewave-change-free = { $killer } на свободе: его жетон профиля остаётся лицом вверх
crimewave-change-escaped = { $killer } вышел из тюрьмы: переверните его жетон профиля обратно
crimewave-change-case-thrown-out = Уберите улики из дела ({ $killer })
crimewave-change-case-file = В деле ({ $killer }) теперь { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
crimewave-change-solved = Переверните жетон жертвы на { $loc }: это жертва ({ $killer }). Её подтверждённые улики идут в его дело; уберите с поля жетон способа
crimewave-change-solved-random = Переверните жетон жертвы на { $loc }: это случайное убийство
crimewave-change-scene-removed = Уберите из игры место преступления на { $loc }
crimewave-change-verified = Переверните жетон «{ $evidence }» на { $loc } подтверждённой стороной вверх
crimewave-change-spook-reset = Верните жетон страха ({ $killer }) в начало шкалы
crimewave-change-spook = Поставьте жетон страха ({ $killer }) на { $spook }
crimewave-change-victim-counter-round = Жетон счётчика жертв возвращается на начальное деление
crimewave-change-victim-counter = Передвиньте жетон счётчика жертв на деление { $at }
crimewave-change-panic = Паника растёт до { $panic }: передвиньте её жетон вперёд
crimewave-change-residence = { $killer } живёт на { $loc }: положите туда жетон его логова
crimewave-change-residence-gone = { $killer } переехал: уберите жетон его логова с { $loc }

## The Evidence verified form and Alibi's Killer events in the house rules.

crimewave-label-evidence-verified = Жетон улики, бросок за который удался ({ $item }, { $blood }, { $fingerprint } или { $witness })
crimewave-help-verify-roll = Бросьте d{ $die } на месте преступления за один из его закрытых жетонов; вводите жетон, только если бросок удался.
crimewave-rule-percent = { $value } %
crimewave-rule-events-title = События Убийц от Alibi (колода Убийц остаётся в коробке)
crimewave-rule-events-help = Каждый раунд Alibi тянет одно событие с такими шансами; если в тюрьме никого нет, побег считается отсутствием события.
crimewave-rule-random-killing = Случайное убийство
crimewave-rule-full-moon = Полнолуние (все способы бросаются заново)
crimewave-rule-escape = Побег из тюрьмы
crimewave-rule-no-event = Без события: { $chance } %
crimewave-rule-defense = Защита Alibi (очки:шанс, …)
crimewave-rule-defense-help = На каждом суде Alibi тянет свои очки защиты: { $table }. Шансы в сумме дают 100.
crimewave-rule-defense-row = { $points } оч. { $chance } %
