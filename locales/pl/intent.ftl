# Intent to Kill: what the rules say (refusals, the table's sentences, the audit, the recap)
# and the console's and the table screen's words. The game's terms are in intent-terms.ftl.
#
# Refusals are also written to transcripts in English, where tests expect them word for word:
# keep the English as it is (even "civilian(s)"); other languages use their own plural forms.
# Polish: a civilian is named in the nominative, as on the card; a block after a preposition
# goes with "kwartał" ("w kwartale 5 Centrum").

## Lists.

intent-list-and = { $first } i { $rest }
intent-list-comma = { $first }, { $rest }
intent-list-or = { $first } lub { $rest }

## Why a civilian can't be murdered now: a motive's rule or a base condition.

intent-breach-sentence = { $victim }: morderstwo niemożliwe — { $breach }
intent-breach-gone = tej osoby nie ma w mieście
intent-breach-murderer = to Morderca
intent-breach-with-detective = przebywa w kwartale Detektywa
intent-breach-curfew = ten kwartał chroni Godzina policyjna
intent-breach-other-sex = Maniak po pierwszej ofierze danej płci zabija już tylko { $sex ->
        [male] mężczyzn
       *[female] kobiety
    }
intent-breach-intimidated = Sadysta nigdy nie zabija zastraszonych cywilów
intent-breach-central = Rzezimieszek nigdy nie zabija w centralnym kwartale ({ $block })
intent-breach-near-detective = Mściciel nigdy nie zabija w kwartałach wokół Detektywa ({ $block })
intent-breach-not-alone = Zabójca zabija tylko cywila, który jest sam w swoim kwartale (liczba osób w kwartale { $block }: { $count })
intent-breach-group-struck = Terrorysta nigdy nie zabija dwa razy w tej samej grupie społecznej (grupa { $group } straciła już ofiarę)
intent-breach-poi-group-first = pierwsza ofiara Sekciarza nie może należeć do grupy Figuranta ({ $group })
intent-breach-last-group = Sekciarz nigdy nie zabija w grupie społecznej poprzedniej ofiary ({ $group })
intent-breach-poi-last = Sekciarz musi zostawić ostatnie morderstwo dla Figuranta
intent-breach-poi-group-next = następną ofiarą Sekciarza musi być Figurant, więc ta nie może należeć do jego grupy ({ $group })
intent-breach-next-to-scene = Rabuś nigdy nie zabija obok ostatniego miejsca zbrodni ({ $block })
intent-breach-builds-missing = Kanibal potrzebuje jeszcze ofiar o budowie { $builds }, a zostałoby tylko { $left } { $left ->
        [one] morderstwo
        [few] morderstwa
        [many] morderstw
       *[other] morderstwa
    }
intent-breach-no-three-of-a-group = Radykał potrzebuje trzech ofiar z jednej grupy społecznej, a po tej byłoby to już niemożliwe
intent-breach-third-age = ofiary Psychopaty należą najwyżej do dwóch grup wiekowych
intent-breach-no-building = Szpieg zabija tylko w kwartale z budynkiem (w kwartale { $block } go nie ma)

## Phases, outcomes and answers, as sentences speak of them.
## Polish: the phase words follow "faza" ("faza Mordercy", "faza miasta").

intent-phase-setup = przygotowań
intent-phase-murderer = Mordercy
intent-phase-detective = Detektywa
intent-phase-city = miasta
intent-phase-over = końcowa
intent-outcome-detective-wins = wygrywa Detektyw
intent-outcome-murderer-wins = wygrywa Morderca
intent-outcome-murderer-loses = Morderca przegrywa
intent-outcome-none = koniec
intent-ended-detective-wins = Wygrana Detektywa
intent-ended-murderer-wins = Wygrana Mordercy
intent-ended-murderer-loses = Przegrana Mordercy (druga odmowa)
intent-progress-setup = Przygotowanie
intent-progress-over = Koniec · { $victims } { $victims ->
        [one] ofiara
        [few] ofiary
        [many] ofiar
       *[other] ofiary
    } · { $outcome }
