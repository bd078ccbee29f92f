# Intent to Kill: what the rules say (refusals, the table's sentences, the audit, the recap)
# and the console's and the table screen's words. The game's terms are in intent-terms.ftl.
#
# Refusals are also written to transcripts in English, where tests expect them word for word:
# keep the English as it is (even "civilian(s)"); other languages use their own plural forms.
# German: a civilian is named like a person, without an article ("Nonne ist eingeschüchtert").

## Lists.

intent-list-and = { $first } und { $rest }
intent-list-comma = { $first }, { $rest }
intent-list-or = { $first } oder { $rest }

## Why a civilian can't be murdered now: a motive's rule or a base condition.

intent-breach-sentence = { $victim } kann nicht ermordet werden: { $breach }
intent-breach-gone = nicht in der Stadt
intent-breach-murderer = selbst der Mörder
intent-breach-with-detective = im Viertel des Detektivs
intent-breach-curfew = eine Ausgangssperre schützt das Viertel
intent-breach-other-sex = ein Wahnsinniger tötet nach dem ersten Opfer nur noch { $sex ->
        [male] Männer
       *[female] Frauen
    }
intent-breach-intimidated = ein Sadist tötet nie eingeschüchterte Zivilisten
intent-breach-central = ein Halsabschneider tötet nie in einem zentralen Viertel ({ $block })
intent-breach-near-detective = ein Selbstjustizler tötet nie in den Vierteln rund um den Detektiv ({ $block })
intent-breach-not-alone = ein Killer tötet nur Zivilisten, die allein im Viertel sind ({ $block } hat { $count })
intent-breach-group-struck = ein Terrorist tötet nie zweimal in derselben Gruppe ({ $group } hat schon ein Opfer verloren)
intent-breach-poi-group-first = das erste Opfer eines Sektierers darf nicht aus der Gruppe der Verdachtsperson sein ({ $group })
intent-breach-last-group = ein Sektierer tötet nie in der Gruppe des letzten Opfers ({ $group })
intent-breach-poi-last = ein Sektierer muss den letzten Mord für die Verdachtsperson aufheben
intent-breach-poi-group-next = die Verdachtsperson muss das nächste Opfer des Sektierers sein, dieses darf also nicht aus ihrer Gruppe sein ({ $group })
intent-breach-next-to-scene = ein Räuber tötet nie neben dem jüngsten Tatort ({ $block })
intent-breach-builds-missing = ein Kannibale braucht noch Opfer mit Statur { $builds }, und es { $left ->
        [one] bliebe nur { $left } Mord
       *[other] blieben nur { $left } Morde
    }
intent-breach-no-three-of-a-group = ein Radikaler braucht drei Opfer aus einer Gruppe, und nach diesem ginge das nicht mehr
intent-breach-third-age = die Opfer eines Psychopathen haben höchstens zwei Altersstufen
intent-breach-no-building = ein Spion tötet nur in einem Viertel mit Gebäude ({ $block } hat keins)

## Phases, outcomes and answers, as sentences speak of them.

intent-phase-setup = Aufbau
intent-phase-murderer = Mörder
intent-phase-detective = Detektiv
intent-phase-city = Stadt
intent-phase-over = Ende
intent-outcome-detective-wins = Detektiv gewinnt
intent-outcome-murderer-wins = Mörder gewinnt
intent-outcome-murderer-loses = Mörder verliert
intent-outcome-none = beendet
intent-ended-detective-wins = Gewonnen vom Detektiv
intent-ended-murderer-wins = Gewonnen vom Mörder
intent-ended-murderer-loses = Verloren vom Mörder (zweite Verweigerung)
intent-progress-setup = Aufbau läuft
intent-progress-over = Vorbei · { $victims } Opfer · { $outcome }
intent-progress-round = Runde { $round } · Phase { $phase } · { $victims } Opfer
intent-answer-yes = Ja
intent-answer-no = Nein

## The Intuition cards' effects ("Curfew on 12 Stadium").

