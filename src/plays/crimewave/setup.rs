//! Setup: the three secret residences and the six opening crime scenes (rulebook "Setup",
//! steps 3, 5 and 6), for the methods the d8 gave.

use super::announce;
use super::safety::{Hideouts, score};
use super::spook::best_of;
use crate::i18n::Msg;
use crate::msg;
use crate::plays::{Announcement, Level};
use crate::rules::Rules;
use crate::rules::crimewave::{
    Action, Crimewave, Evidence, Killer, Loc, MethodChoice, OPENING_SCENES, Phase,
};
use rand::Rng;
use rand::seq::IndexedRandom;

/// How many whole setups `standard` and `hard` draw and weigh by the exact deduction at
/// the start of play (each costs one deduction: a few milliseconds).
const TRIES: usize = 16;

/// Alibi's setup: the d8 faces, each Killer's home and its two opening scenes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// The d8 faces for red, green, blue (public: the method tiles above the portraits).
    pub faces: [u8; 3],
    /// The residences, red, green, blue (secret).
    pub homes: [Loc; 3],
    /// Each Killer's two opening scenes, red, green, blue (secret: which is whose).
    pub scenes: [[Loc; OPENING_SCENES]; 3],
    /// Why (secret until the end of the game).
    pub why: Msg,
}

impl Setup {
    /// The opening scenes' sites, ascending: the order the table places them in, which
    /// pairs none of them with its Killer.
    pub fn opening_sites(&self) -> Vec<Loc> {
        let mut sites: Vec<Loc> = self.scenes.iter().flatten().copied().collect();
        sites.sort_unstable();
        sites
    }

    /// The setup's actions (methods, residences, opening scenes), with the evidence tile
    /// drawn for the scene at each site; `start` follows once the table is ready.
    pub fn actions(&self, mut tile: impl FnMut(Loc) -> Evidence) -> Vec<Action> {
        let mut actions = Vec::new();
        for (i, killer) in Killer::ALL.into_iter().enumerate() {
            actions.push(Action::Method {
                killer,
                method: MethodChoice::Face(self.faces[i]),
            });
            actions.push(Action::Residence {
                killer,
                loc: self.homes[i],
            });
            for &loc in &self.scenes[i] {
                actions.push(Action::Scene {
                    killer,
                    loc,
                    evidence: tile(loc),
                });
            }
        }
        actions
    }

    /// What the table hears about the methods (the tiles above the portraits).
    pub fn announce_methods(&self, game: &Crimewave) -> Announcement {
        let method = |face: u8| game.settings().method_for_face(face).unwrap_or("?");
        announce::methods(self.faces, self.faces.map(method))
    }

    /// What the table hears about the opening scene at `loc`: the method tile on it is
    /// public, its Killer is not. `tile`: the evidence tile if Alibi's bag drew it.
    pub fn announce_scene(
        &self,
        game: &Crimewave,
        loc: Loc,
        tile: Option<Evidence>,
    ) -> Announcement {
        let killer = Killer::ALL
            .into_iter()
            .position(|k| self.scenes[k.index()].contains(&loc))
            .unwrap_or(0);
        let method = game
            .settings()
            .method_for_face(self.faces[killer])
            .unwrap_or("?");
        announce::opening_scene(loc, method, tile)
    }
}

/// Plans the setup. `easy` draws homes and scenes at random among the legal ones; the others
/// draw [`TRIES`] whole setups, each Killer's two scenes side by side (scenes close together
/// narrow a home the least), and keep the one the level judges safest at the start of play,
/// by the exact deduction.
pub(super) fn plan(
    game: &Crimewave,
    faces: [u8; 3],
    level: Level,
    rng: &mut impl Rng,
) -> Option<Setup> {
    if game.phase() != Phase::Setup || game.board().is_none() {
        return None;
    }
    if level == Level::Easy {
        let (homes, scenes) = draw(game, faces, false, rng)?;
        return Some(Setup {
            faces,
            homes,
            scenes,
            why: msg!("crimewave-why-setup-random"),
        });
    }
    let mut tried: Vec<(Setup, f64, [usize; 3])> = Vec::new();
    for _ in 0..TRIES {
        let Some((homes, scenes)) = draw(game, faces, true, rng) else {
            continue;
        };
        let setup = Setup {
            faces,
            homes,
            scenes,
            // Said once the best is chosen.
            why: Msg::raw(""),
        };
        let mut started = game.clone();
        let applied = setup
            .actions(|_| Evidence::Item)
            .iter()
            .chain([&Action::Start])
            .all(|a| started.apply(a).is_ok());
        if !applied {
            continue;
        }
        let deduction = started.deduce();
        let value = score(level, &Hideouts::of(&started), &deduction);
        let left = Killer::ALL.map(|k| deduction.count(k));
        tried.push((setup, value, left));
    }
    let count = tried.len();
    let index: Vec<usize> = (0..count).collect();
    let best = best_of(&index, |&i| tried[i].1, rng)?;
    let (mut setup, _, left) = tried.swap_remove(best);
    setup.why = msg!(
        "crimewave-why-setup-weighed",
        red = setup.homes[0],
        green = setup.homes[1],
        blue = setup.homes[2],
        red_left = left[0],
        green_left = left[1],
        blue_left = left[2],
        weighed = count
    );
    Some(setup)
}

/// Draws one legal setup: each Killer in turn a home apart from the others and two sites in
/// its comfort zone (`close`: the second next to the first where it can be).
fn draw(
    game: &Crimewave,
    faces: [u8; 3],
    close: bool,
    rng: &mut impl Rng,
) -> Option<([Loc; 3], [[Loc; OPENING_SCENES]; 3])> {
    let mut trial = game.clone();
    let mut homes = [0; 3];
    let mut scenes = [[0; OPENING_SCENES]; 3];
    for (i, killer) in Killer::ALL.into_iter().enumerate() {
        let method = Action::Method {
            killer,
            method: MethodChoice::Face(faces[i]),
        };
        trial.apply(&method).ok()?;
        let home = *trial.legal_homes(killer).choose(rng)?;
        trial.apply(&Action::Residence { killer, loc: home }).ok()?;
        homes[i] = home;
        for n in 0..OPENING_SCENES {
            let sites = trial.legal_locations(killer);
            let board = trial.board()?;
            let near: Vec<Loc> = match n {
                0 => Vec::new(),
                _ => sites
                    .iter()
                    .copied()
                    .filter(|&s| board.neighbours(scenes[i][0]).any(|m| m == s))
                    .collect(),
            };
            let pool = if close && !near.is_empty() {
                &near
            } else {
                &sites
            };
            let loc = *pool.choose(rng)?;
            let scene = Action::Scene {
                killer,
                loc,
                evidence: Evidence::Item,
            };
            trial.apply(&scene).ok()?;
            scenes[i][n] = loc;
        }
    }
    Some((homes, scenes))
}
