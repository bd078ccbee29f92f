# Crimewave: California's game terms: the Killers, their statuses, the Evidence tiles and the
# default murder methods (the group may name its own methods in the house rules: those are
# shown as typed).
crimewave-killer-red = Красный Ужас
crimewave-killer-green = Зелёный Душегуб
crimewave-killer-blue = Синий Мясник
# Each Killer's colour and its letter, as typed in the console's forms (English is read too).
crimewave-killer-red-word = красный
crimewave-killer-green-word = зелёный
crimewave-killer-blue-word = синий
crimewave-killer-red-letter = к
crimewave-killer-green-letter = з
crimewave-killer-blue-letter = с
# The plate's letter of a solved random killing (English: Y, for its yellow marker): one
# uppercase letter, unlike the Killers' own letters.
crimewave-random-letter = Ж
crimewave-culprit-random = случайное убийство
crimewave-status-free = на свободе
crimewave-status-arrested = АРЕСТОВАН
crimewave-status-incarcerated = в тюрьме
crimewave-status-escaped = сбежал
# The Evidence tiles' names, as titles ("Fingerprint") and in a sentence ("fingerprint").
crimewave-evidence-item = Предмет
crimewave-evidence-blood = Кровь
crimewave-evidence-fingerprint = Отпечаток
crimewave-evidence-witness = Свидетель
crimewave-evidence-item-word = предмет
crimewave-evidence-blood-word = кровь
crimewave-evidence-fingerprint-word = отпечаток
crimewave-evidence-witness-word = свидетель
# Each tile's initial on a crime scene's plate.
crimewave-evidence-item-initial = П
crimewave-evidence-blood-initial = К
crimewave-evidence-fingerprint-initial = О
crimewave-evidence-witness-initial = С
crimewave-method-shooting = огнестрел
crimewave-method-stabbing = нож
crimewave-method-bludgeoning = дубинка
crimewave-method-strangling = удавка
# A method on a crime scene's plate on the board: a few letters, each method's its own.
crimewave-method-tag-shooting = огн
crimewave-method-tag-stabbing = нож
crimewave-method-tag-bludgeoning = дуб
crimewave-method-tag-strangling = удав

## The printed board's yellow cities, as the table's language writes them.

crimewave-city-redding = Реддинг
crimewave-city-sacramento = Сакраменто
crimewave-city-san-francisco = Сан-Франциско
crimewave-city-san-jose = Сан-Хосе
crimewave-city-salinas = Салинас
crimewave-city-fresno = Фресно
crimewave-city-bakersfield = Бейкерсфилд
crimewave-city-santa-barbara = Санта-Барбара
crimewave-city-hollywood = Голливуд
crimewave-city-los-angeles = Лос-Анджелес
crimewave-city-san-diego = Сан-Диего
