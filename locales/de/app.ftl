# Around the games: the windows, the toolbar, the banners, the lock, the recap, undo and the
# history, the sealed setup, the table screen's own words, saved-game and settings problems,
# and sound.

## The windows and the toolbar ($shortcut: the keys, e.g. Ctrl+T).

# The app's name, as the title of the home screen, the lock and the table screen.
app-name = Alibi
app-console-title = Alibi — Konsole
app-table-title = Alibi — Tisch
app-open-table-window = Tischfenster öffnen ({ $shortcut })
app-close-table-window = Tischfenster schließen ({ $shortcut })
app-table-mode = Tischmodus ({ $shortcut })
app-table-mode-back = { $shortcut } kehrt zur Konsole zurück
app-show-on-phones = Auf Handys zeigen
app-recap = Rückblick ({ $shortcut })
app-lock = Sperren ({ $shortcut })
app-dismiss = Schließen

## Banners.

app-resealing-wait = Einen Moment: Die gespeicherten Spiele werden mit der neuen PIN versiegelt.
app-recap-needs-game = Ein Rückblick erzählt die Geschichte einer Partie Crimewave oder Intent to Kill: Öffne zuerst eine.
app-lock-needs-pin = Lege in den Einstellungen auf dem Startbildschirm eine PIN fest, um die Konsole zu sperren.
# $problem: why the settings could not be saved (settings-…).
app-pin-unchanged = { $problem }. Die PIN ist unverändert.
app-resealing = Die gespeicherten Spiele werden mit der neuen PIN versiegelt …
app-reseal-stopped = Das Versiegeln der gespeicherten Spiele brach unerwartet ab: Manche sind vielleicht noch mit der alten PIN versiegelt.
app-pin-saved = { $count ->
    [one] PIN gespeichert. 1 Spieldatei damit versiegelt.
   *[other] PIN gespeichert. { $count } Spieldateien damit versiegelt.
}
app-pin-removed = { $count ->
    [one] PIN entfernt. 1 Spieldatei unverschlüsselt geschrieben: Jeder, der sie öffnet, kann sie lesen.
   *[other] PIN entfernt. { $count } Spieldateien unverschlüsselt geschrieben: Jeder, der sie öffnet, kann sie lesen.
}
# After app-pin-saved or app-pin-removed ($report), the files that could not be changed follow.
app-reseal-left = { $report } Unverändert geblieben:
# Two sentences one after the other.
app-then = { $first } { $second }
# $path: the file; $game: the name of the game in the file.
app-unknown-game = { $path } ist eine Partie „{ $game }“, die diese Version von Alibi nicht kennt.
# Why the display can't be kept awake (the system's own words follow in small type).
app-awake-no-session = Alibi kann den Bildschirm nicht wach halten: Auf diesem Rechner läuft keine Desktop-Sitzung, die man darum bitten könnte. Wird der Bildschirm während eines Spiels dunkel, schalte den Ruhezustand in den Systemeinstellungen ab.
app-awake-refused = Alibi kann den Bildschirm nicht wach halten: Das System hat es abgelehnt. Wird der Bildschirm während eines Spiels dunkel, schalte den Ruhezustand in den Systemeinstellungen ab.
# $why: app-awake-no-session or app-awake-refused.
app-awake-failed-once = { $why } Der Grund steht in den Einstellungen auf dem Startbildschirm und wird nicht noch einmal genannt.
# What the system's power settings show while a game is open.
app-awake-reason = Ein Brettspiel wird geleitet

## The lock.

lock-locked = Die Konsole ist gesperrt. Gib die PIN ein, um weiterzumachen: Sie öffnet auch die versiegelten Spiele.
lock-pin = PIN
lock-unlock = Entsperren
lock-wrong = Das ist nicht die PIN.
lock-wrong-wait = { $seconds ->
    [one] Das ist nicht die PIN. Warte 1 Sekunde bis zum nächsten Versuch.
   *[other] Das ist nicht die PIN. Warte { $seconds } Sekunden bis zum nächsten Versuch.
}
lock-next-try = { $seconds ->
    [one] Nächster Versuch in 1 Sekunde.
   *[other] Nächster Versuch in { $seconds } Sekunden.
}

## The recap.

