# Crimewave: California's game terms: the Killers, their statuses, the Evidence tiles and the
# default murder methods (the group may name its own methods in the house rules: those are
# shown as typed).
crimewave-killer-red = Red Terror
crimewave-killer-green = Green Slayer
crimewave-killer-blue = Blue Butcher
# Each Killer's colour and its letter, as typed in the console's forms (English is read too).
crimewave-killer-red-word = red
crimewave-killer-green-word = green
crimewave-killer-blue-word = blue
crimewave-killer-red-letter = r
crimewave-killer-green-letter = g
crimewave-killer-blue-letter = b
# The plate's letter of a solved random killing (English: Y, for its yellow marker): one
# uppercase letter, unlike the Killers' own letters.
crimewave-random-letter = Y
crimewave-culprit-random = a random killing
crimewave-status-free = free
crimewave-status-arrested = ARRESTED
crimewave-status-incarcerated = in prison
crimewave-status-escaped = escaped
# The Evidence tiles' names, as titles ("Fingerprint") and in a sentence ("fingerprint").
crimewave-evidence-item = Item
crimewave-evidence-blood = Blood
crimewave-evidence-fingerprint = Fingerprint
crimewave-evidence-witness = Witness
crimewave-evidence-item-word = item
crimewave-evidence-blood-word = blood
crimewave-evidence-fingerprint-word = fingerprint
crimewave-evidence-witness-word = witness
# Each tile's initial on a crime scene's plate.
crimewave-evidence-item-initial = I
crimewave-evidence-blood-initial = B
crimewave-evidence-fingerprint-initial = F
crimewave-evidence-witness-initial = W
crimewave-method-shooting = shooting
crimewave-method-stabbing = stabbing
crimewave-method-bludgeoning = bludgeoning
crimewave-method-strangling = strangling
# A method on a crime scene's plate on the board: a few letters, each method's its own.
crimewave-method-tag-shooting = sho
crimewave-method-tag-stabbing = sta
crimewave-method-tag-bludgeoning = blu
crimewave-method-tag-strangling = str

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
