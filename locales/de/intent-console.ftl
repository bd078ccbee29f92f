# Intent to Kill's console: setting up, the rounds, the side panes, the end and its audit,
# and Alibi playing a side. The game's terms are in intent-terms.ftl; the rules' sentences
# in intent.ftl.

## Words several screens share.

# `$side`: murderer or detective. German: accusative, as every sentence that takes it needs
# ("Alibi spielt den Mörder", "gegen den Detektiv").
intent-side-title = { $side ->
        [murderer] den Mörder
       *[detective] den Detektiv
    }
# `$level`: easy, standard or hard.
intent-level = { $level ->
        [easy] leicht
        [standard] normal
       *[hard] schwer
    }
intent-level-line = { $level ->
        [easy] wie ein Anfänger, oft der Zug der Stufe „normal“, sonst irgendein erlaubter Zug
        [standard] der beste Zug nach der exakten Deduktion, einen Schritt voraus
       *[hard] schaut weiter voraus und prüft jede Hypothese, die die Fakten zulassen
    }
intent-console-not-allowed = Nicht erlaubt: { $why }
intent-console-placeholder-civilian = Zivilist
intent-console-placeholder-motive = Motiv
intent-console-placeholder-group = Gruppe
intent-console-placeholder-block = Viertel
intent-console-placeholder-card = Karte
# `$answer`: the answer's word (Yes or No).
intent-console-truth = { $question } Wahre Antwort: { $answer }.
intent-console-answer-truth = { $answer } antworten (die Wahrheit) (T)
intent-console-answer-lie = Lügen: { $answer } antworten (L)
intent-console-must-tell-truth = { $civilian } muss die Wahrheit sagen.

## Setting up.

intent-setup-title = Neue Partie Intent to Kill
intent-setup-seat-person = eine Person
intent-setup-seat-alibi = Alibi, { $level }
intent-setup-who-plays = Wer spielt?
intent-setup-the-murderer = Der Mörder
intent-setup-the-detective = Der Detektiv
intent-setup-strength = {" "}In Testpartien gewinnt es { $rate } % der Partien gegen { $other } auf Stufe schwer.
intent-setup-alibi-plays = Alibi spielt { $side } auf Stufe { $level }: { $line }.{ $strength } Allein spielen: Alibi hält die Geheimnisse seiner Seite, sagt seine Züge an, damit du sie auf dem Spielplan ausführst, und Rückgängig führt zu deinem letzten Zug zurück.
intent-setup-intuition-declined = Alibi spielt eine Seite nur im Logik-Modus: Die Intuitionskarten sind nicht alle bekannt, daher kann ein Programm sie nicht ehrlich spielen. Wähle Logik, um gegen Alibi zu spielen.
intent-setup-layout = Szenario
intent-setup-logic = Logik (6 Motive)
intent-setup-intuition = Intuition (8 Motive, Karten)
intent-setup-motives = Motive im Spiel ({ $count } von { $wanted })
intent-setup-recommended = Empfohlen für { $layout }
intent-setup-motive-count = Wähle genau { $wanted } Motive ({ $picked } gewählt).
intent-setup-alibi-deals = Alibi teilt aus
intent-setup-we-drew = Wir haben selbst gezogen
intent-setup-alibi-deals-alone = Alibi teilt aus: Es wählt die 20 Zivilisten und ihre Viertel zum Auslegen und zieht geheim den Mörder, die Verdachtsperson, das Motiv und drei Gruppenmarker; in der Phase Stadt zieht sein Beutel jeden Marker.
intent-setup-alibi-deals-table = Alibi teilt aus: Alibi wählt die 20 Zivilisten und ihre Viertel, die der Detektiv auslegt, und zieht geheim den Mörder, die Verdachtsperson, das Motiv und drei Gruppenmarker.
intent-setup-dealt-alibi-murderer = Ausgeteilt. Lege die Karten unten aus; Alibi hält die Karten des Mörders verdeckt. Lege die Gruppenmarker beiseite: Alibis Beutel zieht sie.
intent-setup-dealt-alibi = Ausgeteilt. Lege die Karten unten aus und sieh dir dann deine geheimen Karten an. Lege die Gruppenmarker beiseite: Alibis Beutel zieht sie.
intent-setup-dealt = Ausgeteilt. Detektiv: Lege die Karten unten aus. Mörder: Sieh dir deine geheimen Karten an, wenn der Detektiv wegschaut.
intent-setup-type-civilians = Tippe die Zivilisten ein, die der Detektiv in jedes Viertel gelegt hat (Namen wie gedruckt, mit Kommas dazwischen).
intent-setup-block-count = { $block } ({ $found } von { $wanted })
intent-setup-block-unknown = { $block } (unbekannt: { $names })
intent-setup-names-example = z. B. Katzenlady, Zeitungsjunge
intent-setup-murderer = Mörder
intent-setup-poi = Verdachtsperson
intent-setup-motive = Motiv
intent-setup-record = Karten eintragen
intent-setup-back = Zurück: Alibi austeilen lassen
intent-setup-choose-secrets = Wähle den Mörder, die Verdachtsperson und das Motiv.
intent-setup-recorded = Eingetragen. Wähle die Unterstützer, die du behalten hast.
intent-setup-lay-out = Detektiv: Nimm diese 20 Zivilistenkarten aus der Schachtel und lege sie aus
intent-setup-layout-buildings = { $layout } · Gebäude: { $buildings }
intent-setup-block-line = { $block }: { $civilians }
intent-setup-marker-after-secret = Detektiv: Setze deinen Marker auf ein beliebiges Viertel, dann starte (sobald der Mörder die geheimen Karten gesehen hat).
intent-setup-marker = Detektiv: Setze deinen Marker auf ein beliebiges Viertel, dann starte.
intent-setup-detective-first = Detektiv: Wähle zuerst das Viertel für deinen Marker.
intent-setup-choose-block = Viertel wählen
intent-setup-start = Spiel starten
intent-setup-sealed = Alibi hält die Karten des Mörders verdeckt: Sein Zivilist, die Verdachtsperson, das Motiv und die Unterstützer sind versiegelt, und der Tischbildschirm zeigt ab der ersten Runde ihren Fingerabdruck (alibi verify prüft ihn nach dem Spiel).
intent-setup-alibi-detective-start = Alibi, der Detektiv, setzt seinen Marker beim Start auf ein Viertel.
intent-setup-secret-hidden = Nur für den Mörder: Deine geheimen Karten liegen verdeckt.
intent-setup-show-secret = Geheime Karten des Mörders zeigen
intent-setup-secret-seen = Die geheimen Karten liegen verdeckt. Der Mörder kann sie im Spiel wieder ansehen (Reiter „Geheimnisse“).
intent-setup-you-are = Du bist: { $card }
intent-setup-your-poi = Deine Verdachtsperson: { $card }
intent-setup-your-motive = Dein Motiv: { $motive }
intent-setup-choose-supporters = Wähle deine Unterstützer aus den drei gezogenen Gruppenmarkern (ihre Zivilisten dürfen bei Befragungen für dich lügen):
intent-setup-your-supporters = Deine Unterstützer: der Gruppenmarker, den du behalten hast:
intent-setup-chosen-group = ✓ { $group }
intent-setup-got-it = Verstanden — Karten verdecken
intent-setup-supporters-chosen = Unterstützer: { $group }. Drücke „Verstanden“, um die Karten zu verdecken.

