# Intent to Kill: what the rules say (refusals, the table's sentences, the audit, the recap)
# and the console's and the table screen's words. The game's terms are in intent-terms.ftl.
#
# Refusals are also written to transcripts in English, where tests expect them word for word:
# keep the English as it is (even "civilian(s)"); other languages use their own plural forms.

## Lists.

intent-list-and = { $first } and { $rest }
intent-list-comma = { $first }, { $rest }
intent-list-or = { $first } or { $rest }

## Why a civilian can't be murdered now: a motive's rule or a base condition.

intent-breach-sentence = the { $victim } can't be murdered: { $breach }
intent-breach-gone = they are not in the city
intent-breach-murderer = they are the Murderer
intent-breach-with-detective = they are in the Detective's block
intent-breach-curfew = a Curfew protects their block
intent-breach-other-sex = a Maniac only kills { $sex ->
        [male] men
       *[female] women
    } after a first victim of that sex
intent-breach-intimidated = a Sadist never kills an intimidated civilian
intent-breach-central = a Cutthroat never kills in a central block ({ $block })
intent-breach-near-detective = a Vigilante never kills in the blocks around the Detective ({ $block })
intent-breach-not-alone = a Killer only kills a civilian alone in their block ({ $block } holds { $count })
intent-breach-group-struck = a Terrorist never kills twice in one social group ({ $group } already lost a victim)
intent-breach-poi-group-first = a Cultist's first victim can't be of the Person of Interest's group ({ $group })
intent-breach-last-group = a Cultist never kills in the last victim's social group ({ $group })
intent-breach-poi-last = a Cultist must keep the last murder for the Person of Interest
intent-breach-poi-group-next = the Person of Interest must be the Cultist's next victim, so this one can't be of their group ({ $group })
intent-breach-next-to-scene = a Robber never kills next to the most recent crime scene ({ $block })
intent-breach-builds-missing = a Cannibal still needs victims of { $builds } build and only { $left } { $left ->
        [one] murder
       *[other] murders
    } would be left
intent-breach-no-three-of-a-group = a Radical needs three victims of one social group, and after this one that could no longer happen
intent-breach-third-age = a Psychopath's victims span at most two ages
intent-breach-no-building = a Spy only kills in a block with a building ({ $block } has none)

## Phases, outcomes and answers, as sentences speak of them.

intent-phase-setup = setup
intent-phase-murderer = murderer
intent-phase-detective = detective
intent-phase-city = city
intent-phase-over = over
intent-outcome-detective-wins = detective wins
intent-outcome-murderer-wins = murderer wins
intent-outcome-murderer-loses = murderer loses
intent-outcome-none = ended
intent-ended-detective-wins = Won by the Detective
intent-ended-murderer-wins = Won by the Murderer
intent-ended-murderer-loses = Lost by the Murderer (a second refusal)
intent-progress-setup = Setting up
intent-progress-over = Over · { $victims } { $victims ->
        [one] victim
       *[other] victims
    } · { $outcome }
intent-progress-round = Round { $round } · { $phase } phase · { $victims } { $victims ->
        [one] victim
       *[other] victims
    }
intent-answer-yes = Yes
intent-answer-no = No

## The Intuition cards' effects ("Curfew on 12 Stadium").

intent-effect-curfew = Curfew on { $block }
intent-effect-stubborn-witnesses = Stubborn Witnesses on { $block }
intent-effect-union-strike = Union Strike of { $group }

## What was being tried when a refusal says it belongs to another phase ("moving civilians").

intent-doing-intimidation = intimidation
intent-doing-murder = a murder
intent-doing-benefactor-scene = the Benefactor's crime scene
intent-doing-refusing = refusing to murder
intent-doing-initial-response = Initial Response
intent-doing-detective-move = moving the Detective
intent-doing-surveillance = Surveillance
intent-doing-questioning = questioning
intent-doing-comforting = comforting
intent-doing-remove-building = removing a building
intent-doing-agent = choosing the FBI agent
intent-doing-end-investigation = ending the investigation
intent-doing-move-civilians = moving civilians
intent-doing-next-round = starting the next round
intent-doing-token = drawing a social-group token
intent-doing-accusation = the accusation

