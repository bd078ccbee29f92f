# Intent to Kill's console: setting up, the rounds, the side panes, the end and its audit,
# and Alibi playing a side. The game's terms are in intent-terms.ftl; the rules' sentences
# in intent.ftl.

## Words several screens share.

# `$side`: murderer or detective.
intent-side-title = { $side ->
        [murderer] el Asesino
       *[detective] el Detective
    }
# `$level`: easy, standard or hard.
intent-level = { $level ->
        [easy] fácil
        [standard] normal
       *[hard] difícil
    }
intent-level-line = { $level ->
        [easy] como un principiante, a menudo la jugada del nivel «normal», si no, cualquier jugada legal
        [standard] la mejor jugada según la deducción exacta, mirando una jugada por delante
       *[hard] mira más adelante, sobre todas las hipótesis que permiten los hechos
    }
intent-console-not-allowed = No permitido: { $why }
intent-console-placeholder-civilian = civil
intent-console-placeholder-motive = móvil
intent-console-placeholder-group = grupo
intent-console-placeholder-block = manzana
intent-console-placeholder-card = carta
# `$answer`: the answer's word (Yes or No).
intent-console-truth = { $question } Respuesta sincera: { $answer }.
intent-console-answer-truth = Responder { $answer } (la verdad) (T)
intent-console-answer-lie = Mentir: responder { $answer } (L)
intent-console-must-tell-truth = { $civilian } debe decir la verdad.

## Setting up.

intent-setup-title = Nueva partida de Intent to Kill
intent-setup-seat-person = una persona
intent-setup-seat-alibi = Alibi, { $level }
intent-setup-who-plays = ¿Quién juega?
intent-setup-the-murderer = El Asesino
intent-setup-the-detective = El Detective
intent-setup-strength = {" "}Jugando contra sí mismo, gana el { $rate } % de las partidas contra { $other } en nivel difícil.
intent-setup-alibi-plays = Alibi juega como { $side } en nivel { $level }: { $line }.{ $strength } Jugando en solitario: Alibi guarda los secretos de su bando, anuncia sus jugadas para que las hagas en el tablero, y deshacer vuelve a tu última jugada.
intent-setup-intuition-declined = Alibi solo juega un bando en modo Lógica: no se conocen todas las cartas de Intuición, así que un programa no puede jugarlas con honestidad. Elige Lógica para jugar contra Alibi.
intent-setup-layout = Disposición
intent-setup-logic = Lógica (6 móviles)
intent-setup-intuition = Intuición (8 móviles, cartas)
intent-setup-motives = Móviles en juego ({ $count } de { $wanted })
intent-setup-recommended = Recomendados para { $layout }
intent-setup-motive-count = Elige exactamente { $wanted } móviles ({ $picked } { $picked ->
        [one] elegido
        [many] elegidos
       *[other] elegidos
    }).
