# Crimewave: California: the answers the table reads (raids, ties, trials) and the truth each
# rested on (the end-of-game audit).
crimewave-answer-raid-hit = RAID at { $loc } on the { $killer } by { $investigator }: HIT
crimewave-answer-raid-prison = RAID at { $loc } on the { $killer } by { $investigator }: HIT: back to prison
crimewave-answer-raid-miss = RAID at { $loc } on the { $killer } by { $investigator }: MISS
crimewave-answer-tie-right = TIE of { $loc } to the { $killer }: RIGHT
crimewave-answer-tie-wrong = TIE of { $loc } to the { $killer }: WRONG, the trial is dismissed
crimewave-answer-trial = TRIAL of the { $killer }: { $case } + { $prosecution } − { $defense } = { $total }: { $verdict }
crimewave-answer-trial-by = TRIAL of the { $killer }, prosecuted by { $prosecutor }: { $case } + { $prosecution } − { $defense } = { $total }: { $verdict }
crimewave-verdict-convicted = CONVICTED
crimewave-verdict-acquitted = ACQUITTED
crimewave-truth-lived = { $killer } lived at { $loc }
crimewave-truth-homeless = { $killer } had no residence
crimewave-truth-scene = The scene at { $loc } was { $culprit }'s
crimewave-truth-conviction = { $points } points convict

# The table screen.
crimewave-killer-line = { $letter } { $killer } · { $method } · { $status } · Spook { $spook }/3 · case file { $case_file }
crimewave-no-method = no method yet
crimewave-table-scenes = Crime scenes ({ $count }), newest first
crimewave-table-choosing = Crimewave: California — the board is being chosen on the console.
crimewave-table-setup = Setup: the Killers are getting ready
crimewave-table-hunt = The hunt is on
crimewave-table-killers-win = PANIC: the Killers win
crimewave-table-investigators-win = All three Killers in prison: the Investigators win
crimewave-table-panic = Public Panic { $panic }/{ $max }  { $meter }
crimewave-table-victims = Victim Counter { $victims }/{ $length }  { $meter }
crimewave-table-must-move = { $line } · MUST MOVE
crimewave-table-raids-of = { $name } { $raids }
crimewave-table-raids = Raids: { $raids }
crimewave-table-on-trial = ON TRIAL: { $killer }, prosecuted by { $prosecutor }
crimewave-table-owes-raid = Public Panic rose: { $names } { $count ->
        [one] owes
       *[other] owe
    } the next raid
crimewave-or = { $first } or { $second }
crimewave-table-watch-may-go = A Neighborhood Watch may go at: { $places } (dashed rings)
crimewave-table-revealed = Every Killer was trapped: all residences are shown (house marks)
crimewave-table-earlier = Earlier answers, newest first
crimewave-table-legend = ◆ crime scene; its plate: ? unsolved (R G B solved by that Killer, Y random), method, Evidence I B F W (✓ verified) · □ W Neighborhood Watch · dashed ring: a watch may go here

# The board and the Killer player's overlays.
crimewave-board-stand-in = { $name } (a stand-in, not the printed board)
crimewave-board-caption = { $board }. Wheel zooms, drag pans, click fills the location.
crimewave-heat-grade-faint = 1 in 41 or more
crimewave-heat-grade-light = 1 in 11–40
crimewave-heat-grade-dark = 1 in 3–10
crimewave-heat-grade-certain = 1 in 2 or certain
crimewave-heat-left = { $letter } { $count } left, likeliest { $odds } ({ $grade })
crimewave-heat-working = { $letter } … working it out
crimewave-heat-title = Exposure heat: { $killers }
crimewave-heat-legend = Each spot a candidate home; darker with a thicker ring = likelier, the letter says whose: { $grades }
crimewave-no-home = no home yet
crimewave-home-secret = home { $loc } (secret)
crimewave-killer-private = { $home } · { $exposure } · { $sites } legal sites
crimewave-show-sites = sites (Alt+{ $key })
crimewave-show-heat = exposure (Alt+{ $key })
crimewave-odds-certain = certain
crimewave-odds-none = none
crimewave-odds = 1 in { $count }

# Alibi playing the Killers: its announcements, exact about the tiles to place. $article is
# the English article of the method or tile ("a", "an"): other languages may ignore it.
crimewave-a-method = { $article ->
        [an] an
       *[a] a
    } { $method }
