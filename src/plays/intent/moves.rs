//! Every legal move of each side, as the rules allow it now: what an `easy` side draws from
//! and what the stronger levels weigh.
//!
//! The Murderer's moves are read from the whole game (the Murderer knows its secrets); the
//! Detective's only from the table's public view. The engine already refuses what breaks the
//! rules it referees; the Detective's action economy (two movement points, two different
//! actions, questioning only where the Detective stands, a building's action only at the
//! building) and each civilian moving once per token are kept here, from the public record
//! of what was done this phase.

use crate::rules::intent::city::{adjacent, all_blocks};
use crate::rules::intent::{
    Action, Block, Building, Civilian, Deed, Group, IntentToKill, Layout, Phase, PublicView, Trait,
};

/// One of the Detective's four kinds of action (at most two different ones a phase).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Questioning the civilians of the Detective's block.
    Questioning,
    /// The Diner: one civilian of this or an adjacent block answers a question.
    Diner,
    /// The Police Station: Surveillance on a civilian of this or an adjacent block (Alibi
    /// places the token and uses it at once).
    Police,
    /// The Hospital: comfort an intimidated civilian of this or an adjacent block.
    Hospital,
}

/// What the Detective has spent this Detective phase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spent {
    /// Movement points used (of 2).
    pub steps: u8,
    /// Actions used, in order.
    pub kinds: Vec<Kind>,
    /// Whether the last thing done was questioning in the Detective's block (it can go on
    /// with the next civilian there).
    pub questioning_open: bool,
}

impl Spent {
    /// Reads the phase's deeds (a question is Questioning when the civilian stood in the
    /// Detective's block, the Diner's otherwise; civilians don't move during the
    /// investigation).
    pub fn of(view: &PublicView) -> Spent {
        let city = &view.notebook.city;
        let mut spent = Spent {
            steps: 0,
            kinds: Vec::new(),
            questioning_open: false,
        };
        for deed in &view.deeds {
            let kind = match *deed {
                Deed::Step(_) => {
                    spent.steps += 1;
                    spent.questioning_open = false;
                    continue;
                }
                Deed::Question { civilian, from } if city.block_of(civilian) == Some(from) => {
                    Kind::Questioning
                }
                Deed::Question { .. } => Kind::Diner,
                Deed::Surveil(_) => Kind::Police,
                Deed::Comfort(_) => Kind::Hospital,
            };
            spent.questioning_open = kind == Kind::Questioning;
            if !spent.kinds.contains(&kind) {
                spent.kinds.push(kind);
            }
        }
        spent
    }

    /// Whether an action of `kind` may still be taken.
    pub fn allows(&self, kind: Kind) -> bool {
        if kind == Kind::Questioning && self.kinds.contains(&Kind::Questioning) {
            return self.questioning_open;
        }
        !self.kinds.contains(&kind) && self.kinds.len() < 2
    }
}

/// Whether a building of `kind` stands in `block`.
pub fn building_at(buildings: &[(Building, Block)], kind: Building, block: Block) -> bool {
    buildings.iter().any(|&(k, b)| k == kind && b == block)
}

/// The Detective's block and the blocks next to it.
fn near(block: Block) -> impl Iterator<Item = Block> {
    std::iter::once(block).chain(adjacent(block))
}

/// One of the Detective's options at a decision.
#[derive(Debug, Clone, PartialEq)]
pub enum DetectiveMove {
    /// An action for the engine.
    Act(Action),
    /// A question; the Murderer's side answers it.
    Ask(Civilian, Trait),
}

/// Whether the civilian could answer a question now: in the city, not intimidated, not
/// asked yet this phase.
pub fn questionable(view: &PublicView, c: Civilian) -> bool {
    let city = &view.notebook.city;
    city.on_board(c) && !city.intimidated(c) && !view.questioned.contains(&c)
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
            let mut moves = city_moves(
                city,
                view.last_token,
                &view.boxed,
                &view.moved,
                view.city_draws,
            );
            let mut moves: Vec<DetectiveMove> = moves.drain(..).map(act).collect();
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

/// The investigation's moves: a step, a question, a building's action, or the end.
fn investigation(view: &PublicView) -> Vec<DetectiveMove> {
    let city = &view.notebook.city;
    let here = view.detective;
    let spent = Spent::of(view);
    let mut moves = Vec::new();
    if spent.steps < 2 {
        moves.extend(adjacent(here).map(|b| DetectiveMove::Act(Action::Detective(b))));
    }
    let ask = |c: Civilian| {
        Trait::ALL
            .into_iter()
            .map(move |t| DetectiveMove::Ask(c, t))
    };
    if spent.allows(Kind::Questioning) {
        moves.extend(
            city.civilians_in(here)
                .filter(|&c| questionable(view, c))
                .flat_map(ask),
        );
    }
    let at = |kind| building_at(&view.buildings, kind, here);
    if at(Building::Diner) && spent.allows(Kind::Diner) {
        moves.extend(
            adjacent(here)
                .flat_map(|b| city.civilians_in(b))
                .filter(|&c| questionable(view, c))
                .flat_map(ask),
        );
    }
    if at(Building::PoliceStation) && spent.allows(Kind::Police) {
        moves.extend(
            near(here)
                .flat_map(|b| city.civilians_in(b))
                .map(|c| DetectiveMove::Act(Action::Surveil(c))),
        );
    }
    if at(Building::Hospital) && spent.allows(Kind::Hospital) {
        moves.extend(
            near(here)
                .flat_map(|b| city.civilians_in(b))
                .filter(|&c| city.intimidated(c))
                .map(|c| DetectiveMove::Act(Action::Comfort(c))),
        );
    }
    moves.push(DetectiveMove::Act(Action::City));
    moves
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

/// The City-phase steps of the mover whose token was drawn last: each civilian of the
/// drawn group once, to a neighbouring block with room (any one group when nobody of the
/// drawn group is left). Empty before the mover's token is drawn.
pub fn city_moves(
    city: &crate::rules::intent::City,
    last_token: Option<Group>,
    boxed: &[Group],
    moved: &[Civilian],
    draws: u8,
) -> Vec<Action> {
    if draws == 0 {
        return Vec::new();
    }
    let group = last_token.filter(|g| !boxed.contains(g));
    // With a boxed token the mover picks any one group: the group of the first civilian
    // moved, once one has.
    let chosen = group.or_else(|| moved.first().map(|c| c.group()));
    city.civilians()
        .filter(|c| chosen.is_none_or(|g| c.group() == g) && !moved.contains(c))
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
