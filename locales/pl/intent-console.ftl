# Intent to Kill's console: setting up, the rounds, the side panes, the end and its audit,
# and Alibi playing a side. The game's terms are in intent-terms.ftl; the rules' sentences
# in intent.ftl.

## Words several screens share.

# `$side`: murderer or detective.
intent-side-title = { $side ->
        [murderer] Morderca
       *[detective] Detektyw
    }
# `$level`: easy, standard or hard.
intent-level = { $level ->
        [easy] łatwy
        [standard] standardowy
       *[hard] trudny
    }
intent-level-line = { $level ->
        [easy] jak początkujący, często ruch poziomu „standardowy”, poza tym dowolny dozwolony ruch
        [standard] najlepszy ruch według dokładnej dedukcji, o krok naprzód
       *[hard] patrzy dalej naprzód, biorąc pod uwagę każdą hipotezę zgodną z faktami
    }
intent-console-not-allowed = Niedozwolone: { $why }
intent-console-placeholder-civilian = cywil
intent-console-placeholder-motive = motyw
intent-console-placeholder-group = grupa
intent-console-placeholder-block = kwartał
intent-console-placeholder-card = karta
# `$answer`: the answer's word (Yes or No).
intent-console-truth = { $question } Prawdziwa odpowiedź: { $answer }.
intent-console-answer-truth = Odpowiedz { $answer } (prawda) (T)
intent-console-answer-lie = Kłamstwo: odpowiedz { $answer } (L)
intent-console-must-tell-truth = { $civilian } musi mówić prawdę.

## Setting up.

intent-setup-title = Nowa gra w Intent to Kill
intent-setup-seat-person = osoba
intent-setup-seat-alibi = Alibi, poziom { $level }
intent-setup-who-plays = Kto gra?
intent-setup-the-murderer = Morderca
intent-setup-the-detective = Detektyw
intent-setup-strength = {" "}W grach testowych na poziomie trudnym wygrywa { $rate } % partii z przeciwnikiem ({ $other }).
intent-setup-alibi-plays = Alibi gra jako { $side } (poziom { $level }): { $line }.{ $strength } Gra solo: Alibi strzeże tajemnic swojej strony i ogłasza swoje ruchy, które wykonujecie na planszy; cofnięcie wraca do waszego ostatniego ruchu.
intent-setup-intuition-declined = Alibi gra jedną ze stron tylko w trybie Logiki: nie wszystkie karty Intuicji są znane, więc program nie zagra nimi uczciwie. Wybierzcie Logikę, aby grać z Alibi.
intent-setup-layout = Układ
intent-setup-logic = Logika (6 motywów)
intent-setup-intuition = Intuicja (8 motywów, karty)
intent-setup-motives = Motywy w grze ({ $count } z { $wanted })
intent-setup-recommended = Zalecane dla: { $layout }
intent-setup-motive-count = Wybierzcie dokładnie { $wanted } { $wanted ->
        [one] motyw
        [few] motywy
        [many] motywów
       *[other] motywu
    } (wybrano: { $picked }).