## The rounds.

intent-play-victims = Opfer { $count } von { $limit }
intent-play-murdered = { $victim } ist Opfer { $number }. Die Phase Detektiv beginnt.
intent-play-bombed = Die Selbstgebaute Bombe tötet { $bodies }; { $victim } ist das Opfer (geheim).
intent-play-refused = Kein Mord in dieser Runde. Eine zweite Verweigerung kostet die Partie.
intent-play-refused-twice = Der Mörder hat ein zweites Mal verweigert und verliert.
intent-play-surveilled = Überwacht: { $civilian } — { $answer }, jetzt auf dem Tisch.
intent-play-answered = { $civilian } hat { $answer } geantwortet — jetzt auf dem Tisch.
intent-play-comforted = { $civilian } ist getröstet.
intent-play-agent-chosen = { $civilian } ist der verdeckte Agent.
intent-play-pick-first = Wähle zuerst einen Zivilisten, dann das Viertel.
# An action as the history says it, ended as a sentence.
intent-play-done = { $action }.
intent-play-intimidating = Einschüchtern: { $civilians }; wähle noch { $count }.
intent-play-intimidated = Eingeschüchtert: { $civilians }. Jetzt der Mord.
intent-play-initial-response = Erstmaßnahme
intent-play-accusation = Die Anklage
intent-play-pick-detective = Wähle einen Zivilisten für Überwachung, Befragung oder Trösten; klicke ein mit → markiertes Viertel an (oder drücke einen Pfeil), um den Detektiv zu bewegen.
intent-play-pick-city = Wähle einen Zivilisten, dann das mit → markierte Viertel (oder eine Pfeiltaste), in das er zieht; Esc hebt die Wahl auf.
intent-play-pick = Wähle einen Zivilisten in der Stadt.
intent-play-intimidate = { $civilian } einschüchtern (I)
intent-play-intimidate-owed = Schüchtere { $count } { $count ->
        [one] Zivilisten
       *[other] Zivilisten
    } außerhalb des Detektiv-Viertels ein: Wähle einen, dann Einschüchtern.