intent-effect-curfew = Ausgangssperre in { $block }
intent-effect-stubborn-witnesses = Sture Zeugen in { $block }
intent-effect-union-strike = Gewerkschaftsstreik: { $group }

## What was being tried when a refusal says it belongs to another phase ("moving civilians").

intent-doing-intimidation = Einschüchterung
intent-doing-murder = ein Mord
intent-doing-benefactor-scene = der Tatort des Wohltäters
intent-doing-refusing = Mordverweigerung
intent-doing-initial-response = Erstmaßnahme
intent-doing-detective-move = Bewegen des Detektivs
intent-doing-surveillance = Überwachung
intent-doing-questioning = Befragung
intent-doing-comforting = Trösten
intent-doing-remove-building = Entfernen eines Gebäudes
intent-doing-agent = Wahl des FBI-Agenten
intent-doing-end-investigation = Ende der Ermittlung
intent-doing-move-civilians = Bewegen der Zivilisten
intent-doing-next-round = Start der nächsten Runde
intent-doing-token = Ziehen eines Gruppenmarkers
intent-doing-accusation = die Anklage

## Refusals: why the rules refuse an action. The words in parentheses at the end of some
## ("(displace)", "(accuse)", "scene BLOCK") are transcript commands: keep them as they are.

intent-refusal-wrong-phase = es ist die Phase { $now }: { $what } gehört in die Phase { $wanted }
intent-refusal-setup-ended = es ist die Phase { $now }: Der Aufbau endete mit dem Spielstart
intent-refusal-still-setup = das Spiel ist noch im Aufbau: Beende ihn zuerst mit start
intent-refusal-game-over = das Spiel ist vorbei ({ $outcome })
intent-refusal-initial-response-first = Erst die Erstmaßnahme: Bewege alle Zivilisten vom Tatort in { $block } weg (displace)
intent-refusal-building-first = Split Second: Zuerst verlässt ein Gebäude die Stadt (remove-building)
intent-refusal-no-such-block = es gibt kein Viertel { $number }
intent-refusal-not-in-city = { $civilian } ist nicht in der Stadt
intent-refusal-intimidated-silent = { $civilian } ist eingeschüchtert und redet nicht
intent-refusal-answered-already = { $civilian } hat in dieser Phase schon eine Frage beantwortet
intent-refusal-stubborn-witnesses = Sture Zeugen: In { $block } redet niemand
intent-refusal-union-strike = Gewerkschaftsstreik: Die Gruppe { $group } redet nicht
intent-refusal-intuition-card = { $card } ist eine Karte des Intuitions-Modus
intent-refusal-bomb-intuition = die Selbstgebaute Bombe ist eine Karte des Intuitions-Modus
intent-refusal-intimidated-already-this-round = der Mörder hat in dieser Runde schon eingeschüchtert
intent-refusal-named-twice = { $civilian } ist zweimal genannt
intent-refusal-with-detective = { $civilian } ist im Viertel des Detektivs
intent-refusal-intimidated-already = { $civilian } ist schon eingeschüchtert
# English keeps "civilian(s)": transcripts hold these words.
intent-refusal-intimidate-count = der Mörder schüchtert in dieser Runde { $count } { $count ->
        [one] Zivilisten
       *[other] Zivilisten
    } ein, nicht { $named }
