//! The Detective phase as the engine takes it: the Initial Response (the marker onto the new
//! crime scene, its civilians moved off), Split Second's building and The Street with No
//! Name's agent, then the investigation, each step checked by [`super::investigation`], and
//! its end.

use super::catalogue::{Civilian, Trait};
use super::city::{Block, Layout, adjacent, all_blocks, block_msg};
use super::investigation::{Deed, Try};
use super::round::{in_phase, need, on_board, refuse};
use super::{Fact, IntentToKill, Phase};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;

/// The Detective phase begins with the marker on `scene`; `clear` when its civilians must
/// be moved off (not in D.O.A., nor after a refusal).
pub(super) fn begin(game: &mut IntentToKill, scene: Block, clear: bool) {
    game.city.set_detective(scene);
    game.clearing = clear.then_some(scene);
    game.phase = Phase::Detective;
    game.investigation.new_phase();
    game.building_removed = false;
}

/// The crime scene still holding civilians at Initial Response.
pub(super) fn scene_to_clear(game: &IntentToKill) -> Option<Block> {
    game.clearing.filter(|&b| game.city.crowd(b) > 0)
}

/// Whether Split Second still wants this phase's building removed.
pub(super) fn building_due(game: &IntentToKill) -> bool {
    game.layout == Layout::SplitSecond
        && !game.building_removed
        && !game.city.buildings().is_empty()
}

/// Whether The Street with No Name still waits for the Detective's undercover agent.
pub(super) fn agent_due(game: &IntentToKill) -> bool {
    game.layout == Layout::StreetWithNoName && game.round == 1 && game.agent.is_none()
}

/// Refuses unless the Initial Response is over: nothing else happens while civilians stand
/// on the new crime scene.
fn scene_cleared(game: &IntentToKill, what: Msg) -> Result<(), Refusal> {
    reached(game.phase, scene_to_clear(game), false, what)
}

/// Refuses unless the Detective phase has reached its investigation.
pub(super) fn investigating(game: &IntentToKill, what: Msg) -> Result<(), Refusal> {
    reached(game.phase, scene_to_clear(game), building_due(game), what)
}

/// Refuses `what` unless a Detective phase standing so has reached its investigation: the
/// `phase` is the Detective's, no crime scene is still `to_clear`, no Split Second building
/// is `building_due`. The game and the table's view both know these three, so the engine and
/// a screen drawn from the view ask the same question.
pub(super) fn reached(
    phase: Phase,
    to_clear: Option<Block>,
    building_due: bool,
    what: Msg,
) -> Result<(), Refusal> {
    in_phase(phase, Phase::Detective, what)?;
    if let Some(scene) = to_clear {
        return refuse(msg!(
            "intent-refusal-initial-response-first",
            block = block_msg(scene)
        ));
    }
    if building_due {
        return refuse(msg!("intent-refusal-building-first"));
    }
    Ok(())
}

/// Checks one step of the investigation and records its deeds.
fn investigate(game: &mut IntentToKill, what: Try) -> Result<Vec<Deed>, Refusal> {
    let deeds = game
        .investigation
        .check(&game.city, what)
        .map_err(Refusal::new)?;
    game.investigation.record(&deeds);
    Ok(deeds)
}

pub(super) fn displace(game: &mut IntentToKill, c: Civilian, to: Block) -> Result<String, Refusal> {
    need(
        game,
        Phase::Detective,
        msg!("intent-doing-initial-response"),
    )?;
    let scene = match scene_to_clear(game) {
        Some(scene) => scene,
        None => return refuse(msg!("intent-refusal-scene-empty")),
    };
    if game.city.block_of(c) != Some(scene) {
        return refuse(msg!(
            "intent-refusal-not-on-scene",
            civilian = c.msg(),
            block = block_msg(scene)
        ));
    }
    let targets = displacement_targets(game);
    if !targets.contains(&to) {
        let numbers: Vec<String> = targets.iter().map(|b| b.to_string()).collect();
        return refuse(msg!(
            "intent-refusal-displace-where",
            civilian = c.msg(),
            numbers = numbers.join(" "),
            block = block_msg(to)
        ));
    }
    game.city.put(c, to);
    Ok("ok".into())
}

/// Where a civilian on the crime scene may go: adjacent blocks with room, or any block with
/// room when none of those has any.
pub(super) fn displacement_targets(game: &IntentToKill) -> Vec<Block> {
    let Some(scene) = scene_to_clear(game) else {
        return Vec::new();
    };
    let city = &game.city;
    let near: Vec<Block> = adjacent(scene).filter(|&b| city.has_room(b)).collect();
    if near.is_empty() {
        all_blocks().filter(|&b| city.has_room(b)).collect()
    } else {
        near
    }
}

