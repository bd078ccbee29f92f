# Keystone Crimewave: the caper's bookkeeping (rules, console and table screen).

## Game terms
keystone-intent-focus = Foco
keystone-intent-assist = Ayuda
keystone-intent-prepare = Preparación
keystone-hassle-eliminated = Lío eliminado
keystone-hassle-none = Sin lío
keystone-hassle-continues = El lío sigue
keystone-hassle-continues-new = El lío sigue, empieza otro lío
keystone-hassle-gets-hassled = Se mete en un lío
keystone-table-row = { $goal ->
    [achieved] Objetivo logrado
   *[missed] Objetivo fallido
}, { $hassle }{ $caper ->
    [0] {""}
   *[other] , +{ $caper } Golpe
}{ $enforcement ->
    [0] {""}
   *[other] , +{ $enforcement } Policía
}
keystone-ending-clean-getaway = Huida limpia (final de la regla de la casa)
keystone-ending-caught = Golpe logrado, pero atrapan a los maleantes o pierden el botín (final de la regla de la casa)
keystone-ending-busted = Detenidos: la ley llegó antes (final de la regla de la casa)

## What the rules refuse
keystone-refusal-die = Un dado muestra del 1 al 6, no { $face }.
keystone-refusal-complexity = La complejidad debe ser múltiplo de los { $crooks } maleantes: { $steps }, …
keystone-warning-long = una complejidad de { $complexity } probablemente hará el golpe insoportablemente largo
keystone-refusal-set-up-twice = Los maleantes ya están preparados.
keystone-refusal-players = Keystone Crimewave necesita 3 jugadores o más.
keystone-refusal-trigger-tokens = Un detonante con resultado de lío da 2 o 4 fichas de Lío.
keystone-refusal-unnamed = Cada maleante necesita un nombre.
keystone-refusal-same-name = Hay dos maleantes llamados { $name }.
keystone-refusal-caper-once = El golpe solo se elige una vez, tras la preparación.
keystone-refusal-roll-off-winner = El ganador de la tirada inicial debe ser uno de los jugadores.
keystone-refusal-caper-first = Elige el golpe y su complejidad antes de planear fases.
keystone-refusal-task-crook = La tarea debe ser para uno de los maleantes.
keystone-refusal-share = { $crook } ya tiene { $share } { $share ->
    [one] tarea
    [many] tareas
   *[other] tareas
}: las fases se reparten a partes iguales entre los maleantes.
keystone-refusal-no-rolls = Se tira después de hacer el Plan Maestro, hasta que termina el golpe.
keystone-refusal-no-such-crook = No existe ese maleante.
keystone-refusal-rolled = { $crook } ya ha jugado su turno esta ronda.
keystone-refusal-not-focus = { $crook } no está en la tarea Foco de esta ronda: elige Ayuda o Preparación.
keystone-refusal-is-focus = { $crook } es el maleante Foco y debe abordar la tarea Foco.
keystone-refusal-no-trait = { $crook } no tiene ese Rasgo.
keystone-refusal-locked = { $trait_name } está bloqueado hasta que se desactive su detonante de Lío.
keystone-refusal-trigger-inactive = Solo puede saltar un detonante de Lío activo.
keystone-refusal-tokens = Coloca exactamente { $traits } { $traits ->
    [one] ficha
    [many] fichas
   *[other] fichas
} de Rasgo en los dados blancos y { $hassles } { $hassles ->
    [one] ficha
    [many] fichas
   *[other] fichas
} de Lío en los negros.

## What a roll did
keystone-effect-hassle-next-turn = +{ $tokens } { $tokens ->
    [one] ficha
    [many] fichas
   *[other] fichas
} de Lío para el próximo turno de { $crook }
keystone-effect-hassle-next-focus = +1 ficha de Lío para el próximo turno Foco de { $crook }
keystone-effect-trait-next-focus = +1 ficha de Rasgo para el próximo turno Foco de { $crook }
keystone-effect-trait-handed = +1 ficha de Rasgo entregada a { $crook } para esta ronda
keystone-effect-assist-lost = Se pierde la ficha de Rasgo de la Ayuda: el turno Foco ha terminado
keystone-effect-phase-done = Fase completada: { $task }