intent-progress-round = Runda { $round } · faza { $phase } · { $victims } { $victims ->
        [one] ofiara
        [few] ofiary
        [many] ofiar
       *[other] ofiary
    }
intent-answer-yes = Tak
intent-answer-no = Nie

## The Intuition cards' effects ("Curfew on 12 Stadium").

intent-effect-curfew = Godzina policyjna: { $block }
intent-effect-stubborn-witnesses = Uparci świadkowie: { $block }
intent-effect-union-strike = Strajk związkowy: { $group }

## What was being tried when a refusal says it belongs to another phase ("moving civilians").

intent-doing-intimidation = zastraszanie
intent-doing-murder = morderstwo
intent-doing-benefactor-scene = miejsce zbrodni Filantropa
intent-doing-refusing = odmowa morderstwa
intent-doing-initial-response = Pierwsza Reakcja
intent-doing-detective-move = ruch Detektywa
intent-doing-surveillance = Obserwacja
intent-doing-questioning = przesłuchanie
intent-doing-comforting = pocieszanie
intent-doing-remove-building = usunięcie budynku
intent-doing-agent = wybór agenta FBI
intent-doing-end-investigation = zakończenie śledztwa
intent-doing-move-civilians = przesuwanie cywilów
intent-doing-next-round = rozpoczęcie kolejnej rundy
intent-doing-token = dobranie żetonu grupy społecznej
intent-doing-accusation = oskarżenie

## Refusals: why the rules refuse an action. The words in parentheses at the end of some
## ("(displace)", "(accuse)", "scene BLOCK") are transcript commands: keep them as they are.

intent-refusal-wrong-phase = trwa faza { $now }: { $what } należy do fazy { $wanted }
intent-refusal-setup-ended = trwa faza { $now }: przygotowanie skończyło się wraz ze startem gry
intent-refusal-still-setup = gra jest wciąż w przygotowaniu: najpierw zakończcie je poleceniem start
intent-refusal-game-over = gra się skończyła ({ $outcome })
intent-refusal-initial-response-first = najpierw Pierwsza Reakcja: przenieście wszystkich cywilów z miejsca zbrodni w kwartale { $block } (displace)
intent-refusal-building-first = Ułamek sekundy: najpierw budynek opuszcza miasto (remove-building)
intent-refusal-no-such-block = nie ma kwartału { $number }
intent-refusal-not-in-city = { $civilian } nie przebywa w mieście
intent-refusal-intimidated-silent = { $civilian } milczy: zastraszenie
intent-refusal-answered-already = { $civilian } ma już za sobą odpowiedź w tej fazie
intent-refusal-stubborn-witnesses = Uparci świadkowie: w kwartale { $block } nikt nie mówi
intent-refusal-union-strike = Strajk związkowy: grupa { $group } milczy
intent-refusal-intuition-card = { $card } to karta trybu Intuicji
intent-refusal-bomb-intuition = Bomba domowej roboty to karta trybu Intuicji
intent-refusal-intimidated-already-this-round = Morderca już zastraszał w tej rundzie
intent-refusal-named-twice = { $civilian } pojawia się dwa razy
intent-refusal-with-detective = { $civilian } przebywa w kwartale Detektywa
intent-refusal-intimidated-already = { $civilian }: zastraszenie już trwa
# English keeps "civilian(s)": transcripts hold these words.
intent-refusal-intimidate-count = Morderca zastrasza w tej rundzie { $count } { $count ->
        [one] cywila
        [few] cywilów
        [many] cywilów
       *[other] cywila
    }, nie { $named }
