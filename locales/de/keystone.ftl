# Keystone Crimewave: the caper's bookkeeping (rules, console and table screen).

## Game terms
keystone-intent-focus = Fokus
keystone-intent-assist = Helfen
keystone-intent-prepare = Vorbereiten
keystone-hassle-eliminated = Ärger beseitigt
keystone-hassle-none = Kein Ärger
keystone-hassle-continues = Ärger hält an
keystone-hassle-continues-new = Ärger hält an, neuer Ärger beginnt
keystone-hassle-gets-hassled = Bekommt Ärger
keystone-table-row = { $goal ->
    [achieved] Ziel erreicht
   *[missed] Ziel verfehlt
}, { $hassle }{ $caper ->
    [0] {""}
   *[other] , +{ $caper } Coup
}{ $enforcement ->
    [0] {""}
   *[other] , +{ $enforcement } Fahndung
}
keystone-ending-clean-getaway = Sauber entkommen (Ende laut Hausregel)
keystone-ending-caught = Coup geglückt, aber die Gauner werden geschnappt oder verlieren die Beute (Ende laut Hausregel)
keystone-ending-busted = Aufgeflogen: Das Gesetz war schneller (Ende laut Hausregel)

## What the rules refuse
keystone-refusal-die = Ein Würfel zeigt 1 bis 6, nicht { $face }.
keystone-refusal-complexity = Die Komplexität muss ein Vielfaches der { $crooks } Gauner sein: { $steps }, …
keystone-warning-long = Komplexität { $complexity } macht den Coup wahrscheinlich unerträglich lang
keystone-refusal-set-up-twice = Die Gauner sind schon eingerichtet.
keystone-refusal-players = Keystone Crimewave braucht mindestens 3 Spieler.
keystone-refusal-trigger-tokens = Ein Auslöser mit Ärger-Ergebnis gibt 2 oder 4 Ärgermarker.
keystone-refusal-unnamed = Jeder Gauner braucht einen Namen.
keystone-refusal-same-name = Zwei Gauner heißen { $name }.
keystone-refusal-caper-once = Der Coup kann nur einmal gewählt werden, nach dem Einrichten.
keystone-refusal-roll-off-winner = Der Gewinner des Auswürfelns muss einer der Spieler sein.
keystone-refusal-caper-first = Wähle den Coup und seine Komplexität vor den Planungsphasen.
keystone-refusal-task-crook = Die Aufgabe muss an einen der Gauner gehen.
keystone-refusal-share = { $crook } hat schon { $share } { $share ->
    [one] Aufgabe
   *[other] Aufgaben
}: Die Phasen werden gleichmäßig unter den Gaunern verteilt.
keystone-refusal-no-rolls = Gewürfelt wird, sobald der Masterplan steht, bis der Coup endet.
keystone-refusal-no-such-crook = Diesen Gauner gibt es nicht.
keystone-refusal-rolled = { $crook } war in dieser Runde schon am Zug.
keystone-refusal-not-focus = { $crook } ist nicht für die Fokus-Aufgabe dieser Runde zuständig: Wähle Helfen oder Vorbereiten.
keystone-refusal-is-focus = { $crook } ist der Fokus-Gauner und muss die Fokus-Aufgabe angehen.
keystone-refusal-no-trait = { $crook } hat diese Eigenschaft nicht.
keystone-refusal-locked = { $trait_name } ist gesperrt, bis ihr Ärger-Auslöser aufgehoben ist.
keystone-refusal-trigger-inactive = Nur ein aktiver Ärger-Auslöser kann auslösen.
keystone-refusal-tokens = Lege genau { $traits } { $traits ->
    [one] Eigenschaftsmarker
   *[other] Eigenschaftsmarker
} auf Weiß und { $hassles } { $hassles ->
    [one] Ärgermarker
   *[other] Ärgermarker
} auf Schwarz.

## What a roll did
keystone-effect-hassle-next-turn = +{ $tokens } Ärgermarker für den nächsten Zug von { $crook }
keystone-effect-hassle-next-focus = +1 Ärgermarker für den nächsten Fokus-Zug von { $crook }
keystone-effect-trait-next-focus = +1 Eigenschaftsmarker für den nächsten Fokus-Zug von { $crook }
keystone-effect-trait-handed = +1 Eigenschaftsmarker an { $crook } für diese Runde
keystone-effect-assist-lost = Der Eigenschaftsmarker der Hilfe verfällt: Der Fokus-Zug ist vorbei
keystone-effect-phase-done = Phase erledigt: { $task }