intent-setup-alibi-deals = Reparte Alibi
intent-setup-we-drew = Ya tenemos las cartas
intent-setup-alibi-deals-alone = Reparte Alibi: elige los 20 civiles y sus manzanas para colocarlos, y saca en secreto al Asesino, la Persona de interés, el móvil y tres fichas de grupo social; su bolsa saca todas las fichas en la fase de la ciudad.
intent-setup-alibi-deals-table = Reparte Alibi: elige los 20 civiles y sus manzanas para que el Detective los coloque, y saca en secreto al Asesino, la Persona de interés, el móvil y tres fichas de grupo social.
intent-setup-dealt-alibi-murderer = Repartido. Coloca las cartas de abajo; Alibi deja boca abajo las cartas del Asesino. Aparta las fichas de grupo social: las saca la bolsa de Alibi.
intent-setup-dealt-alibi = Repartido. Coloca las cartas de abajo y luego mira tus cartas secretas. Aparta las fichas de grupo social: las saca la bolsa de Alibi.
intent-setup-dealt = Repartido. Detective: coloca las cartas de abajo. Asesino: mira tus cartas secretas cuando el Detective no mire.
intent-setup-type-civilians = Escribe los civiles que el Detective colocó en cada manzana (los nombres impresos en las cartas, separados por comas).
intent-setup-block-count = { $block } ({ $found } de { $wanted })
intent-setup-block-unknown = { $block } (desconocidos: { $names })
intent-setup-names-example = p. ej. Loca de los gatos, Repartidor de periódicos
intent-setup-murderer = Asesino
intent-setup-poi = Persona de interés
intent-setup-motive = Móvil
intent-setup-record = Anotar las cartas
intent-setup-back = Volver: que reparta Alibi
intent-setup-choose-secrets = Elige al Asesino, la Persona de interés y el móvil.
intent-setup-recorded = Anotado. Elige los Cómplices con los que te quedaste.
intent-setup-lay-out = Detective: saca estas 20 cartas de civil de la caja y colócalas
intent-setup-layout-buildings = { $layout } · edificios: { $buildings }
intent-setup-block-line = { $block }: { $civilians }
intent-setup-marker-after-secret = Detective: pon tu marcador en cualquier manzana y empieza (cuando el Asesino haya visto las cartas secretas).
intent-setup-marker = Detective: pon tu marcador en cualquier manzana y empieza.
intent-setup-detective-first = Detective: elige primero la manzana de tu marcador.
intent-setup-choose-block = elige una manzana
intent-setup-start = Empezar la partida
intent-setup-sealed = Alibi deja boca abajo las cartas del Asesino: su civil, la Persona de interés, el móvil y los Cómplices quedan sellados, y la pantalla de la mesa muestra su huella desde la primera ronda (alibi verify la comprueba tras la partida).
intent-setup-alibi-detective-start = Alibi, el Detective, pone su marcador en una manzana cuando empieces.
intent-setup-secret-hidden = Solo el Asesino: tus cartas secretas están boca abajo.
intent-setup-show-secret = Mostrar las cartas secretas del Asesino
intent-setup-secret-seen = Las cartas secretas están boca abajo. El Asesino puede volver a mirarlas durante la partida (la pestaña «Secretos»).
intent-setup-you-are = Eres { $card }
intent-setup-your-poi = Tu Persona de interés: { $card }
intent-setup-your-motive = Tu móvil: { $motive }
intent-setup-choose-supporters = Elige tus Cómplices entre las tres fichas de grupo social sacadas (sus civiles pueden mentir por ti al ser interrogados):
intent-setup-your-supporters = Tus Cómplices: la ficha de grupo social que te quedaste:
intent-setup-chosen-group = ✓ { $group }
intent-setup-got-it = Entendido: girar las cartas boca abajo
intent-setup-supporters-chosen = Cómplices: { $group }. Pulsa «Entendido» para girar las cartas boca abajo.

## The rounds.

intent-play-victims = Víctimas { $count } de { $limit }
intent-play-murdered = { $victim } es la víctima { $number }. Empieza la fase del Detective.
intent-play-bombed = La Bomba casera mata a { $bodies }; { $victim } es la víctima (secreto).
intent-play-refused = No hay asesinato esta ronda. Una segunda renuncia pierde la partida.
intent-play-refused-twice = El Asesino renunció por segunda vez y pierde.
intent-play-surveilled = Vigilancia sobre { $civilian }: { $answer }. Ya está en la mesa.
intent-play-answered = { $civilian } respondió { $answer }. Ya está en la mesa.
intent-play-comforted = { $civilian } recibe consuelo.
intent-play-agent-chosen = { $civilian } es el agente infiltrado.
intent-play-pick-first = Elige primero un civil y luego la manzana.
# An action as the history says it, ended as a sentence.
intent-play-done = { $action }.
intent-play-intimidating = Intimidando a { $civilians }: elige { $count } más.
intent-play-intimidated = Intimidación: { $civilians }. Ahora, el asesinato.
intent-play-initial-response = Primera respuesta
intent-play-accusation = La acusación
intent-play-pick-detective = Elige un civil para Vigilancia, interrogatorio o consuelo; haz clic en una manzana marcada con → (o pulsa una flecha) para mover al Detective.
intent-play-pick-city = Elige un civil y luego la manzana marcada con → (o una flecha) a la que se mueve; Esc cancela la elección.
intent-play-pick = Elige un civil en la ciudad.
intent-play-intimidate = Intimidar a { $civilian } (I)
intent-play-intimidate-owed = Intimida a { $count } { $count ->
        [one] civil
        [many] civiles
       *[other] civiles
    } fuera de la manzana del Detective: elige uno y luego Intimidar.
