# Crimewave: California: the answers the table reads (raids, ties, trials) and the truth each
# rested on (the end-of-game audit). German: the Killers are named like people, without an
# article ("Razzia gegen Roter Terror"). The forms read typed letters and names in German
# and in English (r g b, i b f w, shooting).
crimewave-answer-raid-hit = RAZZIA von { $investigator } in { $loc }, Ziel { $killer }: TREFFER
crimewave-answer-raid-prison = RAZZIA von { $investigator } in { $loc }, Ziel { $killer }: TREFFER: zurück ins Gefängnis
crimewave-answer-raid-miss = RAZZIA von { $investigator } in { $loc }, Ziel { $killer }: DANEBEN
crimewave-answer-tie-right = ZUORDNUNG: { $loc } → { $killer }: RICHTIG
crimewave-answer-tie-wrong = ZUORDNUNG: { $loc } → { $killer }: FALSCH, der Prozess wird eingestellt
crimewave-answer-trial = PROZESS: { $killer }: { $case } + { $prosecution } − { $defense } = { $total }: { $verdict }
crimewave-answer-trial-by = PROZESS: { $killer }, Anklage durch { $prosecutor }: { $case } + { $prosecution } − { $defense } = { $total }: { $verdict }
crimewave-verdict-convicted = VERURTEILT
crimewave-verdict-acquitted = FREIGESPROCHEN
crimewave-truth-lived = { $killer } wohnte in { $loc }
crimewave-truth-homeless = { $killer } hatte kein Versteck
crimewave-truth-scene = Täter in { $loc }: { $culprit }
crimewave-truth-conviction = ab { $points } Punkten wird verurteilt

# The table screen.
crimewave-killer-line = { $letter } { $killer } · { $method } · { $status } · Spuk { $spook }/3 · Fallakte { $case_file }
crimewave-no-method = noch keine Methode
crimewave-table-scenes = Tatorte ({ $count }), neueste zuerst
crimewave-table-choosing = Crimewave: California — der Spielplan wird an der Konsole gewählt.
crimewave-table-setup = Aufbau: Die Killer machen sich bereit
crimewave-table-hunt = Die Jagd läuft
crimewave-table-killers-win = PANIK: Die Killer gewinnen
crimewave-table-investigators-win = Alle drei Killer im Gefängnis: Die Ermittler gewinnen
crimewave-table-panic = Öffentliche Panik { $panic }/{ $max }  { $meter }
crimewave-table-victims = Opferzähler { $victims }/{ $length }  { $meter }
crimewave-table-must-move = { $line } · MUSS UMZIEHEN
crimewave-table-raids-of = { $name } { $raids }
crimewave-table-raids = Razzien: { $raids }
crimewave-table-on-trial = VOR GERICHT: { $killer }, Anklage durch { $prosecutor }
crimewave-table-owes-raid = Die Öffentliche Panik stieg: { $names } { $count ->
        [one] muss
       *[other] müssen
    } die nächste Razzia machen
crimewave-or = { $first } oder { $second }
crimewave-table-watch-may-go = Eine Bürgerwehr darf hierhin: { $places } (gestrichelte Ringe)
crimewave-table-revealed = Jeder Killer wurde gefasst: Alle Verstecke sind gezeigt (Hausmarkierungen)
crimewave-table-earlier = Frühere Antworten, neueste zuerst
crimewave-table-legend = ◆ Tatort; sein Schild: ? ungelöst (R G B: gelöst, Killer dieser Farbe; X: Zufallsmord), Methode, Beweise G B F Z (✓ bestätigt) · □ W Bürgerwehr · gestrichelter Ring: hierhin darf eine Bürgerwehr

# The board and the Killer player's overlays.
crimewave-board-stand-in = { $name } (ein Ersatzplan, nicht der gedruckte Spielplan)
crimewave-board-caption = { $board }. Mausrad zoomt, Ziehen verschiebt, Klick trägt den Ort ein.
crimewave-heat-grade-faint = 1 von 41 oder mehr
crimewave-heat-grade-light = 1 von 11–40
crimewave-heat-grade-dark = 1 von 3–10
crimewave-heat-grade-certain = 1 von 2 oder sicher
crimewave-heat-left = { $letter } { $count } übrig, am wahrscheinlichsten { $odds } ({ $grade })
crimewave-heat-working = { $letter } … wird berechnet
crimewave-heat-title = Gefahrenkarte: { $killers }
crimewave-heat-legend = Jeder Punkt ein mögliches Versteck; dunkler mit dickerem Ring = wahrscheinlicher, der Buchstabe sagt, wessen: { $grades }
crimewave-no-home = noch kein Versteck
crimewave-home-secret = Versteck { $loc } (geheim)
crimewave-killer-private = { $home } · { $exposure } · { $sites } erlaubte Orte
crimewave-show-sites = Orte (Alt+{ $key })
crimewave-show-heat = Gefahr (Alt+{ $key })
crimewave-odds-certain = sicher
crimewave-odds-none = keine
crimewave-odds = 1 von { $count }