## House rules
keystone-house-ends = Hausregel: Der Coup endet, wenn die letzte Phase erledigt ist oder die Fahndungspunkte das Ziel erreichen.
keystone-house-endings = Hausregel: Plan erledigt mit mehr Coup- als Fahndungspunkten = sauber entkommen, sonst geschnappt; Fahndungsziel zuerst erreicht = aufgeflogen.
keystone-house-both = Hausregel: Passiert beides beim selben Wurf, { $first ->
    [plan] zählt zuerst der Plan
   *[law] zählt zuerst das Gesetz
}.
keystone-house-trigger = Hausregel: Ein Auslöser plus ein Ärger-Ergebnis der Tabelle gibt { $tokens } Ärgermarker; jeder Ärger bei einem Fokus-Wurf gibt 2.
keystone-house-assist = Hausregel: Helfen- und Vorbereiten-Würfe geben 1 Marker für den nächsten Fokus-Zug, und diese Eigenschaftsmarker werden beim Einsatz verbraucht.

## The history and the resume list
keystone-did-setup = Gauner: { $crooks }
keystone-did-caper = Coup: { $caper }, Komplexität { $complexity }; { $starter } plant zuerst
keystone-did-phase = Phase { $phase }: { $task } ({ $crook })
keystone-did-roll = Runde { $round }: { $crook } ({ $intent }) — { $row }
keystone-progress-not-set-up = Nicht eingerichtet
keystone-progress-planning = Planungsphase { $phase } von { $phases }
keystone-progress = Runde { $round } · { $done }/{ $phases } Phasen · CP { $cp } · FP { $ep }/{ $target }
keystone-progress-over = { $ending } · CP { $cp } · FP { $ep }

## Shared by the console and the table
keystone-rolled = { $crook } hat gewürfelt ({ $intent })
keystone-no-roll-yet = Noch kein Wurf.
keystone-caper-points = Coup-Punkte
keystone-enforcement-points = Fahndungspunkte
keystone-master-plan = Masterplan
keystone-phase-line = { $mark ->
    [done] ERLEDIGT{" "}
    [focus] FOKUS{" "}
   *[open] {""}
}{ $phase }. { $task } ({ $crook })
keystone-table-waiting = Keystone Crimewave: Die Gauner werden eingetragen.
keystone-headline-planning = Masterplan: { $caper } · Phase { $phase } — Planer { $planner }, Kommentator { $commenter }
keystone-headline-choosing = Der Coup wird gewählt
keystone-headline-focus = Runde { $round } · Fokus: Phase { $phase } „{ $task }“ ({ $crook }){ $achieved ->
    [yes] {" "}— erreicht
   *[no] {""}
}
keystone-headline-round = Runde { $round }
keystone-board-hassled = { $crook } — HAT ÄRGER
keystone-board-trait = { $trait_name } (+{ $bonus }), Auslöser: { $trigger }
keystone-board-trait-locked = { $trait_name } (+{ $bonus }) — GESPERRT, Auslöser aktiv, Auslöser: { $trigger }
keystone-tokens-hassle-next-turn = { $count } Ärger im nächsten Zug
keystone-tokens-hassle-next-focus = { $count } Ärger beim nächsten Fokus
keystone-tokens-trait-next-focus = { $count } Eigenschaft beim nächsten Fokus
keystone-tokens-trait-from-assist = { $count } Eigenschaft aus Hilfe, diese Runde
keystone-board-tokens = Marker: { $tokens }
keystone-kept-white-higher = Weiß höher: Weiß behalten
keystone-kept-black-higher = Schwarz höher: Schwarz behalten
keystone-kept-tie = Gleichstand: Schwarz behalten
keystone-pair = Paar { $rank }
keystone-die-white = Weiß
keystone-die-black = Schwarz
keystone-die-rolled = gewürfelt { $rolled } +{ $tokens }
keystone-die-kept = BEHALTEN

