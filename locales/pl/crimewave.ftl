# Crimewave: California: the answers the table reads (raids, ties, trials) and the truth each
# rested on (the end-of-game audit).
# Polish: a Killer, a method or a tile is named in the nominative; a location is "pole".
crimewave-answer-raid-hit = NALOT na pole { $loc }: { $killer }, prowadzi { $investigator }: TRAFIENIE
crimewave-answer-raid-prison = NALOT na pole { $loc }: { $killer }, prowadzi { $investigator }: TRAFIENIE: z powrotem do więzienia
crimewave-answer-raid-miss = NALOT na pole { $loc }: { $killer }, prowadzi { $investigator }: PUDŁO
crimewave-answer-tie-right = POWIĄZANIE pola { $loc } z Zabójcą { $killer }: TRAFNE
crimewave-answer-tie-wrong = POWIĄZANIE pola { $loc } z Zabójcą { $killer }: BŁĘDNE, proces oddalony
crimewave-answer-trial = PROCES: { $killer }: { $case } + { $prosecution } − { $defense } = { $total }: { $verdict }
crimewave-answer-trial-by = PROCES: { $killer }, oskarża { $prosecutor }: { $case } + { $prosecution } − { $defense } = { $total }: { $verdict }
crimewave-verdict-convicted = SKAZANY
crimewave-verdict-acquitted = UNIEWINNIONY
crimewave-truth-lived = { $killer }: kryjówka na polu { $loc }
crimewave-truth-homeless = { $killer }: bez kryjówki
crimewave-truth-scene = Scena na polu { $loc }: { $culprit }
crimewave-truth-conviction = { $points } pkt oznacza skazanie

# The table screen.
crimewave-killer-line = { $letter } { $killer } · { $method } · { $status } · Strach { $spook }/3 · akta { $case_file }
crimewave-no-method = bez metody
crimewave-table-scenes = Miejsca zbrodni ({ $count }), od najnowszego
crimewave-table-choosing = Crimewave: California — plansza jest wybierana na konsoli.
crimewave-table-setup = Przygotowanie: Zabójcy się szykują
crimewave-table-hunt = Obława trwa
crimewave-table-killers-win = PANIKA: wygrywają Zabójcy
crimewave-table-investigators-win = Wszyscy trzej Zabójcy w więzieniu: wygrywają Śledczy
crimewave-table-panic = Panika { $panic }/{ $max }  { $meter }
crimewave-table-victims = Licznik ofiar { $victims }/{ $length }  { $meter }
crimewave-table-must-move = { $line } · MUSI SIĘ PRZENIEŚĆ
crimewave-table-raids-of = { $name } { $raids }
crimewave-table-raids = Naloty: { $raids }
crimewave-table-on-trial = PRZED SĄDEM: { $killer }, oskarża { $prosecutor }
crimewave-table-owes-raid = Panika wzrosła: kolejny nalot { $count ->
        [one] należy do
       *[other] należy do
    }: { $names }
crimewave-or = { $first } lub { $second }
crimewave-table-watch-may-go = Straż Sąsiedzka może stanąć na polach: { $places } (przerywane okręgi)
crimewave-table-revealed = Każdy Zabójca został osaczony: widać wszystkie kryjówki (znaczniki domów)
crimewave-table-earlier = Wcześniejsze odpowiedzi, od najnowszej
crimewave-table-legend = ◆ miejsce zbrodni; jego tabliczka: ? nierozwiązane (C Z N rozwiązane, litera Zabójcy; L przypadkowe), metoda, dowody P K O Ś (✓ zweryfikowane) · □ W Straż Sąsiedzka · przerywany okrąg: może tu stanąć straż

# The board and the Killer player's overlays.
crimewave-board-stand-in = { $name } (zastępcza, nie drukowana plansza)
crimewave-board-caption = { $board }. Kółko powiększa, przeciąganie przesuwa, kliknięcie wybiera pole.
crimewave-heat-grade-faint = 1 na 41 i rzadziej
crimewave-heat-grade-light = 1 na 11–40
crimewave-heat-grade-dark = 1 na 3–10
crimewave-heat-grade-certain = 1 na 2 lub pewne
crimewave-heat-left = { $letter }: zostało { $count }, najbardziej prawdopodobne { $odds } ({ $grade })
crimewave-heat-working = { $letter } … liczenie
crimewave-heat-title = Mapa zagrożenia: { $killers }
crimewave-heat-legend = Każdy punkt to możliwa kryjówka; ciemniejszy, z grubszym okręgiem = bardziej prawdopodobny, litera mówi czyja: { $grades }
crimewave-no-home = bez kryjówki
crimewave-home-secret = kryjówka { $loc } (tajna)
crimewave-killer-private = { $home } · { $exposure } · dozwolone miejsca: { $sites }
crimewave-show-sites = miejsca (Alt+{ $key })
crimewave-show-heat = zagrożenie (Alt+{ $key })
crimewave-odds-certain = pewne
crimewave-odds-none = brak
crimewave-odds = 1 na { $count }

