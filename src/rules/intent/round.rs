//! A round: Murderer phase → Detective phase → City phase, and the end of the game.

use super::catalogue::{Civilian, Group, Motive, Trait};
use super::city::{
    Block, Building, Layout, adjacent, all_blocks, block_bit, block_msg, in_city, is_adjacent,
    no_such_block,
};
use super::{Action, Effect, Fact, IntentToKill, Mode, Outcome, Phase, list};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;

fn refuse<T>(reason: Msg) -> Result<T, Refusal> {
    Err(Refusal::new(reason))
}

/// Refuses unless the game is in `phase`, naming both phases and `what` was tried (a
/// message of its own, "moving civilians").
fn need(game: &IntentToKill, phase: Phase, what: Msg) -> Result<(), Refusal> {
    if game.phase == phase {
        Ok(())
    } else {
        refuse(msg!(
            "intent-refusal-wrong-phase",
            now = game.phase.msg(),
            what = what,
            wanted = phase.msg()
        ))
    }
}

/// Civilians the Murderer could still intimidate: on the board, not with the Detective, not
/// intimidated already.
fn intimidation_targets(game: &IntentToKill) -> Vec<Civilian> {
    let city = &game.city;
    city.civilians()
        .filter(|&c| city.block_of(c) != Some(city.detective()) && !city.intimidated(c))
        .collect()
}

/// Whether the Murderer still owes this phase's intimidation.
fn owes_intimidation(game: &IntentToKill) -> bool {
    !game.intimidated && !intimidation_targets(game).is_empty()
}

/// How many civilians the Murderer still has to intimidate this phase.
pub(super) fn intimidation_owed(game: &IntentToKill) -> usize {
    if game.phase == Phase::Murderer && owes_intimidation(game) {
        intimidation_targets(game).len().min(2)
    } else {
        0
    }
}

/// Whether D.O.A.'s Benefactor scene is still to be placed.
fn benefactor_pending(game: &IntentToKill) -> bool {
    game.layout == Layout::Doa && game.city.crime_scenes().is_empty()
}

/// The crime scene still holding civilians at Initial Response.
fn scene_to_clear(game: &IntentToKill) -> Option<Block> {
    game.clearing.filter(|&b| game.city.crowd(b) > 0)
}

/// Whether Split Second still wants this phase's building removed.
pub(super) fn building_due(game: &IntentToKill) -> bool {
    game.layout == Layout::SplitSecond
        && !game.building_removed
        && !game.city.buildings().is_empty()
}

/// Refuses unless the Initial Response is over: nothing else happens while civilians stand
/// on the new crime scene.
fn scene_cleared(game: &IntentToKill, what: Msg) -> Result<(), Refusal> {
    need(game, Phase::Detective, what)?;
    match scene_to_clear(game) {
        Some(scene) => refuse(msg!(
            "intent-refusal-initial-response-first",
            block = block_msg(scene)
        )),
        None => Ok(()),
    }
}

/// Refuses unless the Detective phase has reached its investigation.
fn investigating(game: &IntentToKill, what: Msg) -> Result<(), Refusal> {
    scene_cleared(game, what)?;
    if building_due(game) {
        return refuse(msg!("intent-refusal-building-first"));
    }
    Ok(())
}

fn on_board(game: &IntentToKill, c: Civilian) -> Result<Block, Refusal> {
    game.city
        .block_of(c)
        .ok_or_else(|| Refusal::new(msg!("intent-refusal-not-in-city", civilian = c.msg())))
}

/// Takes one action after setup.
pub(super) fn apply(game: &mut IntentToKill, action: &Action) -> Result<String, Refusal> {
    if game.phase == Phase::Over {
        return refuse(msg!(
            "intent-refusal-game-over",
            outcome = Outcome::msg(game.outcome)
        ));
    }
    match action {
        Action::Mode(_)
        | Action::Layout(_)
        | Action::Place(..)
        | Action::Murderer(_)
        | Action::Poi(_)
        | Action::Motives(_)
        | Action::Motive(_)
        | Action::Offer(_)
        | Action::Supporters(_)
        | Action::Start => refuse(msg!("intent-refusal-setup-ended", now = game.phase.msg())),
        Action::Intimidate(civilians) => intimidate(game, civilians),
        Action::Murder(victim) => murder(game, *victim, &[]),
        Action::Bomb(victim, others) => {
            if game.mode != Mode::Intuition {
                return refuse(msg!("intent-refusal-bomb-intuition"));
            }
            murder(game, *victim, others)
        }
        Action::Scene(block) => benefactor_scene(game, *block),
        Action::Refuse => refuse_murder(game),
        Action::Displace(c, to) => displace(game, *c, *to),
        Action::Detective(to) => step(game, *to),
        Action::Surveil(c) => surveil(game, *c),
        Action::Question {
            civilian,
            about,
            lie,
        } => question(game, *civilian, *about, *lie),
        Action::Comfort(c) => comfort(game, *c),
        Action::RemoveBuilding(block) => remove_building(game, *block),
        Action::Agent(c) => agent(game, *c),
        Action::City => city_phase(game),
        Action::Move(c, to) => move_civilian(game, *c, *to),
        Action::Round => next_round(game),
        Action::Play(effect) => effect_changes(game, *effect, true),
        Action::Lift(effect) => effect_changes(game, *effect, false),
        Action::Accuse(c, m) => accuse(game, *c, *m),
        Action::Token(group) => token(game, *group),
        Action::Profile => profile(game),
        Action::Confess(motive) => confess(game, *motive),
    }
}