## Refusals: why the rules refuse an action. The words in parentheses at the end of some
## ("(displace)", "(accuse)", "scene BLOCK") are transcript commands: keep them as they are.

intent-refusal-wrong-phase = it is the { $now } phase: { $what } belongs to the { $wanted } phase
intent-refusal-setup-ended = it is the { $now } phase: setup ended when the game started
intent-refusal-still-setup = the game is still in setup: finish it with start first
intent-refusal-game-over = the game is over ({ $outcome })
intent-refusal-initial-response-first = Initial Response first: move every civilian off the crime scene at { $block } (displace)
intent-refusal-building-first = Split Second: a building leaves the city first (remove-building)
intent-refusal-no-such-block = there is no block { $number }
intent-refusal-not-in-city = the { $civilian } is not in the city
intent-refusal-intimidated-silent = the { $civilian } is intimidated and won't talk
intent-refusal-answered-already = the { $civilian } already answered a question this phase
intent-refusal-stubborn-witnesses = Stubborn Witnesses: nobody in { $block } talks
intent-refusal-union-strike = Union Strike: the { $group } don't talk
intent-refusal-intuition-card = { $card } is an Intuition-mode card
intent-refusal-bomb-intuition = a Homemade Bomb is an Intuition-mode card
intent-refusal-intimidated-already-this-round = the Murderer has already intimidated this round
intent-refusal-named-twice = the { $civilian } is named twice
intent-refusal-with-detective = the { $civilian } is in the Detective's block
intent-refusal-intimidated-already = the { $civilian } is already intimidated
# English keeps "civilian(s)": transcripts hold these words.
intent-refusal-intimidate-count = the Murderer intimidates { $count } civilian(s) this round, not { $named }
intent-refusal-intimidate-first = the Murderer intimidates two civilians first
intent-refusal-benefactor-first = in D.O.A. the first crime scene is the Benefactor's: place it with scene BLOCK
intent-refusal-bomb-own-block = the Murderer can't set a Homemade Bomb in the block they occupy
intent-refusal-bomb-elsewhere = the { $civilian } is not in { $block }, where the bomb goes off
intent-refusal-scene-without-murder = only D.O.A.'s first crime scene is placed without a murder
intent-refusal-scene-empty = no civilian is left on the new crime scene
intent-refusal-not-on-scene = the { $civilian } is not on the crime scene at { $block }
intent-refusal-displace-where = the { $civilian } may go to { $numbers }, not { $block }
intent-refusal-not-next-to-detective = { $block } is not next to the Detective's block
intent-refusal-steps-spent = the Detective has spent both movement points this phase
intent-refusal-must-tell-truth = the { $civilian } must tell the truth: only the Murderer, the Person of Interest and the Supporters may lie
intent-refusal-not-intimidated = the { $civilian } is not intimidated
intent-refusal-buildings-stay = buildings leave the city only in Split Second
intent-refusal-building-removed-already = a building has already left the city this phase
intent-refusal-no-building = there is no building in { $block }
intent-refusal-no-agent-here = only The Street with No Name has an undercover agent
intent-refusal-agent-once = the Detective chooses the agent once, in their first phase
intent-refusal-agent-first = The Street with No Name: the Detective picks the undercover agent in their first phase (agent NAME)
intent-refusal-not-next-to-civilian = { $block } is not next to the { $civilian }'s block
intent-refusal-enter-scene = civilians never enter a crime scene ({ $block })
intent-refusal-block-full = { $block } already holds three civilians
intent-refusal-last-round = that was the last round: the Detective names the Murderer and the motive (accuse)
intent-refusal-effects-intuition = card effects belong to Intuition mode
intent-refusal-effect-state = { $effect } is { $on ->
        [already] already
       *[not] not
    } in effect
