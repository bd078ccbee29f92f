# Keystone Crimewave: the caper's bookkeeping (rules, console and table screen).

## Game terms
keystone-intent-focus = Focus
keystone-intent-assist = Assist
keystone-intent-prepare = Prepare
keystone-hassle-eliminated = Hassle Eliminated
keystone-hassle-none = No Hassle
keystone-hassle-continues = Hassle Continues
keystone-hassle-continues-new = Hassle Continues, New Hassle Starts
keystone-hassle-gets-hassled = Gets Hassled
keystone-table-row = { $goal ->
    [achieved] Goal Achieved
   *[missed] Goal Missed
}, { $hassle }{ $caper ->
    [0] {""}
   *[other] , +{ $caper } Caper
}{ $enforcement ->
    [0] {""}
   *[other] , +{ $enforcement } Enforcement
}
keystone-ending-clean-getaway = Clean getaway (house rule ending)
keystone-ending-caught = Caper pulled off, but the crooks are caught or lose the loot (house rule ending)
keystone-ending-busted = Busted: the law closed in first (house rule ending)

## What the rules refuse
keystone-refusal-die = A die shows 1 to 6, not { $face }.
keystone-refusal-complexity = Complexity must be a multiple of the { $crooks } crooks: { $steps }, …
keystone-warning-long = complexity { $complexity } will likely make the caper unbearably long
keystone-refusal-set-up-twice = The crooks are already set up.
keystone-refusal-players = Keystone Crimewave needs 3 or more players.
keystone-refusal-trigger-tokens = A trigger with a hassled result gives 2 or 4 Hassle tokens.
keystone-refusal-unnamed = Every crook needs a name.
keystone-refusal-same-name = Two crooks are called { $name }.
keystone-refusal-caper-once = The caper can only be chosen once, after setup.
keystone-refusal-roll-off-winner = The roll-off winner must be one of the players.
keystone-refusal-caper-first = Choose the caper and its complexity before planning phases.
keystone-refusal-task-crook = The task must go to one of the crooks.
keystone-refusal-share = { $crook } already has { $share } tasks: phases are shared equally among the crooks.
keystone-refusal-no-rolls = Rolls come after the Master Plan is made, until the caper ends.
keystone-refusal-no-such-crook = No such crook.
keystone-refusal-rolled = { $crook } has already taken a turn this round.
keystone-refusal-not-focus = { $crook } isn't on this round's Focus task: choose Assist or Prepare.
keystone-refusal-is-focus = { $crook } is the Focus crook and must address the Focus task.
keystone-refusal-no-trait = { $crook } has no such Trait.
keystone-refusal-locked = { $trait_name } is locked until its Hassle trigger clears.
keystone-refusal-trigger-inactive = Only an active Hassle trigger can fire.
keystone-refusal-tokens = Place exactly { $traits } Trait { $traits ->
    [one] token
   *[other] tokens
} on white and { $hassles } Hassle { $hassles ->
    [one] token
   *[other] tokens
} on black.

## What a roll did
keystone-effect-hassle-next-turn = +{ $tokens } Hassle tokens for { $crook }'s next turn
keystone-effect-hassle-next-focus = +1 Hassle token for { $crook }'s next Focus turn
keystone-effect-trait-next-focus = +1 Trait token for { $crook }'s next Focus turn
keystone-effect-trait-handed = +1 Trait token handed to { $crook } for this round
keystone-effect-assist-lost = The assist's Trait token is lost: the Focus turn is over
keystone-effect-phase-done = Phase done: { $task }

## House rules
keystone-house-ends = House rule: the caper ends when the last phase is done, or when Enforcement points reach the target.
keystone-house-endings = House rule: plan done with more Caper than Enforcement points is a clean getaway; otherwise caught; target first is busted.
keystone-house-both = House rule: if both happen on one roll, { $first ->
    [plan] the plan counts first
   *[law] the law counts first
}.
keystone-house-trigger = House rule: a trigger plus a hassled table result gives { $tokens } Hassle tokens; any hassle on a Focus roll gives 2.
keystone-house-assist = House rule: Assist and Prepare rolls give 1 token, for the next Focus turn, and those Trait tokens are spent when used.

