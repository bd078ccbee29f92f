# Intent to Kill's game terms: the names on the cards, the board and the memo card. Other
# messages take them as arguments (`Civilian::msg`, `Motive::msg`, `block_msg`, …), so a term
# reads the same on every screen. English follows the rulebook and the printed cards.

## The 54 civilians, by their occupation as printed.
intent-civilian-bartender = Barkeeperin
intent-civilian-fence = Hehlerin
intent-civilian-informant = Informantin
intent-civilian-bouncer = Türsteher
intent-civilian-gangster = Gangster
intent-civilian-mafia-don = Mafiaboss
intent-civilian-bus-driver = Busfahrer
intent-civilian-waitress = Kellnerin
intent-civilian-riveter = Nieterin
intent-civilian-librarian = Bibliothekarin
intent-civilian-ice-cream-man = Eismann
intent-civilian-fireman = Feuerwehrmann
intent-civilian-musician = Musiker
intent-civilian-nun = Nonne
intent-civilian-psychic = Hellseherin
intent-civilian-professor = Professor
intent-civilian-navy-sailor = Matrose
intent-civilian-cabin-crew = Stewardess
intent-civilian-congressman = Kongressabgeordneter
intent-civilian-secret-agent = Geheimagent
intent-civilian-mayor = Bürgermeister
intent-civilian-secretary = Sekretärin
intent-civilian-ambassador = Botschafterin
intent-civilian-lobbyist = Lobbyistin
intent-civilian-pharmacist = Apothekerin
intent-civilian-veterinarian = Tierarzt
intent-civilian-nurse = Krankenschwester
intent-civilian-surgeon = Chirurg
intent-civilian-orderly = Pfleger
intent-civilian-coroner = Gerichtsmedizinerin
intent-civilian-judge = Richterin
intent-civilian-patrolman = Streifenpolizist
intent-civilian-state-attorney = Staatsanwalt
intent-civilian-deputy = Hilfssheriffin
intent-civilian-lawyer = Anwältin
intent-civilian-dispatcher = Funker
intent-civilian-beggar = Bettler
intent-civilian-veteran = Veteran
intent-civilian-greaser = Halbstarker
intent-civilian-war-widow = Kriegswitwe
intent-civilian-cat-lady = Katzenlady
intent-civilian-showgirl = Showgirl
intent-civilian-ballplayer = Baseballspieler
intent-civilian-benefactor = Wohltäter
intent-civilian-restaurateur = Gastronomin
intent-civilian-actress = Schauspielerin
intent-civilian-psychiatrist = Psychiater
intent-civilian-artist = Künstlerin
intent-civilian-newscaster = Nachrichtensprecher
intent-civilian-paperboy = Zeitungsjunge
intent-civilian-photographer = Fotograf
intent-civilian-reporter = Reporterin
intent-civilian-mailwoman = Briefträgerin
intent-civilian-editor = Redakteurin

## The nine social groups.

intent-group-authority = Staatsgewalt
intent-group-criminals = Kriminelle
intent-group-government = Regierung
intent-group-immigrants = Einwanderer
intent-group-jet-set = Jetset
intent-group-labor = Arbeiter
intent-group-medicine = Medizin
intent-group-outcasts = Außenseiter
intent-group-press = Presse

## The twelve motives.

intent-motive-maniac = Wahnsinniger
intent-motive-sadist = Sadist
intent-motive-cutthroat = Halsabschneider
intent-motive-vigilante = Selbstjustizler
intent-motive-killer = Killer
intent-motive-terrorist = Terrorist
intent-motive-cultist = Sektierer
intent-motive-robber = Räuber
intent-motive-cannibal = Kannibale
intent-motive-radical = Radikaler
intent-motive-psychopath = Psychopath
intent-motive-spy = Spion

## The memo card's characteristics: the word on a question's button (what the question field
## matches), then the whole question.

intent-trait-male = männlich
intent-trait-female = weiblich
intent-trait-young = jung
intent-trait-middle-aged = mittelalt
intent-trait-senior = alt
intent-trait-thin = schlank
intent-trait-medium-build = normal gebaut
intent-trait-heavy = kräftig
intent-trait-tall = groß
intent-trait-medium-height = mittelgroß
intent-trait-short = klein

intent-question-male = Ist der Mörder männlich?
intent-question-female = Ist der Mörder weiblich?
intent-question-young = Ist der Mörder jung?
intent-question-middle-aged = Ist der Mörder mittleren Alters?
intent-question-senior = Ist der Mörder alt?
intent-question-thin = Ist der Mörder schlank?
intent-question-medium-build = Ist der Mörder normal gebaut?
intent-question-heavy = Ist der Mörder kräftig?
intent-question-tall = Ist der Mörder groß?
intent-question-medium-height = Ist der Mörder mittelgroß?
intent-question-short = Ist der Mörder klein?

## A card's printed traits in short ("Außenseiter, W, 60, M, mittel"): the sex's letter, the
## age, the build's size letter (S, M, L) and the height in a word.

intent-card-traits = { $group }, { $sex }, { $age }, { $build }, { $height }
intent-sex-letter-male = M
intent-sex-letter-female = W
intent-build-letter-thin = S
intent-build-letter-medium = M
intent-build-letter-heavy = L
intent-height-word-short = klein
intent-height-word-medium = mittel
intent-height-word-tall = groß

## A build in words, as a motive's rule speaks of it.

intent-build-word-thin = schlank
intent-build-word-medium = mittel
intent-build-word-heavy = kräftig

## The sixteen blocks of the city, by number, as the board labels them ("5 Downtown"; the printed names stay English, as on the board).

intent-block = { $number } { $name }
intent-block-unknown = Viertel { $number }
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

intent-building-police-station = Polizeiwache
intent-building-diner = Diner
intent-building-hospital = Klinik
intent-building-fire-station = Feuerwache
intent-building-tag-police-station = Polizei
intent-building-tag-diner = Diner
intent-building-tag-hospital = Klinik
intent-building-tag-fire-station = Feuerw.

## The beginner layout and the scenarios (named after films noirs; the English titles stay).

intent-layout-base = Einsteiger-Aufbau
intent-layout-t-men = T-Men
intent-layout-on-dangerous-ground = On Dangerous Ground
intent-layout-touch-of-evil = Touch of Evil
intent-layout-doa = D.O.A.
intent-layout-panic-in-the-streets = Panic in the Streets
intent-layout-street-with-no-name = The Street with No Name
intent-layout-stranger-on-the-third-floor = Stranger on the Third Floor
intent-layout-split-second = Split Second

## The Intuition cards.

intent-card-homemade-bomb = Selbstgebaute Bombe
intent-card-criminal-profiling = Täterprofil
intent-card-full-confession = Volles Geständnis
intent-card-curfew = Ausgangssperre
intent-card-stubborn-witnesses = Sture Zeugen
intent-card-union-strike = Gewerkschaftsstreik