intent-refusal-intimidate-first = Morderca najpierw zastrasza dwóch cywilów
intent-refusal-benefactor-first = w D.O.A. pierwsze miejsce zbrodni należy do Filantropa: umieśćcie je poleceniem scene BLOCK
intent-refusal-bomb-own-block = Morderca nie może podłożyć Bomby domowej roboty w kwartale, w którym przebywa
intent-refusal-bomb-elsewhere = { $civilian } nie przebywa w kwartale { $block }, gdzie wybucha bomba
intent-refusal-scene-without-murder = bez morderstwa umieszcza się tylko pierwsze miejsce zbrodni w D.O.A.
intent-refusal-scene-empty = na nowym miejscu zbrodni nie został żaden cywil
intent-refusal-not-on-scene = { $civilian } nie przebywa na miejscu zbrodni w kwartale { $block }
intent-refusal-displace-where = { $civilian } może przejść do kwartałów: { $numbers }, nie do { $block }
intent-refusal-not-next-to-detective = kwartał { $block } nie sąsiaduje z kwartałem Detektywa
intent-refusal-steps-spent = Detektyw wykorzystał już w tej fazie oba punkty ruchu
intent-refusal-must-tell-truth = { $civilian } musi mówić prawdę: kłamać mogą tylko Morderca, Figurant i Sprzymierzeńcy
intent-refusal-not-intimidated = { $civilian }: brak zastraszenia
intent-refusal-buildings-stay = budynki opuszczają miasto tylko w Ułamku sekundy
intent-refusal-building-removed-already = w tej fazie budynek już opuścił miasto
intent-refusal-no-building = w kwartale { $block } nie ma budynku
intent-refusal-no-agent-here = tajnego agenta ma tylko Ulica bez nazwy
intent-refusal-agent-once = Detektyw wybiera agenta raz, w swojej pierwszej fazie
intent-refusal-agent-first = Ulica bez nazwy: Detektyw wybiera tajnego agenta w swojej pierwszej fazie (agent NAME)
intent-refusal-not-next-to-civilian = kwartał { $block } nie sąsiaduje z kwartałem, w którym przebywa { $civilian }
intent-refusal-enter-scene = cywile nigdy nie wchodzą na miejsce zbrodni ({ $block })
intent-refusal-block-full = w kwartale { $block } jest już trzech cywilów
intent-refusal-last-round = to była ostatnia runda: Detektyw wskazuje Mordercę i motyw (accuse)
intent-refusal-effects-intuition = efekty kart należą do trybu Intuicji
intent-refusal-effect-state = { $effect } { $on ->
        [already] już działa
       *[not] nie działa
    }
intent-refusal-token-murderer-phase = trwa faza Mordercy: żetony grup społecznych dobiera się w fazach Detektywa i miasta
intent-refusal-token-hidden = żetonu grupy { $group } nie ma w stosie: leży zakryty przed Mordercą
intent-refusal-poi-unset = Figurant nie jest ustalony
intent-refusal-motive-not-in-play = motyw { $motive } nie jest w grze
intent-refusal-confess-true-motive = { $motive } to motyw Mordercy: Pełne wyznanie wskazuje motyw, który nim nie jest
intent-refusal-motive-twice = każdy motyw może być w grze tylko raz
intent-refusal-offer-different = trzy oferowane żetony grup społecznych to trzy różne grupy
intent-refusal-offer-without-supporters = wybranych już Sprzymierzeńców ({ $chosen }) nie ma wśród: { $groups }
intent-refusal-supporters-not-offered = Sprzymierzeńców wybiera się spośród trzech dobranych żetonów grup społecznych: { $groups }
intent-refusal-placed-already = { $civilian } jest już na planszy
intent-refusal-block-count = { $layout } umieszcza w kwartale { $block } { $count } { $count ->
        [one] cywila
        [few] cywilów
        [many] cywilów
       *[other] cywila
    }, nie { $have }
intent-refusal-benefactor-placed = w D.O.A. Filantrop jest ofiarą nr 1 i nie trafia do miasta
intent-refusal-murderer-unset = cywil Mordercy nie jest ustalony
intent-refusal-murderer-outside = Morderca ({ $civilian }) musi być jednym z 20 cywilów w mieście
intent-refusal-poi-outside = Figurant ({ $civilian }) musi być jednym z 20 cywilów w mieście
intent-refusal-poi-is-murderer = Figurant to inny cywil niż Morderca
intent-refusal-motive-count = tryb { $mode ->
        [logic] Logiki
       *[other] Intuicji
    }: liczba motywów to { $count }, nie { $have }