intent-play-refuse = Mord verweigern (beim zweiten Mal verloren)
intent-play-refuse-again = Erneut verweigern — damit VERLIERST du
intent-play-benefactor = D.O.A.: Klicke das Viertel an, in das der Tatort des Wohltäters kommt.
intent-play-may-murder = ✓ { $civilian } darf ermordet werden.
intent-play-murder = { $civilian } ermorden (M)
intent-play-not-legal = ✗ Kein erlaubtes Opfer: { $breach }.
intent-play-legal-count = Erlaubte Opfer sind in der Stadt mit ✓ markiert (jetzt { $count }).
intent-play-bomb-also = Selbstgebaute Bombe — tötet auch:
intent-play-bomb = Selbstgebaute Bombe zünden
intent-play-clear-scene = Wähle { $civilians } auf dem Tatort, dann ein mit → markiertes Viertel (oder drücke einen Pfeil).
# The civilians left on a crime scene, one by one ("Nurse, the Judge").
intent-play-and-the = { $first }, { $rest }
intent-play-end-investigation = Ermittlung beenden → Phase Stadt (E)
intent-play-surveil = { $civilian } überwachen (S)
intent-play-comfort = { $civilian } trösten (C)
intent-play-agent = Geheimnis des Detektivs: der FBI-Agent (Mörder, schau weg)
intent-play-question = Frage: „Ist der Mörder …?“
intent-play-your-token = Dein Marker: { $group }. Wähle einen Zivilisten dieser Gruppe, dann das mit → markierte Viertel, in das er zieht (jeder einmal); dann „Meine Züge sind fertig“.
intent-play-token-group = { $group }
intent-play-token-unknown = die gezogene Gruppe
intent-play-last-round = Das war die letzte Runde: Der Detektiv nennt Mörder und Motiv.
intent-play-next-round = Runde { $round } starten (N)
intent-play-accuse-early = Oder, wenn beide Spieler einverstanden sind, klagt der Detektiv jetzt an:

## Picking by typing.

intent-pick-placeholder-civilian = / dann ein Name
intent-pick-placeholder-question = Q, dann ein Merkmal: groß, alt …
intent-pick-placeholder-motive = V, dann ein Motiv
intent-pick-none-civilian = Niemand in der Stadt heißt „{ $typed }“.
intent-pick-none-question = Keine Frage handelt von „{ $typed }“.
intent-pick-none-motive = Kein Motiv im Spiel heißt „{ $typed }“.
intent-pick-picks = wählt { $civilian }
intent-pick-asks = fragt: { $question }
intent-pick-names = nennt das Motiv { $motive }
# `$stop`: yes when the sentence needs its full stop (a question already has its mark).
intent-pick-enter = Enter { $taken }{ $stop ->
        [yes] .
       *[no] {""}
    }
intent-pick-enter-also = Enter { $taken } (↑↓ auch { $others }{ $more ->
        [yes] , …
       *[no] {""}
    }).

## The side panes.

intent-pane-answers = Antworten
intent-pane-exposure = Verdacht
intent-pane-secrets = Geheimnisse
intent-pane-cards = Karten
intent-pane-history = Verlauf
intent-side-no-victims = Noch keine Opfer.
intent-side-victims = Opfer:
intent-side-could-believe = Was der Detektiv noch glauben könnte
intent-side-suspects-left = Verbleibende Verdächtige: { $count } — { $names }
intent-side-motives-left = Verbleibende Motive: { $count } — { $names }
intent-side-you-are = Du bist: { $card }
intent-side-motive = Motiv: { $motive }
intent-side-poi = Verdachtsperson: { $civilian }
intent-side-supporters = Unterstützer: { $group }
intent-side-hide = Meine Geheimnisse verbergen

## The end and the audit.

intent-end-choose = Wähle den Zivilisten und das Motiv, die der Detektiv nennt.
intent-end-accused = Der Detektiv klagte { $civilian } als { $motive } an: { $result }.
intent-end-record-accusation = Anklage eintragen (A)
intent-end-detective-wins = Der Detektiv gewinnt: Mörder und Motiv sind genannt.
intent-end-murderer-wins = Der Mörder gewinnt: Die Anklage ging daneben.
intent-end-murderer-loses = Der Mörder hat zweimal den Mord verweigert und verliert.
intent-end-over = Das Spiel ist vorbei.
intent-audit-murderer = Mörder: { $card }
intent-audit-victim = Opfer { $number }: { $victim } in { $block } — { $verdict }
intent-audit-legal = erlaubt
intent-audit-illegal = UNERLAUBT: { $breach }
intent-audit-no-secrets = die Geheimnisse wurden nie festgelegt
# `$answer`: yes or no; `$honest`: yes or no.
intent-audit-surveillance = Runde { $round }: { $civilian } überwacht — { $answer ->
        [yes] ja
       *[no] nein
    } ({ $honest ->
        [yes] ehrlich
       *[no] NICHT EHRLICH
    })
