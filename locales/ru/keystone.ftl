# Keystone Crimewave: the caper's bookkeeping (rules, console and table screen).

## Game terms
keystone-intent-focus = Фокус
keystone-intent-assist = Помощь
keystone-intent-prepare = Подготовка
keystone-hassle-eliminated = Помеха устранена
keystone-hassle-none = Без помехи
keystone-hassle-continues = Помеха остаётся
keystone-hassle-continues-new = Помеха остаётся, новая начинается
keystone-hassle-gets-hassled = Получает помеху
keystone-table-row = { $goal ->
    [achieved] Цель достигнута
   *[missed] Цель не достигнута
}, { $hassle }{ $caper ->
    [0] {""}
   *[other] , +{ $caper } к делу
}{ $enforcement ->
    [0] {""}
   *[other] , +{ $enforcement } к закону
}
keystone-ending-clean-getaway = Чистый отход (концовка по домашнему правилу)
keystone-ending-caught = Дело сделано, но жуликов поймали или они потеряли добычу (концовка по домашнему правилу)
keystone-ending-busted = Попались: закон успел первым (концовка по домашнему правилу)

## What the rules refuse
keystone-refusal-die = На кубике от 1 до 6, а не { $face }.
keystone-refusal-complexity = Сложность должна быть кратна числу жуликов ({ $crooks }): { $steps }, …
keystone-warning-long = сложность { $complexity }, скорее всего, сделает дело невыносимо долгим
keystone-refusal-set-up-twice = Жулики уже подготовлены.
keystone-refusal-players = Для Keystone Crimewave нужно 3 игрока или больше.
keystone-refusal-trigger-tokens = Триггер при результате с помехой даёт 2 или 4 жетона Помехи.
keystone-refusal-unnamed = У каждого жулика должно быть имя.
keystone-refusal-same-name = Двух жуликов зовут { $name }.
keystone-refusal-caper-once = Дело выбирают только один раз, после подготовки.
keystone-refusal-roll-off-winner = Победителем жеребьёвки должен быть один из игроков.
keystone-refusal-caper-first = Выберите дело и его сложность до планирования этапов.
keystone-refusal-task-crook = Задача должна достаться одному из жуликов.
keystone-refusal-share = У жулика { $crook } уже { $share } { $share ->
    [one] задача
    [few] задачи
    [many] задач
   *[other] задачи
}: этапы делятся между жуликами поровну.
keystone-refusal-no-rolls = Броски идут после составления Генерального плана и до конца дела.
keystone-refusal-no-such-crook = Такого жулика нет.
keystone-refusal-rolled = Жулик { $crook } уже сделал ход в этом раунде.
keystone-refusal-not-focus = Жулик { $crook } не на задаче Фокуса этого раунда: выберите Помощь или Подготовку.
keystone-refusal-is-focus = { $crook } — жулик Фокуса и должен решать задачу Фокуса.
keystone-refusal-no-trait = У жулика { $crook } нет такой Черты.
keystone-refusal-locked = Черта «{ $trait_name }» заблокирована, пока не снят её триггер помехи.
keystone-refusal-trigger-inactive = Сработать может только активный триггер помехи.
keystone-refusal-tokens = Положите ровно { $traits } { $traits ->
    [one] жетон
    [few] жетона
    [many] жетонов
   *[other] жетона
} Черты на белые и { $hassles } { $hassles ->
    [one] жетон
    [few] жетона
    [many] жетонов
   *[other] жетона
} Помехи на чёрные.

## What a roll did
keystone-effect-hassle-next-turn = +{ $tokens } { $tokens ->
    [one] жетон
    [few] жетона
    [many] жетонов
   *[other] жетона
} Помехи на следующий ход: { $crook }
keystone-effect-hassle-next-focus = +1 жетон Помехи на следующий ход Фокуса: { $crook }
keystone-effect-trait-next-focus = +1 жетон Черты на следующий ход Фокуса: { $crook }
keystone-effect-trait-handed = +1 жетон Черты передан на этот раунд: { $crook }
keystone-effect-assist-lost = Жетон Черты от Помощи потерян: ход Фокуса окончен
keystone-effect-phase-done = Этап выполнен: { $task }

