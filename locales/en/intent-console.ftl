# Intent to Kill's console: setting up, the rounds, the side panes, the end and its audit,
# and Alibi playing a side. The game's terms are in intent-terms.ftl; the rules' sentences
# in intent.ftl.

## Words several screens share.

# `$side`: murderer or detective.
intent-side-title = { $side ->
        [murderer] the Murderer
       *[detective] the Detective
    }
# `$level`: easy, standard or hard.
intent-level = { $level ->
        [easy] easy
        [standard] standard
       *[hard] hard
    }
intent-level-line = { $level ->
        [easy] like a beginner, often the move standard would play, otherwise any legal move
        [standard] the best move by the exact deduction, one step ahead
       *[hard] looks further ahead over every hypothesis the facts allow
    }
intent-console-not-allowed = Not allowed: { $why }
intent-console-placeholder-civilian = civilian
intent-console-placeholder-motive = motive
intent-console-placeholder-group = group
intent-console-placeholder-block = block
intent-console-placeholder-card = card
# `$answer`: the answer's word (Yes or No).
intent-console-truth = { $question } Truthful answer: { $answer }.
intent-console-answer-truth = Answer { $answer } (the truth) (T)
intent-console-answer-lie = Lie: answer { $answer } (L)
intent-console-must-tell-truth = The { $civilian } must tell the truth.

## Setting up.

intent-setup-title = New game of Intent to Kill
intent-setup-seat-person = a person
intent-setup-seat-alibi = Alibi, { $level }
intent-setup-who-plays = Who plays?
intent-setup-the-murderer = The Murderer
intent-setup-the-detective = The Detective
intent-setup-strength = {" "}In self-play it wins { $rate } % of games against { $other } at hard.
intent-setup-alibi-plays = Alibi plays { $side } at { $level }: { $line }.{ $strength } Playing alone: Alibi holds its side's secrets, announces its moves for you to make on the board, and undo goes back to your last move.
intent-setup-intuition-declined = Alibi plays a side in Logic mode only: the Intuition cards are not all known, so a program can't play them honestly. Choose Logic to play against Alibi.
intent-setup-layout = Layout
intent-setup-logic = Logic (6 motives)
intent-setup-intuition = Intuition (8 motives, cards)
intent-setup-motives = Motives in play ({ $count } of { $wanted })
intent-setup-recommended = Recommended for { $layout }
intent-setup-motive-count = Pick exactly { $wanted } motives ({ $picked } picked).
intent-setup-alibi-deals = Alibi deals
intent-setup-we-drew = We drew the cards
intent-setup-alibi-deals-alone = Alibi deals: it picks the 20 civilians and their blocks to lay out, and draws the Murderer, the Person of Interest, the motive and three Social Group tokens in secret; its bag draws every token in the City phase.
intent-setup-alibi-deals-table = Alibi deals: Alibi picks the 20 civilians and their blocks for the Detective to lay out, and draws the Murderer, the Person of Interest, the motive and three Social Group tokens in secret.
intent-setup-dealt-alibi-murderer = Dealt. Lay out the cards below; Alibi keeps the Murderer's cards face down. Put the Social Group tokens aside: Alibi's bag draws them.
intent-setup-dealt-alibi = Dealt. Lay out the cards below, then look at your secret cards. Put the Social Group tokens aside: Alibi's bag draws them.
intent-setup-dealt = Dealt. Detective: lay out the cards below. Murderer: look at your secret cards when the Detective looks away.
intent-setup-type-civilians = Type the civilians the Detective placed in each block (names as printed, commas between).
intent-setup-block-count = { $block } ({ $found } of { $wanted })
intent-setup-block-unknown = { $block } (unknown: { $names })
intent-setup-names-example = e.g. Cat Lady, Paperboy
intent-setup-murderer = Murderer
intent-setup-poi = Person of Interest
intent-setup-motive = Motive
intent-setup-record = Record the cards
intent-setup-back = Back: let Alibi deal
intent-setup-choose-secrets = Choose the Murderer, the Person of Interest and the motive.
intent-setup-recorded = Recorded. Pick the Supporters you kept.
intent-setup-lay-out = Detective: take these 20 civilian cards out of the box and place them
intent-setup-layout-buildings = { $layout } · buildings: { $buildings }
intent-setup-block-line = { $block }: { $civilians }
intent-setup-marker-after-secret = Detective: put your marker on any block, then start (once the Murderer has seen the secret cards).
intent-setup-marker = Detective: put your marker on any block, then start.
intent-setup-detective-first = Detective: choose the block for your marker first.
intent-setup-choose-block = choose a block
intent-setup-start = Start the game
intent-setup-sealed = Alibi keeps the Murderer's cards face down: its civilian, the Person of Interest, the motive and the Supporters are sealed, and the table screen shows their fingerprint from the first round (alibi verify checks it after the game).
intent-setup-alibi-detective-start = Alibi, the Detective, puts its marker on a block when you start.
intent-setup-secret-hidden = Murderer only: your secret cards are face down.
intent-setup-show-secret = Show the Murderer's secret cards
intent-setup-secret-seen = The secret cards are face down. The Murderer can look again during the game (the "Secrets" tab).
intent-setup-you-are = You are the { $card }
intent-setup-your-poi = Your Person of Interest: { $card }
intent-setup-your-motive = Your motive: { $motive }
intent-setup-choose-supporters = Choose your Supporters among the three Social Group tokens drawn (their civilians may lie for you when questioned):
intent-setup-your-supporters = Your Supporters: the Social Group token you kept:
intent-setup-chosen-group = ✓ { $group }
intent-setup-got-it = Got it — turn the cards face down
intent-setup-supporters-chosen = Supporters: { $group }. Press "Got it" to turn the cards face down.

