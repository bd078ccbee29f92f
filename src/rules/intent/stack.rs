//! The Social Group stack as in the box: the six tokens not offered for the Supporters at
//! setup (the Supporters' token lies before the Murderer, the other two went back into the
//! box), less the tokens put into the box since. In the City phase the Murderer's token stays
//! out until the phase ends, so the Detective's is another group; the Fire Station's goes
//! back at once. A token's mover moves civilians of its group, each once (of any one group
//! when nobody of the token's group is left, and the token then goes into the box).
//!
//! The engine refuses a token the box can't give; Alibi's bag draws from [`contents`], so
//! it draws exactly as the box would.

use super::Answer;
use super::catalogue::{Civilian, Group};
use super::city::{Block, block_msg, is_adjacent};
use super::guard::{need, on_board, refuse};
use super::investigation::mover_may;
use super::{IntentToKill, Phase, detective};
use crate::msg;
use crate::rules::Refusal;

/// The groups whose token is in the stack now, when the game knows the stack: `None` when
/// the players drew the Supporters' tokens by hand (then only the physical stack knows).
pub(super) fn contents(game: &IntentToKill) -> Option<Vec<Group>> {
    let offered = game.offered?;
    let out = if game.phase == Phase::City {
        game.out
    } else {
        0
    };
    Some(
        Group::ALL
            .into_iter()
            .filter(|g| !offered.contains(g) && (game.boxed | out) & g.bit() == 0)
            .collect(),
    )
}

/// Refuses a token the stack can't hold now.
fn may_draw(game: &IntentToKill, group: Group) -> Result<(), Refusal> {
    let g = group.msg();
    if game.phase == Phase::City && game.city_draws >= 2 {
        return refuse(msg!("intent-refusal-token-both-drawn"));
    }
    if game.offered.is_some_and(|three| three.contains(&group)) {
        return refuse(msg!("intent-refusal-token-offered", group = g));
    }
    if game.boxed & group.bit() != 0 {
        return refuse(msg!("intent-refusal-token-boxed", group = g));
    }
    if game.phase == Phase::City && game.out & group.bit() != 0 {
        return refuse(msg!("intent-refusal-token-out", group = g));
    }
    // Without the offer the engine knows the stack only by its size: six tokens.
    if (game.tokens | group.bit()).count_ones() > 6 {
        return refuse(msg!("intent-refusal-token-seventh", group = g));
    }
    Ok(())
}

/// A token drawn from the stack: in the City phase, a mover's; in the Detective phase, the
/// Fire Station's action.
pub(super) fn token(game: &mut IntentToKill, group: Group) -> Result<Answer, Refusal> {
    if game.phase == Phase::Murderer {
        return refuse(msg!("intent-refusal-token-murderer-phase"));
    }
    if game.phase == Phase::Detective {
        detective::fire_station(game, group)?;
    }
    if game.supporters == Some(group) {
        return refuse(msg!("intent-refusal-token-hidden", group = group.msg()));
    }
    if game.refereed {
        may_draw(game, group)?;
    }
    game.tokens |= group.bit();
    game.last_token = Some(group);
    if game.city.civilians().all(|c| c.group() != group) {
        // Nobody of the group is left: the mover picks any group, and the token goes into
        // the box.
        game.boxed |= group.bit();
    }
    if game.phase == Phase::City {
        game.city_draws = game.city_draws.saturating_add(1);
        game.out |= group.bit();
        // A new mover: each civilian of the group may move once for them.
        game.moved = 0;
    }
    Ok(Answer::Ok)
}

/// A civilian steps to an adjacent block: in the City phase, or by the Fire Station's
/// action.
pub(super) fn move_civilian(
    game: &mut IntentToKill,
    c: Civilian,
    to: Block,
) -> Result<Answer, Refusal> {
    if game.phase == Phase::Detective {
        detective::fire_move(game, c, to)?;
    } else {
        need(game, Phase::City, msg!("intent-doing-move-civilians"))?;
        on_board(game, c)?;
        if let Some(group) = game
            .last_token
            .filter(|_| game.refereed && game.city_draws > 0)
        {
            let moved: Vec<Civilian> = game
                .city
                .civilians()
                .filter(|&m| game.has_moved(m))
                .collect();
            let free = game.boxed & group.bit() != 0;
            mover_may(group, free, &moved, c).map_err(Refusal::new)?;
        }
    }
    let from = on_board(game, c)?;
    if !is_adjacent(from, to) {
        return refuse(msg!(
            "intent-refusal-not-next-to-civilian",
            block = block_msg(to),
            civilian = c.msg()
        ));
    }
    if game.city.is_crime_scene(to) {
        return refuse(msg!("intent-refusal-enter-scene", block = block_msg(to)));
    }
    if !game.city.has_room(to) {
        return refuse(msg!("intent-refusal-block-full", block = block_msg(to)));
    }
    game.city.put(c, to);
    if game.phase == Phase::City {
        game.moved |= c.bit();
    }
    Ok(Answer::Ok)
}
