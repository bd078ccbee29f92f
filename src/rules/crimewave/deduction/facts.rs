//! The public facts of a Crimewave game, as the deduction reads them (ruling 22, docs/rulings.md).

use super::Period;
use crate::i18n::Msg;
use crate::msg;
use crate::rules::crimewave::Crimewave;
use crate::rules::crimewave::board::Loc;
use crate::rules::crimewave::killer::Killer;
use crate::rules::crimewave::method_msg;
use crate::rules::crimewave::scene::Culprit;
use serde::Serialize;

/// Everything public that says where the Killers live. Public by construction (it is part of
/// the table's `PublicView`, so a seeking player can deduce exactly what the table can).
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Facts {
    /// Every residence period of every Killer: red's, then green's, then blue's, oldest first.
    pub periods: Vec<Period>,
    /// The facts, in the order the table learned them (the opening first).
    pub facts: Vec<Fact>,
    /// The periods begun after setup (Spook-3 moves, escapes), in the order they began.
    pub moves: Vec<Period>,
}

/// One thing the table knows.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Fact {
    /// A raid on (location, Killer) missed: the Killer didn't live there then.
    Missed(Period, Loc),
    /// A raid hit: the Killer lived there then.
    Hit(Period, Loc),
    /// The all-trapped reveal showed the Killer's home then.
    Shown(Period, Loc),
    /// The two homes were chosen at least 3 spaces apart (setup, or a move while the other
    /// Killer was on the board).
    Apart(Period, Period),
    /// The six opening scenes: two per Killer, each from its first home with its setup
    /// method.
    Opening(Vec<SceneFact>),
    /// A scene placed in play: some suspect left it.
    Scene(SceneFact),
}

/// A crime scene as the table knows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SceneFact {
    /// Where it is.
    pub loc: Loc,
    /// The method tile on it.
    pub method: String,
    /// The Neighborhood Watches on the board when it was placed (routes went around them).
    pub watches: Vec<Loc>,
    /// Who could have left it, with their residence period and comfort radius then: one
    /// Killer once it is solved, those free with that method tile otherwise (less any a
    /// wrong tie cleared).
    pub suspects: Vec<(Period, u32)>,
    /// Solved: the victim tile shows its Killer.
    pub solved: bool,
}

impl Facts {
    /// Reads the public facts off a game.
    pub fn of(game: &Crimewave) -> Facts {
        let periods = Killer::ALL
            .into_iter()
            .flat_map(|k| (1..=game.killer(k).epoch()).map(move |e| (k, e)))
            .collect();
        let mut facts: Vec<Fact> = Vec::new();
        let scene_fact = |s: &crate::rules::crimewave::scene::Scene| {
            let suspects = match s.culprit {
                Culprit::Killer(k) if s.solved => vec![((k, s.epoch), s.radius)],
                _ => Killer::ALL
                    .into_iter()
                    .filter(|k| !s.cleared[k.index()])
                    .filter_map(|k| s.suspects[k.index()].map(|sus| ((k, sus.epoch), sus.radius)))
                    .collect(),
            };
            SceneFact {
                loc: s.loc,
                method: s.method.clone().unwrap_or_default(),
                watches: game
                    .watches
                    .get(..s.watches_then)
                    .unwrap_or(&game.watches)
                    .to_vec(),
                suspects,
                solved: s.solved,
            }
        };
        let started = game.phase != crate::rules::crimewave::Phase::Setup;
        if started {
            facts.extend(game.apart.iter().map(|&(a, b)| Fact::Apart(a, b)));
            // By location, as the table sees them: setup is entered Killer by Killer, so the
            // order placed would pair the scenes with their Killers.
            let mut opening: Vec<SceneFact> = game
                .scenes
                .iter()
                .filter(|s| s.opening)
                .map(scene_fact)
                .collect();
            opening.sort_by_key(|s| s.loc);
            facts.push(Fact::Opening(opening));
        }
        facts.extend(game.raids.iter().map(|r| {
            let period = (r.killer, r.epoch);
            if r.hit {
                Fact::Hit(period, r.loc)
            } else {
                Fact::Missed(period, r.loc)
            }
        }));
        facts.extend(
            game.shown
                .iter()
                .map(|&(period, loc)| Fact::Shown(period, loc)),
        );
        facts.extend(
            game.scenes
                .iter()
                .filter(|s| !s.opening && s.culprit != Culprit::Random)
                .map(|s| Fact::Scene(scene_fact(s))),
        );
        Facts {
            periods,
            facts,
            moves: game.moves.clone(),
        }
    }

    /// The same facts with one more unsolved scene: a murder the Killer player is weighing
    /// (for the advice), with the suspects the table would see.
    pub fn with_scene(&self, scene: SceneFact) -> Facts {
        let mut more = self.clone();
        more.facts.push(Fact::Scene(scene));
        more
    }

    /// The same facts without the one at `index` (for the explanation).
    pub fn without(&self, index: usize) -> Facts {
        let mut fewer = self.clone();
        if index < fewer.facts.len() {
            fewer.facts.remove(index);
        }
        fewer
    }
}

impl Fact {
    /// The fact in a sentence for the Killer player ("the missed raid on the Red Terror at 31").
    pub fn describe(&self) -> Msg {
        match self {
            Fact::Missed((k, _), loc) => {
                msg!("crimewave-fact-missed", killer = k.msg(), loc = *loc)
            }
            Fact::Hit((k, _), loc) => msg!("crimewave-fact-hit", killer = k.msg(), loc = *loc),
            Fact::Shown((k, _), loc) => msg!("crimewave-fact-shown", killer = k.msg(), loc = *loc),
            Fact::Apart((a, _), (b, _)) => {
                msg!("crimewave-fact-apart", first = a.msg(), second = b.msg())
            }
            Fact::Opening(_) => msg!("crimewave-fact-opening"),
            Fact::Scene(scene) => {
                let method = method_msg(&scene.method);
                let who = match scene.suspects.as_slice() {
                    [((k, _), _)] if scene.solved => {
                        msg!("crimewave-fact-scene-solved", killer = k.msg())
                    }
                    [((k, _), _)] => {
                        msg!(
                            "crimewave-fact-scene-only",
                            killer = k.msg(),
                            method = method
                        )
                    }
                    _ => msg!("crimewave-fact-scene-unsolved", method = method),
                };
                msg!("crimewave-fact-scene", loc = scene.loc, who = who)
            }
        }
    }
}
