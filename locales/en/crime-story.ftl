# Crime Story: the storytelling game's bookkeeping (rules, console and table screen).

## The rulebook's story starters
crime-story-starter-1 = There was nothing ordinary about … when…
crime-story-starter-2 = The tower clock showed 10:00 AM.
crime-story-starter-3 = The silence of the night was suddenly disturbed by a terrible scream…
crime-story-starter-4 = He sits in his chair and drinks coffee.
crime-story-starter-5 = Tears were dropping from her cheek.
crime-story-starter-6 = When I think about this moment in the…
crime-story-starter-7 = One, two, three – two more steps.
crime-story-starter-8 = How should I begin – he thought…

## What the rules refuse
crime-story-refusal-player-count = Crime Story is for 3 to 6 players, not { $count }.
crime-story-refusal-starter = The starting player must be one of the players.
crime-story-refusal-no-certificates = Each player needs at least one certificate of insanity.
crime-story-refusal-unnamed = Every player needs a name.
crime-story-refusal-same-name = Two players are called { $name }.
crime-story-refusal-no-such-player = No such player.
crime-story-refusal-not-set-up = Set the game up first.
crime-story-refusal-over = The game is over.
crime-story-refusal-question-first = First say whether the discarded last card was the murderer card.
crime-story-refusal-capture-nobody = A capture names no player.
crime-story-refusal-own-words = The Author's own words go on the murderer pile, not to the Author.
crime-story-refusal-out-of-play = { $player } is out of play.
crime-story-refusal-listed-twice = { $player } is listed twice.
crime-story-refusal-holds-only = { $player } holds only { $cards } cards.
crime-story-refusal-accuse-a-player = Accuse one of the players.
crime-story-refusal-accuse-self = The Author can't accuse themselves.
crime-story-refusal-no-card-left = { $player } has no card left, so can't hold the murderer card.
crime-story-refusal-no-certificate-left = No certificate left.
crime-story-refusal-veto-last = Only the last sentence told can be vetoed.
crime-story-refusal-no-such-sentence = No such sentence.
crime-story-refusal-fine-variant = Fines for reused words are only in the "more difficult" variant.
crime-story-refusal-nobody-discarded = Nobody has just discarded a last card.
crime-story-refusal-didnt-discard = { $player } didn't just discard a last card.
crime-story-refusal-murderer-secret = The murderer stays secret until the game is over.
crime-story-refusal-scored = The game is already scored.
crime-story-refusal-set-up-twice = The game is already set up.
crime-story-refusal-no-such-starter = No such story starter.
crime-story-accuse-no-murderer = This game is played without a murderer.
crime-story-accuse-no-capture = To accuse, the Author must capture at least one card this turn.
crime-story-accuse-no-certificate = To accuse, the Author must play a certificate of insanity, and has none.
crime-story-accuse-too-few = In this game a player needs { $count } captured cards before accusing.

## What is near
crime-story-warning-two-left = One more player out and the game ends: only two would be left.
crime-story-warning-last-certificate = { $player } has a last certificate of insanity.
crime-story-warning-last-card = { $player } holds a last card.
crime-story-warning-dry-round-now = No captures this round: if this turn catches nothing, everyone discards a card.
crime-story-warning-dry-round-in = A dry round in { $turns } { $turns ->
    [one] turn
   *[other] turns
} without captures.

## Variants and house rules
crime-story-rule-certificates = { $count } { $count ->
    [one] certificate
   *[other] certificates
} of insanity each (the rulebook gives no number).
crime-story-rule-veto = House rule: a vetoed sentence's Author gives one point card to the murderer pile; its captures stand.
crime-story-rule-dry-round = House rule: dry-round discards leave the game.
crime-story-rule-no-certificates = House rule: a player without certificates is out and can't win.
crime-story-rule-no-timer = No time limit.
crime-story-rule-timer = House rule: { $seconds } seconds per sentence.
crime-story-variant-no-cap = Variant (easier): no 2-card cap.
crime-story-variant-no-murderer = Variant (easier): no murderer.
crime-story-variant-wrong-loses = Variant (more difficult): a wrong accusation loses.
crime-story-variant-fine = Variant (more difficult): reusing a word costs a point card (house-rule fine).
crime-story-variant-small-table = Variant (3–4 players): { $count } captured cards before accusing.

