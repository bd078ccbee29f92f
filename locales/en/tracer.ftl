# The board tracer: a group traces its own Crimewave board from a photo.
tracer-board-tracer = Board tracer
tracer-home = Home
tracer-alibi-doesn-t-know-how = Alibi doesn't know how the printed Crimewave board is connected. Trace yours: open a photo or scan of it, place the numbered locations on it, connect them and name the yellow cities. Boards saved here are offered when setting up a Crimewave game.
tracer-start-from-the-stand-in = Start from the stand-in
tracer-alibi-s-made-up-california = Alibi's made-up California (not the printed board), to move onto your photo.
tracer-no-boards-saved-yet = No boards saved yet.
tracer-saved-boards = Saved boards
tracer-open-photo = Open photo
tracer-import-board-file = Import board file
tracer-path-of-a-photo-png = Path of a photo (PNG or JPEG) or board file; leave empty to pick in a dialog
tracer-new-name = New name
tracer-keep-name = Keep name
tracer-cancel = Cancel
tracer-delete-it-and-its-photo = Delete it and its photo?
tracer-delete = Delete
tracer-keep = Keep
tracer-trace = Trace
tracer-rename = Rename
tracer-duplicate = Duplicate
tracer-export = Export
tracer-name-the-board = Name the board
tracer-undo = Undo
tracer-redo = Redo
tracer-save = Save
tracer-close = Close
tracer-zoom-in = Zoom in
tracer-zoom-out = Zoom out
tracer-whole-photo = Whole photo
tracer-wheel-zoom-drag-the-photo = Wheel: zoom · drag the photo: pan · drag a location: move it
tracer-place-and-move = Place and move
tracer-connect = Connect
tracer-next-number = Next number
tracer-click-a-location-to-change = Click a location to change its number, make it a city or delete it.
tracer-number = Number
tracer-renumber = Renumber
tracer-deselect-esc = Deselect (Esc)
tracer-no-errors-no-warnings-the = No errors, no warnings: the board agrees with everything the rulebook says.
tracer-the-rulebook-checks-96-locations = The rulebook checks (96 locations, 11 cities, distances) follow once the errors are fixed.
tracer-checks = Checks
tracer-click-the-photo-to-place = Click the photo to place the next location.
tracer-no-photo-yet = No photo yet:
tracer-connect-help = Click a location, then another to connect them (again to disconnect). Keep clicking along a road; click beside the locations to start afresh.
tracer-tools = Tools
tracer-photo = Photo { $width } × { $height }; another:
tracer-photo-unsaved = Photo { $width } × { $height } (unsaved); another:
tracer-location = Location

## The board checks' findings (the tracer lists them; `alibi check-board` prints them in English).
tracer-finding-no-name = the board has no "name"
tracer-finding-not-json = this is not a board file: it is not valid JSON ({ $error })
tracer-finding-no-object = this is not a board file: it holds no {"{"}…{"}"} object of board data
tracer-finding-other-format = this is not an Alibi board file: its "format" is { $format }, not "{ $wanted }"
tracer-finding-no-format = this is not an Alibi board file: it has no "format": "{ $wanted }" entry
tracer-finding-other-version = this board file is version { $version }; this app reads version { $wanted }
tracer-finding-no-version = this board file has no "version" (this app reads version { $wanted })
tracer-finding-bad-stand-in = "stand_in" is { $value }; it must be true or false
tracer-finding-bad-image = "image" is { $value }; it must be a picture's path in quotes
tracer-finding-no-list = the board has no "{ $key }" list
tracer-finding-unreadable = { $what ->
        [location] location
       *[connection] connection
    } #{ $number } in the "{ $key }" list ({ $entry }) cannot be read: { $error }
tracer-finding-no-locations = the board has no locations
tracer-finding-too-many = the board has { $count } locations; Alibi takes boards of at most { $most } (the printed board has { $printed })
tracer-finding-numbered-0 = a location is numbered 0; locations are numbered from 1
tracer-finding-numbered-too-high = location { $loc } is numbered too high; numbers stop at { $highest }
tracer-finding-location-twice = location { $loc } appears more than once
tracer-finding-outside-picture = location { $loc } is at { $axis } = { $value }, outside the picture (0 to 1)
tracer-finding-edge-to-itself = edge { $a }–{ $b } joins location { $a } to itself
tracer-finding-edge-off-board = edge { $a }–{ $b } names location { $end }, which is not on the board
tracer-finding-edge-repeated = edge { $a }–{ $b } is listed more than once
tracer-finding-edge-reversed = edge { $a }–{ $b } is listed twice (also as { $b }–{ $a })
tracer-finding-cut-off = the board is not connected: from location { $from } there is no route to { $locs }
tracer-finding-cut-off-and-more = the board is not connected: from location { $from } there is no route to { $locs } and { $more } more
tracer-finding-location-count = the board has { $count } locations; the printed board has { $printed }
tracer-finding-numbered-outside = location { $loc } is numbered outside 1–{ $printed }, the printed board's numbers
tracer-finding-city-count = the board has { $count ->
        [one] { $count } yellow city
       *[other] { $count } yellow cities
    }; the printed board has { $printed }
tracer-finding-yellow-unnamed = yellow location { $loc } has no city name
tracer-finding-not-a-city = yellow location { $loc } is named "{ $name }", which is not one of the board's { $cities } cities
tracer-finding-named-not-yellow = location { $loc } is named "{ $name }" but is not yellow
tracer-finding-city-twice = { $city } names more than one location ({ $locs })
tracer-finding-cities-missing = no yellow location is named { $cities }
tracer-finding-neighbours = location { $loc } has { $count ->
        [one] { $count } neighbour
       *[other] { $count } neighbours
    }; locations on the printed board have 2 to 6
