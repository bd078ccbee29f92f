# The board tracer: a group traces its own Crimewave board from a photo.
tracer-board-tracer = Odrysowywanie planszy
tracer-home = Start
tracer-alibi-doesn-t-know-how = Alibi nie wie, jak połączona jest drukowana plansza Crimewave. Odrysujcie swoją: otwórzcie jej zdjęcie lub skan, umieśćcie na nim ponumerowane pola, połączcie je i nazwijcie żółte miasta. Zapisane tu plansze są proponowane przy przygotowaniu gry Crimewave.
tracer-start-from-the-stand-in = Zacznij od planszy zastępczej
tracer-alibi-s-made-up-california = Zmyślona Kalifornia Alibi (nie drukowana plansza) do przeniesienia na wasze zdjęcie.
tracer-no-boards-saved-yet = Brak zapisanych plansz.
tracer-saved-boards = Zapisane plansze
tracer-open-photo = Otwórz zdjęcie
tracer-import-board-file = Importuj plik planszy
tracer-path-of-a-photo-png = Ścieżka zdjęcia (PNG lub JPEG) albo pliku planszy; puste pole otworzy okno wyboru
tracer-new-name = Nowa nazwa
tracer-keep-name = Zachowaj nazwę
tracer-cancel = Anuluj
tracer-delete-it-and-its-photo = Usunąć ją razem ze zdjęciem?
tracer-delete = Usuń
tracer-keep = Zachowaj
tracer-trace = Odrysuj
tracer-rename = Zmień nazwę
tracer-duplicate = Duplikuj
tracer-export = Eksportuj
tracer-name-the-board = Nazwij planszę
tracer-undo = Cofnij
tracer-redo = Ponów
tracer-save = Zapisz
tracer-close = Zamknij
tracer-zoom-in = Powiększ
tracer-zoom-out = Pomniejsz
tracer-whole-photo = Całe zdjęcie
tracer-wheel-zoom-drag-the-photo = Kółko: powiększenie · przeciąganie zdjęcia: przesunięcie · przeciąganie pola: przeniesienie
tracer-place-and-move = Umieść i przesuń
tracer-connect = Łącz
tracer-next-number = Następny numer
tracer-click-a-location-to-change = Kliknijcie pole, aby zmienić jego numer, zrobić z niego miasto lub je usunąć.
tracer-number = Numer
tracer-renumber = Zmień numer
tracer-deselect-esc = Odznacz (Esc)
tracer-no-errors-no-warnings-the = Bez błędów i ostrzeżeń: plansza zgadza się ze wszystkim, co mówią zasady.
tracer-the-rulebook-checks-96-locations = Kontrole według zasad (96 pól, 11 miast, odległości) nastąpią po poprawieniu błędów.
tracer-checks = Kontrole
tracer-click-the-photo-to-place = Kliknijcie zdjęcie, aby umieścić następne pole.
tracer-no-photo-yet = Jeszcze bez zdjęcia:
tracer-connect-help = Kliknijcie pole, potem drugie, aby je połączyć (ponownie, aby rozłączyć). Klikajcie dalej wzdłuż drogi; kliknięcie obok pól zaczyna od nowa.
tracer-tools = Narzędzia
tracer-photo = Zdjęcie { $width } × { $height }; inne:
tracer-photo-unsaved = Zdjęcie { $width } × { $height } (niezapisane); inne:
tracer-location = Pole

## The board checks' findings (the tracer lists them; `alibi check-board` prints them in English).
tracer-finding-no-name = plansza nie ma wpisu „name”
tracer-finding-not-json = to nie jest plik planszy: to nie jest poprawny JSON ({ $error })
tracer-finding-no-object = to nie jest plik planszy: nie zawiera obiektu {"{"}…{"}"} z danymi planszy
tracer-finding-other-format = to nie jest plik planszy Alibi: jego „format” to { $format }, a nie „{ $wanted }”
tracer-finding-no-format = to nie jest plik planszy Alibi: brak wpisu "format": "{ $wanted }"
tracer-finding-other-version = ten plik planszy ma wersję { $version }; ta aplikacja czyta wersję { $wanted }
tracer-finding-no-version = ten plik planszy nie ma wpisu „version” (ta aplikacja czyta wersję { $wanted })
tracer-finding-bad-stand-in = „stand_in” ma wartość { $value }; musi to być true albo false
tracer-finding-bad-image = „image” ma wartość { $value }; musi to być ścieżka obrazu w cudzysłowie
tracer-finding-no-list = plansza nie ma listy „{ $key }”
tracer-finding-unreadable = { $what ->
        [location] pole
       *[connection] połączenie
    } nr { $number } na liście „{ $key }” ({ $entry }) jest nieczytelne: { $error }