intent-play-refuse = Renunciar a asesinar (una segunda renuncia pierde)
intent-play-refuse-again = Renunciar otra vez: PIERDES la partida
intent-play-benefactor = D.O.A.: haz clic en la manzana donde va la escena del crimen del Benefactor.
intent-play-may-murder = ✓ Se puede asesinar a { $civilian }.
intent-play-murder = Asesinar a { $civilian } (M)
intent-play-not-legal = ✗ No es una víctima válida: { $breach }.
intent-play-legal-count = Las víctimas válidas están marcadas con ✓ en la ciudad ({ $count } ahora).
intent-play-bomb-also = Bomba casera: matar también a:
intent-play-bomb = Hacer estallar la Bomba casera
intent-play-clear-scene = Elige a { $civilians } en la escena del crimen y luego una manzana marcada con → (o pulsa una flecha).
# The civilians left on a crime scene, one by one ("Nurse, the Judge").
intent-play-and-the = { $first }, { $rest }
intent-play-end-investigation = Terminar la investigación → fase de la ciudad (E)
intent-play-surveil = Vigilancia sobre { $civilian } (S)
intent-play-comfort = Consolar a { $civilian } (C)
intent-play-agent = Secreto del Detective: el agente del FBI (Asesino, no mires)
intent-play-question = Pregunta: «¿El Asesino es…?»
intent-play-your-token = Tu ficha: { $group }. Elige un civil de ese grupo y luego la manzana marcada con → a la que se mueve (cada uno una vez); después, «He terminado mis movimientos».
intent-play-token-group = { $group }
intent-play-token-unknown = el grupo sacado
intent-play-last-round = Esa era la última ronda: el Detective nombra al Asesino y el móvil.
intent-play-next-round = Empezar la ronda { $round } (N)
intent-play-accuse-early = O, si ambos jugadores están de acuerdo, el Detective acusa ya:

## Picking by typing.

intent-pick-placeholder-civilian = / y un nombre
intent-pick-placeholder-question = Q y una característica: alto, mayor…
intent-pick-placeholder-motive = V y un móvil
intent-pick-none-civilian = Nadie en la ciudad se llama «{ $typed }».
intent-pick-none-question = Ninguna pregunta trata de «{ $typed }».
intent-pick-none-motive = Ningún móvil en juego se llama «{ $typed }».
intent-pick-picks = elige a { $civilian }
intent-pick-asks = pregunta: { $question }
intent-pick-names = nombra el móvil { $motive }
# `$stop`: yes when the sentence needs its full stop (a question already has its mark).
intent-pick-enter = Enter { $taken }{ $stop ->
        [yes] .
       *[no] {""}
    }
intent-pick-enter-also = Enter { $taken } (↑↓ también { $others }{ $more ->
        [yes] , …
       *[no] {""}
    }).

## The side panes.

intent-pane-answers = Respuestas
intent-pane-exposure = Exposición
intent-pane-secrets = Secretos
intent-pane-cards = Cartas
intent-pane-history = Historial
intent-side-no-victims = Aún no hay víctimas.
intent-side-victims = Víctimas:
intent-side-could-believe = Lo que el Detective aún podría creer
intent-side-suspects-left = Sospechosos restantes: { $count } — { $names }
intent-side-motives-left = Móviles restantes: { $count } — { $names }
intent-side-you-are = Eres { $card }
intent-side-motive = Móvil: { $motive }
intent-side-poi = Persona de interés: { $civilian }
intent-side-supporters = Cómplices: { $group }
intent-side-hide = Ocultar mis secretos

## The end and the audit.

intent-end-choose = Elige el civil y el móvil que nombra el Detective.
intent-end-accused = El Detective acusó a { $civilian }, con el móvil { $motive }: { $result }.
intent-end-record-accusation = Anotar la acusación (A)
intent-end-detective-wins = Gana el Detective: ha nombrado al Asesino y el móvil.
intent-end-murderer-wins = Gana el Asesino: la acusación falló.
intent-end-murderer-loses = El Asesino renunció a asesinar dos veces y pierde.
intent-end-over = La partida ha terminado.
intent-audit-murderer = Asesino: { $card }
intent-audit-victim = Víctima { $number }: { $victim } en { $block } — { $verdict }
intent-audit-legal = válida
intent-audit-illegal = NO VÁLIDA: { $breach }
intent-audit-no-secrets = los secretos nunca se fijaron
# `$answer`: yes or no; `$honest`: yes or no.
intent-audit-surveillance = Ronda { $round }: Vigilancia sobre { $civilian } — { $answer ->
        [yes] sí
       *[no] no
    } ({ $honest ->
        [yes] sincera
       *[no] NO SINCERA
    })
