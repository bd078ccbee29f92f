# Around the games: the windows, the toolbar, the banners, the lock, the recap, undo and the
# history, the sealed setup, the table screen's own words, saved-game and settings problems,
# and sound.

## The windows and the toolbar ($shortcut: the keys, e.g. Ctrl+T).

# The app's name, as the title of the home screen, the lock and the table screen.
app-name = Alibi
app-console-title = Alibi — console
app-table-title = Alibi — table
app-open-table-window = Open table window ({ $shortcut })
app-close-table-window = Close table window ({ $shortcut })
app-table-mode = Table mode ({ $shortcut })
app-table-mode-back = { $shortcut } returns to the console
app-show-on-phones = Show on phones
app-recap = Recap ({ $shortcut })
app-lock = Lock ({ $shortcut })
app-dismiss = Dismiss

## Banners.

app-resealing-wait = One moment: the saved games are being sealed with the new PIN.
app-recap-needs-game = A recap tells the story of a Crimewave or Intent to Kill game: open one first.
app-lock-needs-pin = Set a PIN in the settings on the home screen to lock the console.
# $problem: why the settings could not be saved (settings-…).
app-pin-unchanged = { $problem }. The PIN is unchanged.
app-resealing = Sealing the saved games with the new PIN…
app-reseal-stopped = Sealing the saved games stopped unexpectedly: some may still be sealed with the old PIN.
app-pin-saved = { $count ->
    [one] PIN saved. 1 game file sealed with it.
   *[other] PIN saved. { $count } game files sealed with it.
}
app-pin-removed = { $count ->
    [one] PIN removed. 1 game file written in clear: anyone who opens it can read it.
   *[other] PIN removed. { $count } game files written in clear: anyone who opens them can read them.
}
# After app-pin-saved or app-pin-removed ($report), the files that could not be changed follow.
app-reseal-left = { $report } Left as they were:
# Two sentences one after the other.
app-then = { $first } { $second }
# $path: the file; $game: the name of the game in the file.
app-unknown-game = { $path } is a game of "{ $game }", which this version of Alibi doesn't know.
# Why the display can't be kept awake (the system's own words follow in small type).
app-awake-no-session = Alibi can't keep the display awake: this computer has no desktop session to ask. If the screen goes dark during a game, turn its sleep off in the system's settings.
app-awake-refused = Alibi can't keep the display awake: the system refused. If the screen goes dark during a game, turn its sleep off in the system's settings.
# $why: app-awake-no-session or app-awake-refused.
app-awake-failed-once = { $why } The settings on the home screen keep this reason; it isn't said again.
# What the system's power settings show while a game is open.
app-awake-reason = A board game is being refereed

## The lock.

lock-locked = The console is locked. Type the PIN to go on: it also opens the sealed games.
lock-pin = PIN
lock-unlock = Unlock
lock-wrong = That is not the PIN.
lock-wrong-wait = { $seconds ->
    [one] That is not the PIN. Wait 1 second before the next try.
   *[other] That is not the PIN. Wait { $seconds } seconds before the next try.
}
lock-next-try = { $seconds ->
    [one] Next try in 1 second.
   *[other] Next try in { $seconds } seconds.
}

## The recap.

recap-story-of = The story of { $name }
recap-goes-on = The game goes on: its secrets are revealed here when it ends.
recap-key-moments = Key moments
recap-none-yet = None yet.
recap-show-secrets = Show the secrets
recap-secrets = The secrets
recap-back = Back to the game
recap-export = Export as PNG
recap-saving = Saving the picture…
recap-saved-as = Saved as { $path }
recap-not-saved = The picture could not be saved: { $problem }
recap-export-stopped = the export stopped unexpectedly
# $path: the picture's file; $error: the system's reason.
recap-not-written = { $path } ({ $error })
recap-refereed = Refereed with Alibi
# Why a picture could not be drawn.
picture-no-renderer = no renderer could be made to draw it
picture-wrong-size = the renderer drew the wrong number of pixels
picture-not-encoded = it could not be encoded as PNG ({ $error })
recap-why-alibi-chose = Why Alibi chose what it chose:
# A key moment: its mark, its round (recap-before-play or recap-round) and what happened.
recap-moment = { $mark } · { $round }: { $what }
recap-before-play = before round 1
recap-round = round { $round }
# The timeline's axis.
recap-axis-round = Round
recap-axis-start = start
# The chart's key: a moment's mark and its kind.
recap-mark-key = { $mark } { $kind }
# The letters that mark the moments on the chart, and their kinds.
recap-mark-hit = H
recap-mark-trial = T
recap-mark-relocation = R
recap-mark-escape = E
recap-mark-murder = M
recap-kind-hit = hit
recap-kind-trial = trial
recap-kind-relocation = relocation
recap-kind-escape = escape
recap-kind-murder = murder

## Undo, redo and the history ($label: the action, as the game says it).

history-title = History
history-undo = Undo: { $label } (Ctrl+Z)
history-redo = Redo: { $label } (Ctrl+Shift+Z)
history-nothing-to-undo = Nothing to undo
history-nothing-to-redo = Nothing to redo
history-undone = Undone: { $label }
history-redone = Redone: { $label }
history-went-back = { $count ->
    [one] Went back 1 action; redo brings it back
   *[other] Went back { $count } actions; redo brings them back
}
# An entry of the history: its number and the action.
history-entry = { $number }. { $label }
history-now = now
history-back-to-here = back to here
history-back-to-start = Back to the start
history-saving = saving…
history-home = Home (saved)
# $error: why the save failed (file-…).
history-not-saved = { $error } The game stays open; Alibi saves again after the next action.

