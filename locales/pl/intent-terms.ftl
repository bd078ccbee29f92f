# Intent to Kill's game terms: the names on the cards, the board and the memo card. Other
# messages take them as arguments (`Civilian::msg`, `Motive::msg`, `block_msg`, …), so a term
# reads the same on every screen. English follows the rulebook and the printed cards.
# Polish: no Polish edition is known; the civilians' nouns follow the sex printed on each card.

## The 54 civilians, by their occupation as printed.
intent-civilian-bartender = Barmanka
intent-civilian-fence = Paserka
intent-civilian-informant = Informatorka
intent-civilian-bouncer = Bramkarz
intent-civilian-gangster = Gangster
intent-civilian-mafia-don = Don mafii
intent-civilian-bus-driver = Kierowca
intent-civilian-waitress = Kelnerka
intent-civilian-riveter = Nitowniczka
intent-civilian-librarian = Bibliotekarka
intent-civilian-ice-cream-man = Lodziarz
intent-civilian-fireman = Strażak
intent-civilian-musician = Muzyk
intent-civilian-nun = Zakonnica
intent-civilian-psychic = Wróżka
intent-civilian-professor = Profesor
intent-civilian-navy-sailor = Marynarz
intent-civilian-cabin-crew = Stewardesa
intent-civilian-congressman = Kongresmen
intent-civilian-secret-agent = Tajny agent
intent-civilian-mayor = Burmistrz
intent-civilian-secretary = Sekretarka
intent-civilian-ambassador = Ambasadorka
intent-civilian-lobbyist = Lobbystka
intent-civilian-pharmacist = Farmaceutka
intent-civilian-veterinarian = Weterynarz
intent-civilian-nurse = Pielęgniarka
intent-civilian-surgeon = Chirurg
intent-civilian-orderly = Sanitariusz
intent-civilian-coroner = Patolożka
intent-civilian-judge = Sędzia
intent-civilian-patrolman = Posterunkowy
intent-civilian-state-attorney = Prokurator stanowy
intent-civilian-deputy = Policjantka
intent-civilian-lawyer = Adwokatka
intent-civilian-dispatcher = Dyspozytor
intent-civilian-beggar = Żebrak
intent-civilian-veteran = Weteran
intent-civilian-greaser = Chuligan
intent-civilian-war-widow = Wdowa wojenna
intent-civilian-cat-lady = Kociara
intent-civilian-showgirl = Tancerka
intent-civilian-ballplayer = Baseballista
intent-civilian-benefactor = Filantrop
intent-civilian-restaurateur = Restauratorka
intent-civilian-actress = Aktorka
intent-civilian-psychiatrist = Psychiatra
intent-civilian-artist = Artystka
intent-civilian-newscaster = Spiker
intent-civilian-paperboy = Gazeciarz
intent-civilian-photographer = Fotograf
intent-civilian-reporter = Reporterka
intent-civilian-mailwoman = Listonoszka
intent-civilian-editor = Redaktorka

## The nine social groups.

intent-group-authority = Władza
intent-group-criminals = Przestępcy
intent-group-government = Rząd
intent-group-immigrants = Imigranci
intent-group-jet-set = Elita
intent-group-labor = Robotnicy
intent-group-medicine = Medycyna
intent-group-outcasts = Wyrzutki
intent-group-press = Prasa

## The twelve motives.

intent-motive-maniac = Maniak
intent-motive-sadist = Sadysta
intent-motive-cutthroat = Rzezimieszek
intent-motive-vigilante = Mściciel
intent-motive-killer = Zabójca
intent-motive-terrorist = Terrorysta
intent-motive-cultist = Sekciarz
intent-motive-robber = Rabuś
intent-motive-cannibal = Kanibal
intent-motive-radical = Radykał
intent-motive-psychopath = Psychopata
intent-motive-spy = Szpieg

## The memo card's characteristics: the word on a question's button (what the question field
## matches), then the whole question.

