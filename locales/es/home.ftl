# The home screen: the games, the saved ones, the first run's hints and the settings.

## The games, as the home screen offers them (the titles are the names on the boxes).

game-crimewave = Crimewave: California
game-crimewave-blurb = Tres Asesinos en serie contra los Investigadores por toda California
game-crimewave-plays = Guaridas secretas, redadas, juicios, medidores; o Alibi lleva a los Asesinos
game-intent-to-kill = Intent to Kill
game-intent-to-kill-blurb = Un Asesino oculto entre los civiles, un Detective
game-intent-to-kill-role = Asesino y móvil secretos, respuestas honestas; o en solitario
game-murdero = Murdero
game-murdero-blurb = Casos y coartadas al estilo del rummy, en manos hasta 100
game-murdero-role = Marcador
game-crime-story = Crime Story
game-crime-story-blurb = El crimen contado frase a frase; un asesino se esconde
game-crime-story-role = Cronómetro de frases y hoja de puntos
game-keystone = Keystone Crimewave
game-keystone-blurb = Un golpe contado entre todos, con las tiradas resueltas por dados
game-keystone-role = Resolutor de dados

## The home screen.

# Each game's mark on the home screen: the initials of its name, two letters.
home-badge-crimewave = CW
home-badge-intent-to-kill = IK
home-badge-murdero = Mu
home-badge-crime-story = CS
home-badge-keystone = KC

home-tagline = El árbitro junto al tablero: secretos guardados, respuestas honestas.
# What Alibi does for a game, under its blurb ($role: game-…-role).
home-game-role = Alibi: { $role }
home-new-game = Nueva partida
home-name-placeholder = Nombre de la partida (p. ej. Viernes en casa de Sam)
# The name a new game gets when none was typed ($game: its title).
home-default-name = Partida de { $game }
home-table-tools = Herramientas de mesa
home-trace-board = Calcar un tablero
home-trace-board-hint = Tu propio tablero de Crimewave, a partir de una foto
home-continue = Continuar
# The game left open, one click away ($name: the name the players gave it).
home-continue-game = Continuar { $name }
home-recent-games = Partidas recientes
home-refresh = Actualizar
# A saved game's game and where it stands ($game: its title; $state: home-in-progress or how it ended).
home-game-state = { $game } · { $state }
# $progress: the round as the saved game says it.
home-in-progress = En curso · { $progress }
home-cant-open = No se puede abrir: { $error }
# When a game was last played ($date: the date; $ago: home-ago-…).
home-played = Jugada el { $date }
home-played-ago = Jugada el { $date } ({ $ago })
# … and by whom ($played: home-played…; $players: the players' names).
home-played-by = { $played } · { $players }
home-ago-now = ahora mismo
home-ago-minutes = { $count ->
    [one] hace 1 minuto
    [many] hace { $count } minutos
   *[other] hace { $count } minutos
}
home-ago-hours = { $count ->
    [one] hace 1 hora
    [many] hace { $count } horas
   *[other] hace { $count } horas
}
home-ago-yesterday = ayer
home-ago-days = { $count ->
    [one] hace 1 día
    [many] hace { $count } días
   *[other] hace { $count } días
}

## The first run's hints.

home-first-no-games = Aún no hay partidas. Cada partida se guarda tras cada acción y aparece aquí.
home-first-time = ¿Es tu primera vez?
home-first-console = Esta ventana es la consola: privada, para quien hace de Asesino. Toda la mesa lee una segunda pantalla.
# $shortcut: Ctrl+T.
home-first-table-window = { $shortcut }: abre la ventana de la mesa y arrástrala a un segundo monitor o a una tele.
# $shortcut: Ctrl+M.
home-first-table-mode = { $shortcut }: modo mesa, la vista de la mesa en esta pantalla (y vuelta), también la cortina rápida de privacidad.
home-first-start = Pon nombre a la partida a la izquierda y elige un juego para empezar.

## The settings.

settings-title = Ajustes
settings-dark = Colores oscuros
# The UI scale ($percent: 100 to 200).
settings-size = Tamaño { $percent } %
settings-keep-awake = Mantener la pantalla encendida mientras haya una partida abierta
# The phones' address ("Show on phones") is kept for the evening: pages follow every game.
settings-phones-address = Los móviles conservan una dirección toda la velada: una página abierta una vez sigue cada partida. Una dirección nueva deja fuera todas las páginas abiertas con la anterior.
settings-new-phone-address = Nueva dirección para los móviles
settings-data-folder = Carpeta de datos: { $path }
settings-files-sealed = Los archivos de partida están sellados con tu PIN: sin él no se pueden leer.
settings-files-clear = Cualquiera que abra los archivos de partida puede leerlos (pon un PIN para sellarlos).
settings-pin-locks = Bloquea la consola con Ctrl+L o el botón Bloquear; la ventana de la mesa sigue abierta. Alibi se inicia bloqueado, y el PIN abre las partidas selladas.
settings-pin-offer = Pon un PIN para bloquear la consola con Ctrl+L cuando te alejes del portátil y para sellar los archivos de partida.
settings-new-pin = PIN nuevo: de 4 a 8 cifras
settings-current-pin = PIN actual
settings-set-pin = Poner PIN
settings-change-pin = Cambiar PIN
settings-remove-pin = Quitar PIN
settings-pin-needed = Escribe primero el PIN actual: hace falta para cambiarlo o quitarlo.
settings-pin-wrong = Ese no es el PIN actual.
settings-pin-digits = Un PIN tiene de 4 a 8 cifras.
settings-pin-not-salted = No se pudo añadir sal al PIN: { $error }
settings-pin-not-hashed = No se pudo calcular el hash del PIN: { $error }
