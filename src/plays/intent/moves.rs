//! Every legal move of each side, as the engine allows it now: what an `easy` side draws
//! from, what the stronger levels weigh, and the open protocol's list of legal lines.
//!
//! The Murderer's moves are read from the whole game (the Murderer knows its secrets); the
//! Detective's only from the table's public view, whose investigation the engine referees
//! with the same function it takes the Detective's actions with
//! ([`crate::rules::intent::Investigation::check`]). Each civilian's move after a Social
//! Group token is the engine's rule too ([`mover_may`]). Nothing here is a second copy of
//! the rules: each move offered is one the engine accepts.

use crate::rules::intent::city::{self, all_blocks};
use crate::rules::intent::investigation::mover_may;
use crate::rules::intent::{
    Action, Civilian, Group, IntentToKill, Layout, Phase, PublicView, Trait, Try,
};

/// One of the Detective's options at a decision.
#[derive(Debug, Clone, PartialEq)]
pub enum DetectiveMove {
    /// An action for the engine.
    Act(Action),
    /// A question; the Murderer's side answers it.
    Ask(Civilian, Trait),
}

/// Every legal move of the Detective now, from the public view alone. Empty when it is not
/// the Detective's move.
pub fn detective(view: &PublicView) -> Vec<DetectiveMove> {
    let act = DetectiveMove::Act;
    let city = &view.notebook.city;
    match view.phase {
        Phase::Detective => {
            if let Some(scene) = view.clearing {
                return city
                    .civilians_in(scene)
                    .flat_map(|c| {
                        view.displace_to
                            .iter()
                            .map(move |&b| act(Action::Displace(c, b)))
                    })
                    .collect();
            }
            if view.building_due {
                return view
                    .buildings
                    .iter()
                    .map(|&(_, b)| act(Action::RemoveBuilding(b)))
                    .collect();
            }
            if view.agent_due {
                return city.civilians().map(|c| act(Action::Agent(c))).collect();
            }
            investigation(view)
        }
        Phase::City => {
            // The Detective moves with its own token, the phase's second (none from an empty
            // stack).
            let mut moves: Vec<DetectiveMove> = if view.city_draws >= 2 {
                city_moves(
                    city,
                    view.last_token,
                    &view.boxed,
                    &view.moved,
                    view.city_draws,
                )
                .into_iter()
                .map(act)
                .collect()
            } else {
                Vec::new()
            };
            if view.victims.len() >= view.victim_limit {
                moves.extend(accusations(view).into_iter().map(act));
            } else {
                moves.push(act(Action::Round));
            }
            moves
        }
        _ => Vec::new(),
    }
}

/// The investigation's moves: a step, a question, the Surveillance token placed or used, a
/// comfort, or the end; each one the engine's check allows. (The Fire Station's action is
/// [`fire_station_open`] and [`fire_station_moves`]: its token is drawn unseen, so a side
/// can't name it.)
fn investigation(view: &PublicView) -> Vec<DetectiveMove> {
    let city = &view.notebook.city;
    let allowed = |what| view.investigation.check(city, what).is_ok();
    let mut moves: Vec<DetectiveMove> = city::adjacent(view.detective)
        .filter(|&b| allowed(Try::Step(b)))
        .map(|b| DetectiveMove::Act(Action::Detective(b)))
        .collect();
    for c in city.civilians() {
        if allowed(Try::Question(c)) {
            moves.extend(Trait::ALL.into_iter().map(|t| DetectiveMove::Ask(c, t)));
        }
        if allowed(Try::Surveil(c)) {
            moves.push(DetectiveMove::Act(Action::Surveil(c)));
        }
        if view.surveillance != Some(c) && allowed(Try::Watch(c)) {
            moves.push(DetectiveMove::Act(Action::Watch(c)));
        }
        if allowed(Try::Comfort(c)) {
            moves.push(DetectiveMove::Act(Action::Comfort(c)));
        }
    }
    moves.push(DetectiveMove::Act(Action::City));
    moves
}

/// The tokens of the Social Group stack once the three for the Supporters are drawn.
const STACK: usize = 6;

