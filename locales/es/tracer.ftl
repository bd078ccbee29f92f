# The board tracer: a group traces its own Crimewave board from a photo.
tracer-board-tracer = Calcador de tableros
tracer-home = Inicio
tracer-alibi-doesn-t-know-how = Alibi no sabe cómo están conectados los lugares del tablero impreso de Crimewave. Calca el tuyo: abre una foto o un escaneo, coloca encima los lugares numerados, conéctalos y pon nombre a las ciudades amarillas. Los tableros guardados aquí se ofrecen al preparar una partida de Crimewave.
tracer-start-from-the-stand-in = Empezar desde el sustituto
tracer-alibi-s-made-up-california = La California inventada de Alibi (no el tablero impreso), para moverla sobre tu foto.
tracer-no-boards-saved-yet = Aún no hay tableros guardados.
tracer-saved-boards = Tableros guardados
tracer-open-photo = Abrir foto
tracer-import-board-file = Importar archivo de tablero
tracer-path-of-a-photo-png = Ruta de una foto (PNG o JPEG) o de un archivo de tablero; déjala vacía para elegir en un diálogo
tracer-new-name = Nombre nuevo
tracer-keep-name = Mantener nombre
tracer-cancel = Cancelar
tracer-delete-it-and-its-photo = ¿Borrarlo junto con su foto?
tracer-delete = Borrar
tracer-keep = Mantener
tracer-trace = Calcar
tracer-rename = Renombrar
tracer-duplicate = Duplicar
tracer-export = Exportar
tracer-name-the-board = Pon nombre al tablero
tracer-undo = Deshacer
tracer-redo = Rehacer
tracer-save = Guardar
tracer-close = Cerrar
tracer-zoom-in = Acercar
tracer-zoom-out = Alejar
tracer-whole-photo = Foto entera
tracer-wheel-zoom-drag-the-photo = Rueda: zoom · arrastrar la foto: desplazar · arrastrar un lugar: moverlo
tracer-place-and-move = Colocar y mover
tracer-connect = Conectar
tracer-next-number = Siguiente número
tracer-click-a-location-to-change = Haz clic en un lugar para cambiar su número, convertirlo en ciudad o borrarlo.
tracer-number = Número
tracer-renumber = Renumerar
tracer-deselect-esc = Deseleccionar (Esc)
tracer-no-errors-no-warnings-the = Sin errores ni avisos: el tablero cumple todo lo que dice el reglamento.
tracer-the-rulebook-checks-96-locations = Las comprobaciones del reglamento (96 lugares, 11 ciudades, distancias) vienen cuando se corrijan los errores.
tracer-checks = Comprobaciones
tracer-click-the-photo-to-place = Haz clic en la foto para colocar el siguiente lugar.
tracer-no-photo-yet = Aún no hay foto:
tracer-connect-help = Haz clic en un lugar y luego en otro para conectarlos (otra vez para desconectarlos). Sigue haciendo clic a lo largo de una carretera; haz clic fuera de los lugares para empezar de nuevo.
tracer-tools = Herramientas
tracer-photo = Foto { $width } × { $height }; otra:
tracer-photo-unsaved = Foto { $width } × { $height } (sin guardar); otra:
tracer-location = Lugar

## The board checks' findings (the tracer lists them; `alibi check-board` prints them in English).
tracer-finding-no-name = el tablero no tiene «name»
tracer-finding-not-json = esto no es un archivo de tablero: no es JSON válido ({ $error })
tracer-finding-no-object = esto no es un archivo de tablero: no contiene ningún objeto {"{"}…{"}"} con datos de tablero
tracer-finding-other-format = esto no es un archivo de tablero de Alibi: su «format» es { $format }, no «{ $wanted }»
tracer-finding-no-format = esto no es un archivo de tablero de Alibi: no tiene la entrada "format": "{ $wanted }"
tracer-finding-other-version = este archivo de tablero es de la versión { $version }; esta aplicación lee la versión { $wanted }
tracer-finding-no-version = este archivo de tablero no tiene «version» (esta aplicación lee la versión { $wanted })
tracer-finding-bad-stand-in = «stand_in» es { $value }; debe ser true o false
tracer-finding-bad-image = «image» es { $value }; debe ser la ruta de una imagen entre comillas
tracer-finding-no-list = el tablero no tiene la lista «{ $key }»
tracer-finding-unreadable = { $what ->
        [location] el lugar
       *[connection] la conexión
    } n.º { $number } de la lista «{ $key }» ({ $entry }) no se puede leer: { $error }