# Alibi playing the Killers: its announcements, exact about the tiles to place. $article is
# the English article of the method or tile ("a", "an"): other languages may ignore it.
crimewave-a-method = { $article ->
        [an] { $method }
       *[a] { $method }
    }
crimewave-announce-drew = Alibi hat das Beweisplättchen { $article ->
        [an] { $tile }
       *[a] { $tile }
    } gezogen: Legt es auf { $loc }, unbestätigte Seite nach oben
crimewave-announce-draw = Zieht ein Beweisplättchen aus dem Beutel für { $loc }, legt es dort mit der unbestätigten Seite nach oben und tippt es ein
crimewave-announce-put-scene = Legt das Plättchen { $method } und ein Opferplättchen, weiße Seite nach oben, auf { $loc }
crimewave-announce-methods = Die Mordmethoden der Killer
crimewave-announce-method-rolled = { $killer }: Der W8 zeigt { $face }. Legt das Plättchen { $method } über sein Porträt
crimewave-announce-opening = Anfangsszene in { $loc }: { $method }
crimewave-announce-murder = Mord in { $loc } durch { $method }
crimewave-announce-no-murder = Kein Mord in dieser Runde
crimewave-announce-no-murder-step = Kein freier Killer erreicht einen Ort zum Töten: Weiter zur Aufklärungsphase
crimewave-announce-no-event = Kein Killer-Ereignis in dieser Runde
crimewave-announce-to-murder = Weiter zum Mord
crimewave-announce-random = Killer-Ereignis: ein Zufallsmord in { $loc }
crimewave-announce-random-step = Legt ein gelbes Opferplättchen auf { $loc }, weiße Seite nach oben (kein Methodenplättchen: Alle wissen, dass es ein Zufallsmord ist)
crimewave-announce-full-moon = Killer-Ereignis: Vollmond
crimewave-announce-full-moon-keep = Tatorte, die schon auf dem Spielplan liegen, behalten ihre Plättchen
crimewave-announce-escape = Killer-Ereignis: { $killer } bricht aus dem Gefängnis aus
crimewave-announce-escape-home = Er wohnt in einem neuen geheimen Versteck und tötet nur 1 Feld davon entfernt
crimewave-announce-escape-raid = Findet ihn eine Razzia, geht er direkt zurück ins Gefängnis, ohne Prozess
crimewave-announce-change = { $killer } wechselt seine Methode zu { $method }
crimewave-announce-change-step = { $killer }: Ersetzt das Plättchen über seinem Porträt durch das Plättchen { $a_method }
crimewave-announce-keep = { $killer } behält seine Methode
crimewave-announce-keep-step = Lasst das Plättchen über seinem Porträt, wie es ist
crimewave-announce-move = { $killer } zieht in ein neues geheimes Versteck
crimewave-announce-move-step = Wo er vorher wohnte, verrät nicht mehr, wo er jetzt wohnt
crimewave-announce-defense = Alibis Verteidigung: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
crimewave-announce-defense-step = Deckt gleichzeitig die Anklagekarten auf und gebt ihre Summe ein

# Why Alibi's Killers chose what they chose (the audit and the recap, at the end).
crimewave-why-setup = Aufbau: { $why }
crimewave-why-murder = Mord in { $loc }: { $why }
crimewave-why-escape = { $killer } ausgebrochen: { $why }
crimewave-why-spook = { $killer } aufgeschreckt: { $why }
crimewave-why-murder-weighed = { $killer } in { $loc }: Dem Tisch blieben { $left } mögliche Verstecke für ihn (der beste von { $weighed } abgewogenen Morden der drei Killer; der schlechteste ließe { $worst })
crimewave-why-setup-random = Verstecke und Anfangsszenen zufällig unter den erlaubten gezogen
crimewave-why-setup-weighed = Verstecke { $red }, { $green } und { $blue } mit nahe beieinanderliegenden Anfangsszenen: Der Tisch beginnt mit { $red_left }, { $green_left } und { $blue_left } möglichen Verstecken für den Roten Terror, den Grünen Würger und den Blauen Schlächter (der beste von { $weighed } abgewogenen Aufbauten)
crimewave-why-home-random = zog nach { $loc }, ein zufällig gezogenes erlaubtes Versteck
crimewave-why-home-weighed = zog nach { $loc }: Nach seinem nächsten Mord blieben dem Tisch { $left } mögliche Verstecke für ihn statt { $worst_left } bei { $worst }
crimewave-why-method-random = wechselte zu { $method }, zufällig gezogen
crimewave-why-kept-random = behielt seine Methode, zufällig gezogen
crimewave-why-its-method = seine Methode
crimewave-why-method-weighed = wechselte zu { $method }: Sein nächster Mord ließe dem Tisch { $left } mögliche Verstecke für ihn statt { $kept_left } mit { $old }
crimewave-why-kept-weighed = behielt { $old }: Keine andere Methode ließe dem Tisch nach seinem nächsten Mord mehr mögliche Verstecke ({ $left })