intent-setup-alibi-deals = Alibi rozdaje
intent-setup-we-drew = Sami dobraliśmy karty
intent-setup-alibi-deals-alone = Alibi rozdaje: wybiera 20 cywilów i ich kwartały do rozłożenia, a w tajemnicy losuje Mordercę, Figuranta, motyw i trzy żetony grup społecznych; w fazie miasta jego woreczek losuje każdy żeton.
intent-setup-alibi-deals-table = Alibi rozdaje: wybiera 20 cywilów i ich kwartały, które rozłoży Detektyw, a w tajemnicy losuje Mordercę, Figuranta, motyw i trzy żetony grup społecznych.
intent-setup-dealt-alibi-murderer = Rozdane. Rozłóżcie karty poniżej; Alibi trzyma karty Mordercy zakryte. Odłóżcie żetony grup społecznych: losuje je woreczek Alibi.
intent-setup-dealt-alibi = Rozdane. Rozłóżcie karty poniżej, potem obejrzyjcie swoje tajne karty. Odłóżcie żetony grup społecznych: losuje je woreczek Alibi.
intent-setup-dealt = Rozdane. Detektyw: rozłóż karty poniżej. Morderca: obejrzyj swoje tajne karty, gdy Detektyw odwróci wzrok.
intent-setup-type-civilians = Wpiszcie cywilów, których Detektyw umieścił w każdym kwartale (nazwy jak na kartach, rozdzielone przecinkami).
intent-setup-block-count = { $block } ({ $found } z { $wanted })
intent-setup-block-unknown = { $block } (nieznane: { $names })
intent-setup-names-example = np. Kociara, Gazeciarz
intent-setup-murderer = Morderca
intent-setup-poi = Figurant
intent-setup-motive = Motyw
intent-setup-record = Zapisz karty
intent-setup-back = Wróć: niech rozda Alibi
intent-setup-choose-secrets = Wybierzcie Mordercę, Figuranta i motyw.
intent-setup-recorded = Zapisano. Wybierzcie zatrzymanych Sprzymierzeńców.
intent-setup-lay-out = Detektyw: wyjmij z pudełka te 20 kart cywilów i rozłóż je
intent-setup-layout-buildings = { $layout } · budynki: { $buildings }
intent-setup-block-line = { $block }: { $civilians }
intent-setup-marker-after-secret = Detektyw: postaw znacznik na dowolnym kwartale, potem start (gdy Morderca obejrzy już tajne karty).
intent-setup-marker = Detektyw: postaw znacznik na dowolnym kwartale, potem start.
intent-setup-detective-first = Detektyw: najpierw wybierz kwartał dla znacznika.
intent-setup-choose-block = wybierz kwartał
intent-setup-start = Zacznij grę
intent-setup-sealed = Alibi trzyma karty Mordercy zakryte: jego cywil, Figurant, motyw i Sprzymierzeńcy są zapieczętowani, a ekran stołu od pierwszej rundy pokazuje ich odcisk (po grze sprawdza go alibi verify).
intent-setup-alibi-detective-start = Alibi jako Detektyw postawi znacznik na kwartale, gdy zaczniecie.
intent-setup-secret-hidden = Tylko dla Mordercy: twoje tajne karty są zakryte.
intent-setup-show-secret = Pokaż tajne karty Mordercy
intent-setup-secret-seen = Tajne karty są zakryte. Morderca może obejrzeć je ponownie w trakcie gry (zakładka „Tajemnice”).
intent-setup-you-are = Jesteś: { $card }
intent-setup-your-poi = Twój Figurant: { $card }
intent-setup-your-motive = Twój motyw: { $motive }
intent-setup-choose-supporters = Wybierz Sprzymierzeńców spośród trzech dobranych żetonów grup społecznych (ich cywile mogą dla ciebie kłamać na przesłuchaniu):
intent-setup-your-supporters = Twoi Sprzymierzeńcy: zatrzymany żeton grupy społecznej:
intent-setup-chosen-group = ✓ { $group }
intent-setup-got-it = Jasne — zakryj karty
intent-setup-supporters-chosen = Sprzymierzeńcy: { $group }. Naciśnij „Jasne”, aby zakryć karty.

## The rounds.

intent-play-victims = Ofiary: { $count } z { $limit }
intent-play-murdered = { $victim } to ofiara nr { $number }. Zaczyna się faza Detektywa.
intent-play-bombed = Bomba domowej roboty zabija: { $bodies }; ofiarą jest { $victim } (tajne).
intent-play-refused = W tej rundzie bez morderstwa. Druga odmowa oznacza przegraną.
intent-play-refused-twice = Morderca odmówił po raz drugi i przegrywa.
intent-play-surveilled = Obserwacja: { $civilian } – { $answer }; już na stole.
intent-play-answered = { $civilian } odpowiada: { $answer }; już na stole.
intent-play-comforted = Pocieszono: { $civilian }.
intent-play-agent-chosen = Tajny agent: { $civilian }.
intent-play-pick-first = Najpierw wybierzcie cywila, potem kwartał.
# An action as the history says it, ended as a sentence.
intent-play-done = { $action }.
intent-play-intimidating = Zastraszanie: { $civilians } – wybierzcie jeszcze { $count }.
intent-play-intimidated = Zastraszono: { $civilians }. Teraz morderstwo.
intent-play-initial-response = Pierwsza Reakcja
intent-play-accusation = Oskarżenie
intent-play-pick-detective = Wybierzcie cywila do Obserwacji, przesłuchania lub pocieszenia; kliknijcie kwartał oznaczony → (lub strzałkę), aby przesunąć Detektywa.
intent-play-pick-city = Wybierzcie cywila, potem kwartał oznaczony → (albo strzałkę), do którego idzie; Esc anuluje wybór.
intent-play-pick = Wybierzcie cywila w mieście.
intent-play-intimidate = Zastrasz: { $civilian } (I)
intent-play-intimidate-owed = Zastrasz { $count } { $count ->
        [one] cywila
        [few] cywilów
        [many] cywilów
       *[other] cywila
    } spoza kwartału Detektywa: wybierzcie jednego, potem Zastrasz.