intent-refusal-intimidate-first = der Mörder schüchtert zuerst zwei Zivilisten ein
intent-refusal-benefactor-first = in D.O.A. ist der erste Tatort der des Wohltäters: Lege ihn mit scene BLOCK
intent-refusal-bomb-own-block = der Mörder kann keine Selbstgebaute Bombe in seinem eigenen Viertel legen
intent-refusal-bomb-elsewhere = { $civilian } ist nicht in { $block }, wo die Bombe hochgeht
intent-refusal-scene-without-murder = nur der erste Tatort von D.O.A. wird ohne Mord gelegt
intent-refusal-scene-empty = auf dem neuen Tatort ist kein Zivilist mehr
intent-refusal-not-on-scene = { $civilian } ist nicht auf dem Tatort in { $block }
intent-refusal-displace-where = { $civilian } darf nach { $numbers }, nicht nach { $block }
intent-refusal-not-next-to-detective = { $block } liegt nicht neben dem Viertel des Detektivs
intent-refusal-steps-spent = der Detektiv hat in dieser Phase beide Bewegungspunkte verbraucht
intent-refusal-must-tell-truth = { $civilian } muss die Wahrheit sagen: Nur der Mörder, die Verdachtsperson und die Unterstützer dürfen lügen
intent-refusal-not-intimidated = { $civilian } ist nicht eingeschüchtert
intent-refusal-buildings-stay = Gebäude verlassen die Stadt nur in Split Second
intent-refusal-building-removed-already = in dieser Phase hat schon ein Gebäude die Stadt verlassen
intent-refusal-no-building = in { $block } gibt es kein Gebäude
intent-refusal-no-agent-here = nur The Street with No Name hat einen verdeckten Agenten
intent-refusal-agent-once = der Detektiv wählt den Agenten einmal, in seiner ersten Phase
intent-refusal-agent-first = The Street with No Name: Der Detektiv wählt in seiner ersten Phase den verdeckten Agenten (agent NAME)
intent-refusal-not-next-to-civilian = { $block } liegt nicht neben dem Viertel, in dem { $civilian } steht
intent-refusal-enter-scene = Zivilisten betreten nie einen Tatort ({ $block })
intent-refusal-block-full = in { $block } sind schon drei Zivilisten
intent-refusal-last-round = das war die letzte Runde: Der Detektiv nennt Mörder und Motiv (accuse)
intent-refusal-effects-intuition = Karteneffekte gehören zum Intuitions-Modus
intent-refusal-effect-state = { $effect } ist { $on ->
        [already] schon
       *[not] nicht
    } in Kraft
intent-refusal-token-murderer-phase = es ist die Phase Mörder: Gruppenmarker werden in den Phasen Detektiv und Stadt gezogen
intent-refusal-token-hidden = der Gruppenmarker { $group } ist nicht im Stapel: Er liegt verdeckt vor dem Mörder
intent-refusal-poi-unset = die Verdachtsperson ist nicht festgelegt
intent-refusal-motive-not-in-play = { $motive } ist nicht im Spiel
intent-refusal-confess-true-motive = { $motive } ist das Motiv des Mörders: Volles Geständnis nennt eines, das es nicht ist
intent-refusal-motive-twice = jedes Motiv kann nur einmal im Spiel sein
intent-refusal-offer-different = die drei angebotenen Gruppenmarker sind drei verschiedene Gruppen
intent-refusal-offer-without-supporters = die schon gewählten Unterstützer ({ $chosen }) sind nicht unter { $groups }
intent-refusal-supporters-not-offered = die Unterstützer werden aus den drei gezogenen Gruppenmarkern gewählt: { $groups }
intent-refusal-placed-already = { $civilian } ist schon platziert
intent-refusal-block-count = { $layout } setzt { $count } { $count ->
        [one] Zivilisten
       *[other] Zivilisten
    } nach { $block }, nicht { $have }
intent-refusal-benefactor-placed = in D.O.A. ist der Wohltäter Opfer 1 und wird nicht in die Stadt gesetzt
intent-refusal-murderer-unset = der Zivilist des Mörders ist nicht festgelegt
intent-refusal-murderer-outside = der Mörder ({ $civilian }) muss einer der 20 Zivilisten in der Stadt sein
intent-refusal-poi-outside = die Verdachtsperson ({ $civilian }) muss einer der 20 Zivilisten in der Stadt sein
intent-refusal-poi-is-murderer = die Verdachtsperson ist ein anderer Zivilist als der Mörder
intent-refusal-motive-count = Modus { $mode ->
        [logic] Logik
       *[other] Intuition
    } spielt mit { $count } Motiven, nicht { $have }
