# "Show on phones": the console's panel, and the words of the phones' page itself.

## The console's panel ($url: the page's address).

phones-no-qr-code = No se pudo dibujar la dirección como código QR.
# $error: the system's reason.
phones-could-not-share = Alibi no pudo compartir la mesa en esta red ({ $error }).
# During a game, one line ($count: the pages following).
phones-compact = En móviles: { $url } · { $count } { $count ->
    [one] página conectada
    [many] páginas conectadas
   *[other] páginas conectadas
}
phones-showing = Mostrando la mesa en los móviles
phones-scan = Escanea el código, o abre esta dirección en un móvil de la misma wifi:
phones-following = { $count ->
    [0] Aún no sigue ningún móvil. Solo se comparte la pantalla de la mesa, nunca un secreto.
    [one] 1 página está siguiendo.
    [many] { $count } páginas están siguiendo.
   *[other] { $count } páginas están siguiendo.
}
phones-show-code = Mostrar el código
# Beside phones-unreachable during a game: opens the panel that says why and what to do.
phones-why = ¿Por qué?
phones-hide = Ocultar
phones-stop = Dejar de mostrar en móviles
phones-unreachable = Ningún móvil puede llegar a este ordenador: no se encontró ninguna dirección wifi ni LAN
# $ip: the machine's one address, a public one.
phones-public-only = Su única dirección de red, { $ip }, no está en una red privada, y Alibi solo comparte la mesa en la red local.
phones-no-network = No está conectado a ninguna red.
phones-join = Conéctate a la wifi de los móviles (o enchufa un cable de red), y luego deja de mostrar y vuelve a mostrar en móviles.
phones-local-only = Hasta entonces, solo un navegador de este ordenador puede abrir la página: { $url }

## What the server answers a phone that can't have the page.

phones-out-of-date = Esta dirección ya no vale: el portátil ha dado una nueva a los móviles. Vuelve a escanear el código en el portátil.
phones-read-only = La página de la mesa es de solo lectura.
phones-not-found = No encontrado
phones-too-many = Demasiadas páginas siguen la partida.

## The phones' page. A { $name } here is a slot the page fills with what the game shows.

page-connecting = conectando…
page-live = en directo
page-reconnecting = reconectando…
page-out-of-date = caducada: vuelve a escanear el código
# The browser tab's title ($game: the game's name).
page-the-table = { $game } — la mesa
page-no-game = Aún no hay ninguna partida abierta en el portátil.
# Crimewave: California.
page-latest-answer = Última respuesta
page-no-raid-yet = Aún no hay redadas
page-meters = Medidores
page-public-panic = Pánico público
page-victim-counter = Contador de víctimas
# Followed by the Investigators who owe the next raid.
page-demands-raid = El público exige la próxima redada a:
# Two Investigators, either of whom owes the next raid.
page-either = { $first } o { $second }
page-on-trial = A juicio: el { $killer }
page-killers = Asesinos
page-killer-red = Terror Rojo
page-killer-green = Verdugo Verde
page-killer-blue = Carnicero Azul
# A Killer's public line ($method: the method or ?; $status: at large, on trial…).
page-killer-line = { $method } · { $status } · Espanto { $spook }/3 · expediente { $case }
page-board = Tablero
page-board-key = ◆ escena del crimen (coloreada al resolverse) · ■ Vigilancia vecinal · anillo discontinuo: puede ir una vigilancia
page-board-label = El tablero con las marcas públicas
page-raids-per-investigator = Redadas por Investigador
page-answers = Respuestas, recientes primero
# Intent to Kill.
page-round-phase = Ronda { $round } · fase { $phase }
page-detective-wins = Gana el Detective
page-murderer-wins = Gana el Asesino
page-murderer-loses = El Asesino renunció dos veces y pierde
page-the-city = La ciudad
page-curfew = (toque de queda)
page-victims-of = Víctimas ({ $count } de { $limit })
page-surveillance-answers = Respuestas de Vigilancia, recientes primero
page-questioning-answers = Respuestas de interrogatorio, recientes primero
page-round-answer = Ronda { $round }: { $words }
page-motives-in-play = Móviles en juego
# Murdero.
page-won-by = Victoria de { $winner }
page-scores-to = Puntos — primero en llegar a { $target }
page-side = Bando
page-total = Total
page-hands = Manos ({ $count })
# A hand: its number and each side's total.
page-hand = Mano { $number }: { $totals }
page-no-hand-yet = Aún no hay manos
page-house-rules = Reglas de la casa
# Keystone Crimewave.
page-caper-points = Puntos de Golpe
page-enforcement = Policía
page-caper = Golpe:
page-crooks = Maleantes
page-hassled = en un lío
page-last-roll = Última tirada
page-a-crook = Un maleante
# Crime Story.
page-times-up = ¡TIEMPO!
page-author = { $name } es el Autor
page-players = Jugadores
page-player = Jugador
# The cards in a player's hand.
page-hand-cards = Mano
page-captured = Capturadas
page-certificates = Certificados
page-story-so-far = La historia hasta ahora
page-no-sentence-yet = Aún no hay frases
page-watch-out = Atención