tracer-finding-no-locations = el tablero no tiene lugares
tracer-finding-too-many = el tablero tiene { $count } lugares; Alibi admite tableros de { $most } como máximo (el tablero impreso tiene { $printed })
tracer-finding-numbered-0 = un lugar tiene el número 0; los lugares se numeran desde 1
tracer-finding-numbered-too-high = el lugar { $loc } tiene un número demasiado alto; los números llegan hasta { $highest }
tracer-finding-location-twice = el lugar { $loc } aparece más de una vez
tracer-finding-outside-picture = el lugar { $loc } está en { $axis } = { $value }, fuera de la imagen (de 0 a 1)
tracer-finding-edge-to-itself = la conexión { $a }–{ $b } une el lugar { $a } consigo mismo
tracer-finding-edge-off-board = la conexión { $a }–{ $b } nombra el lugar { $end }, que no está en el tablero
tracer-finding-edge-repeated = la conexión { $a }–{ $b } aparece más de una vez en la lista
tracer-finding-edge-reversed = la conexión { $a }–{ $b } aparece dos veces en la lista (también como { $b }–{ $a })
tracer-finding-cut-off = el tablero no está conectado: desde el lugar { $from } no hay camino hasta { $locs }
tracer-finding-cut-off-and-more = el tablero no está conectado: desde el lugar { $from } no hay camino hasta { $locs } ni hasta otros { $more }
tracer-finding-location-count = el tablero tiene { $count ->
        [one] { $count } lugar
        [many] { $count } de lugares
       *[other] { $count } lugares
    }; el tablero impreso tiene { $printed }
tracer-finding-numbered-outside = el lugar { $loc } tiene un número fuera de 1–{ $printed }, los números del tablero impreso
tracer-finding-city-count = el tablero tiene { $count ->
        [one] { $count } ciudad amarilla
        [many] { $count } de ciudades amarillas
       *[other] { $count } ciudades amarillas
    }; el tablero impreso tiene { $printed }
tracer-finding-yellow-unnamed = el lugar amarillo { $loc } no tiene nombre de ciudad
tracer-finding-not-a-city = el lugar amarillo { $loc } se llama «{ $name }», que no es ninguna de las { $cities } ciudades del tablero
tracer-finding-named-not-yellow = el lugar { $loc } se llama «{ $name }» pero no es amarillo
tracer-finding-city-twice = { $city } nombra más de un lugar ({ $locs })
tracer-finding-cities-missing = ningún lugar amarillo se llama { $cities }
tracer-finding-neighbours = el lugar { $loc } tiene { $count ->
        [one] { $count } vecino
        [many] { $count } de vecinos
       *[other] { $count } vecinos
    }; en el tablero impreso los lugares tienen de 2 a 6
tracer-finding-red-terror = los lugares 41 y { $to } están a { $apart }; el ejemplo del Terror Rojo en el reglamento los pone a { $expected } casillas
tracer-finding-residences = los lugares { $a } y { $b } están a { $apart }; las guaridas de ejemplo del reglamento (41, 18, 3) están al menos a 3 casillas entre sí
tracer-finding-not-connected-at-all = una distancia infinita (sin conexión)
tracer-finding-spaces = { $count ->
        [one] { $count } casilla
        [many] { $count } de casillas
       *[other] { $count } casillas
    }
tracer-finding-not-north = { $north } (lugar { $north_loc }) no está dibujada al norte de { $south } (lugar { $south_loc }), pero en el mapa está al norte
tracer-finding-not-west = { $west } (lugar { $west_loc }) no está dibujada al oeste de { $east } (lugar { $east_loc }), pero en el mapa está al oeste

## The tracer's news and its side panels.
tracer-not-a-city = No es una ciudad
tracer-yellow-city = Ciudad amarilla: { $name }
tracer-picture-not-opened = No se pudo abrir la imagen ({ $error }).
tracer-our-board = Nuestro tablero de Crimewave
tracer-my-board = Mi tablero
tracer-stand-in-on-blank-page = Los lugares del sustituto están sobre una página en blanco: abre una foto de tu tablero (abajo) y arrastra cada lugar a su sitio.
tracer-renamed = Renombrado.
tracer-copied-to = Copiado como { $file }.
tracer-deleted = Borrado.
tracer-exported-to = Exportado a { $path } (con su foto al lado).
tracer-imported-as = Importado como { $file }.
tracer-opened-with-photo = Abierto, con su foto ({ $width } × { $height } píxeles).
tracer-photo-open = Foto abierta ({ $width } × { $height } píxeles). Haz clic en ella para colocar el lugar { $next }.
tracer-placed = Lugar { $loc } colocado.
tracer-renumbered = El lugar { $old } ahora es el { $new }.
tracer-type-a-number = Escribe un número de lugar (1, 2, 3…).
tracer-deleted-location = Lugar { $loc } borrado junto con sus conexiones.
tracer-undone = Deshecho.
tracer-nothing-to-undo = No hay nada que deshacer.
tracer-redone = Rehecho.
tracer-nothing-to-redo = No hay nada que rehacer.
tracer-unsaved-changes = Este tablero tiene cambios sin guardar: guárdalo, o pulsa Cerrar otra vez para descartarlos.
tracer-saved-playable = Guardado como { $file }. Se ofrece al preparar una partida de Crimewave.
tracer-saved-with-errors = Guardado como { $file }. No se puede jugar en él hasta corregir { $count ->
        [one] su error
        [many] sus errores
       *[other] sus errores
    }.
