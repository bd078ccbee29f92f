# Crimewave: California: the console's last words from the engine. What an action gave (the
# result a transcript keeps, said part by part after "Recorded:").
crimewave-result-and = { $first }; { $second }
crimewave-result-ok = erledigt
crimewave-result-hit = Treffer
crimewave-result-miss = daneben
crimewave-result-back-to-prison = zurück ins Gefängnis
crimewave-result-right = richtig
crimewave-result-wrong = falsch
crimewave-result-convicted = verurteilt
crimewave-result-acquitted = freigesprochen
crimewave-result-revealed = Verstecke aufgedeckt
crimewave-result-killers-win = die Killer gewinnen
crimewave-result-investigators-win = die Ermittler gewinnen
# $culprit: red, green, blue or random (the transcript's word).
crimewave-result-solved = aufgeklärt: { $culprit ->
        [red] { crimewave-killer-red }
        [green] { crimewave-killer-green }
        [blue] { crimewave-killer-blue }
       *[other] { crimewave-culprit-random }
    }

# The public facts the Killer player's advice weighs ("Why is the Red Terror exposed?").
crimewave-fact-missed = die verfehlte Razzia in { $loc } (Ziel { $killer })
crimewave-fact-hit = die Razzia in { $loc }, die { $killer } fand
crimewave-fact-shown = das aufgedeckte Versteck in { $loc } ({ $killer })
crimewave-fact-apart = { $first } und { $second } wohnen 3 oder mehr Felder auseinander
crimewave-fact-opening = die sechs Anfangsszenen (zwei je Killer)
crimewave-fact-scene = der Tatort in { $loc } ({ $who })
crimewave-fact-scene-solved = aufgeklärt: { $killer }
crimewave-fact-scene-only = nur { $killer } tötete damals durch { $method }
crimewave-fact-scene-unsolved = ungelöst, durch { $method }

# Why a house rule typed (in the panel, or a transcript's "rule" line) isn't taken. $name is
# the rule's transcript name (d8, methods, evidence-die…) and $value what was typed; the
# transcript words in these lines (yes, no, the examples) are what the rule reads.
crimewave-rule-wrong-number = Regel { $name } erwartet eine Zahl von { $low } bis { $high }, nicht „{ $value }“
crimewave-rule-wrong-yes-no = Regel { $name } erwartet yes oder no, nicht „{ $value }“
crimewave-rule-unknown = es gibt keine Hausregel „{ $name }“; die Regeln sind { $rules }
crimewave-rule-wrong-methods = Regel methods erwartet 1 bis 8 Methodennamen, durch Kommas getrennt (wie shooting,stabbing), nicht „{ $value }“
crimewave-rule-same-methods = Regel methods braucht verschiedene Methodennamen, nicht „{ $value }“
crimewave-rule-wrong-defense = Regel defense-points erwartet Verteidigungssummen mit ihren Chancen in Prozent, aufsteigend und zusammen 100, wie 0:20,2:30,4:35,6:15 – nicht „{ $value }“
crimewave-rule-wrong-d8 = Regel d8 erwartet acht Ziffern, die Methodennummer (1–8) für die Augen 1 bis 8, wie 11223344, nicht „{ $value }“

# Alibi's own stand-in board, by name (a group's own board is named as they typed it).
crimewave-board-stand-in-name = Ersatzplan Kalifornien (nicht der gedruckte Spielplan)
