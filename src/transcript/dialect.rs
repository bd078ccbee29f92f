//! What a game adds to the transcript format: how its lines read and write.

use crate::rules::Rules;
use std::path::Path;

/// One parsed transcript line of a game.
#[derive(Debug, Clone, PartialEq)]
pub enum Line<A, Q> {
    /// Something the players do (setup steps included); it goes into the record.
    Action(A),
    /// A `?` question that changes nothing.
    Query(Q),
}

/// A game's transcript dialect (its section of `docs/transcripts.md`).
pub trait Dialect: Rules {
    /// The game's `?` questions.
    type Query: Clone + std::fmt::Debug;

    /// Reads one line: no comment, no `=> EXPECTED` part, trimmed, not empty, and not the
    /// `alibi 1` or `game …` line. Files named in the line (a board) are relative to
    /// `base_dir`. `Err` is what is wrong with the line, for a person to read.
    fn parse_line(line: &str, base_dir: &Path) -> Result<Line<Self::Action, Self::Query>, String>;

    /// Answers a `?` question, formatted as `docs/transcripts.md` shows.
    fn answer(&self, query: &Self::Query) -> String;

    /// The transcript line for an action, so that `parse_line` reads it back as the same
    /// action. Exporting a game writes these, one per action.
    fn format_action(action: &Self::Action) -> String;
}