tracer-nothing-chosen = No se eligió nada. Si no apareció ningún diálogo, escribe la ruta del archivo en el campo.
tracer-opening = Abriendo { $file }: { $stage }
tracer-stage-starting = Empezando…
tracer-stage-reading = Leyendo el archivo…
tracer-stage-decoding = Decodificando una imagen de { $width } × { $height } ({ $megapixels } megapíxeles)…
tracer-stage-shrinking = Reduciéndola al tamaño de la pantalla…
tracer-ready-to-play-on = Listo para jugar · { $summary }
tracer-unfinished = Sin terminar: { $why }
tracer-location-numbered = Lugar { $loc }
tracer-not-connected-yet = Aún sin conectar.
tracer-connected-to = Conectado con { $locs }.
tracer-delete-location = Borrar el lugar { $loc } (Supr)
tracer-errors-found = { $count ->
        [one] { $count } error
        [many] { $count } de errores
       *[other] { $count } errores
    } — sin corregir, no se puede jugar
tracer-warnings-found = { $count ->
        [one] { $count } aviso
        [many] { $count } de avisos
       *[other] { $count } avisos
    } — permitido, aunque el tablero impreso no tendría algo así
tracer-error = Error: { $finding }
tracer-warning = Aviso: { $finding }
tracer-click-to-show = { $line } (haz clic para verlo)
tracer-summary = { $locations ->
        [one] { $locations } lugar
        [many] { $locations } de lugares
       *[other] { $locations } lugares
    } · { $connections ->
        [one] { $connections } conexión
        [many] { $connections } de conexiones
       *[other] { $connections } conexiones
    } · { $cities ->
        [one] { $cities } ciudad
        [many] { $cities } de ciudades
       *[other] { $cities } ciudades
    }
tracer-connected = { $a } y { $b } conectados.
tracer-disconnected = { $a } y { $b } desconectados.
tracer-numbered-from-1 = Los lugares se numeran del 1 al { $highest }.
tracer-number-taken = El lugar { $loc } ya está en el tablero: elige otro número.
tracer-dialog-open-photo = Abre una foto o un escaneo de tu tablero de Crimewave
tracer-dialog-photos = Fotos (PNG, JPEG)
tracer-dialog-import = Importar un archivo de tablero
tracer-dialog-export = Exportar el tablero (su foto se escribe al lado)
tracer-dialog-board-files = Archivos de tablero
tracer-findings-joined = { $first }; { $next }

## Los archivos de tablero y sus imágenes; `{ $error }` es el texto del sistema.
tracer-file-missing = No hay ningún archivo en { $path }.
tracer-file-no-board = No hay ningún archivo de tablero en { $path }.
tracer-file-unreadable = No se pudo leer { $path } ({ $error }).
tracer-file-not-a-picture = { $path } no es una imagen PNG ni JPEG. Abre una foto o un escaneo del tablero.
tracer-file-damaged-picture = { $path } parece una imagen, pero no se pudo decodificar ({ $error }). Puede que el archivo esté dañado.
tracer-file-picture-not-a-file-name = La imagen del tablero «{ $image }» no es un nombre de archivo.
tracer-file-wrong-extension = Un tablero se guarda en un archivo que termina en .{ $extension }, no en { $path }.
tracer-file-not-a-board = { $path } no es un archivo de tablero: Alibi no lo sobrescribirá.
tracer-file-picture-not-saved = No se pudo guardar la imagen en { $path } ({ $error }).
tracer-file-picture-unreadable = No se pudo leer la imagen del tablero { $path } ({ $error }).
tracer-file-picture-not-copied = No se pudo copiar la imagen a { $path } ({ $error }).
tracer-file-board-not-saved = No se pudo guardar el tablero en { $path } ({ $error }).
tracer-file-pixels-mismatch = Los píxeles de la imagen no coinciden con su tamaño.
tracer-file-picture-not-encoded = No se pudo codificar la imagen ({ $error }).
tracer-file-needs-name = Un tablero necesita un nombre.
tracer-file-copy-name = { $name } (copia)
tracer-file-not-deleted = No se pudo borrar { $path } ({ $error }).
