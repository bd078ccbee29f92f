# Crimewave: California: the console's last words from the engine. What an action gave (the
# result a transcript keeps, said part by part after "Recorded:").
crimewave-result-and = { $first }; { $second }
crimewave-result-ok = gotowe
crimewave-result-hit = trafienie
crimewave-result-miss = pudło
crimewave-result-back-to-prison = z powrotem do więzienia
crimewave-result-right = trafne
crimewave-result-wrong = błędne
crimewave-result-convicted = skazany
crimewave-result-acquitted = uniewinniony
crimewave-result-revealed = kryjówki ujawnione
crimewave-result-killers-win = wygrywają Zabójcy
crimewave-result-investigators-win = wygrywają Śledczy
# $culprit: red, green, blue or random (the transcript's word).
crimewave-result-solved = rozwiązana: { $culprit ->
        [red] { crimewave-killer-red }
        [green] { crimewave-killer-green }
        [blue] { crimewave-killer-blue }
       *[other] { crimewave-culprit-random }
    }

# The public facts the Killer player's advice weighs ("Why is the Red Terror exposed?").
crimewave-fact-missed = nieudany nalot na pole { $loc } ({ $killer })
crimewave-fact-hit = udany nalot na pole { $loc } ({ $killer })
crimewave-fact-shown = ujawniona kryjówka na polu { $loc } ({ $killer })
crimewave-fact-apart = { $first } i { $second } mieszkają co najmniej 3 pola od siebie
crimewave-fact-opening = sześć scen początkowych (po dwie na Zabójcę)
crimewave-fact-scene = scena na polu { $loc } ({ $who })
crimewave-fact-scene-solved = rozwiązana: { $killer }
crimewave-fact-scene-only = wtedy tylko { $killer } zabijał metodą: { $method }
crimewave-fact-scene-unsolved = nierozwiązana, metoda: { $method }

# Why a house rule typed (in the panel, or a transcript's "rule" line) isn't taken. $name is
# the rule's transcript name (d8, methods, evidence-die…) and $value what was typed; the
# transcript words in these lines (yes, no, the examples) are what the rule reads.
crimewave-rule-wrong-number = zasada { $name } przyjmuje liczbę od { $low } do { $high }, nie „{ $value }”
crimewave-rule-wrong-yes-no = zasada { $name } przyjmuje yes lub no, nie „{ $value }”
crimewave-rule-unknown = nie ma zasady domowej „{ $name }”; zasady to { $rules }
crimewave-rule-wrong-methods = zasada methods przyjmuje od 1 do 8 nazw metod rozdzielonych przecinkami (np. shooting,stabbing), nie „{ $value }”
crimewave-rule-same-methods = zasada methods wymaga różnych nazw metod, nie „{ $value }”
crimewave-rule-wrong-defense = zasada defense-points przyjmuje sumy Obrony z szansami w procentach, rosnąco i łącznie 100, np. 0:20,2:30,4:35,6:15 – nie „{ $value }”
crimewave-rule-wrong-d8 = zasada d8 przyjmuje osiem cyfr, numer metody (1–8) dla wyników od 1 do 8, np. 11223344, nie „{ $value }”

# Alibi's own stand-in board, by name (a group's own board is named as they typed it).
crimewave-board-stand-in-name = Zastępcza Kalifornia (nie drukowana plansza)
