//! What the public facts still allow: which civilians could be the Murderer and which motives
//! are still possible.
//!
//! A hypothesis (Murderer, motive, Person of Interest, Supporters) is alive when every murder
//! was legal under it, every Surveillance answer matches it, and every false questioning
//! answer came from a civilian allowed to lie under it; the Supporters are never a group whose
//! token was drawn from the stack; Criminal Profiling and Full Confession narrow the Person of
//! Interest's group and the motives. Only public facts are read: the
//! snapshots of the city taken at each murder and each Surveillance answer, the bodies, and
//! the answers given (never their truth, which depends on the hypothesised Murderer).

use super::catalogue::{Civilian, Group, Motive};
use super::city::{Block, City};
use super::motive::may_murder;
use super::{Fact, IntentToKill};
use serde::Serialize;

/// How exposed the Murderer is: what the Detective could still believe.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Exposure {
    /// Civilians who could still be the Murderer, in catalogue order.
    pub suspects: Vec<Civilian>,
    /// Motives still possible, in the order they are in play.
    pub motives: Vec<Motive>,
}

/// One full guess at the secrets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hypothesis {
    /// The Murderer's civilian.
    pub murderer: Civilian,
    /// The motive.
    pub motive: Motive,
    /// The Person of Interest.
    pub poi: Civilian,
    /// The Supporters' group.
    pub supporters: Group,
}

/// A murder as the public saw it, with one body chosen as the victim.
struct Murder {
    before: City,
    block: Block,
    bodies: Vec<Civilian>,
    victim: Civilian,
}

/// The murders and Surveillance answers under one choice of victim per Homemade Bomb (the
/// only public uncertainty about the past).
struct World {
    murders: Vec<Murder>,
    surveillance: Vec<(City, Civilian, bool)>,
}

/// Every reading of the past the public can't tell apart.
fn worlds(game: &IntentToKill) -> Vec<World> {
    // Each murder's victim slot and the bodies that might have filled it.
    let slots: Vec<(usize, &Vec<Civilian>)> = game
        .facts
        .iter()
        .filter_map(|f| match f {
            Fact::Murder { before, bodies, .. } => Some((before.victims().len(), bodies)),
            _ => None,
        })
        .collect();
    let mut choices: Vec<Vec<(usize, Civilian)>> = vec![Vec::new()];
    for &(slot, bodies) in &slots {
        choices = choices
            .into_iter()
            .flat_map(|chosen| {
                bodies.iter().map(move |&b| {
                    let mut next = chosen.clone();
                    next.push((slot, b));
                    next
                })
            })
            .collect();
    }
    let bombs = slots.iter().any(|(_, bodies)| bodies.len() > 1);
    let read = |city: &City, chosen: &[(usize, Civilian)]| {
        let mut city = city.clone();
        if bombs {
            for &(slot, victim) in chosen {
                city.set_victim(slot, victim);
            }
        }
        city
    };
    choices
        .iter()
        .map(|chosen| {
            let mut murders = Vec::new();
            let mut surveillance = Vec::new();
            for fact in &game.facts {
                match fact {
                    Fact::Murder { before, bodies, .. } => {
                        let slot = before.victims().len();
                        let Some(&first) = bodies.first() else {
                            continue;
                        };
                        let victim = chosen
                            .iter()
                            .find(|(s, _)| *s == slot)
                            .map_or(first, |&(_, v)| v);
                        murders.push(Murder {
                            before: read(before, chosen),
                            block: before.block_of(victim).unwrap_or_default(),
                            bodies: bodies.clone(),
                            victim,
                        });
                    }
                    Fact::Surveillance {
                        at,
                        civilian,
                        answer,
                        ..
                    } => {
                        surveillance.push((read(at, chosen), *civilian, *answer));
                    }
                    Fact::Answer { .. } => {}
                }
            }
            World {
                murders,
                surveillance,
            }
        })
        .collect()
}

/// Whether every murder was legal and every Surveillance answer honest under the guess.
fn lawful(world: &World, motive: Motive, murderer: Civilian, poi: Civilian) -> bool {
    world.murders.iter().all(|m| {
        !m.bodies.contains(&murderer)
            && (m.bodies.len() == 1 || m.before.block_of(murderer) != Some(m.block))
            && may_murder(&m.before, motive, murderer, poi, m.victim).is_ok()
    }) && world
        .surveillance
        .iter()
        .all(|(at, c, answer)| may_murder(at, motive, murderer, poi, *c).is_ok() == *answer)
}

/// The civilians whose answers were false if `murderer` is the Murderer (themselves left out:
/// the Murderer may always lie).
fn liars(game: &IntentToKill, murderer: Civilian) -> u64 {
    game.facts
        .iter()
        .filter_map(|f| match f {
            Fact::Answer {
                civilian,
                about,
                answer,
                ..
            } if *answer != murderer.has(*about) => Some(civilian.bit()),
            _ => None,
        })
        .fold(0, |mask, bit| mask | bit)
        & !murderer.bit()
}