## House rules
keystone-house-ends = Regla de la casa: el golpe termina al completar la última fase, o cuando los puntos de Policía alcanzan el objetivo.
keystone-house-endings = Regla de la casa: plan completo con más puntos de Golpe que de Policía es huida limpia; si no, atrapados; objetivo de Policía alcanzado antes, detenidos.
keystone-house-both = Regla de la casa: si ambas cosas ocurren en una tirada, { $first ->
    [plan] cuenta antes el plan
   *[law] cuenta antes la ley
}.
keystone-house-trigger = Regla de la casa: un detonante más un resultado de lío en la tabla da { $tokens } { $tokens ->
    [one] ficha
    [many] fichas
   *[other] fichas
} de Lío; cualquier lío en una tirada Foco da 2.
keystone-house-assist = Regla de la casa: las tiradas de Ayuda y Preparación dan 1 ficha, para el próximo turno Foco, y esas fichas de Rasgo se gastan al usarse.

## The history and the resume list
keystone-did-setup = Maleantes: { $crooks }
keystone-did-caper = Golpe: { $caper }, complejidad { $complexity }; { $starter } planea primero
keystone-did-phase = Fase { $phase }: { $task } ({ $crook })
keystone-did-roll = Ronda { $round }: { $crook } ({ $intent }) — { $row }
keystone-progress-not-set-up = Sin preparar
keystone-progress-planning = Planeando la fase { $phase } de { $phases }
keystone-progress = Ronda { $round } · { $done }/{ $phases } fases · PG { $cp } · PP { $ep }/{ $target }
keystone-progress-over = { $ending } · PG { $cp } · PP { $ep }

## Shared by the console and the table
keystone-rolled = { $crook } tiró ({ $intent })
keystone-no-roll-yet = Aún no hay tiradas.
keystone-caper-points = Puntos de Golpe
keystone-enforcement-points = Puntos de Policía
keystone-master-plan = Plan Maestro
keystone-phase-line = { $mark ->
    [done] HECHA{" "}
    [focus] FOCO{" "}
   *[open] {""}
}{ $phase }. { $task } ({ $crook })
keystone-table-waiting = Keystone Crimewave: se están anotando los maleantes.
keystone-headline-planning = Plan Maestro: { $caper } · fase { $phase } — Planificador { $planner }, Comentarista { $commenter }
keystone-headline-choosing = Eligiendo el golpe
keystone-headline-focus = Ronda { $round } · Foco: fase { $phase } «{ $task }» ({ $crook }){ $achieved ->
    [yes] {" "}— lograda
   *[no] {""}
}
keystone-headline-round = Ronda { $round }
keystone-board-hassled = { $crook } — EN UN LÍO
keystone-board-trait = { $trait_name } (+{ $bonus }), detonante: { $trigger }
keystone-board-trait-locked = { $trait_name } (+{ $bonus }) — BLOQUEADO, detonante activo: { $trigger }
keystone-tokens-hassle-next-turn = { $count } de Lío el próximo turno
keystone-tokens-hassle-next-focus = { $count } de Lío el próximo Foco
keystone-tokens-trait-next-focus = { $count } de Rasgo el próximo Foco
keystone-tokens-trait-from-assist = { $count } de Rasgo por Ayuda esta ronda
keystone-board-tokens = Fichas: { $tokens }
keystone-kept-white-higher = blanco mayor: se queda el blanco
keystone-kept-black-higher = negro mayor: se queda el negro
keystone-kept-tie = empate: se queda el negro
keystone-pair = Par { $rank }
keystone-die-white = Blanco
keystone-die-black = Negro
keystone-die-rolled = sacó { $rolled } +{ $tokens }
keystone-die-kept = SE QUEDA

## The console: a roll
keystone-odds-working = Calculando las probabilidades…
keystone-odds-too-many = Las probabilidades se muestran hasta con 6 fichas.
keystone-odds = Probabilidades con la colocación sugerida: Objetivo logrado { $achieved } % (3 blancos { $three } %, 2 blancos { $two } %, 1 blanco { $one } %), Objetivo fallido { $missed } %.
keystone-points = Puntos de Golpe { $cp } · Puntos de Policía { $ep } de { $target }
keystone-last-roll = Última tirada: { $crook } ({ $intent }) — { $row }
keystone-crooks = Maleantes
keystone-master-plan-of = Plan Maestro: { $caper }
keystone-no-crook = No queda maleante por tirar.
keystone-is-focus-crook = { $crook } es el maleante Foco: esta tirada aborda la tarea Foco.
keystone-assist = Ayuda (una ficha de Rasgo para el maleante Foco)
keystone-prepare = Preparación (fichas para tu próximo Foco)
keystone-trait = { $trait_name } (+{ $bonus } { $bonus ->
    [one] ficha
    [many] fichas
   *[other] fichas
} de Rasgo)
keystone-trait-locked = { $trait_name } (+{ $bonus } { $bonus ->
    [one] ficha
    [many] fichas
   *[other] fichas
} de Rasgo) — bloqueado: su detonante está activo
keystone-trigger-shows = Los dados, sin fichas, muestran el detonante de { $trait_name }: { $trigger }
keystone-white-dice = Dados blancos
keystone-black-dice = Dados negros
keystone-dice-example = p. ej. { $dice }
keystone-roll-dice = Tirar los dados
keystone-who-rolls = ¿Quién tira?
keystone-record-roll = Anotar la tirada
keystone-due = En esta tirada toca: { $traits } { $traits ->
    [one] ficha
    [many] fichas
   *[other] fichas
} de Rasgo en los dados blancos, { $hassles } { $hassles ->
    [one] ficha
    [many] fichas
   *[other] fichas
} de Lío en los negros.
keystone-on-face = en el { $face }
keystone-placed-suggested = Fichas colocadas como sugiere el resolutor (las de Rasgo para quedarse con más dados blancos, las de Lío para quedarse con menos):
keystone-placed-by-hand = Fichas colocadas a mano:
keystone-trait-tokens = Fichas de Rasgo (dados blancos)
keystone-hassle-tokens = Fichas de Lío (dados negros)
keystone-suggested-placement = Colocación sugerida
keystone-row-trigger-fired = { $row }; saltó un detonante: en un lío
keystone-type-dice = Escribe tres dados blancos y tres negros, del 1 al 6 cada uno (p. ej. 632), o tíralos aquí.

