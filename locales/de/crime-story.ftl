# Crime Story: the storytelling game's bookkeeping (rules, console and table screen).

## The rulebook's story starters
crime-story-starter-1 = Nichts war gewöhnlich an …, als …
crime-story-starter-2 = Die Turmuhr zeigte zehn Uhr morgens.
crime-story-starter-3 = Die Stille der Nacht wurde plötzlich von einem schrecklichen Schrei zerrissen …
crime-story-starter-4 = Er sitzt in seinem Sessel und trinkt Kaffee.
crime-story-starter-5 = Tränen tropften von ihrer Wange.
crime-story-starter-6 = Wenn ich an diesen Moment im … denke …
crime-story-starter-7 = Eins, zwei, drei – noch zwei Schritte.
crime-story-starter-8 = Wie soll ich anfangen – dachte er …

## What the rules refuse
crime-story-refusal-player-count = Crime Story ist für 3 bis 6 Spieler, nicht für { $count }.
crime-story-refusal-starter = Der Startspieler muss einer der Spieler sein.
crime-story-refusal-no-certificates = Jeder Spieler braucht mindestens ein Irrenattest.
crime-story-refusal-unnamed = Jeder Spieler braucht einen Namen.
crime-story-refusal-same-name = Zwei Spieler heißen { $name }.
crime-story-refusal-no-such-player = Diesen Spieler gibt es nicht.
crime-story-refusal-not-set-up = Richte zuerst das Spiel ein.
crime-story-refusal-over = Das Spiel ist vorbei.
crime-story-refusal-question-first = Sag zuerst, ob die abgeworfene letzte Karte die Mörderkarte war.
crime-story-refusal-capture-nobody = Bei einer Beute fehlt der Spieler.
crime-story-refusal-own-words = Die eigenen Wörter des Autors kommen auf den Mörderstapel, nicht zum Autor.
crime-story-refusal-out-of-play = { $player } ist ausgeschieden.
crime-story-refusal-listed-twice = { $player } steht zweimal in der Liste.
crime-story-refusal-holds-only = { $player } hat nur { $cards } { $cards ->
    [one] Karte
   *[other] Karten
}.
crime-story-refusal-accuse-a-player = Beschuldige einen der Spieler.
crime-story-refusal-accuse-self = Der Autor kann sich nicht selbst beschuldigen.
crime-story-refusal-no-card-left = { $player } hat keine Karte mehr, kann also nicht die Mörderkarte haben.
crime-story-refusal-no-certificate-left = Kein Irrenattest mehr übrig.
crime-story-refusal-veto-last = Nur gegen den zuletzt erzählten Satz ist ein Veto möglich.
crime-story-refusal-no-such-sentence = Diesen Satz gibt es nicht.
crime-story-refusal-fine-variant = Strafen für wiederverwendete Wörter gibt es nur in der „schwierigeren“ Variante.
crime-story-refusal-nobody-discarded = Niemand hat gerade eine letzte Karte abgeworfen.
crime-story-refusal-didnt-discard = { $player } hat nicht gerade eine letzte Karte abgeworfen.
crime-story-refusal-murderer-secret = Der Mörder bleibt bis zum Spielende geheim.
crime-story-refusal-scored = Das Spiel ist schon gewertet.
crime-story-refusal-set-up-twice = Das Spiel ist schon eingerichtet.
crime-story-refusal-no-such-starter = Diesen Erzählanfang gibt es nicht.
crime-story-accuse-no-murderer = Dieses Spiel wird ohne Mörder gespielt.
crime-story-accuse-no-capture = Um zu beschuldigen, muss der Autor in diesem Zug mindestens eine Karte erbeuten.
crime-story-accuse-no-certificate = Um zu beschuldigen, muss der Autor ein Irrenattest spielen, hat aber keins.
crime-story-accuse-too-few = In diesem Spiel braucht ein Spieler { $count } erbeutete { $count ->
    [one] Karte
   *[other] Karten
}, bevor er beschuldigen darf.

