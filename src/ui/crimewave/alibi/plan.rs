//! Alibi's decisions as instructions: each worked out off the UI thread for the game at one
//! moment, then said one step at a time (what the table hears, and the actions it stands for).

use crate::plays::Announcement;
use crate::plays::crimewave::{Killers, Place, Stage, announce};
use crate::rules::Rules;
use crate::rules::crimewave::{Action as CwAction, Crimewave, Evidence, Loc, changes};
use crate::t;

/// One instruction of a decision: what the table hears and the actions it stands for
/// (taken as it is shown, or, when people draw the evidence tile, once they typed it).
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub(super) said: Announcement,
    pub(super) actions: Vec<CwAction>,
    /// The people draw the evidence tile of the scene at this location and type it.
    pub(super) tile_for: Option<Loc>,
}

/// A decision of Alibi's as instructions, one after another.
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    pub(super) stage: Stage,
    pub(super) steps: Vec<Step>,
}

/// Whether an action is the Killers' own (Alibi's when it plays them).
pub(super) fn by_killers(action: &CwAction) -> bool {
    matches!(
        action,
        CwAction::Method { .. }
            | CwAction::Residence { .. }
            | CwAction::Scene { .. }
            | CwAction::Murder { .. }
            | CwAction::RandomKilling { .. }
            | CwAction::FullMoon { .. }
            | CwAction::Escape { .. }
            | CwAction::ChangeMethod { .. }
            | CwAction::Relocate { .. }
    )
}

/// The action with the evidence tile the people drew.
pub(super) fn with_tile(action: CwAction, tile: Evidence) -> CwAction {
    match action {
        CwAction::Scene { killer, loc, .. } => CwAction::Scene {
            killer,
            loc,
            evidence: tile,
        },
        CwAction::Murder { killer, loc, .. } => CwAction::Murder {
            killer,
            loc,
            evidence: tile,
        },
        CwAction::RandomKilling { loc, method, .. } => CwAction::RandomKilling {
            loc,
            evidence: tile,
            method,
        },
        other => other,
    }
}

/// Works out a decision (off the UI thread) for the game at `place`: its instructions, with
/// the evidence tiles from Alibi's bag unless `people_draw`.
pub(super) fn decide(
    killers: Killers,
    game: &Crimewave,
    place: Place,
    stage: Stage,
    people_draw: bool,
) -> Plan {
    let mut draw = killers.tiles(game, place);
    // The tile as the announcement says it: Alibi's, or the people's to draw.
    let shown = |tile: Evidence| (!people_draw).then_some(tile);
    let step = |said, actions, tile_for: Option<Loc>| Step {
        said,
        actions,
        tile_for: tile_for.filter(|_| people_draw),
    };
    let steps = match stage {
        Stage::Setup => {
            let faces = killers.roll_methods();
            let Some(setup) = killers.setup(game, faces) else {
                return Plan {
                    stage,
                    steps: vec![step(
                        Announcement::new(
                            t!("together-no-room"),
                            vec![t!("together-no-room-step")],
                        ),
                        Vec::new(),
                        None,
                    )],
                };
            };
            let actions = setup.actions(|_| draw());
            // The methods and the secret residences first (Alibi's setup decision is taken
            // at the red method: see `Killers::reasons`), then the scenes in the order of
            // their sites, which pairs none with its Killer.
            let (scenes, secret): (Vec<CwAction>, Vec<CwAction>) = actions
                .into_iter()
                .partition(|a| matches!(a, CwAction::Scene { .. }));
            let (methods, homes): (Vec<CwAction>, Vec<CwAction>) = secret
                .into_iter()
                .partition(|a| matches!(a, CwAction::Method { .. }));
            let mut steps = vec![step(
                setup.announce_methods(game),
                methods.into_iter().chain(homes).collect(),
                None,
            )];
            for loc in setup.opening_sites() {
                let Some(scene) = scenes
                    .iter()
                    .find(|a| matches!(a, CwAction::Scene { loc: l, .. } if *l == loc))
                else {
                    continue;
                };
                let tile = match scene {
                    CwAction::Scene { evidence, .. } => *evidence,
                    _ => Evidence::Item,
                };
                steps.push(step(
                    setup.announce_scene(game, loc, shown(tile)),
                    vec![scene.clone()],
                    Some(loc),
                ));
            }
            steps
        }
        Stage::Event => {
            let event = killers.event(game, place);
            let tile = draw();
            match event.action(|| tile) {
                None => Vec::new(),
                Some(action) => {
                    let tile_for = match &action {
                        CwAction::RandomKilling { loc, .. } => Some(*loc),
                        _ => None,
                    };
                    vec![step(
                        event.announce(game, shown(tile)),
                        vec![action],
                        tile_for,
                    )]
                }
            }
        }
        Stage::Murder => match killers.murder(game, place) {
            Some(murder) => {
                let tile = draw();
                vec![step(
                    murder.announce(shown(tile)),
                    vec![murder.action(tile)],
                    Some(murder.loc),
                )]
            }
            None => vec![step(announce::no_murder(), Vec::new(), None)],
        },
        Stage::Spook(killer) => match killers.spook(game, killer, place) {
            Some(decision) => vec![step(
                decision.announce(),
                decision.action().into_iter().collect(),
                None,
            )],
            None => Vec::new(),
        },
    };
    Plan {
        stage,
        steps: with_changes(game, steps),
    }
}

/// Each instruction with what the rules change on the board once its actions are taken
/// (the Victim Counter, Public Panic, a Spook Marker, a Profile Marker), worked out on a
/// copy of the game, the steps one after another.
fn with_changes(game: &Crimewave, steps: Vec<Step>) -> Vec<Step> {
    let mut played = game.clone();
    steps
        .into_iter()
        .map(|mut step| {
            let before = played.public_view();
            for action in &step.actions {
                // Alibi proposes legal moves only; a refused one is said when it is taken.
                let _ = played.apply(action);
            }
            let after = played.public_view();
            step.said
                .steps
                .extend(changes::said(&changes::between(&before, &after)));
            step
        })
        .collect()
}