intent-refusal-motive-unset = das Motiv ist nicht festgelegt
intent-refusal-motive-outside = das Motiv ({ $motive }) muss eines der Motive im Spiel sein
intent-refusal-supporters-unset = die Unterstützer sind nicht gewählt
intent-refusal-detective-unset = der Detektivmarker hat kein Startviertel
intent-refusal-deal-panic = Panic in the Streets verteilt 5 Einwanderer, 5 Medizin, 5 Außenseiter und 5 Arbeiter
intent-refusal-deal-street = The Street with No Name verteilt 6 Kriminelle und je 2 aus sieben anderen Gruppen

## What the table should do next.

intent-expected-setup = Aufbau: Modus, Szenario und Motive wählen, 20 Zivilisten platzieren, die Geheimnisse und das Viertel des Detektivs festlegen, dann starten
intent-expected-intimidate = Der Mörder schüchtert { $count } { $count ->
        [one] Zivilisten
       *[other] Zivilisten
    } ein
intent-expected-benefactor-scene = Der Mörder legt den Tatort des Wohltäters in ein beliebiges Viertel
intent-expected-murder = Der Mörder wählt ein Opfer oder verweigert den Mord
intent-expected-initial-response = Erstmaßnahme: Der Detektiv bewegt die Zivilisten vom Tatort in { $block } weg
intent-expected-remove-building = Split Second: Der Detektiv entfernt ein Gebäude
intent-expected-agent = Der Detektiv wählt heimlich den verdeckten FBI-Agenten, dann ermittelt er
intent-expected-investigate = Der Detektiv ermittelt (bewegen, überwachen, befragen, trösten), dann beendet er die Phase
intent-expected-accuse = Der Detektiv nennt Mörder und Motiv
intent-expected-city = Die Zivilisten bewegen sich; dann beginnt die nächste Runde
intent-expected-over = Das Spiel ist vorbei: { $outcome }

## The history: each action in words, without a secret.

intent-did-mode-logic = Logik-Modus
intent-did-mode-intuition = Intuitions-Modus
intent-did-layout = Szenario: { $layout }
intent-did-place = { $civilians } in { $block }
intent-did-murderer = Der Mörder zieht seinen Zivilisten (geheim)
intent-did-poi = Der Mörder zieht die Verdachtsperson (geheim)
intent-did-motives = Motive im Spiel: { $motives }
intent-did-motive = Der Mörder zieht das Motiv (geheim)
intent-did-offer = Alibi zieht drei Gruppenmarker für die Unterstützer (geheim)
intent-did-supporters = Der Mörder wählt die Unterstützer (geheim)
intent-did-detective-start = Der Detektiv startet in { $block }
intent-did-detective-move = Der Detektiv geht nach { $block }
intent-did-start = Das Spiel beginnt
intent-did-intimidate = Der Mörder schüchtert { $civilians } ein
intent-did-murder = Mord in { $block }: { $victim } (Opfer { $number })
intent-did-bomb = Selbstgebaute Bombe in { $block }: { $civilians }
intent-did-scene = Der Tatort des Wohltäters liegt in { $block }
intent-did-refuse = Der Mörder verweigert den Mord
intent-did-displace = { $civilian } geht vom Tatort nach { $block }
intent-did-surveil = { $civilian } wird überwacht
intent-did-question = { $civilian } wird gefragt: { $question }
intent-did-comfort = Der Detektiv tröstet { $civilian }
intent-did-remove-building = Ein Gebäude verlässt { $block }
intent-did-agent = Der Detektiv wählt den verdeckten FBI-Agenten (geheim)
intent-did-city = Phase Stadt
intent-did-move = { $civilian } geht nach { $block }
intent-did-round = Runde { $round }
intent-did-effect-begins = { $effect } beginnt
intent-did-effect-ends = { $effect } endet
intent-did-accuse = Der Detektiv klagt { $civilian } als { $motive } an
intent-did-token = Der Gruppenmarker { $group } wird gezogen
intent-did-profile = Täterprofil: Der Mörder nennt die Gruppe der Verdachtsperson
intent-did-confess = Volles Geständnis: Der Mörder ist kein { $motive }