intent-refusal-token-murderer-phase = it is the murderer phase: social-group tokens are drawn in the detective and city phases
intent-refusal-token-hidden = the { $group } token is not in the stack: it lies face down before the Murderer
intent-refusal-poi-unset = the Person of Interest is not set
intent-refusal-motive-not-in-play = { $motive } is not in play
intent-refusal-confess-true-motive = { $motive } is the Murderer's motive: Full Confession names one that is not
intent-refusal-motive-twice = each motive can be in play only once
intent-refusal-offer-different = the three Social Group tokens offered are three different groups
intent-refusal-offer-without-supporters = the Supporters already chosen ({ $chosen }) are not among { $groups }
intent-refusal-supporters-not-offered = the Supporters are picked from the three Social Group tokens drawn: { $groups }
intent-refusal-placed-already = the { $civilian } is already placed
intent-refusal-block-count = { $layout } puts { $count } civilian(s) in { $block }, not { $have }
intent-refusal-benefactor-placed = in D.O.A. the Benefactor is victim 1 and is not placed in the city
intent-refusal-murderer-unset = the Murderer's civilian is not set
intent-refusal-murderer-outside = the Murderer ({ $civilian }) must be one of the 20 civilians in the city
intent-refusal-poi-outside = the Person of Interest ({ $civilian }) must be one of the 20 civilians in the city
intent-refusal-poi-is-murderer = the Person of Interest is a different civilian from the Murderer
intent-refusal-motive-count = { $mode ->
        [logic] logic
       *[other] intuition
    } mode plays with { $count } motives, not { $have }
intent-refusal-motive-unset = the motive is not set
intent-refusal-motive-outside = the motive ({ $motive }) must be one of the motives in play
intent-refusal-supporters-unset = the Supporters are not chosen
intent-refusal-detective-unset = the Detective marker has no starting block
intent-refusal-deal-panic = Panic in the Streets deals 5 Immigrants, 5 Medicine, 5 Outcasts and 5 Labor
intent-refusal-deal-street = The Street with No Name deals 6 Criminals and 2 of each of seven other groups

## What the table should do next.

intent-expected-setup = Setup: choose mode, layout and motives, place 20 civilians, set the secrets and the Detective's block, then start
intent-expected-intimidate = The Murderer intimidates { $count } civilian(s)
intent-expected-benefactor-scene = The Murderer places the Benefactor's crime scene in any block
intent-expected-murder = The Murderer chooses a victim, or refuses to murder
intent-expected-initial-response = Initial Response: the Detective moves the civilians off the crime scene at { $block }
intent-expected-remove-building = Split Second: the Detective removes a building
intent-expected-agent = The Detective secretly picks the undercover FBI agent, then investigates
intent-expected-investigate = The Detective investigates (move, surveil, question, comfort), then ends the phase
intent-expected-accuse = The Detective names the Murderer and the motive
intent-expected-city = Civilians move; then the next round begins
intent-expected-over = The game is over: { $outcome }

## The history: each action in words, without a secret.

intent-did-mode-logic = Logic mode
intent-did-mode-intuition = Intuition mode
intent-did-layout = Layout: { $layout }
intent-did-place = { $civilians } in { $block }
intent-did-murderer = The Murderer draws their civilian (secret)
intent-did-poi = The Murderer draws the Person of Interest (secret)
intent-did-motives = Motives in play: { $motives }
intent-did-motive = The Murderer draws the motive (secret)
intent-did-offer = Alibi draws three Social Group tokens for the Supporters (secret)
intent-did-supporters = The Murderer picks the Supporters (secret)
intent-did-detective-start = The Detective starts in { $block }
intent-did-detective-move = The Detective moves to { $block }
intent-did-start = The game begins
intent-did-intimidate = The Murderer intimidates { $civilians }
intent-did-murder = Murder of the { $victim } in { $block } (victim { $number })
intent-did-bomb = Homemade Bomb in { $block }: { $civilians }
intent-did-scene = The Benefactor's crime scene is placed in { $block }
intent-did-refuse = The Murderer refuses to murder
intent-did-displace = The { $civilian } leaves the crime scene for { $block }
intent-did-surveil = Surveillance on the { $civilian }
intent-did-question = The { $civilian } is asked: { $question }
intent-did-comfort = The Detective comforts the { $civilian }
intent-did-remove-building = A building leaves { $block }
intent-did-agent = The Detective picks the undercover FBI agent (secret)
intent-did-city = City phase
intent-did-move = The { $civilian } moves to { $block }
intent-did-round = Round { $round }
intent-did-effect-begins = { $effect } begins
intent-did-effect-ends = { $effect } ends
intent-did-accuse = The Detective accuses the { $civilian }, a { $motive }
intent-did-token = The { $group } token is drawn
intent-did-profile = Criminal Profiling: the Murderer names the Person of Interest's group
intent-did-confess = Full Confession: the Murderer is not a { $motive }

