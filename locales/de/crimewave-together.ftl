# Crimewave for the whole table: Alibi plays the three Killers (the console, the table, the
# recap).
together-seat-person = eine Person an diesem Laptop
together-seat-alibi = Alibi, { $level } (gewinnt { $rate } %)
together-who = Wer spielt die Killer?
together-chosen = Alibi spielt die drei Killer auf Stufe { $level }: { $line }. In Testpartien gegen simulierte Ermittler gewinnen seine Killer { $rate } % der Partien. Der ganze Tisch ermittelt gemeinsam: Dieser Bildschirm hält jedes Geheimnis bis zum Ende zurück, Alibi sagt jeden seiner Züge zum Ausführen auf dem Spielplan an, und Rückgängig führt zum letzten Eintrag des Tisches zurück.
together-variant = Das Killer-Deck bleibt in der Schachtel: Jede Runde zieht Alibi ein Killer-Ereignis – einen Zufallsmord, einen Vollmond (alle Mordmethoden werden neu gewürfelt) oder einen Gefängnisausbruch – mit den Wahrscheinlichkeiten aus den Hausregeln unten, und beim Prozess verteidigt es sich mit Verteidigungspunkten, die genauso gezogen werden.
together-seats = { $alibi } · alle anderen ermitteln
together-set-up-already = Die Killer sind aufgebaut: Wer sie spielt, lässt sich nicht mehr ändern
together-killers-own = Alibi spielt die Killer: Diesen Zug macht Alibi selbst
together-no-room = Alibi hat auf diesem Spielplan keinen Platz für drei Killer gefunden
together-no-room-step = Wähle einen anderen Spielplan (Rückgängig) oder lass eine Person die Killer spielen
together-tile-for = Das gezogene Plättchen für { $loc }:
together-people-draw = Wir ziehen die Beweisplättchen aus unserem eigenen Beutel und tippen sie ein
together-killers-turn = Unsere Züge sind fertig: Die Killer sind dran (Alt+N)
together-type-prosecution = Summe der Anklagekarten eingeben (eine ganze Zahl)
together-and-after = { $entry } und Alibis Züge danach
together-why = Warum Alibis Killer so entschieden haben
together-investigators-help = Alle Spieler am Tisch sind Ermittler, in Sitzreihenfolge.
together-reveal = Aufdecken: Alibis Verteidigung und das Urteil (Enter)
together-trial-help = { $killer } vor Gericht: Fallakte { $file }. Gib die Summe der Anklagekarten ein; Alibi deckt damit seine Verteidigung auf. Fallakte + Anklage − Verteidigung: ab 10 verurteilt.
together-setting-up = Alibi baut seine Killer auf: Es würfelt die Mordmethoden aus, wählt die drei geheimen Verstecke und sagt die sechs Anfangsszenen nacheinander an. Lege jede auf den Spielplan und drücke auf Fertig.
together-start = Alibis Killer haben ihre Mordmethoden, geheimen Verstecke und Anfangsszenen. Stell unten die Hausregeln ein, wenn deine Runde anders spielt (darunter die Wahrscheinlichkeiten der Killer-Ereignisse), dann starte: Alibi macht den ersten Zug.
together-table-setup = Aufbau: Legt aus, was Alibi ansagt
# Words of Alibi playing any side.
plays-thinking = Alibi denkt nach …
plays-done = Fertig (Enter)
plays-stopped = Alibi hat unerwartet aufgehört zu denken; versuche es mit Rückgängig.
plays-refused = Alibis Zug wurde abgelehnt: { $why }
together-level-line = { $level ->
        [easy] ein Anfänger, der so nah am Versteck des Killers mordet wie möglich; alles andere ist irgendeine erlaubte Wahl
        [standard] der sicherste Zug nach der exakten Deduktion, einen Mord voraus
       *[hard] schaut weiter voraus, auf die kommenden Razzien, Bürgerwehren und Prozesse
    }