intent-play-refuse = Odmów morderstwa (druga odmowa to przegrana)
intent-play-refuse-again = Odmów ponownie — to PRZEGRANA
intent-play-benefactor = D.O.A.: kliknijcie kwartał, w którym będzie miejsce zbrodni Filantropa.
intent-play-may-murder = ✓ { $civilian }: można zamordować.
intent-play-murder = Zamorduj: { $civilian } (M)
intent-play-not-legal = ✗ Niedozwolona ofiara: { $breach }.
intent-play-legal-count = Dozwolone ofiary są oznaczone ✓ w mieście (teraz { $count }).
intent-play-bomb-also = Bomba domowej roboty — zabij też:
intent-play-bomb = Zdetonuj Bombę domowej roboty
intent-play-clear-scene = Wybierzcie z miejsca zbrodni: { $civilians }, potem kwartał oznaczony → (lub strzałkę).
# The civilians left on a crime scene, one by one ("Nurse, the Judge").
intent-play-and-the = { $first }, { $rest }
intent-play-end-investigation = Zakończ śledztwo → faza miasta (E)
intent-play-surveil = Obserwacja: { $civilian } (S)
intent-play-comfort = Pociesz: { $civilian } (C)
intent-play-agent = Tajemnica Detektywa: agent FBI (Morderca, odwróć wzrok)
intent-play-question = Pytanie: „Czy Morderca jest…?”
intent-play-your-token = Wasz żeton: { $group }. Wybierzcie cywila z tej grupy, potem kwartał oznaczony →, do którego idzie (każdy raz); potem „Moje ruchy skończone”.
intent-play-token-group = grupa { $group }
intent-play-token-unknown = dobrana grupa
intent-play-last-round = To była ostatnia runda: Detektyw wskazuje Mordercę i motyw.
intent-play-next-round = Zacznij rundę { $round } (N)
intent-play-accuse-early = Albo, jeśli obie strony się zgadzają, Detektyw oskarża już teraz:

## Picking by typing.

intent-pick-placeholder-civilian = / potem nazwa
intent-pick-placeholder-question = Q, potem cecha: wysoki, stary…
intent-pick-placeholder-motive = V, potem motyw
intent-pick-none-civilian = Nikt w mieście nie nazywa się „{ $typed }”.
intent-pick-none-question = Żadne pytanie nie dotyczy „{ $typed }”.
intent-pick-none-motive = Żaden motyw w grze nie nazywa się „{ $typed }”.
intent-pick-picks = wybiera: { $civilian }
intent-pick-asks = pyta: { $question }
intent-pick-names = wskazuje motyw: { $motive }
# `$stop`: yes when the sentence needs its full stop (a question already has its mark).
intent-pick-enter = Enter { $taken }{ $stop ->
        [yes] .
       *[no] {""}
    }
intent-pick-enter-also = Enter { $taken } (↑↓ także { $others }{ $more ->
        [yes] , …
       *[no] {""}
    }).

## The side panes.

intent-pane-answers = Odpowiedzi
intent-pane-exposure = Zagrożenie
intent-pane-secrets = Tajemnice
intent-pane-cards = Karty
intent-pane-history = Historia
intent-side-no-victims = Jeszcze bez ofiar.
intent-side-victims = Ofiary:
intent-side-could-believe = W co Detektyw może jeszcze wierzyć
intent-side-suspects-left = Pozostali podejrzani: { $count } — { $names }
intent-side-motives-left = Pozostałe motywy: { $count } — { $names }
intent-side-you-are = Jesteś: { $card }
intent-side-motive = Motyw: { $motive }
intent-side-poi = Figurant: { $civilian }
intent-side-supporters = Sprzymierzeńcy: { $group }
intent-side-hide = Ukryj moje tajemnice

## The end and the audit.

intent-end-choose = Wybierzcie cywila i motyw, które wskazuje Detektyw.
intent-end-accused = Detektyw oskarża: { $civilian }, motyw: { $motive } – { $result }.
intent-end-record-accusation = Zapisz oskarżenie (A)
intent-end-detective-wins = Wygrywa Detektyw: Morderca i motyw wskazane trafnie.
intent-end-murderer-wins = Wygrywa Morderca: oskarżenie chybione.
intent-end-murderer-loses = Morderca dwa razy odmówił morderstwa i przegrywa.
intent-end-over = Gra skończona.
intent-audit-murderer = Morderca: { $card }
intent-audit-victim = Ofiara { $number }: { $victim }, kwartał { $block } — { $verdict }
intent-audit-legal = dozwolona
intent-audit-illegal = NIEDOZWOLONA: { $breach }
intent-audit-no-secrets = tajemnice nigdy nie zostały ustalone
# `$answer`: yes or no; `$honest`: yes or no.
intent-audit-surveillance = Runda { $round }: Obserwacja: { $civilian } — { $answer ->
        [yes] tak
       *[no] nie
    } ({ $honest ->
        [yes] uczciwie
       *[no] NIEUCZCIWIE
    })