## The rounds.

intent-play-victims = Victims { $count } of { $limit }
intent-play-murdered = The { $victim } is victim { $number }. The Detective phase begins.
intent-play-bombed = The Homemade Bomb kills { $bodies }; the { $victim } is the victim (secret).
intent-play-refused = No murder this round. A second refusal loses the game.
intent-play-refused-twice = The Murderer refused a second time and loses.
intent-play-surveilled = Surveillance on the { $civilian }: { $answer } — on the table now.
intent-play-answered = The { $civilian } answered { $answer } — on the table now.
intent-play-comforted = The { $civilian } is comforted.
intent-play-agent-chosen = The { $civilian } is the undercover agent.
intent-play-pick-first = Pick a civilian first, then the block.
# An action as the history says it, ended as a sentence.
intent-play-done = { $action }.
intent-play-intimidating = Intimidating { $civilians }: pick { $count } more.
intent-play-intimidated = Intimidated: { $civilians }. Now the murder.
intent-play-initial-response = Initial Response
intent-play-accusation = The accusation
intent-play-pick-detective = Pick a civilian for Surveillance, questioning or comfort; click a block marked → (or press an arrow) to move the Detective.
intent-play-pick-city = Pick a civilian, then the block marked → (or an arrow key) it moves to; Esc drops the pick.
intent-play-pick = Pick a civilian on the city.
intent-play-intimidate = Intimidate the { $civilian } (I)
intent-play-intimidate-owed = Intimidate { $count } { $count ->
        [one] civilian
       *[other] civilians
    }, not in the Detective's block: pick one, then Intimidate.
intent-play-refuse = Refuse to murder (a second refusal loses)
intent-play-refuse-again = Refuse again — this LOSES the game
intent-play-benefactor = D.O.A.: click the block where the Benefactor's crime scene goes.
intent-play-may-murder = ✓ The { $civilian } may be murdered.
intent-play-murder = Murder the { $civilian } (M)
intent-play-not-legal = ✗ Not a legal victim: { $breach }.
intent-play-legal-count = Legal victims are marked ✓ on the city ({ $count } now).
intent-play-bomb-also = Homemade Bomb — also kill:
intent-play-bomb = Set off the Homemade Bomb
intent-play-clear-scene = Pick the { $civilians } on the crime scene, then a block marked → (or press an arrow).
# The civilians left on a crime scene, one by one ("Nurse, the Judge").
intent-play-and-the = { $first }, the { $rest }
intent-play-end-investigation = End the investigation → City phase (E)
intent-play-surveil = Surveillance on the { $civilian } (S)
intent-play-comfort = Comfort the { $civilian } (C)
intent-play-agent = Detective's secret: the FBI agent (Murderer, look away)
intent-play-question = Question: "Is the Murderer …?"
intent-play-your-token = Your token: { $group }. Pick a civilian of it, then the block marked → it moves to (each once); then "My moves are done".
intent-play-token-group = the { $group }
intent-play-token-unknown = the group drawn
intent-play-last-round = That was the last round: the Detective names the Murderer and the motive.
intent-play-next-round = Start round { $round } (N)
intent-play-accuse-early = Or, if both players agree, the Detective accuses now:

## Picking by typing.

intent-pick-placeholder-civilian = / then a name
intent-pick-placeholder-question = Q then a trait: tall, senior…
intent-pick-placeholder-motive = V then a motive
intent-pick-none-civilian = No one in the city is called "{ $typed }".
intent-pick-none-question = No question is about "{ $typed }".
intent-pick-none-motive = No motive in play is called "{ $typed }".
intent-pick-picks = picks the { $civilian }
intent-pick-asks = asks: { $question }
intent-pick-names = names the motive { $motive }
# `$stop`: yes when the sentence needs its full stop (a question already has its mark).
intent-pick-enter = Enter { $taken }{ $stop ->
        [yes] .
       *[no] {""}
    }
intent-pick-enter-also = Enter { $taken } (↑↓ also { $others }{ $more ->
        [yes] , …
       *[no] {""}
    }).

## The side panes.