tracer-finding-no-locations = plansza nie ma pól
tracer-finding-too-many = plansza ma { $count } pól; Alibi przyjmuje plansze mające najwyżej { $most } (drukowana ma { $printed })
tracer-finding-numbered-0 = jedno pole ma numer 0; pola numeruje się od 1
tracer-finding-numbered-too-high = pole { $loc } ma za wysoki numer; numery kończą się na { $highest }
tracer-finding-location-twice = pole { $loc } występuje więcej niż raz
tracer-finding-outside-picture = pole { $loc } leży w { $axis } = { $value }, poza obrazem (od 0 do 1)
tracer-finding-edge-to-itself = połączenie { $a }–{ $b } łączy pole { $a } z nim samym
tracer-finding-edge-off-board = połączenie { $a }–{ $b } wskazuje pole { $end }, którego nie ma na planszy
tracer-finding-edge-repeated = połączenie { $a }–{ $b } jest na liście więcej niż raz
tracer-finding-edge-reversed = połączenie { $a }–{ $b } jest na liście dwa razy (także jako { $b }–{ $a })
tracer-finding-cut-off = plansza nie jest spójna: z pola { $from } nie ma drogi do { $locs }
tracer-finding-cut-off-and-more = plansza nie jest spójna: z pola { $from } nie ma drogi do { $locs } i jeszcze { $more } innych
tracer-finding-location-count = plansza ma { $count ->
        [one] { $count } pole
        [few] { $count } pola
        [many] { $count } pól
       *[other] { $count } pola
    }; drukowana ma { $printed }
tracer-finding-numbered-outside = pole { $loc } ma numer spoza zakresu 1–{ $printed }, numerów drukowanej planszy
tracer-finding-city-count = plansza ma { $count ->
        [one] { $count } żółte miasto
        [few] { $count } żółte miasta
        [many] { $count } żółtych miast
       *[other] { $count } żółtego miasta
    }; drukowana ma { $printed }
tracer-finding-yellow-unnamed = żółte pole { $loc } nie ma nazwy miasta
tracer-finding-not-a-city = żółte pole { $loc } nazywa się „{ $name }”, a to nie jest żadne z { $cities } miast planszy
tracer-finding-named-not-yellow = pole { $loc } nazywa się „{ $name }”, ale nie jest żółte
tracer-finding-city-twice = { $city } to nazwa więcej niż jednego pola ({ $locs })
tracer-finding-cities-missing = żadne żółte pole nie nazywa się { $cities }
tracer-finding-neighbours = pole { $loc } ma { $count ->
        [one] { $count } połączenie
        [few] { $count } połączenia
        [many] { $count } połączeń
       *[other] { $count } połączenia
    }; pola drukowanej planszy mają od 2 do 6
tracer-finding-red-terror = odległość między polami 41 i { $to }: { $apart }; w przykładzie z Czerwonym Postrachem z zasad wynosi { $expected } pola
tracer-finding-residences = odległość między polami { $a } i { $b }: { $apart }; przykładowe kryjówki z zasad (41, 18, 3) dzielą co najmniej 3 pola
tracer-finding-not-connected-at-all = brak połączenia
tracer-finding-spaces = { $count ->
        [one] { $count } pole
        [few] { $count } pola
        [many] { $count } pól
       *[other] { $count } pola
    }
tracer-finding-not-north = { $north } (pole { $north_loc }) nie jest narysowane na północ od { $south } (pole { $south_loc }), choć na mapie leży na północ
tracer-finding-not-west = { $west } (pole { $west_loc }) nie jest narysowane na zachód od { $east } (pole { $east_loc }), choć na mapie leży na zachód

## The tracer's news and its side panels.
tracer-not-a-city = Nie jest miastem
tracer-yellow-city = Żółte miasto: { $name }
tracer-picture-not-opened = Nie udało się otworzyć obrazu ({ $error }).
tracer-our-board = Nasza plansza Crimewave
tracer-my-board = Moja plansza
tracer-stand-in-on-blank-page = Pola planszy zastępczej leżą na pustej stronie: otwórzcie zdjęcie swojej planszy (poniżej) i przeciągnijcie każde pole na jego miejsce.
tracer-renamed = Zmieniono nazwę.
tracer-copied-to = Skopiowano do { $file }.
tracer-deleted = Usunięto.
tracer-exported-to = Wyeksportowano do { $path } (zdjęcie obok).
tracer-imported-as = Zaimportowano jako { $file }.
tracer-opened-with-photo = Otwarto, ze zdjęciem ({ $width } × { $height } pikseli).
tracer-photo-open = Zdjęcie otwarte ({ $width } × { $height } pikseli). Kliknijcie je, aby umieścić pole { $next }.
tracer-placed = Umieszczono pole { $loc }.
tracer-renumbered = Pole { $old } ma teraz numer { $new }.
tracer-type-a-number = Wpiszcie numer pola (1, 2, 3…).
tracer-deleted-location = Usunięto pole { $loc } i jego połączenia.
tracer-undone = Cofnięto.
tracer-nothing-to-undo = Nie ma czego cofnąć.
tracer-redone = Ponowiono.
tracer-nothing-to-redo = Nie ma czego ponowić.
tracer-unsaved-changes = Ta plansza ma niezapisane zmiany: zapiszcie ją albo naciśnijcie Zamknij jeszcze raz, aby je odrzucić.
tracer-saved-playable = Zapisano jako { $file }. Będzie proponowana przy przygotowaniu gry Crimewave.
tracer-saved-with-errors = Zapisano jako { $file }. Nie da się na niej grać, dopóki { $count ->
        [one] jej błąd nie zostanie poprawiony
        [few] jej błędy nie zostaną poprawione
        [many] jej błędy nie zostaną poprawione
       *[other] jej błędy nie zostaną poprawione
    }.