# Alibi playing the Killers: its announcements, exact about the tiles to place. $article is
# the English article of the method or tile ("a", "an"): other languages may ignore it.
crimewave-a-method = { $article ->
        [an] { $method }
       *[a] { $method }
    }
crimewave-announce-drew = Alibi wylosowało płytkę { $article ->
        [an] „{ $tile }”
       *[a] „{ $tile }”
    }: połóżcie ją na polu { $loc } niezweryfikowaną stroną do góry
crimewave-announce-draw = Wylosujcie z woreczka płytkę dowodu dla pola { $loc }, połóżcie ją tam niezweryfikowaną stroną do góry i wpiszcie ją
crimewave-announce-put-scene = Połóżcie na polu { $loc } płytkę metody ({ $method }) i płytkę ofiary, białą stroną do góry
crimewave-announce-methods = Metody Zabójców
crimewave-announce-method-rolled = Na k8 wypadło { $face } dla Zabójcy { $killer }: połóżcie płytkę metody ({ $method }) nad jego portretem
crimewave-announce-opening = Scena początkowa na polu { $loc }: { $method }
crimewave-announce-murder = Zabójstwo na polu { $loc }: { $method }
crimewave-announce-no-murder = W tej rundzie bez zabójstwa
crimewave-announce-no-murder-step = Żaden Zabójca na wolności nie dosięgnie miejsca zabójstwa: przejdźcie do fazy rozwiązywania
crimewave-announce-no-event = W tej rundzie bez wydarzenia Zabójców
crimewave-announce-to-murder = Przejdźcie do zabójstwa
crimewave-announce-random = Wydarzenie Zabójców: Przypadkowe Zabójstwo na polu { $loc }
crimewave-announce-random-step = Połóżcie żółtą płytkę ofiary na polu { $loc }, białą stroną do góry (bez płytki metody: wszyscy wiedzą, że to przypadkowe zabójstwo)
crimewave-announce-full-moon = Wydarzenie Zabójców: Pełnia Księżyca
crimewave-announce-full-moon-keep = Sceny już leżące na planszy zachowują swoje płytki
crimewave-announce-escape = Wydarzenie Zabójców: { $killer } ucieka z więzienia
crimewave-announce-escape-home = Ma nową tajną kryjówkę i zabija najwyżej 1 pole od niej
crimewave-announce-escape-raid = Jeśli znajdzie go nalot, wraca prosto do więzienia, bez procesu
crimewave-announce-change = { $killer } zmienia metodę na: { $method }
crimewave-announce-change-step = Zamieńcie płytkę nad portretem Zabójcy { $killer } na płytkę ({ $a_method })
crimewave-announce-keep = { $killer } zachowuje swoją metodę
crimewave-announce-keep-step = Zostawcie płytkę nad jego portretem bez zmian
crimewave-announce-move = { $killer } przenosi się do nowej tajnej kryjówki
crimewave-announce-move-step = Poprzednia kryjówka nie zdradza już, gdzie jest obecna
crimewave-announce-defense = Obrona Alibi: { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }
crimewave-announce-defense-step = Odkryjcie jednocześnie karty Oskarżenia i wpiszcie ich sumę

# Why Alibi's Killers chose what they chose (the audit and the recap, at the end).
crimewave-why-setup = Przygotowanie: { $why }
crimewave-why-murder = Zabójstwo na polu { $loc }: { $why }
crimewave-why-escape = { $killer } – ucieczka: { $why }
crimewave-why-spook = { $killer } – spłoszenie: { $why }
crimewave-why-murder-weighed = { $killer } na polu { $loc }: liczba jego możliwych kryjówek dla stołu spadłaby do { $left } (najlepsze z { $weighed } zabójstw rozważonych dla trzech Zabójców; najgorsze zostawiłoby { $worst })
crimewave-why-setup-random = kryjówki i sceny początkowe wylosowane spośród dozwolonych
crimewave-why-setup-weighed = kryjówki { $red }, { $green } i { $blue } ze scenami początkowymi blisko siebie: stół zaczyna z { $red_left }, { $green_left } i { $blue_left } możliwymi kryjówkami dla Czerwonego Postrachu, Zielonego Siepacza i Niebieskiego Rzeźnika (najlepsze z { $weighed } rozważonych przygotowań)
crimewave-why-home-random = przeprowadzka na pole { $loc }: dozwolona kryjówka, losowo
crimewave-why-home-weighed = przeprowadzka na pole { $loc }: po kolejnym zabójstwie liczba jego możliwych kryjówek wyniosłaby { $left }, a nie { $worst_left } jak przy polu { $worst }
crimewave-why-method-random = zmiana metody na: { $method }, losowo
crimewave-why-kept-random = metoda zachowana, losowo
crimewave-why-its-method = jego metoda
crimewave-why-method-weighed = zmiana metody na: { $method } – po kolejnym zabójstwie liczba jego możliwych kryjówek wyniosłaby { $left }, a nie { $kept_left } jak z metodą { $old }
crimewave-why-kept-weighed = metoda zachowana ({ $old }): żadna inna nie zostawiłaby stołowi więcej kryjówek po kolejnym zabójstwie ({ $left })

