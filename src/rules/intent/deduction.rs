//! What the public facts still allow: which civilians could be the Murderer and which motives
//! are still possible.
//!
//! A hypothesis (Murderer, motive, Person of Interest, Supporters) is alive when every murder
//! was legal under it, every Surveillance answer matches it, and every false questioning
//! answer came from a civilian allowed to lie under it; the Supporters are never a group whose
//! token was drawn from the stack; Criminal Profiling and Full Confession narrow the Person of
//! Interest's group and the motives. Only the [`Notebook`] is read — the public facts: the
//! snapshots of the city taken at each murder and each Surveillance answer, the bodies, and
//! the answers given (never their truth, which depends on the hypothesised Murderer).

use super::IntentToKill;
use super::catalogue::{Civilian, Group, Motive};
use super::city::{Block, City};
use super::motive::may_murder;
use super::notebook::{Entry, Notebook};
use serde::Serialize;

/// How exposed the Murderer is: what the Detective could still believe.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Exposure {
    /// Civilians who could still be the Murderer, in catalogue order.
    pub suspects: Vec<Civilian>,
    /// Motives still possible, in the order they are in play.
    pub motives: Vec<Motive>,
}

/// What a full hypothesis asks of the civilians allowed to lie under it (the Murderer, the
/// Person of Interest, the Supporters), for weighing how likely it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Liars {
    /// The answers it needs to be lies.
    pub lies: u32,
    /// The truthful answers they gave.
    pub truths: u32,
    /// How many of them the table saw intimidated (a Murderer silences the witnesses it
    /// fears, not its own).
    pub silenced: u32,
}