pub(super) fn step(game: &mut IntentToKill, to: Block) -> Result<String, Refusal> {
    investigating(game, msg!("intent-doing-detective-move"))?;
    investigate(game, Try::Step(to))?;
    game.city.set_detective(to);
    Ok("ok".into())
}

fn yes_no(answer: bool) -> String {
    if answer { "yes" } else { "no" }.into()
}

pub(super) fn watch(game: &mut IntentToKill, c: Civilian) -> Result<String, Refusal> {
    investigating(game, msg!("intent-doing-watch"))?;
    investigate(game, Try::Watch(c))?;
    Ok("ok".into())
}

pub(super) fn surveil(game: &mut IntentToKill, c: Civilian) -> Result<String, Refusal> {
    investigating(game, msg!("intent-doing-surveillance"))?;
    investigate(game, Try::Surveil(c))?;
    let answer = game.surveillance_answer(c);
    game.facts.push(Fact::Surveillance {
        round: game.round,
        at: game.city.clone(),
        civilian: c,
        answer,
    });
    Ok(yes_no(answer))
}

pub(super) fn question(
    game: &mut IntentToKill,
    c: Civilian,
    about: Trait,
    lie: bool,
) -> Result<String, Refusal> {
    investigating(game, msg!("intent-doing-questioning"))?;
    if let Some(reason) = game.unquestionable(c) {
        return refuse(reason);
    }
    if lie && !game.may_lie(c) {
        return refuse(msg!("intent-refusal-must-tell-truth", civilian = c.msg()));
    }
    investigate(game, Try::Question(c))?;
    let answer = game.truth(about) != lie;
    game.facts.push(Fact::Answer {
        round: game.round,
        civilian: c,
        about,
        answer,
    });
    Ok(yes_no(answer))
}

pub(super) fn comfort(game: &mut IntentToKill, c: Civilian) -> Result<String, Refusal> {
    investigating(game, msg!("intent-doing-comforting"))?;
    investigate(game, Try::Comfort(c))?;
    game.city.set_intimidated(c, false);
    Ok("ok".into())
}

/// The Fire Station's action: a token drawn from the stack (the stack itself is checked by
/// the caller).
pub(super) fn fire_station(game: &mut IntentToKill, group: super::Group) -> Result<(), Refusal> {
    investigating(game, msg!("intent-doing-token"))?;
    investigate(game, Try::FireStation(group))?;
    Ok(())
}

/// A civilian moved by the Fire Station's action (the move itself is checked by the caller).
pub(super) fn fire_move(game: &mut IntentToKill, c: Civilian, to: Block) -> Result<(), Refusal> {
    investigating(game, msg!("intent-doing-move-civilians"))?;
    investigate(game, Try::Move(c, to))?;
    Ok(())
}

pub(super) fn remove_building(game: &mut IntentToKill, block: Block) -> Result<String, Refusal> {
    scene_cleared(game, msg!("intent-doing-remove-building"))?;
    if game.layout != Layout::SplitSecond {
        return refuse(msg!("intent-refusal-buildings-stay"));
    }
    if game.building_removed {
        return refuse(msg!("intent-refusal-building-removed-already"));
    }
    if !game.city.remove_building(block) {
        return refuse(msg!("intent-refusal-no-building", block = block_msg(block)));
    }
    game.building_removed = true;
    Ok("ok".into())
}

pub(super) fn agent(game: &mut IntentToKill, c: Civilian) -> Result<String, Refusal> {
    investigating(game, msg!("intent-doing-agent"))?;
    if game.layout != Layout::StreetWithNoName {
        return refuse(msg!("intent-refusal-no-agent-here"));
    }
    if game.round != 1 || game.agent.is_some() {
        return refuse(msg!("intent-refusal-agent-once"));
    }
    on_board(game, c)?;
    game.agent = Some(c);
    Ok("ok".into())
}

/// The investigation ends: the City phase begins, comforting the Detective's block.
pub(super) fn end(game: &mut IntentToKill) -> Result<String, Refusal> {
    investigating(game, msg!("intent-doing-end-investigation"))?;
    if agent_due(game) {
        return refuse(msg!("intent-refusal-agent-first"));
    }
    let detective = game.city.detective();
    let here: Vec<Civilian> = game.city.civilians_in(detective).collect();
    for c in here {
        game.city.set_intimidated(c, false);
    }
    game.phase = Phase::City;
    game.city_draws = 0;
    game.out = 0;
    game.moved = 0;
    Ok("ok".into())
}
