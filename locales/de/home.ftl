# The home screen: the games, the saved ones, the first run's hints and the settings.

## The games, as the home screen offers them (the titles are the names on the boxes).

game-crimewave = Crimewave: California
game-crimewave-blurb = Drei Serienkiller gegen die Ermittler, quer durch Kalifornien
game-crimewave-plays = Geheime Verstecke, Razzien, Prozesse, Leisten; oder Alibi spielt die Killer
game-intent-to-kill = Intent to Kill
game-intent-to-kill-blurb = Ein verborgener Mörder unter den Zivilisten, ein Detektiv
game-intent-to-kill-role = Geheimer Mörder und Motiv, ehrliche Antworten; oder allein spielen
game-murdero = Murdero
game-murdero-blurb = Fälle und Alibis im Rommé-Stil, in Runden bis 100
game-murdero-role = Punkteliste
game-crime-story = Crime Story
game-crime-story-blurb = Das Verbrechen Satz für Satz erzählen; ein Mörder versteckt sich
game-crime-story-role = Satz-Timer und Wertungsblock
game-keystone = Keystone Crimewave
game-keystone-blurb = Ein gemeinsam erzählter Coup, entschieden von den Würfeln
game-keystone-role = Würfelauswertung

## The home screen.

# Each game's mark on the home screen: the initials of its name, two letters.
home-badge-crimewave = CW
home-badge-intent-to-kill = IK
home-badge-murdero = Mu
home-badge-crime-story = CS
home-badge-keystone = KC

home-tagline = Der Schiedsrichter neben dem Spielplan: Geheimnisse gewahrt, Antworten ehrlich.
# What Alibi does for a game, under its blurb ($role: game-…-role).
home-game-role = Alibi: { $role }
home-new-game = Neues Spiel
home-name-placeholder = Name des Spiels (z. B. Freitag bei Sam)
# The name a new game gets when none was typed ($game: its title).
home-default-name = Partie { $game }
home-table-tools = Tischhelfer
home-trace-board = Spielplan nachzeichnen
home-trace-board-hint = Dein eigener Crimewave-Spielplan, aus einem Foto
home-continue = Weiter
# The game left open, one click away ($name: the name the players gave it).
home-continue-game = { $name } fortsetzen
home-recent-games = Letzte Spiele
home-refresh = Aktualisieren
# A saved game's game and where it stands ($game: its title; $state: home-in-progress or how it ended).
home-game-state = { $game } · { $state }
# $progress: the round as the saved game says it.
home-in-progress = Läuft · { $progress }
home-cant-open = Lässt sich nicht öffnen: { $error }
# When a game was last played ($date: the date; $ago: home-ago-…).
home-played = Gespielt am { $date }
home-played-ago = Gespielt am { $date } ({ $ago })
# … and by whom ($played: home-played…; $players: the players' names).
home-played-by = { $played } · { $players }
home-ago-now = gerade eben
home-ago-minutes = { $count ->
    [one] vor 1 Minute
   *[other] vor { $count } Minuten
}
home-ago-hours = { $count ->
    [one] vor 1 Stunde
   *[other] vor { $count } Stunden
}
home-ago-yesterday = gestern
home-ago-days = { $count ->
    [one] vor 1 Tag
   *[other] vor { $count } Tagen
}

## The first run's hints.

home-first-no-games = Noch keine Spiele. Jedes Spiel wird nach jeder Aktion gespeichert und erscheint hier.
home-first-time = Zum ersten Mal hier?
home-first-console = Dieses Fenster ist die Konsole: privat, für den Killer oder den Mörder. Der ganze Tisch schaut auf einen zweiten Bildschirm.
# $shortcut: Ctrl+T.
home-first-table-window = { $shortcut }: Tischfenster öffnen und auf einen zweiten Monitor oder einen Fernseher ziehen.
# $shortcut: Ctrl+M.
home-first-table-mode = { $shortcut }: Tischmodus, die Tischansicht auf diesem Bildschirm (und zurück), auch der schnelle Sichtschutz.
home-first-start = Gib links einen Namen ein und wähle ein Spiel zum Starten.

## The settings.

settings-title = Einstellungen
settings-dark = Dunkle Farben
# The UI scale ($percent: 100 to 200).
settings-size = Größe { $percent } %
settings-keep-awake = Bildschirm wach halten, solange ein Spiel offen ist
# The phones' address ("Show on phones") is kept for the evening: pages follow every game.
settings-phones-address = Handys behalten eine Adresse für den ganzen Abend: Eine einmal geöffnete Seite folgt jedem Spiel. Eine neue Adresse sperrt alle Seiten aus, die mit der alten geöffnet wurden.
settings-new-phone-address = Neue Adresse für Handys
settings-data-folder = Datenordner: { $path }
settings-files-sealed = Spieldateien sind mit deiner PIN versiegelt: Ohne sie lassen sie sich nicht lesen.
settings-files-clear = Spieldateien kann jeder lesen, der sie öffnet (lege eine PIN fest, um sie zu versiegeln).
settings-pin-locks = Sperre die Konsole mit Ctrl+L oder der Schaltfläche Sperren; das Tischfenster bleibt an. Alibi startet gesperrt, und die PIN öffnet die versiegelten Spiele.
settings-pin-offer = Lege eine PIN fest, um die Konsole mit Ctrl+L zu sperren, wenn du den Laptop verlässt, und um die Spieldateien zu versiegeln.
settings-new-pin = Neue PIN: 4 bis 8 Ziffern
settings-current-pin = Aktuelle PIN
settings-set-pin = PIN festlegen
settings-change-pin = PIN ändern
settings-remove-pin = PIN entfernen
settings-pin-needed = Gib zuerst die aktuelle PIN ein: Ohne sie lässt sich die PIN weder ändern noch entfernen.
settings-pin-wrong = Das ist nicht die aktuelle PIN.
settings-pin-digits = Eine PIN hat 4 bis 8 Ziffern.
settings-pin-not-salted = Die PIN konnte nicht gesalzen werden: { $error }
settings-pin-not-hashed = Der Hash der PIN konnte nicht berechnet werden: { $error }
