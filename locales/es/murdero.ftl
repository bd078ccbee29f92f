# Murdero: the score ledger (rules, console and table screen).

## Game terms
murdero-colour-red = rojo
murdero-colour-blue = azul
murdero-colour-green = verde
murdero-stage-crime-scene = Escena del crimen
murdero-stage-victim = Víctima
murdero-stage-evidence = Prueba
murdero-stage-suspect = Sospechoso
murdero-stage-weapon = Arma
murdero-stage-card = carta

## What the rules refuse
murdero-refusal-player-count = Murdero es para 2 a 4 jugadores, no para { $count }.
murdero-refusal-partners-four = Murdero por parejas necesita exactamente cuatro jugadores.
murdero-refusal-decks = Se juega con uno a cuatro mazos.
murdero-refusal-unnamed = Cada jugador necesita un nombre.
murdero-refusal-same-name = Hay dos jugadores llamados { $name }.
murdero-refusal-not-set-up = Primero prepara la partida.
murdero-refusal-set-up-twice = La partida ya está preparada.
murdero-refusal-over = La partida ha terminado: empieza otra.
murdero-refusal-no-such-hand = No hay una mano { $hand } que corregir.
murdero-refusal-correction-ends-early = Con esa corrección la partida habría terminado tras la mano { $hand }, pero se jugaron más manos.
murdero-refusal-rows = La mano tiene { $rows } { $rows ->
    [one] fila
    [many] filas
   *[other] filas
}, pero la partida tiene { $players } { $players ->
    [one] jugador
    [many] jugadores
   *[other] jugadores
}.
murdero-refusal-player = { $player }: { $problem }
murdero-refusal-no-winner = Indica quién completó un caso.
murdero-refusal-unknown-winner = Un ganador no es uno de los jugadores.
murdero-refusal-winner-twice = { $player } figura dos veces como ganador.
murdero-refusal-incomplete = { $player } no tiene ningún caso completo: un caso necesita todos los valores del 1 al 5 (un Comodín puede cubrir uno).
murdero-refusal-unknown-reverser = Alguien que no está en la partida jugó Cobro revertido.
murdero-refusal-reverse-charges = { $player } tiene { $cards } { $cards ->
    [one] carta
    [many] cartas
   *[other] cartas
}: Cobro revertido solo puede jugarse si quedan tres o menos.
murdero-refusal-too-many-in-play = Hay { $played } { $played ->
    [one] carta
    [many] cartas
   *[other] cartas
} de { $stage } de color { $colour } en juego, pero solo existen { $exists }.
murdero-refusal-too-many-seen = Hay { $seen } { $seen ->
    [one] carta
    [many] cartas
   *[other] cartas
} de { $stage } anotadas en juego y en mano, pero solo existen { $exists }.
murdero-joker-alone = Un Comodín no puede ir solo: el caso { $colour } está vacío.
murdero-joker-no-crime-scene = El caso { $colour } no tiene Escena del crimen (1): un caso empieza por una, y un Comodín no puede sustituirla.
murdero-case-gap = El caso { $colour } tiene { $highest } ({ $highest_value }) pero no { $gap } ({ $gap_value }): los casos se construyen en orden desde una Escena del crimen.

## The score explained, line by line
murdero-line-of-partner = { $player }: { $what }
murdero-line-case = caso { $colour } { $values }
murdero-line-case-joker = caso { $colour } { $values } + Comodín
murdero-line-real-estate = Inmobiliaria: { $scenes } { $scenes ->
    [one] Escena del crimen vale
    [many] Escenas del crimen valen
   *[other] Escenas del crimen valen
} 4, no 1 (orden de la regla de la casa)
murdero-line-in-hand = en mano: { $values }{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } carta de Acción a 0
    [many] {" "}+ { $actions } cartas de Acción a 0
   *[other] {" "}+ { $actions } cartas de Acción a 0
}
murdero-line-in-hand-none = en mano:{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } carta de Acción a 0
    [many] {" "}+ { $actions } cartas de Acción a 0
   *[other] {" "}+ { $actions } cartas de Acción a 0
}
murdero-line-won = ganó la mano: cartas en juego dobladas
murdero-line-won-completer = ganó la mano: las cartas en juego de quien completó, dobladas