intent-refusal-motive-unset = motyw nie jest ustalony
intent-refusal-motive-outside = motyw ({ $motive }) musi być jednym z motywów w grze
intent-refusal-supporters-unset = Sprzymierzeńcy nie są wybrani
intent-refusal-detective-unset = znacznik Detektywa nie ma kwartału startowego
intent-refusal-deal-panic = Panika na ulicach rozdaje po 5 cywilów z grup: Imigranci, Medycyna, Wyrzutki i Robotnicy
intent-refusal-deal-street = Ulica bez nazwy rozdaje 6 cywilów z grupy Przestępcy i po 2 z każdej z siedmiu innych grup

## What the table should do next.

intent-expected-setup = Przygotowanie: wybierzcie tryb, układ i motywy, umieśćcie 20 cywilów, ustalcie tajemnice i kwartał Detektywa, potem start
intent-expected-intimidate = Morderca zastrasza { $count } { $count ->
        [one] cywila
        [few] cywilów
        [many] cywilów
       *[other] cywila
    }
intent-expected-benefactor-scene = Morderca umieszcza miejsce zbrodni Filantropa w dowolnym kwartale
intent-expected-murder = Morderca wybiera ofiarę albo odmawia morderstwa
intent-expected-initial-response = Pierwsza Reakcja: Detektyw przenosi cywilów z miejsca zbrodni w kwartale { $block }
intent-expected-remove-building = Ułamek sekundy: Detektyw usuwa budynek
intent-expected-agent = Detektyw potajemnie wybiera tajnego agenta FBI, potem prowadzi śledztwo
intent-expected-investigate = Detektyw prowadzi śledztwo (ruch, Obserwacja, przesłuchanie, pocieszanie), potem kończy fazę
intent-expected-accuse = Detektyw wskazuje Mordercę i motyw
intent-expected-city = Cywile się przemieszczają; potem zaczyna się kolejna runda
intent-expected-over = Gra skończona: { $outcome }

## The history: each action in words, without a secret.

intent-did-mode-logic = Tryb Logiki
intent-did-mode-intuition = Tryb Intuicji
intent-did-layout = Układ: { $layout }
intent-did-place = Kwartał { $block }: { $civilians }
intent-did-murderer = Morderca losuje swojego cywila (tajne)
intent-did-poi = Morderca losuje Figuranta (tajne)
intent-did-motives = Motywy w grze: { $motives }
intent-did-motive = Morderca losuje motyw (tajne)
intent-did-offer = Alibi dobiera trzy żetony grup społecznych dla Sprzymierzeńców (tajne)
intent-did-supporters = Morderca wybiera Sprzymierzeńców (tajne)
intent-did-detective-start = Detektyw zaczyna w kwartale { $block }
intent-did-detective-move = Detektyw idzie do kwartału { $block }
intent-did-start = Gra się zaczyna
intent-did-intimidate = Morderca zastrasza: { $civilians }
intent-did-murder = Morderstwo: { $victim }, kwartał { $block } (ofiara { $number })
intent-did-bomb = Bomba domowej roboty w kwartale { $block }: { $civilians }
intent-did-scene = Miejsce zbrodni Filantropa trafia do kwartału { $block }
intent-did-refuse = Morderca odmawia morderstwa
intent-did-displace = { $civilian } opuszcza miejsce zbrodni i idzie do kwartału { $block }
intent-did-surveil = Obserwacja: { $civilian }
intent-did-question = Pytanie do: { $civilian } – { $question }
intent-did-comfort = Detektyw pociesza: { $civilian }
intent-did-remove-building = Budynek znika z kwartału { $block }
intent-did-agent = Detektyw wybiera tajnego agenta FBI (tajne)
intent-did-city = Faza miasta
intent-did-move = { $civilian } przechodzi do kwartału { $block }
intent-did-round = Runda { $round }
intent-did-effect-begins = { $effect }: początek
intent-did-effect-ends = { $effect }: koniec
intent-did-accuse = Detektyw oskarża: { $civilian }, motyw: { $motive }
intent-did-token = Dobrano żeton grupy { $group }
intent-did-profile = Profilowanie kryminalne: Morderca podaje grupę Figuranta
intent-did-confess = Pełne wyznanie: motyw Mordercy to nie { $motive }