crimewave-announce-drew = Alibi drew { $article ->
        [an] an
       *[a] a
    } { $tile } tile: put it on { $loc }, unverified side up
crimewave-announce-draw = Draw an evidence tile from the bag for { $loc }, put it there unverified side up, and type it
crimewave-announce-put-scene = Put { $method } tile and a victim tile, white side up, on { $loc }
crimewave-announce-methods = The Killers' signature methods
crimewave-announce-method-rolled = The d8 shows { $face } for the { $killer }: put { $method } tile above its portrait
crimewave-announce-opening = Opening scene at { $loc }: { $method }
crimewave-announce-murder = Murder at { $loc } by { $method }
crimewave-announce-no-murder = No murder this round
crimewave-announce-no-murder-step = No Killer at large can reach a site to kill: go on to the solving phase
crimewave-announce-no-event = No Killer event this round
crimewave-announce-to-murder = Go on to the murder
crimewave-announce-random = Killer event: a Random Killing at { $loc }
crimewave-announce-random-step = Put a yellow victim tile on { $loc }, white side up (no method tile: everyone knows it is a random killing)
crimewave-announce-full-moon = Killer event: a Full Moon
crimewave-announce-full-moon-keep = Scenes already on the board keep their tiles
crimewave-announce-escape = Killer event: the { $killer } escapes from prison
crimewave-announce-escape-home = It lives at a new secret residence and kills only 1 space from it
crimewave-announce-escape-raid = If a raid finds it, it goes straight back to prison, with no trial
crimewave-announce-change = The { $killer } changes its method to { $method }
crimewave-announce-change-step = Replace the tile above the { $killer }'s portrait with { $a_method } tile
crimewave-announce-keep = The { $killer } keeps its method
crimewave-announce-keep-step = Leave the tile above its portrait as it is
crimewave-announce-move = The { $killer } moves to a new secret residence
crimewave-announce-move-step = Where it lived before no longer tells where it lives now
crimewave-announce-defense = Alibi's Defense: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
crimewave-announce-defense-step = Reveal the Prosecution cards at the same time and enter their total

# Why Alibi's Killers chose what they chose (the audit and the recap, at the end).
crimewave-why-setup = Setup: { $why }
crimewave-why-murder = Murder at { $loc }: { $why }
crimewave-why-escape = { $killer } escaped: { $why }
crimewave-why-spook = { $killer } spooked: { $why }
crimewave-why-murder-weighed = the { $killer } at { $loc }: the table would have { $left } homes left for it (the best of { $weighed } murders weighed for the three Killers; its worst would leave { $worst })
crimewave-why-setup-random = homes and opening scenes drawn at random among the legal ones
crimewave-why-setup-weighed = residences { $red }, { $green } and { $blue } with opening scenes close together: the table starts with { $red_left }, { $green_left } and { $blue_left } homes for the Red Terror, the Green Slayer and the Blue Butcher (the best of { $weighed } setups weighed)
crimewave-why-home-random = moved to { $loc }, a legal home drawn at random
crimewave-why-home-weighed = moved to { $loc }: after its next murder the table would have { $left } homes for it, instead of { $worst_left } from { $worst }
crimewave-why-method-random = changed to { $method }, drawn at random
crimewave-why-kept-random = kept its method, drawn at random
crimewave-why-its-method = its method
crimewave-why-method-weighed = changed to { $method }: its next murder would leave the table { $left } homes for it, instead of { $kept_left } with { $old }
crimewave-why-kept-weighed = kept { $old }: no other method would leave the table more homes after its next murder ({ $left })

