# Crimewave for the whole table: Alibi plays the three Killers (the console, the table, the
# recap).
together-seat-person = a person at this laptop
together-seat-alibi = Alibi, { $level } (wins { $rate } %)
together-who = Who plays the Killers?
together-chosen = Alibi plays the three Killers at { $level }: { $line }. In self-play against simulated Investigators its Killers win { $rate } % of games. The whole table investigates together: this screen keeps every secret until the end, Alibi announces each of its moves for you to make on the board, and undo goes back to your last entry.
together-variant = The Killer deck stays in the box: each round Alibi draws one Killer event — a Random Killing, a Full Moon (every method rolled again) or an Escape from Prison — with the chances in the house rules below, and at a trial it defends with Defense points drawn the same way.
together-seats = { $alibi } · everyone else investigates
together-set-up-already = The Killers are set up: who plays them can't change now
together-killers-own = Alibi plays the Killers: that move is its own
together-no-room = Alibi found no room for three Killers on this board
together-no-room-step = Choose another board (undo), or let a person play the Killers
together-tile-for = The tile drawn for { $loc }:
together-people-draw = We draw the evidence tiles from our own bag and type them
together-killers-turn = Our turns are done: the Killers' turn (Alt+N)
together-type-prosecution = Type the Prosecution cards' total (a whole number)
together-and-after = { $entry }, and Alibi's moves after it
together-why = Why Alibi's Killers chose what they chose
together-investigators-help = Every player at the table is an Investigator, in seat order.
together-reveal = Reveal: Alibi's Defense and the verdict (Enter)
together-trial-help = { $killer } on trial: case file { $file }. Type the Prosecution cards' total; Alibi reveals its Defense with it. Case file + prosecution − defense: 10 convicts.
together-setting-up = Alibi sets up its Killers: it rolls the methods, picks the three secret residences and announces the six opening scenes one by one. Place each on the board and press Done.
together-start = Alibi's Killers have their methods, secret homes and opening scenes. Set the house rules below if your group plays differently (the Killer events' chances among them), then start: Alibi takes the first turn.
together-table-setup = Setup: place what Alibi announces
# Words of Alibi playing any side.
plays-thinking = Alibi is thinking…
plays-done = Done (Enter)
plays-stopped = Alibi stopped thinking unexpectedly; try undo.
plays-refused = Alibi's move was refused: { $why }
# `$level`: easy, standard or hard: what Alibi's Killers do at that level.
together-level-line = { $level ->
        [easy] a beginner who kills as close to the Killer's home as it may; every other choice is any legal one
        [standard] the safest move by the exact deduction, one murder ahead
       *[hard] looks further ahead, to the raids, Neighborhood Watches and trials to come
    }
