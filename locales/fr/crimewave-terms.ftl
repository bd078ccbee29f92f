# Crimewave: California's game terms: the Killers, their statuses, the Evidence tiles and the
# default murder methods (the group may name its own methods in the house rules: those are
# shown as typed).
# French: a Killer's name is a bare name ("Terreur rouge"), never after "le", "la" or "de".
crimewave-killer-red = Terreur rouge
crimewave-killer-green = Tueur vert
crimewave-killer-blue = Boucher bleu
# Each Killer's colour and its letter, as typed in the console's forms (English is read too).
crimewave-killer-red-word = rouge
crimewave-killer-green-word = vert
crimewave-killer-blue-word = bleu
crimewave-killer-red-letter = r
crimewave-killer-green-letter = v
crimewave-killer-blue-letter = b
# The plate's letter of a solved random killing (English: Y, for its yellow marker): one
# uppercase letter, unlike the Killers' own letters.
crimewave-random-letter = J
crimewave-culprit-random = un meurtre au hasard
crimewave-status-free = libre
crimewave-status-arrested = ARRÊTÉ
crimewave-status-incarcerated = en prison
crimewave-status-escaped = en cavale
# The Evidence tiles' names, as titles ("Fingerprint") and in a sentence ("fingerprint").
crimewave-evidence-item = Objet
crimewave-evidence-blood = Sang
crimewave-evidence-fingerprint = Empreinte
crimewave-evidence-witness = Témoin
crimewave-evidence-item-word = objet
crimewave-evidence-blood-word = sang
crimewave-evidence-fingerprint-word = empreinte
crimewave-evidence-witness-word = témoin
# Each tile's initial on a crime scene's plate.
crimewave-evidence-item-initial = O
crimewave-evidence-blood-initial = S
crimewave-evidence-fingerprint-initial = E
crimewave-evidence-witness-initial = T
crimewave-method-shooting = arme à feu
crimewave-method-stabbing = arme blanche
crimewave-method-bludgeoning = matraquage
crimewave-method-strangling = strangulation
# A method on a crime scene's plate on the board: a few letters, each method's its own.
crimewave-method-tag-shooting = feu
crimewave-method-tag-stabbing = lame
crimewave-method-tag-bludgeoning = matr
crimewave-method-tag-strangling = stra

## The printed board's yellow cities, as the table's language writes them.

crimewave-city-redding = Redding
crimewave-city-sacramento = Sacramento
crimewave-city-san-francisco = San Francisco
crimewave-city-san-jose = San Jose
crimewave-city-salinas = Salinas
crimewave-city-fresno = Fresno
crimewave-city-bakersfield = Bakersfield
crimewave-city-santa-barbara = Santa Barbara
crimewave-city-hollywood = Hollywood
crimewave-city-los-angeles = Los Angeles
crimewave-city-san-diego = San Diego