tracer-finding-red-terror = locations 41 and { $to } are { $apart } apart; the rulebook's Red Terror example puts them { $expected } spaces apart
tracer-finding-residences = locations { $a } and { $b } are { $apart } apart; the rulebook's example residences (41, 18, 3) are at least 3 spaces apart
tracer-finding-not-connected-at-all = not connected at all
tracer-finding-spaces = { $count ->
        [one] { $count } space
       *[other] { $count } spaces
    }
tracer-finding-not-north = { $north } (location { $north_loc }) is not drawn north of { $south } (location { $south_loc }), but lies north of it on the map
tracer-finding-not-west = { $west } (location { $west_loc }) is not drawn west of { $east } (location { $east_loc }), but lies west of it on the map

## The tracer's news and its side panels.
tracer-not-a-city = Not a city
tracer-yellow-city = Yellow city: { $name }
tracer-picture-not-opened = The picture could not be opened ({ $error }).
tracer-our-board = Our Crimewave board
tracer-my-board = My board
tracer-stand-in-on-blank-page = The stand-in's locations are on a blank page: open a photo of your board (below) and drag each location onto its place.
tracer-renamed = Renamed.
tracer-copied-to = Copied to { $file }.
tracer-deleted = Deleted.
tracer-exported-to = Exported to { $path } (its photo beside it).
tracer-imported-as = Imported as { $file }.
tracer-opened-with-photo = Opened, with its photo ({ $width } × { $height } pixels).
tracer-photo-open = Photo open ({ $width } × { $height } pixels). Click on it to place location { $next }.
tracer-placed = Placed location { $loc }.
tracer-renumbered = Location { $old } is now { $new }.
tracer-type-a-number = Type a location number (1, 2, 3…).
tracer-deleted-location = Deleted location { $loc } and its connections.
tracer-undone = Undone.
tracer-nothing-to-undo = Nothing to undo.
tracer-redone = Redone.
tracer-nothing-to-redo = Nothing to redo.
tracer-unsaved-changes = This board has unsaved changes: Save it, or press Close again to throw them away.
tracer-saved-playable = Saved as { $file }. It is offered when setting up a Crimewave game.
tracer-saved-with-errors = Saved as { $file }. It can't be played on until its { $count ->
        [one] error is
       *[other] errors are
    } fixed.
tracer-nothing-chosen = Nothing was chosen. If no dialog appeared, type the file's path in the field instead.
tracer-opening = Opening { $file }: { $stage }
tracer-stage-starting = Starting…
tracer-stage-reading = Reading the file…
tracer-stage-decoding = Decoding a { $width } × { $height } picture ({ $megapixels } megapixels)…
tracer-stage-shrinking = Shrinking it to fit the screen…
tracer-ready-to-play-on = Ready to play on · { $summary }
tracer-unfinished = Unfinished: { $why }
tracer-location-numbered = Location { $loc }
tracer-not-connected-yet = Not connected yet.
tracer-connected-to = Connected to { $locs }.
tracer-delete-location = Delete location { $loc } (Del)
tracer-errors-found = { $count ->
        [one] { $count } error
       *[other] { $count } errors
    } — it can't be played on until fixed
tracer-warnings-found = { $count ->
        [one] { $count } warning
       *[other] { $count } warnings
    } — allowed, but the printed board would not have them
tracer-error = Error: { $finding }
tracer-warning = Warning: { $finding }
tracer-click-to-show = { $line } (click to show)
tracer-summary = { $locations ->
        [one] { $locations } location
       *[other] { $locations } locations
    } · { $connections ->
        [one] { $connections } connection
       *[other] { $connections } connections
    } · { $cities ->
        [one] { $cities } city
       *[other] { $cities } cities
    }
tracer-connected = Connected { $a } and { $b }.
tracer-disconnected = Disconnected { $a } and { $b }.
tracer-numbered-from-1 = Locations are numbered from 1 to { $highest }.
tracer-number-taken = Location { $loc } is already on the board: choose another number.
tracer-dialog-open-photo = Open a photo or scan of your Crimewave board
tracer-dialog-photos = Photos (PNG, JPEG)
tracer-dialog-import = Import a board file
tracer-dialog-export = Export the board (its photo is written beside it)
tracer-dialog-board-files = Board files
tracer-findings-joined = { $first }; { $next }

## Board files and their pictures (src/record/boards.rs); `{ $error }` is the system's own words.
tracer-file-missing = There is no file at { $path }.
tracer-file-no-board = There is no board file at { $path }.
tracer-file-unreadable = { $path } could not be read ({ $error }).
tracer-file-not-a-picture = { $path } is not a PNG or JPEG picture. Open a photo or scan of the board.
tracer-file-damaged-picture = { $path } looks like a picture but could not be decoded ({ $error }). The file may be damaged.
tracer-file-picture-not-a-file-name = The board's picture "{ $image }" is not a file name.
tracer-file-wrong-extension = A board is written to a file ending in .{ $extension }, not to { $path }.
tracer-file-not-a-board = { $path } is not a board file: Alibi won't write over it.
tracer-file-picture-not-saved = The picture could not be saved to { $path } ({ $error }).
tracer-file-picture-unreadable = The board's picture { $path } could not be read ({ $error }).
tracer-file-picture-not-copied = The picture could not be copied to { $path } ({ $error }).
tracer-file-board-not-saved = The board could not be saved to { $path } ({ $error }).
tracer-file-pixels-mismatch = The picture's pixels do not match its size.
tracer-file-picture-not-encoded = The picture could not be encoded ({ $error }).
tracer-file-needs-name = A board needs a name.
tracer-file-copy-name = { $name } (copy)
tracer-file-not-deleted = { $path } could not be deleted ({ $error }).
