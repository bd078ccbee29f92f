//! A round: Murderer phase → Detective phase → City phase, and the end of the game.

use super::catalogue::{Civilian, Group, Motive, Trait};
use super::city::{
    Block, Building, Layout, adjacent, all_blocks, block_bit, block_name, in_city, is_adjacent,
    no_such_block,
};
use super::{Action, Effect, Fact, IntentToKill, Mode, Outcome, Phase};
use crate::rules::Refusal;

fn refuse<T>(reason: impl Into<crate::i18n::Msg>) -> Result<T, Refusal> {
    Err(Refusal::new(reason))
}

/// Refuses unless the game is in `phase`, naming both phases.
fn need(game: &IntentToKill, phase: Phase, what: &str) -> Result<(), Refusal> {
    if game.phase == phase {
        Ok(())
    } else {
        refuse(format!(
            "it is the {} phase: {what} belongs to the {} phase",
            game.phase.slug(),
            phase.slug()
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
fn scene_cleared(game: &IntentToKill, what: &str) -> Result<(), Refusal> {
    need(game, Phase::Detective, what)?;
    match scene_to_clear(game) {
        Some(scene) => refuse(format!(
            "Initial Response first: move every civilian off the crime scene at {} (displace)",
            block_name(scene)
        )),
        None => Ok(()),
    }
}

/// Refuses unless the Detective phase has reached its investigation.
fn investigating(game: &IntentToKill, what: &str) -> Result<(), Refusal> {
    scene_cleared(game, what)?;
    if building_due(game) {
        return refuse("Split Second: a building leaves the city first (remove-building)");
    }
    Ok(())
}

fn on_board(game: &IntentToKill, c: Civilian) -> Result<Block, Refusal> {
    game.city
        .block_of(c)
        .ok_or_else(|| Refusal::new(format!("the {c} is not in the city")))
}

/// Takes one action after setup.
pub(super) fn apply(game: &mut IntentToKill, action: &Action) -> Result<String, Refusal> {
    if game.phase == Phase::Over {
        return refuse(format!(
            "the game is over ({})",
            game.outcome.map_or("ended", Outcome::words)
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
        | Action::Start => refuse(format!(
            "it is the {} phase: setup ended when the game started",
            game.phase.slug()
        )),
        Action::Intimidate(civilians) => intimidate(game, civilians),
        Action::Murder(victim) => murder(game, *victim, &[]),
        Action::Bomb(victim, others) => {
            if game.mode != Mode::Intuition {
                return refuse("a Homemade Bomb is an Intuition-mode card");
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
    need(game, Phase::Murderer, "intimidation")?;
    if game.intimidated {
        return refuse("the Murderer has already intimidated this round");
    }
    let targets = intimidation_targets(game);
    let owed = targets.len().min(2);
    for (i, &c) in civilians.iter().enumerate() {
        let block = on_board(game, c)?;
        if civilians[..i].contains(&c) {
            return refuse(format!("the {c} is named twice"));
        }
        if block == game.city.detective() {
            return refuse(format!("the {c} is in the Detective's block"));
        }
        if game.city.intimidated(c) {
            return refuse(format!("the {c} is already intimidated"));
        }
    }
    if civilians.len() != owed {
        return refuse(format!(
            "the Murderer intimidates {owed} civilian(s) this round, not {}",
            civilians.len()
        ));
    }
    for &c in civilians {
        game.city.set_intimidated(c, true);
    }
    game.intimidated = true;
    Ok("ok".into())
}

/// Refuses the Murderer's closing step while something else must come first.
fn ready_to_kill(game: &IntentToKill, what: &str) -> Result<(), Refusal> {
    need(game, Phase::Murderer, what)?;
    if owes_intimidation(game) {
        return refuse("the Murderer intimidates two civilians first");
    }
    Ok(())
}

fn murder(
    game: &mut IntentToKill,
    victim: Civilian,
    others: &[Civilian],
) -> Result<String, Refusal> {
    ready_to_kill(game, "a murder")?;
    if benefactor_pending(game) {
        return refuse(
            "in D.O.A. the first crime scene is the Benefactor's: place it with scene BLOCK",
        );
    }
    game.may_murder(victim)
        .map_err(|breach| Refusal::new(breach.sentence(victim)))?;
    let block = on_board(game, victim)?;
    if !others.is_empty() {
        if game.murderer.and_then(|m| game.city.block_of(m)) == Some(block) {
            return refuse("the Murderer can't set a Homemade Bomb in the block they occupy");
        }
        for (i, &c) in others.iter().enumerate() {
            if c == victim || others[..i].contains(&c) {
                return refuse(format!("the {c} is named twice"));
            }
            if game.city.block_of(c) != Some(block) {
                return refuse(format!(
                    "the {c} is not in {}, where the bomb goes off",
                    block_name(block)
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
    ready_to_kill(game, "the Benefactor's crime scene")?;
    let benefactor = match Civilian::parse("benefactor") {
        Some(b) if benefactor_pending(game) => b,
        _ => return refuse("only D.O.A.'s first crime scene is placed without a murder"),
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
    ready_to_kill(game, "refusing to murder")?;
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
    need(game, Phase::Detective, "Initial Response")?;
    let scene = match scene_to_clear(game) {
        Some(scene) => scene,
        None => return refuse("no civilian is left on the new crime scene"),
    };
    if game.city.block_of(c) != Some(scene) {
        return refuse(format!(
            "the {c} is not on the crime scene at {}",
            block_name(scene)
        ));
    }
    let targets = displacement_targets(game);
    if !targets.contains(&to) {
        return refuse(format!(
            "the {c} may go to {}, not {}",
            targets
                .iter()
                .map(|b| b.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            block_name(to)
        ));
    }
    game.city.put(c, to);
    Ok("ok".into())
}

fn step(game: &mut IntentToKill, to: Block) -> Result<String, Refusal> {
    investigating(game, "moving the Detective")?;
    if !is_adjacent(game.city.detective(), to) {
        return refuse(format!(
            "{} is not next to the Detective's block",
            block_name(to)
        ));
    }
    if game.mode == Mode::Logic && game.steps >= 2 {
        return refuse("the Detective has spent both movement points this phase");
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
    investigating(game, "Surveillance")?;
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
    investigating(game, "questioning")?;
    if let Some(reason) = game.unquestionable(c) {
        return refuse(reason);
    }
    if lie && !game.may_lie(c) {
        return refuse(format!(
            "the {c} must tell the truth: only the Murderer, the Person of Interest and the Supporters may lie"
        ));
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
    investigating(game, "comforting")?;
    let block = on_board(game, c)?;
    if !game.city.intimidated(c) {
        return refuse(format!("the {c} is not intimidated"));
    }
    if game.mode == Mode::Logic {
        let detective = game.city.detective();
        let hospital = game
            .city
            .buildings()
            .iter()
            .any(|&(kind, b)| kind == Building::Hospital && b == detective);
        if !hospital {
            return refuse("comforting needs the Detective at a Hospital");
        }
        if block != detective && !is_adjacent(block, detective) {
            return refuse(format!(
                "the {c} is neither in the Hospital's block nor next to it"
            ));
        }
    }
    game.city.set_intimidated(c, false);
    game.deeds.push(super::Deed::Comfort(c));
    Ok("ok".into())
}

fn remove_building(game: &mut IntentToKill, block: Block) -> Result<String, Refusal> {
    scene_cleared(game, "removing a building")?;
    if game.layout != Layout::SplitSecond {
        return refuse("buildings leave the city only in Split Second");
    }
    if game.building_removed {
        return refuse("a building has already left the city this phase");
    }
    if !game.city.remove_building(block) {
        return refuse(format!("there is no building in {}", block_name(block)));
    }
    game.building_removed = true;
    Ok("ok".into())
}

fn agent(game: &mut IntentToKill, c: Civilian) -> Result<String, Refusal> {
    investigating(game, "choosing the FBI agent")?;
    if game.layout != Layout::StreetWithNoName {
        return refuse("only The Street with No Name has an undercover agent");
    }
    if game.round != 1 || game.agent.is_some() {
        return refuse("the Detective chooses the agent once, in their first phase");
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
    investigating(game, "ending the investigation")?;
    if agent_due(game) {
        return refuse(
            "The Street with No Name: the Detective picks the undercover agent in their first phase (agent NAME)",
        );
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
    need(game, Phase::City, "moving civilians")?;
    let from = on_board(game, c)?;
    if !is_adjacent(from, to) {
        return refuse(format!("{} is not next to the {c}'s block", block_name(to)));
    }
    if game.city.is_crime_scene(to) {
        return refuse(format!(
            "civilians never enter a crime scene ({})",
            block_name(to)
        ));
    }
    if !game.city.has_room(to) {
        return refuse(format!("{} already holds three civilians", block_name(to)));
    }
    game.city.put(c, to);
    game.moved |= c.bit();
    Ok("ok".into())
}

fn next_round(game: &mut IntentToKill) -> Result<String, Refusal> {
    need(game, Phase::City, "starting the next round")?;
    if game.last_murder_done() {
        return refuse(
            "that was the last round: the Detective names the Murderer and the motive (accuse)",
        );
    }
    game.round += 1;
    game.phase = Phase::Murderer;
    game.intimidated = false;
    Ok("ok".into())
}

fn effect_changes(game: &mut IntentToKill, effect: Effect, on: bool) -> Result<String, Refusal> {
    if game.mode != Mode::Intuition {
        return refuse("card effects belong to Intuition mode");
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
        return refuse(format!(
            "{effect} is {} in effect",
            if on { "already" } else { "not" }
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
        return refuse(
            "it is the murderer phase: social-group tokens are drawn in the detective and city phases",
        );
    }
    if game.phase == Phase::Detective {
        investigating(game, "drawing a social-group token")?;
    }
    if game.supporters == Some(group) {
        return refuse(format!(
            "the {group} token is not in the stack: it lies face down before the Murderer"
        ));
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

fn intuition_card(game: &IntentToKill, card: &str) -> Result<(), Refusal> {
    if game.mode != Mode::Intuition {
        return refuse(format!("{card} is an Intuition-mode card"));
    }
    investigating(game, card)
}

fn profile(game: &mut IntentToKill) -> Result<String, Refusal> {
    intuition_card(game, "Criminal Profiling")?;
    let group = game
        .poi
        .map(Civilian::group)
        .ok_or_else(|| Refusal::new("the Person of Interest is not set"))?;
    game.poi_group = Some(group);
    Ok(group.slug().into())
}

fn confess(game: &mut IntentToKill, motive: Motive) -> Result<String, Refusal> {
    intuition_card(game, "Full Confession")?;
    if !game.motives.contains(&motive) {
        return refuse(format!("{motive} is not in play"));
    }
    if game.motive == Some(motive) {
        return refuse(format!(
            "{motive} is the Murderer's motive: Full Confession names one that is not"
        ));
    }
    if !game.confessed.contains(&motive) {
        game.confessed.push(motive);
    }
    Ok("ok".into())
}

fn accuse(game: &mut IntentToKill, c: Civilian, m: Motive) -> Result<String, Refusal> {
    need(game, Phase::City, "the accusation")?;
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
pub(super) fn expected(game: &IntentToKill) -> String {
    match game.phase {
        Phase::Setup => "Setup: choose mode, layout and motives, place 20 civilians, set the secrets and the Detective's block, then start".into(),
        Phase::Murderer if owes_intimidation(game) => {
            let n = intimidation_targets(game).len().min(2);
            format!("The Murderer intimidates {n} civilian(s)")
        }
        Phase::Murderer if benefactor_pending(game) => {
            "The Murderer places the Benefactor's crime scene in any block".into()
        }
        Phase::Murderer => "The Murderer chooses a victim, or refuses to murder".into(),
        Phase::Detective => match scene_to_clear(game) {
            Some(scene) => format!(
                "Initial Response: the Detective moves the civilians off the crime scene at {}",
                block_name(scene)
            ),
            None if building_due(game) => "Split Second: the Detective removes a building".into(),
            None if agent_due(game) => {
                "The Detective secretly picks the undercover FBI agent, then investigates".into()
            }
            None => "The Detective investigates (move, surveil, question, comfort), then ends the phase".into(),
        },
        Phase::City if game.last_murder_done() => {
            "The Detective names the Murderer and the motive".into()
        }
        Phase::City => "Civilians move; then the next round begins".into(),
        Phase::Over => format!(
            "The game is over: {}",
            game.outcome.map_or("ended", Outcome::words)
        ),
    }
}

fn names(civilians: &[Civilian]) -> String {
    civilians
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The action in words, without giving a secret away.
pub(super) fn describe(game: &IntentToKill, action: &Action) -> String {
    match action {
        Action::Mode(mode) => format!(
            "{} mode",
            if *mode == Mode::Logic {
                "Logic"
            } else {
                "Intuition"
            }
        ),
        Action::Layout(layout) => format!("Layout: {layout}"),
        Action::Place(block, cs) => format!("{} in {}", names(cs), block_name(*block)),
        Action::Murderer(_) => "The Murderer draws their civilian (secret)".into(),
        Action::Poi(_) => "The Murderer draws the Person of Interest (secret)".into(),
        Action::Motives(ms) => format!(
            "Motives in play: {}",
            ms.iter().map(|m| m.name()).collect::<Vec<_>>().join(", ")
        ),
        Action::Motive(_) => "The Murderer draws the motive (secret)".into(),
        Action::Offer(_) => {
            "Alibi draws three Social Group tokens for the Supporters (secret)".into()
        }
        Action::Supporters(_) => "The Murderer picks the Supporters (secret)".into(),
        Action::Detective(block) if game.phase == Phase::Setup => {
            format!("The Detective starts in {}", block_name(*block))
        }
        Action::Detective(block) => format!("The Detective moves to {}", block_name(*block)),
        Action::Start => "The game begins".into(),
        Action::Intimidate(cs) => format!("The Murderer intimidates {}", names(cs)),
        Action::Murder(v) => format!(
            "Murder of the {v} in {} (victim {})",
            game.city
                .block_of(*v)
                .map_or_else(|| "?".into(), block_name),
            game.city.victims().len() + 1
        ),
        Action::Bomb(v, others) => {
            let mut all = vec![*v];
            all.extend(others);
            all.sort();
            format!(
                "Homemade Bomb in {}: {}",
                game.city
                    .block_of(*v)
                    .map_or_else(|| "?".into(), block_name),
                names(&all)
            )
        }
        Action::Scene(block) => format!(
            "The Benefactor's crime scene is placed in {}",
            block_name(*block)
        ),
        Action::Refuse => "The Murderer refuses to murder".into(),
        Action::Displace(c, block) => {
            format!("The {c} leaves the crime scene for {}", block_name(*block))
        }
        Action::Surveil(c) => format!("Surveillance on the {c}"),
        Action::Question {
            civilian, about, ..
        } => {
            format!("The {civilian} is asked: {}", about.question())
        }
        Action::Comfort(c) => format!("The Detective comforts the {c}"),
        Action::RemoveBuilding(block) => format!("A building leaves {}", block_name(*block)),
        Action::Agent(_) => "The Detective picks the undercover FBI agent (secret)".into(),
        Action::City => "City phase".into(),
        Action::Move(c, block) => format!("The {c} moves to {}", block_name(*block)),
        Action::Round => format!("Round {}", game.round + 1),
        Action::Play(effect) => format!("{effect} begins"),
        Action::Lift(effect) => format!("{effect} ends"),
        Action::Accuse(c, m) => format!("The Detective accuses the {c}, a {m}"),
        Action::Token(group) => format!("The {group} token is drawn"),
        Action::Profile => {
            "Criminal Profiling: the Murderer names the Person of Interest's group".into()
        }
        Action::Confess(motive) => format!("Full Confession: the Murderer is not a {motive}"),
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