## What is near
crime-story-warning-two-left = Scheidet noch ein Spieler aus, endet das Spiel: Es wären nur noch zwei übrig.
crime-story-warning-last-certificate = { $player } hat ein letztes Irrenattest.
crime-story-warning-last-card = { $player } hat eine letzte Karte.
crime-story-warning-dry-round-now = Keine Beute in dieser Runde: Erbeutet dieser Zug nichts, wirft jeder eine Karte ab.
crime-story-warning-dry-round-in = Eine Leerrunde in { $turns } { $turns ->
    [one] Zug
   *[other] Zügen
} ohne Beute.

## Variants and house rules
crime-story-rule-certificates = { $count } { $count ->
    [one] Irrenattest
   *[other] Irrenatteste
} pro Spieler (die Regel nennt keine Zahl).
crime-story-rule-veto = Hausregel: Der Autor eines Satzes mit Veto gibt eine Punktkarte auf den Mörderstapel; seine Beute bleibt.
crime-story-rule-dry-round = Hausregel: Bei einer Leerrunde abgeworfene Karten verlassen das Spiel.
crime-story-rule-no-certificates = Hausregel: Ein Spieler ohne Irrenattest scheidet aus und kann nicht gewinnen.
crime-story-rule-no-timer = Kein Zeitlimit.
crime-story-rule-timer = Hausregel: { $seconds } Sekunden pro Satz.
crime-story-variant-no-cap = Variante (leichter): keine Grenze von 2 Karten.
crime-story-variant-no-murderer = Variante (leichter): kein Mörder.
crime-story-variant-wrong-loses = Variante (schwieriger): Wer falsch beschuldigt, verliert.
crime-story-variant-fine = Variante (schwieriger): Ein wiederverwendetes Wort kostet eine Punktkarte (Strafe laut Hausregel).
crime-story-variant-small-table = Variante (3–4 Spieler): { $count } erbeutete { $count ->
    [one] Karte
   *[other] Karten
} vor dem Beschuldigen.

## The final score
crime-story-score-in-hand = Karten auf der Hand
crime-story-score-captured = erbeutete Karten
crime-story-score-certificates = übrige Irrenatteste
crime-story-score-pile = der Mörderstapel, nie gefunden
crime-story-score-murderer-card = die Mörderkarte auf der Hand zählt 3, nicht 1
crime-story-score-discarded-card = die abgeworfene Mörderkarte (Hausregel)
crime-story-score-found = die Mörderkarte, weil der Mörder gefunden wurde

## The history and the resume list
crime-story-did-setup = Crime Story: { $players }
crime-story-did-starter = Erzählanfang: { $starter }
crime-story-did-sentence = { $author }: ein Satz, der { $cards } { $cards ->
    [one] Karte
   *[other] Karten
} erbeutet{ $own ->
    [0] {""}
    [one] , { $own } eigenes Wort
   *[other] , { $own } eigene Wörter
}{ $verdict ->
    [right] , { $accused } zu Recht beschuldigt
    [wrong] , { $accused } zu Unrecht beschuldigt
   *[none] {""}
}
crime-story-did-timeout = { $author }: Zeit abgelaufen, Irrenattest
crime-story-did-certificate = { $author }: Irrenattest
crime-story-did-veto = Veto: Der letzte Satz ist gestrichen
crime-story-did-fine = Strafe für { $player } wegen eines wiederverwendeten Worts
crime-story-did-murderer-discarded = { $player } hat die Mörderkarte abgeworfen
crime-story-did-not-murderer = Die abgeworfene letzte Karte war nicht die Mörderkarte
crime-story-did-reveal = Der Mörder war { $player }
crime-story-progress-not-set-up = Nicht eingerichtet
crime-story-progress-over = Vorbei: { $why ->
    [two-left] zwei Spieler übrig
    [found] Mörder gefunden
   *[discarded] Mörderkarte abgeworfen
}
crime-story-progress-won = Vorbei: { $why ->
    [two-left] zwei Spieler übrig
    [found] Mörder gefunden
   *[discarded] Mörderkarte abgeworfen
} · gewonnen: { $winners }
crime-story-progress = Zug { $turn } · Autor { $author } · { $players } Spieler im Spiel