# The game's record in words (the history panel), its progress and its end.
crimewave-do-d8-roll = rzut k8: { $face }
crimewave-do-board-stand-in = Plansza: zastępcza plansza Kalifornii
crimewave-do-board = Plansza: { $board } (z { $path })
crimewave-do-investigators = Śledczy: { $names }
crimewave-do-method = Metoda: { $killer } – { $method }
crimewave-do-residence = Kryjówka: { $killer } – pole { $loc }
crimewave-do-scene = Scena początkowa: { $killer }, pole { $loc } ({ $evidence })
crimewave-do-rule = Zasada domowa { $name }: { $value }
crimewave-do-start = Przygotowanie gotowe: gra się zaczyna
crimewave-do-murder = Zabójstwo: { $killer }, pole { $loc } ({ $evidence })
crimewave-do-random-method = Przypadkowe zabójstwo na polu { $loc } ({ $evidence }, { $method })
crimewave-do-random = Przypadkowe zabójstwo na polu { $loc } ({ $evidence })
crimewave-do-add-evidence = Niezweryfikowany dowód na polu { $loc }: { $evidence }
crimewave-do-verify = Zweryfikowany dowód na polu { $loc }: { $evidence }
crimewave-do-watch = Straż Sąsiedzka na polu { $loc }
crimewave-do-raid = Nalot na pole { $loc }: { $killer }, prowadzi { $investigator }
crimewave-do-tie = Powiązanie sceny na polu { $loc } z oskarżonym
crimewave-do-trial = Proces: oskarżenie { $prosecution }, obrona { $defense }
crimewave-do-change-method = { $killer } zmienia metodę na: { $method }
crimewave-do-relocate = { $killer } przenosi się na pole { $loc }
crimewave-do-list = { $first }, { $second }
crimewave-do-full-moon = Pełnia Księżyca: nowe metody { $methods }
crimewave-do-escape = { $killer } ucieka z więzienia na pole { $loc }
crimewave-do-residence-public = Tajna kryjówka Zabójcy (ujawniona na końcu)
crimewave-do-scene-public = Scena początkowa na polu { $loc } ({ $evidence })
crimewave-do-murder-public = Zabójstwo na polu { $loc } ({ $evidence })
crimewave-do-relocate-public = { $killer } przenosi się do nowej tajnej kryjówki
crimewave-do-escape-public = { $killer } ucieka z więzienia do nowej tajnej kryjówki
crimewave-won-killers = Wygrana Zabójców
crimewave-won-investigators = Wygrana Śledczych
crimewave-progress-setup = Przygotowanie
crimewave-progress-play = Panika { $panic } · { $scenes ->
        [one] { $scenes } scena
        [few] { $scenes } sceny
        [many] { $scenes } scen
       *[other] { $scenes } sceny
    } · Zabójcy na wolności: { $at_large }
crimewave-progress-killers-won = Wygrana Zabójców · Panika { $panic }
crimewave-progress-investigators-won = Wygrana Śledczych

# The console's status line.
crimewave-photo-not-a-file = „{ $image }” nie jest nazwą pliku
crimewave-photo-problem = Nie można pokazać zdjęcia planszy ({ $why }); plansza jest rysowana bez niego.
crimewave-bag-empty = Woreczek jest pusty (zob. zasady domowe)
crimewave-refused = Odrzucono: { $why }
crimewave-rolled = { $killer } { $method }
crimewave-rolled-gave = { $action } → { $methods }
crimewave-recorded-answer = Zapisano: { $action }. Odpowiedź jest na ekranie stołu.
crimewave-recorded = Zapisano: { $action }.
crimewave-recorded-result = Zapisano: { $action } ({ $result }).

# The console's play column and its forms' help.
crimewave-sent = Wysłano na stół:
# On the console, under the answer: the rules' changes joined by " · " ($changes).
crimewave-changes-said = Na planszy: { $changes }
crimewave-meters = Panika { $panic }/{ $max } · Licznik ofiar { $victims }/{ $length }
crimewave-owes-raid = Panika wzrosła: kolejny nalot { $count ->
        [one] należy do
       *[other] należy do
    }: { $names }.