intent-pane-answers = Answers
intent-pane-exposure = Exposure
intent-pane-secrets = Secrets
intent-pane-cards = Cards
intent-pane-history = History
intent-side-no-victims = No victims yet.
intent-side-victims = Victims:
intent-side-could-believe = What the Detective could still believe
intent-side-suspects-left = Suspects left: { $count } — { $names }
intent-side-motives-left = Motives left: { $count } — { $names }
intent-side-you-are = You are the { $card }
intent-side-motive = Motive: { $motive }
intent-side-poi = Person of Interest: { $civilian }
intent-side-supporters = Supporters: { $group }
intent-side-hide = Hide my secrets

## The end and the audit.

intent-end-choose = Choose the civilian and the motive the Detective names.
intent-end-accused = The Detective accused the { $civilian }, a { $motive }: { $result }.
intent-end-record-accusation = Record the accusation (A)
intent-end-detective-wins = The Detective wins: the Murderer and the motive are named.
intent-end-murderer-wins = The Murderer wins: the accusation missed.
intent-end-murderer-loses = The Murderer refused to murder twice and loses.
intent-end-over = The game is over.
intent-audit-murderer = Murderer: { $card }
intent-audit-victim = Victim { $number }: the { $victim } in { $block } — { $verdict }
intent-audit-legal = legal
intent-audit-illegal = ILLEGAL: { $breach }
intent-audit-no-secrets = the secrets were never set
# `$answer`: yes or no; `$honest`: yes or no.
intent-audit-surveillance = Round { $round }: Surveillance on the { $civilian } — { $answer ->
        [yes] yes
       *[no] no
    } ({ $honest ->
        [yes] honest
       *[no] NOT HONEST
    })
# `$note`: true, allowed (a lie the rules allow) or forbidden.
intent-audit-answer = Round { $round }: the { $civilian } — { $question } { $answer ->
        [yes] yes
       *[no] no
    } ({ $note ->
        [true] true
        [allowed] a lie, allowed
       *[forbidden] a lie, NOT ALLOWED
    })
intent-audit-why = Why Alibi chose what it chose:
intent-audit-clean = Audit: everything was within the rules.
intent-audit-broken = Audit: something broke the rules (marked in capitals).

## Alibi playing a side.

intent-alibi-seats = Alibi ({ $level }) plays { $side } · you play { $person }
intent-alibi-refused-ask = Alibi answers for the civilians: ask with "Ask"
intent-alibi-refused-detective-asks = only the Detective (Alibi) asks questions
intent-alibi-refused-secret = Alibi keeps the Murderer's secret cards
intent-alibi-refused-own = Alibi plays { $side }: that move is its own
intent-alibi-setup-refused = Alibi's setup was refused: { $refusal }
intent-alibi-move-refused = Alibi's move was refused: { $refusal }
intent-alibi-stopped = Alibi stopped thinking unexpectedly; try undo.
intent-alibi-undo = { $label }, and Alibi's moves after it
# `$phase`: murderer, detective or city.
intent-alibi-turn = { $phase ->
        [murderer] The Murderer phase
        [detective] The Detective phase
       *[city] This part of the City phase
    } is Alibi's to play: carry out each announcement on the board and press Done.
intent-alibi-answers = The { $civilian } answers. Truthful answer: { $answer }.
intent-alibi-done-moving = My moves are done: the Detective's turn (D)

## The recap's story.

intent-recap-victims = Victims
intent-recap-suspects = Suspects left
intent-recap-motives = Motives left
intent-recap-detective-wins = Won by the Detective: the accusation was right.
intent-recap-murderer-wins = Won by the Murderer: the accusation missed.
intent-recap-murderer-loses = The Murderer lost by refusing to murder twice.
intent-recap-bomb = A Homemade Bomb: { $bodies } { $bodies ->
        [one] body
       *[other] bodies
    }
intent-recap-accused = { $told }: { $result }
intent-recap-murderer = The Murderer was the { $murderer }, with the motive { $motive }.
intent-recap-no-motive = no motive
intent-recap-poi = The Person of Interest was the { $poi }.
intent-recap-supporters = The Supporters were the { $group }.

# Against Alibi's Murderer, which agrees to an early accusation (a person's game asks both players).
intent-play-accuse-early-alibi = Or the Detective accuses now, before the last murder (Alibi agrees):
## The investigation on the console: the Surveillance token, the Fire Station, the house rule.

intent-play-watch = Only place the Surveillance token on the { $civilian } (W)
intent-play-use-token = Use the Surveillance token on the { $civilian }: free (S)
intent-play-watched = The Surveillance token lies on the { $civilian } now (Police Station).
intent-play-token-where = The Surveillance token lies on the { $civilian }.
intent-play-fire-station = Fire Station: draw a Social Group token
intent-play-fire-station-pick = Fire Station: the token drawn
intent-play-fire-station-group = Social group
intent-play-fire-drawn = Fire Station: the { $group } token. Pick a civilian of the group, then a block next to them (each moves once).
intent-play-stack-empty = The Social Group stack is empty: nothing to draw.
intent-setup-table-counts = The table keeps the investigation's count (house rule)
intent-setup-table-counts-why = Unticked, Alibi referees the Detective: two movement points, two different actions where the buildings allow, the Surveillance token placed by a Police Station. Ticked, the table counts that itself.
