# Around the games: the windows, the toolbar, the banners, the lock, the recap, undo and the
# history, the sealed setup, the table screen's own words, saved-game and settings problems,
# and sound.

## The windows and the toolbar ($shortcut: the keys, e.g. Ctrl+T).

# The app's name, as the title of the home screen, the lock and the table screen.
app-name = Alibi
app-console-title = Alibi — consola
app-table-title = Alibi — mesa
app-open-table-window = Abrir ventana de mesa ({ $shortcut })
app-close-table-window = Cerrar ventana de mesa ({ $shortcut })
app-table-mode = Modo mesa ({ $shortcut })
app-table-mode-back = { $shortcut } vuelve a la consola
app-show-on-phones = Mostrar en móviles
app-recap = Resumen ({ $shortcut })
app-lock = Bloquear ({ $shortcut })
app-dismiss = Cerrar

## Banners.

app-resealing-wait = Un momento: las partidas guardadas se están sellando con el nuevo PIN.
app-recap-needs-game = Un resumen cuenta la historia de una partida de Crimewave o Intent to Kill: abre una primero.
app-lock-needs-pin = Pon un PIN en los ajustes de la pantalla de inicio para bloquear la consola.
# $problem: why the settings could not be saved (settings-…).
app-pin-unchanged = { $problem }. El PIN no ha cambiado.
app-resealing = Sellando las partidas guardadas con el nuevo PIN…
app-reseal-stopped = El sellado de las partidas guardadas se detuvo inesperadamente: puede que algunas sigan selladas con el PIN anterior.
app-pin-saved = { $count ->
    [one] PIN guardado. 1 archivo de partida sellado con él.
    [many] PIN guardado. { $count } archivos de partida sellados con él.
   *[other] PIN guardado. { $count } archivos de partida sellados con él.
}
app-pin-removed = { $count ->
    [one] PIN quitado. 1 archivo de partida escrito sin cifrar: cualquiera que lo abra puede leerlo.
    [many] PIN quitado. { $count } archivos de partida escritos sin cifrar: cualquiera que los abra puede leerlos.
   *[other] PIN quitado. { $count } archivos de partida escritos sin cifrar: cualquiera que los abra puede leerlos.
}
# After app-pin-saved or app-pin-removed ($report), the files that could not be changed follow.
app-reseal-left = { $report } Quedaron como estaban:
# Two sentences one after the other.
app-then = { $first } { $second }
# $path: the file; $game: the name of the game in the file.
app-unknown-game = { $path } es una partida de «{ $game }», que esta versión de Alibi no conoce.
# Why the display can't be kept awake (the system's own words follow in small type).
app-awake-no-session = Alibi no puede mantener la pantalla encendida: este equipo no tiene una sesión de escritorio a la que pedírselo. Si la pantalla se apaga durante una partida, desactiva su suspensión en los ajustes del sistema.
app-awake-refused = Alibi no puede mantener la pantalla encendida: el sistema se ha negado. Si la pantalla se apaga durante una partida, desactiva su suspensión en los ajustes del sistema.
# $why: app-awake-no-session or app-awake-refused.
app-awake-failed-once = { $why } Los ajustes de la pantalla de inicio guardan este motivo; no se repetirá.
# What the system's power settings show while a game is open.
app-awake-reason = Se está arbitrando un juego de mesa

## The lock.

lock-locked = La consola está bloqueada. Escribe el PIN para seguir: también abre las partidas selladas.
lock-pin = PIN
lock-unlock = Desbloquear
lock-wrong = Ese no es el PIN.
lock-wrong-wait = { $seconds ->
    [one] Ese no es el PIN. Espera 1 segundo antes del siguiente intento.
    [many] Ese no es el PIN. Espera { $seconds } segundos antes del siguiente intento.
   *[other] Ese no es el PIN. Espera { $seconds } segundos antes del siguiente intento.
}
lock-next-try = { $seconds ->
    [one] Siguiente intento en 1 segundo.
    [many] Siguiente intento en { $seconds } segundos.
   *[other] Siguiente intento en { $seconds } segundos.
}

## The recap.

