# Crimewave: California: the console's last words from the engine. What an action gave (the
# result a transcript keeps, said part by part after "Recorded:").
crimewave-result-and = { $first }; { $second }
crimewave-result-ok = готово
crimewave-result-hit = попадание
crimewave-result-miss = промах
crimewave-result-back-to-prison = обратно в тюрьму
crimewave-result-right = верно
crimewave-result-wrong = неверно
crimewave-result-convicted = виновен
crimewave-result-acquitted = оправдан
crimewave-result-revealed = логова раскрыты
crimewave-result-killers-win = победа Убийц
crimewave-result-investigators-win = победа Следователей
# $culprit: red, green, blue or random (the transcript's word).
crimewave-result-solved = раскрыто: { $culprit ->
        [red] { crimewave-killer-red }
        [green] { crimewave-killer-green }
        [blue] { crimewave-killer-blue }
       *[other] { crimewave-culprit-random }
    }

# The public facts the Killer player's advice weighs ("Why is the Red Terror exposed?").
crimewave-fact-missed = облава с промахом: { $loc }, цель — { $killer }
crimewave-fact-hit = облава с попаданием: { $loc }, цель — { $killer }
crimewave-fact-shown = раскрытое логово: { $loc } — { $killer }
crimewave-fact-apart = { $first } и { $second } живут не ближе 3 клеток друг от друга
crimewave-fact-opening = шесть начальных сцен (по две на Убийцу)
crimewave-fact-scene = место на { $loc } ({ $who })
crimewave-fact-scene-solved = раскрыто: { $killer }
crimewave-fact-scene-only = тогда убивал только { $killer }, способ: { $method }
crimewave-fact-scene-unsolved = не раскрыто, способ: { $method }

# Why a house rule typed (in the panel, or a transcript's "rule" line) isn't taken. $name is
# the rule's transcript name (d8, methods, evidence-die…) and $value what was typed; the
# transcript words in these lines (yes, no, the examples) are what the rule reads.
crimewave-rule-wrong-number = правило { $name } принимает число от { $low } до { $high }, а не «{ $value }»
crimewave-rule-wrong-yes-no = правило { $name } принимает yes или no, а не «{ $value }»
crimewave-rule-unknown = домашнего правила «{ $name }» нет; правила: { $rules }
crimewave-rule-wrong-methods = правило methods принимает от 1 до 8 названий способов через запятую (например, shooting,stabbing), а не «{ $value }»
crimewave-rule-same-methods = правилу methods нужны разные названия способов, а не «{ $value }»
crimewave-rule-wrong-defense = правило defense-points принимает суммы Защиты с шансами в процентах, по возрастанию и в сумме 100, например 0:20,2:30,4:35,6:15, а не «{ $value }»
crimewave-rule-wrong-d8 = правило d8 принимает восемь цифр — номер способа (1–8) для граней 1–8, например 11223344, а не «{ $value }»

# Alibi's own stand-in board, by name (a group's own board is named as they typed it).
crimewave-board-stand-in-name = Заготовка Калифорнии (не печатное поле)