## What an accepted action did
crime-story-outcome-kept = { $kept } behalten, Mörderstapel +{ $pile }
crime-story-outcome-found = Mörder gefunden
crime-story-outcome-wrong = falsche Beschuldigung
crime-story-outcome-time-ran-out = Zeit abgelaufen
crime-story-outcome-struck-nothing = gestrichen, keine Punktkarte abzugeben
crime-story-outcome-struck = gestrichen, eine Punktkarte auf den Mörderstapel
crime-story-outcome-fine-nothing = keine Punktkarte, um die Strafe zu zahlen
crime-story-outcome-fined = eine Punktkarte auf den Mörderstapel
crime-story-outcome-card-out = die Mörderkarte ist raus

## Shared by the console and the table
crime-story-status-in-play = im Spiel
crime-story-status-out-empty = RAUS: keine Karten mehr
crime-story-status-out-certificates = RAUS: keine Atteste, kein Sieg
crime-story-status-lost = VERLOREN: falsche Beschuldigung
crime-story-end-two-left = Nur noch zwei Spieler übrig: Das Spiel ist vorbei.
crime-story-end-found = Der Mörder wurde gefunden: Das Spiel ist vorbei.
crime-story-end-card-discarded = Der Mörder musste die Mörderkarte abwerfen: Das Spiel ist vorbei.
crime-story-last-card-question = { $players }: letzte Karte abgeworfen. War es die Mörderkarte?
crime-story-verdict = Der Mörder war { $murderer }. Gewonnen: { $winners }.
crime-story-verdict-no-murderer = Gewonnen: { $winners }.
crime-story-counts = Mörderstapel { $pile } · abgeworfen { $discarded }
crime-story-counts-dry-round = { $counts } · eine Leerrunde in { $turns } { $turns ->
    [one] Zug
   *[other] Zügen
} ohne Beute

## The table screen
crime-story-table-waiting = Crime Story: Die Spieler werden eingetragen.
crime-story-table-author = AUTOR: { $player }
crime-story-table-turn = Zug { $turn }
crime-story-table-mark-author = AUTOR
crime-story-table-mark-evidence = BEWEIS
crime-story-table-board = Hand { $hand } · erbeutet { $captured }
    Atteste { $certificates }
crime-story-table-dry-round = Leerrunde: { $question }
crime-story-table-starter = „{ $starter }“
crime-story-table-read-from-card = (von der Karte gelesen)
crime-story-table-told-aloud = (laut erzählt)
crime-story-table-certificate-line = { $player }: { $text } [Irrenattest]
crime-story-table-no-timer = Kein Zeitlimit
crime-story-table-hurry = BEEILUNG!
crime-story-table-seconds-left = { $seconds ->
    [one] Sekunde übrig
   *[other] Sekunden übrig
}
crime-story-table-the-author = Der Autor
crime-story-table-time = ZEIT!
crime-story-table-timed-out = { $player } hat ein Irrenattest gespielt
crime-story-table-not-started = { $seconds ->
    [one] Sekunde, nicht gestartet
   *[other] Sekunden, nicht gestartet
}
crime-story-table-cant-win = kann nicht gewinnen