# The game's record in words (the history panel), its progress and its end.
crimewave-do-d8-roll = d8 roll { $face }
crimewave-do-board-stand-in = Board: the stand-in California board
crimewave-do-board = Board: { $board } (from { $path })
crimewave-do-investigators = Investigators: { $names }
crimewave-do-method = { $killer }'s method: { $method }
crimewave-do-residence = { $killer }'s residence at { $loc }
crimewave-do-scene = Opening scene by { $killer } at { $loc } ({ $evidence })
crimewave-do-rule = House rule { $name }: { $value }
crimewave-do-start = Setup done: the game starts
crimewave-do-murder = Murder by { $killer } at { $loc } ({ $evidence })
crimewave-do-random-method = Random killing at { $loc } ({ $evidence }, { $method })
crimewave-do-random = Random killing at { $loc } ({ $evidence })
crimewave-do-add-evidence = Unverified { $evidence } added at { $loc }
crimewave-do-verify = { $evidence } verified at { $loc }
crimewave-do-watch = Neighborhood Watch at { $loc }
crimewave-do-raid = Raid at { $loc } on the { $killer } by { $investigator }
crimewave-do-tie = Tie the scene at { $loc } to the accused
crimewave-do-trial = Trial: prosecution { $prosecution }, defense { $defense }
crimewave-do-change-method = { $killer } changes method to { $method }
crimewave-do-relocate = { $killer } moves to { $loc }
crimewave-do-list = { $first }, { $second }
crimewave-do-full-moon = Full Moon: new methods { $methods }
crimewave-do-escape = { $killer } escapes from prison to { $loc }
crimewave-do-residence-public = A Killer's secret residence (shown at the end)
crimewave-do-scene-public = Opening scene at { $loc } ({ $evidence })
crimewave-do-murder-public = Murder at { $loc } ({ $evidence })
crimewave-do-relocate-public = { $killer } moves to a new secret residence
crimewave-do-escape-public = { $killer } escapes from prison to a new secret residence
crimewave-won-killers = Won by the Killers
crimewave-won-investigators = Won by the Investigators
crimewave-progress-setup = Setup
crimewave-progress-play = Panic { $panic } · { $scenes ->
        [one] { $scenes } scene
       *[other] { $scenes } scenes
    } · { $at_large } Killers at large
crimewave-progress-killers-won = Killers won · Panic { $panic }
crimewave-progress-investigators-won = Investigators won

# The console's status line.
crimewave-photo-not-a-file = "{ $image }" is not a file name
crimewave-photo-problem = The board's photo can't be shown ({ $why }); the board is drawn without it.
crimewave-bag-empty = The bag is empty (see the house rules)
crimewave-refused = Refused: { $why }
crimewave-rolled = { $killer } { $method }
crimewave-rolled-gave = { $action } → { $methods }
crimewave-recorded-answer = Recorded: { $action }. The answer is on the table screen.
crimewave-recorded = Recorded: { $action }.
crimewave-recorded-result = Recorded: { $action } ({ $result }).

# The console's play column and its forms' help.
crimewave-sent = Sent to the table:
# On the console, under the answer: the rules' changes joined by " · " ($changes).
crimewave-changes-said = On the board: { $changes }
crimewave-meters = Public Panic { $panic }/{ $max } · Victim Counter { $victims }/{ $length }
crimewave-owes-raid = Public Panic rose: { $names } { $count ->
        [one] owes
       *[other] owe
    } the next raid.
crimewave-and = { $first } and { $second }
crimewave-spooked = The { $killers } { $count ->
        [one] is
       *[other] are
    } spooked (meter at 2) and may change method: Alt+C.
crimewave-form-button = { $letter } { $form }
crimewave-hold-alt = Hold Alt and press the letter:
crimewave-draw-bag = Draw from the app's bag
crimewave-roll-for = Roll the d8 for the { $killer }
crimewave-roll-all = Roll the d8 for all three
crimewave-ready = Ready: { $action } (Enter records it)
crimewave-record = Record (Enter)
crimewave-legal-sites = Legal sites for the { $killer }: { $sites }
crimewave-help-investigators = Seat order starts at the Killer player's left.
crimewave-help-method = Roll the app's d8, or type the face of the physical roll and press Enter.
crimewave-help-residence = Click a location or type it. Killers live at least { $apart } spaces apart.
crimewave-help-scene = Two scenes each ({ $count }), inside the comfort zone. { $sites }
crimewave-help-relocate = The { $killer } was spooked three times and must move to a new secret home before play goes on.
crimewave-help-raid = The public expects the next raid from { $names }.
crimewave-help-no-trial = No one is on trial: a trial follows a raid that hits.
crimewave-help-trial-convicts = convicted
crimewave-help-trial-short = not enough: 10 convicts
crimewave-help-trial = { $killer } on trial: case file { $file } + prosecution { $prosecution } − defense { $defense } = { $total } ({ $verdict })
crimewave-help-no-watch = No location has 3 crime scenes on or next to it yet: no watch can go anywhere.
crimewave-help-watch = The buttons below are the locations a watch may go now.
crimewave-help-verify-tile = { $evidence } needs { $roll } or lower on the d{ $die } (worth { $points })
crimewave-help-verified = Every tile at { $loc } is verified.
crimewave-help-verify = Unverified at { $loc }: { $tiles }.
crimewave-help-tie = Tie an unsolved scene to the accused before the trial (a wrong tie dismisses it); Alt+T for the trial.

