# Intent to Kill: what the rules say (refusals, the table's sentences, the audit, the recap)
# and the console's and the table screen's words. The game's terms are in intent-terms.ftl.
#
# Refusals are also written to transcripts in English, where tests expect them word for word:
# keep the English as it is (even "civilian(s)"); other languages use their own plural forms.
# Russian: a civilian's occupation stays in the nominative; where the sentence needs another
# case it reads «житель «…»» (жителя «…», жителю «…»), or the name follows a colon.

## Lists.

intent-list-and = { $first } и { $rest }
intent-list-comma = { $first }, { $rest }
intent-list-or = { $first } или { $rest }

## Why a civilian can't be murdered now: a motive's rule or a base condition.

intent-breach-sentence = { $victim }: убить нельзя — { $breach }
intent-breach-gone = этого жителя нет в городе
intent-breach-murderer = это сам Убийца
intent-breach-with-detective = житель в квартале Детектива
intent-breach-curfew = его квартал под защитой Комендантского часа
intent-breach-other-sex = Маньяк после первой жертвы убивает только { $sex ->
        [male] мужчин
       *[female] женщин
    }
intent-breach-intimidated = Садист никогда не убивает запуганного жителя
intent-breach-central = Головорез никогда не убивает в центральном квартале ({ $block })
intent-breach-near-detective = Мститель никогда не убивает в кварталах вокруг Детектива ({ $block })
intent-breach-not-alone = Киллер убивает только жителя, который один в своём квартале ({ $block }: { $count } { $count ->
        [one] житель
        [few] жителя
        [many] жителей
       *[other] жителя
    })
intent-breach-group-struck = Террорист никогда не убивает дважды в одной социальной группе (в группе «{ $group }» уже есть жертва)
intent-breach-poi-group-first = первая жертва Сектанта не может быть из группы Подозреваемого ({ $group })
intent-breach-last-group = Сектант никогда не убивает в социальной группе последней жертвы ({ $group })
intent-breach-poi-last = Сектант должен оставить последнее убийство для Подозреваемого
intent-breach-poi-group-next = следующей жертвой Сектанта должен стать Подозреваемый, поэтому эта жертва не может быть из его группы ({ $group })
intent-breach-next-to-scene = Грабитель никогда не убивает рядом с последним местом преступления ({ $block })
intent-breach-builds-missing = Каннибалу ещё нужны жертвы с телосложением: { $builds }, а останется всего { $left } { $left ->
        [one] убийство
        [few] убийства
        [many] убийств
       *[other] убийства
    }
intent-breach-no-three-of-a-group = Радикалу нужны три жертвы из одной социальной группы, а после этой жертвы это станет невозможно
intent-breach-third-age = у жертв Психопата может быть не больше двух возрастов
intent-breach-no-building = Шпион убивает только в квартале со зданием (в квартале { $block } зданий нет)

## Phases, outcomes and answers, as sentences speak of them.

intent-phase-setup = подготовки
intent-phase-murderer = Убийцы
intent-phase-detective = Детектива
intent-phase-city = города
intent-phase-over = окончания
intent-outcome-detective-wins = победа Детектива
intent-outcome-murderer-wins = победа Убийцы
intent-outcome-murderer-loses = поражение Убийцы
intent-outcome-none = окончена
intent-ended-detective-wins = Победа Детектива
intent-ended-murderer-wins = Победа Убийцы
intent-ended-murderer-loses = Поражение Убийцы (второй отказ)
intent-progress-setup = Подготовка
intent-progress-over = Конец · { $victims } { $victims ->
        [one] жертва
        [few] жертвы
        [many] жертв
       *[other] жертвы
    } · { $outcome }
intent-progress-round = Раунд { $round } · фаза { $phase } · { $victims } { $victims ->
        [one] жертва
        [few] жертвы
        [many] жертв
       *[other] жертвы
    }
intent-answer-yes = Да
intent-answer-no = Нет

## The Intuition cards' effects ("Curfew on 12 Stadium").

intent-effect-curfew = Комендантский час: { $block }
intent-effect-stubborn-witnesses = Упрямые свидетели: { $block }
intent-effect-union-strike = Забастовка профсоюза: { $group }

## What was being tried when a refusal says it belongs to another phase ("moving civilians").

