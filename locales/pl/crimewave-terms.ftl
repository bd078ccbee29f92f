# Crimewave: California's game terms: the Killers, their statuses, the Evidence tiles and the
# default murder methods (the group may name its own methods in the house rules: those are
# shown as typed).
crimewave-killer-red = Czerwony Postrach
crimewave-killer-green = Zielony Siepacz
crimewave-killer-blue = Niebieski Rzeźnik
# Each Killer's colour and its letter, as typed in the console's forms (English is read too).
crimewave-killer-red-word = czerwony
crimewave-killer-green-word = zielony
crimewave-killer-blue-word = niebieski
crimewave-killer-red-letter = c
crimewave-killer-green-letter = z
crimewave-killer-blue-letter = n
# The plate's letter of a solved random killing (English: Y, for its yellow marker): one
# uppercase letter, unlike the Killers' own letters.
crimewave-random-letter = L
crimewave-culprit-random = przypadkowe zabójstwo
crimewave-status-free = na wolności
crimewave-status-arrested = ARESZTOWANY
crimewave-status-incarcerated = w więzieniu
crimewave-status-escaped = zbiegł
# The Evidence tiles' names, as titles ("Fingerprint") and in a sentence ("fingerprint").
crimewave-evidence-item = Przedmiot
crimewave-evidence-blood = Krew
crimewave-evidence-fingerprint = Odcisk palca
crimewave-evidence-witness = Świadek
crimewave-evidence-item-word = przedmiot
crimewave-evidence-blood-word = krew
crimewave-evidence-fingerprint-word = odcisk palca
crimewave-evidence-witness-word = świadek
# Each tile's initial on a crime scene's plate.
crimewave-evidence-item-initial = P
crimewave-evidence-blood-initial = K
crimewave-evidence-fingerprint-initial = O
crimewave-evidence-witness-initial = Ś
crimewave-method-shooting = zastrzelenie
crimewave-method-stabbing = zadźganie
crimewave-method-bludgeoning = zatłuczenie
crimewave-method-strangling = uduszenie
# A method on a crime scene's plate on the board: a few letters, each method's its own.
crimewave-method-tag-shooting = strz
crimewave-method-tag-stabbing = dźg
crimewave-method-tag-bludgeoning = tłu
crimewave-method-tag-strangling = dus

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
