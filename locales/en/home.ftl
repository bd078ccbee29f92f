# The home screen: the games, the saved ones, the first run's hints and the settings.

## The games, as the home screen offers them (the titles are the names on the boxes).

game-crimewave = Crimewave: California
game-crimewave-blurb = Three serial Killers against the Investigators across California
game-crimewave-plays = Secret homes, raids, trials, meters; or Alibi plays the Killers
game-intent-to-kill = Intent to Kill
game-intent-to-kill-blurb = One hidden Murderer among the civilians, one Detective
game-intent-to-kill-role = Secret Murderer and motive, honest answers; or play alone
game-murdero = Murdero
game-murdero-blurb = Rummy-style cases and alibis, played in hands to 100
game-murdero-role = Score keeper
game-crime-story = Crime Story
game-crime-story-blurb = Tell the crime a sentence at a time; a murderer hides
game-crime-story-role = Sentence timer and score pad
game-keystone = Keystone Crimewave
game-keystone-blurb = A caper told together, its rolls settled by dice
game-keystone-role = Dice resolver

## The home screen.

# Each game's mark on the home screen: the initials of its name, two letters.
home-badge-crimewave = CW
home-badge-intent-to-kill = IK
home-badge-murdero = Mu
home-badge-crime-story = CS
home-badge-keystone = KC

home-tagline = The referee beside the board: secrets kept, answers honest.
# What Alibi does for a game, under its blurb ($role: game-…-role).
home-game-role = Alibi: { $role }
home-new-game = New game
home-name-placeholder = Name the game (e.g. Friday at Sam's)
# The name a new game gets when none was typed ($game: its title).
home-default-name = { $game } game
home-table-tools = Table tools
home-trace-board = Trace a board
home-trace-board-hint = Your own Crimewave board, from a photo of it
home-continue = Continue
# The game left open, one click away ($name: the name the players gave it).
home-continue-game = Continue { $name }
home-recent-games = Recent games
home-refresh = Refresh
# A saved game's game and where it stands ($game: its title; $state: home-in-progress or how it ended).
home-game-state = { $game } · { $state }
# $progress: the round as the saved game says it.
home-in-progress = In progress · { $progress }
home-cant-open = Can't be opened: { $error }
# When a game was last played ($date: the date; $ago: home-ago-…).
home-played = Played { $date }
home-played-ago = Played { $date } ({ $ago })
# … and by whom ($played: home-played…; $players: the players' names).
home-played-by = { $played } · { $players }
home-ago-now = just now
home-ago-minutes = { $count ->
    [one] 1 minute ago
   *[other] { $count } minutes ago
}
home-ago-hours = { $count ->
    [one] 1 hour ago
   *[other] { $count } hours ago
}
home-ago-yesterday = yesterday
home-ago-days = { $count ->
    [one] 1 day ago
   *[other] { $count } days ago
}

## The first run's hints.

home-first-no-games = No games yet. Every game is saved after each action and appears here.
home-first-time = First time here?
home-first-console = This window is the console: private, for the Killer or the Murderer. The whole table reads a second screen.
# $shortcut: Ctrl+T.
home-first-table-window = { $shortcut }: open the table window and drag it to a second monitor or a TV.
# $shortcut: Ctrl+M.
home-first-table-mode = { $shortcut }: table mode, the table view on this screen (and back), also the quick privacy curtain.
home-first-start = Name the game on the left and pick one to start.

## The settings.

settings-title = Settings
settings-dark = Dark colours
# The UI scale ($percent: 100 to 200).
settings-size = Size { $percent } %
settings-keep-awake = Keep the display awake while a game is open
# The phones' address ("Show on phones") is kept for the evening: pages follow every game.
settings-phones-address = Phones keep one address for the evening: a page opened once follows every game. A new address turns away every page opened with the old one.
settings-new-phone-address = New address for phones
settings-data-folder = Data folder: { $path }
settings-files-sealed = Game files are sealed with your PIN: without it they can't be read.
settings-files-clear = Game files are readable by anyone who opens them (set a PIN to seal them).
settings-pin-locks = Lock the console with Ctrl+L or the Lock button; the table window stays on. Alibi starts locked, and the PIN opens the sealed games.
settings-pin-offer = Set a PIN to lock the console with Ctrl+L when you leave the laptop and to seal the game files.
settings-new-pin = New PIN: 4 to 8 digits
settings-current-pin = Current PIN
settings-set-pin = Set PIN
settings-change-pin = Change PIN
settings-remove-pin = Remove PIN
settings-pin-needed = Type the current PIN first: changing or removing it needs it.
settings-pin-wrong = That is not the current PIN.
settings-pin-digits = A PIN is 4 to 8 digits.
settings-pin-not-salted = The PIN could not be salted: { $error }
settings-pin-not-hashed = The PIN could not be hashed: { $error }