## The table's log of answers.

intent-log-surveillance = Obserwacja: { $civilian } – czy Morderca mógłby teraz zabić tę osobę? { $answer }.
intent-log-answer = { $civilian } na pytanie „{ $question }” odpowiada: { $answer }.
intent-log-murder = Morderstwo { $number }: { $civilians } w kwartale { $block }

## The facts that narrowed the deduction most (the Murderer's advice).

intent-cut-murder = morderstwo: { $bodies }
intent-cut-body = { $civilian }
intent-cut-surveillance = Obserwacja: { $civilian }, runda { $round }: { $answer ->
        [yes] tak
       *[no] nie
    }
intent-cut-answer = { $civilian }, runda { $round }: Morderca { $answer ->
        [yes] ma cechę
       *[no] nie ma cechy
    } „{ $characteristic }”

## Alibi's announcements when it plays a side: a headline, then what the people do with the
## cards. `$side` is who acts: murderer or detective.

intent-announce-owner = „{ $civilian }”
intent-announce-nobody = nikt
intent-announce-cards = { $count ->
        [0] 0 kart
        [one] kartę { $owners }
       *[other] karty { $owners }
    }
intent-announce-step-intimidate = Odwróćcie { $cards } szarą stroną do góry.
intent-announce-murder = Morderstwo: { $victim }, kwartał { $block }
intent-announce-step-victim-slot = Kartę „{ $victim }” połóżcie na polu ofiary nr { $number }.
intent-announce-step-scene-card = Kartę miejsca zbrodni nr { $number } połóżcie na kwartale { $block }.
intent-announce-step-detective-marker = Przesuńcie znacznik Detektywa do kwartału { $block }.
intent-announce-benefactor-scene = Miejsce zbrodni Filantropa jest w kwartale { $block }
intent-announce-refuse = Morderca odmawia morderstwa w tej rundzie
intent-announce-step-refuse = W tej rundzie bez miejsca zbrodni: gra trwa sześć rund.
intent-announce-displace = { $civilian } opuszcza miejsce zbrodni
intent-announce-step-move = Przestawcie kartę „{ $civilian }” do kwartału { $block }.
intent-announce-detective = Detektyw idzie do kwartału { $block }
intent-announce-surveil = Obserwacja: { $civilian } – czy Morderca mógłby teraz zabić tę osobę? { $answer }
intent-announce-step-surveil = Detektyw korzysta z Komisariatu: żeton Obserwacji trafia na kartę „{ $civilian }” i wraca.
intent-announce-question = { $civilian } na pytanie „{ $question }” odpowiada: { $answer }
intent-announce-step-comfort = Odwróćcie kartę „{ $civilian }” kolorową stroną do góry.
intent-announce-step-remove-building = Zdejmijcie znacznik budynku z kwartału { $block }.
intent-announce-city = Detektyw kończy śledztwo: faza miasta
intent-announce-token = { $side ->
        [murderer] Morderca
       *[detective] Detektyw
    } dobiera żeton grupy { $group }
intent-announce-step-token = { $side ->
        [murderer] Morderca
       *[detective] Detektyw
    } może przesunąć każdego cywila z grupy { $group } o jeden kwartał.
intent-announce-step-token-boxed = Z grupy { $group } nikt nie został: { $side ->
        [murderer] Morderca
       *[detective] Detektyw
    } może przesunąć jedną wybraną grupę; żeton trafia do pudełka.
intent-announce-move = { $side ->
        [murderer] Morderca
       *[detective] Detektyw
    } przesuwa: { $civilian }