recap-story-of = Die Geschichte von { $name }
recap-goes-on = Das Spiel läuft noch: Seine Geheimnisse werden hier enthüllt, wenn es endet.
recap-key-moments = Schlüsselmomente
recap-none-yet = Noch keine.
recap-show-secrets = Geheimnisse zeigen
recap-secrets = Die Geheimnisse
recap-back = Zurück zum Spiel
recap-export = Als PNG exportieren
recap-saving = Bild wird gespeichert …
recap-saved-as = Gespeichert als { $path }
recap-not-saved = Das Bild konnte nicht gespeichert werden: { $problem }
recap-export-stopped = der Export brach unerwartet ab
# $path: the picture's file; $error: the system's reason.
recap-not-written = { $path } ({ $error })
recap-refereed = Geleitet mit Alibi
# Why a picture could not be drawn.
picture-no-renderer = es ließ sich kein Renderer zum Zeichnen erstellen
picture-wrong-size = der Renderer zeichnete die falsche Anzahl Pixel
picture-not-encoded = es ließ sich nicht als PNG kodieren ({ $error })
recap-why-alibi-chose = Warum Alibi so entschieden hat:
# A key moment: its mark, its round (recap-before-play or recap-round) and what happened.
recap-moment = { $mark } · { $round }: { $what }
recap-before-play = vor Runde 1
recap-round = Runde { $round }
# The timeline's axis.
recap-axis-round = Runde
recap-axis-start = Start
# The chart's key: a moment's mark and its kind.
recap-mark-key = { $mark } { $kind }
# The letters that mark the moments on the chart, and their kinds.
recap-mark-hit = T
recap-mark-trial = P
recap-mark-relocation = U
recap-mark-escape = A
recap-mark-murder = M
recap-kind-hit = Treffer
recap-kind-trial = Prozess
recap-kind-relocation = Umzug
recap-kind-escape = Ausbruch
recap-kind-murder = Mord

## Undo, redo and the history ($label: the action, as the game says it).

history-title = Verlauf
history-undo = Rückgängig: { $label } (Ctrl+Z)
history-redo = Wiederholen: { $label } (Ctrl+Shift+Z)
history-nothing-to-undo = Nichts rückgängig zu machen
history-nothing-to-redo = Nichts zu wiederholen
history-undone = Rückgängig gemacht: { $label }
history-redone = Wiederholt: { $label }
history-went-back = { $count ->
    [one] 1 Aktion zurückgenommen; Wiederholen stellt sie wieder her
   *[other] { $count } Aktionen zurückgenommen; Wiederholen stellt sie wieder her
}
# An entry of the history: its number and the action.
history-entry = { $number }. { $label }
history-now = jetzt
history-back-to-here = bis hierher zurück
history-back-to-start = Zurück zum Anfang
history-saving = wird gespeichert …
history-home = Zum Start (gespeichert)
# $error: why the save failed (file-…).
history-not-saved = { $error } Das Spiel bleibt offen; Alibi speichert nach der nächsten Aktion erneut.

## The sealed setup.

seal-none = Versiegelter Aufbau: In diesem Spiel wurde kein Glied erzeugt.
seal-holds = Versiegelter Aufbau: Jedes Glied passt zum gespielten Spiel.
seal-broken = Versiegelter Aufbau: DIE KETTE PASST NICHT ZUM SPIEL (siehe unten).
# $number: the link's place in the chain; $summary: seal-summary.
seal-link = Glied { $number }, { $summary }
seal-fingerprint = {"    "}Fingerabdruck: { $fingerprint }
seal-check-by-hand = {"    "}Von Hand prüfen: { $command }
# $at: how many actions were left; $line: seal-corrected.
seal-after-undo = Nach Rückgängig bis Aktion { $at }: { $line }
# A link in one line ($when: seal-after…; $short: its short fingerprint; $secrets: the
# secrets or seal-no-secrets; $salt; $verdict: seal-matches or seal-mismatch…).
seal-summary = { $when }: { $short } — { $secrets } — Salt { $salt } — { $verdict }
seal-after = nach Aktion { $after }
seal-after-label = nach Aktion { $after } ({ $label })
seal-no-secrets = das nachgespielte Spiel hat dort keine Geheimnisse
seal-matches = passt
seal-mismatch = PASST NICHT: neu berechnet { $recomputed }, gespeichert { $saved }
seal-mismatch-nothing = PASST NICHT: nichts neu zu berechnen
seal-unsealed = NICHT VERSIEGELT: Die Geheimnisse änderten sich nach Aktion { $after }, und kein Glied versiegelt sie
# $line: what the table had read (an answer, a murder, or seal-withdrawn-link).
seal-corrected = Korrigiert: { $line } wurde zurückgenommen
# A link of the chain that an undo took back, as $line of seal-corrected ($short: its
# short fingerprint).
seal-withdrawn-link = der versiegelte Aufbau { $short }
# The strip under the table screen ($short, $now, $before: short fingerprints).
seal-strip = Versiegelter Aufbau { $short }
seal-strip-resealed = Versiegelter Aufbau { $now } · neu versiegelt nach Aktion { $after } (vorher { $before })
seal-strip-more = { $count ->
    [one] 1 Korrektur insgesamt (jede steht in der Auflösung)
   *[other] { $count } Korrekturen insgesamt (jede steht in der Auflösung)
}

## The table screen.

table-waiting = Tischbildschirm: wartet auf ein Spiel an der Konsole.
table-thinking = Alibi denkt nach …

