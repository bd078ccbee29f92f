# Around the games: the windows, the toolbar, the banners, the lock, the recap, undo and the
# history, the sealed setup, the table screen's own words, saved-game and settings problems,
# and sound.

## The windows and the toolbar ($shortcut: the keys, e.g. Ctrl+T).

# The app's name, as the title of the home screen, the lock and the table screen.
app-name = Alibi
app-console-title = Alibi — консоль
app-table-title = Alibi — стол
app-open-table-window = Открыть окно стола ({ $shortcut })
app-close-table-window = Закрыть окно стола ({ $shortcut })
app-table-mode = Режим стола ({ $shortcut })
app-table-mode-back = { $shortcut } — назад к консоли
app-show-on-phones = На телефоны
app-recap = Итоги ({ $shortcut })
app-lock = Блокировка ({ $shortcut })
app-dismiss = Закрыть

## Banners.

app-resealing-wait = Минуту: сохранённые игры запечатываются новым PIN-кодом.
app-recap-needs-game = Итоги рассказывают историю партии Crimewave или «Городского убийцы»: сначала откройте партию.
app-lock-needs-pin = Чтобы блокировать консоль, задайте PIN-код в настройках на главном экране.
# $problem: why the settings could not be saved (settings-…).
app-pin-unchanged = { $problem }. PIN-код не изменён.
app-resealing = Сохранённые игры запечатываются новым PIN-кодом…
app-reseal-stopped = Запечатывание сохранённых игр неожиданно прервалось: некоторые могут остаться запечатаны старым PIN-кодом.
app-pin-saved = { $count ->
    [one] PIN-код сохранён. Им запечатан { $count } файл игры.
    [few] PIN-код сохранён. Им запечатаны { $count } файла игр.
    [many] PIN-код сохранён. Им запечатано { $count } файлов игр.
   *[other] PIN-код сохранён. Им запечатано { $count } файла игр.
}
app-pin-removed = { $count ->
    [one] PIN-код удалён. { $count } файл игры записан открыто: его может прочитать любой, кто откроет.
    [few] PIN-код удалён. { $count } файла игр записаны открыто: их может прочитать любой, кто откроет.
    [many] PIN-код удалён. { $count } файлов игр записано открыто: их может прочитать любой, кто откроет.
   *[other] PIN-код удалён. { $count } файла игр записано открыто: их может прочитать любой, кто откроет.
}
# After app-pin-saved or app-pin-removed ($report), the files that could not be changed follow.
app-reseal-left = { $report } Остались как были:
# Two sentences one after the other.
app-then = { $first } { $second }
# $path: the file; $game: the name of the game in the file.
app-unknown-game = { $path } — партия игры «{ $game }», которую эта версия Alibi не знает.
# Why the display can't be kept awake (the system's own words follow in small type).
app-awake-no-session = Alibi не может удерживать экран включённым: на этом компьютере нет сеанса рабочего стола, у которого можно это попросить. Если экран погаснет во время партии, отключите его засыпание в настройках системы.
app-awake-refused = Alibi не может удерживать экран включённым: система отказала. Если экран погаснет во время партии, отключите его засыпание в настройках системы.
# $why: app-awake-no-session or app-awake-refused.
app-awake-failed-once = { $why } Эта причина сохранена в настройках на главном экране; повторно о ней не сообщается.
# What the system's power settings show while a game is open.
app-awake-reason = Идёт судейство настольной игры

## The lock.

lock-locked = Консоль заблокирована. Введите PIN-код, чтобы продолжить: он же открывает запечатанные игры.
lock-pin = PIN
lock-unlock = Открыть
lock-wrong = Это не тот PIN-код.
lock-wrong-wait = { $seconds ->
    [one] Это не тот PIN-код. Подождите { $seconds } секунду до следующей попытки.
    [few] Это не тот PIN-код. Подождите { $seconds } секунды до следующей попытки.
    [many] Это не тот PIN-код. Подождите { $seconds } секунд до следующей попытки.
   *[other] Это не тот PIN-код. Подождите { $seconds } секунды до следующей попытки.
}
lock-next-try = { $seconds ->
    [one] Следующая попытка через { $seconds } секунду.
    [few] Следующая попытка через { $seconds } секунды.
    [many] Следующая попытка через { $seconds } секунд.
   *[other] Следующая попытка через { $seconds } секунды.
}

## The recap.

