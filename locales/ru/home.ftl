# The home screen: the games, the saved ones, the first run's hints and the settings.

## The games, as the home screen offers them (the titles are the names on the boxes).

game-crimewave = Crimewave: California
game-crimewave-blurb = Три серийных Убийцы против Следователей по всей Калифорнии
game-crimewave-plays = Тайные логова, облавы, суды, шкалы; или Alibi играет за Убийц
game-intent-to-kill = Городской убийца
game-intent-to-kill-blurb = Один скрытый Убийца среди жителей, один Детектив
game-intent-to-kill-role = Тайные Убийца и мотив, честные ответы; или игра в одиночку
game-murdero = Murdero
game-murdero-blurb = Дела и алиби в духе рамми, раздачи до 100 очков
game-murdero-role = Подсчёт очков
game-crime-story = Crime Story
game-crime-story-blurb = Преступление по фразе от каждого; среди вас прячется убийца
game-crime-story-role = Таймер фраз и подсчёт очков
game-keystone = Keystone Crimewave
game-keystone-blurb = Дело, рассказанное вместе; исход решают кубики
game-keystone-role = Расчёт кубиков

## The home screen.

# Each game's mark on the home screen: the initials of its name, two letters.
home-badge-crimewave = CW
home-badge-intent-to-kill = ГУ
home-badge-murdero = Mu
home-badge-crime-story = CS
home-badge-keystone = KC

home-tagline = Судья рядом с полем: тайны хранятся, ответы честны.
# What Alibi does for a game, under its blurb ($role: game-…-role).
home-game-role = Alibi: { $role }
home-new-game = Новая игра
home-name-placeholder = Название партии (напр. Пятница у Сэма)
# The name a new game gets when none was typed ($game: its title).
home-default-name = Партия «{ $game }»
home-table-tools = Инструменты стола
home-trace-board = Оцифровать поле
home-trace-board-hint = Своё поле Crimewave — по его фотографии
home-continue = Продолжить
# The game left open, one click away ($name: the name the players gave it).
home-continue-game = Продолжить: { $name }
home-recent-games = Недавние партии
home-refresh = Обновить
# A saved game's game and where it stands ($game: its title; $state: home-in-progress or how it ended).
home-game-state = { $game } · { $state }
# $progress: the round as the saved game says it.
home-in-progress = Идёт · { $progress }
home-cant-open = Не открывается: { $error }
# When a game was last played ($date: the date; $ago: home-ago-…).
home-played = Сыграна { $date }
home-played-ago = Сыграна { $date } ({ $ago })
# … and by whom ($played: home-played…; $players: the players' names).
home-played-by = { $played } · { $players }
home-ago-now = только что
home-ago-minutes = { $count ->
    [one] { $count } минуту назад
    [few] { $count } минуты назад
    [many] { $count } минут назад
   *[other] { $count } минуты назад
}
home-ago-hours = { $count ->
    [one] { $count } час назад
    [few] { $count } часа назад
    [many] { $count } часов назад
   *[other] { $count } часа назад
}
home-ago-yesterday = вчера
home-ago-days = { $count ->
    [one] { $count } день назад
    [few] { $count } дня назад
    [many] { $count } дней назад
   *[other] { $count } дня назад
}

## The first run's hints.

home-first-no-games = Партий пока нет. Каждая партия сохраняется после каждого действия и появляется здесь.
home-first-time = Впервые здесь?
home-first-console = Это окно — консоль: личная, для Убийцы. Весь стол смотрит на второй экран.
# $shortcut: Ctrl+T.
home-first-table-window = { $shortcut }: откройте окно стола и перетащите его на второй монитор или телевизор.
# $shortcut: Ctrl+M.
home-first-table-mode = { $shortcut }: режим стола — вид стола на этом экране (и обратно), он же быстрая шторка от чужих глаз.
home-first-start = Назовите партию слева и выберите игру, чтобы начать.

## The settings.

settings-title = Настройки
settings-dark = Тёмные цвета
# The UI scale ($percent: 100 to 200).
settings-size = Размер { $percent } %
settings-keep-awake = Не выключать экран, пока открыта партия
# The phones' address ("Show on phones") is kept for the evening: pages follow every game.
settings-phones-address = У телефонов один адрес на весь вечер: однажды открытая страница следит за каждой партией. Новый адрес отключает все страницы, открытые со старым.
settings-new-phone-address = Новый адрес для телефонов
settings-data-folder = Папка данных: { $path }
settings-files-sealed = Файлы игр запечатаны вашим PIN-кодом: без него их не прочитать.
settings-files-clear = Файлы игр может прочитать любой, кто их откроет (задайте PIN-код, чтобы запечатать их).
settings-pin-locks = Блокируйте консоль клавишами Ctrl+L или кнопкой «Блокировка»; окно стола остаётся. Alibi запускается заблокированным, а PIN-код открывает запечатанные игры.
settings-pin-offer = Задайте PIN-код, чтобы блокировать консоль клавишами Ctrl+L, когда отходите от ноутбука, и запечатывать файлы игр.
settings-new-pin = Новый PIN: от 4 до 8 цифр
settings-current-pin = Текущий PIN
settings-set-pin = Задать PIN
settings-change-pin = Сменить PIN
settings-remove-pin = Удалить PIN
settings-pin-needed = Сначала введите текущий PIN-код: без него не сменить и не удалить.
settings-pin-wrong = Это не текущий PIN-код.
settings-pin-digits = PIN-код — от 4 до 8 цифр.
settings-pin-not-salted = Не удалось добавить соль к PIN-коду: { $error }
settings-pin-not-hashed = Не удалось вычислить хеш PIN-кода: { $error }