# The console's forms: titles, labels, examples and what a field still needs.
crimewave-form-investigators = Investigators
crimewave-form-method = { $killer }'s murder method
crimewave-form-residence = { $killer }'s secret residence
crimewave-form-scenes = { $killer }'s opening crime scenes
crimewave-form-murder = Murder
crimewave-form-random-killing = Random killing
crimewave-form-verify = Evidence verified
crimewave-form-add-evidence = Evidence added
crimewave-form-watch = Neighborhood Watch
crimewave-form-raid = Raid
crimewave-form-tie = Tie a scene
crimewave-form-trial = Trial
crimewave-form-change-method = Method change
crimewave-form-relocate = { $killer } must move (Spook 3)
crimewave-form-full-moon = Full Moon
crimewave-form-escape = Escape from Prison
crimewave-label-names = Investigators from your left, one word each, separated by spaces (1–6)
crimewave-label-loc = Location (type it, or click it on the board)
crimewave-label-killer = Killer ({ $red }, { $green } or { $blue })
crimewave-label-evidence = Evidence tile drawn ({ $item }, { $blood }, { $fingerprint } or { $witness })
crimewave-label-investigator = Called by (first letters will do)
crimewave-label-method-card = Method tile, if the card gives one ({ $methods })
crimewave-label-method = Method ({ $methods })
crimewave-label-prosecution = Prosecution cards' total
crimewave-label-defense = Defense cards' total
crimewave-label-face = d8 face
crimewave-label-face-for = d8 face for the { $killer } (1–8)
crimewave-example-names = Ann Bob Cy
crimewave-example-loc = a number, e.g. 36
crimewave-example-killer = { $red }, { $green } or { $blue }
crimewave-example-evidence = { $item }, { $blood }, { $fingerprint } or { $witness }
crimewave-example-investigator = a name
crimewave-example-method = e.g. { $method }
crimewave-example-face = 1 to 8
crimewave-killer-choice = { $letter } { $killer }
crimewave-fill-in = Fill in { $what }
crimewave-not-one-of = '{ $typed }' isn't { $what } ({ $options })
crimewave-could-be = '{ $typed }' could be { $options }: type more of { $what }
crimewave-what-caller = the Investigator calling it
crimewave-what-investigator = the Investigator
crimewave-what-killer = the Killer
crimewave-what-evidence = the Evidence tile
crimewave-what-method = the method
crimewave-fill-loc = Fill in the location (or click it on the board)
crimewave-not-a-loc = '{ $typed }' isn't a location number
crimewave-fill-face = Roll the d8 (or type the face rolled)
crimewave-not-a-face = A d8 shows 1 to 8, not '{ $typed }'
crimewave-fill-prosecution = Fill in the Prosecution cards' total (0 if none)
crimewave-fill-defense = Fill in the Defense cards' total (0 if none)
crimewave-not-points = '{ $typed }' isn't a number of points

# The console's setup.
crimewave-setup-title = Crimewave: California — setup
crimewave-setup-board = 1. The board
crimewave-setup-board-help = The printed board's connections aren't known to Alibi, so it ships a stand-in California board that keeps every distance the rulebook gives. A group can trace their own board from a photo (Trace a board, on the home screen); traced boards are listed here.
crimewave-setup-stand-in = Play on the stand-in board, not the printed one (Alt+B)
crimewave-setup-start = 6. Start
crimewave-setup-start-help = Every Killer has a method, a home and two opening scenes. Set the house rules below if your group plays differently, then start.
crimewave-setup-start-button = Start the game (Alt+S)
crimewave-setup-traced = Play on the traced board "{ $board }" ({ $file })
crimewave-setup-traced-unfinished = { $file } can't be played yet: { $problem }
crimewave-step-board = board
crimewave-step-investigators = Investigators
crimewave-step-methods = methods
crimewave-step-residences = residences
crimewave-step-scenes = opening scenes
crimewave-step-start = start
crimewave-setup-progress = Step { $at } of { $count }: { $steps }

