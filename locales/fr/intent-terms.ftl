# Intent to Kill's game terms: the names on the cards, the board and the memo card. Other
# messages take them as arguments (`Civilian::msg`, `Motive::msg`, `block_msg`, …), so a term
# reads the same on every screen. English follows the rulebook and the printed cards.
# French: no French edition is known; a civilian's occupation is written as on a name card,
# in the card's sex, without an article, and the sentences around it are built so that it
# needs none ("Infirmière : …"). The scenarios keep the films' original titles, as the box.

## The 54 civilians, by their occupation as printed.
intent-civilian-bartender = Barmaid
intent-civilian-fence = Receleuse
intent-civilian-informant = Indicatrice
intent-civilian-bouncer = Videur
intent-civilian-gangster = Gangster
intent-civilian-mafia-don = Parrain
intent-civilian-bus-driver = Chauffeur de bus
intent-civilian-waitress = Serveuse
intent-civilian-riveter = Riveteuse
intent-civilian-librarian = Bibliothécaire
intent-civilian-ice-cream-man = Glacier
intent-civilian-fireman = Pompier
intent-civilian-musician = Musicien
intent-civilian-nun = Religieuse
intent-civilian-psychic = Voyante
intent-civilian-professor = Professeur
intent-civilian-navy-sailor = Marin
intent-civilian-cabin-crew = Hôtesse de l'air
intent-civilian-congressman = Député
intent-civilian-secret-agent = Agent secret
intent-civilian-mayor = Maire
intent-civilian-secretary = Secrétaire
intent-civilian-ambassador = Ambassadrice
intent-civilian-lobbyist = Lobbyiste
intent-civilian-pharmacist = Pharmacienne
intent-civilian-veterinarian = Vétérinaire
intent-civilian-nurse = Infirmière
intent-civilian-surgeon = Chirurgien
intent-civilian-orderly = Aide-soignant
intent-civilian-coroner = Légiste
intent-civilian-judge = Juge
intent-civilian-patrolman = Policier
intent-civilian-state-attorney = Procureur
intent-civilian-deputy = Adjointe du shérif
intent-civilian-lawyer = Avocate
intent-civilian-dispatcher = Standardiste
intent-civilian-beggar = Mendiant
intent-civilian-veteran = Vétéran
intent-civilian-greaser = Blouson noir
intent-civilian-war-widow = Veuve de guerre
intent-civilian-cat-lady = Dame aux chats
intent-civilian-showgirl = Showgirl
intent-civilian-ballplayer = Joueur de baseball
intent-civilian-benefactor = Bienfaiteur
intent-civilian-restaurateur = Restauratrice
intent-civilian-actress = Actrice
intent-civilian-psychiatrist = Psychiatre
intent-civilian-artist = Artiste
intent-civilian-newscaster = Présentateur
intent-civilian-paperboy = Crieur de journaux
intent-civilian-photographer = Photographe
intent-civilian-reporter = Reporter
intent-civilian-mailwoman = Factrice
intent-civilian-editor = Rédactrice

## The nine social groups.

intent-group-authority = Autorités
intent-group-criminals = Criminels
intent-group-government = Gouvernement
intent-group-immigrants = Immigrés
intent-group-jet-set = Jet-set
intent-group-labor = Ouvriers
intent-group-medicine = Médecine
intent-group-outcasts = Marginaux
intent-group-press = Presse

## The twelve motives.

intent-motive-maniac = Maniaque
intent-motive-sadist = Sadique
intent-motive-cutthroat = Égorgeur
intent-motive-vigilante = Justicier
intent-motive-killer = Tueur
intent-motive-terrorist = Terroriste
intent-motive-cultist = Fanatique
intent-motive-robber = Braqueur
intent-motive-cannibal = Cannibale
intent-motive-radical = Radical
intent-motive-psychopath = Psychopathe
intent-motive-spy = Espion