intent-doing-intimidation = запугивание
intent-doing-murder = убийство
intent-doing-benefactor-scene = место преступления Мецената
intent-doing-refusing = отказ от убийства
intent-doing-initial-response = Оцепление
intent-doing-detective-move = ход Детектива
intent-doing-surveillance = Слежка
intent-doing-questioning = допрос
intent-doing-comforting = утешение
intent-doing-remove-building = снятие здания
intent-doing-agent = выбор агента ФБР
intent-doing-end-investigation = конец расследования
intent-doing-move-civilians = перемещение жителей
intent-doing-next-round = начало следующего раунда
intent-doing-token = вытягивание жетона социальной группы
intent-doing-accusation = обвинение

## Refusals: why the rules refuse an action. The words in parentheses at the end of some
## ("(displace)", "(accuse)", "scene BLOCK") are transcript commands: keep them as they are.

intent-refusal-wrong-phase = сейчас фаза { $now }: { $what } — в фазе { $wanted }
intent-refusal-setup-ended = сейчас фаза { $now }: подготовка закончилась с началом игры
intent-refusal-still-setup = игра ещё в подготовке: сначала завершите её командой start
intent-refusal-game-over = игра окончена ({ $outcome })
intent-refusal-initial-response-first = сначала Оцепление: уберите всех жителей с места преступления в квартале { $block } (displace)
intent-refusal-building-first = Доля секунды: сначала город покидает здание (remove-building)
intent-refusal-no-such-block = квартала { $number } нет
intent-refusal-not-in-city = жителя «{ $civilian }» нет в городе
intent-refusal-intimidated-silent = житель «{ $civilian }» запуган и молчит
intent-refusal-answered-already = житель «{ $civilian }» уже ответил на вопрос в этой фазе
intent-refusal-stubborn-witnesses = Упрямые свидетели: в квартале { $block } никто не говорит
intent-refusal-union-strike = Забастовка профсоюза: группа «{ $group }» молчит
intent-refusal-intuition-card = «{ $card }» — карта режима «Интуиция»
intent-refusal-bomb-intuition = Самодельная бомба — карта режима «Интуиция»
intent-refusal-intimidated-already-this-round = Убийца уже запугивал в этом раунде
intent-refusal-named-twice = житель «{ $civilian }» назван дважды
intent-refusal-with-detective = житель «{ $civilian }» в квартале Детектива
intent-refusal-intimidated-already = житель «{ $civilian }» уже запуган
# English keeps "civilian(s)": transcripts hold these words.
intent-refusal-intimidate-count = в этом раунде Убийца запугивает { $count } { $count ->
        [one] жителя
        [few] жителей
        [many] жителей
       *[other] жителя
    }, а не { $named }
intent-refusal-intimidate-first = сначала Убийца запугивает двух жителей
intent-refusal-benefactor-first = в сценарии «Мёртв по прибытии» первое место преступления — Мецената: поставьте его командой scene BLOCK
intent-refusal-bomb-own-block = Убийца не может заложить Самодельную бомбу в квартале, где находится сам
intent-refusal-bomb-elsewhere = житель «{ $civilian }» не в квартале { $block }, где взрывается бомба
intent-refusal-scene-without-murder = без убийства ставится только первое место преступления в сценарии «Мёртв по прибытии»
intent-refusal-scene-empty = на новом месте преступления не осталось ни одного жителя
intent-refusal-not-on-scene = житель «{ $civilian }» не на месте преступления в квартале { $block }
intent-refusal-displace-where = житель «{ $civilian }» может перейти в квартал { $numbers }, а не { $block }
intent-refusal-not-next-to-detective = квартал { $block } не соседний с кварталом Детектива
intent-refusal-steps-spent = Детектив уже потратил оба очка движения в этой фазе
intent-refusal-must-tell-truth = житель «{ $civilian }» должен говорить правду: лгать могут только Убийца, Подозреваемый и Сторонники
intent-refusal-not-intimidated = житель «{ $civilian }» не запуган
intent-refusal-buildings-stay = здания покидают город только в сценарии «Доля секунды»
intent-refusal-building-removed-already = в этой фазе здание уже покинуло город
intent-refusal-no-building = в квартале { $block } нет здания
intent-refusal-no-agent-here = агент под прикрытием есть только в сценарии «Улица без названия»
intent-refusal-agent-once = Детектив выбирает агента один раз, в свою первую фазу
intent-refusal-agent-first = Улица без названия: Детектив выбирает агента ФБР под прикрытием в свою первую фазу (agent NAME)
intent-refusal-not-next-to-civilian = квартал { $block } не соседний с кварталом жителя «{ $civilian }»
intent-refusal-enter-scene = жители никогда не заходят на место преступления ({ $block })
intent-refusal-block-full = в квартале { $block } уже три жителя
intent-refusal-last-round = это был последний раунд: Детектив называет Убийцу и мотив (accuse)
intent-refusal-effects-intuition = эффекты карт бывают только в режиме «Интуиция»
intent-refusal-effect-state = { $effect } { $on ->
        [already] уже действует
       *[not] не действует
    }