# The house-rules panel.
crimewave-rules-title = House rules
crimewave-rules-open = Change them before Start; each takes effect at once.
crimewave-rules-fixed = House rules are fixed once the game starts.
crimewave-rule-watch = A Neighborhood Watch also protects its own location
crimewave-rule-watch-off = Off: a route may end on a watch, only not pass through it.
crimewave-rule-dismissal = A dismissed trial (wrong tie) raises Public Panic
crimewave-rule-dismissal-help = The rulebook is silent; Alibi's ruling is no.
crimewave-rule-victim-counter = Victim Counter loop (nodes)
crimewave-rule-victim-counter-help = Each time the counter comes round, Public Panic rises (the board prints 4).
crimewave-rule-methods = Methods
crimewave-rule-set = Set
crimewave-rule-methods-help = Names joined by commas, before any method is rolled; the d8 is split evenly again.
crimewave-rule-d8 = d8 table
crimewave-rule-d8-help = For faces 1 to 8, the number of the method each gives: { $faces }.
crimewave-rule-d8-face = { $face } { $method }
crimewave-rule-d8-faces = { $face }–{ $last } { $method }
crimewave-rule-die = Verification die (faces)
crimewave-rule-die-help = The die an Evidence roll is made with (the rulebook doesn't name it).
crimewave-rule-evidence = Evidence
crimewave-rule-verified-on = verified on ≤
crimewave-rule-worth = worth
crimewave-rule-in-bag = in the bag
crimewave-rule-evidence-help = Per Evidence tile: verified on this roll or lower, points it is worth, tiles in the app's bag.
crimewave-rule-not-taken = Not taken: { $why }

# The end-of-game reveal on the console.
crimewave-reveal-title = End-of-game reveal
crimewave-reveal-home = { $loc }
crimewave-reveal-then = { $first }, then { $second }
crimewave-reveal-lived = { $killer } lived at { $homes }
# $opening: yes or no; $state: solved, unsolved or removed (by a wrong tie).
crimewave-reveal-scene = Scene at { $loc }: { $culprit }{ $opening ->
        [yes] {" "}(opening)
       *[no] {""}
    }{ $state ->
        [solved] , solved
        [removed] , unsolved, removed by a wrong tie
       *[unsolved] , unsolved
    }
crimewave-reveal-answer = { $answer } — because { $truth }

# The places a location field offers.
crimewave-pick-none = No location is numbered or named "{ $typed }".
crimewave-pick-more = +{ $count } more: type more to narrow · ↑↓ walk them · Esc clears
crimewave-pick-keys = ↑↓ walk the places · Enter records · Esc clears

# The Killer player's advice under the murder form.
crimewave-exposure = exposure { $count }
crimewave-exposure-working = exposure … (working it out)
crimewave-advice-switch = Advice: rank the legal sites by what a murder would give away
crimewave-advice-type-killer = Type the Killer: his legal sites are ranked here, and why he is exposed.
crimewave-advice-working = Working out what each site would give away…
crimewave-advice-no-site = The { $killer } has no legal site.
crimewave-possible-homes = { $homes ->
        [one] 1 possible home
       *[other] { $homes } possible homes
    }
crimewave-advice-at = Murder at { $loc }: the { $killer } stays at { $homes } (now { $now })
crimewave-advice-safest = Safest: murder at { $loc }: the { $killer } stays at { $homes } (now { $now })
crimewave-advice-would-stay = ; at { $loc } it would stay at { $homes }
crimewave-advice-would-drop = ; at { $loc } it would drop to { $homes }
crimewave-advice-line = { $lead }{ $contrast }. Ranked (site=homes left): { $ranked }
crimewave-advice-why = Why is the { $killer } exposed?
crimewave-advice-weighing = Weighing each public fact…
crimewave-advice-no-cut = No single public fact narrows this Killer's home on its own.
crimewave-advice-cut = • { $fact }: without it, { $more } more possible homes

# Why the rules refuse an entry.
crimewave-no-location = no location
crimewave-refuse-escape = Only a Killer in prison can escape, and { $killer } is { $status }
crimewave-refuse-change-in-prison = { $killer } is in prison and can't change method
crimewave-refuse-change-not-spooked = { $killer } may change method only when its Spook meter reaches 2, once each time; a Full Moon or prison since then cancels the change
crimewave-refuse-move-not-spooked = { $killer } moves only when its Spook meter reaches 3 (it is at { $spook })
crimewave-refuse-same-home = { $killer } must move to a new residence, and { $loc } is where it lived
crimewave-refuse-no-location = There is no location { $loc } on this board
crimewave-refuse-no-board = Choose the board first
crimewave-refuse-on-trial = { $killer } is on trial: tie scenes to them or enter the trial's card totals first
crimewave-refuse-must-move = { $killer } must move to a new residence first (Spook meter at 3)
crimewave-refuse-in-setup = Setup isn't finished: play begins after start
crimewave-refuse-over-killers = The game is over: the Killers won
crimewave-refuse-over-investigators = The game is over: the Investigators won
crimewave-refuse-not-investigator = { $investigator } isn't an Investigator in this game ({ $names })
crimewave-refuse-raid-prison = { $killer } is in prison: there is no one to raid
crimewave-refuse-no-trial = No one is on trial: ties and trials follow a raid that hits
crimewave-refuse-no-scene-to-tie = There is no unsolved crime scene at { $loc } to tie to { $killer }
crimewave-refuse-kill-in-prison = { $killer } is in prison and can't kill
crimewave-refuse-home-first = Choose { $killer }'s residence before its crime scenes
crimewave-refuse-watched = { $loc } has a Neighborhood Watch: no Killer may kill there
crimewave-refuse-no-route = { $killer } can't reach { $loc }: no route leads there
crimewave-refuse-outside-zone = { $loc } is outside { $killer }'s comfort zone: it is { $steps ->
        [one] { $steps } space
       *[other] { $steps } spaces
    } from the residence and the zone reaches { $radius }
