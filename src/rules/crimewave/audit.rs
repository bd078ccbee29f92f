//! The end-of-game reveal (private until then): every scene's culprit, every residence,
//! and every honest answer with the truth it rested on.

use super::Crimewave;
use super::board::Loc;
use super::killer::Killer;
use super::scene::Culprit;
use crate::i18n::Msg;
use serde::Serialize;

/// The audit of a game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Audit {
    /// Every scene ever placed, in order, with its culprit.
    pub scenes: Vec<AuditScene>,
    /// Every residence each Killer took, oldest first.
    pub residences: Vec<(Killer, Vec<Loc>)>,
    /// Every raid, tie and trial answer, in order, with its truth.
    pub answers: Vec<AuditAnswer>,
}

/// One scene with its secret.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AuditScene {
    /// Where.
    pub loc: Loc,
    /// Who did it.
    pub culprit: Culprit,
    /// Whether the table solved it.
    pub solved: bool,
    /// Whether it left the game after a wrong tie.
    pub removed: bool,
    /// Whether it was an opening scene.
    pub opening: bool,
}

/// One public answer and the truth it rested on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuditAnswer {
    /// What the table was told ("RAID at 56 on the Red Terror by Ann: MISS").
    pub answer: Msg,
    /// The secret it was based on ("Red Terror lived at 41").
    pub truth: Msg,
}

impl Crimewave {
    /// The full reveal: for the end of the game, or a dispute (private before then).
    pub fn audit(&self) -> Audit {
        Audit {
            scenes: self
                .scenes
                .iter()
                .map(|s| AuditScene {
                    loc: s.loc,
                    culprit: s.culprit,
                    solved: s.solved,
                    removed: s.removed,
                    opening: s.opening,
                })
                .collect(),
            residences: Killer::ALL
                .into_iter()
                .map(|k| (k, self.killer(k).residences.clone()))
                .collect(),
            answers: self.answers.clone(),
        }
    }
}
