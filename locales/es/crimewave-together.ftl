# Crimewave for the whole table: Alibi plays the three Killers (the console, the table, the
# recap).
together-seat-person = una persona en este ordenador
together-seat-alibi = Alibi, { $level ->
    [easy] fácil
    [hard] difícil
   *[standard] normal
} (gana el { $rate } %)
together-who = ¿Quién lleva a los Asesinos?
together-chosen = Alibi lleva a los tres Asesinos en nivel { $level ->
    [easy] fácil
    [hard] difícil
   *[standard] normal
}: { $line }. Jugando contra Investigadores simulados, sus Asesinos ganan el { $rate } % de las partidas. Toda la mesa investiga junta: esta pantalla guarda todos los secretos hasta el final, Alibi anuncia cada uno de sus movimientos para que la mesa lo haga en el tablero, y deshacer vuelve a la última anotación de la mesa.
together-variant = El mazo de Asesino se queda en la caja: cada ronda Alibi saca un evento de Asesino (un Asesinato al azar, una Luna llena con todos los métodos tirados de nuevo, o una Fuga de prisión) con las probabilidades de las reglas de la casa de abajo, y en un juicio se defiende con puntos de Defensa sacados del mismo modo.
together-seats = { $alibi } · los demás investigan
together-set-up-already = Los Asesinos ya están preparados: ya no se puede cambiar quién los lleva
together-killers-own = Alibi lleva a los Asesinos: ese movimiento es suyo
together-no-room = Alibi no encontró sitio para tres Asesinos en este tablero
together-no-room-step = Elige otro tablero (deshacer), o que una persona lleve a los Asesinos
together-tile-for = La loseta sacada para { $loc }:
together-people-draw = Sacamos las losetas de pruebas de nuestra propia bolsa y las escribimos
together-killers-turn = Hemos terminado: turno de los Asesinos (Alt+N)
together-type-prosecution = Escribe el total de las cartas de Acusación (un número entero)
together-and-after = { $entry }, y los movimientos de Alibi que siguen
together-why = Por qué eligieron así los Asesinos de Alibi
together-investigators-help = Cada jugador de la mesa es un Investigador, en orden de asiento.
together-reveal = Revelar: la Defensa de Alibi y el veredicto (Enter)
together-trial-help = El { $killer }, a juicio: expediente { $file }. Escribe el total de las cartas de Acusación; Alibi revela su Defensa con él. Expediente + acusación − defensa: con 10 hay condena.
together-setting-up = Alibi prepara sus Asesinos: tira los métodos, elige las tres guaridas secretas y anuncia una a una las seis escenas iniciales. Coloca cada una en el tablero y pulsa Hecho.
together-start = Los Asesinos de Alibi ya tienen sus métodos, guaridas secretas y escenas iniciales. Ajusta abajo las reglas de la casa si tu grupo juega distinto (entre ellas, las probabilidades de los eventos de Asesino) y empieza: Alibi juega el primer turno.
together-table-setup = Preparación: colocar lo que anuncia Alibi
# Words of Alibi playing any side.
plays-thinking = Alibi está pensando…
plays-done = Hecho (Enter)
plays-stopped = Alibi dejó de pensar inesperadamente; prueba a deshacer.
plays-refused = Se rechazó el movimiento de Alibi: { $why }
together-level-line = { $level ->
        [easy] un principiante que mata tan cerca de la guarida del Asesino como puede; lo demás, cualquier elección válida
        [standard] la jugada más segura según la deducción exacta, con un asesinato de antelación
       *[hard] mira más adelante, a las redadas, Vigilancias vecinales y juicios que vendrán
    }