# `$note`: true, allowed (a lie the rules allow) or forbidden.
intent-audit-answer = Runde { $round }: { $civilian } — { $question } { $answer ->
        [yes] ja
       *[no] nein
    } ({ $note ->
        [true] wahr
        [allowed] eine Lüge, erlaubt
       *[forbidden] eine Lüge, NICHT ERLAUBT
    })
intent-audit-why = Warum Alibi so entschieden hat:
intent-audit-clean = Prüfung: Alles war regelgerecht.
intent-audit-broken = Prüfung: Etwas hat gegen die Regeln verstoßen (in Großbuchstaben markiert).

## Alibi playing a side.

intent-alibi-seats = Alibi ({ $level }) spielt { $side } · du spielst { $person }
intent-alibi-refused-ask = Alibi antwortet für die Zivilisten: Frage mit „Fragen“
intent-alibi-refused-detective-asks = nur der Detektiv (Alibi) stellt Fragen
intent-alibi-refused-secret = Alibi behält die geheimen Karten des Mörders
intent-alibi-refused-own = Alibi spielt { $side }: Diesen Zug macht Alibi selbst
intent-alibi-setup-refused = Alibis Aufbau wurde abgelehnt: { $refusal }
intent-alibi-move-refused = Alibis Zug wurde abgelehnt: { $refusal }
intent-alibi-stopped = Alibi hat unerwartet aufgehört zu denken; versuche es mit Rückgängig.
intent-alibi-undo = { $label } und Alibis Züge danach
# `$phase`: murderer, detective or city.
intent-alibi-turn = { $phase ->
        [murderer] Die Phase Mörder
        [detective] Die Phase Detektiv
       *[city] Dieser Teil der Phase Stadt
    } gehört Alibi: Führe jede Ansage auf dem Spielplan aus und drücke Fertig.
intent-alibi-answers = { $civilian } antwortet. Wahre Antwort: { $answer }.
intent-alibi-done-moving = Meine Züge sind fertig: Der Detektiv ist dran (D)

## The recap's story.

intent-recap-victims = Opfer
intent-recap-suspects = Verbleibende Verdächtige
intent-recap-motives = Verbleibende Motive
intent-recap-detective-wins = Gewonnen vom Detektiv: Die Anklage war richtig.
intent-recap-murderer-wins = Gewonnen vom Mörder: Die Anklage ging daneben.
intent-recap-murderer-loses = Der Mörder hat verloren, weil er zweimal den Mord verweigert hat.
intent-recap-bomb = Eine Selbstgebaute Bombe: { $bodies } { $bodies ->
        [one] Leiche
       *[other] Leichen
    }
intent-recap-accused = { $told }: { $result }
intent-recap-murderer = Der Mörder war { $murderer }, Motiv: { $motive }.
intent-recap-no-motive = kein Motiv
intent-recap-poi = Die Verdachtsperson war { $poi }.
intent-recap-supporters = Die Unterstützer kamen aus der Gruppe { $group }.

# Against Alibi's Murderer, which agrees to an early accusation (a person's game asks both players).
intent-play-accuse-early-alibi = Oder der Detektiv klagt jetzt an, vor dem letzten Mord (Alibi ist einverstanden):
## The investigation on the console: the Surveillance token, the Fire Station, the house rule.

intent-play-watch = Nur den Überwachungsmarker auf „{ $civilian }“ legen (W)
intent-play-use-token = Überwachungsmarker auf „{ $civilian }“ nutzen: kostenlos (S)
intent-play-watched = Der Überwachungsmarker liegt jetzt auf „{ $civilian }“ (Polizeiwache).
intent-play-token-where = Der Überwachungsmarker liegt auf „{ $civilian }“.
intent-play-fire-station = Feuerwache: einen Gruppenmarker ziehen
intent-play-fire-station-pick = Feuerwache: der gezogene Gruppenmarker
intent-play-fire-station-group = Gruppe
intent-play-fire-drawn = Feuerwache: der Gruppenmarker { $group }. Wähle jemanden aus der Gruppe, dann ein Nachbarviertel (jede Person zieht einmal).
intent-play-stack-empty = Der Stapel der Gruppenmarker ist leer: Es gibt nichts zu ziehen.
intent-setup-table-counts = Der Tisch zählt die Ermittlung selbst (Hausregel)
intent-setup-table-counts-why = Ohne Haken prüft Alibi den Detektiv: zwei Bewegungspunkte, zwei verschiedene Aktionen, wo die Gebäude es erlauben, der Überwachungsmarker von einer Polizeiwache gelegt. Mit Haken zählt der Tisch das selbst.
