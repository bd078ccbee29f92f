# The board tracer: a group traces its own Crimewave board from a photo.
tracer-board-tracer = Spielplan-Zeichner
tracer-home = Start
tracer-alibi-doesn-t-know-how = Alibi weiß nicht, wie der gedruckte Crimewave-Spielplan verbunden ist. Zeichne deinen nach: Öffne ein Foto oder einen Scan davon, setze die nummerierten Orte darauf, verbinde sie und benenne die gelben Städte. Hier gespeicherte Spielpläne werden beim Einrichten einer Partie Crimewave angeboten.
tracer-start-from-the-stand-in = Mit dem Ersatzplan beginnen
tracer-alibi-s-made-up-california = Alibis erfundenes Kalifornien (nicht der gedruckte Spielplan), zum Verschieben auf dein Foto.
tracer-no-boards-saved-yet = Noch keine Spielpläne gespeichert.
tracer-saved-boards = Gespeicherte Spielpläne
tracer-open-photo = Foto öffnen
tracer-import-board-file = Spielplandatei importieren
tracer-path-of-a-photo-png = Pfad zu einem Foto (PNG oder JPEG) oder einer Spielplandatei; leer lassen, um im Dialog zu wählen
tracer-new-name = Neuer Name
tracer-keep-name = Name behalten
tracer-cancel = Abbrechen
tracer-delete-it-and-its-photo = Ihn und sein Foto löschen?
tracer-delete = Löschen
tracer-keep = Behalten
tracer-trace = Zeichnen
tracer-rename = Umbenennen
tracer-duplicate = Duplizieren
tracer-export = Exportieren
tracer-name-the-board = Spielplan benennen
tracer-undo = Rückgängig
tracer-redo = Wiederholen
tracer-save = Speichern
tracer-close = Schließen
tracer-zoom-in = Vergrößern
tracer-zoom-out = Verkleinern
tracer-whole-photo = Ganzes Foto
tracer-wheel-zoom-drag-the-photo = Mausrad: Zoom · Foto ziehen: verschieben · Ort ziehen: bewegen
tracer-place-and-move = Setzen und bewegen
tracer-connect = Verbinden
tracer-next-number = Nächste Nummer
tracer-click-a-location-to-change = Klicke einen Ort an, um seine Nummer zu ändern, ihn zur Stadt zu machen oder ihn zu löschen.
tracer-number = Nummer
tracer-renumber = Neu nummerieren
tracer-deselect-esc = Abwählen (Esc)
tracer-no-errors-no-warnings-the = Keine Fehler, keine Warnungen: Der Spielplan stimmt mit allem überein, was die Regel sagt.
tracer-the-rulebook-checks-96-locations = Die Prüfungen laut Regel (96 Orte, 11 Städte, Entfernungen) folgen, sobald die Fehler behoben sind.
tracer-checks = Prüfungen
tracer-click-the-photo-to-place = Klicke ins Foto, um den nächsten Ort zu setzen.
tracer-no-photo-yet = Noch kein Foto:
tracer-connect-help = Klicke einen Ort an, dann einen anderen, um sie zu verbinden (erneut, um zu trennen). Klicke weiter entlang einer Straße; klicke neben die Orte, um neu zu beginnen.
tracer-tools = Werkzeuge
tracer-photo = Foto { $width } × { $height }; ein anderes:
tracer-photo-unsaved = Foto { $width } × { $height } (ungespeichert); ein anderes:
tracer-location = Ort

## The board checks' findings (the tracer lists them; `alibi check-board` prints them in English).
tracer-finding-no-name = der Spielplan hat keinen „name“
tracer-finding-not-json = das ist keine Spielplandatei: kein gültiges JSON ({ $error })
tracer-finding-no-object = das ist keine Spielplandatei: sie enthält kein {"{"}…{"}"}-Objekt mit Spielplandaten
tracer-finding-other-format = das ist keine Alibi-Spielplandatei: ihr „format“ ist { $format }, nicht „{ $wanted }“
tracer-finding-no-format = das ist keine Alibi-Spielplandatei: ihr fehlt der Eintrag "format": "{ $wanted }"
tracer-finding-other-version = diese Spielplandatei hat Version { $version }; diese App liest Version { $wanted }
tracer-finding-no-version = diese Spielplandatei hat keine „version“ (diese App liest Version { $wanted })
tracer-finding-bad-stand-in = „stand_in“ ist { $value }; erlaubt sind nur true oder false
tracer-finding-bad-image = „image“ ist { $value }; es muss der Pfad eines Bildes in Anführungszeichen sein
tracer-finding-no-list = der Spielplan hat keine Liste „{ $key }“
tracer-finding-unreadable = { $what ->
        [location] Ort
       *[connection] Verbindung
    } Nr. { $number } in der Liste „{ $key }“ ({ $entry }) ist nicht lesbar: { $error }
