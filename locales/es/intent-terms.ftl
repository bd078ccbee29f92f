# Intent to Kill's game terms: the names on the cards, the board and the memo card. Other
# messages take them as arguments (`Civilian::msg`, `Motive::msg`, `block_msg`, …), so a term
# reads the same on every screen. English follows the rulebook and the printed cards.
#
# Spanish: a civilian's occupation is used as a name, without an article ("Monja no está en la
# ciudad"), in the gender of the printed card (Bartender is a woman: Tabernera). The
# scenarios keep the films' original titles, as the English rulebook names them.

## The 54 civilians, by their occupation as printed.
intent-civilian-bartender = Tabernera
intent-civilian-fence = Perista
intent-civilian-informant = Confidente
intent-civilian-bouncer = Portero
intent-civilian-gangster = Gánster
intent-civilian-mafia-don = Capo
intent-civilian-bus-driver = Conductor de autobús
intent-civilian-waitress = Camarera
intent-civilian-riveter = Remachadora
intent-civilian-librarian = Bibliotecaria
intent-civilian-ice-cream-man = Heladero
intent-civilian-fireman = Bombero
intent-civilian-musician = Músico
intent-civilian-nun = Monja
intent-civilian-psychic = Vidente
intent-civilian-professor = Profesor
intent-civilian-navy-sailor = Marinero
intent-civilian-cabin-crew = Azafata
intent-civilian-congressman = Congresista
intent-civilian-secret-agent = Agente secreto
intent-civilian-mayor = Alcalde
intent-civilian-secretary = Secretaria
intent-civilian-ambassador = Embajadora
intent-civilian-lobbyist = Lobista
intent-civilian-pharmacist = Farmacéutica
intent-civilian-veterinarian = Veterinario
intent-civilian-nurse = Enfermera
intent-civilian-surgeon = Cirujano
intent-civilian-orderly = Celador
intent-civilian-coroner = Forense
intent-civilian-judge = Jueza
intent-civilian-patrolman = Patrullero
intent-civilian-state-attorney = Fiscal
intent-civilian-deputy = Alguacil
intent-civilian-lawyer = Abogada
intent-civilian-dispatcher = Operador de radio
intent-civilian-beggar = Mendigo
intent-civilian-veteran = Veterano
intent-civilian-greaser = Rockero
intent-civilian-war-widow = Viuda de guerra
intent-civilian-cat-lady = Loca de los gatos
intent-civilian-showgirl = Corista
intent-civilian-ballplayer = Beisbolista
intent-civilian-benefactor = Benefactor
intent-civilian-restaurateur = Hostelera
intent-civilian-actress = Actriz
intent-civilian-psychiatrist = Psiquiatra
intent-civilian-artist = Artista
intent-civilian-newscaster = Presentador
intent-civilian-paperboy = Repartidor de periódicos
intent-civilian-photographer = Fotógrafo
intent-civilian-reporter = Reportera
intent-civilian-mailwoman = Cartera
intent-civilian-editor = Editora

## The nine social groups.

intent-group-authority = Autoridad
intent-group-criminals = Criminales
intent-group-government = Gobierno
intent-group-immigrants = Inmigrantes
intent-group-jet-set = Jet set
intent-group-labor = Obreros
intent-group-medicine = Medicina
intent-group-outcasts = Marginados
intent-group-press = Prensa

## The twelve motives.

intent-motive-maniac = Maníaco
intent-motive-sadist = Sádico
intent-motive-cutthroat = Degollador
intent-motive-vigilante = Justiciero
intent-motive-killer = Homicida
intent-motive-terrorist = Terrorista
intent-motive-cultist = Sectario
intent-motive-robber = Ladrón
intent-motive-cannibal = Caníbal
intent-motive-radical = Radical
intent-motive-psychopath = Psicópata
intent-motive-spy = Espía

## The memo card's characteristics: the word on a question's button (what the question field
## matches), then the whole question.

intent-trait-male = hombre
intent-trait-female = mujer
intent-trait-young = joven
intent-trait-middle-aged = de mediana edad
intent-trait-senior = mayor
intent-trait-thin = delgado
intent-trait-medium-build = de complexión media
intent-trait-heavy = corpulento
intent-trait-tall = alto
intent-trait-medium-height = de estatura media
intent-trait-short = bajo

intent-question-male = ¿El Asesino es un hombre?
intent-question-female = ¿El Asesino es una mujer?
intent-question-young = ¿El Asesino es joven?
intent-question-middle-aged = ¿El Asesino es de mediana edad?
intent-question-senior = ¿El Asesino es mayor?
intent-question-thin = ¿El Asesino es de complexión delgada?
intent-question-medium-build = ¿El Asesino es de complexión media?
intent-question-heavy = ¿El Asesino es de complexión corpulenta?
intent-question-tall = ¿El Asesino es alto?
intent-question-medium-height = ¿El Asesino es de estatura media?
intent-question-short = ¿El Asesino es bajo?

## A card's printed traits in short ("Outcasts, F, 60, M, medium"): the sex's letter, the
## age, the build's size letter (S, M, L) and the height in a word.

intent-card-traits = { $group }, { $sex }, { $age }, { $build }, { $height }
intent-sex-letter-male = H
intent-sex-letter-female = M
intent-build-letter-thin = S
intent-build-letter-medium = M
intent-build-letter-heavy = L
intent-height-word-short = baja
intent-height-word-medium = media
intent-height-word-tall = alta

## A build in words, as a motive's rule speaks of it.

intent-build-word-thin = delgada
intent-build-word-medium = media
intent-build-word-heavy = corpulenta

## The sixteen blocks of the city, by number, as the board labels them ("5 Downtown").

intent-block = { $number } { $name }
intent-block-unknown = manzana { $number }
intent-block-name-0 = Rocky Hill
intent-block-name-1 = Puerto
intent-block-name-2 = Little Italy
intent-block-name-3 = Playa Dorada
intent-block-name-4 = West Side
intent-block-name-5 = Centro
intent-block-name-6 = Plaza Presidencial
intent-block-name-7 = East Side
intent-block-name-8 = Barrio Chino
intent-block-name-9 = Central Park
intent-block-name-10 = Santa Cruz
intent-block-name-11 = Estación del Río
intent-block-name-12 = Estadio
intent-block-name-13 = Richmond
intent-block-name-14 = Universidad
intent-block-name-15 = Casco Antiguo

## The four kinds of building, and their short tags on the city's blocks.

intent-building-police-station = Comisaría
intent-building-diner = Cafetería
intent-building-hospital = Hospital
intent-building-fire-station = Parque de bomberos
intent-building-tag-police-station = Policía
intent-building-tag-diner = Cafetería
intent-building-tag-hospital = Hospital
intent-building-tag-fire-station = Bomberos

## The beginner layout and the scenarios (named after films noirs).

intent-layout-base = Preparación básica
intent-layout-t-men = T-Men
intent-layout-on-dangerous-ground = On Dangerous Ground
intent-layout-touch-of-evil = Touch of Evil
intent-layout-doa = D.O.A.
intent-layout-panic-in-the-streets = Panic in the Streets
intent-layout-street-with-no-name = The Street with No Name
intent-layout-stranger-on-the-third-floor = Stranger on the Third Floor
intent-layout-split-second = Split Second

## The Intuition cards.

intent-card-homemade-bomb = Bomba casera
intent-card-criminal-profiling = Perfil criminal
intent-card-full-confession = Confesión completa
intent-card-curfew = Toque de queda
intent-card-stubborn-witnesses = Testigos tozudos
intent-card-union-strike = Huelga sindical
