# Murdero: the score ledger (rules, console and table screen).

## Game terms
murdero-colour-red = Rot
murdero-colour-blue = Blau
murdero-colour-green = Grün
murdero-stage-crime-scene = Tatort
murdero-stage-victim = Opfer
murdero-stage-evidence = Beweis
murdero-stage-suspect = Verdächtiger
murdero-stage-weapon = Waffe
murdero-stage-card = Karte

## What the rules refuse
murdero-refusal-player-count = Murdero ist für 2 bis 4 Spieler, nicht für { $count }.
murdero-refusal-partners-four = Partner-Murdero braucht genau vier Spieler.
murdero-refusal-decks = Gespielt wird mit einem bis vier Decks.
murdero-refusal-unnamed = Jeder Spieler braucht einen Namen.
murdero-refusal-same-name = Zwei Spieler heißen { $name }.
murdero-refusal-not-set-up = Richte zuerst das Spiel ein.
murdero-refusal-set-up-twice = Das Spiel ist schon eingerichtet.
murdero-refusal-over = Das Spiel ist vorbei: Starte ein neues.
murdero-refusal-no-such-hand = Es gibt keine Runde { $hand } zum Korrigieren.
murdero-refusal-correction-ends-early = Mit dieser Korrektur wäre das Spiel nach Runde { $hand } zu Ende gewesen, aber es wurden weitere Runden gespielt.
murdero-refusal-rows = Die Runde hat { $rows } { $rows ->
    [one] Zeile
   *[other] Zeilen
}, das Spiel aber { $players } Spieler.
murdero-refusal-player = { $player }: { $problem }
murdero-refusal-no-winner = Gib an, wer einen Fall abgeschlossen hat.
murdero-refusal-unknown-winner = Ein Gewinner ist keiner der Spieler.
murdero-refusal-winner-twice = { $player } steht zweimal als Gewinner da.
murdero-refusal-incomplete = { $player } hat keinen vollständigen Fall: Ein Fall braucht jeden Wert von 1 bis 5 (ein Joker darf einen ersetzen).
murdero-refusal-unknown-reverser = Das R-Gespräch wurde von jemandem gespielt, der nicht mitspielt.
murdero-refusal-reverse-charges = { $player } hat { $cards } Karten: Ein R-Gespräch darf nur gespielt werden, wenn danach höchstens drei übrig bleiben.
murdero-refusal-too-many-in-play = Im Spiel sind { $played } × { $stage } in { $colour }, es gibt aber nur { $exists }.
murdero-refusal-too-many-seen = Im Spiel und auf der Hand sind { $seen } × { $stage } eingetragen, es gibt aber nur { $exists }.
murdero-joker-alone = Ein Joker kann nicht allein stehen: Der Fall { $colour } ist leer.
murdero-joker-no-crime-scene = Der Fall { $colour } hat keinen Tatort (1): Ein Fall beginnt mit einem, und ein Joker kann ihn nicht ersetzen.
murdero-case-gap = Der Fall { $colour } hat eine { $highest_value } ({ $highest }), aber keine { $gap_value } ({ $gap }): Fälle werden der Reihe nach ab einem Tatort gebaut.

## The score explained, line by line
murdero-line-of-partner = { $player }: { $what }
murdero-line-case = Fall { $colour } { $values }
murdero-line-case-joker = Fall { $colour } { $values } + Joker
murdero-line-real-estate = Immobilien: { $scenes } { $scenes ->
    [one] Tatort zählt
   *[other] Tatorte zählen
} 4, nicht 1 (Reihenfolge laut Hausregel)
murdero-line-in-hand = auf der Hand: { $values }{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } Aktionskarte zu 0
   *[other] {" "}+ { $actions } Aktionskarten zu 0
}
murdero-line-in-hand-none = auf der Hand:{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } Aktionskarte zu 0
   *[other] {" "}+ { $actions } Aktionskarten zu 0
}
murdero-line-won = Runde gewonnen: Karten im Spiel verdoppelt
murdero-line-won-completer = Runde gewonnen: die Karten im Spiel des Abschließenden verdoppelt

