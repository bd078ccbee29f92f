# Intent to Kill's console: setting up, the rounds, the side panes, the end and its audit,
# and Alibi playing a side. The game's terms are in intent-terms.ftl; the rules' sentences
# in intent.ftl.
# Russian: intent-side-title is in the accusative («играет за Убийцу»), every use says «за».

## Words several screens share.

# `$side`: murderer or detective.
intent-side-title = { $side ->
        [murderer] Убийцу
       *[detective] Детектива
    }
# `$level`: easy, standard or hard.
intent-level = { $level ->
        [easy] лёгкий
        [standard] обычный
       *[hard] сложный
    }
intent-level-line = { $level ->
        [easy] как новичок, часто ход уровня «обычный», иначе любой допустимый ход
        [standard] лучший ход по точному выводу, на шаг вперёд
       *[hard] смотрит дальше вперёд, по всем гипотезам, которые допускают факты
    }
intent-console-not-allowed = Нельзя: { $why }
intent-console-placeholder-civilian = житель
intent-console-placeholder-motive = мотив
intent-console-placeholder-group = группа
intent-console-placeholder-block = квартал
intent-console-placeholder-card = карта
# `$answer`: the answer's word (Yes or No).
intent-console-truth = { $question } Правдивый ответ: { $answer }.
intent-console-answer-truth = Ответить «{ $answer }» (правда) (T)
intent-console-answer-lie = Солгать: «{ $answer }» (L)
intent-console-must-tell-truth = Житель «{ $civilian }» должен говорить правду.

## Setting up.

intent-setup-title = Новая партия «Городского убийцы»
intent-setup-seat-person = человек
intent-setup-seat-alibi = Alibi, { $level }
intent-setup-who-plays = Кто играет?
intent-setup-the-murderer = Убийца
intent-setup-the-detective = Детектив
intent-setup-strength = {" "}В игре с самим собой он выигрывает { $rate } % партий у соперника за { $other } на сложном уровне.
intent-setup-alibi-plays = Alibi играет за { $side } на уровне «{ $level }»: { $line }.{ $strength } Игра в одиночку: Alibi хранит тайны своей стороны и объявляет свои ходы, чтобы вы сделали их на поле, а отмена возвращает к вашему последнему ходу.
intent-setup-intuition-declined = Alibi играет только в режиме «Логика»: не все карты «Интуиции» известны, поэтому программа не может честно ими играть. Выберите «Логику», чтобы играть против Alibi.
intent-setup-layout = Расстановка
intent-setup-logic = Логика (6 мотивов)
intent-setup-intuition = Интуиция (8 мотивов, карты)
intent-setup-motives = Мотивы в игре ({ $count } из { $wanted })
intent-setup-recommended = Рекомендованы для: { $layout }
intent-setup-motive-count = Выберите ровно { $wanted } { $wanted ->
        [one] мотив
        [few] мотива
        [many] мотивов
       *[other] мотива
    } (выбрано { $picked }).