## The console: setting up
crime-story-new-game = Neue Partie Crime Story
crime-story-setup-help = Drei bis sechs Spieler, im Uhrzeigersinn. Erster Autor ist, wer zuletzt einen Krimi gelesen hat. Niemand verrät der App, wer der Mörder ist.
crime-story-player-placeholder = Spieler { $seat } (im Uhrzeigersinn)
crime-story-first-author = erster Autor
crime-story-certificates-each = Irrenatteste pro Spieler
crime-story-timer = Satz-Timer (Sekunden, 0 = keiner)
crime-story-warn-in-last = warnen in den letzten
crime-story-warn-seconds = Sekunden
crime-story-variants = Varianten
crime-story-small-table = 3–4 Spieler: 2 Atteste, 3 Beutekarten vor dem Beschuldigen
crime-story-no-cap = Leichter: keine Grenze von 2 Karten
crime-story-no-murderer = Leichter: kein Mörder (endet bei zwei Spielern)
crime-story-wrong-loses = Schwieriger: Wer falsch beschuldigt, verliert
crime-story-reused-word-fine = Schwieriger: Wer ein fremdes Wort wiederverwendet, zahlt eine Punktkarte
crime-story-start = Spiel starten
crime-story-first-author-named = Der erste Autor muss einer der genannten Spieler sein.
crime-story-timer-not-seconds = Der Satz-Timer ist eine ganze Zahl von Sekunden.
crime-story-warning-not-seconds = Die Warnung ist eine ganze Zahl von Sekunden.

## The console: a turn
crime-story-author-turn = Autor: { $author } · Zug { $turn }
crime-story-no-time-limit = Kein Zeitlimit.
crime-story-seconds = { $seconds } s
crime-story-seconds-hurry = { $seconds } s — BEEILUNG
crime-story-time-ran-out = Zeit abgelaufen
crime-story-stop-timer = Stopp: Der Satz ist erzählt
crime-story-start-timer = Timer für { $author } starten
crime-story-sentence-placeholder = Der Satz (Eintippen ist freiwillig)
crime-story-cards-handed = Karten an { $author } (die Grenze von 2 Karten schickt den Rest auf den Mörderstapel):
crime-story-own-words = Eigene Wörter von { $author } benutzt (auf den Mörderstapel)
crime-story-own-words-field = Eigene Wörter des Autors
crime-story-not-a-count = { $what }: Gib eine Anzahl Karten ein.
crime-story-accuse = „… und der Mörder ist …“: Der Autor beschuldigt (kostet ein Attest)
crime-story-accused-right = Die Mörderkarte wurde aufgedeckt: richtig
crime-story-accused-wrong = Nicht aufgedeckt: falsch
crime-story-choose-accused = Wähle, wer beschuldigt wird.
crime-story-say-revealed = Sag, ob der Beschuldigte die Mörderkarte aufgedeckt hat.
crime-story-fine = Strafe für ein wiederverwendetes Wort:
crime-story-not-yet = Noch nicht: { $problem }
crime-story-if-recorded = Wenn eingetragen: { $outcome }.
crime-story-if-recorded-nothing = Wenn eingetragen: Keine Karten wechseln den Besitzer.
crime-story-record-sentence = Satz eintragen (Enter)
crime-story-certificate-placeholder = Der Satz zum Attest (freiwillig)
crime-story-play-certificate = Irrenattest spielen
crime-story-veto = Veto gegen den letzten Satz
crime-story-draw-starter = Erzählanfang ziehen
crime-story-recorded = Eingetragen.
crime-story-recorded-outcome = Eingetragen: { $outcome }.
crime-story-with-dry-round = { $said } Eine ganze Runde ohne Beute: Jeder im Spiel wirft eine Karte offen ab; sie verlässt das Spiel.
crime-story-timed-out = Zeit abgelaufen: { $author } hat ein Irrenattest gespielt.
crime-story-board = { $player }: Hand { $hand } · erbeutet { $captured } · Atteste { $certificates } · { $status }
crime-story-board-evidence = { $board } · hält das Beweisstück des Verbrechens
crime-story-starter-line = Erzählanfang: { $starter }
crime-story-certificate-line = { $player } (Attest): { $text }
crime-story-the-story = Die Geschichte

## The console: the dry round and the end
crime-story-dry-round = Leerrunde: Jeder hat eine Karte abgeworfen
crime-story-it-was = Es war die Mörderkarte von { $player }
crime-story-not-the-murderer-card = Nein, nicht die Mörderkarte
crime-story-who-held = Wer hatte die Mörderkarte? (Erst jetzt gefragt, zur Wertung.)
crime-story-score-cant-win = { $player }: { $total }, kann nicht gewinnen ({ $lines })
