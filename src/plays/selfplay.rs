//! Self-play: Alibi against itself, many games, the win table.
