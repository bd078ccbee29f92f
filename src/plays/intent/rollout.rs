//! Playing a game out: from any moment of a game whose secrets are all known (the real one,
//! for the Murderer; one the Detective imagined from the public facts), both sides play on at
//! `standard` until the accusation, the social-group tokens drawn from a bag of the
//! rollout's own. `hard` weighs a choice by how often the games played out after it are won:
//! the Monte Carlo half of determinized search, with the `standard` levels as the policy
//! that plays the rest of the game.

use super::detective;
use super::turn::{self, Decision};
use crate::plays::{Level, Side, decision_rng};
use crate::rules::Rules;
use crate::rules::intent::{Action, Civilian, IntentToKill, Outcome, Phase, Trait};
use rand::rngs::StdRng;

/// How long `hard` thinks: the games it plays out for each choice it weighs. A count, not a
/// time, so the same seed and the same moment give the same decision on any machine (and an
/// undo takes it again the same way).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Think {
    /// Games played out for each choice weighed.
    pub rollouts: u32,
}

/// Games played out per millisecond of budget on the 2-core machine the budgets are set on
/// (a game played out from the middle takes about 4 ms there; a hard decision weighs up to
/// a dozen choices).
const ROLLOUTS_PER_MS: f64 = 1.0 / 40.0;

impl Think {
    /// The budget Alibi plays with: a hard decision within a second on the slowest position
    /// found (the benchmark `intent_plays` times it).
    pub const DEFAULT: Think = Think { rollouts: 4 };

    /// The budget of `ms` milliseconds a decision, on the machine the budgets are set on, as
    /// a count of games played out (at least one).
    pub fn millis(ms: u32) -> Think {
        Think {
            rollouts: ((f64::from(ms) * ROLLOUTS_PER_MS).round() as u32).max(1),
        }
    }
}

impl Default for Think {
    fn default() -> Self {
        Think::DEFAULT
    }
}

/// The most actions a game played out may take (an honest game takes a few hundred).
const MAX_ACTIONS: u64 = 2000;

/// How the Murderer plays in a game played out: its moves, and whether a civilian lies. The
/// search passes the `standard` Murderer's (given, not imported, so that the Murderer's
/// module uses this one and not the other way round).
pub struct MurdererPlays<'a> {
    /// The Murderer's next move.
    pub decide: &'a dyn Fn(&IntentToKill, &mut StdRng) -> Decision,
    /// Whether the civilian asked about the trait lies.
    pub lies: &'a dyn Fn(&IntentToKill, Civilian, Trait, &mut StdRng) -> bool,
}

/// Plays `game` out with the Detective at `standard`, the Murderer as `murderer` plays, and
/// the bag drawn from `seed`; `murderer_done` says the Murderer's City moves are done. `None`
/// when it didn't end (a side had nothing to propose), which counts as neither side's win.
pub fn play_out(
    game: &IntentToKill,
    murderer_done: bool,
    seed: u64,
    murderer: &MurdererPlays<'_>,
) -> Option<Outcome> {
    let mut game = game.clone();
    let mut done = murderer_done;
    for step in 0..MAX_ACTIONS {
        let side = turn::to_act(&game, done)?;
        if turn::token_due(&game, side) {
            let group = turn::draw_token(&game, seed)?;
            game.apply(&Action::Token(group)).ok()?;
            continue;
        }
        let mut rng = decision_rng(seed, step, side as u64);
        let decision = match side {
            Side::Murderer => (murderer.decide)(&game, &mut rng),
            _ => detective::decide(Level::Standard, &game.public_view(), &mut rng),
        };
        let action = match decision {
            Decision::Pass if side == Side::Murderer && game.phase() == Phase::City => {
                done = true;
                continue;
            }
            Decision::Pass => return None,
            Decision::Act(action) => action,
            Decision::Ask(civilian, about) => Action::Question {
                civilian,
                about,
                lie: (murderer.lies)(&game, civilian, about, &mut rng),
            },
        };
        game.apply(&action).ok()?;
        if game.phase() != Phase::City {
            done = false;
        }
        if game.outcome().is_some() {
            break;
        }
    }
    game.outcome()
}

/// Whether the Murderer won a game played out.
pub fn murderer_won(outcome: Option<Outcome>) -> bool {
    outcome == Some(Outcome::MurdererWins)
}