## House rules
keystone-house-ends = Домашнее правило: дело заканчивается, когда выполнен последний этап или когда очки закона достигают цели.
keystone-house-endings = Домашнее правило: план выполнен и очков дела больше, чем очков закона, — чистый отход; иначе — пойманы; закон достиг цели первым — попались.
keystone-house-both = Домашнее правило: если на одном броске случилось и то и другое, { $first ->
    [plan] сначала считается план
   *[law] сначала считается закон
}.
keystone-house-trigger = Домашнее правило: триггер плюс результат таблицы с помехой дают { $tokens } { $tokens ->
    [one] жетон
    [few] жетона
    [many] жетонов
   *[other] жетона
} Помехи; любая помеха на броске Фокуса даёт 2.
keystone-house-assist = Домашнее правило: броски Помощи и Подготовки дают 1 жетон на следующий ход Фокуса, и эти жетоны Черты тратятся при использовании.

## The history and the resume list
keystone-did-setup = Жулики: { $crooks }
keystone-did-caper = Дело: { $caper }, сложность { $complexity }; первым планирует { $starter }
keystone-did-phase = Этап { $phase }: { $task } ({ $crook })
keystone-did-roll = Раунд { $round }: { $crook } ({ $intent }) — { $row }
keystone-progress-not-set-up = Не подготовлено
keystone-progress-planning = Планирование: этап { $phase } из { $phases }
keystone-progress = Раунд { $round } · этапов { $done }/{ $phases } · Дело { $cp } · Закон { $ep }/{ $target }
keystone-progress-over = { $ending } · Дело { $cp } · Закон { $ep }

## Shared by the console and the table
keystone-rolled = { $crook }: бросок ({ $intent })
keystone-no-roll-yet = Бросков ещё нет.
keystone-caper-points = Очки дела
keystone-enforcement-points = Очки закона
keystone-master-plan = Генеральный план
keystone-phase-line = { $mark ->
    [done] ГОТОВО{" "}
    [focus] ФОКУС{" "}
   *[open] {""}
}{ $phase }. { $task } ({ $crook })
keystone-table-waiting = Keystone Crimewave: вводим жуликов.
keystone-headline-planning = Генеральный план: { $caper } · этап { $phase } — Планировщик { $planner }, Комментатор { $commenter }
keystone-headline-choosing = Выбор дела
keystone-headline-focus = Раунд { $round } · Фокус: этап { $phase } «{ $task }» ({ $crook }){ $achieved ->
    [yes] {" "}— выполнено
   *[no] {""}
}
keystone-headline-round = Раунд { $round }
keystone-board-hassled = { $crook } — С ПОМЕХОЙ
keystone-board-trait = { $trait_name } (+{ $bonus }), триггер: { $trigger }
keystone-board-trait-locked = { $trait_name } (+{ $bonus }) — ЗАБЛОКИРОВАНА, активен триггер: { $trigger }
keystone-tokens-hassle-next-turn = Помехи на след. ход: { $count }
keystone-tokens-hassle-next-focus = Помехи на след. Фокус: { $count }
keystone-tokens-trait-next-focus = Черта на след. Фокус: { $count }
keystone-tokens-trait-from-assist = Черта от Помощи в раунде: { $count }
keystone-board-tokens = Жетоны: { $tokens }
keystone-kept-white-higher = белый выше: в зачёт белый
keystone-kept-black-higher = чёрный выше: в зачёт чёрный
keystone-kept-tie = ничья: в зачёт чёрный
keystone-pair = Пара { $rank }
keystone-die-white = Белый
keystone-die-black = Чёрный
keystone-die-rolled = выпало { $rolled } +{ $tokens }
keystone-die-kept = В ЗАЧЁТ

