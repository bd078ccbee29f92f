//! What several test files share: a tiny game for testing the records without any real game's
//! rules (a tally that refuses to pass a limit), the simulator helpers in `ui`, the measure of
//! what fits a screen in `fit`, and headless Chromium for the phones' page in `chromium`.
// Each test file is its own crate and uses only part of this module.
#![allow(dead_code)]

pub mod chromium;
pub mod fit;
pub mod intent;
pub mod tour;
pub mod typing;
pub mod ui;

use alibi::i18n::Msg;
use alibi::rules::{Refusal, Rules};
use serde::{Deserialize, Serialize};

/// The tally: a running total that may not pass 10.
#[derive(Debug, Clone, PartialEq)]
pub struct Tally {
    pub total: u32,
}

/// Add points to the tally.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Add(pub u32);

impl Rules for Tally {
    type Action = Add;
    type PublicView = u32;
    type Outcome = String;
    const GAME: &'static str = "tally";

    fn new() -> Self {
        Tally { total: 0 }
    }

    fn apply(&mut self, Add(points): &Add) -> Result<String, Refusal> {
        let total = self.total + points;
        if total > 10 {
            return Err(Refusal::new(format!("the tally can't pass 10 ({total})")));
        }
        self.total = total;
        Ok("ok".into())
    }

    fn describe(&self, Add(points): &Add) -> Msg {
        Msg::raw(format!("Add {points} to {}", self.total))
    }

    fn progress(&self) -> Msg {
        Msg::raw(format!("Total {}", self.total))
    }

    fn public_view(&self) -> u32 {
        self.total
    }
}

/// The saved game as it stood after its first `k` actions (the rest waiting to be redone,
/// the seals made by then, no pending announcement), written over its file: a resume at any
/// point of a whole game, as the resume walks need it.
pub fn save_at_point<G: Rules>(
    original: &alibi::record::SavedGame<G>,
    whole: &[G::Action],
    k: usize,
) where
    G::Action: Clone,
{
    let mut saved = original.clone();
    let seals: Vec<_> = original
        .record
        .seals()
        .iter()
        .filter(|s| s.after <= k)
        .cloned()
        .collect();
    saved.record = alibi::record::Record::rebuild(
        whole[..k].to_vec(),
        whole[k..].iter().rev().cloned().collect(),
        seals,
        Vec::new(),
    )
    .expect("a prefix replays");
    saved.pending = None;
    saved.save(3_000).expect("saved");
}
