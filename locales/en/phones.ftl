# "Show on phones": the console's panel, and the words of the phones' page itself.

## The console's panel ($url: the page's address).

phones-no-qr-code = The address could not be drawn as a QR code.
# $error: the system's reason.
phones-could-not-share = Alibi could not share the table on this network ({ $error }).
# During a game, one line ($count: the pages following).
phones-compact = On phones: { $url } · { $count } following
phones-showing = Showing the table on phones
phones-scan = Scan the code, or open this address on a phone on the same Wi-Fi:
phones-following = { $count ->
    [0] No phone is following yet. Only the table screen is shared, never a secret.
    [one] 1 page is following.
   *[other] { $count } pages are following.
}
phones-show-code = Show the code
# Beside phones-unreachable during a game: opens the panel that says why and what to do.
phones-why = Why?
phones-hide = Hide
phones-stop = Stop showing on phones
phones-unreachable = No phone can reach this computer: no Wi-Fi or LAN address was found
# $ip: the machine's one address, a public one.
phones-public-only = Its only network address, { $ip }, is not on a private network, and Alibi shares the table only on the local network.
phones-no-network = It isn't connected to any network.
phones-join = Join the Wi-Fi the phones are on (or plug in a network cable), then stop and show on phones again.
phones-local-only = Until then only a browser on this computer can open the page: { $url }

## What the server answers a phone that can't have the page.

phones-out-of-date = This address is out of date: the laptop gave the phones a new one. Scan the code on the laptop again.
phones-read-only = The table page is read-only.
phones-not-found = Not found
phones-too-many = Too many pages are following the game.

## The phones' page. A { $name } here is a slot the page fills with what the game shows.

page-connecting = connecting…
page-live = live
page-reconnecting = reconnecting…
page-out-of-date = out of date: scan the code again
# The browser tab's title ($game: the game's name).
page-the-table = { $game } — the table
page-no-game = No game is open on the laptop yet.
# Crimewave: California.
page-latest-answer = Latest answer
page-no-raid-yet = No raid yet
page-meters = Meters
page-public-panic = Public Panic
page-victim-counter = Victim Counter
# Followed by the Investigators who owe the next raid.
page-demands-raid = The public demands the next raid from:
# Two Investigators, either of whom owes the next raid.
page-either = { $first } or { $second }
page-on-trial = On trial: the { $killer }
page-killers = Killers
page-killer-red = Red Terror
page-killer-green = Green Slayer
page-killer-blue = Blue Butcher
# A Killer's public line ($method: the method or ?; $status: at large, on trial…).
page-killer-line = { $method } · { $status } · Spook { $spook }/3 · case { $case }
page-board = Board
page-board-key = ◆ crime scene (coloured once solved) · ■ Neighborhood Watch · dashed ring: a watch may go there
page-board-label = The board with the public marks
page-raids-per-investigator = Raids per Investigator
page-answers = Answers, newest first
# Intent to Kill.
page-round-phase = Round { $round } · { $phase } phase
page-detective-wins = The Detective wins
page-murderer-wins = The Murderer wins
page-murderer-loses = The Murderer refused twice and loses
page-the-city = The city
page-curfew = (curfew)
page-victims-of = Victims ({ $count } of { $limit })
page-surveillance-answers = Surveillance answers, newest first
page-questioning-answers = Questioning answers, newest first
page-round-answer = Round { $round }: { $words }
page-motives-in-play = Motives in play
# Murdero.
page-won-by = Won by { $winner }
page-scores-to = Scores — first to { $target }
page-side = Side
page-total = Total
page-hands = Hands ({ $count })
# A hand: its number and each side's total.
page-hand = Hand { $number }: { $totals }
page-no-hand-yet = No hand yet
page-house-rules = House rules
# Keystone Crimewave.
page-caper-points = Caper points
page-enforcement = Enforcement
page-caper = Caper:
page-crooks = Crooks
page-hassled = hassled
page-last-roll = Last roll
page-a-crook = A crook
# Crime Story.
page-times-up = TIME'S UP
page-author = { $name } is the Author
page-players = Players
page-player = Player
# The cards in a player's hand.
page-hand-cards = Hand
page-captured = Captured
page-certificates = Certificates
page-story-so-far = The story so far
page-no-sentence-yet = No sentence yet
page-watch-out = Watch out