## The table's log of answers.

intent-log-surveillance = Überwachung: Könnte der Mörder { $civilian } jetzt töten? { $answer }.
intent-log-answer = Auf „{ $question }“ antwortete { $civilian }: { $answer }.
intent-log-murder = Mord { $number }: { $civilians } in { $block }

## The facts that narrowed the deduction most (the Murderer's advice).

intent-cut-murder = Mordopfer { $bodies }
intent-cut-body = { $civilian }
intent-cut-surveillance = { $civilian }, überwacht in Runde { $round }: { $answer ->
        [yes] ja
       *[no] nein
    }
intent-cut-answer = { $civilian } sagte in Runde { $round }, der Mörder sei { $answer ->
        [yes] {""}
       *[no] nicht{" "}
    }{ $characteristic }

## Alibi's announcements when it plays a side: a headline, then what the people do with the
## cards. `$side` is who acts: murderer or detective.

intent-announce-owner = „{ $civilian }“
intent-announce-nobody = niemand
intent-announce-cards = { $count ->
        [0] keine Karte
        [one] die Karte { $owners }
       *[other] die Karten { $owners }
    }
intent-announce-step-intimidate = Dreht { $cards } auf die graue Seite.
intent-announce-murder = Mord in { $block }: { $victim }
intent-announce-step-victim-slot = Legt die Karte „{ $victim }“ auf Opferfeld { $number }.
intent-announce-step-scene-card = Legt Tatortkarte { $number } auf { $block }.
intent-announce-step-detective-marker = Setzt den Detektivmarker auf { $block }.
intent-announce-benefactor-scene = Der Tatort des Wohltäters liegt in { $block }
intent-announce-refuse = Der Mörder verweigert in dieser Runde den Mord
intent-announce-step-refuse = Kein Tatort in dieser Runde: Das Spiel dauert sechs Runden.
intent-announce-displace = { $civilian } verlässt den Tatort
intent-announce-step-move = Setzt { $civilian } auf { $block }.
intent-announce-detective = Der Detektiv geht nach { $block }
intent-announce-surveil = Überwachung: { $civilian }. Könnte der Mörder diese Person jetzt töten? { $answer }
intent-announce-step-surveil = Der Detektiv nutzt die Polizeiwache: Der Überwachungsmarker kommt auf „{ $civilian }“ und zurück.
intent-announce-question = Auf „{ $question }“ antwortet { $civilian }: { $answer }
intent-announce-step-comfort = Dreht die Karte „{ $civilian }“ auf die farbige Seite.
intent-announce-step-remove-building = Nehmt den Gebäudemarker von { $block }.
intent-announce-city = Der Detektiv beendet die Ermittlung: Phase Stadt
intent-announce-token = { $side ->
        [murderer] Der Mörder
       *[detective] Der Detektiv
    } zieht den Gruppenmarker { $group }
intent-announce-step-token = { $side ->
        [murderer] Der Mörder
       *[detective] Der Detektiv
    } darf jeden Zivilisten der Gruppe { $group } ein Viertel weit bewegen.
intent-announce-step-token-boxed = Aus der Gruppe { $group } ist niemand mehr übrig: { $side ->
        [murderer] Der Mörder
       *[detective] Der Detektiv
    } darf eine Gruppe nach Wahl bewegen; der Marker kommt in die Schachtel.
intent-announce-move = { $side ->
        [murderer] Der Mörder
       *[detective] Der Detektiv
    } bewegt { $civilian }
intent-announce-round = Runde { $round } beginnt
intent-announce-step-round = Der Mörder ist am Zug.
intent-announce-step-accuse = Das Ergebnis: { $result }.
intent-announce-murderer-done = Der Mörder ist mit dem Bewegen der Zivilisten fertig
intent-announce-step-murderer-done = Der Detektiv ist am Zug: Zieht einen Marker und bewegt diese Gruppe.

## Why Alibi, playing the Murderer, did what it did (shown at the end of the game).

