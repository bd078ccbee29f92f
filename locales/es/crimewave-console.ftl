# Crimewave: California: the console's last words from the engine. What an action gave (the
# result a transcript keeps, said part by part after "Recorded:").
crimewave-result-and = { $first }; { $second }
crimewave-result-ok = hecho
crimewave-result-hit = acierto
crimewave-result-miss = fallo
crimewave-result-back-to-prison = vuelve a prisión
crimewave-result-right = correcto
crimewave-result-wrong = incorrecto
crimewave-result-convicted = condenado
crimewave-result-acquitted = absuelto
crimewave-result-revealed = guaridas reveladas
crimewave-result-killers-win = ganan los Asesinos
crimewave-result-investigators-win = ganan los Investigadores
# $culprit: red, green, blue or random (the transcript's word).
crimewave-result-solved = resuelta: { $culprit ->
        [red] el { crimewave-killer-red }
        [green] el { crimewave-killer-green }
        [blue] el { crimewave-killer-blue }
       *[other] { crimewave-culprit-random }
    }

# The public facts the Killer player's advice weighs ("Why is the Red Terror exposed?").
crimewave-fact-missed = la redada fallida contra el { $killer } en { $loc }
crimewave-fact-hit = la redada que encontró al { $killer } en { $loc }
crimewave-fact-shown = la revelación de la guarida del { $killer } en { $loc }
crimewave-fact-apart = el { $first } y el { $second }, con sus guaridas a 3 casillas o más
crimewave-fact-opening = las seis escenas iniciales (dos por Asesino)
crimewave-fact-scene = la escena de { $loc } ({ $who })
crimewave-fact-scene-solved = resuelta: el { $killer }
crimewave-fact-scene-only = solo el { $killer } mataba entonces por { $method }
crimewave-fact-scene-unsolved = sin resolver, por { $method }

# Why a house rule typed (in the panel, or a transcript's "rule" line) isn't taken. $name is
# the rule's transcript name (d8, methods, evidence-die…) and $value what was typed; the
# transcript words in these lines (yes, no, the examples) are what the rule reads.
crimewave-rule-wrong-number = la regla { $name } admite un número de { $low } a { $high }, no «{ $value }»
crimewave-rule-wrong-yes-no = la regla { $name } admite yes o no, no «{ $value }»
crimewave-rule-unknown = no hay ninguna regla de la casa «{ $name }»; las reglas son { $rules }
crimewave-rule-wrong-methods = la regla methods admite de 1 a 8 nombres de métodos separados por comas (como shooting,stabbing), no «{ $value }»
crimewave-rule-same-methods = la regla methods necesita nombres de métodos distintos, no «{ $value }»
crimewave-rule-wrong-defense = la regla defense-points admite totales de Defensa con sus probabilidades en porcentaje, ascendentes y que sumen 100, como 0:20,2:30,4:35,6:15; no «{ $value }»
crimewave-rule-wrong-d8 = la regla d8 admite ocho cifras, el número de método (1–8) de las caras 1 a 8, como 11223344, no «{ $value }»

# Alibi's own stand-in board, by name (a group's own board is named as they typed it).
crimewave-board-stand-in-name = California sustituta (no el tablero impreso)