crimewave-and = { $first } i { $second }
crimewave-spooked = { $killers } – { $count ->
        [one] spłoszony (miernik na 2), może zmienić metodę
       *[other] spłoszeni (miernik na 2), mogą zmienić metodę
    }: Alt+C.
crimewave-form-button = { $letter } { $form }
crimewave-hold-alt = Przytrzymajcie Alt i naciśnijcie literę:
crimewave-draw-bag = Losuj z woreczka aplikacji
crimewave-roll-for = Rzuć k8: { $killer }
crimewave-roll-all = Rzuć k8 dla wszystkich trzech
crimewave-ready = Gotowe: { $action } (Enter zapisuje)
crimewave-record = Zapisz (Enter)
crimewave-legal-sites = Dozwolone miejsca: { $killer } – { $sites }
crimewave-help-investigators = Kolejność miejsc zaczyna się po lewej od gracza Zabójców.
crimewave-help-method = Rzućcie k8 aplikacji albo wpiszcie wynik fizycznego rzutu i naciśnijcie Enter.
crimewave-help-residence = Kliknijcie pole albo je wpiszcie. Minimalna odległość między kryjówkami Zabójców: { $apart }.
crimewave-help-scene = Po dwie sceny ({ $count }), w strefie komfortu. { $sites }
crimewave-help-relocate = { $killer } – trzykrotnie spłoszony – musi przenieść się do nowej tajnej kryjówki, zanim gra ruszy dalej.
crimewave-help-raid = Opinia publiczna oczekuje kolejnego nalotu od: { $names }.
crimewave-help-no-trial = Nikt nie jest przed sądem: proces następuje po trafionym nalocie.
crimewave-help-trial-convicts = skazanie
crimewave-help-trial-short = za mało: skazanie od 10
crimewave-help-trial = { $killer } przed sądem: akta { $file } + oskarżenie { $prosecution } − obrona { $defense } = { $total } ({ $verdict })
crimewave-help-no-watch = Żadne pole nie ma jeszcze 3 miejsc zbrodni na sobie lub obok: straż nie może nigdzie stanąć.
crimewave-help-watch = Przyciski poniżej to pola, na których może teraz stanąć straż.
crimewave-help-verify-tile = { $evidence }: potrzeba { $roll } lub mniej na k{ $die } (warte { $points })
crimewave-help-verified = Każda płytka na polu { $loc } jest zweryfikowana.
crimewave-help-verify = Niezweryfikowane na polu { $loc }: { $tiles }.
crimewave-help-tie = Przed procesem powiążcie z oskarżonym nierozwiązaną scenę (błędne powiązanie oddala proces); Alt+T – proces.

# The console's forms: titles, labels, examples and what a field still needs.
crimewave-form-investigators = Śledczy
crimewave-form-method = Metoda zabójstwa: { $killer }
crimewave-form-residence = Tajna kryjówka: { $killer }
crimewave-form-scenes = Sceny początkowe: { $killer }
crimewave-form-murder = Zabójstwo
crimewave-form-random-killing = Przypadkowe zabójstwo
crimewave-form-verify = Dowód zweryfikowany
crimewave-form-add-evidence = Dowód dodany
crimewave-form-watch = Straż Sąsiedzka
crimewave-form-raid = Nalot
crimewave-form-tie = Powiąż scenę
crimewave-form-trial = Proces
crimewave-form-change-method = Zmiana metody
crimewave-form-relocate = { $killer } musi się przenieść (Strach 3)
crimewave-form-full-moon = Pełnia Księżyca
crimewave-form-escape = Ucieczka z Więzienia
crimewave-label-names = Śledczy od waszej lewej, każdy jednym słowem, rozdzieleni spacjami (1–6)
crimewave-label-loc = Pole (wpiszcie je albo kliknijcie na planszy)
crimewave-label-killer = Zabójca ({ $red }, { $green } lub { $blue })
crimewave-label-evidence = Wylosowana płytka dowodu ({ $item }, { $blood }, { $fingerprint } lub { $witness })
crimewave-label-investigator = Zarządza (wystarczą pierwsze litery)
crimewave-label-method-card = Płytka metody, jeśli karta ją daje ({ $methods })
crimewave-label-method = Metoda ({ $methods })
crimewave-label-prosecution = Suma kart Oskarżenia
crimewave-label-defense = Suma kart Obrony
crimewave-label-face = Wynik k8
crimewave-label-face-for = Wynik k8: { $killer } (1–8)
crimewave-example-names = Ala Ola Ewa
crimewave-example-loc = numer, np. 36
crimewave-example-killer = { $red }, { $green } lub { $blue }
crimewave-example-evidence = { $item }, { $blood }, { $fingerprint } lub { $witness }
crimewave-example-investigator = imię
crimewave-example-method = np. { $method }
crimewave-example-face = od 1 do 8
crimewave-killer-choice = { $letter } { $killer }
crimewave-fill-in = Uzupełnijcie: { $what }
crimewave-not-one-of = „{ $typed }” to nie { $what } ({ $options })
crimewave-could-be = „{ $typed }” może oznaczać { $options }: wpiszcie więcej ({ $what })
crimewave-what-caller = Śledczy zarządzający nalot
crimewave-what-investigator = Śledczy
crimewave-what-killer = Zabójca
crimewave-what-evidence = płytka dowodu
crimewave-what-method = metoda
crimewave-fill-loc = Wpiszcie pole (albo kliknijcie je na planszy)
crimewave-not-a-loc = „{ $typed }” to nie numer pola
crimewave-fill-face = Rzućcie k8 (albo wpiszcie wyrzucony wynik)
crimewave-not-a-face = K8 pokazuje od 1 do 8, nie „{ $typed }”
crimewave-fill-prosecution = Uzupełnijcie sumę kart Oskarżenia (0, jeśli brak)
crimewave-fill-defense = Uzupełnijcie sumę kart Obrony (0, jeśli brak)
crimewave-not-points = „{ $typed }” to nie liczba punktów