## The history and the resume list
keystone-did-setup = Crooks: { $crooks }
keystone-did-caper = Caper: { $caper }, complexity { $complexity }; { $starter } plans first
keystone-did-phase = Phase { $phase }: { $task } ({ $crook })
keystone-did-roll = Round { $round }: { $crook } ({ $intent }) — { $row }
keystone-progress-not-set-up = Not set up
keystone-progress-planning = Planning phase { $phase } of { $phases }
keystone-progress = Round { $round } · { $done }/{ $phases } phases · CP { $cp } · EP { $ep }/{ $target }
keystone-progress-over = { $ending } · CP { $cp } · EP { $ep }

## Shared by the console and the table
keystone-rolled = { $crook } rolled ({ $intent })
keystone-no-roll-yet = No roll yet.
keystone-caper-points = Caper points
keystone-enforcement-points = Enforcement points
keystone-master-plan = Master Plan
keystone-phase-line = { $mark ->
    [done] DONE{" "}
    [focus] FOCUS{" "}
   *[open] {""}
}{ $phase }. { $task } ({ $crook })
keystone-table-waiting = Keystone Crimewave: the crooks are being entered.
keystone-headline-planning = Master Plan: { $caper } · phase { $phase } — Planner { $planner }, Commenter { $commenter }
keystone-headline-choosing = Choosing the caper
keystone-headline-focus = Round { $round } · Focus: phase { $phase } “{ $task }” ({ $crook }){ $achieved ->
    [yes] {" "}— achieved
   *[no] {""}
}
keystone-headline-round = Round { $round }
keystone-board-hassled = { $crook } — HASSLED
keystone-board-trait = { $trait_name } (+{ $bonus }), trigger: { $trigger }
keystone-board-trait-locked = { $trait_name } (+{ $bonus }) — LOCKED, trigger active, trigger: { $trigger }
keystone-tokens-hassle-next-turn = { $count } Hassle next turn
keystone-tokens-hassle-next-focus = { $count } Hassle next Focus
keystone-tokens-trait-next-focus = { $count } Trait next Focus
keystone-tokens-trait-from-assist = { $count } Trait from Assist this round
keystone-board-tokens = Tokens: { $tokens }
keystone-kept-white-higher = white higher: white kept
keystone-kept-black-higher = black higher: black kept
keystone-kept-tie = tie: black kept
keystone-pair = Pair { $rank }
keystone-die-white = White
keystone-die-black = Black
keystone-die-rolled = rolled { $rolled } +{ $tokens }
keystone-die-kept = KEPT