intent-announce-round = Zaczyna się runda { $round }
intent-announce-step-round = Tura Mordercy.
intent-announce-step-accuse = Wynik: { $result }.
intent-announce-murderer-done = Morderca kończy przesuwanie cywilów
intent-announce-step-murderer-done = Tura Detektywa: dobierzcie żeton i przesuńcie tę grupę.

## Why Alibi, playing the Murderer, did what it did (shown at the end of the game).

intent-why-line = { $round ->
        [0] Przygotowanie
       *[other] Runda { $round }
    }: { $why }
intent-why-random = { $action } — losowo (łatwy)
intent-why-percent = { $percent } %
intent-why-supporters = Sprzymierzeńcy: grupa { $group } – z trzech dobranych ma najwięcej cywilów, a więc najwięcej świadków, którzy mogą dla niej kłamać
intent-why-intimidate = zastraszenie: { $civilians } – prawdomówni świadkowie najbliżej miejsca kolejnego planowanego morderstwa
intent-why-intimidate-owed = zastraszenie: { $civilians } – trzeba zastraszyć dwóch cywilów, a nie został żaden prawdomówny świadek
intent-why-intimidate-mixed = zastraszenie: { $truthful } (prawdomówni świadkowie najbliżej miejsca kolejnego planowanego morderstwa) oraz { $owed }, bo trzeba zastraszyć dwóch cywilów
intent-why-murder = ofiara: { $victim } – po dedukcji stołu prawdziwy Morderca i motyw mieli szansę { $chance }{ $other }
intent-why-murder-other = ; przy wyborze { $civilian }: { $chance }
intent-why-murder-nobody-else = ; nikt inny nie pasował
intent-why-refuse = odmowa morderstwa: nikt nie pasował do motywu
intent-why-question = { $civilian } na pytanie „{ $question }”: { $lied ->
        [yes] kłamstwo
       *[no] prawda
    } (prawda zostawiłaby prawdziwej parze szansę { $truth }, kłamstwo { $lie })
intent-why-move = przesunięcie: { $civilian } do kwartału { $block } – w następnej rundzie do motywu pasowałoby { $count } cywilów zamiast { $before }

## The table screen.

intent-game-name = Intent to Kill
intent-table-setup-dealt = Przygotowanie: rozłóżcie cywilów rozdanych przez Alibi.
intent-table-setup = Przygotowanie: Detektyw rozkłada cywilów; Morderca ogląda tajne karty.
intent-table-over-detective-wins = Koniec gry: wygrywa Detektyw
intent-table-over-murderer-wins = Koniec gry: wygrywa Morderca
intent-table-over-murderer-loses = Koniec gry: Morderca dwa razy odmówił i przegrywa
intent-table-round = Runda { $round } · faza { $phase ->
        [murderer] Mordercy
        [detective] Detektywa
       *[city] miasta
    }
intent-table-yes = TAK
intent-table-no = NIE
intent-table-no-answer = Jeszcze bez odpowiedzi.
intent-table-victim = { $number }. { $name } — { $traits }
intent-table-log-line = R{ $round }: { $words }
intent-table-victims = Ofiary: { $count } z { $limit }{ $refusals ->
        [0] {""}
       *[other] {" · "}odmowy: { $refusals } (druga to przegrana)
    }
intent-table-log-heading = Wszystkie odpowiedzi, od najnowszej
intent-table-motives = Motywy w grze: { $motives }
intent-table-stubborn = {" · "}Uparci świadkowie: { $blocks }
intent-table-strike = {" · "}Strajk związkowy: { $groups }

## The city, on the table screen and the console.

intent-city-legend = ★ Detektyw · ✗ miejsce zbrodni (po kolei) · ⚠ zastraszenie
intent-city-tag-detective = ★ DETEKTYW
intent-city-tag-scene = ✗ MIEJSCE { $number }
intent-city-tag-curfew = GODZ. POL.
intent-city-chip-intimidated = ⚠ { $name } · zastraszenie
intent-city-chip-looks = { $sex } { $age } · { $build } · { $height ->
        [short] niski
        [medium] śr.
       *[tall] wys.
    }

## The Murderer's advice on the console.

