# The board tracer: a group traces its own Crimewave board from a photo.
tracer-board-tracer = Оцифровка поля
tracer-home = Домой
tracer-alibi-doesn-t-know-how = Alibi не знает, как связаны клетки печатного поля Crimewave. Оцифруйте своё: откройте его фото или скан, расставьте на нём пронумерованные клетки, соедините их и назовите жёлтые города. Сохранённые здесь поля предлагаются при подготовке игры Crimewave.
tracer-start-from-the-stand-in = Начать с заготовки
tracer-alibi-s-made-up-california = Выдуманная Калифорния Alibi (не печатное поле), чтобы перенести её на ваше фото.
tracer-no-boards-saved-yet = Сохранённых полей пока нет.
tracer-saved-boards = Сохранённые поля
tracer-open-photo = Открыть фото
tracer-import-board-file = Импорт файла поля
tracer-path-of-a-photo-png = Путь к фото (PNG или JPEG) или файлу поля; оставьте пустым, чтобы выбрать в диалоге
tracer-new-name = Новое имя
tracer-keep-name = Оставить имя
tracer-cancel = Отмена
tracer-delete-it-and-its-photo = Удалить поле и его фото?
tracer-delete = Удалить
tracer-keep = Оставить
tracer-trace = Оцифровать
tracer-rename = Переименовать
tracer-duplicate = Копия
tracer-export = Экспорт
tracer-name-the-board = Название поля
tracer-undo = Отменить
tracer-redo = Повторить
tracer-save = Сохранить
tracer-close = Закрыть
tracer-zoom-in = Крупнее
tracer-zoom-out = Мельче
tracer-whole-photo = Всё фото
tracer-wheel-zoom-drag-the-photo = Колесо: масштаб · тянуть фото: сдвиг · тянуть клетку: переместить её
tracer-place-and-move = Ставить и двигать
tracer-connect = Соединять
tracer-next-number = Следующий номер
tracer-click-a-location-to-change = Щёлкните клетку, чтобы сменить её номер, сделать её городом или удалить.
tracer-number = Номер
tracer-renumber = Перенумеровать
tracer-deselect-esc = Снять выбор (Esc)
tracer-no-errors-no-warnings-the = Ни ошибок, ни предупреждений: поле согласуется со всем, что говорят правила.
tracer-the-rulebook-checks-96-locations = Проверки по правилам (96 клеток, 11 городов, расстояния) — после исправления ошибок.
tracer-checks = Проверки
tracer-click-the-photo-to-place = Щёлкните фото, чтобы поставить следующую клетку.
tracer-no-photo-yet = Фото пока нет:
tracer-connect-help = Щёлкните клетку, затем другую, чтобы соединить их (ещё раз — разъединить). Щёлкайте дальше вдоль дороги; щелчок рядом с клетками начинает заново.
tracer-tools = Инструменты
tracer-photo = Фото { $width } × { $height }; другое:
tracer-photo-unsaved = Фото { $width } × { $height } (не сохранено); другое:
tracer-location = Клетка

## The board checks' findings (the tracer lists them; `alibi check-board` prints them in English).
tracer-finding-no-name = у поля нет «name»
tracer-finding-not-json = это не файл поля: это некорректный JSON ({ $error })
tracer-finding-no-object = это не файл поля: в нём нет объекта {"{"}…{"}"} с данными поля
tracer-finding-other-format = это не файл поля Alibi: его «format» — { $format }, а не «{ $wanted }»
tracer-finding-no-format = это не файл поля Alibi: в нём нет записи "format": "{ $wanted }"
tracer-finding-other-version = версия этого файла поля — { $version }; приложение читает версию { $wanted }
tracer-finding-no-version = у этого файла поля нет «version» (приложение читает версию { $wanted })
tracer-finding-bad-stand-in = «stand_in» равно { $value }; допустимо только true или false
tracer-finding-bad-image = «image» равно { $value }; это должен быть путь к картинке в кавычках
tracer-finding-no-list = у поля нет списка «{ $key }»
tracer-finding-unreadable = { $what ->
        [location] клетка
       *[connection] соединение
    } № { $number } в списке «{ $key }» ({ $entry }) не читается: { $error }