intent-refusal-token-murderer-phase = сейчас фаза Убийцы: жетоны социальных групп тянут в фазах Детектива и города
intent-refusal-token-hidden = жетона «{ $group }» нет в стопке: он лежит лицом вниз перед Убийцей
intent-refusal-poi-unset = Подозреваемый не задан
intent-refusal-motive-not-in-play = мотива «{ $motive }» нет в игре
intent-refusal-confess-true-motive = «{ $motive }» — мотив Убийцы: Полное признание называет мотив, которого у него нет
intent-refusal-motive-twice = каждый мотив может быть в игре только один раз
intent-refusal-offer-different = три предложенных жетона социальных групп должны быть трёх разных групп
intent-refusal-offer-without-supporters = уже выбранных Сторонников ({ $chosen }) нет среди групп: { $groups }
intent-refusal-supporters-not-offered = Сторонников выбирают из трёх вытянутых жетонов социальных групп: { $groups }
intent-refusal-placed-already = житель «{ $civilian }» уже размещён
intent-refusal-block-count = расстановка «{ $layout }» ставит в квартал { $block } { $count } { $count ->
        [one] жителя
        [few] жителей
        [many] жителей
       *[other] жителя
    }, а не { $have }
intent-refusal-benefactor-placed = в сценарии «Мёртв по прибытии» Меценат — жертва 1, в городе его не размещают
intent-refusal-murderer-unset = житель-Убийца не задан
intent-refusal-murderer-outside = Убийца ({ $civilian }) должен быть одним из 20 жителей в городе
intent-refusal-poi-outside = Подозреваемый ({ $civilian }) должен быть одним из 20 жителей в городе
intent-refusal-poi-is-murderer = Подозреваемый — другой житель, не Убийца
intent-refusal-motive-count = режим { $mode ->
        [logic] «Логика»
       *[other] «Интуиция»
    } играется с { $count } { $count ->
        [one] мотивом
        [few] мотивами
        [many] мотивами
       *[other] мотива
    }, а не { $have }
intent-refusal-motive-unset = мотив не задан
intent-refusal-motive-outside = мотив ({ $motive }) должен быть одним из мотивов в игре
intent-refusal-supporters-unset = Сторонники не выбраны
intent-refusal-detective-unset = у фишки Детектива нет стартового квартала
intent-refusal-deal-panic = «Паника на улицах» раздаёт по 5 жителей из групп Иммигранты, Медицина, Изгои и Рабочие
intent-refusal-deal-street = «Улица без названия» раздаёт 6 жителей из группы Преступники и по 2 из каждой из семи других групп

## What the table should do next.

intent-expected-setup = Подготовка: выберите режим, расстановку и мотивы, разместите 20 жителей, задайте тайны и квартал Детектива, затем начните
intent-expected-intimidate = Убийца запугивает { $count } { $count ->
        [one] жителя
        [few] жителей
        [many] жителей
       *[other] жителя
    }
intent-expected-benefactor-scene = Убийца ставит место преступления Мецената в любой квартал
intent-expected-murder = Убийца выбирает жертву или отказывается убивать
intent-expected-initial-response = Оцепление: Детектив уводит жителей с места преступления в квартале { $block }
intent-expected-remove-building = Доля секунды: Детектив убирает здание
intent-expected-agent = Детектив тайно выбирает агента ФБР под прикрытием, затем расследует
intent-expected-investigate = Детектив расследует (ход, слежка, допрос, утешение), затем завершает фазу
intent-expected-accuse = Детектив называет Убийцу и мотив
intent-expected-city = Жители перемещаются; затем начинается следующий раунд
intent-expected-over = Игра окончена: { $outcome }

