//! Advice for the Murderer (private): which legal victim leaves the Detective the most to
//! doubt, and which public facts narrowed the suspects and motives the most. Both are the
//! exact public deduction (`deduction`) applied to the game as it would be after a murder,
//! or as it would have been without one fact.

use super::catalogue::Civilian;
use super::notebook::Entry;
use super::{Action, IntentToKill, list};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Rules;

/// What murdering one legal victim would leave the Detective.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VictimAdvice {
    /// The victim.
    pub victim: Civilian,
    /// Civilians who could still be the Murderer after that murder.
    pub suspects: usize,
    /// Motives still possible after it.
    pub motives: usize,
}

/// One public fact and how much it narrowed the deduction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cut {
    /// The fact in words ("Surveillance of the Nurse: yes").
    pub fact: Msg,
    /// How many more suspects there would be without it.
    pub suspects_more: usize,
    /// How many more motives there would be without it.
    pub motives_more: usize,
}

impl IntentToKill {
    /// Every civilian the Murderer may kill now with what the public deduction would leave
    /// after that murder: most suspects first, then most motives, then by name (`? advice`).
    /// Empty when no murder can be made now.
    pub fn advice(&self) -> Vec<VictimAdvice> {
        let mut advice: Vec<VictimAdvice> = self
            .legal_victims()
            .into_iter()
            .filter_map(|victim| {
                let mut after = self.clone();
                after.apply(&Action::Murder(victim)).ok()?;
                let left = after.exposure();
                Some(VictimAdvice {
                    victim,
                    suspects: left.suspects.len(),
                    motives: left.motives.len(),
                })
            })
            .collect();
        advice.sort_by(|a, b| {
            b.suspects
                .cmp(&a.suspects)
                .then(b.motives.cmp(&a.motives))
                .then(a.victim.slug().cmp(b.victim.slug()))
        });
        advice
    }

    /// The public facts (murders, Surveillance and questioning answers) that narrow the
    /// deduction the most, each with what it cut, largest first (at most `limit`).
    pub fn explain(&self, limit: usize) -> Vec<Cut> {
        let notebook = self.notebook();
        let now = notebook.exposure();
        let mut cuts: Vec<Cut> = (0..notebook.entries.len())
            .filter_map(|i| {
                let mut without = notebook.clone();
                let fact = without.entries.remove(i);
                let then = without.exposure();
                let suspects_more = then.suspects.len().saturating_sub(now.suspects.len());
                let motives_more = then.motives.len().saturating_sub(now.motives.len());
                (suspects_more + motives_more > 0).then(|| Cut {
                    fact: describe(&fact),
                    suspects_more,
                    motives_more,
                })
            })
            .collect();
        cuts.sort_by_key(|cut| {
            std::cmp::Reverse((cut.suspects_more + cut.motives_more, cut.suspects_more))
        });
        cuts.truncate(limit);
        cuts
    }
}

/// A public fact in words: only what the table saw.
fn describe(fact: &Entry) -> Msg {
    match fact {
        Entry::Murder { bodies, .. } => msg!(
            "intent-cut-murder",
            bodies = list(
                bodies
                    .iter()
                    .map(|c| msg!("intent-cut-body", civilian = c.msg())),
                "intent-list-and"
            )
        ),
        Entry::Surveillance {
            round,
            civilian,
            answer,
            ..
        } => msg!(
            "intent-cut-surveillance",
            civilian = civilian.msg(),
            round = *round,
            answer = if *answer { "yes" } else { "no" }
        ),
        Entry::Answer {
            round,
            civilian,
            about,
            answer,
        } => msg!(
            "intent-cut-answer",
            civilian = civilian.msg(),
            round = *round,
            answer = if *answer { "yes" } else { "no" },
            characteristic = about.msg()
        ),
    }
}