/// The one group every liar in the mask belongs to, if they share one (`Ok(None)`: nobody).
fn shared_group(liars: u64) -> Result<Option<Group>, ()> {
    let mut group = None;
    for c in Civilian::all().filter(|c| liars & c.bit() != 0) {
        match group {
            None => group = Some(c.group()),
            Some(g) if g == c.group() => {}
            Some(_) => return Err(()),
        }
    }
    Ok(group)
}

/// Whether the liars could all be Supporters, of a group whose token was never drawn from the
/// stack (the Murderer keeps the Supporters' token; nobody-lied always fits, as at most six of
/// the nine tokens are in the stack).
fn supporters_explain(liars: u64, drawn: u16) -> bool {
    match shared_group(liars) {
        Ok(Some(group)) => drawn & group.bit() == 0,
        Ok(None) => true,
        Err(()) => false,
    }
}

/// The civilians dealt into the game.
fn in_game(game: &IntentToKill) -> impl Iterator<Item = Civilian> + '_ {
    game.dealt.iter().map(|(c, _)| *c)
}

/// Everyone murdered so far, bombs included.
fn dead(game: &IntentToKill) -> u64 {
    game.bodies
        .iter()
        .flatten()
        .fold(0, |mask, c| mask | c.bit())
}

/// Whether `poi` could be the Person of Interest with `murderer` as the Murderer: another
/// civilian of the game, of the group Criminal Profiling named if it was played.
fn poi_fits(game: &IntentToKill, murderer: Civilian, poi: Civilian) -> bool {
    poi != murderer && game.poi_group.is_none_or(|g| poi.group() == g)
}

/// The motives still in the running before any murder is judged: in play, and not named by
/// Full Confession.
fn open_motives(game: &IntentToKill) -> impl Iterator<Item = Motive> + '_ {
    game.motives
        .iter()
        .copied()
        .filter(|m| !game.confessed.contains(m))
}

/// Suspects and motives still consistent with the public facts.
pub(super) fn exposure(game: &IntentToKill) -> Exposure {
    let worlds = worlds(game);
    let dead = dead(game);
    let mut suspects = 0u64;
    let mut possible = 0u16;
    for m in in_game(game).filter(|c| dead & c.bit() == 0) {
        // The Persons of Interest who, with some Supporters, explain every lie under m.
        let liars = liars(game, m);
        let pois: Vec<Civilian> = in_game(game)
            .filter(|&p| poi_fits(game, m, p))
            .filter(|&p| supporters_explain(liars & !p.bit(), game.tokens))
            .collect();
        if pois.is_empty() {
            continue;
        }
        for motive in open_motives(game) {
            let alive = if motive == Motive::Cultist {
                // The Cultist's rule reads the Person of Interest, so it is part of the search.
                pois.iter()
                    .any(|&p| worlds.iter().any(|w| lawful(w, motive, m, p)))
            } else {
                // Nothing else depends on the Person of Interest.
                worlds.iter().any(|w| lawful(w, motive, m, m))
            };
            if alive {
                possible |= 1 << motive as u16;
                suspects |= m.bit();
            }
        }
    }
    Exposure {
        suspects: Civilian::all()
            .filter(|c| suspects & c.bit() != 0)
            .collect(),
        motives: game
            .motives
            .iter()
            .copied()
            .filter(|m| possible & 1 << *m as u16 != 0)
            .collect(),
    }
}

/// Whether one full hypothesis is still consistent with the public facts.
pub fn consistent(game: &IntentToKill, h: &Hypothesis) -> bool {
    holds(game, &worlds(game), h)
}

fn holds(game: &IntentToKill, worlds: &[World], h: &Hypothesis) -> bool {
    let dealt = |c: Civilian| in_game(game).any(|d| d == c);
    if !dealt(h.murderer) || !dealt(h.poi) || h.poi == h.murderer {
        return false;
    }
    if dead(game) & h.murderer.bit() != 0 || !open_motives(game).any(|m| m == h.motive) {
        return false;
    }
    if game.tokens & h.supporters.bit() != 0 || !poi_fits(game, h.murderer, h.poi) {
        return false;
    }
    let liars = liars(game, h.murderer) & !h.poi.bit();
    let lies_ok = Civilian::all()
        .filter(|c| liars & c.bit() != 0)
        .all(|c| c.group() == h.supporters);
    lies_ok
        && worlds
            .iter()
            .any(|w| lawful(w, h.motive, h.murderer, h.poi))
}

impl IntentToKill {
    /// Every hypothesis the public facts still allow, by brute force (for tests and the
    /// end-of-game review; [`IntentToKill::exposure`] is the fast way to ask).
    pub fn hypotheses(&self) -> Vec<Hypothesis> {
        let worlds = worlds(self);
        let mut alive = Vec::new();
        for murderer in in_game(self) {
            for &motive in &self.motives {
                for poi in in_game(self) {
                    for supporters in Group::ALL {
                        let h = Hypothesis {
                            murderer,
                            motive,
                            poi,
                            supporters,
                        };
                        if holds(self, &worlds, &h) {
                            alive.push(h);
                        }
                    }
                }
            }
        }
        alive
    }
}
