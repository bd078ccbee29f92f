# Words every screen shares.
yes = Yes
no = No
settings-language = Language