# `$note`: true, allowed (a lie the rules allow) or forbidden.
intent-audit-answer = Ronda { $round }: { $civilian } — { $question } { $answer ->
        [yes] sí
       *[no] no
    } ({ $note ->
        [true] verdad
        [allowed] mentira permitida
       *[forbidden] mentira NO PERMITIDA
    })
intent-audit-why = Por qué Alibi eligió lo que eligió:
intent-audit-clean = Auditoría: todo se ajustó a las reglas.
intent-audit-broken = Auditoría: algo incumplió las reglas (marcado en mayúsculas).

## Alibi playing a side.

intent-alibi-seats = Alibi ({ $level }) juega como { $side } · tú juegas como { $person }
intent-alibi-refused-ask = Alibi responde por los civiles: pregunta con «Preguntar»
intent-alibi-refused-detective-asks = solo el Detective (Alibi) hace preguntas
intent-alibi-refused-secret = Alibi guarda las cartas secretas del Asesino
intent-alibi-refused-own = Alibi juega como { $side }: ese movimiento es suyo
intent-alibi-setup-refused = Se rechazó la preparación de Alibi: { $refusal }
intent-alibi-move-refused = Se rechazó el movimiento de Alibi: { $refusal }
intent-alibi-stopped = Alibi dejó de pensar inesperadamente; prueba a deshacer.
intent-alibi-undo = { $label }, y los movimientos de Alibi que siguen
# `$phase`: murderer, detective or city.
intent-alibi-turn = { $phase ->
        [murderer] La fase del Asesino
        [detective] La fase del Detective
       *[city] Esta parte de la fase de la ciudad
    } la juega Alibi: haz en el tablero lo que anuncie y pulsa Hecho.
intent-alibi-answers = Responde { $civilian }. Respuesta sincera: { $answer }.
intent-alibi-done-moving = He terminado mis movimientos: turno del Detective (D)

## The recap's story.

intent-recap-victims = Víctimas
intent-recap-suspects = Sospechosos restantes
intent-recap-motives = Móviles restantes
intent-recap-detective-wins = Victoria del Detective: la acusación fue correcta.
intent-recap-murderer-wins = Victoria del Asesino: la acusación falló.
intent-recap-murderer-loses = El Asesino perdió por renunciar a asesinar dos veces.
intent-recap-bomb = Una Bomba casera: { $bodies } { $bodies ->
        [one] cadáver
        [many] cadáveres
       *[other] cadáveres
    }
intent-recap-accused = { $told }: { $result }
intent-recap-murderer = El Asesino era { $murderer }, con el móvil { $motive }.
intent-recap-no-motive = sin móvil
intent-recap-poi = La Persona de interés era { $poi }.
intent-recap-supporters = Los Cómplices eran { $group }.

# Against Alibi's Murderer, which agrees to an early accusation (a person's game asks both players).
intent-play-accuse-early-alibi = O el Detective acusa ahora, antes del último asesinato (Alibi está de acuerdo):
## The investigation on the console: the Surveillance token, the Fire Station, the house rule.

intent-play-watch = Solo poner la ficha de Vigilancia sobre { $civilian } (W)
intent-play-use-token = Usar la ficha de Vigilancia sobre { $civilian }: gratis (S)
intent-play-watched = La ficha de Vigilancia está ahora sobre { $civilian } (Comisaría).
intent-play-token-where = La ficha de Vigilancia está sobre { $civilian }.
intent-play-fire-station = Parque de bomberos: sacar una ficha de grupo social
intent-play-fire-station-pick = Parque de bomberos: la ficha que salió
intent-play-fire-station-group = Grupo social
intent-play-fire-drawn = Parque de bomberos: la ficha de { $group }. Elige un civil del grupo y luego una manzana vecina (cada uno se mueve una vez).
intent-play-stack-empty = La pila de fichas de grupo social está vacía: no hay nada que sacar.
intent-setup-table-counts = La mesa lleva la cuenta de la investigación (regla de la casa)
intent-setup-table-counts-why = Sin marcar, Alibi arbitra al Detective: dos puntos de movimiento, dos acciones distintas donde los edificios lo permiten, la ficha de Vigilancia puesta por una Comisaría. Marcada, la mesa lo cuenta ella misma.