# The game's record in words (the history panel), its progress and its end.
crimewave-do-d8-roll = W8-Wurf { $face }
crimewave-do-board-stand-in = Spielplan: der kalifornische Ersatzplan
crimewave-do-board = Spielplan: { $board } (aus { $path })
crimewave-do-investigators = Ermittler: { $names }
crimewave-do-method = { $killer }: Methode { $method }
crimewave-do-residence = { $killer }: Versteck in { $loc }
crimewave-do-scene = { $killer }: Anfangsszene in { $loc } ({ $evidence })
crimewave-do-rule = Hausregel { $name }: { $value }
crimewave-do-start = Aufbau fertig: Das Spiel beginnt
crimewave-do-murder = { $killer }: Mord in { $loc } ({ $evidence })
crimewave-do-random-method = Zufallsmord in { $loc } ({ $evidence }, { $method })
crimewave-do-random = Zufallsmord in { $loc } ({ $evidence })
crimewave-do-add-evidence = Unbestätigtes Beweisplättchen { $evidence } in { $loc } hinzugefügt
crimewave-do-verify = { $evidence } in { $loc } bestätigt
crimewave-do-watch = Bürgerwehr in { $loc }
crimewave-do-raid = Razzia von { $investigator } in { $loc }, Ziel { $killer }
crimewave-do-tie = Tatort in { $loc } dem Angeklagten zuordnen
crimewave-do-trial = Prozess: Anklage { $prosecution }, Verteidigung { $defense }
crimewave-do-change-method = { $killer } wechselt die Methode zu { $method }
crimewave-do-relocate = { $killer } zieht nach { $loc }
crimewave-do-list = { $first }, { $second }
crimewave-do-full-moon = Vollmond: neue Methoden { $methods }
crimewave-do-escape = { $killer } flieht aus dem Gefängnis nach { $loc }
crimewave-do-residence-public = Geheimes Versteck eines Killers (wird am Ende gezeigt)
crimewave-do-scene-public = Anfangsszene in { $loc } ({ $evidence })
crimewave-do-murder-public = Mord in { $loc } ({ $evidence })
crimewave-do-relocate-public = { $killer } zieht in ein neues geheimes Versteck
crimewave-do-escape-public = { $killer } flieht aus dem Gefängnis in ein neues geheimes Versteck
crimewave-won-killers = Gewonnen von den Killern
crimewave-won-investigators = Gewonnen von den Ermittlern
crimewave-progress-setup = Aufbau
crimewave-progress-play = Panik { $panic } · { $scenes ->
        [one] { $scenes } Tatort
       *[other] { $scenes } Tatorte
    } · { $at_large } Killer frei
crimewave-progress-killers-won = Die Killer haben gewonnen · Panik { $panic }
crimewave-progress-investigators-won = Die Ermittler haben gewonnen

# The console's status line.
crimewave-photo-not-a-file = „{ $image }“ ist kein Dateiname
crimewave-photo-problem = Das Foto des Spielplans kann nicht gezeigt werden ({ $why }); der Spielplan wird ohne Foto gezeichnet.
crimewave-bag-empty = Der Beutel ist leer (siehe Hausregeln)
crimewave-refused = Abgelehnt: { $why }
crimewave-rolled = { $killer } { $method }
crimewave-rolled-gave = { $action } → { $methods }
crimewave-recorded-answer = Eingetragen: { $action }. Die Antwort steht auf dem Tischbildschirm.
crimewave-recorded = Eingetragen: { $action }.
crimewave-recorded-result = Eingetragen: { $action } ({ $result }).

# The console's play column and its forms' help.
crimewave-sent = An den Tisch gesendet:
# On the console, under the answer: the rules' changes joined by " · " ($changes).
crimewave-changes-said = Auf dem Spielplan: { $changes }
crimewave-meters = Öffentliche Panik { $panic }/{ $max } · Opferzähler { $victims }/{ $length }
crimewave-owes-raid = Die Öffentliche Panik stieg: { $names } { $count ->
        [one] muss
       *[other] müssen
    } die nächste Razzia machen.
crimewave-and = { $first } und { $second }
crimewave-spooked = { $killers } { $count ->
        [one] ist
       *[other] sind
    } aufgeschreckt (Leiste auf 2) und { $count ->
        [one] darf
       *[other] dürfen
    } die Methode wechseln: Alt+C.