crimewave-refuse-watches-block = { $killer } can't reach { $loc }: the only routes pass the { $count ->
        [one] Neighborhood Watch
       *[other] Neighborhood Watches
    } at { $watches }
crimewave-refuse-home-taken = { $loc } is { $killer }'s residence; Killers live at least { $apart } spaces apart
crimewave-refuse-home-near = { $loc } is only { $steps ->
        [one] { $steps } space
       *[other] { $steps } spaces
    } from { $killer }'s residence; Killers live at least { $apart } spaces apart
crimewave-refuse-scene-there = There is already an unsolved crime scene at { $loc }; another can go there only once it is solved
crimewave-refuse-kill-before-move = { $killer } can't kill until it has moved to a new residence (Spook meter at 3)
crimewave-refuse-no-scene-for-evidence = Evidence can only be added to an unsolved crime scene, and there is none at { $loc }
crimewave-refuse-no-tile = There is no unverified { $evidence } tile at { $loc }
crimewave-refuse-roll-first = Roll for the { $evidence } at { $loc } first: a scene's tiles are rolled lowest-value first
crimewave-refuse-setup-over = Setup is over: the game has started
crimewave-refuse-board-fixed = The board can't change once a residence is chosen on it
crimewave-refuse-board-path = The board file's name '{ $path }' can't be written in a transcript: rename it without '#', '=>' or surrounding spaces
crimewave-refuse-investigators = A game has 1 to { $most } Investigators, not { $count }
crimewave-refuse-name = '{ $name }' can't be an Investigator's name: write one word, with hyphens for several (mary-jane)
crimewave-refuse-same-name = Two Investigators are called { $name }: give each a different name
crimewave-refuse-face = A d8 shows 1 to 8, not { $face }
crimewave-refuse-method = { $name } isn't one of this game's murder methods ({ $methods })
crimewave-refuse-method-fixed = { $killer }'s opening scenes already carry its method tile; the method can't change now
crimewave-refuse-home-fixed = { $killer }'s opening scenes are placed around its residence; it can't move now
crimewave-refuse-method-first = Choose { $killer }'s method before its crime scenes (they carry its method tile)
crimewave-refuse-scenes-done = { $killer } already has its { $count } opening crime scenes
crimewave-refuse-rule-case = rule { $name } { $value } is not written the way a transcript reads it (lower case)
crimewave-refuse-methods-late = Set the method names before any Killer's method is chosen
crimewave-refuse-d8-method = The d8 table names method { $number }, but there are only { $count } methods
crimewave-refuse-chances = The Killer events' chances would add up to { $total } % (Random Killing, Full Moon, Escape): lower another one first, they can't pass 100 %
crimewave-refuse-seat-first = Seat the Investigators first
crimewave-refuse-no-method-yet = { $killer } has no murder method yet
crimewave-refuse-no-home-yet = { $killer } has no residence yet
crimewave-refuse-scenes-missing = { $killer } has { $placed } of its { $count } opening crime scenes
crimewave-refuse-watch-city = { $loc } is a major city: cities can't have a Neighborhood Watch
crimewave-refuse-watch-twice = { $loc } already has a Neighborhood Watch
crimewave-refuse-watch-scenes = { $loc } has { $around } of the { $needed } crime scenes on or next to it that a Neighborhood Watch needs
crimewave-why-murder-near = the { $killer } at { $loc }, as close to its home as it may: a beginner kills on ground it knows