/// Whether the Detective may take the Fire Station's action now: the engine's check allows
/// it where the marker stands, and a token is left in the stack. Its token is drawn unseen
/// (by the referee's bag when Alibi referees self-play), so no group is chosen here.
pub fn fire_station_open(view: &PublicView) -> bool {
    let investigating = view.phase == Phase::Detective
        && view.clearing.is_none()
        && !view.building_due
        && !view.agent_due;
    // The check reads the group only to see whether anybody of it is left, which doesn't
    // change whether the action is allowed.
    investigating
        && view.boxed.len() < STACK
        && view
            .investigation
            .check(&view.notebook.city, Try::FireStation(Group::ALL[0]))
            .is_ok()
}

/// The moves of the Fire Station's action open now: each civilian the engine lets move
/// with its token, to a neighbouring block with room. Empty when no such action is open.
pub fn fire_station_moves(view: &PublicView) -> Vec<Action> {
    let city = &view.notebook.city;
    if view.phase != Phase::Detective || view.investigation.fire_station().is_none() {
        return Vec::new();
    }
    city.civilians()
        .flat_map(|c| {
            let from = city.block_of(c).unwrap_or_default();
            city.open_neighbours(from)
                .filter(move |&b| view.investigation.check(city, Try::Move(c, b)).is_ok())
                .map(move |b| Action::Move(c, b))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Every accusation: a civilian still in the city and a motive in play.
pub fn accusations(view: &PublicView) -> Vec<Action> {
    let city = &view.notebook.city;
    city.civilians()
        .flat_map(|c| {
            view.motives_in_play
                .iter()
                .map(move |&m| Action::Accuse(c, m))
        })
        .collect()
}

/// The City-phase steps of the mover whose token was drawn last: each civilian the
/// engine lets move with that token, to a neighbouring block with room. Empty before the
/// mover's token is drawn.
pub fn city_moves(
    city: &crate::rules::intent::City,
    last_token: Option<Group>,
    boxed: &[Group],
    moved: &[Civilian],
    draws: u8,
) -> Vec<Action> {
    let Some(group) = last_token.filter(|_| draws > 0) else {
        return Vec::new();
    };
    let free = boxed.contains(&group);
    city.civilians()
        .filter(|&c| mover_may(group, free, moved, c).is_ok())
        .flat_map(|c| {
            let from = city.block_of(c).unwrap_or_default();
            city.open_neighbours(from)
                .map(move |b| Action::Move(c, b))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Every way to intimidate this round (the number owed, from the civilians allowed).
pub fn intimidations(game: &IntentToKill) -> Vec<Vec<Civilian>> {
    let city = game.city();
    let targets: Vec<Civilian> = city
        .civilians()
        .filter(|&c| city.block_of(c) != Some(city.detective()) && !city.intimidated(c))
        .collect();
    match game.intimidation_owed() {
        0 => Vec::new(),
        1 => targets.iter().map(|&c| vec![c]).collect(),
        _ => targets
            .iter()
            .enumerate()
            .flat_map(|(i, &a)| targets[i + 1..].iter().map(move |&b| vec![a, b]))
            .collect(),
    }
}

/// Every legal move of the Murderer now (none when it is not the Murderer's move). A
/// second refusal, which loses the game, is left out; a first one is kept only when there
/// is nobody to kill.
pub fn murderer(game: &IntentToKill) -> Vec<Action> {
    match game.phase() {
        Phase::Murderer if game.intimidation_owed() > 0 => intimidations(game)
            .into_iter()
            .map(Action::Intimidate)
            .collect(),
        Phase::Murderer
            if game.layout() == Layout::Doa && game.city().crime_scenes().is_empty() =>
        {
            all_blocks().map(Action::Scene).collect()
        }
        Phase::Murderer => {
            let victims: Vec<Action> = game
                .legal_victims()
                .into_iter()
                .map(Action::Murder)
                .collect();
            if victims.is_empty() {
                vec![Action::Refuse]
            } else {
                victims
            }
        }
        Phase::City => {
            let view_moved: Vec<Civilian> = game
                .city()
                .civilians()
                .filter(|&c| game.has_moved(c))
                .collect();
            let boxed: Vec<Group> = Group::ALL
                .into_iter()
                .filter(|g| game.boxed() & g.bit() != 0)
                .collect();
            city_moves(
                game.city(),
                game.last_token(),
                &boxed,
                &view_moved,
                game.city_draws(),
            )
        }
        _ => Vec::new(),
    }
}