crimewave-form-button = { $letter } { $form }
crimewave-hold-alt = Alt halten und den Buchstaben drücken:
crimewave-draw-bag = Aus dem Beutel der App ziehen
crimewave-roll-for = W8 würfeln: { $killer }
crimewave-roll-all = W8 würfeln für alle drei
crimewave-ready = Bereit: { $action } (Enter trägt ein)
crimewave-record = Eintragen (Enter)
crimewave-legal-sites = { $killer }, erlaubte Orte: { $sites }
crimewave-help-investigators = Die Sitzreihenfolge beginnt links vom Killer-Spieler.
crimewave-help-method = Würfle mit dem W8 der App oder tippe die gewürfelte Zahl ein und drücke Enter.
crimewave-help-residence = Klicke einen Ort an oder tippe ihn ein. Killer wohnen mindestens { $apart } Felder voneinander entfernt.
crimewave-help-scene = Je zwei Tatorte ({ $count }), innerhalb der Komfortzone. { $sites }
crimewave-help-relocate = { $killer } wurde dreimal aufgeschreckt und muss in ein neues geheimes Versteck ziehen, bevor das Spiel weitergeht.
crimewave-help-raid = Die Öffentlichkeit erwartet die nächste Razzia von { $names }.
crimewave-help-no-trial = Niemand steht vor Gericht: Ein Prozess folgt auf eine erfolgreiche Razzia.
crimewave-help-trial-convicts = verurteilt
crimewave-help-trial-short = zu wenig: Verurteilung ab 10
crimewave-help-trial = { $killer } vor Gericht: Fallakte { $file } + Anklage { $prosecution } − Verteidigung { $defense } = { $total } ({ $verdict })
crimewave-help-no-watch = Noch hat kein Ort 3 Tatorte auf oder neben sich: Eine Bürgerwehr darf noch nirgends hin.
crimewave-help-watch = Die Schaltflächen unten zeigen die Orte, an die jetzt eine Bürgerwehr darf.
crimewave-help-verify-tile = { $evidence } braucht { $roll } oder weniger auf dem W{ $die } (wert { $points })
crimewave-help-verified = Jedes Plättchen in { $loc } ist bestätigt.
crimewave-help-verify = Unbestätigt in { $loc }: { $tiles }.
crimewave-help-tie = Ordne vor dem Prozess einen ungelösten Tatort dem Angeklagten zu (eine falsche Zuordnung stellt ihn ein); Alt+T für den Prozess.

# The console's forms: titles, labels, examples and what a field still needs.
crimewave-form-investigators = Ermittler
crimewave-form-method = { $killer }: Mordmethode
crimewave-form-residence = { $killer }: geheimes Versteck
crimewave-form-scenes = { $killer }: Anfangsszenen
crimewave-form-murder = Mord
crimewave-form-random-killing = Zufallsmord
crimewave-form-verify = Beweis bestätigt
crimewave-form-add-evidence = Beweis hinzugefügt
crimewave-form-watch = Bürgerwehr
crimewave-form-raid = Razzia
crimewave-form-tie = Tatort zuordnen
crimewave-form-trial = Prozess
crimewave-form-change-method = Methodenwechsel
crimewave-form-relocate = { $killer } muss umziehen (Spuk 3)
crimewave-form-full-moon = Vollmond
crimewave-form-escape = Gefängnisausbruch
crimewave-label-names = Ermittler von links, je ein Wort, durch Leerzeichen getrennt (1–6)
crimewave-label-loc = Ort (eintippen oder auf dem Spielplan anklicken)
crimewave-label-killer = Killer ({ $red }, { $green } oder { $blue })
crimewave-label-evidence = Gezogenes Beweisplättchen ({ $item }, { $blood }, { $fingerprint } oder { $witness })
crimewave-label-investigator = Angesagt von (Anfangsbuchstaben reichen)
crimewave-label-method-card = Methodenplättchen, falls die Karte eines vorgibt ({ $methods })
crimewave-label-method = Methode ({ $methods })
crimewave-label-prosecution = Summe der Anklagekarten
crimewave-label-defense = Summe der Verteidigungskarten
crimewave-label-face = W8-Augenzahl
crimewave-label-face-for = W8-Augenzahl, { $killer } (1–8)
crimewave-example-names = Anna Ben Cem
crimewave-example-loc = eine Zahl, z. B. 36
crimewave-example-killer = { $red }, { $green } oder { $blue }
crimewave-example-evidence = { $item }, { $blood }, { $fingerprint } oder { $witness }
crimewave-example-investigator = ein Name
crimewave-example-method = z. B. { $method }
crimewave-example-face = 1 bis 8
crimewave-killer-choice = { $letter } { $killer }
crimewave-fill-in = Fehlt noch: { $what }
crimewave-not-one-of = „{ $typed }“ ist nicht { $what } ({ $options })
crimewave-could-be = „{ $typed }“ könnte { $options } sein: Tippe mehr ein ({ $what })
crimewave-what-caller = der ansagende Ermittler
crimewave-what-investigator = der Ermittler
crimewave-what-killer = der Killer
crimewave-what-evidence = das Beweisplättchen
crimewave-what-method = die Methode
crimewave-fill-loc = Fehlt noch: der Ort (oder auf dem Spielplan anklicken)
crimewave-not-a-loc = „{ $typed }“ ist keine Ortsnummer
crimewave-fill-face = Würfle den W8 (oder tippe die gewürfelte Zahl ein)
crimewave-not-a-face = Ein W8 zeigt 1 bis 8, nicht „{ $typed }“
crimewave-fill-prosecution = Summe der Anklagekarten eingeben (0, wenn keine)
crimewave-fill-defense = Summe der Verteidigungskarten eingeben (0, wenn keine)
crimewave-not-points = „{ $typed }“ ist keine Punktzahl