recap-story-of = La historia de { $name }
recap-goes-on = La partida continúa: sus secretos se revelan aquí cuando termine.
recap-key-moments = Momentos clave
recap-none-yet = Aún ninguno.
recap-show-secrets = Mostrar los secretos
recap-secrets = Los secretos
recap-back = Volver a la partida
recap-export = Exportar como PNG
recap-saving = Guardando la imagen…
recap-saved-as = Guardado como { $path }
recap-not-saved = No se pudo guardar la imagen: { $problem }
recap-export-stopped = la exportación se detuvo inesperadamente
# $path: the picture's file; $error: the system's reason.
recap-not-written = { $path } ({ $error })
recap-refereed = Arbitrado con Alibi
# Why a picture could not be drawn.
picture-no-renderer = no se pudo crear un renderizador para dibujarla
picture-wrong-size = el renderizador dibujó un número de píxeles incorrecto
picture-not-encoded = no se pudo codificar como PNG ({ $error })
recap-why-alibi-chose = Por qué Alibi eligió lo que eligió:
# A key moment: its mark, its round (recap-before-play or recap-round) and what happened.
recap-moment = { $mark } · { $round }: { $what }
recap-before-play = antes de la ronda 1
recap-round = ronda { $round }
# The timeline's axis.
recap-axis-round = Ronda
recap-axis-start = inicio
# The chart's key: a moment's mark and its kind.
recap-mark-key = { $mark } { $kind }
# The letters that mark the moments on the chart, and their kinds.
recap-mark-hit = A
recap-mark-trial = J
recap-mark-relocation = T
recap-mark-escape = F
recap-mark-murder = C
recap-kind-hit = acierto
recap-kind-trial = juicio
recap-kind-relocation = traslado
recap-kind-escape = fuga
recap-kind-murder = crimen

## Undo, redo and the history ($label: the action, as the game says it).

history-title = Historial
history-undo = Deshacer: { $label } (Ctrl+Z)
history-redo = Rehacer: { $label } (Ctrl+Shift+Z)
history-nothing-to-undo = Nada que deshacer
history-nothing-to-redo = Nada que rehacer
history-undone = Deshecho: { $label }
history-redone = Rehecho: { $label }
history-went-back = { $count ->
    [one] Se retrocedió 1 acción; rehacer la recupera
    [many] Se retrocedieron { $count } acciones; rehacer las recupera
   *[other] Se retrocedieron { $count } acciones; rehacer las recupera
}
# An entry of the history: its number and the action.
history-entry = { $number }. { $label }
history-now = ahora
history-back-to-here = volver aquí
history-back-to-start = Volver al inicio
history-saving = guardando…
history-home = Inicio (guardada)
# $error: why the save failed (file-…).
history-not-saved = { $error } La partida sigue abierta; Alibi vuelve a guardar tras la siguiente acción.

## The sealed setup.

seal-none = Preparación sellada: no se hizo ningún eslabón en esta partida.
seal-holds = Preparación sellada: todos los eslabones coinciden con la partida jugada.
seal-broken = Preparación sellada: LA CADENA NO COINCIDE CON LA PARTIDA (ver abajo).
# $number: the link's place in the chain; $summary: seal-summary.
seal-link = Eslabón { $number }, { $summary }
seal-fingerprint = {"    "}Huella: { $fingerprint }
seal-check-by-hand = {"    "}Comprobar a mano: { $command }
# $at: how many actions were left; $line: seal-corrected.
seal-after-undo = Tras deshacer hasta la acción { $at }: { $line }
# A link in one line ($when: seal-after…; $short: its short fingerprint; $secrets: the
# secrets or seal-no-secrets; $salt; $verdict: seal-matches or seal-mismatch…).
seal-summary = { $when }: { $short } — { $secrets } — sal { $salt } — { $verdict }
seal-after = tras la acción { $after }
seal-after-label = tras la acción { $after } ({ $label })
seal-no-secrets = la partida rejugada no tiene secretos ahí
seal-matches = coincide
seal-mismatch = NO COINCIDE: recalculado { $recomputed }, guardado { $saved }
seal-mismatch-nothing = NO COINCIDE: nada que recalcular
seal-unsealed = SIN SELLAR: los secretos cambiaron tras la acción { $after } y ningún eslabón los sella
# $line: what the table had read (an answer, a murder, or seal-withdrawn-link).
seal-corrected = Corregido: se retiró { $line }
# A link of the chain that an undo took back, as $line of seal-corrected ($short: its
# short fingerprint).
seal-withdrawn-link = la preparación sellada { $short }
# The strip under the table screen ($short, $now, $before: short fingerprints).
seal-strip = Preparación sellada { $short }
seal-strip-resealed = Preparación sellada { $now } · resellada tras la acción { $after } (antes { $before })
seal-strip-more = { $count ->
    [one] 1 corrección en total (todas están en la revelación)
    [many] { $count } correcciones en total (todas están en la revelación)
   *[other] { $count } correcciones en total (todas están en la revelación)
}