recap-story-of = История партии: { $name }
recap-goes-on = Партия продолжается: её тайны откроются здесь, когда она закончится.
recap-key-moments = Ключевые моменты
recap-none-yet = Пока нет.
recap-show-secrets = Показать тайны
recap-secrets = Тайны
recap-back = Назад к игре
recap-export = Экспорт в PNG
recap-saving = Сохраняем картинку…
recap-saved-as = Сохранено как { $path }
recap-not-saved = Не удалось сохранить картинку: { $problem }
recap-export-stopped = экспорт неожиданно прервался
# $path: the picture's file; $error: the system's reason.
recap-not-written = { $path } ({ $error })
recap-refereed = Судья — Alibi
# Why a picture could not be drawn.
picture-no-renderer = не удалось создать отрисовщик
picture-wrong-size = отрисовщик выдал неверное число пикселей
picture-not-encoded = не удалось закодировать в PNG ({ $error })
recap-why-alibi-chose = Почему Alibi выбрал то, что выбрал:
# A key moment: its mark, its round (recap-before-play or recap-round) and what happened.
recap-moment = { $mark } · { $round }: { $what }
recap-before-play = до раунда 1
recap-round = раунд { $round }
# The timeline's axis.
recap-axis-round = Раунд
recap-axis-start = начало
# The chart's key: a moment's mark and its kind.
recap-mark-key = { $mark } { $kind }
# The letters that mark the moments on the chart, and their kinds.
recap-mark-hit = А
recap-mark-trial = С
recap-mark-relocation = П
recap-mark-escape = Б
recap-mark-murder = У
recap-kind-hit = арест
recap-kind-trial = суд
recap-kind-relocation = переезд
recap-kind-escape = бегство
recap-kind-murder = убийство

## Undo, redo and the history ($label: the action, as the game says it).

history-title = История
history-undo = Отменить: { $label } (Ctrl+Z)
history-redo = Повторить: { $label } (Ctrl+Shift+Z)
history-nothing-to-undo = Нечего отменять
history-nothing-to-redo = Нечего повторять
history-undone = Отменено: { $label }
history-redone = Повторено: { $label }
history-went-back = { $count ->
    [one] Отменено { $count } действие; «Повторить» вернёт его
    [few] Отменено { $count } действия; «Повторить» вернёт их
    [many] Отменено { $count } действий; «Повторить» вернёт их
   *[other] Отменено { $count } действия; «Повторить» вернёт их
}
# An entry of the history: its number and the action.
history-entry = { $number }. { $label }
history-now = сейчас
history-back-to-here = вернуться сюда
history-back-to-start = В начало
history-saving = сохраняем…
history-home = Домой (сохранено)
# $error: why the save failed (file-…).
history-not-saved = { $error } Игра остаётся открытой; Alibi сохранит её снова после следующего действия.

## The sealed setup.

seal-none = Запечатанная расстановка: в этой игре звеньев не создано.
seal-holds = Запечатанная расстановка: каждое звено совпадает с сыгранной партией.
seal-broken = Запечатанная расстановка: ЦЕПОЧКА НЕ СОВПАДАЕТ С ПАРТИЕЙ (см. ниже).
# $number: the link's place in the chain; $summary: seal-summary.
seal-link = Звено { $number }, { $summary }
seal-fingerprint = {"    "}Отпечаток: { $fingerprint }
seal-check-by-hand = {"    "}Проверка вручную: { $command }
# $at: how many actions were left; $line: seal-corrected.
seal-after-undo = После отмены до действия { $at }: { $line }
# A link in one line ($when: seal-after…; $short: its short fingerprint; $secrets: the
# secrets or seal-no-secrets; $salt; $verdict: seal-matches or seal-mismatch…).
seal-summary = { $when }: { $short } — { $secrets } — соль { $salt } — { $verdict }
seal-after = после действия { $after }
seal-after-label = после действия { $after } ({ $label })
seal-no-secrets = в переигранной партии здесь нет тайн
seal-matches = совпадает
seal-mismatch = НЕ СОВПАДАЕТ: пересчитано { $recomputed }, сохранено { $saved }
seal-mismatch-nothing = НЕ СОВПАДАЕТ: нечего пересчитывать
seal-unsealed = НЕ ЗАПЕЧАТАНО: тайны изменились после действия { $after }, и ни одно звено их не запечатывает
# $line: what the table had read (an answer, a murder, or seal-withdrawn-link).
seal-corrected = Исправлено: «{ $line }» отозвано
# A link of the chain that an undo took back, as $line of seal-corrected ($short: its
# short fingerprint).
seal-withdrawn-link = печать { $short }
# The strip under the table screen ($short, $now, $before: short fingerprints).
seal-strip = Запечатано: { $short }
seal-strip-resealed = Запечатано: { $now } · перезапечатано после действия { $after } (было { $before })
seal-strip-more = { $count ->
    [one] { $count } исправление всего (подробно — в разгадке)
    [few] { $count } исправления всего (подробно — в разгадке)
    [many] { $count } исправлений всего (подробно — в разгадке)
   *[other] { $count } исправления всего (подробно — в разгадке)
}