## The console: what was just done
keystone-next-caper = Ya están los maleantes: elige el golpe y quién planea primero.
keystone-next-phase-1 = Golpe elegido: el Planificador escribe la fase 1.
keystone-next-phase = Anotado: a por la siguiente fase.
keystone-next-round-1 = El Plan Maestro está hecho: empieza la ronda 1.
keystone-recorded = Anotado.
keystone-with-note = { $next } Nota: aviso: { $note }.
keystone-roll-ended = { $row }; { $ending }

## The console: setting up and planning
keystone-new-caper = Nuevo golpe de Keystone Crimewave
keystone-setup-help = Tres maleantes o más, en orden de asiento, cada uno con los Rasgos de su hoja. Un Rasgo sin nombre se ignora.
keystone-crook-placeholder = Maleante { $seat } (orden de asiento)
keystone-trait-placeholder = Rasgo (p. ej. Pico de oro)
keystone-bonus = bono
keystone-trigger-placeholder = Detonante de Lío (p. ej. cualquier 1 negro)
keystone-add-trait = Añadir un Rasgo
keystone-remove-trait = Quitar un Rasgo
keystone-add-crook = Añadir un maleante
keystone-remove-crook = Quitar el último maleante
keystone-house-rules = Reglas de la casa (el primer borrador no las fija)
keystone-trigger-gives = Un detonante más un resultado de lío en la tabla da
keystone-hassle-token-count = { $count } { $count ->
    [one] ficha
    [many] fichas
   *[other] fichas
} de Lío
keystone-both-on-one-roll = Plan completo y objetivo de Policía alcanzado en una tirada:
keystone-plan-first = cuenta antes el plan
keystone-law-first = cuenta antes la ley
keystone-start = Empezar el golpe
keystone-the-caper = El golpe
keystone-caper-placeholder = ¿Qué tipo de golpe? (p. ej. atraco a un banco)
keystone-complexity = Complejidad (fases; múltiplo de los { $crooks } maleantes; más de 20 es largo)
keystone-choose = elegir
keystone-who-won-roll-off = ¿Quién ganó la tirada inicial? Planea la fase 1.
keystone-roll-off = Hacer aquí la tirada inicial
keystone-roll-again = Tirar de nuevo para { $crooks }
keystone-roll-off-winner = Tirada inicial: { $rolls }. { $crook } planea la fase 1.
keystone-roll-off-tie = Tirada inicial: { $rolls }. { $crooks } empatan y vuelven a tirar.
keystone-choose-caper = Elegir el golpe
keystone-planned-phase = { $phase }. { $task } — { $crook } (elemento: { $element })
keystone-planning-title = Plan Maestro: { $caper } — fase { $phase } de { $phases }
keystone-planning-roles = Planificador: { $planner }. Comentarista: { $commenter }. Cada maleante recibe { $tasks } { $tasks ->
    [one] tarea
    [many] tareas
   *[other] tareas
}. Objetivo de Policía: { $target }.
keystone-task-placeholder = La tarea crítica (Planificador)
keystone-whose-task = ¿De quién es la tarea?
keystone-element-placeholder = Un elemento: un objeto, un detalle, un PNJ, un hecho pasado (Comentarista)
keystone-add-phase = Añadir la fase { $phase }
keystone-planned-so-far = Planeado hasta ahora
