# The home screen: the games, the saved ones, the first run's hints and the settings.

## The games, as the home screen offers them (the titles are the names on the boxes).

game-crimewave = Crimewave: California
game-crimewave-blurb = Trois Tueurs en série contre les Enquêteurs à travers la Californie
game-crimewave-plays = Résidences secrètes, descentes, procès, jauges ; ou Alibi joue les Tueurs
game-intent-to-kill = Intent to Kill
game-intent-to-kill-blurb = Un Meurtrier caché parmi les civils, un Détective
game-intent-to-kill-role = Meurtrier et mobile secrets, réponses honnêtes ; ou jouez seul
game-murdero = Murdero
game-murdero-blurb = Dossiers et alibis façon rami, joués en manches jusqu'à 100
game-murdero-role = Marqueur de points
game-crime-story = Crime Story
game-crime-story-blurb = Racontez le crime phrase par phrase ; un meurtrier se cache
game-crime-story-role = Chrono de phrase et feuille de marque
game-keystone = Keystone Crimewave
game-keystone-blurb = Un coup raconté à plusieurs, tranché aux dés
game-keystone-role = Arbitre des dés

## The home screen.

# Each game's mark on the home screen: the initials of its name, two letters.
home-badge-crimewave = CW
home-badge-intent-to-kill = IK
home-badge-murdero = Mu
home-badge-crime-story = CS
home-badge-keystone = KC

home-tagline = L'arbitre à côté du plateau : secrets gardés, réponses honnêtes.
# What Alibi does for a game, under its blurb ($role: game-…-role).
home-game-role = Alibi : { $role }
home-new-game = Nouvelle partie
home-name-placeholder = Nommez la partie (ex. Vendredi chez Sam)
# The name a new game gets when none was typed ($game: its title).
home-default-name = Partie de { $game }
home-table-tools = Outils de table
home-trace-board = Tracer un plateau
home-trace-board-hint = Votre propre plateau Crimewave, d'après une photo
home-continue = Reprendre
# The game left open, one click away ($name: the name the players gave it).
home-continue-game = Reprendre { $name }
home-recent-games = Parties récentes
home-refresh = Actualiser
# A saved game's game and where it stands ($game: its title; $state: home-in-progress or how it ended).
home-game-state = { $game } · { $state }
# $progress: the round as the saved game says it.
home-in-progress = En cours · { $progress }
home-cant-open = Impossible à ouvrir : { $error }
# When a game was last played ($date: the date; $ago: home-ago-…).
home-played = Jouée le { $date }
home-played-ago = Jouée le { $date } ({ $ago })
# … and by whom ($played: home-played…; $players: the players' names).
home-played-by = { $played } · { $players }
home-ago-now = à l'instant
home-ago-minutes = { $count ->
    [one] il y a { $count } minute
    [many] il y a { $count } minutes
   *[other] il y a { $count } minutes
}
home-ago-hours = { $count ->
    [one] il y a { $count } heure
    [many] il y a { $count } heures
   *[other] il y a { $count } heures
}
home-ago-yesterday = hier
home-ago-days = { $count ->
    [one] il y a { $count } jour
    [many] il y a { $count } jours
   *[other] il y a { $count } jours
}

## The first run's hints.

home-first-no-games = Pas encore de partie. Chaque partie est enregistrée après chaque action et apparaît ici.
home-first-time = Première visite ?
home-first-console = Cette fenêtre est la console : privée, pour le Tueur ou le Meurtrier. Toute la table regarde un second écran.
# $shortcut: Ctrl+T.
home-first-table-window = { $shortcut } : ouvrez la fenêtre de table et glissez-la sur un second écran ou une télé.
# $shortcut: Ctrl+M.
home-first-table-mode = { $shortcut } : mode table, la vue de table sur cet écran (et retour), et un cache-écran rapide.
home-first-start = Nommez la partie à gauche et choisissez un jeu pour commencer.

## The settings.

settings-title = Réglages
settings-dark = Couleurs sombres
# The UI scale ($percent: 100 to 200).
settings-size = Taille { $percent } %
settings-keep-awake = Garder l'écran allumé pendant une partie
# The phones' address ("Show on phones") is kept for the evening: pages follow every game.
settings-phones-address = Les téléphones gardent une adresse pour toute la soirée : une page ouverte une fois suit chaque partie. Une nouvelle adresse rend caduques les pages ouvertes avec l'ancienne.
settings-new-phone-address = Nouvelle adresse pour les téléphones
settings-data-folder = Dossier des données : { $path }
settings-files-sealed = Les fichiers de partie sont scellés par votre PIN : sans lui, ils sont illisibles.
settings-files-clear = Les fichiers de partie sont lisibles par quiconque les ouvre (définissez un PIN pour les sceller).
settings-pin-locks = Verrouillez la console avec Ctrl+L ou le bouton Verrouiller ; la fenêtre de table reste affichée. Alibi démarre verrouillé, et le PIN ouvre les parties scellées.
settings-pin-offer = Définissez un PIN pour verrouiller la console avec Ctrl+L quand vous quittez l'ordinateur et pour sceller les fichiers de partie.
settings-new-pin = Nouveau PIN : 4 à 8 chiffres
settings-current-pin = PIN actuel
settings-set-pin = Définir le PIN
settings-change-pin = Changer le PIN
settings-remove-pin = Retirer le PIN
settings-pin-needed = Saisissez d'abord le PIN actuel : il faut le connaître pour le changer ou le retirer.
settings-pin-wrong = Ce n'est pas le PIN actuel.
settings-pin-digits = Un PIN compte 4 à 8 chiffres.
settings-pin-not-salted = Le PIN n'a pas pu être salé : { $error }
settings-pin-not-hashed = Le PIN n'a pas pu être haché : { $error }