tracer-finding-no-locations = der Spielplan hat keine Orte
tracer-finding-too-many = der Spielplan hat { $count } Orte; Alibi nimmt Spielpläne mit höchstens { $most } (der gedruckte hat { $printed })
tracer-finding-numbered-0 = ein Ort hat die Nummer 0; Orte werden ab 1 nummeriert
tracer-finding-numbered-too-high = Ort { $loc } hat eine zu hohe Nummer; die Nummern enden bei { $highest }
tracer-finding-location-twice = Ort { $loc } kommt mehr als einmal vor
tracer-finding-outside-picture = Ort { $loc } liegt bei { $axis } = { $value }, außerhalb des Bildes (0 bis 1)
tracer-finding-edge-to-itself = Verbindung { $a }–{ $b } verbindet Ort { $a } mit sich selbst
tracer-finding-edge-off-board = Verbindung { $a }–{ $b } nennt Ort { $end }, der nicht auf dem Spielplan ist
tracer-finding-edge-repeated = Verbindung { $a }–{ $b } steht mehr als einmal in der Liste
tracer-finding-edge-reversed = Verbindung { $a }–{ $b } steht doppelt in der Liste (auch als { $b }–{ $a })
tracer-finding-cut-off = der Spielplan ist nicht zusammenhängend: von Ort { $from } führt kein Weg zu { $locs }
tracer-finding-cut-off-and-more = der Spielplan ist nicht zusammenhängend: von Ort { $from } führt kein Weg zu { $locs } und { $more } weiteren
tracer-finding-location-count = der Spielplan hat { $count ->
        [one] { $count } Ort
       *[other] { $count } Orte
    }; der gedruckte hat { $printed }
tracer-finding-numbered-outside = Ort { $loc } liegt außerhalb von 1–{ $printed }, den Nummern des gedruckten Spielplans
tracer-finding-city-count = der Spielplan hat { $count ->
        [one] { $count } gelbe Stadt
       *[other] { $count } gelbe Städte
    }; der gedruckte hat { $printed }
tracer-finding-yellow-unnamed = der gelbe Ort { $loc } hat keinen Stadtnamen
tracer-finding-not-a-city = der gelbe Ort { $loc } heißt „{ $name }“, das ist keine der { $cities } Städte des Spielplans
tracer-finding-named-not-yellow = Ort { $loc } heißt „{ $name }“, ist aber nicht gelb
tracer-finding-city-twice = { $city } benennt mehr als einen Ort ({ $locs })
tracer-finding-cities-missing = kein gelber Ort heißt { $cities }
tracer-finding-neighbours = Ort { $loc } hat { $count ->
        [one] { $count } Nachbarn
       *[other] { $count } Nachbarn
    }; Orte auf dem gedruckten Spielplan haben 2 bis 6