intent-why-line = { $round ->
        [0] Aufbau
       *[other] Runde { $round }
    }: { $why }
intent-why-random = { $action } — zufällig (leicht)
intent-why-percent = { $percent } %
intent-why-supporters = behielt { $group } als Unterstützer: die Gruppe mit den meisten Zivilisten unter den drei gezogenen, also die meisten Zeugen, die für sie lügen dürfen
intent-why-intimidate = schüchterte { $civilians } ein: die ehrlichen Zeugen, die dem nächsten geplanten Tatort am nächsten waren
intent-why-intimidate-owed = schüchterte { $civilians } ein: Zwei müssen eingeschüchtert werden, und kein ehrlicher Zeuge war mehr frei
intent-why-intimidate-mixed = schüchterte { $truthful } ein, die ehrlichen Zeugen, die dem nächsten geplanten Tatort am nächsten waren, und { $owed }, weil zwei eingeschüchtert werden müssen
intent-why-murder = tötete { $victim }: Nach der Deduktion des Tisches hatten der echte Mörder und das Motiv eine Chance von { $chance }{ $other }
intent-why-murder-other = ; wäre { $civilian } das Opfer gewesen: { $chance }
intent-why-murder-nobody-else = ; sonst passte niemand
intent-why-refuse = verweigerte den Mord: Niemand passte zum Motiv
intent-why-question = { $civilian } { $lied ->
        [yes] log
       *[no] sagte die Wahrheit
    } bei „{ $question }“ (die Wahrheit hätte dem echten Paar { $truth } gelassen, eine Lüge { $lie })
intent-why-move = bewegte { $civilian } nach { $block }: { $count } Zivilisten würden in der nächsten Runde zum Motiv passen statt { $before }

## The table screen.

intent-game-name = Intent to Kill
intent-table-setup-dealt = Aufbau: Legt die Zivilisten aus, die Alibi ausgeteilt hat.
intent-table-setup = Aufbau: Der Detektiv legt die Zivilisten aus; der Mörder sieht sich die geheimen Karten an.
intent-table-over-detective-wins = Spielende: Der Detektiv gewinnt
intent-table-over-murderer-wins = Spielende: Der Mörder gewinnt
intent-table-over-murderer-loses = Spielende: Der Mörder hat zweimal verweigert und verliert
intent-table-round = Runde { $round } · Phase { $phase ->
        [murderer] Mörder
        [detective] Detektiv
       *[city] Stadt
    }
intent-table-yes = JA
intent-table-no = NEIN
intent-table-no-answer = Noch keine Antwort.
intent-table-victim = { $number }. { $name } — { $traits }
intent-table-log-line = R{ $round }: { $words }
intent-table-victims = Opfer { $count } von { $limit }{ $refusals ->
        [0] {""}
       *[other] {" · "}Verweigerungen { $refusals } (die zweite kostet die Partie)
    }
intent-table-log-heading = Alle Antworten, neueste zuerst
intent-table-motives = Motive im Spiel: { $motives }
intent-table-stubborn = {" · "}Sture Zeugen in { $blocks }
intent-table-strike = {" · "}Gewerkschaftsstreik: { $groups }

## The city, on the table screen and the console.

intent-city-legend = ★ Detektiv · ✗ Tatort (der Reihe nach) · ⚠ eingeschüchtert
intent-city-tag-detective = ★ DETEKTIV
intent-city-tag-scene = ✗ TATORT { $number }
intent-city-tag-curfew = SPERRE
intent-city-chip-intimidated = ⚠ { $name } · eingeschüchtert
intent-city-chip-looks = { $sex } { $age } · { $build } · { $height ->
        [short] klein
        [medium] mittel
       *[tall] groß
    }

## The Murderer's advice on the console.

