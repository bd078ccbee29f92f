//! A round: Murderer phase → Detective phase → City phase, and the end of the game.

use super::catalogue::{Civilian, Motive};
use super::city::{Block, Layout, block_msg, in_city, no_such_block};
use super::{
    Action, Effect, Fact, HouseRule, IntentToKill, Mode, Outcome, Phase, detective, list, stack,
};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;

pub(super) fn refuse<T>(reason: Msg) -> Result<T, Refusal> {
    Err(Refusal::new(reason))
}

/// Refuses unless the game is in `phase`, naming both phases and `what` was tried (a
/// message of its own, "moving civilians").
pub(super) fn need(game: &IntentToKill, phase: Phase, what: Msg) -> Result<(), Refusal> {
    in_phase(game.phase, phase, what)
}

/// Refuses unless the phase `now` is `phase` (see [`need`]).
pub(super) fn in_phase(now: Phase, phase: Phase, what: Msg) -> Result<(), Refusal> {
    if now == phase {
        Ok(())
    } else {
        refuse(msg!(
            "intent-refusal-wrong-phase",
            now = now.msg(),
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
pub(super) fn benefactor_pending(game: &IntentToKill) -> bool {
    game.layout == Layout::Doa && game.city.crime_scenes().is_empty()
}

/// The civilian's block, refused once they have left the city.
pub(super) fn on_board(game: &IntentToKill, c: Civilian) -> Result<Block, Refusal> {
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
        | Action::Rule(_)
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
        Action::Displace(c, to) => detective::displace(game, *c, *to),
        Action::Detective(to) => detective::step(game, *to),
        Action::Watch(c) => detective::watch(game, *c),
        Action::Surveil(c) => detective::surveil(game, *c),
        Action::Question {
            civilian,
            about,
            lie,
        } => detective::question(game, *civilian, *about, *lie),
        Action::Comfort(c) => detective::comfort(game, *c),
        Action::RemoveBuilding(block) => detective::remove_building(game, *block),
        Action::Agent(c) => detective::agent(game, *c),
        Action::City => detective::end(game),
        Action::Move(c, to) => stack::move_civilian(game, *c, *to),
        Action::Round => next_round(game),
        Action::Play(effect) => effect_changes(game, *effect, true),
        Action::Lift(effect) => effect_changes(game, *effect, false),
        Action::Accuse(c, m) => accuse(game, *c, *m),
        Action::Token(group) => stack::token(game, *group),
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
    game.investigation.murdered(&bodies);
    game.city.add_crime_scene(block, victim);
    game.bodies.push(bodies);
    detective::begin(game, block, game.layout != Layout::Doa);
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
    detective::begin(game, block, false);
    Ok("ok".into())
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
    detective::begin(game, detective, false);
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
        Effect::StubbornWitnesses(b) => game.investigation.stubborn(b),
        Effect::UnionStrike(g) => game.investigation.on_strike(g),
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
        Effect::StubbornWitnesses(b) => game.investigation.set_stubborn(b, on),
        Effect::UnionStrike(g) => game.investigation.set_strike(g, on),
    }
    Ok("ok".into())
}

fn intuition_card(game: &IntentToKill, card: Msg) -> Result<(), Refusal> {
    if game.mode != Mode::Intuition {
        return refuse(msg!("intent-refusal-intuition-card", card = card));
    }
    detective::investigating(game, card)
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
        Phase::Detective => match detective::scene_to_clear(game) {
            Some(scene) => msg!("intent-expected-initial-response", block = block_msg(scene)),
            None if detective::building_due(game) => msg!("intent-expected-remove-building"),
            None if detective::agent_due(game) => msg!("intent-expected-agent"),
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
        Action::Rule(HouseRule::RefereeInvestigation(on)) => msg!(
            "intent-did-rule-referee",
            on = if *on { "yes" } else { "no" }
        ),
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
        Action::Watch(c) => msg!("intent-did-watch", civilian = c.msg()),
        Action::Surveil(c) if game.investigation.token != Some(*c) => {
            msg!("intent-did-watch-surveil", civilian = c.msg())
        }
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
        Action::Token(group) if game.phase == Phase::Detective => {
            msg!("intent-did-fire-station", group = group.msg())
        }
        Action::Token(group) => msg!("intent-did-token", group = group.msg()),
        Action::Profile => msg!("intent-did-profile"),
        Action::Confess(motive) => msg!("intent-did-confess", motive = motive.msg()),
    }
}