## The console: a roll
keystone-odds-working = Working out the odds…
keystone-odds-too-many = Odds are shown for up to 6 tokens.
keystone-odds = Odds with the suggested placement: Goal Achieved { $achieved }% (3 white { $three }%, 2 white { $two }%, 1 white { $one }%), Goal Missed { $missed }%.
keystone-points = Caper points { $cp } · Enforcement points { $ep } of { $target }
keystone-last-roll = Last roll: { $crook } ({ $intent }) — { $row }
keystone-crooks = Crooks
keystone-master-plan-of = Master Plan: { $caper }
keystone-no-crook = No crook to roll.
keystone-is-focus-crook = { $crook } is the Focus crook: this roll addresses the Focus task.
keystone-assist = Assist (a Trait token for the Focus crook)
keystone-prepare = Prepare (tokens for your own next Focus)
keystone-trait = { $trait_name } (+{ $bonus } Trait tokens)
keystone-trait-locked = { $trait_name } (+{ $bonus } Trait tokens) — locked: its trigger is active
keystone-trigger-shows = The raw dice show { $trait_name }'s trigger: { $trigger }
keystone-white-dice = White dice
keystone-black-dice = Black dice
keystone-dice-example = e.g. { $dice }
keystone-roll-dice = Roll the dice
keystone-who-rolls = Who rolls?
keystone-record-roll = Record the roll
keystone-due = Due on this roll: { $traits } Trait { $traits ->
    [one] token
   *[other] tokens
} on white, { $hassles } Hassle { $hassles ->
    [one] token
   *[other] tokens
} on black.
keystone-on-face = on { $face }
keystone-placed-suggested = Tokens placed as the resolver suggests (Trait tokens to keep the most white dice, Hassle tokens to keep the fewest):
keystone-placed-by-hand = Tokens placed by hand:
keystone-trait-tokens = Trait tokens (white)
keystone-hassle-tokens = Hassle tokens (black)
keystone-suggested-placement = Suggested placement
keystone-row-trigger-fired = { $row }; a trigger fired: hassled
keystone-type-dice = Type three white and three black dice, 1 to 6 each (e.g. 632), or roll them here.

## The console: what was just done
keystone-next-caper = The crooks are in: choose the caper and who plans first.
keystone-next-phase-1 = The caper is chosen: the Planner writes phase 1.
keystone-next-phase = Recorded: on to the next phase.
keystone-next-round-1 = The Master Plan is made: round 1 begins.
keystone-recorded = Recorded.
keystone-with-note = { $next } Note: warning: { $note }.
keystone-roll-ended = { $row }; { $ending }

## The console: setting up and planning
keystone-new-caper = New caper of Keystone Crimewave
keystone-setup-help = Three or more crooks, in seat order, each with the Traits on their sheet. A Trait left without a name is ignored.
keystone-crook-placeholder = Crook { $seat } (seat order)
keystone-trait-placeholder = Trait (e.g. Smooth talker)
keystone-bonus = bonus
keystone-trigger-placeholder = Hassle trigger (e.g. any black 1)
keystone-add-trait = Add a Trait
keystone-remove-trait = Remove a Trait
keystone-add-crook = Add a crook
keystone-remove-crook = Remove the last crook
keystone-house-rules = House rules (the first draft leaves these open)
keystone-trigger-gives = A trigger plus a hassled table result gives
keystone-hassle-token-count = { $count } Hassle { $count ->
    [one] token
   *[other] tokens
}
keystone-both-on-one-roll = Plan done and Enforcement target reached on one roll:
keystone-plan-first = the plan counts first
keystone-law-first = the law counts first
keystone-start = Start the caper
keystone-the-caper = The caper
keystone-caper-placeholder = What kind of caper? (e.g. bank robbery)
keystone-complexity = Complexity (phases; a multiple of the { $crooks } crooks; above 20 is long)
keystone-choose = choose
keystone-who-won-roll-off = Who won the die roll-off? They plan phase 1.
keystone-roll-off = Roll the roll-off here
keystone-roll-again = Roll again for { $crooks }
keystone-roll-off-winner = Roll-off: { $rolls }. { $crook } plans phase 1.
keystone-roll-off-tie = Roll-off: { $rolls }. { $crooks } tie and roll again.
keystone-choose-caper = Choose the caper
keystone-planned-phase = { $phase }. { $task } — { $crook } (element: { $element })
keystone-planning-title = Master Plan: { $caper } — phase { $phase } of { $phases }
keystone-planning-roles = Planner: { $planner }. Commenter: { $commenter }. Each crook gets { $tasks } { $tasks ->
    [one] task
   *[other] tasks
}. Enforcement target: { $target }.
keystone-task-placeholder = The critical task (Planner)
keystone-whose-task = Whose task is it?
keystone-element-placeholder = An element: an object, a detail, an NPC, a past event (Commenter)
keystone-add-phase = Add phase { $phase }
keystone-planned-so-far = Planned so far
