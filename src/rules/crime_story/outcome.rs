//! What an accepted action of Crime Story did beyond the obvious, part by part: cards kept
//! and the murderer pile, the murderer found, a wrong accusation, a veto's or a fine's card,
//! the murderer card out. Screens say it in the table's language; its `Display` writes the
//! transcript's words (`ok`, `ok; kept 2, murderer pile +1; murderer found`).

use super::starter;
use crate::i18n::Msg;
use crate::msg;
use std::fmt;

/// One thing an action did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Happened {
    /// A story starter was drawn: its line.
    Starter {
        /// Which starter.
        index: usize,
    },
    /// The Author kept captured cards; the rest and their own words went to the murderer pile.
    Kept {
        /// Cards kept, face up.
        kept: u8,
        /// Cards added to the murderer pile.
        pile: u32,
    },
    /// The accusation named the murderer.
    MurdererFound,
    /// The accusation named someone else.
    WrongAccusation,
    /// The sentence timer ran out: a certificate was played.
    TimeRanOut,
    /// A veto struck the last sentence; `card` if its Author had a captured card to give up.
    Struck {
        /// A captured card went to the murderer pile.
        card: bool,
    },
    /// A player was fined for a reused word; `card` if they had a captured card to pay with.
    Fined {
        /// A captured card went to the murderer pile.
        card: bool,
    },
    /// The murderer had to discard the murderer card as their last card.
    MurdererCardOut,
}

impl Happened {
    /// In words.
    pub fn msg(self) -> Msg {
        match self {
            Happened::Starter { index } => starter(index).unwrap_or_else(|| Msg::raw("?")),
            Happened::Kept { kept, pile } => {
                msg!("crime-story-outcome-kept", kept = kept, pile = pile)
            }
            Happened::MurdererFound => msg!("crime-story-outcome-found"),
            Happened::WrongAccusation => msg!("crime-story-outcome-wrong"),
            Happened::TimeRanOut => msg!("crime-story-outcome-time-ran-out"),
            Happened::Struck { card: false } => msg!("crime-story-outcome-struck-nothing"),
            Happened::Struck { card: true } => msg!("crime-story-outcome-struck"),
            Happened::Fined { card: false } => msg!("crime-story-outcome-fine-nothing"),
            Happened::Fined { card: true } => msg!("crime-story-outcome-fined"),
            Happened::MurdererCardOut => msg!("crime-story-outcome-card-out"),
        }
    }
}

/// What an accepted action did, part by part; nothing for a plain turn.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Outcome(pub Vec<Happened>);

impl Outcome {
    /// Whether the action did nothing worth saying.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Each part in words.
    pub fn msgs(&self) -> Vec<Msg> {
        self.0.iter().map(|happened| happened.msg()).collect()
    }
}

impl fmt::Display for Outcome {
    /// The transcript's words: `ok`, then each part in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ok")?;
        for happened in &self.0 {
            write!(f, "; {}", happened.msg())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_write_the_transcripts_words() {
        for (outcome, words) in [
            (Outcome::default(), "ok"),
            (Outcome(vec![Happened::TimeRanOut]), "ok; time ran out"),
            (
                Outcome(vec![
                    Happened::Kept { kept: 1, pile: 0 },
                    Happened::MurdererFound,
                ]),
                "ok; kept 1, murderer pile +0; murderer found",
            ),
            (
                Outcome(vec![Happened::Struck { card: true }]),
                "ok; struck, a point card to the murderer pile",
            ),
        ] {
            assert_eq!(outcome.to_string(), words);
        }
    }
}
