//! What an accepted action did: the answer the table got (a raid's hit or miss, a tie, a
//! verdict, a scene solved), and what followed at once (the residences revealed, the end of
//! the game). Screens, recaps and the self-play harness match on it; its `Display` writes the
//! transcript's words (`hit; back to prison`, `ok; solved: red; investigators win`).

use super::{Culprit, Winner};
use crate::i18n::Msg;
use crate::msg;
use std::fmt;

/// The answer to one action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// Taken, nothing to answer (`ok`).
    Ok,
    /// A verification that solved its scene, for this culprit (`ok; solved: red`).
    Solved(Culprit),
    /// A raid found the Killer at home: arrested, on trial (`hit`).
    Hit,
    /// A raid found an escaped Killer at home: back to prison, no trial
    /// (`hit; back to prison`).
    BackToPrison,
    /// A raid found nobody (`miss`).
    Miss,
    /// The scene tied to the accused was theirs (`right`).
    Right,
    /// The scene tied to the accused was not theirs: the case is dismissed (`wrong`).
    Wrong,
    /// The trial convicted the accused (`convicted`).
    Convicted,
    /// The trial acquitted the accused (`acquitted`).
    Acquitted,
}

/// What an accepted action did: its answer, then what followed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// The answer to the action itself.
    pub answer: Answer,
    /// Every Killer was trapped, so every residence was revealed.
    pub revealed: bool,
    /// The game ended with this action.
    pub winner: Option<Winner>,
}

impl Outcome {
    /// An answer with nothing following.
    pub fn of(answer: Answer) -> Self {
        Self {
            answer,
            revealed: false,
            winner: None,
        }
    }

    /// Whether the action was a raid that found its Killer at home.
    pub fn is_hit(&self) -> bool {
        matches!(self.answer, Answer::Hit | Answer::BackToPrison)
    }

    /// The outcome in words, part by part (in English, the transcript's words).
    pub fn msg(&self) -> Msg {
        let answer: &[Msg] = &match self.answer {
            Answer::Ok => vec![msg!("crimewave-result-ok")],
            Answer::Solved(culprit) => vec![
                msg!("crimewave-result-ok"),
                msg!("crimewave-result-solved", culprit = culprit.word()),
            ],
            Answer::Hit => vec![msg!("crimewave-result-hit")],
            Answer::BackToPrison => vec![
                msg!("crimewave-result-hit"),
                msg!("crimewave-result-back-to-prison"),
            ],
            Answer::Miss => vec![msg!("crimewave-result-miss")],
            Answer::Right => vec![msg!("crimewave-result-right")],
            Answer::Wrong => vec![msg!("crimewave-result-wrong")],
            Answer::Convicted => vec![msg!("crimewave-result-convicted")],
            Answer::Acquitted => vec![msg!("crimewave-result-acquitted")],
        };
        let revealed = self.revealed.then(|| msg!("crimewave-result-revealed"));
        let winner = self.winner.map(|winner| match winner {
            Winner::Killers => msg!("crimewave-result-killers-win"),
            Winner::Investigators => msg!("crimewave-result-investigators-win"),
        });
        let mut parts = answer.iter().cloned().chain(revealed).chain(winner);
        let first = parts.next().unwrap_or_else(|| msg!("crimewave-result-ok"));
        parts.fold(first, |said, next| {
            msg!("crimewave-result-and", first = said, second = next)
        })
    }
}

impl fmt::Display for Outcome {
    /// The transcript's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.msg())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::crimewave::Killer;

    #[test]
    fn outcomes_write_the_transcripts_words() {
        let revealed_and_won = Outcome {
            answer: Answer::Miss,
            revealed: true,
            winner: Some(Winner::Killers),
        };
        let solved = Outcome::of(Answer::Solved(Culprit::Random));
        let convicted = Outcome {
            winner: Some(Winner::Investigators),
            ..Outcome::of(Answer::Convicted)
        };
        for (outcome, words) in [
            (Outcome::of(Answer::Ok), "ok"),
            (Outcome::of(Answer::BackToPrison), "hit; back to prison"),
            (revealed_and_won, "miss; residences revealed; killers win"),
            (solved, "ok; solved: random"),
            (
                Outcome::of(Answer::Solved(Culprit::Killer(Killer::Red))),
                "ok; solved: red",
            ),
            (convicted, "convicted; investigators win"),
        ] {
            assert_eq!(outcome.to_string(), words);
        }
        assert_eq!(Outcome::of(Answer::Hit).msg().id(), "crimewave-result-hit");
    }
}