## The table's log of answers.

intent-log-surveillance = Surveillance: could the Murderer kill the { $civilian } right now? { $answer }.
intent-log-answer = The { $civilian }, asked "{ $question }", answered { $answer }.
intent-log-murder = Murder { $number }: the { $civilians } in { $block }

## The facts that narrowed the deduction most (the Murderer's advice).

intent-cut-murder = the murder of { $bodies }
intent-cut-body = the { $civilian }
intent-cut-surveillance = Surveillance of the { $civilian } in round { $round }: { $answer ->
        [yes] yes
       *[no] no
    }
intent-cut-answer = the { $civilian } said in round { $round } that the Murderer { $answer ->
        [yes] is
       *[no] is not
    } { $characteristic }

## Alibi's announcements when it plays a side: a headline, then what the people do with the
## cards. `$side` is who acts: murderer or detective.

intent-announce-owner = the { $civilian }'s
intent-announce-nobody = nobody
intent-announce-cards = { $count ->
        [0] no card
        [one] { $owners } card
       *[other] { $owners } cards
    }
intent-announce-step-intimidate = Turn { $cards } grey side up.
intent-announce-murder = Murder of the { $victim } in { $block }
intent-announce-step-victim-slot = Put the { $victim }'s card in victim slot { $number }.
intent-announce-step-scene-card = Put crime scene card { $number } on { $block }.
intent-announce-step-detective-marker = Move the Detective marker to { $block }.
intent-announce-benefactor-scene = The Benefactor's crime scene is in { $block }
intent-announce-refuse = The Murderer refuses to murder this round
intent-announce-step-refuse = No crime scene this round: the game lasts six rounds.
intent-announce-displace = The { $civilian } leaves the crime scene
intent-announce-step-move = Move the { $civilian } to { $block }.
intent-announce-detective = The Detective goes to { $block }
intent-announce-surveil = Surveillance on the { $civilian }: could the Murderer kill them right now? { $answer }
intent-announce-step-surveil = The Detective uses the Police Station: the Surveillance token goes on the { $civilian } and back.
intent-announce-question = The { $civilian }, asked "{ $question }", answers { $answer }
intent-announce-step-comfort = Turn the { $civilian }'s card colour side up.
intent-announce-step-remove-building = Take the building marker off { $block }.
intent-announce-city = The Detective ends the investigation: City phase
intent-announce-token = { $side ->
        [murderer] The Murderer
       *[detective] The Detective
    } draws the { $group } token
intent-announce-step-token = { $side ->
        [murderer] The Murderer
       *[detective] The Detective
    } may move each { $group } civilian one block.
intent-announce-step-token-boxed = Nobody of the { $group } is left: { $side ->
        [murderer] the Murderer
       *[detective] the Detective
    } may move one group of their choice; the token goes into the box.
intent-announce-move = { $side ->
        [murderer] The Murderer
       *[detective] The Detective
    } moves the { $civilian }
intent-announce-round = Round { $round } begins
intent-announce-step-round = The Murderer's turn.
intent-announce-step-accuse = The result: { $result }.
intent-announce-murderer-done = The Murderer is done moving civilians
intent-announce-step-murderer-done = The Detective's turn: draw a token and move that group.

## Why Alibi, playing the Murderer, did what it did (shown at the end of the game).

intent-why-line = { $round ->
        [0] Setup
       *[other] Round { $round }
    }: { $why }
intent-why-random = { $action } — at random (easy)
intent-why-percent = { $percent } %
intent-why-supporters = kept the { $group } as Supporters: the group with the most civilians among the three drawn, so the most witnesses who may lie for it
intent-why-intimidate = intimidated { $civilians }: the truthful witnesses nearest where it meant to kill next
intent-why-intimidate-owed = intimidated { $civilians }: two must be intimidated, and no truthful witness was left to pick
intent-why-intimidate-mixed = intimidated { $truthful }, the truthful witnesses nearest where it meant to kill next, and { $owed }, as two must be intimidated
intent-why-murder = killed the { $victim }: the table's deduction left the real Murderer and motive a { $chance } chance{ $other }
intent-why-murder-other = ; the { $civilian } would have left { $chance }
intent-why-murder-nobody-else = ; nobody else fitted
intent-why-refuse = refused to murder: nobody fitted the motive
intent-why-question = the { $civilian } { $lied ->
        [yes] lied
       *[no] told the truth
    } to "{ $question }" (the truth would have left the real pair { $truth }, a lie { $lie })
