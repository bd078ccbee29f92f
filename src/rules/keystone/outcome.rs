//! What an accepted Keystone action did, as a value; its `Display` writes the transcript's
//! words.

use super::{Ending, TableRow};
use crate::i18n::Msg;
use std::fmt;

/// What an accepted action did.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// Taken (`ok`).
    Ok,
    /// The Master Plan is taken with a warning the table should hear (`ok; warning: …`).
    Warned(Msg),
    /// A roll read on the results table, and the ending it brought if it did
    /// (`Goal Achieved, No Hassle, +1 Caper Point; …`).
    Rolled {
        /// The table cell read.
        row: TableRow,
        /// The game's end, if this roll ended it.
        ending: Option<Ending>,
    },
}

impl fmt::Display for Outcome {
    /// The transcript's words, in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Ok => f.write_str("ok"),
            Outcome::Warned(warning) => write!(f, "ok; warning: {warning}"),
            Outcome::Rolled { row, ending } => {
                write!(f, "{}", row.words())?;
                match ending {
                    Some(ending) => write!(f, "; {}", ending.words()),
                    None => Ok(()),
                }
            }
        }
    }
}
