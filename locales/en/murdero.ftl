# Murdero: the score ledger (rules, console and table screen).

## Game terms
murdero-colour-red = red
murdero-colour-blue = blue
murdero-colour-green = green
murdero-stage-crime-scene = Crime Scene
murdero-stage-victim = Victim
murdero-stage-evidence = Evidence
murdero-stage-suspect = Suspect
murdero-stage-weapon = Weapon
murdero-stage-card = card

## What the rules refuse
murdero-refusal-player-count = Murdero is for 2 to 4 players, not { $count }.
murdero-refusal-partners-four = Partner Murdero needs exactly four players.
murdero-refusal-decks = Play with one to four decks.
murdero-refusal-unnamed = Every player needs a name.
murdero-refusal-same-name = Two players are called { $name }.
murdero-refusal-not-set-up = Set the game up first.
murdero-refusal-set-up-twice = The game is already set up.
murdero-refusal-over = The game is over: start a new one.
murdero-refusal-no-such-hand = There is no hand { $hand } to correct.
murdero-refusal-correction-ends-early = With that correction the game would have ended after hand { $hand }, but later hands were played.
murdero-refusal-rows = The hand has { $rows } rows but the game has { $players } players.
murdero-refusal-player = { $player }: { $problem }
murdero-refusal-no-winner = Say who completed a case.
murdero-refusal-unknown-winner = A winner isn't one of the players.
murdero-refusal-winner-twice = { $player } is listed as a winner twice.
murdero-refusal-incomplete = { $player } has no complete case: a case needs every value 1 to 5 (a Joker may fill one).
murdero-refusal-unknown-reverser = Reverse Charges was played by someone not in the game.
murdero-refusal-reverse-charges = { $player } holds { $cards } cards: Reverse Charges may only be played leaving three or fewer.
murdero-refusal-too-many-in-play = { $played } { $colour } { $stage }s are in play but only { $exists } exist.
murdero-refusal-too-many-seen = { $seen } { $stage }s are entered in play and in hand but only { $exists } exist.
murdero-joker-alone = A Joker can't stand alone: the { $colour } case is empty.
murdero-joker-no-crime-scene = The { $colour } case has no Crime Scene (1): a case begins with one, and a Joker can't stand in for it.
murdero-case-gap = The { $colour } case has a { $highest } ({ $highest_value }) but no { $gap } ({ $gap_value }): cases are built in number order from a Crime Scene.

## The score explained, line by line
murdero-line-of-partner = { $player }: { $what }
murdero-line-case = { $colour } case { $values }
murdero-line-case-joker = { $colour } case { $values } + Joker
murdero-line-real-estate = Real Estate: { $scenes } { $scenes ->
    [one] Crime Scene
   *[other] Crime Scenes
} score 4, not 1 (house rule order)
murdero-line-in-hand = left in hand: { $values }{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } Action card at 0
   *[other] {" "}+ { $actions } Action cards at 0
}
murdero-line-in-hand-none = left in hand:{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } Action card at 0
   *[other] {" "}+ { $actions } Action cards at 0
}
murdero-line-won = won the hand: cards in play doubled
murdero-line-won-completer = won the hand: the completer's cards in play doubled

## House rules
murdero-house-real-estate-before = House rule: Real Estate's Crime Scenes count 4 before the winner doubles.
murdero-house-real-estate-after = House rule: Real Estate's extra 3 per Crime Scene is added after doubling.
murdero-house-tie = House rule: several sides past the target — the highest wins; a tie plays another hand.
murdero-house-whole-team = House rule: a winning partnership doubles both partners' cards in play.
murdero-house-completer-only = House rule: only the partner who completed the case doubles their cards in play.

## The history and the resume list
murdero-ending-completed = { $players } completed a case
murdero-ending-reverse-charges = { $player } played Reverse Charges
murdero-ending-case-file = the Case File ran out
murdero-did-setup = { $partners ->
    [yes] Partner Murdero
   *[no] Murdero
}: { $players } to { $target }
murdero-did-hand = Hand { $hand }: { $ending }
murdero-did-correct = Corrected hand { $hand }: { $ending }
murdero-did-before-setup = A hand before the game was set up
murdero-ended = Won by { $side }
murdero-progress-not-set-up = Not set up
murdero-progress-won = Won by { $side } · { $scores }
murdero-progress = After hand { $hands } · { $scores }

## The console
murdero-new-game = New game of Murdero
murdero-setup-help = Two to four players, in seat order. Leave unused seats empty.
murdero-player-placeholder = Player { $seat } (seat order)
murdero-partnership = Partner Murdero: four players, seats 1 & 3 against 2 & 4, to 200
murdero-decks = Decks shuffled together
murdero-house-rules = House rules (the rules leave these open)
murdero-real-estate-before = Real Estate's Crime Scenes count 4 before the winner doubles
murdero-whole-team = A winning partnership doubles both partners' cards
murdero-completer-only = Only the partner who completed the case doubles
murdero-start = Start the game
murdero-game-on = The game is on: enter each hand as it ends.
murdero-recorded = Recorded.
murdero-wins-the-game = { $side } wins the game!
murdero-won-the-game = { $side } won the game.
murdero-correcting-status = Correcting hand { $hand }.
murdero-correcting = Correcting hand { $hand }
murdero-hand = Hand { $hand }
murdero-ledger-hand = Hand { $hand }: { $scores }
murdero-save-correction = Save the correction
murdero-record-hand = Record the hand
murdero-with-enter = { $action } (Enter)
murdero-cancel-correction = Cancel the correction
murdero-correct-a-hand = Correct a hand…
murdero-correct-hand = Correct hand { $hand }
murdero-count-help = Count the cards by value ({ $stages }): how many of each are in play per colour, and left in hand.
murdero-first-to = First to { $target } wins.
murdero-hands-so-far = Hands so far
murdero-joker = Joker
murdero-in-hand = In hand
murdero-action-cards = Action cards in hand
murdero-real-estate = Real Estate in play
murdero-nobody-doubles = Nobody doubles.
murdero-how-ended = How did the hand end?
murdero-case-completed = A case was completed
murdero-reverse-charges = Reverse Charges
murdero-case-file-ran-out = The Case File ran out
murdero-not-yet = Not yet: { $refusal }
murdero-side-won-hand = { $side }: { $points } (won the hand)

## The table screen
murdero-table-waiting = Murdero: the players are being entered.
murdero-table-wins = { $side } wins!
murdero-table-first-to = First to { $target }
murdero-table-won = { $score } (won)