intent-why-move = moved the { $civilian } to { $block }: { $count } civilians would fit the motive next round instead of { $before }

## The table screen.

intent-game-name = Intent to Kill
intent-table-setup-dealt = Setting up: lay out the civilians Alibi dealt.
intent-table-setup = Setting up: the Detective lays out the civilians; the Murderer looks at the secret cards.
intent-table-over-detective-wins = Game over: the Detective wins
intent-table-over-murderer-wins = Game over: the Murderer wins
intent-table-over-murderer-loses = Game over: the Murderer refused twice and loses
intent-table-round = Round { $round } · { $phase ->
        [murderer] Murderer
        [detective] Detective
       *[city] City
    } phase
intent-table-yes = YES
intent-table-no = NO
intent-table-no-answer = No answer yet.
intent-table-victim = { $number }. { $name } — { $traits }
intent-table-log-line = R{ $round }: { $words }
intent-table-victims = Victims { $count } of { $limit }{ $refusals ->
        [0] {""}
       *[other] {" · "}refusals { $refusals } (a second loses)
    }
intent-table-log-heading = Every answer, newest first
intent-table-motives = Motives in play: { $motives }
intent-table-stubborn = {" · "}Stubborn Witnesses in { $blocks }
intent-table-strike = {" · "}Union Strike: { $groups }

## The city, on the table screen and the console.

intent-city-legend = ★ Detective · ✗ crime scene (in order) · ⚠ intimidated
intent-city-tag-detective = ★ DETECTIVE
intent-city-tag-scene = ✗ SCENE { $number }
intent-city-tag-curfew = CURFEW
intent-city-chip-intimidated = ⚠ { $name } · intimidated
intent-city-chip-looks = { $sex } { $age } · { $build } · { $height ->
        [short] short
        [medium] med
       *[tall] tall
    }

## The Murderer's advice on the console.

intent-advice-switch = Advice: rank the legal victims by what the murder leaves the Detective
intent-advice-why = Why do they suspect what they suspect?
intent-advice-no-cut = No single public fact narrows the suspects or motives on its own.
intent-advice-cut = • { $fact }: without it, { $suspects } more { $suspects ->
        [one] suspect
       *[other] suspects
    } and { $motives } more { $motives ->
        [one] motive
       *[other] motives
    }
intent-advice-nobody = No one can be murdered now.
intent-advice-lead = { $safest ->
        [yes] Safest: murder
       *[no] Murder
    } the { $victim }: { $suspects } suspects and { $motives } motives left (now { $suspects_now } and { $motives_now })
intent-advice-other = ; the { $victim } would leave { $suspects } and { $motives }
intent-advice-line = { $lead }{ $other }. Ranked (suspects/motives): { $ranked }

## The console.

intent-console-building-leaves = A building leaves { $block }.
intent-console-legend = ★ Detective · ✗ crime scene (in order) · ⚠ intimidated · chips: sex age · build S/M/L · height · group
intent-console-legend-private = ★ Detective · ✗ crime scene (in order) · ⚠ intimidated · chips: sex age · build S/M/L · height · group · ✓ may be murdered · ● picked to intimidate
intent-console-next = Next: { $expected }
intent-console-no-questioning = No questioning: { $reason }.
intent-side-on-the-table = On the table: { $words }
intent-side-victim = { $number }. { $name } ({ $traits })

## Alibi playing a side, on the console.

intent-alibi-asks = The Detective asks the { $civilian }: { $question }
intent-alibi-asks-step = The Murderer answers for the civilian on the console.
intent-alibi-ask = Ask the { $civilian }: { $question } (T)
intent-console-remove-building = Remove the { $building } in { $number }

## The Intuition cards pane.

intent-cards-in-play = { $effect } is in play.
intent-cards-choose = Choose the card and what it names.
intent-cards-ended = { $effect } has ended.
intent-cards-end = End { $effect }
intent-cards-heading = Cards whose effects the rules check
intent-cards-play = Play the card
intent-cards-others = Other cards are played on the table; the Homemade Bomb is offered with the murder.