## The console: a roll
keystone-odds-working = Chancen werden berechnet …
keystone-odds-too-many = Chancen werden für bis zu 6 Marker angezeigt.
keystone-odds = Chancen mit der vorgeschlagenen Verteilung: Ziel erreicht { $achieved } % (3 weiße { $three } %, 2 weiße { $two } %, 1 weißer { $one } %), Ziel verfehlt { $missed } %.
keystone-points = Coup-Punkte { $cp } · Fahndungspunkte { $ep } von { $target }
keystone-last-roll = Letzter Wurf: { $crook } ({ $intent }) — { $row }
keystone-crooks = Gauner
keystone-master-plan-of = Masterplan: { $caper }
keystone-no-crook = Kein Gauner kann würfeln.
keystone-is-focus-crook = { $crook } ist der Fokus-Gauner: Dieser Wurf geht die Fokus-Aufgabe an.
keystone-assist = Helfen (ein Eigenschaftsmarker für den Fokus-Gauner)
keystone-prepare = Vorbereiten (Marker für den eigenen nächsten Fokus)
keystone-trait = { $trait_name } (+{ $bonus } Eigenschaftsmarker)
keystone-trait-locked = { $trait_name } (+{ $bonus } Eigenschaftsmarker) — gesperrt: Auslöser aktiv
keystone-trigger-shows = Die Würfel zeigen den Auslöser von { $trait_name }: { $trigger }
keystone-white-dice = Weiße Würfel
keystone-black-dice = Schwarze Würfel
keystone-dice-example = z. B. { $dice }
keystone-roll-dice = Würfeln
keystone-who-rolls = Wer würfelt?
keystone-record-roll = Wurf eintragen
keystone-due = Fällig bei diesem Wurf: { $traits } { $traits ->
    [one] Eigenschaftsmarker
   *[other] Eigenschaftsmarker
} auf Weiß, { $hassles } { $hassles ->
    [one] Ärgermarker
   *[other] Ärgermarker
} auf Schwarz.
keystone-on-face = auf { $face }
keystone-placed-suggested = Marker wie vorgeschlagen gelegt (Eigenschaftsmarker, um die meisten weißen Würfel zu behalten, Ärgermarker, um die wenigsten zu behalten):
keystone-placed-by-hand = Marker von Hand gelegt:
keystone-trait-tokens = Eigenschaftsmarker (Weiß)
keystone-hassle-tokens = Ärgermarker (Schwarz)
keystone-suggested-placement = Vorgeschlagene Verteilung
keystone-row-trigger-fired = { $row }; ein Auslöser greift: Ärger
keystone-type-dice = Gib drei weiße und drei schwarze Würfel ein, je 1 bis 6 (z. B. 632), oder würfle hier.

## The console: what was just done
keystone-next-caper = Die Gauner stehen fest: Wähle den Coup und wer zuerst plant.
keystone-next-phase-1 = Der Coup ist gewählt: Der Planer schreibt Phase 1.
keystone-next-phase = Eingetragen: weiter zur nächsten Phase.
keystone-next-round-1 = Der Masterplan steht: Runde 1 beginnt.
keystone-recorded = Eingetragen.
keystone-with-note = { $next } Warnung: { $note }.
keystone-roll-ended = { $row }; { $ending }

## The console: setting up and planning
keystone-new-caper = Neuer Coup in Keystone Crimewave
keystone-setup-help = Drei oder mehr Gauner, in Sitzreihenfolge, jeder mit den Eigenschaften seines Bogens. Eine Eigenschaft ohne Namen wird ignoriert.
keystone-crook-placeholder = Gauner { $seat } (Sitzreihenfolge)
keystone-trait-placeholder = Eigenschaft (z. B. Schönredner)
keystone-bonus = Bonus
keystone-trigger-placeholder = Ärger-Auslöser (z. B. eine schwarze 1)
keystone-add-trait = Eigenschaft hinzufügen
keystone-remove-trait = Eigenschaft entfernen
keystone-add-crook = Gauner hinzufügen
keystone-remove-crook = Letzten Gauner entfernen
keystone-house-rules = Hausregeln (der erste Entwurf lässt sie offen)
keystone-trigger-gives = Ein Auslöser plus ein Ärger-Ergebnis der Tabelle gibt
keystone-hassle-token-count = { $count } { $count ->
    [one] Ärgermarker
   *[other] Ärgermarker
}
keystone-both-on-one-roll = Plan erledigt und Fahndungsziel erreicht beim selben Wurf:
keystone-plan-first = zuerst zählt der Plan
keystone-law-first = zuerst zählt das Gesetz
keystone-start = Coup starten
keystone-the-caper = Der Coup
keystone-caper-placeholder = Was für ein Coup? (z. B. Banküberfall)
keystone-complexity = Komplexität (Phasen; ein Vielfaches der { $crooks } Gauner; über 20 ist lang)
keystone-choose = wählen
keystone-who-won-roll-off = Wer hat das Auswürfeln gewonnen? Wer gewinnt, plant Phase 1.
keystone-roll-off = Hier auswürfeln
keystone-roll-again = Neu würfeln für { $crooks }
keystone-roll-off-winner = Auswürfeln: { $rolls }. { $crook } plant Phase 1.
keystone-roll-off-tie = Auswürfeln: { $rolls }. Gleichstand bei { $crooks }, sie würfeln neu.
keystone-choose-caper = Coup wählen
keystone-planned-phase = { $phase }. { $task } — { $crook } (Element: { $element })
keystone-planning-title = Masterplan: { $caper } — Phase { $phase } von { $phases }
keystone-planning-roles = Planer: { $planner }. Kommentator: { $commenter }. Jeder Gauner bekommt { $tasks } { $tasks ->
    [one] Aufgabe
   *[other] Aufgaben
}. Fahndungsziel: { $target }.
keystone-task-placeholder = Die kritische Aufgabe (Planer)
keystone-whose-task = Wessen Aufgabe ist das?
keystone-element-placeholder = Ein Element: ein Gegenstand, ein Detail, ein NSC, ein früheres Ereignis (Kommentator)
keystone-add-phase = Phase { $phase } hinzufügen
keystone-planned-so-far = Bisher geplant