/// How likely each pair of Murderer and motive is, and each social group as the
/// Supporters, under a model of the Murderer's choices ([`Notebook::weights`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Weights {
    /// `(murderer, motive, weight)`, every weight above zero.
    pub pairs: Vec<(Civilian, Motive, f64)>,
    /// Every group whose token is still in the stack, with its weight (zero included).
    pub supporters: Vec<(Group, f64)>,
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
fn worlds(notebook: &Notebook) -> Vec<World> {
    // Each murder's victim slot and the bodies that might have filled it.
    let slots: Vec<(usize, &Vec<Civilian>)> = notebook
        .entries
        .iter()
        .filter_map(|e| match e {
            Entry::Murder { before, bodies } => Some((before.victims().len(), bodies)),
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
            for entry in &notebook.entries {
                match entry {
                    Entry::Murder { before, bodies } => {
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
                    Entry::Surveillance {
                        at,
                        civilian,
                        answer,
                        ..
                    } => {
                        surveillance.push((read(at, chosen), *civilian, *answer));
                    }
                    Entry::Answer { .. } => {}
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
fn liars(notebook: &Notebook, murderer: Civilian) -> u64 {
    notebook
        .entries
        .iter()
        .filter_map(|e| match e {
            Entry::Answer {
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

/// How many groups could be the Supporters when `liars` lied (besides the Murderer and the
/// Person of Interest): the liars' one group if its token was never drawn from the stack (the
/// Murderer keeps the Supporters' token), every undrawn group when nobody else lied.
fn supporter_groups(liars: u64, drawn: u16) -> u32 {
    match shared_group(liars) {
        Ok(Some(group)) => u32::from(drawn & group.bit() == 0),
        Ok(None) => Group::ALL.iter().filter(|g| drawn & g.bit() == 0).count() as u32,
        Err(()) => 0,
    }
}

/// Whether `poi` could be the Person of Interest with `murderer` as the Murderer: another
/// civilian of the game, of the group Criminal Profiling named if it was played.
fn poi_fits(notebook: &Notebook, murderer: Civilian, poi: Civilian) -> bool {
    poi != murderer && notebook.profiled_group.is_none_or(|g| poi.group() == g)
}

/// The motives still in the running before any murder is judged: in play, and not named by
/// Full Confession.
fn open_motives(notebook: &Notebook) -> impl Iterator<Item = Motive> + '_ {
    notebook
        .motives
        .iter()
        .copied()
        .filter(|m| !notebook.confessed_not.contains(m))
}

/// How many full hypotheses the public facts still allow for each pair of Murderer and
/// motive: the Persons of Interest and Supporters that would explain every fact with them.
/// Under an even chance for every secret setup, a pair's count is proportional to how likely
/// the table should find it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tally {
    /// `(murderer, motive, hypotheses)` for every pair with at least one, in catalogue order
    /// of the civilians, then in the order the motives are in play.
    pub pairs: Vec<(Civilian, Motive, u32)>,
}

impl Tally {
    /// Every hypothesis counted.
    pub fn total(&self) -> u32 {
        self.pairs.iter().map(|(_, _, n)| n).sum()
    }

    /// The hypotheses with `murderer` as the Murderer.
    pub fn for_murderer(&self, murderer: Civilian) -> u32 {
        self.pairs
            .iter()
            .filter(|(m, _, _)| *m == murderer)
            .map(|(_, _, n)| n)
            .sum()
    }

    /// The hypotheses with `motive` as the motive.
    pub fn for_motive(&self, motive: Motive) -> u32 {
        self.pairs
            .iter()
            .filter(|(_, m, _)| *m == motive)
            .map(|(_, _, n)| n)
            .sum()
    }

    /// The hypotheses of one pair.
    pub fn of(&self, murderer: Civilian, motive: Motive) -> u32 {
        self.pairs
            .iter()
            .find(|(c, m, _)| *c == murderer && *m == motive)
            .map_or(0, |(_, _, n)| *n)
    }

    /// The suspects and motives with at least one hypothesis.
    pub fn exposure(&self, motives_in_play: &[Motive]) -> Exposure {
        let suspects = self
            .pairs
            .iter()
            .fold(0u64, |mask, (c, _, _)| mask | c.bit());
        Exposure {
            suspects: Civilian::all()
                .filter(|c| suspects & c.bit() != 0)
                .collect(),
            motives: motives_in_play
                .iter()
                .copied()
                .filter(|&m| self.pairs.iter().any(|(_, pm, _)| *pm == m))
                .collect(),
        }
    }
}

impl Notebook {
    /// The hypotheses the public facts allow, counted per Murderer and motive.
    pub fn tally(&self) -> Tally {
        let worlds = worlds(self);
        let dead = self.dead();
        let mut pairs = Vec::new();
        let mut alive: Vec<Civilian> = self
            .dealt
            .iter()
            .copied()
            .filter(|c| dead & c.bit() == 0)
            .collect();
        alive.sort();
        for m in alive {
            // For each possible Person of Interest, the Supporters that explain every lie.
            let liars = liars(self, m);
            let pois: Vec<(Civilian, u32)> = self
                .dealt
                .iter()
                .copied()
                .filter(|&p| poi_fits(self, m, p))
                .map(|p| (p, supporter_groups(liars & !p.bit(), self.tokens)))
                .filter(|&(_, n)| n > 0)
                .collect();
            if pois.is_empty() {
                continue;
            }
            for motive in open_motives(self) {
                let count: u32 = if motive == Motive::Cultist {
                    // The Cultist's rule reads the Person of Interest, so it is part of the
                    // search.
                    pois.iter()
                        .filter(|(p, _)| worlds.iter().any(|w| lawful(w, motive, m, *p)))
                        .map(|(_, n)| n)
                        .sum()
                } else if worlds.iter().any(|w| lawful(w, motive, m, m)) {
                    // Nothing else depends on the Person of Interest.
                    pois.iter().map(|(_, n)| n).sum()
                } else {
                    0
                };
                if count > 0 {
                    pairs.push((m, motive, count));
                }
            }
        }
        Tally { pairs }
    }

    /// How likely each pair of Murderer and motive is under a model of the Murderer's
    /// choices: a full hypothesis weighs `weigh` of what it asks of its liars ([`Liars`]: the
    /// answers it needs to be lies, the truthful answers of civilians who could have lied,
    /// and how many of the civilians the table saw intimidated could have lied — a Murderer
    /// lying with chance q whenever allowed weighs `q^lies (1 − q)^truths`); a pair weighs
    /// the sum over its Persons of Interest and Supporters. Pairs the facts rule out weigh
    /// nothing and are left out. Each social group weighs the sum over the hypotheses that
    /// make it the Supporters. (The [`Notebook::tally`] counts every hypothesis the same,
    /// whatever lies it needs.)
    pub fn weights(&self, weigh: &dyn Fn(Liars) -> f64) -> Weights {
        let worlds = worlds(self);
        let dead = self.dead();
        let mut alive: Vec<Civilian> = self
            .dealt
            .iter()
            .copied()
            .filter(|c| dead & c.bit() == 0)
            .collect();
        alive.sort();
        let undrawn: Vec<Group> = Group::ALL
            .into_iter()
            .filter(|g| self.tokens & g.bit() == 0)
            .collect();
        let silenced = self.silenced();
        // How many of each group in the stack the table saw intimidated, counted once.
        let silenced_in: Vec<u32> = undrawn
            .iter()
            .map(|&g| silenced.iter().filter(|c| c.group() == g).count() as u32)
            .collect();
        let mut weights = Vec::new();
        let mut supporters: Vec<(Group, f64)> = undrawn.iter().map(|&g| (g, 0.0)).collect();
        for m in alive {
            // Each answering civilian's false and true answers, if m is the Murderer.
            let mut said: Vec<(Civilian, u32, u32)> = Vec::new();
            for entry in &self.entries {
                if let Entry::Answer {
                    civilian,
                    about,
                    answer,
                    ..
                } = entry
                {
                    let false_ = *answer != m.has(*about);
                    match said.iter_mut().find(|(c, _, _)| c == civilian) {
                        Some((_, f, t)) => *if false_ { f } else { t } += 1,
                        None => said.push((*civilian, u32::from(false_), u32::from(!false_))),
                    }
                }
            }
            // Each possible Person of Interest with the weight of each group as its
            // Supporters.
            let pois: Vec<(Civilian, Vec<f64>)> = self
                .dealt
                .iter()
                .copied()
                .filter(|&p| poi_fits(self, m, p))
                .map(|p| {
                    let by_group: Vec<f64> = undrawn
                        .iter()
                        .zip(&silenced_in)
                        .map(|(&g, &in_group)| {
                            let (mut lies, mut truths) = (0, 0);
                            for &(c, f, t) in &said {
                                if c == m || c == p || c.group() == g {
                                    lies += f;
                                    truths += t;
                                } else if f > 0 {
                                    return 0.0;
                                }
                            }
                            // The silenced who could lie: the Murderer and the Person of
                            // Interest outside the Supporters' group, and the group's own.
                            let outside = [m, p]
                                .iter()
                                .enumerate()
                                .filter(|&(i, c)| {
                                    c.group() != g && silenced.contains(c) && !(i == 1 && p == m)
                                })
                                .count() as u32;
                            weigh(Liars {
                                lies,
                                truths,
                                silenced: outside + in_group,
                            })
                        })
                        .collect();
                    (p, by_group)
                })
                .filter(|(_, w)| w.iter().sum::<f64>() > 0.0)
                .collect();
            for motive in open_motives(self) {
                // The Persons of Interest the motive allows (the Cultist reads them; the
                // other motives allow all or none).
                let allowed: Vec<&Vec<f64>> = if motive == Motive::Cultist {
                    pois.iter()
                        .filter(|(p, _)| worlds.iter().any(|w| lawful(w, motive, m, *p)))
                        .map(|(_, w)| w)
                        .collect()
                } else if worlds.iter().any(|w| lawful(w, motive, m, m)) {
                    pois.iter().map(|(_, w)| w).collect()
                } else {
                    Vec::new()
                };
                for by_group in &allowed {
                    for (total, w) in supporters.iter_mut().zip(by_group.iter()) {
                        total.1 += w;
                    }
                }
                let weight: f64 = allowed.iter().flat_map(|w| w.iter()).sum();
                if weight > 0.0 {
                    weights.push((m, motive, weight));
                }
            }
        }
        Weights {
            pairs: weights,
            supporters,
        }
    }

    /// Suspects and motives still consistent with the public facts.
    pub fn exposure(&self) -> Exposure {
        self.tally().exposure(&self.motives)
    }

    /// Whether one full hypothesis is still consistent with the public facts.
    pub fn consistent(&self, h: &Hypothesis) -> bool {
        holds(self, &worlds(self), h)
    }

    /// Every hypothesis the public facts still allow, by brute force (for tests and the
    /// end-of-game review; [`Notebook::tally`] is the fast way to ask).
    pub fn hypotheses(&self) -> Vec<Hypothesis> {
        let worlds = worlds(self);
        let mut alive = Vec::new();
        for &murderer in &self.dealt {
            for &motive in &self.motives {
                for &poi in &self.dealt {
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

/// Suspects and motives still consistent with the public facts.
pub(super) fn exposure(game: &IntentToKill) -> Exposure {
    game.notebook().exposure()
}

/// Whether one full hypothesis is still consistent with the public facts.
pub fn consistent(game: &IntentToKill, h: &Hypothesis) -> bool {
    game.notebook().consistent(h)
}

fn holds(notebook: &Notebook, worlds: &[World], h: &Hypothesis) -> bool {
    let dealt = |c: Civilian| notebook.dealt.contains(&c);
    if !dealt(h.murderer) || !dealt(h.poi) || h.poi == h.murderer {
        return false;
    }
    if notebook.dead() & h.murderer.bit() != 0 || !open_motives(notebook).any(|m| m == h.motive) {
        return false;
    }
    if notebook.tokens & h.supporters.bit() != 0 || !poi_fits(notebook, h.murderer, h.poi) {
        return false;
    }
    let liars = liars(notebook, h.murderer) & !h.poi.bit();
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
        self.notebook().hypotheses()
    }
}
