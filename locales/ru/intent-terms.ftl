# Intent to Kill's game terms: the names on the cards, the board and the memo card. Other
# messages take them as arguments (`Civilian::msg`, `Motive::msg`, `block_msg`, …), so a term
# reads the same on every screen. English follows the rulebook and the printed cards.
# Russian: the edition is «Городской убийца» (Hobby World); the terms follow it where known
# (Убийца, Детектив, жители, мотивы, социальные группы), the rest is our own wording.

## The 54 civilians, by their occupation as printed.
intent-civilian-bartender = Бармен
intent-civilian-fence = Скупщик
intent-civilian-informant = Информатор
intent-civilian-bouncer = Вышибала
intent-civilian-gangster = Гангстер
intent-civilian-mafia-don = Дон мафии
intent-civilian-bus-driver = Водитель автобуса
intent-civilian-waitress = Официантка
intent-civilian-riveter = Клепальщица
intent-civilian-librarian = Библиотекарь
intent-civilian-ice-cream-man = Мороженщик
intent-civilian-fireman = Пожарный
intent-civilian-musician = Музыкант
intent-civilian-nun = Монахиня
intent-civilian-psychic = Медиум
intent-civilian-professor = Профессор
intent-civilian-navy-sailor = Моряк ВМФ
intent-civilian-cabin-crew = Стюардесса
intent-civilian-congressman = Конгрессмен
intent-civilian-secret-agent = Секретный агент
intent-civilian-mayor = Мэр
intent-civilian-secretary = Секретарь
intent-civilian-ambassador = Посол
intent-civilian-lobbyist = Лоббист
intent-civilian-pharmacist = Фармацевт
intent-civilian-veterinarian = Ветеринар
intent-civilian-nurse = Медсестра
intent-civilian-surgeon = Хирург
intent-civilian-orderly = Санитар
intent-civilian-coroner = Коронер
intent-civilian-judge = Судья
intent-civilian-patrolman = Патрульный
intent-civilian-state-attorney = Прокурор штата
intent-civilian-deputy = Помощник шерифа
intent-civilian-lawyer = Адвокат
intent-civilian-dispatcher = Диспетчер
intent-civilian-beggar = Нищий
intent-civilian-veteran = Ветеран
intent-civilian-greaser = Стиляга
intent-civilian-war-widow = Вдова солдата
intent-civilian-cat-lady = Кошатница
intent-civilian-showgirl = Танцовщица
intent-civilian-ballplayer = Бейсболист
intent-civilian-benefactor = Меценат
intent-civilian-restaurateur = Ресторатор
intent-civilian-actress = Актриса
intent-civilian-psychiatrist = Психиатр
intent-civilian-artist = Художник
intent-civilian-newscaster = Диктор
intent-civilian-paperboy = Газетчик
intent-civilian-photographer = Фотограф
intent-civilian-reporter = Репортёр
intent-civilian-mailwoman = Почтальонша
intent-civilian-editor = Редактор

## The nine social groups.

intent-group-authority = Правопорядок
intent-group-criminals = Преступники
intent-group-government = Правительство
intent-group-immigrants = Иммигранты
intent-group-jet-set = Богема
intent-group-labor = Рабочие
intent-group-medicine = Медицина
intent-group-outcasts = Изгои
intent-group-press = Пресса

## The twelve motives.

intent-motive-maniac = Маньяк
intent-motive-sadist = Садист
intent-motive-cutthroat = Головорез
intent-motive-vigilante = Мститель
intent-motive-killer = Киллер
intent-motive-terrorist = Террорист
intent-motive-cultist = Сектант
intent-motive-robber = Грабитель
intent-motive-cannibal = Каннибал
intent-motive-radical = Радикал
intent-motive-psychopath = Психопат
intent-motive-spy = Шпион

## The memo card's characteristics: the word on a question's button (what the question field
## matches), then the whole question.

intent-trait-male = мужчина
intent-trait-female = женщина
intent-trait-young = молодой
intent-trait-middle-aged = средних лет
intent-trait-senior = пожилой
intent-trait-thin = худой
intent-trait-medium-build = среднего сложения
intent-trait-heavy = полный
intent-trait-tall = высокий
intent-trait-medium-height = среднего роста
intent-trait-short = низкий

intent-question-male = Убийца — мужчина?
intent-question-female = Убийца — женщина?
intent-question-young = Убийца молодой?
intent-question-middle-aged = Убийца средних лет?
intent-question-senior = Убийца пожилой?
intent-question-thin = Убийца худой?
intent-question-medium-build = Убийца среднего сложения?
intent-question-heavy = Убийца полный?
intent-question-tall = Убийца высокий?
intent-question-medium-height = Убийца среднего роста?
intent-question-short = Убийца низкий?

## A card's printed traits in short ("Outcasts, F, 60, M, medium"): the sex's letter, the
## age, the build's size letter (S, M, L) and the height in a word.

intent-card-traits = { $group }, { $sex }, { $age }, { $build }, { $height }
intent-sex-letter-male = М
intent-sex-letter-female = Ж
intent-build-letter-thin = Х
intent-build-letter-medium = С
intent-build-letter-heavy = П
intent-height-word-short = низкий
intent-height-word-medium = средний
intent-height-word-tall = высокий

## A build in words, as a motive's rule speaks of it.

intent-build-word-thin = худое
intent-build-word-medium = среднее
intent-build-word-heavy = полное

## The sixteen blocks of the city, by number, as the board labels them ("5 Downtown").

intent-block = { $number } { $name }
intent-block-unknown = квартал { $number }
intent-block-name-0 = Роки-Хилл
intent-block-name-1 = Порт
intent-block-name-2 = Маленькая Италия
intent-block-name-3 = Голден-Бич
intent-block-name-4 = Вест-Сайд
intent-block-name-5 = Даунтаун
intent-block-name-6 = Президентская площадь
intent-block-name-7 = Ист-Сайд
intent-block-name-8 = Чайнатаун
intent-block-name-9 = Центральный парк
intent-block-name-10 = Санта-Крус
intent-block-name-11 = Речной вокзал
intent-block-name-12 = Стадион
intent-block-name-13 = Ричмонд
intent-block-name-14 = Университет
intent-block-name-15 = Старый город

## The four kinds of building, and their short tags on the city's blocks.

intent-building-police-station = Полицейский участок
intent-building-diner = Закусочная
intent-building-hospital = Больница
intent-building-fire-station = Пожарная часть
intent-building-tag-police-station = Полиция
intent-building-tag-diner = Закусочная
intent-building-tag-hospital = Больница
intent-building-tag-fire-station = Пож. часть

## The beginner layout and the scenarios (named after films noirs).

intent-layout-base = Начальная расстановка
intent-layout-t-men = Агенты казначейства
intent-layout-on-dangerous-ground = На опасной земле
intent-layout-touch-of-evil = Печать зла
intent-layout-doa = Мёртв по прибытии
intent-layout-panic-in-the-streets = Паника на улицах
intent-layout-street-with-no-name = Улица без названия
intent-layout-stranger-on-the-third-floor = Незнакомец на третьем этаже
intent-layout-split-second = Доля секунды

## The Intuition cards.

intent-card-homemade-bomb = Самодельная бомба
intent-card-criminal-profiling = Криминальный профиль
intent-card-full-confession = Полное признание
intent-card-curfew = Комендантский час
intent-card-stubborn-witnesses = Упрямые свидетели
intent-card-union-strike = Забастовка профсоюза