# Alibi playing the Killers: who plays what.
crimewave-alibi-plays = Alibi ({ $level }) plays the Killers
crimewave-level-easy = easy
crimewave-level-standard = standard
crimewave-level-hard = hard

## The recap's story of a Crimewave game.

crimewave-recap-killers-win = Won by the Killers: Public Panic reached 10.
crimewave-recap-investigators-win = Won by the Investigators: all three Killers in prison.
crimewave-recap-panic = Public Panic
crimewave-recap-spook = { $killer }: Spook
crimewave-recap-homes = { $killer }: possible homes
crimewave-recap-victims = Victims
crimewave-recap-raids = Raids
# A raid's hit or a trial, and the engine's answer.
crimewave-recap-answered = { $told }: { $result }
crimewave-recap-moves-house = { $killer } moves house
crimewave-recap-escapes = { $killer } escapes from prison
crimewave-recap-lived-at = { $killer } lived at { $home }, killing by { $method }.
crimewave-recap-lived-nowhere = { $killer } lived nowhere on the board, killing by { $method }.
crimewave-recap-no-method = no method
crimewave-recap-opening = Opening scene at { $loc }: { $culprit }.

## What the rules change on the board on their own after an action, as instructions.

crimewave-change-arrested = The { $killer } is arrested: its trial comes next
crimewave-change-prison = The { $killer } goes to prison: turn its Profile Marker over
crimewave-change-free = The { $killer } goes free: its Profile Marker stays face up
crimewave-change-escaped = The { $killer } is out of prison: turn its Profile Marker back over
crimewave-change-case-thrown-out = Throw out the Evidence in the { $killer }'s Case File
crimewave-change-case-file = The { $killer }'s Case File now holds { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
crimewave-change-solved = Turn the Victim Tile at { $loc } over: the { $killer }'s victim. Its verified Evidence goes into the { $killer }'s Case File; take the method tile off
crimewave-change-solved-random = Turn the Victim Tile at { $loc } over: a random killing
crimewave-change-scene-removed = Take the crime scene at { $loc } out of the game
crimewave-change-verified = Turn the { $evidence } tile at { $loc } to its verified side
crimewave-change-spook-reset = Move the { $killer }'s Spook Marker back to the start
crimewave-change-spook = Move the { $killer }'s Spook Marker to { $spook }
crimewave-change-victim-counter-round = The Victim Counter Marker comes round to its starting node
crimewave-change-victim-counter = Move the Victim Counter Marker on to node { $at }
crimewave-change-panic = Public Panic rises to { $panic }: move its marker forward
crimewave-change-residence = The { $killer } lives at { $loc }: put its residence marker there
crimewave-change-residence-gone = The { $killer } moved away: take its residence marker off { $loc }

## The Evidence verified form and Alibi's Killer events in the house rules.

crimewave-label-evidence-verified = Evidence tile whose roll passed ({ $item }, { $blood }, { $fingerprint } or { $witness })
crimewave-help-verify-roll = Roll the d{ $die } at a scene for one of its face-down tiles; record the tile only if the roll passed.
crimewave-rule-percent = { $value } %
crimewave-rule-events-title = Alibi's Killer events (the Killer deck stays in the box)
crimewave-rule-events-help = Each round Alibi draws one event with these chances; with nobody in prison an Escape counts as no event.
crimewave-rule-random-killing = Random Killing
crimewave-rule-full-moon = Full Moon (every method rolled again)
crimewave-rule-escape = Escape from Prison
crimewave-rule-no-event = No event: { $chance } %
crimewave-rule-defense = Alibi's Defense (points:chance, …)
crimewave-rule-defense-help = At each trial Alibi draws its Defense points: { $table }. The chances add up to 100.
crimewave-rule-defense-row = { $points } points { $chance } %