intent-setup-alibi-deals = Раздаёт Alibi
intent-setup-we-drew = Мы вытянули карты сами
intent-setup-alibi-deals-alone = Раздаёт Alibi: он выбирает 20 жителей и их кварталы для раскладки и тайно тянет Убийцу, Подозреваемого, мотив и три жетона социальных групп; в фазе города все жетоны тянет его мешочек.
intent-setup-alibi-deals-table = Раздаёт Alibi: он выбирает 20 жителей и их кварталы, чтобы Детектив их разложил, и тайно тянет Убийцу, Подозреваемого, мотив и три жетона социальных групп.
intent-setup-dealt-alibi-murderer = Роздано. Разложите карты ниже; Alibi держит карты Убийцы лицом вниз. Отложите жетоны социальных групп: их тянет мешочек Alibi.
intent-setup-dealt-alibi = Роздано. Разложите карты ниже, затем посмотрите свои тайные карты. Отложите жетоны социальных групп: их тянет мешочек Alibi.
intent-setup-dealt = Роздано. Детектив: разложите карты ниже. Убийца: посмотрите свои тайные карты, пока Детектив отвернулся.
intent-setup-type-civilians = Введите жителей, которых Детектив поставил в каждый квартал (названия как на картах, через запятую).
intent-setup-block-count = { $block } ({ $found } из { $wanted })
intent-setup-block-unknown = { $block } (неизвестны: { $names })
intent-setup-names-example = напр. Кошатница, Газетчик
intent-setup-murderer = Убийца
intent-setup-poi = Подозреваемый
intent-setup-motive = Мотив
intent-setup-record = Записать карты
intent-setup-back = Назад: пусть раздаёт Alibi
intent-setup-choose-secrets = Выберите Убийцу, Подозреваемого и мотив.
intent-setup-recorded = Записано. Выберите оставленных Сторонников.
intent-setup-lay-out = Детектив: достаньте из коробки эти 20 карт жителей и разложите их
intent-setup-layout-buildings = { $layout } · здания: { $buildings }
intent-setup-block-line = { $block }: { $civilians }
intent-setup-marker-after-secret = Детектив: поставьте свою фишку на любой квартал, затем начните (когда Убийца посмотрит тайные карты).
intent-setup-marker = Детектив: поставьте свою фишку на любой квартал, затем начните.
intent-setup-detective-first = Детектив: сначала выберите квартал для своей фишки.
intent-setup-choose-block = выберите квартал
intent-setup-start = Начать игру
intent-setup-sealed = Alibi держит карты Убийцы лицом вниз: его житель, Подозреваемый, мотив и Сторонники запечатаны, а экран стола с первого раунда показывает их отпечаток (после игры его проверяет alibi verify).
intent-setup-alibi-detective-start = Alibi-Детектив поставит свою фишку на квартал, когда вы начнёте.
intent-setup-secret-hidden = Только для Убийцы: ваши тайные карты лежат лицом вниз.
intent-setup-show-secret = Показать тайные карты Убийцы
intent-setup-secret-seen = Тайные карты лежат лицом вниз. Убийца может взглянуть на них снова во время игры (вкладка «Тайны»).
intent-setup-you-are = Вы — { $card }
intent-setup-your-poi = Ваш Подозреваемый: { $card }
intent-setup-your-motive = Ваш мотив: { $motive }
intent-setup-choose-supporters = Выберите своих Сторонников из трёх вытянутых жетонов социальных групп (их жители могут лгать за вас на допросе):
intent-setup-your-supporters = Ваши Сторонники — оставленный жетон социальной группы:
intent-setup-chosen-group = ✓ { $group }
intent-setup-got-it = Понятно — перевернуть карты
intent-setup-supporters-chosen = Сторонники: { $group }. Нажмите «Понятно», чтобы перевернуть карты лицом вниз.

## The rounds.

intent-play-victims = Жертвы: { $count } из { $limit }
intent-play-murdered = { $victim } — жертва { $number }. Начинается фаза Детектива.
intent-play-bombed = Самодельная бомба убивает: { $bodies }; жертва — { $victim } (тайно).
intent-play-refused = В этом раунде убийства нет. Второй отказ — поражение.
intent-play-refused-twice = Убийца отказался второй раз и проигрывает.
intent-play-surveilled = Слежка за жителем «{ $civilian }»: { $answer } — уже на столе.
intent-play-answered = Житель «{ $civilian }» ответил: { $answer } — уже на столе.
intent-play-comforted = Житель «{ $civilian }» утешен.
intent-play-agent-chosen = { $civilian } — агент под прикрытием.
intent-play-pick-first = Сначала выберите жителя, затем квартал.
# An action as the history says it, ended as a sentence.
intent-play-done = { $action }.
intent-play-intimidating = Запугиваем: { $civilians } — выберите ещё { $count } { $count ->
        [one] жителя
        [few] жителей
        [many] жителей
       *[other] жителя
    }.
intent-play-intimidated = Запуганы: { $civilians }. Теперь убийство.
intent-play-initial-response = Оцепление
intent-play-accusation = Обвинение
intent-play-pick-detective = Выберите жителя для Слежки, допроса или утешения; щёлкните квартал с → (или нажмите стрелку), чтобы переместить Детектива.
intent-play-pick-city = Выберите жителя, затем квартал с → (или клавишу-стрелку), куда он переходит; Esc снимает выбор.
intent-play-pick = Выберите жителя в городе.
intent-play-intimidate = Запугать жителя «{ $civilian }» (I)
intent-play-intimidate-owed = Запугайте { $count } { $count ->
        [one] жителя
        [few] жителей
        [many] жителей
       *[other] жителя
    } не из квартала Детектива: выберите одного, затем «Запугать».