tracer-nothing-chosen = Nic nie wybrano. Jeśli okno wyboru się nie pojawiło, wpiszcie ścieżkę pliku w polu.
tracer-opening = Otwieranie { $file }: { $stage }
tracer-stage-starting = Rozpoczynanie…
tracer-stage-reading = Czytanie pliku…
tracer-stage-decoding = Dekodowanie obrazu { $width } × { $height } ({ $megapixels } Mpx)…
tracer-stage-shrinking = Zmniejszanie do rozmiaru ekranu…
tracer-ready-to-play-on = Gotowa do gry · { $summary }
tracer-unfinished = Niedokończona: { $why }
tracer-location-numbered = Pole { $loc }
tracer-not-connected-yet = Jeszcze niepołączone.
tracer-connected-to = Połączone z { $locs }.
tracer-delete-location = Usuń pole { $loc } (Del)
tracer-errors-found = { $count ->
        [one] { $count } błąd
        [few] { $count } błędy
        [many] { $count } błędów
       *[other] { $count } błędu
    } — grać będzie można dopiero po poprawkach
tracer-warnings-found = { $count ->
        [one] { $count } ostrzeżenie
        [few] { $count } ostrzeżenia
        [many] { $count } ostrzeżeń
       *[other] { $count } ostrzeżenia
    } — dozwolone, ale drukowana plansza by ich nie miała
tracer-error = Błąd: { $finding }
tracer-warning = Ostrzeżenie: { $finding }
tracer-click-to-show = { $line } (kliknijcie, aby pokazać)
tracer-summary = { $locations ->
        [one] { $locations } pole
        [few] { $locations } pola
        [many] { $locations } pól
       *[other] { $locations } pola
    } · { $connections ->
        [one] { $connections } połączenie
        [few] { $connections } połączenia
        [many] { $connections } połączeń
       *[other] { $connections } połączenia
    } · { $cities ->
        [one] { $cities } miasto
        [few] { $cities } miasta
        [many] { $cities } miast
       *[other] { $cities } miasta
    }
tracer-connected = Połączono { $a } i { $b }.
tracer-disconnected = Rozłączono { $a } i { $b }.
tracer-numbered-from-1 = Pola mają numery od 1 do { $highest }.
tracer-number-taken = Pole { $loc } jest już na planszy: wybierzcie inny numer.
tracer-dialog-open-photo = Otwórzcie zdjęcie lub skan swojej planszy Crimewave
tracer-dialog-photos = Zdjęcia (PNG, JPEG)
tracer-dialog-import = Importuj plik planszy
tracer-dialog-export = Eksportuj planszę (jej zdjęcie zostanie zapisane obok)
tracer-dialog-board-files = Pliki planszy
tracer-findings-joined = { $first }; { $next }

## Pliki planszy i ich obrazy; `{ $error }` to słowa systemu.
tracer-file-missing = Pod ścieżką { $path } nie ma pliku.
tracer-file-no-board = Pod ścieżką { $path } nie ma pliku planszy.
tracer-file-unreadable = Nie udało się odczytać { $path } ({ $error }).
tracer-file-not-a-picture = { $path } nie jest obrazem PNG ani JPEG. Otwórzcie zdjęcie lub skan planszy.
tracer-file-damaged-picture = { $path } wygląda na obraz, ale nie udało się go zdekodować ({ $error }). Plik może być uszkodzony.
tracer-file-picture-not-a-file-name = Obraz planszy „{ $image }” nie jest nazwą pliku.
tracer-file-wrong-extension = Planszę zapisuje się do pliku z końcówką .{ $extension }, a nie do { $path }.
tracer-file-not-a-board = { $path } nie jest plikiem planszy: Alibi go nie nadpisze.
tracer-file-picture-not-saved = Nie udało się zapisać obrazu do { $path } ({ $error }).
tracer-file-picture-unreadable = Nie udało się odczytać obrazu planszy { $path } ({ $error }).
tracer-file-picture-not-copied = Nie udało się skopiować obrazu do { $path } ({ $error }).
tracer-file-board-not-saved = Nie udało się zapisać planszy do { $path } ({ $error }).
tracer-file-pixels-mismatch = Piksele obrazu nie zgadzają się z jego rozmiarem.
tracer-file-picture-not-encoded = Nie udało się zakodować obrazu ({ $error }).
tracer-file-needs-name = Plansza potrzebuje nazwy.
tracer-file-copy-name = { $name } (kopia)
tracer-file-not-deleted = Nie udało się usunąć { $path } ({ $error }).
