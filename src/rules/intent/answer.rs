//! What an accepted action of Intent to Kill did: taken, a Surveillance or a question
//! answered yes or no, the Person of Interest's group profiled, or the game ended. Screens
//! and announcements match on it; its `Display` writes the transcript's words (`ok`, `yes`,
//! `authority`, `detective wins`).

use super::{Group, Outcome};
use std::fmt;

/// The answer to one action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// Taken, nothing to answer (`ok`).
    Ok,
    /// A Surveillance or a question answered yes (`yes`).
    Yes,
    /// A Surveillance or a question answered no (`no`).
    No,
    /// Criminal Profiling: the Person of Interest's social group (its slug).
    Profiled(Group),
    /// The action ended the game: an accusation, or a second refusal to murder.
    Ended(Outcome),
}

impl Answer {
    /// `Yes` or `No`.
    pub fn yes_no(yes: bool) -> Self {
        if yes { Answer::Yes } else { Answer::No }
    }
}

impl fmt::Display for Answer {
    /// The transcript's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Answer::Ok => "ok",
            Answer::Yes => "yes",
            Answer::No => "no",
            Answer::Profiled(group) => group.slug(),
            Answer::Ended(outcome) => outcome.words(),
        })
    }
}