intent-play-refuse = Отказаться от убийства (второй отказ — поражение)
intent-play-refuse-again = Отказаться снова — это ПОРАЖЕНИЕ
intent-play-benefactor = Мёртв по прибытии: щёлкните квартал для места преступления Мецената.
intent-play-may-murder = ✓ Жителя «{ $civilian }» можно убить.
intent-play-murder = Убить жителя «{ $civilian }» (M)
intent-play-not-legal = ✗ Недопустимая жертва: { $breach }.
intent-play-legal-count = Допустимые жертвы отмечены в городе знаком ✓ (сейчас { $count }).
intent-play-bomb-also = Самодельная бомба — убить также:
intent-play-bomb = Взорвать Самодельную бомбу
intent-play-clear-scene = Выберите на месте преступления: { $civilians }, затем квартал с → (или нажмите стрелку).
# The civilians left on a crime scene, one by one ("Nurse, the Judge").
intent-play-and-the = { $first }, { $rest }
intent-play-end-investigation = Завершить расследование → фаза города (E)
intent-play-surveil = Слежка за жителем «{ $civilian }» (S)
intent-play-comfort = Утешить жителя «{ $civilian }» (C)
intent-play-agent = Тайна Детектива: агент ФБР (Убийца, отвернитесь)
intent-play-question = Вопрос: «Убийца …?»
intent-play-your-token = Ваш жетон: { $group }. Выберите жителя этой группы, затем квартал с →, куда он переходит (каждого по разу); затем «Мои ходы сделаны».
intent-play-token-group = группа «{ $group }»
intent-play-token-unknown = вытянутая группа
intent-play-last-round = Это был последний раунд: Детектив называет Убийцу и мотив.
intent-play-next-round = Начать раунд { $round } (N)
intent-play-accuse-early = Или, если оба игрока согласны, Детектив обвиняет сейчас:

## Picking by typing.

intent-pick-placeholder-civilian = / и имя
intent-pick-placeholder-question = Q и примета: высокий, пожилой…
intent-pick-placeholder-motive = V и мотив
intent-pick-none-civilian = В городе нет жителя «{ $typed }».
intent-pick-none-question = Нет вопроса про «{ $typed }».
intent-pick-none-motive = В игре нет мотива «{ $typed }».
intent-pick-picks = выбирает: { $civilian }
intent-pick-asks = спрашивает: { $question }
intent-pick-names = называет мотив «{ $motive }»
# `$stop`: yes when the sentence needs its full stop (a question already has its mark).
intent-pick-enter = Enter: { $taken }{ $stop ->
        [yes] .
       *[no] {""}
    }
intent-pick-enter-also = Enter: { $taken } (↑↓ также { $others }{ $more ->
        [yes] , …
       *[no] {""}
    }).

## The side panes.

intent-pane-answers = Ответы
intent-pane-exposure = Раскрытие
intent-pane-secrets = Тайны
intent-pane-cards = Карты
intent-pane-history = История
intent-side-no-victims = Жертв пока нет.
intent-side-victims = Жертвы:
intent-side-could-believe = Во что ещё может верить Детектив
intent-side-suspects-left = Осталось кандидатов: { $count } — { $names }
intent-side-motives-left = Осталось мотивов: { $count } — { $names }
intent-side-you-are = Вы — { $card }
intent-side-motive = Мотив: { $motive }
intent-side-poi = Подозреваемый: { $civilian }
intent-side-supporters = Сторонники: { $group }
intent-side-hide = Скрыть мои тайны

## The end and the audit.

intent-end-choose = Выберите жителя и мотив, которые называет Детектив.
intent-end-accused = Детектив обвинил жителя «{ $civilian }», мотив «{ $motive }»: { $result }.
intent-end-record-accusation = Записать обвинение (A)
intent-end-detective-wins = Победа Детектива: Убийца и мотив названы.
intent-end-murderer-wins = Победа Убийцы: обвинение ошибочно.
intent-end-murderer-loses = Убийца дважды отказался убивать и проигрывает.
intent-end-over = Игра окончена.
intent-audit-murderer = Убийца: { $card }
intent-audit-victim = Жертва { $number }: { $victim }, квартал { $block } — { $verdict }
intent-audit-legal = допустимо
intent-audit-illegal = НЕДОПУСТИМО: { $breach }
intent-audit-no-secrets = тайны так и не были заданы
# `$answer`: yes or no; `$honest`: yes or no.
intent-audit-surveillance = Раунд { $round }: Слежка за жителем «{ $civilian }» — { $answer ->
        [yes] да
       *[no] нет
    } ({ $honest ->
        [yes] честно
       *[no] НЕЧЕСТНО
    })