## Saved games that can't be opened or saved ($file: the file; $why: the system's reason).

file-unreadable = { $file } lässt sich nicht lesen: { $why }.
file-not-a-record = { $file } ist keine Alibi-Spielaufzeichnung.
file-newer = { $file } wurde von einem neueren Alibi gespeichert (Format { $version }; dieses Alibi liest Format { $known }). Aktualisiere Alibi, um die Datei zu öffnen; sie bleibt unverändert.
file-other-game = { $file } gehört zu { $game }, nicht zu diesem Spiel.
# $what: file-damaged-….
file-damaged = { $file } ist beschädigt: { $what }. Die Datei bleibt unverändert.
file-sealed = { $file } ist mit einer PIN versiegelt und öffnet sich nur mit ihr. Die Datei bleibt unverändert.
file-other-pin = { $file } ist mit einer anderen PIN versiegelt: Die aktuelle PIN öffnet sie nicht. Die Datei bleibt unverändert.
file-unwritable = { $file } lässt sich nicht speichern: { $why }.
# What is damaged ($error: the reader's own words).
file-damaged-json = das JSON bricht ab oder ist fehlerhaft ({ $error })
file-damaged-header = der Kopf ist unvollständig ({ $error })
file-damaged-sealed-part = der versiegelte Teil lässt sich nicht lesen ({ $error })
file-damaged-no-record = der versiegelte Teil enthält keine Aufzeichnung ({ $error })
file-damaged-actions = die Aktionen lassen sich nicht lesen ({ $error })
# An action of the record the rules refuse ($position: its place; $label: the action; $refusal: why).
file-damaged-refused = Aktion { $position } („{ $label }“) wird von den Regeln abgelehnt: { $refusal }
file-damaged-unknown-seal = sie ist auf eine Art versiegelt, die dieses Alibi nicht kennt ({ $cipher } mit { $kdf })
file-damaged-costs = ihre Versiegelungsparameter liegen außerhalb des gültigen Bereichs
file-damaged-costs-unusable = ihre Versiegelungsparameter sind nicht verwendbar ({ $error })
file-damaged-salt = ihr Salt ist kaputt
file-damaged-check = ihre PIN-Prüfung ist kaputt
file-damaged-nonce = ihre Nonce ist kaputt
file-damaged-base64 = ihr versiegelter Teil ist kein gültiges Base64
file-damaged-key = aus der PIN ließ sich kein Schlüssel ableiten ({ $error })
file-damaged-changed = ihr versiegelter Teil besteht die Integritätsprüfung nicht (er wurde verändert)

## The settings file ($file: the file; $error: the system's reason).

settings-unreadable = { $file } lässt sich nicht lesen: { $error }. Standardwerte werden verwendet.
settings-damaged = { $file } ist beschädigt ({ $error }). Standardwerte werden verwendet; die Datei wird als { $aside } aufbewahrt, sobald sich eine Einstellung ändert.
settings-ignored = { $count ->
    [one] { $file }: unlesbare Einstellung { $names } ignoriert.
   *[other] { $file }: unlesbare Einstellungen { $names } ignoriert.
}
settings-not-kept-aside = Die beschädigte Datei { $file } lässt sich nicht beiseitelegen: { $error }
settings-not-saved = Die Einstellungen lassen sich nicht in { $file } speichern: { $error }

## Sound.

sound-no-library = Kein Ton: Das Tonsystem ({ $library }) ließ sich nicht laden ({ $error }); stattdessen blinkt der Timer in beiden Fenstern
sound-no-call = Kein Ton: { $library } hat kein { $call }; stattdessen blinkt der Timer

## The end-of-game reveal's guard on a private console: the PIN, or without one a word.

# The word typed to show the secrets (English "reveal" is always understood too).
lock-reveal-word = aufdecken
# $word: lock-reveal-word.
lock-reveal-type = Tippe „{ $word }“, um alle Geheimnisse auf diesem Bildschirm zu zeigen:
lock-reveal-pin = Gib die PIN ein, um alle Geheimnisse auf diesem Bildschirm zu zeigen:
lock-reveal-show = Geheimnisse zeigen
lock-reveal-hide = Geheimnisse verbergen
lock-reveal-not-the-word = Das ist nicht das Wort.

## What the rules change on the board on their own, as the table is told to do it.

rules-changes = Was die Regeln auf dem Spielplan ändern
## The history once the game has ended for good (the secrets are on the table): nothing goes back.

history-end-is-final = Das Ende ist endgültig: Nichts lässt sich rückgängig machen
history-ended = Das Spiel ist zu Ende: { $ended }. Rückgängig nimmt das Ende nicht zurück.
# The system's own words follow in small type.
sound-none = Kein Ton: Das Tonsystem dieses Rechners lässt sich nicht öffnen, deshalb blinkt der Timer stattdessen in beiden Fenstern.