intent-advice-switch = Rat: die möglichen Opfer danach ordnen, was der Mord dem Detektiv lässt
intent-advice-why = Worauf stützt sich der Verdacht?
intent-advice-no-cut = Keine einzelne öffentliche Tatsache grenzt Verdächtige oder Motive allein ein.
intent-advice-cut = • { $fact }: sonst { $suspects } { $suspects ->
        [one] Verdächtiger
       *[other] Verdächtige
    } und { $motives } { $motives ->
        [one] Motiv
       *[other] Motive
    } mehr
intent-advice-nobody = Im Moment kann niemand ermordet werden.
intent-advice-lead = { $safest ->
        [yes] Am sichersten: Mord an
       *[no] Mord an
    } { $victim }: { $suspects } Verdächtige und { $motives } Motive bleiben (jetzt { $suspects_now } und { $motives_now })
intent-advice-other = ; { $victim } ließe { $suspects } und { $motives }
intent-advice-line = { $lead }{ $other }. Rangfolge (Verdächtige/Motive): { $ranked }

## The console.

intent-console-building-leaves = Ein Gebäude verlässt { $block }.
intent-console-legend = ★ Detektiv · ✗ Tatort (der Reihe nach) · ⚠ eingeschüchtert · Chips: Geschlecht Alter · Statur S/M/L · Größe · Gruppe
intent-console-legend-private = ★ Detektiv · ✗ Tatort (der Reihe nach) · ⚠ eingeschüchtert · Chips: Geschlecht Alter · Statur S/M/L · Größe · Gruppe · ✓ darf ermordet werden · ● zum Einschüchtern gewählt
intent-console-next = Als Nächstes: { $expected }
intent-console-no-questioning = Keine Befragung: { $reason }.
intent-side-on-the-table = Auf dem Tisch: { $words }
intent-side-victim = { $number }. { $name } ({ $traits })

## Alibi playing a side, on the console.

intent-alibi-asks = Der Detektiv fragt { $civilian }: { $question }
intent-alibi-asks-step = Der Mörder antwortet an der Konsole für den Zivilisten.
intent-alibi-ask = { $civilian } fragen: { $question } (T)
intent-console-remove-building = { $building } in { $number } entfernen

## The Intuition cards pane.

intent-cards-in-play = { $effect } ist im Spiel.
intent-cards-choose = Wähle die Karte und was sie nennt.
intent-cards-ended = { $effect } ist beendet.
intent-cards-end = { $effect } beenden
intent-cards-heading = Karten, deren Effekte die Regeln prüfen
intent-cards-play = Karte spielen
intent-cards-others = Andere Karten werden auf dem Tisch gespielt; die Selbstgebaute Bombe wird beim Mord angeboten.

## Setting up.

intent-setup-unknown-civilian = { $block }: Kein Zivilist heißt { $names }.
intent-setup-building = { $building } in { $number }

## What the rules change on the board on their own after an action, as instructions.

intent-change-flip-back = Dreht die Karte „{ $civilian }“ zurück auf die farbige Seite.
intent-change-detective = Setzt den Detektivmarker auf { $block }.
## The investigation, refereed: what the Detective has left, the actions by name, and why a
## step is refused. Building selectors ($building, $kind): police-station, diner, hospital,
## fire-station.