# `$note`: true, allowed (a lie the rules allow) or forbidden.
intent-audit-answer = Раунд { $round }: житель «{ $civilian }» — { $question } { $answer ->
        [yes] да
       *[no] нет
    } ({ $note ->
        [true] правда
        [allowed] ложь, разрешена
       *[forbidden] ложь, НЕ РАЗРЕШЕНА
    })
intent-audit-why = Почему Alibi выбрал то, что выбрал:
intent-audit-clean = Проверка: всё было по правилам.
intent-audit-broken = Проверка: что-то нарушило правила (отмечено заглавными).

## Alibi playing a side.

intent-alibi-seats = Alibi ({ $level }) играет за { $side } · вы — за { $person }
intent-alibi-refused-ask = Alibi отвечает за жителей: спрашивайте кнопкой «Спросить»
intent-alibi-refused-detective-asks = вопросы задаёт только Детектив (Alibi)
intent-alibi-refused-secret = тайные карты Убийцы хранит Alibi
intent-alibi-refused-own = Alibi играет за { $side }: этот ход делает он сам
intent-alibi-setup-refused = Подготовка Alibi отклонена: { $refusal }
intent-alibi-move-refused = Ход Alibi отклонён: { $refusal }
intent-alibi-stopped = Alibi неожиданно перестал думать; попробуйте отмену.
intent-alibi-undo = { $label } и ходы Alibi после этого
# `$phase`: murderer, detective or city.
intent-alibi-turn = { $phase ->
        [murderer] Фазу Убийцы
        [detective] Фазу Детектива
       *[city] Эту часть фазы города
    } играет Alibi: выполняйте на поле каждое объявление и нажимайте «Готово».
intent-alibi-answers = Житель «{ $civilian }» отвечает. Правдивый ответ: { $answer }.
intent-alibi-done-moving = Мои ходы сделаны: ход Детектива (D)

## The recap's story.

intent-recap-victims = Жертвы
intent-recap-suspects = Осталось кандидатов
intent-recap-motives = Осталось мотивов
intent-recap-detective-wins = Победа Детектива: обвинение верное.
intent-recap-murderer-wins = Победа Убийцы: обвинение ошибочно.
intent-recap-murderer-loses = Убийца проиграл, дважды отказавшись убивать.
intent-recap-bomb = Самодельная бомба: { $bodies } { $bodies ->
        [one] тело
        [few] тела
        [many] тел
       *[other] тела
    }
intent-recap-accused = { $told }: { $result }
intent-recap-murderer = Убийца — житель «{ $murderer }», мотив: { $motive }.
intent-recap-no-motive = нет мотива
intent-recap-poi = Подозреваемый — житель «{ $poi }».
intent-recap-supporters = Сторонники — группа «{ $group }».

# Against Alibi's Murderer, which agrees to an early accusation (a person's game asks both players).
intent-play-accuse-early-alibi = Или Детектив обвиняет сейчас, до последнего убийства (Alibi согласен):
## The investigation on the console: the Surveillance token, the Fire Station, the house rule.

intent-play-watch = Только положить жетон Слежки на карту «{ $civilian }» (W)
intent-play-use-token = Использовать жетон Слежки на карте «{ $civilian }»: бесплатно (S)
intent-play-watched = Жетон Слежки теперь лежит на карте «{ $civilian }» (Полицейский участок).
intent-play-token-where = Жетон Слежки лежит на карте «{ $civilian }».
intent-play-fire-station = Пожарная часть: вытянуть жетон социальной группы
intent-play-fire-station-pick = Пожарная часть: вытянутый жетон
intent-play-fire-station-group = Социальная группа
intent-play-fire-drawn = Пожарная часть: жетон «{ $group }». Выберите жителя из этой группы, затем соседний квартал (каждый перемещается один раз).
intent-play-stack-empty = Стопка жетонов социальных групп пуста: тянуть нечего.
intent-setup-table-counts = Стол сам считает ход расследования (домашнее правило)
intent-setup-table-counts-why = Без галочки Alibi судит Детектива: два очка движения, два разных действия там, где позволяют здания, жетон Слежки кладёт Полицейский участок. С галочкой стол считает это сам.
