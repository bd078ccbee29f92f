# Crimewave: California's game terms: the Killers, their statuses, the Evidence tiles and the
# default murder methods (the group may name its own methods in the house rules: those are
# shown as typed).
crimewave-killer-red = Roter Terror
crimewave-killer-green = Grüner Würger
crimewave-killer-blue = Blauer Schlächter
# Each Killer's colour and its letter, as typed in the console's forms (English is read too).
crimewave-killer-red-word = rot
crimewave-killer-green-word = grün
crimewave-killer-blue-word = blau
crimewave-killer-red-letter = r
crimewave-killer-green-letter = g
crimewave-killer-blue-letter = b
# The plate's letter of a solved random killing (English: Y, for its yellow marker): one
# uppercase letter, unlike the Killers' own letters.
crimewave-random-letter = X
crimewave-culprit-random = ein Zufallsmord
crimewave-status-free = frei
crimewave-status-arrested = VERHAFTET
crimewave-status-incarcerated = im Gefängnis
crimewave-status-escaped = entkommen
# The Evidence tiles' names, as titles ("Fingerprint") and in a sentence ("fingerprint").
crimewave-evidence-item = Gegenstand
crimewave-evidence-blood = Blut
crimewave-evidence-fingerprint = Fingerabdruck
crimewave-evidence-witness = Zeuge
crimewave-evidence-item-word = Gegenstand
crimewave-evidence-blood-word = Blut
crimewave-evidence-fingerprint-word = Fingerabdruck
crimewave-evidence-witness-word = Zeuge
# Each tile's initial on a crime scene's plate.
crimewave-evidence-item-initial = G
crimewave-evidence-blood-initial = B
crimewave-evidence-fingerprint-initial = F
crimewave-evidence-witness-initial = Z
crimewave-method-shooting = Erschießen
crimewave-method-stabbing = Erstechen
crimewave-method-bludgeoning = Erschlagen
crimewave-method-strangling = Erwürgen
# A method on a crime scene's plate on the board: a few letters, each method's its own.
crimewave-method-tag-shooting = Schuss
crimewave-method-tag-stabbing = Stich
crimewave-method-tag-bludgeoning = Hieb
crimewave-method-tag-strangling = Würg

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