# The console's setup.
crimewave-setup-title = Crimewave: California — przygotowanie
crimewave-setup-board = 1. Plansza
crimewave-setup-board-help = Alibi nie zna połączeń drukowanej planszy, więc ma zastępczą planszę Kalifornii, która zachowuje wszystkie odległości podane w zasadach. Grupa może odrysować własną planszę ze zdjęcia (Odrysuj planszę, na ekranie głównym); odrysowane plansze są wymienione tutaj.
crimewave-setup-stand-in = Graj na planszy zastępczej, nie drukowanej (Alt+B)
crimewave-setup-start = 6. Start
crimewave-setup-start-help = Każdy Zabójca ma metodę, kryjówkę i dwie sceny początkowe. Jeśli wasza grupa gra inaczej, ustawcie zasady domowe poniżej, a potem zacznijcie.
crimewave-setup-start-button = Zacznij grę (Alt+S)
crimewave-setup-traced = Graj na odrysowanej planszy „{ $board }” ({ $file })
crimewave-setup-traced-unfinished = Na planszy { $file } nie da się jeszcze grać: { $problem }
crimewave-step-board = plansza
crimewave-step-investigators = Śledczy
crimewave-step-methods = metody
crimewave-step-residences = kryjówki
crimewave-step-scenes = sceny początkowe
crimewave-step-start = start
crimewave-setup-progress = Krok { $at } z { $count }: { $steps }

# The house-rules panel.
crimewave-rules-title = Zasady domowe
crimewave-rules-open = Zmieńcie je przed startem; każda działa od razu.
crimewave-rules-fixed = Po starcie gry zasady domowe są ustalone.
crimewave-rule-watch = Straż Sąsiedzka chroni też własne pole
crimewave-rule-watch-off = Wył.: trasa może kończyć się na straży, ale nie może przez nią przechodzić.
crimewave-rule-dismissal = Oddalony proces (błędne powiązanie) podnosi Panikę
crimewave-rule-dismissal-help = Zasady milczą; Alibi rozstrzyga, że nie.
crimewave-rule-victim-counter = Pętla licznika ofiar (pola)
crimewave-rule-victim-counter-help = Za każdym okrążeniem licznika rośnie Panika (na planszy jest 4).
crimewave-rule-methods = Metody
crimewave-rule-set = Ustaw
crimewave-rule-methods-help = Nazwy rozdzielone przecinkami, przed losowaniem jakiejkolwiek metody; k8 znów dzieli się po równo.
crimewave-rule-d8 = Tabela k8
crimewave-rule-d8-help = Dla wyników od 1 do 8 numer metody, którą daje każdy: { $faces }.
crimewave-rule-d8-face = { $face } { $method }
crimewave-rule-d8-faces = { $face }–{ $last } { $method }
crimewave-rule-die = Kość weryfikacji (ścianki)
crimewave-rule-die-help = Kość do rzutu na dowód (zasady jej nie podają).
crimewave-rule-evidence = Dowody
crimewave-rule-verified-on = weryfikacja przy ≤
crimewave-rule-worth = wartość
crimewave-rule-in-bag = w woreczku
crimewave-rule-evidence-help = Dla każdej płytki dowodu: weryfikacja przy tym wyniku lub niższym, jej wartość w punktach, liczba płytek w woreczku aplikacji.
crimewave-rule-not-taken = Nie przyjęto: { $why }

# The end-of-game reveal on the console.
crimewave-reveal-title = Ujawnienie na koniec gry
crimewave-reveal-home = { $loc }
crimewave-reveal-then = { $first }, potem { $second }
crimewave-reveal-lived = { $killer }: kryjówki { $homes }
# $opening: yes or no; $state: solved, unsolved or removed (by a wrong tie).
crimewave-reveal-scene = Scena na polu { $loc }: { $culprit }{ $opening ->
        [yes] {" "}(początkowa)
       *[no] {""}
    }{ $state ->
        [solved] , rozwiązana
        [removed] , nierozwiązana, usunięta przez błędne powiązanie
       *[unsolved] , nierozwiązana
    }
