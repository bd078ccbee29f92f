# Intent to Kill's game terms: the names on the cards, the board and the memo card. Other
# messages take them as arguments (`Civilian::msg`, `Motive::msg`, `block_msg`, …), so a term
# reads the same on every screen. English follows the rulebook and the printed cards.

## The 54 civilians, by their occupation as printed.
intent-civilian-bartender = Bartender
intent-civilian-fence = Fence
intent-civilian-informant = Informant
intent-civilian-bouncer = Bouncer
intent-civilian-gangster = Gangster
intent-civilian-mafia-don = Mafia Don
intent-civilian-bus-driver = Bus Driver
intent-civilian-waitress = Waitress
intent-civilian-riveter = Riveter
intent-civilian-librarian = Librarian
intent-civilian-ice-cream-man = Ice Cream Man
intent-civilian-fireman = Fireman
intent-civilian-musician = Musician
intent-civilian-nun = Nun
intent-civilian-psychic = Psychic
intent-civilian-professor = Professor
intent-civilian-navy-sailor = Navy Sailor
intent-civilian-cabin-crew = Cabin Crew
intent-civilian-congressman = Congressman
intent-civilian-secret-agent = Secret Agent
intent-civilian-mayor = Mayor
intent-civilian-secretary = Secretary
intent-civilian-ambassador = Ambassador
intent-civilian-lobbyist = Lobbyist
intent-civilian-pharmacist = Pharmacist
intent-civilian-veterinarian = Veterinarian
intent-civilian-nurse = Nurse
intent-civilian-surgeon = Surgeon
intent-civilian-orderly = Orderly
intent-civilian-coroner = Coroner
intent-civilian-judge = Judge
intent-civilian-patrolman = Patrolman
intent-civilian-state-attorney = State Attorney
intent-civilian-deputy = Deputy
intent-civilian-lawyer = Lawyer
intent-civilian-dispatcher = Dispatcher
intent-civilian-beggar = Beggar
intent-civilian-veteran = Veteran
intent-civilian-greaser = Greaser
intent-civilian-war-widow = War Widow
intent-civilian-cat-lady = Cat Lady
intent-civilian-showgirl = Showgirl
intent-civilian-ballplayer = Ballplayer
intent-civilian-benefactor = Benefactor
intent-civilian-restaurateur = Restaurateur
intent-civilian-actress = Actress
intent-civilian-psychiatrist = Psychiatrist
intent-civilian-artist = Artist
intent-civilian-newscaster = Newscaster
intent-civilian-paperboy = Paperboy
intent-civilian-photographer = Photographer
intent-civilian-reporter = Reporter
intent-civilian-mailwoman = Mailwoman
intent-civilian-editor = Editor

## The nine social groups.

intent-group-authority = Authority
intent-group-criminals = Criminals
intent-group-government = Government
intent-group-immigrants = Immigrants
intent-group-jet-set = Jet Set
intent-group-labor = Labor
intent-group-medicine = Medicine
intent-group-outcasts = Outcasts
intent-group-press = Press

## The twelve motives.

intent-motive-maniac = Maniac
intent-motive-sadist = Sadist
intent-motive-cutthroat = Cutthroat
intent-motive-vigilante = Vigilante
intent-motive-killer = Killer
intent-motive-terrorist = Terrorist
intent-motive-cultist = Cultist
intent-motive-robber = Robber
intent-motive-cannibal = Cannibal
intent-motive-radical = Radical
intent-motive-psychopath = Psychopath
intent-motive-spy = Spy

## The memo card's characteristics: the word on a question's button (what the question field
## matches), then the whole question.

intent-trait-male = male
intent-trait-female = female
intent-trait-young = young
intent-trait-middle-aged = middle-aged
intent-trait-senior = senior
intent-trait-thin = thin
intent-trait-medium-build = medium-build
intent-trait-heavy = heavy
intent-trait-tall = tall
intent-trait-medium-height = medium-height
intent-trait-short = short

intent-question-male = Is the Murderer male?
intent-question-female = Is the Murderer female?
intent-question-young = Is the Murderer young?
intent-question-middle-aged = Is the Murderer middle-aged?
intent-question-senior = Is the Murderer senior?
intent-question-thin = Is the Murderer of thin build?
intent-question-medium-build = Is the Murderer of medium build?
intent-question-heavy = Is the Murderer of heavy build?
intent-question-tall = Is the Murderer tall?
intent-question-medium-height = Is the Murderer of medium height?
intent-question-short = Is the Murderer short?

## A card's printed traits in short ("Outcasts, F, 60, M, medium"): the sex's letter, the
## age, the build's size letter (S, M, L) and the height in a word.

intent-card-traits = { $group }, { $sex }, { $age }, { $build }, { $height }
intent-sex-letter-male = M
intent-sex-letter-female = F
intent-build-letter-thin = S
intent-build-letter-medium = M
intent-build-letter-heavy = L
intent-height-word-short = short
intent-height-word-medium = medium
intent-height-word-tall = tall

## A build in words, as a motive's rule speaks of it.

intent-build-word-thin = thin
intent-build-word-medium = medium
intent-build-word-heavy = heavy

## The sixteen blocks of the city, by number, as the board labels them ("5 Downtown").

intent-block = { $number } { $name }
intent-block-unknown = block { $number }
intent-block-name-0 = Rocky Hill
intent-block-name-1 = Port
intent-block-name-2 = Little Italy
intent-block-name-3 = Golden Beach
intent-block-name-4 = West Side
intent-block-name-5 = Downtown
intent-block-name-6 = Presidential Square
intent-block-name-7 = East Side
intent-block-name-8 = Chinatown
intent-block-name-9 = Central Park
intent-block-name-10 = Santa Cruz
intent-block-name-11 = River Station
intent-block-name-12 = Stadium
intent-block-name-13 = Richmond
intent-block-name-14 = University
intent-block-name-15 = Old Town

## The four kinds of building, and their short tags on the city's blocks.

intent-building-police-station = Police Station
intent-building-diner = Diner
intent-building-hospital = Hospital
intent-building-fire-station = Fire Station
intent-building-tag-police-station = Police
intent-building-tag-diner = Diner
intent-building-tag-hospital = Hospital
intent-building-tag-fire-station = Fire St.

## The beginner layout and the scenarios (named after films noirs).

intent-layout-base = Beginner setup
intent-layout-t-men = T-Men
intent-layout-on-dangerous-ground = On Dangerous Ground
intent-layout-touch-of-evil = Touch of Evil
intent-layout-doa = D.O.A.
intent-layout-panic-in-the-streets = Panic in the Streets
intent-layout-street-with-no-name = The Street with No Name
intent-layout-stranger-on-the-third-floor = Stranger on the Third Floor
intent-layout-split-second = Split Second

## The Intuition cards.

intent-card-homemade-bomb = Homemade Bomb
intent-card-criminal-profiling = Criminal Profiling
intent-card-full-confession = Full Confession
intent-card-curfew = Curfew
intent-card-stubborn-witnesses = Stubborn Witnesses
intent-card-union-strike = Union Strike