## The history: each action in words, without a secret.

intent-did-mode-logic = Режим «Логика»
intent-did-mode-intuition = Режим «Интуиция»
intent-did-layout = Расстановка: { $layout }
intent-did-place = { $civilians } — в квартал { $block }
intent-did-murderer = Убийца тянет своего жителя (тайно)
intent-did-poi = Убийца тянет Подозреваемого (тайно)
intent-did-motives = Мотивы в игре: { $motives }
intent-did-motive = Убийца тянет мотив (тайно)
intent-did-offer = Alibi тянет три жетона социальных групп для Сторонников (тайно)
intent-did-supporters = Убийца выбирает Сторонников (тайно)
intent-did-detective-start = Детектив начинает в квартале { $block }
intent-did-detective-move = Детектив идёт в квартал { $block }
intent-did-start = Игра начинается
intent-did-intimidate = Убийца запугивает: { $civilians }
intent-did-murder = Убийство: { $victim }, квартал { $block } (жертва { $number })
intent-did-bomb = Самодельная бомба в квартале { $block }: { $civilians }
intent-did-scene = Место преступления Мецената — в квартале { $block }
intent-did-refuse = Убийца отказывается убивать
intent-did-displace = { $civilian } уходит с места преступления в квартал { $block }
intent-did-surveil = Слежка: { $civilian }
intent-did-question = Вопрос жителю «{ $civilian }»: { $question }
intent-did-comfort = Детектив утешает жителя «{ $civilian }»
intent-did-remove-building = Здание покидает квартал { $block }
intent-did-agent = Детектив выбирает агента ФБР под прикрытием (тайно)
intent-did-city = Фаза города
intent-did-move = { $civilian } переходит в квартал { $block }
intent-did-round = Раунд { $round }
intent-did-effect-begins = { $effect } — начало
intent-did-effect-ends = { $effect } — конец
intent-did-accuse = Детектив обвиняет: { $civilian }, мотив «{ $motive }»
intent-did-token = Вытянут жетон «{ $group }»
intent-did-profile = Криминальный профиль: Убийца называет группу Подозреваемого
intent-did-confess = Полное признание: мотив Убийцы — не «{ $motive }»

## The table's log of answers.

intent-log-surveillance = Слежка: мог бы Убийца убить жителя «{ $civilian }» прямо сейчас? { $answer }.
intent-log-answer = Житель «{ $civilian }» на вопрос «{ $question }» ответил: { $answer }.
intent-log-murder = Убийство { $number }: { $civilians }, квартал { $block }

## The facts that narrowed the deduction most (the Murderer's advice).

intent-cut-murder = убийство: { $bodies }
intent-cut-body = { $civilian }
intent-cut-surveillance = Слежка за жителем «{ $civilian }» в раунде { $round }: { $answer ->
        [yes] да
       *[no] нет
    }
intent-cut-answer = житель «{ $civilian }» сказал в раунде { $round }, что Убийца { $answer ->
        [yes] {""}
       *[no] {"не "}
    }{ $characteristic }

## Alibi's announcements when it plays a side: a headline, then what the people do with the
## cards. `$side` is who acts: murderer or detective.

intent-announce-owner = { $civilian }
intent-announce-nobody = никто
intent-announce-cards = { $count ->
        [0] ни одной карты
        [one] карту: { $owners }
        [few] карты: { $owners }
        [many] карты: { $owners }
       *[other] карты: { $owners }
    }
intent-announce-step-intimidate = Переверните серой стороной вверх { $cards }.
intent-announce-murder = Убийство: { $victim }, квартал { $block }
intent-announce-step-victim-slot = Положите карту «{ $victim }» в ячейку жертвы { $number }.
intent-announce-step-scene-card = Положите карту места преступления { $number } на квартал { $block }.
intent-announce-step-detective-marker = Передвиньте фишку Детектива в квартал { $block }.
intent-announce-benefactor-scene = Место преступления Мецената — в квартале { $block }
intent-announce-refuse = Убийца в этом раунде отказывается убивать
intent-announce-step-refuse = В этом раунде нет места преступления: игра длится шесть раундов.
intent-announce-displace = { $civilian } уходит с места преступления
intent-announce-step-move = Переместите карту «{ $civilian }» в квартал { $block }.
intent-announce-detective = Детектив идёт в квартал { $block }
intent-announce-surveil = Слежка за жителем «{ $civilian }»: мог бы Убийца убить его прямо сейчас? { $answer }
intent-announce-step-surveil = Детектив пользуется Полицейским участком: жетон Слежки кладётся на карту «{ $civilian }» и возвращается.
intent-announce-question = Житель «{ $civilian }» на вопрос «{ $question }» отвечает: { $answer }
intent-announce-step-comfort = Переверните карту «{ $civilian }» цветной стороной вверх.
intent-announce-step-remove-building = Уберите фишку здания из квартала { $block }.
intent-announce-city = Детектив завершает расследование: фаза города
intent-announce-token = { $side ->
        [murderer] Убийца
       *[detective] Детектив
    } тянет жетон «{ $group }»