tracer-finding-red-terror = die Orte 41 und { $to } liegen { $apart } auseinander; im Regelbeispiel zum Roten Terror liegen sie { $expected } Felder auseinander
tracer-finding-residences = die Orte { $a } und { $b } liegen { $apart } auseinander; die Beispielverstecke der Regel (41, 18, 3) liegen mindestens 3 Felder auseinander
tracer-finding-not-connected-at-all = gar nicht verbunden
tracer-finding-spaces = { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
tracer-finding-not-north = { $north } (Ort { $north_loc }) ist nicht nördlich von { $south } (Ort { $south_loc }) gezeichnet, liegt auf der Karte aber nördlich davon
tracer-finding-not-west = { $west } (Ort { $west_loc }) ist nicht westlich von { $east } (Ort { $east_loc }) gezeichnet, liegt auf der Karte aber westlich davon

## The tracer's news and its side panels.
tracer-not-a-city = Keine Stadt
tracer-yellow-city = Gelbe Stadt: { $name }
tracer-picture-not-opened = Das Bild ließ sich nicht öffnen ({ $error }).
tracer-our-board = Unser Crimewave-Spielplan
tracer-my-board = Mein Spielplan
tracer-stand-in-on-blank-page = Die Orte des Ersatzplans liegen auf einer leeren Seite: Öffne unten ein Foto deines Spielplans und ziehe jeden Ort an seine Stelle.
tracer-renamed = Umbenannt.
tracer-copied-to = Kopiert nach { $file }.
tracer-deleted = Gelöscht.
tracer-exported-to = Exportiert nach { $path } (das Foto liegt daneben).
tracer-imported-as = Importiert als { $file }.
tracer-opened-with-photo = Geöffnet, mit Foto ({ $width } × { $height } Pixel).
tracer-photo-open = Foto geöffnet ({ $width } × { $height } Pixel). Klicke hinein, um Ort { $next } zu setzen.
tracer-placed = Ort { $loc } gesetzt.
tracer-renumbered = Ort { $old } ist jetzt { $new }.
tracer-type-a-number = Gib eine Ortsnummer ein (1, 2, 3 …).
tracer-deleted-location = Ort { $loc } und seine Verbindungen gelöscht.
tracer-undone = Rückgängig gemacht.
tracer-nothing-to-undo = Nichts rückgängig zu machen.
tracer-redone = Wiederholt.
tracer-nothing-to-redo = Nichts zu wiederholen.
tracer-unsaved-changes = Dieser Spielplan hat ungespeicherte Änderungen: Speichere ihn oder drücke noch einmal Schließen, um sie zu verwerfen.
tracer-saved-playable = Gespeichert als { $file }. Er wird beim Einrichten einer Partie Crimewave angeboten.
tracer-saved-with-errors = Gespeichert als { $file }. Gespielt werden kann er erst, wenn { $count ->
        [one] sein Fehler behoben ist
       *[other] seine Fehler behoben sind
    }.
tracer-nothing-chosen = Nichts ausgewählt. Falls kein Dialog erschienen ist, gib den Pfad der Datei stattdessen ins Feld ein.
tracer-opening = { $file } wird geöffnet: { $stage }
tracer-stage-starting = Wird gestartet …
tracer-stage-reading = Datei wird gelesen …
tracer-stage-decoding = Bild ({ $width } × { $height }) wird dekodiert ({ $megapixels } Megapixel) …
tracer-stage-shrinking = Es wird auf Bildschirmgröße verkleinert …
tracer-ready-to-play-on = Spielbereit · { $summary }
tracer-unfinished = Unfertig: { $why }
tracer-location-numbered = Ort { $loc }
tracer-not-connected-yet = Noch nicht verbunden.
tracer-connected-to = Verbunden mit { $locs }.
tracer-delete-location = Ort { $loc } löschen (Entf)
tracer-errors-found = { $count ->
        [one] { $count } Fehler
       *[other] { $count } Fehler
    } — erst nach Behebung spielbar
tracer-warnings-found = { $count ->
        [one] { $count } Warnung
       *[other] { $count } Warnungen
    } — erlaubt, aber der gedruckte Spielplan hätte sie nicht
tracer-error = Fehler: { $finding }
tracer-warning = Warnung: { $finding }
tracer-click-to-show = { $line } (zum Zeigen klicken)
tracer-summary = { $locations ->
        [one] { $locations } Ort
       *[other] { $locations } Orte
    } · { $connections ->
        [one] { $connections } Verbindung
       *[other] { $connections } Verbindungen
    } · { $cities ->
        [one] { $cities } Stadt
       *[other] { $cities } Städte
    }
tracer-connected = { $a } und { $b } verbunden.
tracer-disconnected = { $a } und { $b } getrennt.
tracer-numbered-from-1 = Orte werden von 1 bis { $highest } nummeriert.
tracer-number-taken = Ort { $loc } ist schon auf dem Spielplan: Wähle eine andere Nummer.
tracer-dialog-open-photo = Foto oder Scan deines Crimewave-Spielplans öffnen
tracer-dialog-photos = Fotos (PNG, JPEG)
tracer-dialog-import = Spielplandatei importieren
tracer-dialog-export = Spielplan exportieren (sein Foto wird daneben geschrieben)
tracer-dialog-board-files = Spielplandateien
tracer-findings-joined = { $first }; { $next }

## Spielplandateien und ihre Bilder; `{ $error }` sind die Worte des Systems.
tracer-file-missing = Unter { $path } gibt es keine Datei.
tracer-file-no-board = Unter { $path } gibt es keine Spielplandatei.
tracer-file-unreadable = { $path } ließ sich nicht lesen ({ $error }).
tracer-file-not-a-picture = { $path } ist kein PNG- oder JPEG-Bild. Öffne ein Foto oder einen Scan des Spielplans.
tracer-file-damaged-picture = { $path } sieht aus wie ein Bild, ließ sich aber nicht dekodieren ({ $error }). Die Datei ist vielleicht beschädigt.
tracer-file-picture-not-a-file-name = Das Bild des Spielplans „{ $image }“ ist kein Dateiname.
tracer-file-wrong-extension = Ein Spielplan wird in eine Datei mit der Endung .{ $extension } geschrieben, nicht nach { $path }.
tracer-file-not-a-board = { $path } ist keine Spielplandatei: Alibi überschreibt sie nicht.
tracer-file-picture-not-saved = Das Bild ließ sich nicht unter { $path } speichern ({ $error }).
tracer-file-picture-unreadable = Das Bild des Spielplans { $path } ließ sich nicht lesen ({ $error }).
tracer-file-picture-not-copied = Das Bild ließ sich nicht nach { $path } kopieren ({ $error }).
tracer-file-board-not-saved = Der Spielplan ließ sich nicht unter { $path } speichern ({ $error }).
tracer-file-pixels-mismatch = Die Pixel des Bildes passen nicht zu seiner Größe.
tracer-file-picture-not-encoded = Das Bild ließ sich nicht kodieren ({ $error }).
tracer-file-needs-name = Ein Spielplan braucht einen Namen.
tracer-file-copy-name = { $name } (Kopie)
tracer-file-not-deleted = { $path } ließ sich nicht löschen ({ $error }).