## Setting up.

intent-setup-unknown-civilian = { $block }: no civilian is called { $names }.
intent-setup-building = { $building } in { $number }

## What the rules change on the board on their own after an action, as instructions.

intent-change-flip-back = Flip the { $civilian }'s card back to its coloured side.
intent-change-detective = Put the Detective marker on { $block }.
## The investigation, refereed: what the Detective has left, the actions by name, and why a
## step is refused. Building selectors ($building, $kind): police-station, diner, hospital,
## fire-station.

intent-kind-questioning = questioning at { $block }
intent-kind-police-station = the Police Station
intent-kind-diner = the Diner
intent-kind-hospital = the Hospital
intent-kind-fire-station = the Fire Station
intent-left = Left: { $points }, { $actions }
intent-left-points = { $count ->
    [0] no movement points
    [one] 1 movement point
   *[other] { $count } movement points
}
intent-left-actions = { $count ->
    [0] no actions
    [one] 1 action
   *[other] { $count } actions
}
intent-left-used = { $left } (used: { $used })
intent-left-used-open = { $left } (used: { $used }; questioning at { $block } can go on)
intent-left-uncounted = House rule: the table keeps the count of movement points and actions
intent-left-cards = Intuition: the Detective's cards add movement and actions, so the table keeps their count
intent-token-on = on the { $civilian }
intent-token-held = with the Detective
intent-doing-watch = placing the Surveillance token
intent-doing-investigation = the investigation
intent-refusal-surveil-place = the Surveillance token is { $token }: putting it on the { $civilian } takes the Police Station's action, and { $reason }
intent-refusal-question-too-far = the { $civilian } is neither in the Detective's block nor next to it
intent-refusal-question-needs-diner = the { $civilian } is not in the Detective's block, and only a Diner's action questions a civilian next to it: there is no Diner in { $block }
intent-refusal-no-such-building = { $building ->
    [police-station] there is no Police Station in { $block }
    [diner] there is no Diner in { $block }
    [hospital] there is no Hospital in { $block }
   *[fire-station] there is no Fire Station in { $block }
}
intent-refusal-out-of-reach = the { $civilian } is neither in the { $building ->
    [police-station] Police Station's
    [diner] Diner's
    [hospital] Hospital's
   *[fire-station] Fire Station's
} block nor next to it
intent-refusal-questioning-over = questioning ended when the Detective marker left { $block }
intent-refusal-action-used = { $kind ->
    [police-station] the Police Station's
    [diner] the Diner's
    [hospital] the Hospital's
   *[fire-station] the Fire Station's
} action is already used this phase
intent-refusal-both-actions-used = both actions are used: { $first } and { $second }
intent-refusal-actions-used = both of this phase's actions are used
intent-refusal-move-needs-fire-station = in the Detective phase civilians move only by the Fire Station's action, right after its token
intent-refusal-moved-already = the { $civilian } has already moved with this token
intent-refusal-move-group = only the { $group } move with this token
intent-refusal-move-chosen-group = nobody of this token's group is left, so one group of the mover's choice moves: the { $group }, chosen with the first civilian moved
intent-refusal-token-both-drawn = both of this City phase's tokens have been drawn
intent-refusal-token-offered = the { $group } token went back into the box at setup: it is not in the stack
intent-refusal-token-boxed = the { $group } token is in the box: nobody of its group was left in the city when it was drawn
intent-refusal-token-out = the { $group } token was drawn this City phase: it stays out of the stack until the phase ends
intent-refusal-token-seventh = the stack holds six tokens and six other groups have come from it already: the { $group } token can't be one of them
intent-did-rule-referee = { $on ->
    [yes] House rule: Alibi referees the investigation
   *[no] House rule: the table keeps the investigation's count itself
}
intent-did-watch = The Surveillance token goes on the { $civilian } (Police Station)
intent-did-watch-surveil = Surveillance on the { $civilian }, the token placed by the Police Station
intent-did-fire-station = Fire Station: the { $group } token is drawn

intent-announce-step-watch = The Detective uses the Police Station: the Surveillance token goes on the { $civilian } and stays there.
intent-announce-step-use-token = The Surveillance token comes off the { $civilian } and goes back to the Detective.