crimewave-reveal-answer = { $answer } — bo { $truth }

# The places a location field offers.
crimewave-pick-none = Żadne pole nie ma numeru ani nazwy „{ $typed }”.
crimewave-pick-more = +{ $count } więcej: wpiszcie więcej, aby zawęzić · ↑↓ przeglądanie · Esc czyści
crimewave-pick-keys = ↑↓ przeglądanie miejsc · Enter zapisuje · Esc czyści

# The Killer player's advice under the murder form.
crimewave-exposure = zagrożenie { $count }
crimewave-exposure-working = zagrożenie … (liczenie)
crimewave-advice-switch = Porada: ranking dozwolonych miejsc według tego, co zabójstwo by zdradziło
crimewave-advice-type-killer = Wpiszcie Zabójcę: tu pojawi się ranking jego dozwolonych miejsc i powód zagrożenia.
crimewave-advice-working = Liczenie, co zdradziłoby każde miejsce…
crimewave-advice-no-site = { $killer } nie ma dozwolonego miejsca.
crimewave-possible-homes = { $homes ->
        [one] 1 możliwa kryjówka
        [few] { $homes } możliwe kryjówki
        [many] { $homes } możliwych kryjówek
       *[other] { $homes } możliwej kryjówki
    }
crimewave-advice-at = Zabójstwo na polu { $loc }: { $killer } – { $homes } (teraz { $now })
crimewave-advice-safest = Najbezpieczniej: zabójstwo na polu { $loc }: { $killer } – { $homes } (teraz { $now })
crimewave-advice-would-stay = ; na polu { $loc } nadal { $homes }
crimewave-advice-would-drop = ; na polu { $loc } już tylko { $homes }
crimewave-advice-line = { $lead }{ $contrast }. Ranking (miejsce=pozostałe kryjówki): { $ranked }
crimewave-advice-why = Dlaczego { $killer } jest zagrożony?
crimewave-advice-weighing = Ważenie każdego jawnego faktu…
crimewave-advice-no-cut = Żaden pojedynczy jawny fakt sam nie zawęża kryjówki tego Zabójcy.
crimewave-advice-cut = • { $fact }: bez niego możliwych kryjówek byłoby więcej o { $more }

# Why the rules refuse an entry.
crimewave-no-location = brak pola
crimewave-refuse-escape = Uciec może tylko Zabójca w więzieniu, a { $killer }: { $status }
crimewave-refuse-change-in-prison = { $killer } jest w więzieniu i nie może zmienić metody
crimewave-refuse-change-not-spooked = { $killer } może zmienić metodę tylko raz po każdym dojściu miernika Strachu do 2; Pełnia Księżyca lub więzienie w międzyczasie anuluje zmianę
crimewave-refuse-move-not-spooked = { $killer } przenosi się dopiero, gdy miernik Strachu dojdzie do 3 (teraz { $spook })
crimewave-refuse-same-home = { $killer } musi przenieść się do nowej kryjówki, a pole { $loc } to jego dotychczasowa
crimewave-refuse-no-location = Na tej planszy nie ma pola { $loc }
crimewave-refuse-no-board = Najpierw wybierzcie planszę
crimewave-refuse-on-trial = { $killer } jest przed sądem: najpierw powiążcie z nim sceny albo wpiszcie sumy kart procesu
crimewave-refuse-must-move = { $killer } musi najpierw przenieść się do nowej kryjówki (miernik Strachu na 3)
crimewave-refuse-in-setup = Przygotowanie nie jest skończone: gra zaczyna się po starcie
crimewave-refuse-over-killers = Gra skończona: wygrali Zabójcy
crimewave-refuse-over-investigators = Gra skończona: wygrali Śledczy
crimewave-refuse-not-investigator = { $investigator } nie jest Śledczym w tej grze ({ $names })
crimewave-refuse-raid-prison = { $killer } jest w więzieniu: nie ma na kogo robić nalotu
crimewave-refuse-no-trial = Nikt nie jest przed sądem: powiązania i procesy następują po trafionym nalocie
crimewave-refuse-no-scene-to-tie = Na polu { $loc } nie ma nierozwiązanego miejsca zbrodni do powiązania z Zabójcą { $killer }
crimewave-refuse-kill-in-prison = { $killer } jest w więzieniu i nie może zabijać
crimewave-refuse-home-first = Najpierw wybierzcie kryjówkę ({ $killer }), potem jego miejsca zbrodni
crimewave-refuse-watched = Na polu { $loc } stoi Straż Sąsiedzka: żaden Zabójca nie może tam zabić
crimewave-refuse-no-route = { $killer } nie dotrze na pole { $loc }: nie prowadzi tam żadna trasa
crimewave-refuse-outside-zone = Pole { $loc } leży poza strefą komfortu ({ $killer }): jest { $steps } { $steps ->
        [one] pole
        [few] pola
        [many] pól
       *[other] pola
    } od kryjówki, a strefa sięga { $radius }
