# "Show on phones": the console's panel, and the words of the phones' page itself.

## The console's panel ($url: the page's address).

phones-no-qr-code = Не удалось нарисовать адрес в виде QR-кода.
# $error: the system's reason.
phones-could-not-share = Alibi не смог открыть доступ к столу в этой сети ({ $error }).
# During a game, one line ($count: the pages following).
phones-compact = На телефонах: { $url } · { $count ->
    [one] следит { $count } страница
    [few] следят { $count } страницы
    [many] следят { $count } страниц
   *[other] следят { $count } страницы
}
phones-showing = Стол показывается на телефонах
phones-scan = Отсканируйте код или откройте этот адрес на телефоне в той же сети Wi-Fi:
phones-following = { $count ->
    [0] Пока ни один телефон не следит. Показывается только экран стола, никаких тайн.
    [one] Следит { $count } страница.
    [few] Следят { $count } страницы.
    [many] Следят { $count } страниц.
   *[other] Следят { $count } страницы.
}
phones-show-code = Показать код
# Beside phones-unreachable during a game: opens the panel that says why and what to do.
phones-why = Почему?
phones-hide = Скрыть
phones-stop = Не показывать на телефонах
phones-unreachable = Ни один телефон не может связаться с этим компьютером: адрес Wi-Fi или локальной сети не найден
# $ip: the machine's one address, a public one.
phones-public-only = Его единственный сетевой адрес, { $ip }, не в частной сети, а Alibi показывает стол только в локальной сети.
phones-no-network = Он не подключён ни к одной сети.
phones-join = Подключитесь к той же сети Wi-Fi, что и телефоны (или подключите сетевой кабель), затем остановите показ и включите его снова.
phones-local-only = До тех пор страницу может открыть только браузер на этом компьютере: { $url }

## What the server answers a phone that can't have the page.

phones-out-of-date = Этот адрес устарел: ноутбук выдал телефонам новый. Отсканируйте код на ноутбуке ещё раз.
phones-read-only = Страница стола только для чтения.
phones-not-found = Не найдено
phones-too-many = За игрой следит слишком много страниц.

## The phones' page. A { $name } here is a slot the page fills with what the game shows.

page-connecting = подключение…
page-live = в эфире
page-reconnecting = переподключение…
page-out-of-date = устарело: отсканируйте код снова
# The browser tab's title ($game: the game's name).
page-the-table = { $game } — стол
page-no-game = На ноутбуке пока не открыта ни одна партия.
# Crimewave: California.
page-latest-answer = Последний ответ
page-no-raid-yet = Облав не было
page-meters = Шкалы
page-public-panic = Паника
page-victim-counter = Счётчик жертв
# Followed by the Investigators who owe the next raid.
page-demands-raid = Общество требует следующей облавы от:
# Two Investigators, either of whom owes the next raid.
page-either = { $first } или { $second }
page-on-trial = Под судом: { $killer }
page-killers = Убийцы
page-killer-red = Красный Ужас
page-killer-green = Зелёный Душегуб
page-killer-blue = Синий Мясник
# A Killer's public line ($method: the method or ?; $status: at large, on trial…).
page-killer-line = { $method } · { $status } · Страх { $spook }/3 · дело { $case }
page-board = Поле
page-board-key = ◆ место преступления (в цвете, когда раскрыто) · ■ Соседский дозор · пунктирное кольцо: сюда может встать дозор
page-board-label = Поле с открытыми отметками
page-raids-per-investigator = Облавы каждого Следователя
page-answers = Ответы, сначала новые
# Intent to Kill.
page-round-phase = Раунд { $round } · фаза { $phase }
page-detective-wins = Победа Детектива
page-murderer-wins = Победа Убийцы
page-murderer-loses = Убийца дважды отказался убивать и проигрывает
page-the-city = Город
page-curfew = (комендантский час)
page-victims-of = Жертвы ({ $count } из { $limit })
page-surveillance-answers = Ответы Слежки, сначала новые
page-questioning-answers = Ответы на допросах, сначала новые
page-round-answer = Раунд { $round }: { $words }
page-motives-in-play = Мотивы в игре
# Murdero.
page-won-by = Победа: { $winner }
page-scores-to = Счёт — играем до { $target }
page-side = Сторона
page-total = Итого
page-hands = Раздачи ({ $count })
# A hand: its number and each side's total.
page-hand = Раздача { $number }: { $totals }
page-no-hand-yet = Раздач ещё нет
page-house-rules = Домашние правила
# Keystone Crimewave.
page-caper-points = Очки дела
page-enforcement = Закон
page-caper = Дело:
page-crooks = Жулики
page-hassled = с помехой
page-last-roll = Последний бросок
page-a-crook = Жулик
# Crime Story.
page-times-up = ВРЕМЯ!
page-author = Автор: { $name }
page-players = Игроки
page-player = Игрок
# The cards in a player's hand.
page-hand-cards = На руке
page-captured = Взято
page-certificates = Справки
page-story-so-far = История до сих пор
page-no-sentence-yet = Фраз ещё нет
page-watch-out = Осторожно
