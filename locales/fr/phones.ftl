# "Show on phones": the console's panel, and the words of the phones' page itself.

## The console's panel ($url: the page's address).

phones-no-qr-code = L'adresse n'a pas pu être dessinée en QR code.
# $error: the system's reason.
phones-could-not-share = Alibi n'a pas pu partager la table sur ce réseau ({ $error }).
# During a game, one line ($count: the pages following).
phones-compact = Sur les téléphones : { $url } · { $count } { $count ->
    [one] page connectée
    [many] pages connectées
   *[other] pages connectées
}
phones-showing = Table affichée sur les téléphones
phones-scan = Scannez le code, ou ouvrez cette adresse sur un téléphone du même Wi-Fi :
phones-following = { $count ->
    [0] Aucun téléphone ne suit encore. Seul l'écran de table est partagé, jamais un secret.
    [one] { $count } page suit la partie.
    [many] { $count } pages suivent la partie.
   *[other] { $count } pages suivent la partie.
}
phones-show-code = Afficher le code
# Beside phones-unreachable during a game: opens the panel that says why and what to do.
phones-why = Pourquoi ?
phones-hide = Masquer
phones-stop = Arrêter l'affichage
phones-unreachable = Aucun téléphone ne peut joindre cet ordinateur : aucune adresse Wi-Fi ou réseau local trouvée
# $ip: the machine's one address, a public one.
phones-public-only = Sa seule adresse réseau, { $ip }, n'est pas sur un réseau privé, et Alibi ne partage la table que sur le réseau local.
phones-no-network = Il n'est connecté à aucun réseau.
phones-join = Rejoignez le Wi-Fi des téléphones (ou branchez un câble réseau), puis arrêtez et relancez l'affichage sur téléphones.
phones-local-only = D'ici là, seul un navigateur sur cet ordinateur peut ouvrir la page : { $url }

## What the server answers a phone that can't have the page.

phones-out-of-date = Cette adresse n'est plus valable : l'ordinateur en a donné une nouvelle aux téléphones. Scannez à nouveau le code sur l'ordinateur.
phones-read-only = La page de table est en lecture seule.
phones-not-found = Introuvable
phones-too-many = Trop de pages suivent la partie.

## The phones' page. A { $name } here is a slot the page fills with what the game shows.

page-connecting = connexion…
page-live = en direct
page-reconnecting = reconnexion…
page-out-of-date = périmée : scannez à nouveau le code
# The browser tab's title ($game: the game's name).
page-the-table = { $game } — la table
page-no-game = Aucune partie n'est encore ouverte sur l'ordinateur.
# Crimewave: California.
page-latest-answer = Dernière réponse
page-no-raid-yet = Aucune descente
page-meters = Jauges
page-public-panic = Panique générale
page-victim-counter = Compteur de victimes
# Followed by the Investigators who owe the next raid.
page-demands-raid = Le public exige la prochaine descente de :
# Two Investigators, either of whom owes the next raid.
page-either = { $first } ou { $second }
page-on-trial = En procès : { $killer }
page-killers = Tueurs
page-killer-red = Terreur rouge
page-killer-green = Tueur vert
page-killer-blue = Boucher bleu
# A Killer's public line ($method: the method or ?; $status: at large, on trial…).
page-killer-line = { $method } · { $status } · Effroi { $spook }/3 · dossier { $case }
page-board = Plateau
page-board-key = ◆ scène de crime (colorée une fois résolue) · ■ Voisins vigilants · cercle pointillé : des Voisins vigilants peuvent y aller
page-board-label = Le plateau avec les marques publiques
page-raids-per-investigator = Descentes par Enquêteur
page-answers = Réponses, récentes d'abord
# Intent to Kill.
page-round-phase = Manche { $round } · phase { $phase }
page-detective-wins = Le Détective gagne
page-murderer-wins = Le Meurtrier gagne
page-murderer-loses = Le Meurtrier a refusé deux fois et perd
page-the-city = La ville
page-curfew = (couvre-feu)
page-victims-of = Victimes ({ $count } sur { $limit })
page-surveillance-answers = Réponses de Surveillance, récentes d'abord
page-questioning-answers = Réponses aux interrogatoires, récentes d'abord
page-round-answer = Manche { $round } : { $words }
page-motives-in-play = Mobiles en jeu
# Murdero.
page-won-by = Victoire : { $winner }
page-scores-to = Scores — premier à { $target }
page-side = Camp
page-total = Total
page-hands = Manches ({ $count })
# A hand: its number and each side's total.
page-hand = Manche { $number } : { $totals }
page-no-hand-yet = Aucune manche
page-house-rules = Règles maison
# Keystone Crimewave.
page-caper-points = Points de Coup
page-enforcement = Police
page-caper = Coup :
page-crooks = Truands
page-hassled = embrouillé
page-last-roll = Dernier jet
page-a-crook = Un truand
# Crime Story.
page-times-up = TEMPS ÉCOULÉ
page-author = { $name } est l'Auteur
page-players = Joueurs
page-player = Joueur
# The cards in a player's hand.
page-hand-cards = Main
page-captured = Prises
page-certificates = Certificats
page-story-so-far = L'histoire jusqu'ici
page-no-sentence-yet = Aucune phrase
page-watch-out = Attention
