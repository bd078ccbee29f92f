# Crimewave for the whole table: Alibi plays the three Killers (the console, the table, the
# recap).
together-seat-person = osoba przy tym laptopie
together-seat-alibi = Alibi, { $level } (wygrywa { $rate } %)
together-who = Kto gra Zabójcami?
together-chosen = Alibi gra trzema Zabójcami na poziomie { $level }: { $line }. W grach testowych przeciw symulowanym Śledczym jego Zabójcy wygrywają { $rate } % partii. Cały stół prowadzi śledztwo razem: ten ekran do końca zachowuje wszystkie tajemnice, Alibi ogłasza każdy swój ruch, a wy wykonujecie go na planszy; cofnięcie wraca do waszego ostatniego wpisu.
together-variant = Talia Zabójców zostaje w pudełku: w każdej rundzie Alibi losuje jedno wydarzenie Zabójców — Przypadkowe Zabójstwo, Pełnię Księżyca (wszystkie metody losowane od nowa) lub Ucieczkę z Więzienia — z szansami podanymi w zasadach domowych poniżej, a na procesie broni się punktami Obrony losowanymi tak samo.
together-seats = { $alibi } · reszta prowadzi śledztwo
together-set-up-already = Zabójcy są już rozstawieni: nie można teraz zmienić, kto nimi gra
together-killers-own = Zabójcami gra Alibi: ten ruch należy do niego
together-no-room = Alibi nie znalazło na tej planszy miejsca dla trzech Zabójców
together-no-room-step = Wybierzcie inną planszę (cofnij) albo niech Zabójcami zagra człowiek
together-tile-for = Płytka wylosowana dla pola { $loc }:
together-people-draw = Losujemy płytki dowodów z własnego woreczka i je wpisujemy
together-killers-turn = Nasze tury skończone: tura Zabójców (Alt+N)
together-type-prosecution = Wpiszcie sumę kart Oskarżenia (liczba całkowita)
together-and-after = { $entry } i ruchy Alibi po nim
together-why = Dlaczego Zabójcy Alibi wybrali to, co wybrali
together-investigators-help = Każdy gracz przy stole jest Śledczym, w kolejności miejsc.
together-reveal = Odkryj: Obrona Alibi i werdykt (Enter)
together-trial-help = { $killer } przed sądem: akta sprawy { $file }. Wpiszcie sumę kart Oskarżenia; Alibi odkryje wtedy swoją Obronę. Akta + oskarżenie − obrona: co najmniej 10 oznacza skazanie.
together-setting-up = Alibi rozstawia swoich Zabójców: losuje metody, wybiera trzy tajne kryjówki i ogłasza po kolei sześć scen początkowych. Umieśćcie każdą na planszy i naciśnijcie Gotowe.
together-start = Zabójcy Alibi mają już metody, tajne kryjówki i sceny początkowe. Jeśli wasza grupa gra inaczej, ustawcie zasady domowe poniżej (w tym szanse wydarzeń Zabójców), a potem zacznijcie: Alibi ma pierwszą turę.
together-table-setup = Przygotowanie: umieśćcie, co ogłasza Alibi
# Words of Alibi playing any side.
plays-thinking = Alibi myśli…
plays-done = Gotowe (Enter)
plays-stopped = Alibi niespodziewanie przestało myśleć; spróbujcie cofnąć.
plays-refused = Ruch Alibi został odrzucony: { $why }
together-level-line = { $level ->
        [easy] początkujący, który zabija jak najbliżej kryjówki Zabójcy; poza tym dowolny dozwolony wybór
        [standard] najbezpieczniejszy ruch według dokładnej dedukcji, o jedno zabójstwo naprzód
       *[hard] patrzy dalej naprzód, na nadchodzące naloty, Straże Sąsiedzkie i procesy
    }