tracer-finding-no-locations = на поле нет клеток
tracer-finding-too-many = клеток на поле: { $count }; Alibi принимает поля не больше чем из { $most } клеток (на печатном — { $printed })
tracer-finding-numbered-0 = у одной клетки номер 0; клетки нумеруются с 1
tracer-finding-numbered-too-high = у клетки { $loc } слишком большой номер; номера заканчиваются на { $highest }
tracer-finding-location-twice = клетка { $loc } встречается больше одного раза
tracer-finding-outside-picture = клетка { $loc } стоит в { $axis } = { $value }, за пределами картинки (от 0 до 1)
tracer-finding-edge-to-itself = соединение { $a }–{ $b } соединяет клетку { $a } с ней самой
tracer-finding-edge-off-board = соединение { $a }–{ $b } называет клетку { $end }, которой нет на поле
tracer-finding-edge-repeated = соединение { $a }–{ $b } встречается в списке больше одного раза
tracer-finding-edge-reversed = соединение { $a }–{ $b } встречается в списке дважды (ещё и как { $b }–{ $a })
tracer-finding-cut-off = поле не связное: от клетки { $from } нет пути до { $locs }
tracer-finding-cut-off-and-more = поле не связное: от клетки { $from } нет пути до { $locs } и ещё { $more }
tracer-finding-location-count = на поле { $count ->
        [one] { $count } клетка
        [few] { $count } клетки
        [many] { $count } клеток
       *[other] { $count } клетки
    }; на печатном — { $printed }
tracer-finding-numbered-outside = номер клетки { $loc } вне 1–{ $printed }, номеров печатного поля
tracer-finding-city-count = на поле { $count ->
        [one] { $count } жёлтый город
        [few] { $count } жёлтых города
        [many] { $count } жёлтых городов
       *[other] { $count } жёлтого города
    }; на печатном — { $printed }
tracer-finding-yellow-unnamed = у жёлтой клетки { $loc } нет названия города
tracer-finding-not-a-city = жёлтая клетка { $loc } названа «{ $name }», а это не один из { $cities } городов поля
tracer-finding-named-not-yellow = клетка { $loc } названа «{ $name }», но она не жёлтая
tracer-finding-city-twice = «{ $city }» — название нескольких клеток ({ $locs })
tracer-finding-cities-missing = ни одна жёлтая клетка не названа { $cities }
tracer-finding-neighbours = у клетки { $loc } { $count ->
        [one] { $count } сосед
        [few] { $count } соседа
        [many] { $count } соседей
       *[other] { $count } соседа
    }; у клеток печатного поля их от 2 до 6
tracer-finding-red-terror = расстояние между клетками 41 и { $to }: { $apart }; в примере правил с Красным Ужасом оно равно { $expected }
tracer-finding-residences = расстояние между клетками { $a } и { $b }: { $apart }; логова из примера правил (41, 18, 3) не ближе 3 клеток друг от друга
tracer-finding-not-connected-at-all = они вовсе не соединены
tracer-finding-spaces = { $count ->
        [one] { $count } клетка
        [few] { $count } клетки
        [many] { $count } клеток
       *[other] { $count } клетки
    }
tracer-finding-not-north = на поле { $north } (клетка { $north_loc }) не к северу от { $south } (клетка { $south_loc }), хотя на карте лежит севернее
tracer-finding-not-west = на поле { $west } (клетка { $west_loc }) не к западу от { $east } (клетка { $east_loc }), хотя на карте лежит западнее

## The tracer's news and its side panels.
tracer-not-a-city = Не город
tracer-yellow-city = Жёлтый город: { $name }
tracer-picture-not-opened = Не удалось открыть картинку ({ $error }).
tracer-our-board = Наше поле Crimewave
tracer-my-board = Моё поле
tracer-stand-in-on-blank-page = Клетки заготовки стоят на пустой странице: откройте фото своего поля (ниже) и перетащите каждую клетку на её место.
tracer-renamed = Переименовано.
tracer-copied-to = Скопировано в { $file }.
tracer-deleted = Удалено.
tracer-exported-to = Экспортировано в { $path } (фото рядом).
tracer-imported-as = Импортировано как { $file }.
tracer-opened-with-photo = Открыто, с фото ({ $width } × { $height } пикселей).
tracer-photo-open = Фото открыто ({ $width } × { $height } пикселей). Щёлкните по нему, чтобы поставить клетку { $next }.
tracer-placed = Клетка { $loc } поставлена.
tracer-renumbered = Клетка { $old } теперь { $new }.
tracer-type-a-number = Введите номер клетки (1, 2, 3…).
tracer-deleted-location = Клетка { $loc } удалена вместе с соединениями.
tracer-undone = Отменено.
tracer-nothing-to-undo = Нечего отменять.
tracer-redone = Повторено.
tracer-nothing-to-redo = Нечего повторять.
tracer-unsaved-changes = В этом поле есть несохранённые изменения: сохраните его или нажмите «Закрыть» ещё раз, чтобы их отбросить.
tracer-saved-playable = Сохранено как { $file }. Оно предлагается при подготовке игры Crimewave.
tracer-saved-with-errors = Сохранено как { $file }. Играть на нём можно будет, когда { $count ->
        [one] его ошибка будет исправлена
        [few] его ошибки будут исправлены
        [many] его ошибки будут исправлены
       *[other] его ошибки будут исправлены
    }.