fn intimidate(game: &mut IntentToKill, civilians: &[Civilian]) -> Result<String, Refusal> {
    need(game, Phase::Murderer, msg!("intent-doing-intimidation"))?;
    if game.intimidated {
        return refuse(msg!("intent-refusal-intimidated-already-this-round"));
    }
    let targets = intimidation_targets(game);
    let owed = targets.len().min(2);
    for (i, &c) in civilians.iter().enumerate() {
        let block = on_board(game, c)?;
        if civilians[..i].contains(&c) {
            return refuse(msg!("intent-refusal-named-twice", civilian = c.msg()));
        }
        if block == game.city.detective() {
            return refuse(msg!("intent-refusal-with-detective", civilian = c.msg()));
        }
        if game.city.intimidated(c) {
            return refuse(msg!(
                "intent-refusal-intimidated-already",
                civilian = c.msg()
            ));
        }
    }
    if civilians.len() != owed {
        return refuse(msg!(
            "intent-refusal-intimidate-count",
            count = owed,
            named = civilians.len()
        ));
    }
    for &c in civilians {
        game.city.set_intimidated(c, true);
    }
    game.intimidated = true;
    Ok("ok".into())
}

/// Refuses the Murderer's closing step while something else must come first.
fn ready_to_kill(game: &IntentToKill, what: Msg) -> Result<(), Refusal> {
    need(game, Phase::Murderer, what)?;
    if owes_intimidation(game) {
        return refuse(msg!("intent-refusal-intimidate-first"));
    }
    Ok(())
}

fn murder(
    game: &mut IntentToKill,
    victim: Civilian,
    others: &[Civilian],
) -> Result<String, Refusal> {
    ready_to_kill(game, msg!("intent-doing-murder"))?;
    if benefactor_pending(game) {
        return refuse(msg!("intent-refusal-benefactor-first"));
    }
    game.may_murder(victim)
        .map_err(|breach| Refusal::new(breach.sentence(victim)))?;
    let block = on_board(game, victim)?;
    if !others.is_empty() {
        if game.murderer.and_then(|m| game.city.block_of(m)) == Some(block) {
            return refuse(msg!("intent-refusal-bomb-own-block"));
        }
        for (i, &c) in others.iter().enumerate() {
            if c == victim || others[..i].contains(&c) {
                return refuse(msg!("intent-refusal-named-twice", civilian = c.msg()));
            }
            if game.city.block_of(c) != Some(block) {
                return refuse(msg!(
                    "intent-refusal-bomb-elsewhere",
                    civilian = c.msg(),
                    block = block_msg(block)
                ));
            }
        }
    }
    let bodies: Vec<Civilian> = [victim].into_iter().chain(others.iter().copied()).collect();
    game.facts.push(Fact::Murder {
        before: game.city.clone(),
        bodies: bodies.clone(),
        victim,
    });
    for &c in &bodies {
        game.city.take(c);
    }
    if game.agent.is_some_and(|a| bodies.contains(&a)) {
        // The FBI agent's death cuts the game short by one victim.
        game.city.set_limit(4);
    }
    game.city.add_crime_scene(block, victim);
    game.bodies.push(bodies);
    enter_detective_phase(game, block, game.layout != Layout::Doa);
    Ok("ok".into())
}

fn benefactor_scene(game: &mut IntentToKill, block: Block) -> Result<String, Refusal> {
    ready_to_kill(game, msg!("intent-doing-benefactor-scene"))?;
    let benefactor = match Civilian::parse("benefactor") {
        Some(b) if benefactor_pending(game) => b,
        _ => return refuse(msg!("intent-refusal-scene-without-murder")),
    };
    if !in_city(block) {
        return refuse(no_such_block(block));
    }
    game.city.add_crime_scene(block, benefactor);
    game.bodies.push(vec![benefactor]);
    enter_detective_phase(game, block, false);
    Ok("ok".into())
}

