# Words every screen shares.
yes = Yes
no = No
settings-language = Language
list-and = { $first } and { $second }