# `$note`: true, allowed (a lie the rules allow) or forbidden.
intent-audit-answer = Runda { $round }: { $civilian } — { $question } { $answer ->
        [yes] tak
       *[no] nie
    } ({ $note ->
        [true] prawda
        [allowed] kłamstwo, dozwolone
       *[forbidden] kłamstwo, NIEDOZWOLONE
    })
intent-audit-why = Dlaczego Alibi wybrało to, co wybrało:
intent-audit-clean = Audyt: wszystko zgodnie z zasadami.
intent-audit-broken = Audyt: coś złamało zasady (zaznaczone wielkimi literami).

## Alibi playing a side.

intent-alibi-seats = Alibi ({ $level }): { $side } · wy: { $person }
intent-alibi-refused-ask = Alibi odpowiada za cywilów: pytajcie przyciskiem „Zapytaj”
intent-alibi-refused-detective-asks = pytania zadaje tylko Detektyw (Alibi)
intent-alibi-refused-secret = Alibi strzeże tajnych kart Mordercy
intent-alibi-refused-own = Alibi gra jako { $side }: ten ruch należy do Alibi
intent-alibi-setup-refused = Przygotowanie Alibi zostało odrzucone: { $refusal }
intent-alibi-move-refused = Ruch Alibi został odrzucony: { $refusal }
intent-alibi-stopped = Alibi niespodziewanie przestało myśleć; spróbujcie cofnąć.
intent-alibi-undo = { $label } i ruchy Alibi po nim
# `$phase`: murderer, detective or city.
intent-alibi-turn = { $phase ->
        [murderer] Fazę Mordercy
        [detective] Fazę Detektywa
       *[city] Tę część fazy miasta
    } rozgrywa Alibi: wykonujcie każde ogłoszenie na planszy i naciskajcie Gotowe.
intent-alibi-answers = { $civilian } odpowiada. Prawdziwa odpowiedź: { $answer }.
intent-alibi-done-moving = Moje ruchy skończone: tura Detektywa (D)

## The recap's story.

intent-recap-victims = Ofiary
intent-recap-suspects = Pozostali podejrzani
intent-recap-motives = Pozostałe motywy
intent-recap-detective-wins = Wygrana Detektywa: oskarżenie było trafne.
intent-recap-murderer-wins = Wygrana Mordercy: oskarżenie chybiło.
intent-recap-murderer-loses = Morderca przegrał, dwukrotnie odmawiając morderstwa.
intent-recap-bomb = Bomba domowej roboty: { $bodies } { $bodies ->
        [one] ciało
        [few] ciała
        [many] ciał
       *[other] ciała
    }
intent-recap-accused = { $told }: { $result }
intent-recap-murderer = Morderca: { $murderer }, motyw: { $motive }.
intent-recap-no-motive = brak motywu
intent-recap-poi = Figurant: { $poi }.
intent-recap-supporters = Sprzymierzeńcy: grupa { $group }.

# Against Alibi's Murderer, which agrees to an early accusation (a person's game asks both players).
intent-play-accuse-early-alibi = Albo Detektyw oskarża teraz, przed ostatnim morderstwem (Alibi się zgadza):
## The investigation on the console: the Surveillance token, the Fire Station, the house rule.

intent-play-watch = Tylko połóż żeton Obserwacji na karcie „{ $civilian }” (W)
intent-play-use-token = Użyj żetonu Obserwacji z karty „{ $civilian }”: za darmo (S)
intent-play-watched = Żeton Obserwacji leży teraz na karcie „{ $civilian }” (Komisariat).
intent-play-token-where = Żeton Obserwacji leży na karcie „{ $civilian }”.
intent-play-fire-station = Remiza: dobierz żeton grupy społecznej
intent-play-fire-station-pick = Remiza: dobrany żeton
intent-play-fire-station-group = Grupa społeczna
intent-play-fire-drawn = Remiza: żeton grupy { $group }. Wybierzcie cywila z tej grupy, potem sąsiedni kwartał (każdy przemieszcza się raz).
intent-play-stack-empty = Stos żetonów grup społecznych jest pusty: nie ma czego dobrać.
intent-setup-table-counts = Stół sam pilnuje limitów śledztwa (zasada domowa)
intent-setup-table-counts-why = Bez zaznaczenia Alibi sędziuje Detektywa: dwa punkty ruchu, dwie różne akcje tam, gdzie pozwalają budynki, żeton Obserwacji kładziony przez Komisariat. Z zaznaczeniem stół liczy to sam.