## The sealed setup.

seal-none = Sealed setup: no link was made in this game.
seal-holds = Sealed setup: every link matches the game as played.
seal-broken = Sealed setup: THE CHAIN DOES NOT MATCH THE GAME (see below).
# $number: the link's place in the chain; $summary: seal-summary.
seal-link = Link { $number }, { $summary }
seal-fingerprint = {"    "}Fingerprint: { $fingerprint }
seal-check-by-hand = {"    "}Check by hand: { $command }
# $at: how many actions were left; $line: seal-corrected.
seal-after-undo = After undo to action { $at }: { $line }
# A link in one line ($when: seal-after…; $short: its short fingerprint; $secrets: the
# secrets or seal-no-secrets; $salt; $verdict: seal-matches or seal-mismatch…).
seal-summary = { $when }: { $short } — { $secrets } — salt { $salt } — { $verdict }
seal-after = after action { $after }
seal-after-label = after action { $after } ({ $label })
seal-no-secrets = the replayed game has no secrets there
seal-matches = matches
seal-mismatch = DOES NOT MATCH: recomputed { $recomputed }, saved { $saved }
seal-mismatch-nothing = DOES NOT MATCH: nothing to recompute
seal-unsealed = NOT SEALED: the secrets changed after action { $after } and no link seals them
# $line: what the table had read (an answer, a murder, or seal-withdrawn-link).
seal-corrected = Corrected: { $line } was taken back
# A link of the chain that an undo took back, as $line of seal-corrected ($short: its
# short fingerprint).
seal-withdrawn-link = sealed setup { $short }
# The strip under the table screen ($short, $now, $before: short fingerprints).
seal-strip = Sealed setup { $short }
seal-strip-resealed = Sealed setup { $now } · re-sealed after action { $after } (was { $before })
seal-strip-more = { $count ->
    [one] 1 correction in all (every one is in the reveal)
   *[other] { $count } corrections in all (every one is in the reveal)
}

## The table screen.

table-waiting = Table screen: waiting for a game on the console.
table-thinking = Alibi is thinking…

## Saved games that can't be opened or saved ($file: the file; $why: the system's reason).

file-unreadable = Can't read { $file }: { $why }.
file-not-a-record = { $file } is not an Alibi game record.
file-newer = { $file } was saved by a newer Alibi (record format { $version }; this Alibi reads format { $known }). Update Alibi to open it; the file is left as it is.
file-other-game = { $file } is a game of { $game }, not of this game.
# $what: file-damaged-….
file-damaged = { $file } is damaged: { $what }. The file is left as it is.
file-sealed = { $file } is sealed with a PIN and opens only with it. The file is left as it is.
file-other-pin = { $file } is sealed with another PIN: the PIN in use doesn't open it. The file is left as it is.
file-unwritable = Can't save { $file }: { $why }.
# What is damaged ($error: the reader's own words).
file-damaged-json = the JSON breaks off or is malformed ({ $error })
file-damaged-header = its header is incomplete ({ $error })
file-damaged-sealed-part = its sealed part can't be read ({ $error })
file-damaged-no-record = its sealed part holds no record ({ $error })
file-damaged-actions = its actions can't be read ({ $error })
# An action of the record the rules refuse ($position: its place; $label: the action; $refusal: why).
file-damaged-refused = action { $position } ("{ $label }") is refused by the rules: { $refusal }
file-damaged-unknown-seal = it is sealed in a way this Alibi doesn't know ({ $cipher } with { $kdf })
file-damaged-costs = its sealing costs are out of range
file-damaged-costs-unusable = its sealing costs are not usable ({ $error })
file-damaged-salt = its salt is broken
file-damaged-check = its PIN check is broken
file-damaged-nonce = its nonce is broken
file-damaged-base64 = its sealed part is not valid base64
file-damaged-key = no key could be derived from the PIN ({ $error })
file-damaged-changed = its sealed part fails its integrity check (it was changed)

## The settings file ($file: the file; $error: the system's reason).

settings-unreadable = Can't read { $file }: { $error }. Using the defaults.
settings-damaged = { $file } is damaged ({ $error }). Using the defaults; the file will be kept as { $aside } when a setting changes.
settings-ignored = { $count ->
    [one] { $file }: ignored the unreadable setting { $names }.
   *[other] { $file }: ignored the unreadable settings { $names }.
}
settings-not-kept-aside = Can't keep the damaged { $file } aside: { $error }
settings-not-saved = Can't save the settings to { $file }: { $error }

## Sound.

sound-no-library = No sound: the sound system ({ $library }) couldn't be loaded ({ $error }); the timer flashes on both windows instead
sound-no-call = No sound: { $library } has no { $call }; the timer flashes instead

## The end-of-game reveal's guard on a private console: the PIN, or without one a word.

# The word typed to show the secrets (English "reveal" is always understood too).
lock-reveal-word = reveal
# $word: lock-reveal-word.
lock-reveal-type = Type "{ $word }" to show every secret on this screen:
lock-reveal-pin = Type the PIN to show every secret on this screen:
lock-reveal-show = Show the secrets
lock-reveal-hide = Hide the secrets
lock-reveal-not-the-word = That is not the word.

## What the rules change on the board on their own, as the table is told to do it.

rules-changes = What the rules change on the board
## The history once the game has ended for good (the secrets are on the table): nothing goes back.

history-end-is-final = The end is final: nothing can be undone
history-ended = The game has ended: { $ended }. Undo can't take the end back.
# The system's own words follow in small type.
sound-none = No sound: this computer's sound system can't be opened, so the timer flashes on both windows instead.