## The console: a roll
keystone-odds-working = Считаем шансы…
keystone-odds-too-many = Шансы показываются, если жетонов не больше 6.
keystone-odds = Шансы при предложенной раскладке: цель достигнута { $achieved } % (3 белых { $three } %, 2 белых { $two } %, 1 белый { $one } %), не достигнута { $missed } %.
keystone-points = Очки дела { $cp } · Очки закона { $ep } из { $target }
keystone-last-roll = Последний бросок: { $crook } ({ $intent }) — { $row }
keystone-crooks = Жулики
keystone-master-plan-of = Генеральный план: { $caper }
keystone-no-crook = Некому бросать.
keystone-is-focus-crook = { $crook } — жулик Фокуса: этот бросок решает задачу Фокуса.
keystone-assist = Помощь (жетон Черты жулику Фокуса)
keystone-prepare = Подготовка (жетоны на свой следующий Фокус)
keystone-trait = { $trait_name } (+{ $bonus } { $bonus ->
    [one] жетон
    [few] жетона
    [many] жетонов
   *[other] жетона
} Черты)
keystone-trait-locked = { $trait_name } (+{ $bonus } { $bonus ->
    [one] жетон
    [few] жетона
    [many] жетонов
   *[other] жетона
} Черты) — заблокирована: её триггер активен
keystone-trigger-shows = На кубиках без жетонов выпал триггер Черты «{ $trait_name }»: { $trigger }
keystone-white-dice = Белые кубики
keystone-black-dice = Чёрные кубики
keystone-dice-example = напр. { $dice }
keystone-roll-dice = Бросить кубики
keystone-who-rolls = Кто бросает?
keystone-record-roll = Записать бросок
keystone-due = На этот бросок: { $traits } { $traits ->
    [one] жетон
    [few] жетона
    [many] жетонов
   *[other] жетона
} Черты на белые, { $hassles } { $hassles ->
    [one] жетон
    [few] жетона
    [many] жетонов
   *[other] жетона
} Помехи на чёрные.
keystone-on-face = на { $face }
keystone-placed-suggested = Жетоны разложены, как предлагает расчёт (жетоны Черты — чтобы в зачёт пошло больше белых кубиков, жетоны Помехи — чтобы меньше):
keystone-placed-by-hand = Жетоны разложены вручную:
keystone-trait-tokens = Жетоны Черты (белые)
keystone-hassle-tokens = Жетоны Помехи (чёрные)
keystone-suggested-placement = Предложенная раскладка
keystone-row-trigger-fired = { $row }; сработал триггер: помеха
keystone-type-dice = Введите три белых и три чёрных кубика, от 1 до 6 каждый (напр. 632), или бросьте их здесь.

## The console: what was just done
keystone-next-caper = Жулики на месте: выберите дело и того, кто планирует первым.
keystone-next-phase-1 = Дело выбрано: Планировщик пишет этап 1.
keystone-next-phase = Записано: переходим к следующему этапу.
keystone-next-round-1 = Генеральный план готов: начинается раунд 1.
keystone-recorded = Записано.
keystone-with-note = { $next } Внимание: { $note }.
keystone-roll-ended = { $row }; { $ending }

## The console: setting up and planning
keystone-new-caper = Новое дело Keystone Crimewave
keystone-setup-help = Три жулика или больше, в порядке мест, у каждого Черты из его листа. Черта без названия не учитывается.
keystone-crook-placeholder = Жулик { $seat } (по порядку мест)
keystone-trait-placeholder = Черта (напр. Краснобай)
keystone-bonus = бонус
keystone-trigger-placeholder = Триггер помехи (напр. любая 1 на чёрном)
keystone-add-trait = Добавить Черту
keystone-remove-trait = Убрать Черту
keystone-add-crook = Добавить жулика
keystone-remove-crook = Убрать последнего жулика
keystone-house-rules = Домашние правила (первая версия правил это не решает)
keystone-trigger-gives = Триггер плюс результат таблицы с помехой дают
keystone-hassle-token-count = { $count } { $count ->
    [one] жетон
    [few] жетона
    [many] жетонов
   *[other] жетона
} Помехи
keystone-both-on-one-roll = План выполнен и цель закона достигнута одним броском:
keystone-plan-first = сначала считается план
keystone-law-first = сначала считается закон
keystone-start = Начать дело
keystone-the-caper = Дело
keystone-caper-placeholder = Какое дело? (напр. ограбление банка)
keystone-complexity = Сложность (этапы; кратно числу жуликов: { $crooks }; больше 20 — долго)
keystone-choose = выбрать
keystone-who-won-roll-off = Кто выиграл жеребьёвку? Он планирует этап 1.
keystone-roll-off = Провести жеребьёвку здесь
keystone-roll-again = Перебросить: { $crooks }
keystone-roll-off-winner = Жеребьёвка: { $rolls }. { $crook } планирует этап 1.
keystone-roll-off-tie = Жеребьёвка: { $rolls }. Ничья: { $crooks } перебрасывают.
keystone-choose-caper = Выбрать дело
keystone-planned-phase = { $phase }. { $task } — { $crook } (деталь: { $element })
keystone-planning-title = Генеральный план: { $caper } — этап { $phase } из { $phases }
keystone-planning-roles = Планировщик: { $planner }. Комментатор: { $commenter }. У каждого жулика { $tasks } { $tasks ->
    [one] задача
    [few] задачи
    [many] задач
   *[other] задачи
}. Цель закона: { $target }.
keystone-task-placeholder = Ключевая задача (Планировщик)
keystone-whose-task = Чья это задача?
keystone-element-placeholder = Деталь: предмет, подробность, персонаж, прошлое событие (Комментатор)
keystone-add-phase = Добавить этап { $phase }
keystone-planned-so-far = Уже спланировано
