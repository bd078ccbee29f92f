# "Show on phones": the console's panel, and the words of the phones' page itself.

## The console's panel ($url: the page's address).

phones-no-qr-code = Die Adresse ließ sich nicht als QR-Code darstellen.
# $error: the system's reason.
phones-could-not-share = Alibi konnte den Tisch in diesem Netzwerk nicht teilen ({ $error }).
# During a game, one line ($count: the pages following).
phones-compact = Auf Handys: { $url } · { $count } verbunden
phones-showing = Der Tisch wird auf Handys gezeigt
phones-scan = Scannt den Code oder öffnet diese Adresse auf einem Handy im selben WLAN:
phones-following = { $count ->
    [0] Noch ist kein Handy verbunden. Geteilt wird nur der Tischbildschirm, nie ein Geheimnis.
    [one] 1 Seite ist verbunden.
   *[other] { $count } Seiten sind verbunden.
}
phones-show-code = Code zeigen
# Beside phones-unreachable during a game: opens the panel that says why and what to do.
phones-why = Warum?
phones-hide = Ausblenden
phones-stop = Nicht mehr auf Handys zeigen
phones-unreachable = Kein Handy erreicht diesen Computer: keine WLAN- oder LAN-Adresse gefunden
# $ip: the machine's one address, a public one.
phones-public-only = Seine einzige Netzwerkadresse, { $ip }, liegt in keinem privaten Netz, und Alibi teilt den Tisch nur im lokalen Netz.
phones-no-network = Er ist mit keinem Netzwerk verbunden.
phones-join = Verbinde ihn mit dem WLAN der Handys (oder stecke ein Netzwerkkabel ein), beende dann das Teilen und zeige erneut auf Handys.
phones-local-only = Bis dahin kann nur ein Browser auf diesem Computer die Seite öffnen: { $url }

## What the server answers a phone that can't have the page.

phones-out-of-date = Diese Adresse ist veraltet: Der Laptop hat den Handys eine neue gegeben. Scanne den Code am Laptop erneut.
phones-read-only = Die Tischseite kann nur gelesen werden.
phones-not-found = Nicht gefunden
phones-too-many = Zu viele Seiten verfolgen das Spiel.

## The phones' page. A { $name } here is a slot the page fills with what the game shows.

page-connecting = Verbindung …
page-live = live
page-reconnecting = neue Verbindung …
page-out-of-date = veraltet: Scanne den Code erneut
# The browser tab's title ($game: the game's name).
page-the-table = { $game } — der Tisch
page-no-game = Auf dem Laptop ist noch kein Spiel offen.
# Crimewave: California.
page-latest-answer = Letzte Antwort
page-no-raid-yet = Noch keine Razzia
page-meters = Leisten
page-public-panic = Öffentliche Panik
page-victim-counter = Opferzähler
# Followed by the Investigators who owe the next raid.
page-demands-raid = Die Öffentlichkeit verlangt die nächste Razzia von:
# Two Investigators, either of whom owes the next raid.
page-either = { $first } oder { $second }
page-on-trial = Vor Gericht: { $killer }
page-killers = Killer
page-killer-red = Roter Terror
page-killer-green = Grüner Würger
page-killer-blue = Blauer Schlächter
# A Killer's public line ($method: the method or ?; $status: at large, on trial…).
page-killer-line = { $method } · { $status } · Spuk { $spook }/3 · Fallakte { $case }
page-board = Spielplan
page-board-key = ◆ Tatort (farbig, sobald gelöst) · ■ Bürgerwehr · gestrichelter Ring: dorthin darf eine Bürgerwehr
page-board-label = Der Spielplan mit den öffentlichen Markierungen
page-raids-per-investigator = Razzien pro Ermittler
page-answers = Antworten, neueste zuerst
# Intent to Kill.
page-round-phase = Runde { $round } · Phase { $phase }
page-detective-wins = Der Detektiv gewinnt
page-murderer-wins = Der Mörder gewinnt
page-murderer-loses = Der Mörder hat zweimal verweigert und verliert
page-the-city = Die Stadt
page-curfew = (Ausgangssperre)
page-victims-of = Opfer ({ $count } von { $limit })
page-surveillance-answers = Antworten der Überwachung, neueste zuerst
page-questioning-answers = Antworten der Befragung, neueste zuerst
page-round-answer = Runde { $round }: { $words }
page-motives-in-play = Motive im Spiel
# Murdero.
page-won-by = Gewonnen: { $winner }
page-scores-to = Punkte — Ziel: { $target }
page-side = Seite
page-total = Summe
page-hands = Runden ({ $count })
# A hand: its number and each side's total.
page-hand = Runde { $number }: { $totals }
page-no-hand-yet = Noch keine Runde
page-house-rules = Hausregeln
# Keystone Crimewave.
page-caper-points = Coup-Punkte
page-enforcement = Fahndung
page-caper = Coup:
page-crooks = Gauner
page-hassled = hat Ärger
page-last-roll = Letzter Wurf
page-a-crook = Ein Gauner
# Crime Story.
page-times-up = ZEIT UM
page-author = { $name } ist der Autor
page-players = Spieler
page-player = Spieler
# The cards in a player's hand.
page-hand-cards = Hand
page-captured = Erbeutet
page-certificates = Atteste
page-story-so-far = Die Geschichte bisher
page-no-sentence-yet = Noch kein Satz
page-watch-out = Achtung