intent-announce-step-token = { $side ->
        [murderer] Убийца
       *[detective] Детектив
    } может переместить каждого жителя группы «{ $group }» на один квартал.
intent-announce-step-token-boxed = Из группы «{ $group }» никого не осталось: { $side ->
        [murderer] Убийца
       *[detective] Детектив
    } может переместить одну группу на выбор; жетон уходит в коробку.
intent-announce-move = { $side ->
        [murderer] Убийца
       *[detective] Детектив
    } перемещает жителя «{ $civilian }»
intent-announce-round = Начинается раунд { $round }
intent-announce-step-round = Ход Убийцы.
intent-announce-step-accuse = Итог: { $result }.
intent-announce-murderer-done = Убийца закончил перемещать жителей
intent-announce-step-murderer-done = Ход Детектива: вытяните жетон и переместите эту группу.

## Why Alibi, playing the Murderer, did what it did (shown at the end of the game).

intent-why-line = { $round ->
        [0] Подготовка
       *[other] Раунд { $round }
    }: { $why }
intent-why-random = { $action } — наугад (лёгкий уровень)
intent-why-percent = { $percent } %
intent-why-supporters = оставил Сторонниками группу «{ $group }»: из трёх вытянутых в ней больше всего жителей, а значит, больше всего свидетелей, которые могут за неё лгать
intent-why-intimidate = запугал жителей: { $civilians } — это правдивые свидетели ближе всего к месту следующего задуманного убийства
intent-why-intimidate-owed = запугал жителей: { $civilians } — запугать нужно двоих, а правдивых свидетелей не осталось
intent-why-intimidate-mixed = запугал жителей: { $truthful } (правдивые свидетели ближе всего к месту следующего задуманного убийства) и { $owed }, потому что запугать нужно двоих
intent-why-murder = убил жителя «{ $victim }»: после выводов стола у настоящей пары Убийца и мотив остался шанс { $chance }{ $other }
intent-why-murder-other = ; жертва «{ $civilian }» оставила бы { $chance }
intent-why-murder-nobody-else = ; больше никто не подходил
intent-why-refuse = отказался убивать: под мотив никто не подходил
intent-why-question = житель «{ $civilian }» { $lied ->
        [yes] солгал
       *[no] сказал правду
    } на вопрос «{ $question }» (правда оставила бы настоящей паре { $truth }, ложь — { $lie })
intent-why-move = переместил жителя «{ $civilian }» в квартал { $block }: в следующем раунде под мотив { $count ->
        [one] подойдёт { $count } житель
        [few] подойдут { $count } жителя
        [many] подойдут { $count } жителей
       *[other] подойдут { $count } жителя
    } вместо { $before }

## The table screen.

intent-game-name = Городской убийца
intent-table-setup-dealt = Подготовка: разложите жителей, которых раздал Alibi.
intent-table-setup = Подготовка: Детектив раскладывает жителей; Убийца смотрит тайные карты.
intent-table-over-detective-wins = Игра окончена: победа Детектива
intent-table-over-murderer-wins = Игра окончена: победа Убийцы
intent-table-over-murderer-loses = Игра окончена: Убийца дважды отказался убивать и проигрывает
intent-table-round = Раунд { $round } · фаза { $phase ->
        [murderer] Убийцы
        [detective] Детектива
       *[city] города
    }
intent-table-yes = ДА
intent-table-no = НЕТ
intent-table-no-answer = Ответов ещё нет.
intent-table-victim = { $number }. { $name } — { $traits }
intent-table-log-line = Р{ $round }: { $words }
intent-table-victims = Жертвы: { $count } из { $limit }{ $refusals ->
        [0] {""}
       *[other] {" · "}отказы: { $refusals } (второй — поражение)
    }
