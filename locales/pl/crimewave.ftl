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
crimewave-no-method = jeszcze bez metody
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
crimewave-table-watch-may-go = Straż Sąsiedzka może stanąć na: { $places } (przerywane okręgi)
crimewave-table-revealed = Każdy Zabójca został osaczony: widać wszystkie kryjówki (znaczniki domów)
crimewave-table-earlier = Wcześniejsze odpowiedzi, od najnowszej
crimewave-table-legend = ◆ miejsce zbrodni; jego tabliczka: ? nierozwiązane (R G B rozwiązane dla danego Zabójcy, Y przypadkowe), metoda, dowody P K O Ś (✓ zweryfikowane) · □ W Straż Sąsiedzka · przerywany okrąg: może tu stanąć straż

# The board and the Killer player's overlays.
crimewave-board-stand-in = { $name } (zastępcza, nie drukowana plansza)
crimewave-board-caption = { $board }. Kółko powiększa, przeciąganie przesuwa, kliknięcie wypełnia lokację.
crimewave-heat-grade-faint = 1 na 41 lub mniej
crimewave-heat-grade-light = 1 na 11–40
crimewave-heat-grade-dark = 1 na 3–10
crimewave-heat-grade-certain = 1 na 2 lub pewne
crimewave-heat-left = { $letter }: zostało { $count }, najbardziej prawdopodobne { $odds } ({ $grade })
crimewave-heat-working = { $letter } … liczenie
crimewave-heat-title = Mapa zagrożenia: { $killers }
crimewave-heat-legend = Każdy punkt to możliwa kryjówka; ciemniejszy, z grubszym okręgiem = bardziej prawdopodobny, litera mówi czyja: { $grades }
crimewave-no-home = jeszcze bez kryjówki
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
crimewave-announce-victim-counter = Przesuńcie licznik ofiar o jedno pole
crimewave-announce-no-murder = W tej rundzie bez zabójstwa
crimewave-announce-no-murder-step = Żaden Zabójca na wolności nie dosięgnie miejsca zabójstwa: przejdźcie do fazy rozwiązywania
crimewave-announce-no-event = W tej rundzie bez wydarzenia Zabójców
crimewave-announce-to-murder = Przejdźcie do zabójstwa
crimewave-announce-random = Wydarzenie Zabójców: Przypadkowe Zabójstwo na polu { $loc }
crimewave-announce-random-step = Połóżcie żółtą płytkę ofiary na polu { $loc }, białą stroną do góry (bez płytki metody: wszyscy wiedzą, że to przypadkowe zabójstwo)
crimewave-announce-full-moon = Wydarzenie Zabójców: Pełnia Księżyca
crimewave-announce-full-moon-step = { $killer } zabija teraz metodą: { $method }; połóżcie płytkę ({ $a_method }) nad jego portretem
crimewave-announce-full-moon-keep = Sceny już leżące na planszy zachowują swoje płytki
crimewave-announce-escape = Wydarzenie Zabójców: { $killer } ucieka z więzienia
crimewave-announce-escape-marker = Odwróćcie z powrotem znacznik profilu: { $killer }
crimewave-announce-escape-home = Ma nową tajną kryjówkę i zabija najwyżej 1 pole od niej
crimewave-announce-escape-raid = Jeśli znajdzie go nalot, wraca prosto do więzienia, bez procesu
crimewave-announce-change = { $killer } zmienia metodę na: { $method }
crimewave-announce-change-step = Zamieńcie płytkę nad portretem Zabójcy { $killer } na płytkę ({ $a_method })
crimewave-announce-keep = { $killer } zachowuje swoją metodę
crimewave-announce-keep-step = Zostawcie płytkę nad jego portretem bez zmian
crimewave-announce-move = { $killer } przenosi się do nowej tajnej kryjówki
crimewave-announce-move-spook = Ustawcie miernik Strachu Zabójcy { $killer } z powrotem na 0
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
crimewave-why-murder-weighed = { $killer } na polu { $loc }: stołowi zostałoby dla niego { $left } możliwych kryjówek (najlepsze z { $weighed } zabójstw rozważonych dla trzech Zabójców; najgorsze zostawiłoby { $worst })
crimewave-why-setup-random = kryjówki i sceny początkowe wylosowane spośród dozwolonych
crimewave-why-setup-weighed = kryjówki { $red }, { $green } i { $blue } ze scenami początkowymi blisko siebie: stół zaczyna z { $red_left }, { $green_left } i { $blue_left } możliwymi kryjówkami dla Czerwonego Postrachu, Zielonego Siepacza i Niebieskiego Rzeźnika (najlepsze z { $weighed } rozważonych przygotowań)
crimewave-why-home-random = przeprowadzka na pole { $loc }, dozwoloną kryjówkę wylosowaną losowo
crimewave-why-home-weighed = przeprowadzka na pole { $loc }: po kolejnym zabójstwie stół miałby dla niego { $left } możliwych kryjówek zamiast { $worst_left } przy polu { $worst }
crimewave-why-method-random = zmiana metody na: { $method }, losowo
crimewave-why-kept-random = metoda zachowana, losowo
crimewave-why-its-method = jego metoda
crimewave-why-method-weighed = zmiana metody na: { $method } – po kolejnym zabójstwie stołowi zostałoby dla niego { $left } możliwych kryjówek zamiast { $kept_left } z metodą { $old }
crimewave-why-kept-weighed = metoda zachowana ({ $old }): żadna inna nie zostawiłaby stołowi więcej kryjówek po kolejnym zabójstwie ({ $left })