fn enter_detective_phase(game: &mut IntentToKill, scene: Block, clear: bool) {
    game.city.set_detective(scene);
    game.clearing = clear.then_some(scene);
    game.phase = Phase::Detective;
    game.steps = 0;
    game.questioned = 0;
    game.deeds.clear();
    game.building_removed = false;
}

fn refuse_murder(game: &mut IntentToKill) -> Result<String, Refusal> {
    ready_to_kill(game, msg!("intent-doing-refusing"))?;
    game.refusals += 1;
    if game.refusals >= 2 {
        game.outcome = Some(Outcome::MurdererLoses);
        game.phase = Phase::Over;
        return Ok(Outcome::MurdererLoses.words().into());
    }
    let detective = game.city.detective();
    game.clearing = None;
    enter_detective_phase(game, detective, false);
    Ok("ok".into())
}

fn displace(game: &mut IntentToKill, c: Civilian, to: Block) -> Result<String, Refusal> {
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

fn step(game: &mut IntentToKill, to: Block) -> Result<String, Refusal> {
    investigating(game, msg!("intent-doing-detective-move"))?;
    if !is_adjacent(game.city.detective(), to) {
        return refuse(msg!(
            "intent-refusal-not-next-to-detective",
            block = block_msg(to)
        ));
    }
    if game.mode == Mode::Logic && game.steps >= 2 {
        return refuse(msg!("intent-refusal-steps-spent"));
    }
    game.steps = game.steps.saturating_add(1);
    game.city.set_detective(to);
    game.deeds.push(super::Deed::Step(to));
    Ok("ok".into())
}

fn yes_no(answer: bool) -> String {
    if answer { "yes" } else { "no" }.into()
}

fn surveil(game: &mut IntentToKill, c: Civilian) -> Result<String, Refusal> {
    investigating(game, msg!("intent-doing-surveillance"))?;
    on_board(game, c)?;
    let answer = game.surveillance_answer(c);
    game.deeds.push(super::Deed::Surveil(c));
    game.facts.push(Fact::Surveillance {
        round: game.round,
        at: game.city.clone(),
        civilian: c,
        answer,
    });
    Ok(yes_no(answer))
}

fn question(
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
    let answer = game.truth(about) != lie;
    game.questioned |= c.bit();
    game.deeds.push(super::Deed::Question {
        civilian: c,
        from: game.city.detective(),
    });
    game.facts.push(Fact::Answer {
        round: game.round,
        civilian: c,
        about,
        answer,
    });
    Ok(yes_no(answer))
}

fn comfort(game: &mut IntentToKill, c: Civilian) -> Result<String, Refusal> {
    investigating(game, msg!("intent-doing-comforting"))?;
    let block = on_board(game, c)?;
    if !game.city.intimidated(c) {
        return refuse(msg!("intent-refusal-not-intimidated", civilian = c.msg()));
    }
    if game.mode == Mode::Logic {
        let detective = game.city.detective();
        let hospital = game
            .city
            .buildings()
            .iter()
            .any(|&(kind, b)| kind == Building::Hospital && b == detective);
        if !hospital {
            return refuse(msg!("intent-refusal-comfort-needs-hospital"));
        }
        if block != detective && !is_adjacent(block, detective) {
            return refuse(msg!("intent-refusal-comfort-too-far", civilian = c.msg()));
        }
    }
    game.city.set_intimidated(c, false);
    game.deeds.push(super::Deed::Comfort(c));
    Ok("ok".into())
}

fn remove_building(game: &mut IntentToKill, block: Block) -> Result<String, Refusal> {
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

fn agent(game: &mut IntentToKill, c: Civilian) -> Result<String, Refusal> {
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

/// Whether The Street with No Name still waits for the Detective's undercover agent.
pub(super) fn agent_due(game: &IntentToKill) -> bool {
    game.layout == Layout::StreetWithNoName && game.round == 1 && game.agent.is_none()
}

fn city_phase(game: &mut IntentToKill) -> Result<String, Refusal> {
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
    game.moved = 0;
    Ok("ok".into())
}

fn move_civilian(game: &mut IntentToKill, c: Civilian, to: Block) -> Result<String, Refusal> {
    need(game, Phase::City, msg!("intent-doing-move-civilians"))?;
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
    game.moved |= c.bit();
    Ok("ok".into())
}

fn next_round(game: &mut IntentToKill) -> Result<String, Refusal> {
    need(game, Phase::City, msg!("intent-doing-next-round"))?;
    if game.last_murder_done() {
        return refuse(msg!("intent-refusal-last-round"));
    }
    game.round += 1;
    game.phase = Phase::Murderer;
    game.intimidated = false;
    Ok("ok".into())
}

fn effect_changes(game: &mut IntentToKill, effect: Effect, on: bool) -> Result<String, Refusal> {
    if game.mode != Mode::Intuition {
        return refuse(msg!("intent-refusal-effects-intuition"));
    }
    if let Effect::Curfew(b) | Effect::StubbornWitnesses(b) = effect
        && !in_city(b)
    {
        return refuse(no_such_block(b));
    }
    let active = match effect {
        Effect::Curfew(b) => game.city.under_curfew(b),
        Effect::StubbornWitnesses(b) => game.stubborn & block_bit(b) != 0,
        Effect::UnionStrike(g) => game.strike & g.bit() != 0,
    };
    if active == on {
        return refuse(msg!(
            "intent-refusal-effect-state",
            effect = effect.msg(),
            on = if on { "already" } else { "not" }
        ));
    }
    match effect {
        Effect::Curfew(b) => game.city.set_curfew(b, on),
        Effect::StubbornWitnesses(b) => game.stubborn ^= block_bit(b),
        Effect::UnionStrike(g) => game.strike ^= g.bit(),
    }
    Ok("ok".into())
}

fn token(game: &mut IntentToKill, group: Group) -> Result<String, Refusal> {
    if game.phase == Phase::Murderer {
        return refuse(msg!("intent-refusal-token-murderer-phase"));
    }
    if game.phase == Phase::Detective {
        investigating(game, msg!("intent-doing-token"))?;
    }
    if game.supporters == Some(group) {
        return refuse(msg!("intent-refusal-token-hidden", group = group.msg()));
    }
    game.tokens |= group.bit();
    game.last_token = Some(group);
    if game.city.civilians().all(|c| c.group() != group) {
        // Nobody of the group is left: the token goes into the box and the mover picks any
        // group instead.
        game.boxed |= group.bit();
    }
    if game.phase == Phase::City {
        game.city_draws = game.city_draws.saturating_add(1);
        // A new mover: each civilian of the group may move once for them.
        game.moved = 0;
    }
    Ok("ok".into())
}

fn intuition_card(game: &IntentToKill, card: Msg) -> Result<(), Refusal> {
    if game.mode != Mode::Intuition {
        return refuse(msg!("intent-refusal-intuition-card", card = card));
    }
    investigating(game, card)
}

fn profile(game: &mut IntentToKill) -> Result<String, Refusal> {
    intuition_card(game, msg!("intent-card-criminal-profiling"))?;
    let group = game
        .poi
        .map(Civilian::group)
        .ok_or_else(|| Refusal::new(msg!("intent-refusal-poi-unset")))?;
    game.poi_group = Some(group);
    Ok(group.slug().into())
}

fn confess(game: &mut IntentToKill, motive: Motive) -> Result<String, Refusal> {
    intuition_card(game, msg!("intent-card-full-confession"))?;
    if !game.motives.contains(&motive) {
        return refuse(msg!(
            "intent-refusal-motive-not-in-play",
            motive = motive.msg()
        ));
    }
    if game.motive == Some(motive) {
        return refuse(msg!(
            "intent-refusal-confess-true-motive",
            motive = motive.msg()
        ));
    }
    if !game.confessed.contains(&motive) {
        game.confessed.push(motive);
    }
    Ok("ok".into())
}

fn accuse(game: &mut IntentToKill, c: Civilian, m: Motive) -> Result<String, Refusal> {
    need(game, Phase::City, msg!("intent-doing-accusation"))?;
    let outcome = if Some(c) == game.murderer && Some(m) == game.motive {
        Outcome::DetectiveWins
    } else {
        Outcome::MurdererWins
    };
    game.outcome = Some(outcome);
    game.phase = Phase::Over;
    Ok(outcome.words().into())
}

/// What the table should do next.
pub(super) fn expected(game: &IntentToKill) -> Msg {
    match game.phase {
        Phase::Setup => msg!("intent-expected-setup"),
        Phase::Murderer if owes_intimidation(game) => msg!(
            "intent-expected-intimidate",
            count = intimidation_targets(game).len().min(2)
        ),
        Phase::Murderer if benefactor_pending(game) => msg!("intent-expected-benefactor-scene"),
        Phase::Murderer => msg!("intent-expected-murder"),
        Phase::Detective => match scene_to_clear(game) {
            Some(scene) => msg!("intent-expected-initial-response", block = block_msg(scene)),
            None if building_due(game) => msg!("intent-expected-remove-building"),
            None if agent_due(game) => msg!("intent-expected-agent"),
            None => msg!("intent-expected-investigate"),
        },
        Phase::City if game.last_murder_done() => msg!("intent-expected-accuse"),
        Phase::City => msg!("intent-expected-city"),
        Phase::Over => msg!("intent-expected-over", outcome = Outcome::msg(game.outcome)),
    }
}

/// Civilians named as a list ("Nurse, Judge").
fn names(civilians: &[Civilian]) -> Msg {
    list(civilians.iter().map(|c| c.msg()), "intent-list-comma")
}

/// Where a civilian stands, for the history ("?" once they have left the city).
fn whereabouts(game: &IntentToKill, c: Civilian) -> Msg {
    game.city
        .block_of(c)
        .map_or_else(|| Msg::raw("?"), block_msg)
}

/// The action in words, without giving a secret away.
pub(super) fn describe(game: &IntentToKill, action: &Action) -> Msg {
    match action {
        Action::Mode(Mode::Logic) => msg!("intent-did-mode-logic"),
        Action::Mode(Mode::Intuition) => msg!("intent-did-mode-intuition"),
        Action::Layout(layout) => msg!("intent-did-layout", layout = layout.msg()),
        Action::Place(block, cs) => msg!(
            "intent-did-place",
            civilians = names(cs),
            block = block_msg(*block)
        ),
        Action::Murderer(_) => msg!("intent-did-murderer"),
        Action::Poi(_) => msg!("intent-did-poi"),
        Action::Motives(ms) => msg!(
            "intent-did-motives",
            motives = list(ms.iter().map(|m| m.msg()), "intent-list-comma")
        ),
        Action::Motive(_) => msg!("intent-did-motive"),
        Action::Offer(_) => msg!("intent-did-offer"),
        Action::Supporters(_) => msg!("intent-did-supporters"),
        Action::Detective(block) if game.phase == Phase::Setup => {
            msg!("intent-did-detective-start", block = block_msg(*block))
        }
        Action::Detective(block) => msg!("intent-did-detective-move", block = block_msg(*block)),
        Action::Start => msg!("intent-did-start"),
        Action::Intimidate(cs) => msg!("intent-did-intimidate", civilians = names(cs)),
        Action::Murder(v) => msg!(
            "intent-did-murder",
            victim = v.msg(),
            block = whereabouts(game, *v),
            number = game.city.victims().len() + 1
        ),
        Action::Bomb(v, others) => {
            let mut all = vec![*v];
            all.extend(others);
            all.sort();
            msg!(
                "intent-did-bomb",
                block = whereabouts(game, *v),
                civilians = names(&all)
            )
        }
        Action::Scene(block) => msg!("intent-did-scene", block = block_msg(*block)),
        Action::Refuse => msg!("intent-did-refuse"),
        Action::Displace(c, block) => msg!(
            "intent-did-displace",
            civilian = c.msg(),
            block = block_msg(*block)
        ),
        Action::Surveil(c) => msg!("intent-did-surveil", civilian = c.msg()),
        Action::Question {
            civilian, about, ..
        } => msg!(
            "intent-did-question",
            civilian = civilian.msg(),
            question = about.question()
        ),
        Action::Comfort(c) => msg!("intent-did-comfort", civilian = c.msg()),
        Action::RemoveBuilding(block) => {
            msg!("intent-did-remove-building", block = block_msg(*block))
        }
        Action::Agent(_) => msg!("intent-did-agent"),
        Action::City => msg!("intent-did-city"),
        Action::Move(c, block) => msg!(
            "intent-did-move",
            civilian = c.msg(),
            block = block_msg(*block)
        ),
        Action::Round => msg!("intent-did-round", round = game.round + 1),
        Action::Play(effect) => msg!("intent-did-effect-begins", effect = effect.msg()),
        Action::Lift(effect) => msg!("intent-did-effect-ends", effect = effect.msg()),
        Action::Accuse(c, m) => msg!("intent-did-accuse", civilian = c.msg(), motive = m.msg()),
        Action::Token(group) => msg!("intent-did-token", group = group.msg()),
        Action::Profile => msg!("intent-did-profile"),
        Action::Confess(motive) => msg!("intent-did-confess", motive = motive.msg()),
    }
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
