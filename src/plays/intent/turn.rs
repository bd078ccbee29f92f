//! Whose turn it is, who took an action, and the social-group tokens Alibi's bag draws.
//!
//! The engine referees what people enter in any order; when Alibi plays a side the table
//! needs to know when that side is to act. The Murderer phase is the Murderer's, the
//! Detective phase the Detective's; the City phase is the Murderer's (its token, then its
//! moves) until the Murderer is done or the Detective's token is drawn, then the Detective's
//! (its moves, then the next round or the accusation).

use crate::chance::{self, Draw};
use crate::plays::Side;
use crate::rules::intent::{Action, Civilian, Group, IntentToKill, Phase, Trait};
use rand::seq::SliceRandom;

/// What a side decides to do next.
#[derive(Debug, Clone, PartialEq)]
pub enum Decision {
    /// An action for the engine.
    Act(Action),
    /// The Detective asks a civilian a question; the Murderer's side gives the answer (the
    /// truth, or a lie where the rules allow one), which makes the recorded action.
    Ask(Civilian, Trait),
    /// Nothing more this turn: the Murderer's City-phase moves are done.
    Pass,
}

/// The side the game waits for now; `murderer_done` says the Murderer has finished its
/// City-phase moves. `None` in setup and once the game is over.
pub fn to_act(game: &IntentToKill, murderer_done: bool) -> Option<Side> {
    match game.phase() {
        Phase::Setup | Phase::Over => None,
        Phase::Murderer => Some(Side::Murderer),
        Phase::Detective => Some(Side::Detective),
        Phase::City if murderer_done || game.city_draws() >= 2 => Some(Side::Detective),
        Phase::City => Some(Side::Murderer),
    }
}

/// The side an action belongs to, judged in the game before it: `None` for setup lines and
/// for a question, whose answer comes from the Murderer's side while the Detective's side
/// asked it — a question is always a person's entry when Alibi plays one side.
pub fn side_of(game: &IntentToKill, action: &Action) -> Option<Side> {
    match action {
        Action::Question { .. } => None,
        Action::Intimidate(_)
        | Action::Murder(_)
        | Action::Bomb(..)
        | Action::Scene(_)
        | Action::Refuse => Some(Side::Murderer),
        Action::Token(_) if game.phase() == Phase::City && game.city_draws() == 0 => {
            Some(Side::Murderer)
        }
        Action::Move(..) if game.phase() == Phase::City && game.city_draws() < 2 => {
            Some(Side::Murderer)
        }
        _ if game.phase() == Phase::Setup => None,
        _ => Some(Side::Detective),
    }
}

/// Whether the side whose City turn it is still has to draw its social-group token (never
/// from an empty stack).
pub fn token_due(game: &IntentToKill, side: Side) -> bool {
    let turn = match side {
        Side::Murderer => game.city_draws() == 0,
        _ => game.city_draws() == 1,
    };
    // An empty stack gives no token: that side moves nobody (docs/rulings.md, ruling 6).
    let stacked = game.token_stack().is_none_or(|stack| !stack.is_empty());
    game.phase() == Phase::City && turn && stacked
}

/// Alibi's bag draws a social-group token from the stack, as a player would from the
/// board: which token is fixed by the game's seed and the draw's place (the round, and
/// which of its draws: the Murderer's, the Detective's, or the Fire Station's), whatever
/// came before it. `None` when the game doesn't know the stack (the players drew the
/// Supporters' tokens by hand) or it is empty.
pub fn draw_token(game: &IntentToKill, seed: u64) -> Option<Group> {
    let stack = game.token_stack()?;
    let which = match game.phase() {
        Phase::City => u64::from(game.city_draws()),
        _ => 2,
    };
    // The stack shuffled for this place: its first token still in the stack is the one
    // drawn (as likely any of them as a shuffle of the tokens left).
    let mut order = Group::ALL;
    order.shuffle(&mut chance::rng(
        seed,
        Draw::Token,
        &[u64::from(game.round()), which],
    ));
    order.into_iter().find(|g| stack.contains(g))
}

/// The action a side's decision makes at the table: the Fire Station's token is drawn
/// unseen, so whatever group the Detective's side named, Alibi's bag draws it; any other
/// action is the side's own. `None` when the bag can't draw (the stack is empty or unknown).
pub fn at_the_table(game: &IntentToKill, seed: u64, side: Side, action: Action) -> Option<Action> {
    match action {
        Action::Token(_) if side == Side::Detective && game.phase() == Phase::Detective => {
            draw_token(game, seed).map(Action::Token)
        }
        action => Some(action),
    }
}