## The table screen.

table-waiting = Экран стола: ждём партию на консоли.
table-thinking = Alibi думает…

## Saved games that can't be opened or saved ($file: the file; $why: the system's reason).

file-unreadable = Не удаётся прочитать { $file }: { $why }.
file-not-a-record = { $file } — не запись игры Alibi.
file-newer = { $file } сохранён более новой версией Alibi (формат записи { $version }; эта версия читает формат { $known }). Обновите Alibi, чтобы открыть его; файл остаётся как есть.
file-other-game = { $file } — партия в { $game }, а не в эту игру.
# $what: file-damaged-….
file-damaged = { $file } повреждён: { $what }. Файл остаётся как есть.
file-sealed = { $file } запечатан PIN-кодом и открывается только с ним. Файл остаётся как есть.
file-other-pin = { $file } запечатан другим PIN-кодом: текущий PIN-код его не открывает. Файл остаётся как есть.
file-unwritable = Не удаётся сохранить { $file }: { $why }.
# What is damaged ($error: the reader's own words).
file-damaged-json = JSON обрывается или искажён ({ $error })
file-damaged-header = заголовок неполон ({ $error })
file-damaged-sealed-part = запечатанную часть не удаётся прочитать ({ $error })
file-damaged-no-record = в запечатанной части нет записи ({ $error })
file-damaged-actions = действия не удаётся прочитать ({ $error })
# An action of the record the rules refuse ($position: its place; $label: the action; $refusal: why).
file-damaged-refused = действие { $position } («{ $label }») отклонено правилами: { $refusal }
file-damaged-unknown-seal = он запечатан способом, которого эта версия Alibi не знает ({ $cipher } с { $kdf })
file-damaged-costs = параметры запечатывания вне допустимых пределов
file-damaged-costs-unusable = параметры запечатывания непригодны ({ $error })
file-damaged-salt = соль повреждена
file-damaged-check = проверка PIN-кода повреждена
file-damaged-nonce = nonce повреждён
file-damaged-base64 = запечатанная часть — не корректный base64
file-damaged-key = из PIN-кода не удалось получить ключ ({ $error })
file-damaged-changed = запечатанная часть не прошла проверку целостности (её изменили)

## The settings file ($file: the file; $error: the system's reason).

settings-unreadable = Не удаётся прочитать { $file }: { $error }. Используются значения по умолчанию.
settings-damaged = { $file } повреждён ({ $error }). Используются значения по умолчанию; при изменении настройки файл будет сохранён как { $aside }.
settings-ignored = { $count ->
    [one] { $file }: пропущена нечитаемая настройка { $names }.
    [few] { $file }: пропущены нечитаемые настройки { $names }.
    [many] { $file }: пропущены нечитаемые настройки { $names }.
   *[other] { $file }: пропущены нечитаемые настройки { $names }.
}
settings-not-kept-aside = Не удаётся отложить повреждённый { $file }: { $error }
settings-not-saved = Не удаётся сохранить настройки в { $file }: { $error }

## Sound.

sound-no-library = Нет звука: не удалось загрузить звуковую систему ({ $library }) ({ $error }); вместо этого таймер мигает в обоих окнах
sound-no-call = Нет звука: в { $library } нет { $call }; вместо этого таймер мигает

## The end-of-game reveal's guard on a private console: the PIN, or without one a word.

# The word typed to show the secrets (English "reveal" is always understood too).
lock-reveal-word = вскрыть
# $word: lock-reveal-word.
lock-reveal-type = Введите «{ $word }», чтобы показать все тайны на этом экране:
lock-reveal-pin = Введите PIN-код, чтобы показать все тайны на этом экране:
lock-reveal-show = Показать тайны
lock-reveal-hide = Скрыть тайны
lock-reveal-not-the-word = Это не то слово.

## What the rules change on the board on their own, as the table is told to do it.

rules-changes = Что правила меняют на поле
## The history once the game has ended for good (the secrets are on the table): nothing goes back.

history-end-is-final = Конец окончательный: ничего нельзя отменить
history-ended = Игра окончена: { $ended }. Отмена не вернёт конец назад.
# The system's own words follow in small type.
sound-none = Без звука: звуковую систему этого компьютера не удаётся открыть, поэтому таймер вместо этого мигает в обоих окнах.