## The final score
crime-story-score-in-hand = cards in hand
crime-story-score-captured = captured cards
crime-story-score-certificates = certificates of insanity left
crime-story-score-pile = the murderer pile, never found
crime-story-score-murderer-card = the murderer card in hand counts 3, not 1
crime-story-score-discarded-card = the discarded murderer card (house rule)
crime-story-score-found = the murderer card, for finding the murderer

## The history and the resume list
crime-story-did-setup = Crime Story: { $players }
crime-story-did-starter = Story starter: { $starter }
crime-story-did-sentence = { $author }: a sentence catching { $cards } { $cards ->
    [one] card
   *[other] cards
}{ $own ->
    [0] {""}
    [one] , { $own } own word
   *[other] , { $own } own words
}{ $verdict ->
    [right] , accused { $accused } rightly
    [wrong] , accused { $accused } wrongly
   *[none] {""}
}
crime-story-did-timeout = { $author }: time ran out, certificate of insanity
crime-story-did-certificate = { $author }: certificate of insanity
crime-story-did-veto = Veto: the last sentence is struck
crime-story-did-fine = { $player } fined for a reused word
crime-story-did-murderer-discarded = { $player } discarded the murderer card
crime-story-did-not-murderer = The discarded last card wasn't the murderer card
crime-story-did-reveal = The murderer was { $player }
crime-story-progress-not-set-up = Not set up
crime-story-progress-over = Over: { $why ->
    [two-left] two players left
    [found] murderer found
   *[discarded] murderer card discarded
}
crime-story-progress-won = Over: { $why ->
    [two-left] two players left
    [found] murderer found
   *[discarded] murderer card discarded
} · won by { $winners }
crime-story-progress = Turn { $turn } · Author { $author } · { $players } players in

## What an accepted action did
crime-story-outcome-kept = kept { $kept }, murderer pile +{ $pile }
crime-story-outcome-found = murderer found
crime-story-outcome-wrong = wrong accusation
crime-story-outcome-time-ran-out = time ran out
crime-story-outcome-struck-nothing = struck, no point card to give up
crime-story-outcome-struck = struck, a point card to the murderer pile
crime-story-outcome-fine-nothing = no point card to pay the fine
crime-story-outcome-fined = a point card to the murderer pile
crime-story-outcome-card-out = the murderer card is out

## Shared by the console and the table
crime-story-status-in-play = in play
crime-story-status-out-empty = OUT: no cards left
crime-story-status-out-certificates = OUT: no certificates, can't win
crime-story-status-lost = LOST: wrong accusation
crime-story-end-two-left = Only two players are left: the game is over.
crime-story-end-found = The murderer was found: the game is over.
crime-story-end-card-discarded = The murderer had to discard the murderer card: the game is over.
crime-story-last-card-question = { $players } discarded a last card. Was it the murderer card?
crime-story-verdict = The murderer was { $murderer }. Won by { $winners }.
crime-story-verdict-no-murderer = Won by { $winners }.
crime-story-counts = Murderer pile { $pile } · discarded { $discarded }
crime-story-counts-dry-round = { $counts } · a dry round in { $turns } { $turns ->
    [one] turn
   *[other] turns
} without captures

## The table screen
crime-story-table-waiting = Crime Story: the players are being entered.
crime-story-table-author = AUTHOR: { $player }
crime-story-table-turn = Turn { $turn }
crime-story-table-mark-author = AUTHOR
crime-story-table-mark-evidence = EVIDENCE
crime-story-table-board = hand { $hand } · captured { $captured }
    certificates { $certificates }
