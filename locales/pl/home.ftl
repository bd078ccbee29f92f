# The home screen: the games, the saved ones, the first run's hints and the settings.

## The games, as the home screen offers them (the titles are the names on the boxes).

game-crimewave = Crimewave: California
game-crimewave-blurb = Trzech seryjnych Zabójców przeciw Śledczym w całej Kalifornii
game-crimewave-plays = Tajne kryjówki, naloty, procesy, mierniki; albo Alibi gra Zabójcami
game-intent-to-kill = Intent to Kill
game-intent-to-kill-blurb = Jeden ukryty Morderca wśród cywilów, jeden Detektyw
game-intent-to-kill-role = Tajny Morderca i motyw, uczciwe odpowiedzi; albo gra solo
game-murdero = Murdero
game-murdero-blurb = Sprawy i alibi w stylu remika, rozdania do 100 punktów
game-murdero-role = Zapis punktów
game-crime-story = Crime Story
game-crime-story-blurb = Opowiedzcie zbrodnię zdanie po zdaniu; morderca się ukrywa
game-crime-story-role = Stoper zdań i zapis punktów
game-keystone = Keystone Crimewave
game-keystone-blurb = Wspólnie opowiadany skok, rozstrzygany kośćmi
game-keystone-role = Rozstrzyganie rzutów

## The home screen.

# Each game's mark on the home screen: the initials of its name, two letters.
home-badge-crimewave = CW
home-badge-intent-to-kill = IK
home-badge-murdero = Mu
home-badge-crime-story = CS
home-badge-keystone = KC

home-tagline = Sędzia przy planszy: tajemnice dochowane, odpowiedzi uczciwe.
# What Alibi does for a game, under its blurb ($role: game-…-role).
home-game-role = Alibi: { $role }
home-new-game = Nowa gra
home-name-placeholder = Nazwa gry (np. piątek u Sama)
# The name a new game gets when none was typed ($game: its title).
home-default-name = Partia { $game }
home-table-tools = Narzędzia stołu
home-trace-board = Odrysuj planszę
home-trace-board-hint = Własna plansza Crimewave, ze zdjęcia
home-continue = Kontynuuj
# The game left open, one click away ($name: the name the players gave it).
home-continue-game = Kontynuuj: { $name }
home-recent-games = Ostatnie gry
home-refresh = Odśwież
# A saved game's game and where it stands ($game: its title; $state: home-in-progress or how it ended).
home-game-state = { $game } · { $state }
# $progress: the round as the saved game says it.
home-in-progress = W toku · { $progress }
home-cant-open = Nie można otworzyć: { $error }
# When a game was last played ($date: the date; $ago: home-ago-…).
home-played = Grano { $date }
home-played-ago = Grano { $date } ({ $ago })
# … and by whom ($played: home-played…; $players: the players' names).
home-played-by = { $played } · { $players }
home-ago-now = przed chwilą
home-ago-minutes = { $count ->
    [one] 1 minutę temu
    [few] { $count } minuty temu
    [many] { $count } minut temu
   *[other] { $count } minuty temu
}
home-ago-hours = { $count ->
    [one] 1 godzinę temu
    [few] { $count } godziny temu
    [many] { $count } godzin temu
   *[other] { $count } godziny temu
}
home-ago-yesterday = wczoraj
home-ago-days = { $count ->
    [one] 1 dzień temu
    [few] { $count } dni temu
    [many] { $count } dni temu
   *[other] { $count } dnia temu
}

## The first run's hints.

home-first-no-games = Nie ma jeszcze żadnych gier. Każda gra zapisuje się po każdej akcji i pojawia się tutaj.
home-first-time = Pierwszy raz tutaj?
home-first-console = To okno to konsola: prywatna, dla Zabójcy lub Mordercy. Cały stół patrzy na drugi ekran.
# $shortcut: Ctrl+T.
home-first-table-window = { $shortcut }: otwórzcie okno stołu i przeciągnijcie je na drugi monitor lub telewizor.
# $shortcut: Ctrl+M.
home-first-table-mode = { $shortcut }: tryb stołu, widok stołu na tym ekranie (i z powrotem), także szybka kurtyna prywatności.
home-first-start = Nazwijcie grę po lewej i wybierzcie, w co gracie.

## The settings.

settings-title = Ustawienia
settings-dark = Ciemne kolory
# The UI scale ($percent: 100 to 200).
settings-size = Rozmiar { $percent } %
settings-keep-awake = Nie wygaszać ekranu, gdy gra jest otwarta
# The phones' address ("Show on phones") is kept for the evening: pages follow every game.
settings-phones-address = Telefony mają jeden adres na cały wieczór: raz otwarta strona śledzi każdą grę. Nowy adres odcina wszystkie strony otwarte pod starym.
settings-new-phone-address = Nowy adres dla telefonów
settings-data-folder = Folder danych: { $path }
settings-files-sealed = Pliki gier są zapieczętowane waszym PIN-em: bez niego nie da się ich odczytać.
settings-files-clear = Pliki gier może odczytać każdy, kto je otworzy (ustawcie PIN, aby je zapieczętować).
settings-pin-locks = Zablokujcie konsolę klawiszami Ctrl+L lub przyciskiem Zablokuj; okno stołu pozostaje otwarte. Alibi uruchamia się zablokowane, a PIN otwiera zapieczętowane gry.
settings-pin-offer = Ustawcie PIN, aby blokować konsolę klawiszami Ctrl+L, gdy odchodzicie od laptopa, i pieczętować pliki gier.
settings-new-pin = Nowy PIN: od 4 do 8 cyfr
settings-current-pin = Obecny PIN
settings-set-pin = Ustaw PIN
settings-change-pin = Zmień PIN
settings-remove-pin = Usuń PIN
settings-pin-needed = Najpierw wpiszcie obecny PIN: jest potrzebny do zmiany lub usunięcia.
settings-pin-wrong = To nie jest obecny PIN.
settings-pin-digits = PIN ma od 4 do 8 cyfr.
settings-pin-not-salted = Nie udało się osolić PIN-u: { $error }
settings-pin-not-hashed = Nie udało się obliczyć skrótu PIN-u: { $error }
