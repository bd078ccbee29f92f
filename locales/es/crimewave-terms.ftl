# Crimewave: California's game terms: the Killers, their statuses, the Evidence tiles and the
# default murder methods (the group may name its own methods in the house rules: those are
# shown as typed).
crimewave-killer-red = Terror Rojo
crimewave-killer-green = Verdugo Verde
crimewave-killer-blue = Carnicero Azul
# Each Killer's colour and its letter, as typed in the console's forms (English is read too).
crimewave-killer-red-word = rojo
crimewave-killer-green-word = verde
crimewave-killer-blue-word = azul
crimewave-killer-red-letter = r
crimewave-killer-green-letter = v
crimewave-killer-blue-letter = a
# The plate's letter of a solved random killing (English: Y, for its yellow marker): one
# uppercase letter, unlike the Killers' own letters.
crimewave-random-letter = Z
crimewave-culprit-random = un asesinato al azar
crimewave-status-free = libre
crimewave-status-arrested = ARRESTADO
crimewave-status-incarcerated = en prisión
crimewave-status-escaped = fugado
# The Evidence tiles' names, as titles ("Fingerprint") and in a sentence ("fingerprint").
crimewave-evidence-item = Objeto
crimewave-evidence-blood = Sangre
crimewave-evidence-fingerprint = Huella
crimewave-evidence-witness = Testigo
crimewave-evidence-item-word = objeto
crimewave-evidence-blood-word = sangre
crimewave-evidence-fingerprint-word = huella
crimewave-evidence-witness-word = testigo
# Each tile's initial on a crime scene's plate.
crimewave-evidence-item-initial = O
crimewave-evidence-blood-initial = S
crimewave-evidence-fingerprint-initial = H
crimewave-evidence-witness-initial = T
crimewave-method-shooting = disparo
crimewave-method-stabbing = apuñalamiento
crimewave-method-bludgeoning = apaleamiento
crimewave-method-strangling = estrangulamiento
# A method on a crime scene's plate on the board: a few letters, each method's its own.
crimewave-method-tag-shooting = disp
crimewave-method-tag-stabbing = apuñ
crimewave-method-tag-bludgeoning = apal
crimewave-method-tag-strangling = estr

## The printed board's yellow cities, as the table's language writes them.

crimewave-city-redding = Redding
crimewave-city-sacramento = Sacramento
crimewave-city-san-francisco = San Francisco
crimewave-city-san-jose = San José
crimewave-city-salinas = Salinas
crimewave-city-fresno = Fresno
crimewave-city-bakersfield = Bakersfield
crimewave-city-santa-barbara = Santa Barbara
crimewave-city-hollywood = Hollywood
crimewave-city-los-angeles = Los Angeles
crimewave-city-san-diego = San Diego