intent-kind-questioning = Befragung in { $block }
intent-kind-police-station = die Polizeiwache
intent-kind-diner = das Diner
intent-kind-hospital = die Klinik
intent-kind-fire-station = die Feuerwache
intent-left = Übrig: { $points }, { $actions }
intent-left-points = { $count ->
    [0] keine Bewegungspunkte
    [one] 1 Bewegungspunkt
   *[other] { $count } Bewegungspunkte
}
intent-left-actions = { $count ->
    [0] keine Aktionen
    [one] 1 Aktion
   *[other] { $count } Aktionen
}
intent-left-used = { $left } (verbraucht: { $used })
intent-left-used-open = { $left } (verbraucht: { $used }; die Befragung in { $block } kann weitergehen)
intent-left-uncounted = Hausregel: Der Tisch zählt Bewegungspunkte und Aktionen selbst
intent-left-cards = Intuition: Die Karten des Detektivs bringen zusätzliche Bewegung und Aktionen, darum zählt der Tisch selbst
intent-token-on = liegt auf „{ $civilian }“
intent-token-held = ist beim Detektiv
intent-doing-watch = das Auslegen des Überwachungsmarkers
intent-doing-investigation = die Ermittlung
intent-refusal-surveil-place = der Überwachungsmarker { $token }: Ihn auf „{ $civilian }“ zu legen, kostet die Aktion der Polizeiwache, und { $reason }
intent-refusal-question-too-far = { $civilian } ist weder im Viertel des Detektivs noch daneben
intent-refusal-question-needs-diner = { $civilian } ist nicht im Viertel des Detektivs, und jemanden im Nachbarviertel befragt nur die Aktion eines Diners: In { $block } gibt es kein Diner
intent-refusal-no-such-building = { $building ->
    [police-station] in { $block } gibt es keine Polizeiwache
    [diner] in { $block } gibt es kein Diner
    [hospital] in { $block } gibt es keine Klinik
   *[fire-station] in { $block } gibt es keine Feuerwache
}
intent-refusal-out-of-reach = { $civilian } ist weder im Viertel { $building ->
    [police-station] der Polizeiwache
    [diner] des Diners
    [hospital] der Klinik
   *[fire-station] der Feuerwache
} noch daneben
intent-refusal-questioning-over = die Befragung endete, als der Detektiv-Marker { $block } verließ
intent-refusal-action-used = die Aktion { $kind ->
    [police-station] der Polizeiwache
    [diner] des Diners
    [hospital] der Klinik
   *[fire-station] der Feuerwache
} ist in dieser Phase schon verbraucht
intent-refusal-both-actions-used = beide Aktionen sind verbraucht: { $first } und { $second }
intent-refusal-actions-used = beide Aktionen dieser Phase sind verbraucht
intent-refusal-move-needs-fire-station = in der Phase Detektiv bewegen sich Zivilisten nur durch die Aktion der Feuerwache, gleich nach ihrem Gruppenmarker
intent-refusal-moved-already = { $civilian } hat sich mit diesem Gruppenmarker schon bewegt
intent-refusal-move-group = mit diesem Gruppenmarker bewegt sich nur die Gruppe { $group }
intent-refusal-move-chosen-group = von der Gruppe dieses Markers ist niemand mehr da, also bewegt sich eine frei gewählte Gruppe: { $group }, gewählt mit dem ersten bewegten Zivilisten
intent-refusal-token-both-drawn = in dieser Phase Stadt wurden schon beide Gruppenmarker gezogen
intent-refusal-token-offered = der Gruppenmarker { $group } kam beim Aufbau zurück in die Schachtel: Er ist nicht im Stapel
intent-refusal-token-boxed = der Gruppenmarker { $group } liegt in der Schachtel: Als er gezogen wurde, war niemand seiner Gruppe mehr in der Stadt
intent-refusal-token-out = der Gruppenmarker { $group } wurde in dieser Phase Stadt schon gezogen: Er bleibt bis zum Ende der Phase aus dem Stapel
intent-refusal-token-seventh = der Stapel hat sechs Gruppenmarker, und sechs andere Gruppen kamen schon daraus: { $group } kann keiner davon sein
intent-did-rule-referee = { $on ->
    [yes] Hausregel: Alibi prüft die Ermittlung
   *[no] Hausregel: Der Tisch zählt die Ermittlung selbst
}
intent-did-watch = Der Überwachungsmarker kommt auf „{ $civilian }“ (Polizeiwache)
intent-did-watch-surveil = { $civilian } wird überwacht, der Marker von der Polizeiwache gelegt
intent-did-fire-station = Feuerwache: Der Gruppenmarker { $group } wird gezogen

intent-announce-step-watch = Der Detektiv nutzt die Polizeiwache: Der Überwachungsmarker kommt auf „{ $civilian }“ und bleibt dort.
intent-announce-step-use-token = Der Überwachungsmarker kommt von „{ $civilian }“ zurück zum Detektiv.