## House rules
murdero-house-real-estate-before = Regla de la casa: las Escenas del crimen de Inmobiliaria valen 4 antes de que el ganador doble.
murdero-house-real-estate-after = Regla de la casa: los 3 extra por Escena del crimen de Inmobiliaria se suman después de doblar.
murdero-house-tie = Regla de la casa: si varios bandos superan el objetivo, gana el más alto; con empate se juega otra mano.
murdero-house-whole-team = Regla de la casa: una pareja ganadora dobla las cartas en juego de ambos.
murdero-house-completer-only = Regla de la casa: solo dobla sus cartas en juego quien completó el caso.

## The history and the resume list
murdero-ending-completed = caso completado por { $players }
murdero-ending-reverse-charges = { $player } jugó Cobro revertido
murdero-ending-case-file = se acabó el Expediente
murdero-did-setup = { $partners ->
    [yes] Murdero por parejas
   *[no] Murdero
}: { $players }, hasta { $target }
murdero-did-hand = Mano { $hand }: { $ending }
murdero-did-correct = Mano { $hand } corregida: { $ending }
murdero-did-before-setup = Una mano antes de preparar la partida
murdero-ended = Victoria de { $side }
murdero-progress-not-set-up = Sin preparar
murdero-progress-won = Victoria de { $side } · { $scores }
murdero-progress = Tras la mano { $hands } · { $scores }

## The console
murdero-new-game = Nueva partida de Murdero
murdero-setup-help = De dos a cuatro jugadores, en orden de asiento. Deja vacíos los asientos libres.
murdero-player-placeholder = Jugador { $seat } (orden de asiento)
murdero-partnership = Murdero por parejas: cuatro jugadores, asientos 1 y 3 contra 2 y 4, hasta 200
murdero-decks = Mazos barajados juntos
murdero-house-rules = Reglas de la casa (las reglas no las fijan)
murdero-real-estate-before = Las Escenas del crimen de Inmobiliaria valen 4 antes de que el ganador doble
murdero-whole-team = Una pareja ganadora dobla las cartas de ambos
murdero-completer-only = Solo dobla quien completó el caso
murdero-start = Empezar la partida
murdero-game-on = La partida está en marcha: anota cada mano al terminar.
murdero-recorded = Anotado.
murdero-wins-the-game = ¡Victoria de { $side }!
murdero-won-the-game = Partida ganada por { $side }.
murdero-correcting-status = Corrigiendo la mano { $hand }.
murdero-correcting = Corrigiendo la mano { $hand }
murdero-hand = Mano { $hand }
murdero-ledger-hand = Mano { $hand }: { $scores }
murdero-save-correction = Guardar la corrección
murdero-record-hand = Anotar la mano
murdero-with-enter = { $action } (Enter)
murdero-cancel-correction = Cancelar la corrección
murdero-correct-a-hand = Corregir una mano…
murdero-correct-hand = Corregir la mano { $hand }
murdero-count-help = Cuenta las cartas por valor ({ $stages }): cuántas de cada una hay en juego por color, y en mano.
murdero-first-to = Gana quien llegue antes a { $target }.
murdero-hands-so-far = Manos jugadas
murdero-joker = Comodín
murdero-in-hand = En mano
murdero-action-cards = Cartas de Acción en mano
murdero-real-estate = Inmobiliaria en juego
murdero-nobody-doubles = Nadie dobla.
murdero-how-ended = ¿Cómo terminó la mano?
murdero-case-completed = Se completó un caso
murdero-reverse-charges = Cobro revertido
murdero-case-file-ran-out = Se acabó el Expediente
murdero-not-yet = Aún no: { $refusal }
murdero-side-won-hand = { $side }: { $points } (mano ganada)

## The table screen
murdero-table-waiting = Murdero: se están anotando los jugadores.
murdero-table-wins = ¡Victoria de { $side }!
murdero-table-first-to = Primero en llegar a { $target }
murdero-table-won = { $score } (victoria)