intent-table-log-heading = Все ответы, сначала новые
intent-table-motives = Мотивы в игре: { $motives }
intent-table-stubborn = {" · "}Упрямые свидетели: { $blocks }
intent-table-strike = {" · "}Забастовка профсоюза: { $groups }

## The city, on the table screen and the console.

intent-city-legend = ★ Детектив · ✗ место преступления (по порядку) · ⚠ запуган
intent-city-tag-detective = ★ ДЕТЕКТИВ
intent-city-tag-scene = ✗ МЕСТО { $number }
intent-city-tag-curfew = КОМЕНД. ЧАС
intent-city-chip-intimidated = ⚠ { $name } · запуган
intent-city-chip-looks = { $sex } { $age } · { $build } · { $height ->
        [short] низк.
        [medium] средн.
       *[tall] выс.
    }

## The Murderer's advice on the console.

intent-advice-switch = Совет: упорядочить возможные жертвы по тому, что убийство оставит Детективу
intent-advice-why = Почему они подозревают то, что подозревают?
intent-advice-no-cut = Ни один открытый факт сам по себе не сужает круг кандидатов или мотивов.
intent-advice-cut = • { $fact }: без него было бы ещё { $suspects } { $suspects ->
        [one] кандидат
        [few] кандидата
        [many] кандидатов
       *[other] кандидата
    } и { $motives } { $motives ->
        [one] мотив
        [few] мотива
        [many] мотивов
       *[other] мотива
    }
intent-advice-nobody = Сейчас никого нельзя убить.
intent-advice-lead = { $safest ->
        [yes] Безопаснее всего убить
       *[no] Убить
    } жителя «{ $victim }»: останется кандидатов — { $suspects }, мотивов — { $motives } (сейчас { $suspects_now } и { $motives_now })
intent-advice-other = ; жертва «{ $victim }» оставит { $suspects } и { $motives }
intent-advice-line = { $lead }{ $other }. По порядку (кандидаты/мотивы): { $ranked }

## The console.

intent-console-building-leaves = Здание покидает квартал { $block }.
intent-console-legend = ★ Детектив · ✗ место преступления (по порядку) · ⚠ запуган · метки: пол возраст · сложение Х/С/П · рост · группа
intent-console-legend-private = ★ Детектив · ✗ место преступления (по порядку) · ⚠ запуган · метки: пол возраст · сложение Х/С/П · рост · группа · ✓ можно убить · ● выбран для запугивания
intent-console-next = Далее: { $expected }
intent-console-no-questioning = Допрос невозможен: { $reason }.
intent-side-on-the-table = На столе: { $words }
intent-side-victim = { $number }. { $name } ({ $traits })

## Alibi playing a side, on the console.

intent-alibi-asks = Детектив спрашивает жителя «{ $civilian }»: { $question }
intent-alibi-asks-step = Убийца отвечает за жителя на консоли.
intent-alibi-ask = Спросить жителя «{ $civilian }»: { $question } (T)
intent-console-remove-building = Убрать: { $building } ({ $number })

## The Intuition cards pane.

intent-cards-in-play = Действует: { $effect }.
intent-cards-choose = Выберите карту и то, что она называет.
intent-cards-ended = Закончилось: { $effect }.
intent-cards-end = Завершить: { $effect }
intent-cards-heading = Карты, эффекты которых проверяют правила
intent-cards-play = Сыграть карту
intent-cards-others = Прочие карты играются на столе; Самодельная бомба предлагается вместе с убийством.

## Setting up.

intent-setup-unknown-civilian = { $block }: нет жителя по имени { $names }.
intent-setup-building = { $building } в квартале { $number }

## What the rules change on the board on their own after an action, as instructions.

intent-change-flip-back = Переверните карту «{ $civilian }» обратно цветной стороной вверх.
intent-change-detective = Передвиньте фишку Детектива в квартал { $block }.
## The investigation, refereed: what the Detective has left, the actions by name, and why a
## step is refused. Building selectors ($building, $kind): police-station, diner, hospital,
## fire-station.

