# Crimewave: California: the console's last words from the engine. What an action gave (the
# result a transcript keeps, said part by part after "Recorded:").
crimewave-result-and = { $first }; { $second }
crimewave-result-ok = ok
crimewave-result-hit = hit
crimewave-result-miss = miss
crimewave-result-back-to-prison = back to prison
crimewave-result-right = right
crimewave-result-wrong = wrong
crimewave-result-convicted = convicted
crimewave-result-acquitted = acquitted
crimewave-result-revealed = residences revealed
crimewave-result-killers-win = killers win
crimewave-result-investigators-win = investigators win
# $culprit: red, green, blue or random (the transcript's word).
crimewave-result-solved = solved: { $culprit }

# The public facts the Killer player's advice weighs ("Why is the Red Terror exposed?").
crimewave-fact-missed = the missed raid on the { $killer } at { $loc }
crimewave-fact-hit = the raid that found the { $killer } at { $loc }
crimewave-fact-shown = the reveal of the { $killer }'s home at { $loc }
crimewave-fact-apart = the { $first } and the { $second } living 3 or more apart
crimewave-fact-opening = the six opening scenes (two per Killer)
crimewave-fact-scene = the scene at { $loc } ({ $who })
crimewave-fact-scene-solved = solved: the { $killer }
crimewave-fact-scene-only = only the { $killer } killed by { $method } then
crimewave-fact-scene-unsolved = unsolved by { $method }

# Why a house rule typed (in the panel, or a transcript's "rule" line) isn't taken. $name is
# the rule's transcript name (d8, methods, evidence-die…) and $value what was typed; the
# transcript words in these lines (yes, no, the examples) are what the rule reads.
crimewave-rule-wrong-number = rule { $name } takes a number from { $low } to { $high }, not '{ $value }'
crimewave-rule-wrong-yes-no = rule { $name } takes yes or no, not '{ $value }'
crimewave-rule-unknown = there is no house rule '{ $name }'; the rules are { $rules }
crimewave-rule-wrong-methods = rule methods takes 1 to 8 method names joined by commas (like shooting,stabbing), not '{ $value }'
crimewave-rule-same-methods = rule methods needs distinct method names, not '{ $value }'
crimewave-rule-wrong-defense = rule defense-points takes Defense totals with their percent chances, ascending and adding up to 100, like 0:20,2:30,4:35,6:15 — not '{ $value }'
crimewave-rule-wrong-d8 = rule d8 takes eight digits, the method number (1–8) for faces 1 to 8, like 11223344, not '{ $value }'

# Alibi's own stand-in board, by name (a group's own board is named as they typed it).
crimewave-board-stand-in-name = Stand-in California (not the printed board)