# The console's setup.
crimewave-setup-title = Crimewave: California — Aufbau
crimewave-setup-board = 1. Der Spielplan
crimewave-setup-board-help = Alibi kennt die Verbindungen des gedruckten Spielplans nicht und bringt daher einen kalifornischen Ersatzplan mit, der jede Entfernung aus der Regel einhält. Eine Gruppe kann ihren eigenen Spielplan aus einem Foto nachzeichnen (Spielplan nachzeichnen, auf dem Startbildschirm); nachgezeichnete Spielpläne stehen hier.
crimewave-setup-stand-in = Auf dem Ersatzplan spielen, nicht dem gedruckten (Alt+B)
crimewave-setup-start = 6. Start
crimewave-setup-start-help = Jeder Killer hat eine Methode, ein Versteck und zwei Anfangsszenen. Stell unten die Hausregeln ein, wenn deine Runde anders spielt, dann starte.
crimewave-setup-start-button = Spiel starten (Alt+S)
crimewave-setup-traced = Auf dem nachgezeichneten Spielplan „{ $board }“ spielen ({ $file })
crimewave-setup-traced-unfinished = { $file } ist noch nicht spielbar: { $problem }
crimewave-step-board = Spielplan
crimewave-step-investigators = Ermittler
crimewave-step-methods = Methoden
crimewave-step-residences = Verstecke
crimewave-step-scenes = Anfangsszenen
crimewave-step-start = Start
crimewave-setup-progress = Schritt { $at } von { $count }: { $steps }

# The house-rules panel.
crimewave-rules-title = Hausregeln
crimewave-rules-open = Vor dem Start ändern; jede gilt sofort.
crimewave-rules-fixed = Hausregeln stehen fest, sobald das Spiel beginnt.
crimewave-rule-watch = Eine Bürgerwehr schützt auch ihren eigenen Ort
crimewave-rule-watch-off = Aus: Ein Weg darf auf einer Bürgerwehr enden, nur nicht durch sie hindurchführen.
crimewave-rule-dismissal = Ein eingestellter Prozess (falsche Zuordnung) erhöht die Öffentliche Panik
crimewave-rule-dismissal-help = Die Regel schweigt; Alibi entscheidet: nein.
crimewave-rule-victim-counter = Länge des Opferzählers (Felder)
crimewave-rule-victim-counter-help = Jedes Mal, wenn der Zähler herumkommt, steigt die Öffentliche Panik (der Spielplan zeigt 4).
crimewave-rule-methods = Methoden
crimewave-rule-set = Setzen
crimewave-rule-methods-help = Namen durch Kommas getrennt, bevor eine Methode gewürfelt wird; der W8 wird wieder gleichmäßig aufgeteilt.
crimewave-rule-d8 = W8-Tabelle
crimewave-rule-d8-help = Für die Augen 1 bis 8 die Nummer der Methode, die sie jeweils geben: { $faces }.
crimewave-rule-d8-face = { $face } { $method }
crimewave-rule-d8-faces = { $face }–{ $last } { $method }
crimewave-rule-die = Prüfwürfel (Seiten)
crimewave-rule-die-help = Der Würfel für einen Beweiswurf (die Regel nennt ihn nicht).
crimewave-rule-evidence = Beweise
crimewave-rule-verified-on = bestätigt bei ≤
crimewave-rule-worth = wert
crimewave-rule-in-bag = im Beutel
crimewave-rule-evidence-help = Je Beweisplättchen: bestätigt bei diesem Wurf oder weniger, Punktwert, Plättchen im Beutel der App.
crimewave-rule-not-taken = Nicht übernommen: { $why }