intent-kind-questioning = допрос в квартале { $block }
intent-kind-police-station = Полицейский участок
intent-kind-diner = Закусочная
intent-kind-hospital = Больница
intent-kind-fire-station = Пожарная часть
intent-left = Осталось: { $points }, { $actions }
intent-left-points = { $count ->
    [0] ноль очков движения
    [one] { $count } очко движения
    [few] { $count } очка движения
    [many] { $count } очков движения
   *[other] { $count } очков движения
}
intent-left-actions = { $count ->
    [0] ноль действий
    [one] { $count } действие
    [few] { $count } действия
    [many] { $count } действий
   *[other] { $count } действий
}
intent-left-used = { $left } (использовано: { $used })
intent-left-used-open = { $left } (использовано: { $used }; допрос в квартале { $block } можно продолжать)
intent-left-uncounted = Домашнее правило: стол сам считает очки движения и действия
intent-left-cards = Интуиция: карты Детектива добавляют движение и действия, поэтому стол считает их сам
intent-token-on = лежит на карте «{ $civilian }»
intent-token-held = у Детектива
intent-doing-watch = установка жетона Слежки
intent-doing-investigation = расследование
intent-refusal-surveil-place = жетон Слежки { $token }: положить его на карту «{ $civilian }» можно только действием Полицейского участка, а { $reason }
intent-refusal-question-too-far = житель «{ $civilian }» ни в квартале Детектива, ни рядом с ним
intent-refusal-question-needs-diner = житель «{ $civilian }» не в квартале Детектива, а жителя соседнего квартала допрашивает только действие Закусочной: в квартале { $block } её нет
intent-refusal-no-such-building = { $building ->
    [police-station] в квартале { $block } нет Полицейского участка
    [diner] в квартале { $block } нет Закусочной
    [hospital] в квартале { $block } нет Больницы
   *[fire-station] в квартале { $block } нет Пожарной части
}
intent-refusal-out-of-reach = житель «{ $civilian }» ни в квартале { $building ->
    [police-station] Полицейского участка
    [diner] Закусочной
    [hospital] Больницы
   *[fire-station] Пожарной части
}, ни рядом с ним
intent-refusal-questioning-over = допрос закончился, когда фишка Детектива покинула квартал { $block }
intent-refusal-action-used = действие { $kind ->
    [police-station] Полицейского участка
    [diner] Закусочной
    [hospital] Больницы
   *[fire-station] Пожарной части
} в этой фазе уже использовано
intent-refusal-both-actions-used = оба действия использованы: { $first } и { $second }
intent-refusal-actions-used = оба действия этой фазы использованы
intent-refusal-move-needs-fire-station = в фазе Детектива жители перемещаются только действием Пожарной части, сразу после её жетона
intent-refusal-moved-already = житель «{ $civilian }» уже перемещался с этим жетоном
intent-refusal-move-group = с этим жетоном перемещается только группа «{ $group }»
intent-refusal-move-chosen-group = из группы этого жетона никого не осталось, поэтому перемещается одна группа на выбор: «{ $group }», выбранная с первым перемещённым жителем
intent-refusal-token-both-drawn = оба жетона этой фазы города уже вытянуты
intent-refusal-token-offered = жетон «{ $group }» при подготовке вернулся в коробку: его нет в стопке
intent-refusal-token-boxed = жетон «{ $group }» лежит в коробке: когда его вытянули, в городе не осталось никого из его группы
intent-refusal-token-out = жетон «{ $group }» уже вытянут в этой фазе города: он остаётся вне стопки до конца фазы
intent-refusal-token-seventh = в стопке шесть жетонов, и из неё уже вышли шесть других групп: жетон «{ $group }» не может быть среди них
intent-did-rule-referee = { $on ->
    [yes] Домашнее правило: Alibi судит расследование
   *[no] Домашнее правило: стол сам считает ход расследования
}
intent-did-watch = Жетон Слежки кладётся на карту «{ $civilian }» (Полицейский участок)
intent-did-watch-surveil = Слежка за жителем «{ $civilian }», жетон положен Полицейским участком
intent-did-fire-station = Пожарная часть: вытянут жетон «{ $group }»

intent-announce-step-watch = Детектив пользуется Полицейским участком: жетон Слежки кладётся на карту «{ $civilian }» и остаётся там.
intent-announce-step-use-token = Жетон Слежки снимается с карты «{ $civilian }» и возвращается к Детективу.