crimewave-refuse-watches-block = { $killer } nie dotrze na pole { $loc }: jedyne trasy prowadzą przez { $count ->
        [one] Straż Sąsiedzką na polu
       *[other] Straże Sąsiedzkie na polach
    } { $watches }
crimewave-refuse-home-taken = Pole { $loc } to kryjówka ({ $killer }); minimalna odległość między kryjówkami Zabójców: { $apart }
crimewave-refuse-home-near = Pole { $loc } jest tylko { $steps } { $steps ->
        [one] pole
        [few] pola
        [many] pól
       *[other] pola
    } od kryjówki ({ $killer }); minimalna odległość między kryjówkami Zabójców: { $apart }
crimewave-refuse-scene-there = Na polu { $loc } jest już nierozwiązane miejsce zbrodni; kolejne może tam trafić dopiero po jego rozwiązaniu
crimewave-refuse-kill-before-move = { $killer } nie może zabijać, dopóki nie przeniesie się do nowej kryjówki (miernik Strachu na 3)
crimewave-refuse-no-scene-for-evidence = Dowody można dodawać tylko do nierozwiązanego miejsca zbrodni, a na polu { $loc } go nie ma
crimewave-refuse-no-tile = Na polu { $loc } nie ma niezweryfikowanej płytki: { $evidence }
crimewave-refuse-roll-first = Najpierw rzućcie na dowód { $evidence } na polu { $loc }: płytki sceny sprawdza się od najniższej wartości
crimewave-refuse-setup-over = Przygotowanie skończone: gra już trwa
crimewave-refuse-board-fixed = Planszy nie można zmienić, gdy wybrano już na niej kryjówkę
crimewave-refuse-board-path = Nazwy pliku planszy „{ $path }” nie da się zapisać w transkrypcji: zmieńcie ją tak, by nie miała „#”, „=>” ani spacji na brzegach
crimewave-refuse-investigators = W grze jest od 1 do { $most } Śledczych, nie { $count }
crimewave-refuse-name = „{ $name }” nie może być imieniem Śledczego: wpiszcie jedno słowo, kilka połączcie łącznikiem (mary-jane)
crimewave-refuse-same-name = Dwóch Śledczych nazywa się { $name }: nadajcie im różne imiona
crimewave-refuse-face = K8 pokazuje od 1 do 8, nie { $face }
crimewave-refuse-method = { $name } nie jest metodą zabójstwa w tej grze ({ $methods })
crimewave-refuse-method-fixed = Sceny początkowe ({ $killer }) mają już płytkę metody; metoda nie może się teraz zmienić
crimewave-refuse-home-fixed = Sceny początkowe ({ $killer }) leżą wokół kryjówki; nie może się teraz przenieść
crimewave-refuse-method-first = Najpierw wybierzcie metodę ({ $killer }), potem miejsca zbrodni (mają płytkę metody)
crimewave-refuse-scenes-done = { $killer } ma już swoje sceny początkowe ({ $count })
crimewave-refuse-rule-case = zasada { $name } { $value } nie jest zapisana tak, jak czyta ją transkrypcja (małe litery)
crimewave-refuse-methods-late = Ustawcie nazwy metod, zanim zostanie wybrana metoda któregoś Zabójcy
crimewave-refuse-d8-method = Tabela k8 wskazuje metodę { $number }, a metod jest tylko { $count }
crimewave-refuse-chances = Szanse wydarzeń Zabójców dałyby razem { $total } % (Przypadkowe Zabójstwo, Pełnia Księżyca, Ucieczka): najpierw obniżcie inną, nie mogą przekroczyć 100 %
crimewave-refuse-seat-first = Najpierw usadźcie Śledczych
crimewave-refuse-no-method-yet = { $killer } nie ma jeszcze metody zabójstwa
crimewave-refuse-no-home-yet = { $killer } nie ma jeszcze kryjówki
crimewave-refuse-scenes-missing = { $killer }: scen początkowych { $placed } z { $count }
crimewave-refuse-watch-city = { $loc } to duże miasto: miasta nie mogą mieć Straży Sąsiedzkiej
crimewave-refuse-watch-twice = Na polu { $loc } jest już Straż Sąsiedzka
crimewave-refuse-watch-scenes = Pole { $loc } ma na sobie lub obok { $around } z { $needed } miejsc zbrodni potrzebnych Straży Sąsiedzkiej
crimewave-why-murder-near = { $killer } na polu { $loc }, jak najbliżej kryjówki: początkujący zabija na znanym sobie terenie