## The table screen.

table-waiting = Pantalla de la mesa: esperando una partida en la consola.
table-thinking = Alibi está pensando…

## Saved games that can't be opened or saved ($file: the file; $why: the system's reason).

file-unreadable = No se puede leer { $file }: { $why }.
file-not-a-record = { $file } no es un registro de partida de Alibi.
file-newer = { $file } se guardó con un Alibi más reciente (formato de registro { $version }; este Alibi lee el formato { $known }). Actualiza Alibi para abrirlo; el archivo se deja como está.
file-other-game = { $file } es una partida de { $game }, no de este juego.
# $what: file-damaged-….
file-damaged = { $file } está dañado: { $what }. El archivo se deja como está.
file-sealed = { $file } está sellado con un PIN y solo se abre con él. El archivo se deja como está.
file-other-pin = { $file } está sellado con otro PIN: el PIN en uso no lo abre. El archivo se deja como está.
file-unwritable = No se puede guardar { $file }: { $why }.
# What is damaged ($error: the reader's own words).
file-damaged-json = el JSON se corta o está mal formado ({ $error })
file-damaged-header = su cabecera está incompleta ({ $error })
file-damaged-sealed-part = su parte sellada no se puede leer ({ $error })
file-damaged-no-record = su parte sellada no contiene ningún registro ({ $error })
file-damaged-actions = sus acciones no se pueden leer ({ $error })
# An action of the record the rules refuse ($position: its place; $label: the action; $refusal: why).
file-damaged-refused = las reglas rechazan la acción { $position } («{ $label }»): { $refusal }
file-damaged-unknown-seal = está sellado de un modo que este Alibi no conoce ({ $cipher } con { $kdf })
file-damaged-costs = sus costes de sellado están fuera de rango
file-damaged-costs-unusable = sus costes de sellado no se pueden usar ({ $error })
file-damaged-salt = su sal está rota
file-damaged-check = su comprobación de PIN está rota
file-damaged-nonce = su nonce está roto
file-damaged-base64 = su parte sellada no es base64 válido
file-damaged-key = no se pudo derivar ninguna clave del PIN ({ $error })
file-damaged-changed = su parte sellada no supera la comprobación de integridad (se modificó)

## The settings file ($file: the file; $error: the system's reason).

settings-unreadable = No se puede leer { $file }: { $error }. Se usan los valores predeterminados.
settings-damaged = { $file } está dañado ({ $error }). Se usan los valores predeterminados; el archivo se guardará como { $aside } cuando cambie un ajuste.
settings-ignored = { $count ->
    [one] { $file }: se ignoró el ajuste ilegible { $names }.
    [many] { $file }: se ignoraron los ajustes ilegibles { $names }.
   *[other] { $file }: se ignoraron los ajustes ilegibles { $names }.
}
settings-not-kept-aside = No se puede apartar el archivo dañado { $file }: { $error }
settings-not-saved = No se pueden guardar los ajustes en { $file }: { $error }

## Sound.

sound-no-library = Sin sonido: no se pudo cargar el sistema de sonido { $library } ({ $error }); el temporizador parpadea en ambas ventanas
sound-no-call = Sin sonido: { $library } no tiene { $call }; el temporizador parpadea en su lugar

## The end-of-game reveal's guard on a private console: the PIN, or without one a word.

# The word typed to show the secrets (English "reveal" is always understood too).
lock-reveal-word = revelar
# $word: lock-reveal-word.
lock-reveal-type = Escribe «{ $word }» para mostrar todos los secretos en esta pantalla:
lock-reveal-pin = Escribe el PIN para mostrar todos los secretos en esta pantalla:
lock-reveal-show = Mostrar los secretos
lock-reveal-hide = Ocultar los secretos
lock-reveal-not-the-word = Esa no es la palabra.

## What the rules change on the board on their own, as the table is told to do it.

rules-changes = Lo que las reglas cambian en el tablero
## The history once the game has ended for good (the secrets are on the table): nothing goes back.

history-end-is-final = El final es definitivo: no se puede deshacer nada
history-ended = La partida ha terminado: { $ended }. Deshacer no revierte el final.
# The system's own words follow in small type.
sound-none = Sin sonido: no se puede abrir el sistema de sonido de este equipo, así que el temporizador parpadea en ambas ventanas.
