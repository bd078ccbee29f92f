//! The murder phase: which Killer kills, and where.

use super::announce;
use super::spook::best_of;
use super::weigh::{Candidate, Proposal, weigh};
use crate::i18n::Msg;
use crate::msg;
use crate::plays::{Announcement, Level};
use crate::rules::crimewave::{Action, Crimewave, Evidence, Killer, Loc};
use rand::Rng;
use rand::seq::IndexedRandom;

/// A murder decided: which Killer (secret while the scene is unsolved), where, with which
/// method tile (the Killer's, public above its portrait).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Murder {
    /// The Killer (secret).
    pub killer: Killer,
    /// Where.
    pub loc: Loc,
    /// The method tile to place: the Killer's method now.
    pub method: String,
    /// Why (secret until the end of the game).
    pub why: Msg,
}

impl Murder {
    /// The `murder` action, with the evidence tile drawn for the scene.
    pub fn action(&self, tile: Evidence) -> Action {
        Action::Murder {
            killer: self.killer,
            loc: self.loc,
            evidence: tile,
        }
    }

    /// What the table hears: the site and the tiles, never the Killer. `tile` is the
    /// evidence tile when Alibi's bag drew it; otherwise a person draws and types it.
    pub fn announce(&self, tile: Option<Evidence>) -> Announcement {
        announce::murder(self.loc, &self.method, tile)
    }
}

/// Decides this round's murder, or `None` when no Killer may kill.
pub(super) fn decide(game: &Crimewave, level: Level, rng: &mut impl Rng) -> Option<Murder> {
    let choices: Vec<(Killer, Vec<Loc>)> = Killer::ALL
        .into_iter()
        .map(|k| (k, game.legal_locations(k)))
        .filter(|(_, sites)| !sites.is_empty())
        .collect();
    if level == Level::Easy {
        let (killer, sites) = choices.choose(rng)?;
        let loc = near_home(game, *killer, sites, rng)?;
        return Some(murder(
            game,
            *killer,
            loc,
            msg!(
                "crimewave-why-murder-near",
                killer = killer.msg(),
                loc = loc
            ),
        ));
    }
    let proposals: Vec<Proposal> = choices
        .into_iter()
        .map(|(killer, sites)| Proposal {
            game,
            killer,
            sites,
        })
        .collect();
    let candidates: Vec<Candidate> = weigh(game, &proposals, level).concat();
    let best = best_of(&candidates, |c| c.value, rng)?;
    let weighed = candidates.iter().filter(|c| c.killer == best.killer);
    let worst = weighed
        .map(|c| c.homes_left)
        .min()
        .unwrap_or(best.homes_left);
    let why = msg!(
        "crimewave-why-murder-weighed",
        killer = best.killer.msg(),
        loc = best.loc,
        left = best.homes_left,
        weighed = candidates.len(),
        worst = worst
    );
    Some(murder(game, best.killer, best.loc, why))
}

/// `easy`'s site: a beginner's habit, to kill close to home, on ground the Killer knows —
/// its nearest legal site, counted in steps on the board (not its own doorstep while it may
/// kill anywhere else). It is a beginner's mistake: scenes huddled around a home leave the
/// table few places for it, and three around one place bring a Neighborhood Watch. Ties are
/// drawn at random.
fn near_home(game: &Crimewave, killer: Killer, sites: &[Loc], rng: &mut impl Rng) -> Option<Loc> {
    let (Some(board), Some(home)) = (game.board(), game.residence(killer)) else {
        return sites.choose(rng).copied();
    };
    let steps = board.distances_from(home, |_| false);
    let away: Vec<Loc> = sites.iter().copied().filter(|&l| l != home).collect();
    let choices = if away.is_empty() { sites } else { &away };
    let away_from_home = |loc: Loc| steps.to(loc).unwrap_or(u32::MAX);
    let nearest = choices.iter().map(|&l| away_from_home(l)).min()?;
    let at: Vec<Loc> = choices
        .iter()
        .copied()
        .filter(|&l| away_from_home(l) == nearest)
        .collect();
    at.choose(rng).copied()
}

fn murder(game: &Crimewave, killer: Killer, loc: Loc, why: Msg) -> Murder {
    Murder {
        killer,
        loc,
        method: game.method(killer).unwrap_or_default().to_owned(),
        why,
    }
}