# Alibi playing the Killers: who plays what.
crimewave-alibi-plays = Alibi ({ $level }) gra Zabójcami
crimewave-level-easy = łatwy
crimewave-level-standard = standardowy
crimewave-level-hard = trudny

## Historia partii Crimewave w podsumowaniu.

crimewave-recap-killers-win = Wygrana Zabójców: Panika doszła do 10.
crimewave-recap-investigators-win = Wygrana Śledczych: wszyscy trzej Zabójcy są w więzieniu.
crimewave-recap-panic = Panika
crimewave-recap-spook = { $killer }: Strach
crimewave-recap-homes = { $killer }: możliwe kryjówki
crimewave-recap-victims = Ofiary
crimewave-recap-raids = Naloty
crimewave-recap-answered = { $told }: { $result }
crimewave-recap-moves-house = { $killer } zmienia kryjówkę
crimewave-recap-escapes = { $killer } ucieka z więzienia
crimewave-recap-lived-at = { $killer } mieszkał na polu { $home } i zabijał metodą: { $method }.
crimewave-recap-lived-nowhere = { $killer } nie mieszkał nigdzie na planszy i zabijał metodą: { $method }.
crimewave-recap-no-method = brak metody
crimewave-recap-opening = Scena początkowa na polu { $loc }: { $culprit }.

## What the rules change on the board on their own after an action, as instructions.

crimewave-change-arrested = { $killer } zostaje aresztowany: teraz jego proces
crimewave-change-prison = { $killer } idzie do więzienia: odwróćcie jego znacznik profilu
crimewave-change-free = { $killer } wychodzi na wolność: jego znacznik profilu zostaje odkryty
crimewave-change-escaped = { $killer } wyszedł z więzienia: odwróćcie z powrotem jego znacznik profilu
crimewave-change-case-thrown-out = Odrzućcie dowody z akt Zabójcy { $killer }
crimewave-change-case-file = Akta Zabójcy { $killer } mają teraz { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }
crimewave-change-solved = Odwróćcie płytkę ofiary na polu { $loc }: ofiara Zabójcy { $killer }. Jej zweryfikowane dowody trafiają do jego akt; zdejmijcie z planszy płytkę metody
crimewave-change-solved-random = Odwróćcie płytkę ofiary na polu { $loc }: przypadkowe zabójstwo
crimewave-change-scene-removed = Usuńcie z gry miejsce zbrodni na polu { $loc }
crimewave-change-verified = Odwróćcie płytkę „{ $evidence }” na polu { $loc } stroną zweryfikowaną do góry
crimewave-change-spook-reset = Przesuńcie znacznik Strachu Zabójcy { $killer } z powrotem na start
crimewave-change-spook = Ustawcie znacznik Strachu Zabójcy { $killer } na { $spook }
crimewave-change-victim-counter-round = Znacznik licznika ofiar wraca na pole startowe
crimewave-change-victim-counter = Przesuńcie znacznik licznika ofiar na pole { $at }
crimewave-change-panic = Panika rośnie do { $panic }: przesuńcie jej znacznik do przodu
crimewave-change-residence = { $killer } mieszka na polu { $loc }: połóżcie tam jego znacznik kryjówki
crimewave-change-residence-gone = { $killer } się wyprowadził: zdejmijcie jego znacznik kryjówki z pola { $loc }

## The Evidence verified form and Alibi's Killer events in the house rules.

crimewave-label-evidence-verified = Płytka dowodu, której rzut się udał ({ $item }, { $blood }, { $fingerprint } lub { $witness })
crimewave-help-verify-roll = Rzućcie k{ $die } na miejscu zbrodni za jedną z jego zakrytych płytek; wpiszcie płytkę tylko wtedy, gdy rzut się udał.
crimewave-rule-percent = { $value } %
crimewave-rule-events-title = Wydarzenia Zabójców w wykonaniu Alibi (talia Zabójców zostaje w pudełku)
crimewave-rule-events-help = W każdej rundzie Alibi losuje jedno wydarzenie z tymi szansami; gdy nikt nie siedzi w więzieniu, ucieczka liczy się jako brak wydarzenia.
crimewave-rule-random-killing = Przypadkowe Zabójstwo
crimewave-rule-full-moon = Pełnia Księżyca (każda metoda losowana od nowa)
crimewave-rule-escape = Ucieczka z Więzienia
crimewave-rule-no-event = Brak wydarzenia: { $chance } %
crimewave-rule-defense = Obrona Alibi (punkty:szansa, …)
crimewave-rule-defense-help = Przy każdym procesie Alibi losuje swoje punkty Obrony: { $table }. Szanse sumują się do 100.
crimewave-rule-defense-row = { $points } pkt { $chance } %