# The end-of-game reveal on the console.
crimewave-reveal-title = Auflösung am Spielende
crimewave-reveal-home = { $loc }
crimewave-reveal-then = { $first }, dann { $second }
crimewave-reveal-lived = { $killer } wohnte in { $homes }
# $opening: yes or no; $state: solved, unsolved or removed (by a wrong tie).
crimewave-reveal-scene = Tatort in { $loc }: { $culprit }{ $opening ->
        [yes] {" "}(Anfangsszene)
       *[no] {""}
    }{ $state ->
        [solved] , gelöst
        [removed] , ungelöst, durch falsche Zuordnung entfernt
       *[unsolved] , ungelöst
    }
crimewave-reveal-answer = { $answer } — denn { $truth }

# The places a location field offers.
crimewave-pick-none = Kein Ort hat die Nummer oder den Namen „{ $typed }“.
crimewave-pick-more = +{ $count } weitere: mehr tippen zum Eingrenzen · ↑↓ durchgehen · Esc leert
crimewave-pick-keys = ↑↓ Orte durchgehen · Enter trägt ein · Esc leert

# The Killer player's advice under the murder form.
crimewave-exposure = Gefahr { $count }
crimewave-exposure-working = Gefahr … (wird berechnet)
crimewave-advice-switch = Rat: die erlaubten Orte danach ordnen, was ein Mord verraten würde
crimewave-advice-type-killer = Gib den Killer ein: Hier stehen seine erlaubten Orte der Reihe nach und warum er in Gefahr ist.
crimewave-advice-working = Alibi berechnet, was jeder Ort verraten würde …
crimewave-advice-no-site = { $killer } hat keinen erlaubten Ort.
crimewave-possible-homes = { $homes ->
        [one] 1 mögliches Versteck
       *[other] { $homes } mögliche Verstecke
    }
crimewave-advice-at = Mord in { $loc }: { $killer } behält { $homes } (jetzt { $now })
crimewave-advice-safest = Am sichersten: Mord in { $loc }: { $killer } behält { $homes } (jetzt { $now })
crimewave-advice-would-stay = ; in { $loc } behielte er { $homes }
crimewave-advice-would-drop = ; in { $loc } fiele er auf { $homes }
crimewave-advice-line = { $lead }{ $contrast }. Rangfolge (Ort=übrige Verstecke): { $ranked }
crimewave-advice-why = Warum ist { $killer } in Gefahr?
crimewave-advice-weighing = Jede öffentliche Tatsache wird abgewogen …
crimewave-advice-no-cut = Keine einzelne öffentliche Tatsache grenzt das Versteck dieses Killers allein ein.
crimewave-advice-cut = • { $fact }: sonst { $more } mögliche Verstecke mehr

# Why the rules refuse an entry.
crimewave-no-location = kein Ort
crimewave-refuse-escape = Nur ein Killer im Gefängnis kann ausbrechen, und { $killer } ist { $status }
crimewave-refuse-change-in-prison = { $killer } ist im Gefängnis und kann die Methode nicht wechseln
crimewave-refuse-change-not-spooked = { $killer } darf die Methode nur wechseln, wenn seine Spukleiste 2 erreicht, und dann nur einmal; ein Vollmond oder Gefängnis danach hebt den Wechsel auf
crimewave-refuse-move-not-spooked = { $killer } zieht nur um, wenn seine Spukleiste 3 erreicht (sie steht auf { $spook })
crimewave-refuse-same-home = { $killer } muss in ein neues Versteck ziehen, und in { $loc } wohnte er
crimewave-refuse-no-location = Auf diesem Spielplan gibt es keinen Ort { $loc }
crimewave-refuse-no-board = Wähle zuerst den Spielplan
crimewave-refuse-on-trial = { $killer } steht vor Gericht: Ordne ihm zuerst Tatorte zu oder gib die Kartensummen des Prozesses ein
crimewave-refuse-must-move = { $killer } muss zuerst in ein neues Versteck ziehen (Spukleiste auf 3)
crimewave-refuse-in-setup = Der Aufbau ist nicht fertig: Das Spiel beginnt nach dem Start
crimewave-refuse-over-killers = Das Spiel ist vorbei: Die Killer haben gewonnen
crimewave-refuse-over-investigators = Das Spiel ist vorbei: Die Ermittler haben gewonnen
crimewave-refuse-not-investigator = { $investigator } ist kein Ermittler in diesem Spiel ({ $names })
crimewave-refuse-raid-prison = { $killer } ist im Gefängnis: Es gibt niemanden für eine Razzia
crimewave-refuse-no-trial = Niemand steht vor Gericht: Zuordnungen und Prozesse folgen auf eine erfolgreiche Razzia
crimewave-refuse-no-scene-to-tie = In { $loc } gibt es keinen ungelösten Tatort, den man { $killer } zuordnen könnte
crimewave-refuse-kill-in-prison = { $killer } ist im Gefängnis und kann nicht töten
crimewave-refuse-home-first = { $killer }: Wähle erst das Versteck, dann die Tatorte
crimewave-refuse-watched = In { $loc } ist eine Bürgerwehr: Dort darf kein Killer töten
crimewave-refuse-no-route = { $killer } erreicht { $loc } nicht: Kein Weg führt dorthin
crimewave-refuse-outside-zone = { $killer }: { $loc } liegt außerhalb der Komfortzone, { $steps ->
        [one] { $steps } Feld
       *[other] { $steps } Felder
    } vom Versteck entfernt, und die Zone reicht { $radius } weit