crime-story-table-dry-round = Dry round: { $question }
crime-story-table-starter = “{ $starter }”
crime-story-table-read-from-card = (read from the card)
crime-story-table-told-aloud = (told aloud)
crime-story-table-certificate-line = { $player }: { $text } [certificate of insanity]
crime-story-table-no-timer = No time limit
crime-story-table-hurry = HURRY!
crime-story-table-seconds-left = { $seconds ->
    [one] second left
   *[other] seconds left
}
crime-story-table-the-author = The Author
crime-story-table-time = TIME!
crime-story-table-timed-out = { $player } played a certificate of insanity
crime-story-table-not-started = { $seconds ->
    [one] second, not started
   *[other] seconds, not started
}
crime-story-table-cant-win = can't win

## The console: setting up
crime-story-new-game = New game of Crime Story
crime-story-setup-help = Three to six players, clockwise. The first Author is whoever read a crime novel last. Nobody tells the app who the murderer is.
crime-story-player-placeholder = Player { $seat } (clockwise)
crime-story-first-author = first Author
crime-story-certificates-each = Certificates of insanity each
crime-story-timer = Sentence timer (seconds, 0 = none)
crime-story-warn-in-last = warn in the last
crime-story-warn-seconds = seconds
crime-story-variants = Variants
crime-story-small-table = 3–4 players: 2 certificates, 3 captures before accusing
crime-story-no-cap = Easier: no 2-card cap
crime-story-no-murderer = Easier: no murderer (ends with two players left)
crime-story-wrong-loses = More difficult: a wrong accusation loses
crime-story-reused-word-fine = More difficult: reusing another's word costs a point card
crime-story-start = Start the game
crime-story-first-author-named = The first Author must be one of the players named.
crime-story-timer-not-seconds = The sentence timer is a whole number of seconds.
crime-story-warning-not-seconds = The warning is a whole number of seconds.

## The console: a turn
crime-story-author-turn = Author: { $author } · turn { $turn }
crime-story-no-time-limit = No time limit.
crime-story-seconds = { $seconds } s
crime-story-seconds-hurry = { $seconds } s — HURRY
crime-story-time-ran-out = Time ran out
crime-story-stop-timer = Stop: the sentence was told
crime-story-start-timer = Start { $author }'s timer
crime-story-sentence-placeholder = The sentence (typing it is optional)
crime-story-cards-handed = Cards handed to { $author } (the 2-card cap sends the rest to the murderer pile):
crime-story-own-words = { $author }'s own words used (to the murderer pile)
crime-story-own-words-field = The Author's own words
crime-story-not-a-count = { $what }: type a number of cards.
crime-story-accuse = “…and the murderer is…”: the Author accuses (spends a certificate)
crime-story-accused-right = They revealed the murderer card: right
crime-story-accused-wrong = They didn't: wrong
crime-story-choose-accused = Choose who is accused.
crime-story-say-revealed = Say whether the accused revealed the murderer card.
crime-story-fine = Fine for a reused word:
crime-story-not-yet = Not yet: { $problem }
crime-story-if-recorded = If recorded: { $outcome }.
crime-story-if-recorded-nothing = If recorded: no cards change hands.
crime-story-record-sentence = Record the sentence (Enter)
crime-story-certificate-placeholder = The certificate's sentence (optional)
crime-story-play-certificate = Play a certificate of insanity
crime-story-veto = Veto the last sentence
crime-story-draw-starter = Draw a story starter
crime-story-recorded = Recorded.
crime-story-recorded-outcome = Recorded: { $outcome }.
crime-story-with-dry-round = { $said } A whole round without captures: everyone in play discards one card face up, out of the game.
crime-story-timed-out = Time ran out: { $author } played a certificate of insanity.
crime-story-board = { $player }: hand { $hand } · captured { $captured } · certificates { $certificates } · { $status }
crime-story-board-evidence = { $board } · holds the evidence of crime
crime-story-starter-line = Story starter: { $starter }
crime-story-certificate-line = { $player } (certificate): { $text }
crime-story-the-story = The story

## The console: the dry round and the end
crime-story-dry-round = Dry round: everyone discarded a card
crime-story-it-was = It was { $player }'s murderer card
crime-story-not-the-murderer-card = No, not the murderer card
crime-story-who-held = Who held the murderer card? (Asked only now, to score.)
crime-story-score-cant-win = { $player }: { $total }, can't win ({ $lines })