tracer-nothing-chosen = Ничего не выбрано. Если диалог не появился, введите путь к файлу в поле.
tracer-opening = Открывается { $file }: { $stage }
tracer-stage-starting = Начало…
tracer-stage-reading = Чтение файла…
tracer-stage-decoding = Декодирование картинки { $width } × { $height } ({ $megapixels } Мпикс)…
tracer-stage-shrinking = Уменьшение под размер экрана…
tracer-ready-to-play-on = Готово к игре · { $summary }
tracer-unfinished = Не закончено: { $why }
tracer-location-numbered = Клетка { $loc }
tracer-not-connected-yet = Пока ни с чем не соединена.
tracer-connected-to = Соединена с { $locs }.
tracer-delete-location = Удалить клетку { $loc } (Del)
tracer-errors-found = { $count ->
        [one] { $count } ошибка
        [few] { $count } ошибки
        [many] { $count } ошибок
       *[other] { $count } ошибки
    } — играть можно только после исправления
tracer-warnings-found = { $count ->
        [one] { $count } предупреждение
        [few] { $count } предупреждения
        [many] { $count } предупреждений
       *[other] { $count } предупреждения
    } — допустимо, но на печатном поле такого нет
tracer-error = Ошибка: { $finding }
tracer-warning = Предупреждение: { $finding }
tracer-click-to-show = { $line } (щёлкните, чтобы показать)
tracer-summary = { $locations ->
        [one] { $locations } клетка
        [few] { $locations } клетки
        [many] { $locations } клеток
       *[other] { $locations } клетки
    } · { $connections ->
        [one] { $connections } соединение
        [few] { $connections } соединения
        [many] { $connections } соединений
       *[other] { $connections } соединения
    } · { $cities ->
        [one] { $cities } город
        [few] { $cities } города
        [many] { $cities } городов
       *[other] { $cities } города
    }
tracer-connected = { $a } и { $b } соединены.
tracer-disconnected = { $a } и { $b } разъединены.
tracer-numbered-from-1 = Клетки нумеруются от 1 до { $highest }.
tracer-number-taken = Клетка { $loc } уже есть на поле: выберите другой номер.
tracer-dialog-open-photo = Откройте фото или скан своего поля Crimewave
tracer-dialog-photos = Фото (PNG, JPEG)
tracer-dialog-import = Импорт файла поля
tracer-dialog-export = Экспорт поля (его фото записывается рядом)
tracer-dialog-board-files = Файлы поля
tracer-findings-joined = { $first }; { $next }

## Файлы поля и их картинки; `{ $error }` — слова системы.
tracer-file-missing = Файла { $path } нет.
tracer-file-no-board = Файла поля { $path } нет.
tracer-file-unreadable = Не удалось прочитать { $path } ({ $error }).
tracer-file-not-a-picture = { $path } — не картинка PNG или JPEG. Откройте фото или скан поля.
tracer-file-damaged-picture = { $path } похож на картинку, но его не удалось декодировать ({ $error }). Возможно, файл повреждён.
tracer-file-picture-not-a-file-name = Картинка поля «{ $image }» — не имя файла.
tracer-file-wrong-extension = Поле записывается в файл с окончанием .{ $extension }, а не в { $path }.
tracer-file-not-a-board = { $path } — не файл поля: Alibi не станет его перезаписывать.
tracer-file-picture-not-saved = Не удалось сохранить картинку в { $path } ({ $error }).
tracer-file-picture-unreadable = Не удалось прочитать картинку поля { $path } ({ $error }).
tracer-file-picture-not-copied = Не удалось скопировать картинку в { $path } ({ $error }).
tracer-file-board-not-saved = Не удалось сохранить поле в { $path } ({ $error }).
tracer-file-pixels-mismatch = Пиксели картинки не соответствуют её размеру.
tracer-file-picture-not-encoded = Не удалось закодировать картинку ({ $error }).
tracer-file-needs-name = Полю нужно имя.
tracer-file-copy-name = { $name } (копия)
tracer-file-not-deleted = Не удалось удалить { $path } ({ $error }).