crimewave-refuse-watches-block = { $killer } erreicht { $loc } nicht: Die einzigen Wege führen durch { $count ->
        [one] die Bürgerwehr
       *[other] die Bürgerwehren
    } in { $watches }
crimewave-refuse-home-taken = In { $loc } wohnt schon { $killer }; Killer wohnen mindestens { $apart } Felder voneinander entfernt
crimewave-refuse-home-near = { $killer } wohnt nur { $steps ->
        [one] { $steps } Feld
       *[other] { $steps } Felder
    } von { $loc } entfernt; Killer wohnen mindestens { $apart } Felder voneinander entfernt
crimewave-refuse-scene-there = In { $loc } liegt schon ein ungelöster Tatort; ein weiterer darf erst dorthin, wenn er gelöst ist
crimewave-refuse-kill-before-move = { $killer } kann nicht töten, bevor er in ein neues Versteck gezogen ist (Spukleiste auf 3)
crimewave-refuse-no-scene-for-evidence = Beweise können nur zu einem ungelösten Tatort hinzugefügt werden, und in { $loc } gibt es keinen
crimewave-refuse-no-tile = In { $loc } gibt es kein unbestätigtes Plättchen { $evidence }
crimewave-refuse-roll-first = Würfle zuerst für { $evidence } in { $loc }: Die Plättchen eines Tatorts werden vom niedrigsten Wert an gewürfelt
crimewave-refuse-setup-over = Der Aufbau ist vorbei: Das Spiel hat begonnen
crimewave-refuse-board-fixed = Der Spielplan kann nicht mehr wechseln, sobald darauf ein Versteck gewählt ist
crimewave-refuse-board-path = Der Name der Spielplandatei „{ $path }“ lässt sich nicht in ein Transkript schreiben: Benenne sie ohne „#“, „=>“ oder Leerzeichen am Rand um
crimewave-refuse-investigators = Ein Spiel hat 1 bis { $most } Ermittler, nicht { $count }
crimewave-refuse-name = „{ $name }“ kann kein Ermittlername sein: Schreib ein Wort, mit Bindestrichen für mehrere (mary-jane)
crimewave-refuse-same-name = Zwei Ermittler heißen { $name }: Gib jedem einen anderen Namen
crimewave-refuse-face = Ein W8 zeigt 1 bis 8, nicht { $face }
crimewave-refuse-method = { $name } ist keine der Mordmethoden dieses Spiels ({ $methods })
crimewave-refuse-method-fixed = { $killer }: Die Anfangsszenen tragen schon sein Methodenplättchen; die Methode kann jetzt nicht wechseln
crimewave-refuse-home-fixed = { $killer }: Die Anfangsszenen liegen um sein Versteck; er kann jetzt nicht umziehen
crimewave-refuse-method-first = { $killer }: Wähle erst die Methode, dann die Tatorte (sie tragen sein Methodenplättchen)
crimewave-refuse-scenes-done = { $killer } hat schon seine { $count } Anfangsszenen
crimewave-refuse-rule-case = Regel { $name } { $value } ist nicht so geschrieben, wie ein Transkript sie liest (Kleinbuchstaben)
crimewave-refuse-methods-late = Lege die Methodennamen fest, bevor die Methode eines Killers gewählt ist
crimewave-refuse-d8-method = Die W8-Tabelle nennt Methode { $number }, aber es gibt nur { $count } Methoden
crimewave-refuse-chances = Die Wahrscheinlichkeiten der Killer-Ereignisse ergäben zusammen { $total } % (Zufallsmord, Vollmond, Ausbruch): Senke zuerst eine andere, sie dürfen 100 % nicht übersteigen
crimewave-refuse-seat-first = Setze zuerst die Ermittler
crimewave-refuse-no-method-yet = { $killer } hat noch keine Mordmethode
crimewave-refuse-no-home-yet = { $killer } hat noch kein Versteck
crimewave-refuse-scenes-missing = { $killer } hat { $placed } von { $count } Anfangsszenen
crimewave-refuse-watch-city = { $loc } ist eine Großstadt: Städte können keine Bürgerwehr haben
crimewave-refuse-watch-twice = { $loc } hat schon eine Bürgerwehr
crimewave-refuse-watch-scenes = { $loc } hat { $around } der { $needed } Tatorte auf oder neben sich, die eine Bürgerwehr braucht
crimewave-why-murder-near = { $killer } in { $loc }, so nah am Versteck wie möglich: ein Anfänger tötet, wo er sich auskennt