intent-advice-switch = Porada: ranking dozwolonych ofiar według tego, co morderstwo zostawi Detektywowi
intent-advice-why = Dlaczego podejrzewają to, co podejrzewają?
intent-advice-no-cut = Żaden pojedynczy jawny fakt sam nie zawęża podejrzanych ani motywów.
intent-advice-cut = • { $fact }: bez niego +{ $suspects } { $suspects ->
        [one] podejrzany
       *[other] podejrzanych
    } i +{ $motives } { $motives ->
        [one] motyw
        [few] motywy
        [many] motywów
       *[other] motywu
    }
intent-advice-nobody = Teraz nikogo nie można zamordować.
intent-advice-lead = { $safest ->
        [yes] Najbezpieczniejsza ofiara
       *[no] Ofiara
    }: { $victim } – zostaje podejrzanych: { $suspects }, motywów: { $motives } (teraz { $suspects_now } i { $motives_now })
intent-advice-other = ; { $victim }: { $suspects } i { $motives }
intent-advice-line = { $lead }{ $other }. Ranking (podejrzani/motywy): { $ranked }

## The console.

intent-console-building-leaves = Budynek znika z kwartału { $block }.
intent-console-legend = ★ Detektyw · ✗ miejsce zbrodni (po kolei) · ⚠ zastraszenie · etykiety: płeć wiek · budowa S/M/L · wzrost · grupa
intent-console-legend-private = ★ Detektyw · ✗ miejsce zbrodni (po kolei) · ⚠ zastraszenie · etykiety: płeć wiek · budowa S/M/L · wzrost · grupa · ✓ można zamordować · ● do zastraszenia
intent-console-next = Dalej: { $expected }
intent-console-no-questioning = Bez przesłuchania: { $reason }.
intent-side-on-the-table = Na stole: { $words }
intent-side-victim = { $number }. { $name } ({ $traits })

## Alibi playing a side, on the console.

intent-alibi-asks = Detektyw pyta: { $civilian } – { $question }
intent-alibi-asks-step = Morderca odpowiada na konsoli w imieniu cywila.
intent-alibi-ask = Zapytaj: { $civilian } – { $question } (T)
intent-console-remove-building = Usuń: { $building } w kwartale { $number }

## The Intuition cards pane.

intent-cards-in-play = { $effect }: karta działa.
intent-cards-choose = Wybierzcie kartę i to, co wskazuje.
intent-cards-ended = { $effect }: koniec działania.
intent-cards-end = Zakończ: { $effect }
intent-cards-heading = Karty, których efekty sprawdzają zasady
intent-cards-play = Zagraj kartę
intent-cards-others = Pozostałe karty zagrywa się na stole; Bombę domowej roboty Alibi proponuje przy morderstwie.

## Setting up.

intent-setup-unknown-civilian = { $block }: żaden cywil nie nazywa się { $names }.
intent-setup-building = { $building } w kwartale { $number }

## What the rules change on the board on their own after an action, as instructions.

intent-change-flip-back = Odwróćcie kartę „{ $civilian }” z powrotem kolorową stroną do góry.
intent-change-detective = Przesuńcie znacznik Detektywa do kwartału { $block }.
## The investigation, refereed: what the Detective has left, the actions by name, and why a
## step is refused. Building selectors ($building, $kind): police-station, diner, hospital,
## fire-station.

