# Crimewave: California: the console's last words from the engine. What an action gave (the
# result a transcript keeps, said part by part after "Recorded:").
crimewave-result-and = { $first } ; { $second }
crimewave-result-ok = fait
crimewave-result-hit = touché
crimewave-result-miss = manqué
crimewave-result-back-to-prison = retour en prison
crimewave-result-right = juste
crimewave-result-wrong = faux
crimewave-result-convicted = coupable
crimewave-result-acquitted = non coupable
crimewave-result-revealed = résidences révélées
crimewave-result-killers-win = victoire des Tueurs
crimewave-result-investigators-win = victoire des Enquêteurs
# $culprit: red, green, blue or random (the transcript's word).
crimewave-result-solved = résolue : { $culprit ->
        [red] { crimewave-killer-red }
        [green] { crimewave-killer-green }
        [blue] { crimewave-killer-blue }
       *[other] { crimewave-culprit-random }
    }

# The public facts the Killer player's advice weighs ("Why is the Red Terror exposed?").
crimewave-fact-missed = la descente manquée au { $loc } contre { $killer }
crimewave-fact-hit = la descente au { $loc } qui a trouvé { $killer }
crimewave-fact-shown = la résidence révélée au { $loc } : { $killer }
crimewave-fact-apart = { $first } et { $second } habitant à 3 cases ou plus l'un de l'autre
crimewave-fact-opening = les six scènes de départ (deux par Tueur)
crimewave-fact-scene = la scène du { $loc } ({ $who })
crimewave-fact-scene-solved = résolue : { $killer }
crimewave-fact-scene-only = seul { $killer } tuait alors par { $method }
crimewave-fact-scene-unsolved = non résolue, par { $method }

# Why a house rule typed (in the panel, or a transcript's "rule" line) isn't taken. $name is
# the rule's transcript name (d8, methods, evidence-die…) and $value what was typed; the
# transcript words in these lines (yes, no, the examples) are what the rule reads.
crimewave-rule-wrong-number = la règle { $name } prend un nombre de { $low } à { $high }, pas « { $value } »
crimewave-rule-wrong-yes-no = la règle { $name } prend yes ou no, pas « { $value } »
crimewave-rule-unknown = il n'y a pas de règle maison « { $name } » ; les règles sont { $rules }
crimewave-rule-wrong-methods = la règle methods prend 1 à 8 noms de méthodes séparés par des virgules (comme shooting,stabbing), pas « { $value } »
crimewave-rule-same-methods = la règle methods veut des noms de méthodes distincts, pas « { $value } »
crimewave-rule-wrong-defense = la règle defense-points prend des totaux de défense avec leurs chances en pour cent, croissants et faisant 100 en tout, comme 0:20,2:30,4:35,6:15 — pas « { $value } »
crimewave-rule-wrong-d8 = la règle d8 prend huit chiffres, le numéro de méthode (1–8) des faces 1 à 8, comme 11223344, pas « { $value } »

# Alibi's own stand-in board, by name (a group's own board is named as they typed it).
crimewave-board-stand-in-name = Californie de remplacement (pas le plateau imprimé)
