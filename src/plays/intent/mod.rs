//! Alibi plays Intent to Kill: the Murderer, or the Detective.