## House rules
murdero-house-real-estate-before = Hausregel: Die Tatorte der Immobilien zählen 4, bevor der Gewinner verdoppelt.
murdero-house-real-estate-after = Hausregel: Die zusätzlichen 3 pro Tatort der Immobilien kommen nach dem Verdoppeln dazu.
murdero-house-tie = Hausregel: Sind mehrere Seiten über dem Ziel, gewinnt die höchste; bei Gleichstand wird eine weitere Runde gespielt.
murdero-house-whole-team = Hausregel: Eine siegreiche Partnerschaft verdoppelt die Karten im Spiel beider Partner.
murdero-house-completer-only = Hausregel: Nur der Partner, der den Fall abgeschlossen hat, verdoppelt seine Karten im Spiel.

## The history and the resume list
murdero-ending-completed = Fall abgeschlossen: { $players }
murdero-ending-reverse-charges = R-Gespräch von { $player }
murdero-ending-case-file = die Fallakte war leer
murdero-did-setup = { $partners ->
    [yes] Partner-Murdero
   *[no] Murdero
}: { $players } bis { $target }
murdero-did-hand = Runde { $hand }: { $ending }
murdero-did-correct = Runde { $hand } korrigiert: { $ending }
murdero-did-before-setup = Eine Runde vor dem Einrichten des Spiels
murdero-ended = Gewonnen: { $side }
murdero-progress-not-set-up = Nicht eingerichtet
murdero-progress-won = Gewonnen: { $side } · { $scores }
murdero-progress = Nach Runde { $hands } · { $scores }

## The console
murdero-new-game = Neue Partie Murdero
murdero-setup-help = Zwei bis vier Spieler, in Sitzreihenfolge. Unbenutzte Plätze bleiben leer.
murdero-player-placeholder = Spieler { $seat } (Sitzreihenfolge)
murdero-partnership = Partner-Murdero: vier Spieler, Plätze 1 & 3 gegen 2 & 4, bis 200
murdero-decks = Zusammengemischte Decks
murdero-house-rules = Hausregeln (die Regeln lassen sie offen)
murdero-real-estate-before = Tatorte der Immobilien zählen 4, bevor der Gewinner verdoppelt
murdero-whole-team = Siegreiche Partnerschaft verdoppelt die Karten beider Partner
murdero-completer-only = Nur der Partner, der den Fall abschließt, verdoppelt
murdero-start = Spiel starten
murdero-game-on = Das Spiel läuft: Trage jede Runde ein, wenn sie endet.
murdero-recorded = Eingetragen.
murdero-wins-the-game = Sieg für { $side }!
murdero-won-the-game = Gewonnen hat { $side }.
murdero-correcting-status = Runde { $hand } wird korrigiert.
murdero-correcting = Runde { $hand } korrigieren
murdero-hand = Runde { $hand }
murdero-ledger-hand = Runde { $hand }: { $scores }
murdero-save-correction = Korrektur speichern
murdero-record-hand = Runde eintragen
murdero-with-enter = { $action } (Enter)
murdero-cancel-correction = Korrektur abbrechen
murdero-correct-a-hand = Runde korrigieren …
murdero-correct-hand = Runde { $hand } korrigieren
murdero-count-help = Zähle die Karten nach Wert ({ $stages }): wie viele je Farbe im Spiel liegen und wie viele noch auf der Hand sind.
murdero-first-to = Wer zuerst { $target } hat, gewinnt.
murdero-hands-so-far = Bisherige Runden
murdero-joker = Joker
murdero-in-hand = Auf der Hand
murdero-action-cards = Aktionskarten auf der Hand
murdero-real-estate = Immobilien im Spiel
murdero-nobody-doubles = Niemand verdoppelt.
murdero-how-ended = Wie endete die Runde?
murdero-case-completed = Ein Fall wurde abgeschlossen
murdero-reverse-charges = R-Gespräch
murdero-case-file-ran-out = Die Fallakte war leer
murdero-not-yet = Noch nicht: { $refusal }
murdero-side-won-hand = { $side }: { $points } (Runde gewonnen)

## The table screen
murdero-table-waiting = Murdero: Die Spieler werden eingetragen.
murdero-table-wins = Sieg für { $side }!
murdero-table-first-to = Ziel: { $target }
murdero-table-won = { $score } (gewonnen)