# Alibi playing the Killers: who plays what.
crimewave-alibi-plays = Alibi ({ $level }) spielt die Killer
crimewave-level-easy = leicht
crimewave-level-standard = normal
crimewave-level-hard = schwer

## Die Geschichte einer Crimewave-Partie im Rückblick.

crimewave-recap-killers-win = Gewonnen von den Killern: Die Öffentliche Panik erreichte 10.
crimewave-recap-investigators-win = Gewonnen von den Ermittlern: Alle drei Killer sitzen im Gefängnis.
crimewave-recap-panic = Öffentliche Panik
crimewave-recap-spook = { $killer }: Spuk
crimewave-recap-homes = { $killer }: mögliche Verstecke
crimewave-recap-victims = Opfer
crimewave-recap-raids = Razzien
crimewave-recap-answered = { $told }: { $result }
crimewave-recap-moves-house = { $killer } zieht um
crimewave-recap-escapes = { $killer } bricht aus dem Gefängnis aus
crimewave-recap-lived-at = { $killer } wohnte in { $home } und tötete durch { $method }.
crimewave-recap-lived-nowhere = { $killer } wohnte nirgends auf dem Spielplan und tötete durch { $method }.
crimewave-recap-no-method = keine Methode
crimewave-recap-opening = Anfangsszene in { $loc }: { $culprit }.

## What the rules change on the board on their own after an action, as instructions.

crimewave-change-arrested = { $killer } ist verhaftet: Als Nächstes kommt sein Prozess
crimewave-change-prison = { $killer } kommt ins Gefängnis: Dreht seinen Profilmarker um
crimewave-change-free = { $killer } kommt frei: Sein Profilmarker bleibt offen liegen
crimewave-change-escaped = { $killer } ist aus dem Gefängnis ausgebrochen: Dreht seinen Profilmarker wieder um
crimewave-change-case-thrown-out = { $killer }: Werft die Beweise aus seiner Fallakte
crimewave-change-case-file = { $killer }: Seine Fallakte hat jetzt { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
crimewave-change-solved = Dreht das Opferplättchen auf { $loc } um: Täter war { $killer }. Die bestätigten Beweise des Tatorts kommen in seine Fallakte; nehmt das Methodenplättchen weg
crimewave-change-solved-random = Dreht das Opferplättchen auf { $loc } um: ein Zufallsmord
crimewave-change-scene-removed = Nehmt den Tatort auf { $loc } aus dem Spiel
crimewave-change-verified = Dreht das Plättchen { $evidence } auf { $loc } auf die bestätigte Seite
crimewave-change-spook-reset = { $killer }: Setzt seinen Spukmarker auf den Anfang zurück
crimewave-change-spook = { $killer }: Setzt seinen Spukmarker auf { $spook }
crimewave-change-victim-counter-round = Der Opferzähler-Marker kommt wieder an seinem Startfeld an
crimewave-change-victim-counter = Rückt den Opferzähler-Marker auf Feld { $at } vor
crimewave-change-panic = Die Öffentliche Panik steigt auf { $panic }: Rückt ihren Marker vor
crimewave-change-residence = { $killer } wohnt in { $loc }: Legt seinen Versteckmarker dorthin
crimewave-change-residence-gone = { $killer } ist fortgezogen: Nehmt seinen Versteckmarker von { $loc }

## The Evidence verified form and Alibi's Killer events in the house rules.

crimewave-label-evidence-verified = Beweisplättchen, dessen Wurf gelang ({ $item }, { $blood }, { $fingerprint } oder { $witness })
crimewave-help-verify-roll = Würfle an einem Tatort mit dem W{ $die } für eines seiner verdeckten Plättchen; trage das Plättchen nur ein, wenn der Wurf gelang.
crimewave-rule-percent = { $value } %
crimewave-rule-events-title = Alibis Killer-Ereignisse (das Killer-Deck bleibt in der Schachtel)
crimewave-rule-events-help = Jede Runde zieht Alibi ein Ereignis mit diesen Chancen; ist niemand im Gefängnis, zählt ein Ausbruch als kein Ereignis.
crimewave-rule-random-killing = Zufallsmord
crimewave-rule-full-moon = Vollmond (jede Methode neu gewürfelt)
crimewave-rule-escape = Gefängnisausbruch
crimewave-rule-no-event = Kein Ereignis: { $chance } %
crimewave-rule-defense = Alibis Verteidigung (Punkte:Chance, …)
crimewave-rule-defense-help = Bei jedem Prozess zieht Alibi seine Verteidigungspunkte: { $table }. Die Chancen ergeben zusammen 100.
crimewave-rule-defense-row = { $points } Punkte { $chance } %