## The memo card's characteristics: the word on a question's button (what the question field
## matches), then the whole question.

intent-trait-male = homme
intent-trait-female = femme
intent-trait-young = jeune
intent-trait-middle-aged = d'âge mûr
intent-trait-senior = âgé
intent-trait-thin = mince
intent-trait-medium-build = carrure moyenne
intent-trait-heavy = corpulent
intent-trait-tall = grand
intent-trait-medium-height = taille moyenne
intent-trait-short = petit

intent-question-male = Le Meurtrier est-il un homme ?
intent-question-female = Le Meurtrier est-il une femme ?
intent-question-young = Le Meurtrier est-il jeune ?
intent-question-middle-aged = Le Meurtrier est-il d'âge mûr ?
intent-question-senior = Le Meurtrier est-il âgé ?
intent-question-thin = Le Meurtrier est-il mince ?
intent-question-medium-build = Le Meurtrier est-il de carrure moyenne ?
intent-question-heavy = Le Meurtrier est-il corpulent ?
intent-question-tall = Le Meurtrier est-il grand ?
intent-question-medium-height = Le Meurtrier est-il de taille moyenne ?
intent-question-short = Le Meurtrier est-il petit ?

## A card's printed traits in short ("Outcasts, F, 60, M, medium"): the sex's letter, the
## age, the build's size letter (S, M, L) and the height in a word.

intent-card-traits = { $group }, { $sex }, { $age }, { $build }, { $height }
intent-sex-letter-male = H
intent-sex-letter-female = F
intent-build-letter-thin = S
intent-build-letter-medium = M
intent-build-letter-heavy = L
intent-height-word-short = petit
intent-height-word-medium = moyen
intent-height-word-tall = grand

## A build in words, as a motive's rule speaks of it.

intent-build-word-thin = mince
intent-build-word-medium = moyenne
intent-build-word-heavy = forte

## The sixteen blocks of the city, by number, as the board labels them ("5 Downtown").

intent-block = { $number } { $name }
intent-block-unknown = quartier { $number }
intent-block-name-0 = Rocky Hill
intent-block-name-1 = Port
intent-block-name-2 = Little Italy
intent-block-name-3 = Golden Beach
intent-block-name-4 = West Side
intent-block-name-5 = Centre-ville
intent-block-name-6 = Place présidentielle
intent-block-name-7 = East Side
intent-block-name-8 = Chinatown
intent-block-name-9 = Central Park
intent-block-name-10 = Santa Cruz
intent-block-name-11 = Gare fluviale
intent-block-name-12 = Stade
intent-block-name-13 = Richmond
intent-block-name-14 = Université
intent-block-name-15 = Vieille ville

## The four kinds of building, and their short tags on the city's blocks.

intent-building-police-station = Commissariat
intent-building-diner = Snack
intent-building-hospital = Hôpital
intent-building-fire-station = Caserne de pompiers
intent-building-tag-police-station = Police
intent-building-tag-diner = Snack
intent-building-tag-hospital = Hôpital
intent-building-tag-fire-station = Pompiers

## The beginner layout and the scenarios (named after films noirs).

intent-layout-base = Initiation
intent-layout-t-men = T-Men
intent-layout-on-dangerous-ground = On Dangerous Ground
intent-layout-touch-of-evil = Touch of Evil
intent-layout-doa = D.O.A.
intent-layout-panic-in-the-streets = Panic in the Streets
intent-layout-street-with-no-name = The Street with No Name
intent-layout-stranger-on-the-third-floor = Stranger on the Third Floor
intent-layout-split-second = Split Second

## The Intuition cards.

intent-card-homemade-bomb = Bombe artisanale
intent-card-criminal-profiling = Profilage criminel
intent-card-full-confession = Aveux complets
intent-card-curfew = Couvre-feu
intent-card-stubborn-witnesses = Témoins obstinés
intent-card-union-strike = Grève syndicale