intent-trait-male = mężczyzna
intent-trait-female = kobieta
intent-trait-young = młody
intent-trait-middle-aged = w średnim wieku
intent-trait-senior = stary
intent-trait-thin = szczupły
intent-trait-medium-build = średniej budowy
intent-trait-heavy = tęgi
intent-trait-tall = wysoki
intent-trait-medium-height = średniego wzrostu
intent-trait-short = niski

intent-question-male = Czy Morderca jest mężczyzną?
intent-question-female = Czy Morderca jest kobietą?
intent-question-young = Czy Morderca jest młody?
intent-question-middle-aged = Czy Morderca jest w średnim wieku?
intent-question-senior = Czy Morderca jest stary?
intent-question-thin = Czy Morderca jest szczupłej budowy?
intent-question-medium-build = Czy Morderca jest średniej budowy?
intent-question-heavy = Czy Morderca jest tęgiej budowy?
intent-question-tall = Czy Morderca jest wysoki?
intent-question-medium-height = Czy Morderca jest średniego wzrostu?
intent-question-short = Czy Morderca jest niski?

## A card's printed traits in short ("Outcasts, F, 60, M, medium"): the sex's letter, the
## age, the build's size letter (S, M, L) and the height in a word.

intent-card-traits = { $group }, { $sex }, { $age }, { $build }, { $height }
intent-sex-letter-male = M
intent-sex-letter-female = K
intent-build-letter-thin = S
intent-build-letter-medium = M
intent-build-letter-heavy = L
intent-height-word-short = niski
intent-height-word-medium = średni
intent-height-word-tall = wysoki

## A build in words, as a motive's rule speaks of it ("ofiar o budowie szczupłej").

intent-build-word-thin = szczupłej
intent-build-word-medium = średniej
intent-build-word-heavy = tęgiej

## The sixteen blocks of the city, by number, as the board labels them ("5 Downtown").

intent-block = { $number } { $name }
intent-block-unknown = nr { $number }
intent-block-name-0 = Rocky Hill
intent-block-name-1 = Port
intent-block-name-2 = Mała Italia
intent-block-name-3 = Złota Plaża
intent-block-name-4 = West Side
intent-block-name-5 = Centrum
intent-block-name-6 = Plac Prezydencki
intent-block-name-7 = East Side
intent-block-name-8 = Chinatown
intent-block-name-9 = Central Park
intent-block-name-10 = Santa Cruz
intent-block-name-11 = Dworzec Rzeczny
intent-block-name-12 = Stadion
intent-block-name-13 = Richmond
intent-block-name-14 = Uniwersytet
intent-block-name-15 = Stare Miasto

## The four kinds of building, and their short tags on the city's blocks.

intent-building-police-station = Komisariat
intent-building-diner = Bar
intent-building-hospital = Szpital
intent-building-fire-station = Remiza
intent-building-tag-police-station = Policja
intent-building-tag-diner = Bar
intent-building-tag-hospital = Szpital
intent-building-tag-fire-station = Remiza

## The beginner layout and the scenarios (named after films noirs, by their Polish titles
## where they have one).

intent-layout-base = Dla początkujących
intent-layout-t-men = T-Men
intent-layout-on-dangerous-ground = Na niebezpiecznym gruncie
intent-layout-touch-of-evil = Dotyk zła
intent-layout-doa = D.O.A.
intent-layout-panic-in-the-streets = Panika na ulicach
intent-layout-street-with-no-name = Ulica bez nazwy
intent-layout-stranger-on-the-third-floor = Nieznajomy z trzeciego piętra
intent-layout-split-second = Ułamek sekundy

## The Intuition cards.

intent-card-homemade-bomb = Bomba domowej roboty
intent-card-criminal-profiling = Profilowanie kryminalne
intent-card-full-confession = Pełne wyznanie
intent-card-curfew = Godzina policyjna
intent-card-stubborn-witnesses = Uparci świadkowie
intent-card-union-strike = Strajk związkowy