intent-kind-questioning = przesłuchanie w kwartale { $block }
intent-kind-police-station = Komisariat
intent-kind-diner = Bar
intent-kind-hospital = Szpital
intent-kind-fire-station = Remiza
intent-left = Zostało: { $points }, { $actions }
intent-left-points = { $count ->
    [0] zero punktów ruchu
    [one] 1 punkt ruchu
    [few] { $count } punkty ruchu
    [many] { $count } punktów ruchu
   *[other] { $count } punktów ruchu
}
intent-left-actions = { $count ->
    [0] zero akcji
    [one] 1 akcja
    [few] { $count } akcje
    [many] { $count } akcji
   *[other] { $count } akcji
}
intent-left-used = { $left } (wykorzystano: { $used })
intent-left-used-open = { $left } (wykorzystano: { $used }; przesłuchanie w kwartale { $block } może trwać dalej)
intent-left-uncounted = Zasada domowa: stół sam liczy punkty ruchu i akcje
intent-left-cards = Intuicja: karty Detektywa dodają ruch i akcje, więc stół liczy je sam
intent-token-on = leży na karcie „{ $civilian }”
intent-token-held = jest u Detektywa
intent-doing-watch = kładzenie żetonu Obserwacji
intent-doing-investigation = śledztwo
intent-refusal-surveil-place = żeton Obserwacji { $token }: położenie go na karcie „{ $civilian }” wymaga akcji Komisariatu, a { $reason }
intent-refusal-question-too-far = { $civilian } nie przebywa ani w kwartale Detektywa, ani obok niego
intent-refusal-question-needs-diner = { $civilian } nie przebywa w kwartale Detektywa, a cywila z sąsiedniego kwartału przesłuchuje tylko akcja Baru: w kwartale { $block } nie ma Baru
intent-refusal-no-such-building = { $building ->
    [police-station] w kwartale { $block } nie ma Komisariatu
    [diner] w kwartale { $block } nie ma Baru
    [hospital] w kwartale { $block } nie ma Szpitala
   *[fire-station] w kwartale { $block } nie ma Remizy
}
intent-refusal-out-of-reach = { $civilian } nie przebywa ani w kwartale { $building ->
    [police-station] Komisariatu
    [diner] Baru
    [hospital] Szpitala
   *[fire-station] Remizy
}, ani obok niego
intent-refusal-questioning-over = przesłuchanie skończyło się, gdy znacznik Detektywa opuścił kwartał { $block }
intent-refusal-action-used = akcja { $kind ->
    [police-station] Komisariatu
    [diner] Baru
    [hospital] Szpitala
   *[fire-station] Remizy
} została już wykorzystana w tej fazie
intent-refusal-both-actions-used = obie akcje są wykorzystane: { $first } i { $second }
intent-refusal-actions-used = obie akcje tej fazy są wykorzystane
intent-refusal-move-needs-fire-station = w fazie Detektywa cywile przemieszczają się tylko dzięki akcji Remizy, zaraz po dobraniu jej żetonu
intent-refusal-moved-already = kartę „{ $civilian }” już przesunięto tym żetonem
intent-refusal-move-group = ten żeton przesuwa tylko grupę { $group }
intent-refusal-move-chosen-group = z grupy tego żetonu nikt nie został, więc przemieszcza się jedna grupa do wyboru: { $group }, wybrana z pierwszym przesuniętym cywilem
intent-refusal-token-both-drawn = oba żetony tej fazy miasta są już dobrane
intent-refusal-token-offered = żeton grupy { $group } wrócił do pudełka podczas przygotowania: nie ma go w stosie
intent-refusal-token-boxed = żeton grupy { $group } leży w pudełku: gdy go dobrano, nikt z jego grupy nie został w mieście
intent-refusal-token-out = żeton grupy { $group } dobrano w tej fazie miasta: zostaje poza stosem do końca fazy
intent-refusal-token-seventh = stos ma sześć żetonów i wyszło z niego już sześć innych grup: żeton grupy { $group } nie może być wśród nich
intent-did-rule-referee = { $on ->
    [yes] Zasada domowa: Alibi sędziuje śledztwo
   *[no] Zasada domowa: stół sam pilnuje limitów śledztwa
}
intent-did-watch = Żeton Obserwacji trafia na kartę „{ $civilian }” (Komisariat)
intent-did-watch-surveil = Obserwacja: { $civilian }, żeton położony przez Komisariat
intent-did-fire-station = Remiza: dobrano żeton grupy { $group }

intent-announce-step-watch = Detektyw korzysta z Komisariatu: żeton Obserwacji trafia na kartę „{ $civilian }” i tam zostaje.
intent-announce-step-use-token = Żeton Obserwacji schodzi z karty „{ $civilian }” i wraca do Detektywa.
