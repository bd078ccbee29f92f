//! The Detective's notebook: every public fact the deduction reads, and nothing else.
//!
//! The engine keeps its facts with the truth behind them (which body of a Homemade Bomb
//! counted); the notebook is what the table could have written down: the civilians dealt,
//! the motives in play, the city at each murder and each Surveillance answer, every
//! questioning answer, the social-group tokens drawn and what the Intuition cards made the
//! Murderer say. The table's [`super::PublicView`] carries it, so a Detective played by Alibi
//! deduces from exactly what a person at the table could.

use super::catalogue::{Civilian, Group, Motive, Trait};
use super::city::City;
use serde::Serialize;

/// One public fact, in the order it happened.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Entry {
    /// A murder: the city just before it and the bodies found (one, or several after a
    /// Homemade Bomb, in catalogue order: which one counted is the Murderer's secret).
    Murder {
        /// The city just before the murder.
        before: City,
        /// The bodies.
        bodies: Vec<Civilian>,
    },
    /// A Surveillance answer and the city it was given in.
    Surveillance {
        /// The round it was asked in.
        round: u32,
        /// The city when it was asked.
        at: City,
        /// Who was under Surveillance.
        civilian: Civilian,
        /// "Can you murder this civilian right now?"
        answer: bool,
    },
    /// A questioning answer.
    Answer {
        /// The round it was given in.
        round: u32,
        /// Who answered.
        civilian: Civilian,
        /// What was asked.
        about: Trait,
        /// The answer given (true or not: that depends on who the Murderer is).
        answer: bool,
    },
}

/// Everything public the deduction needs, as the table saw it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Notebook {
    /// The 20 civilians dealt into the game, in the order they were placed.
    pub dealt: Vec<Civilian>,
    /// The motive cards in play.
    pub motives: Vec<Motive>,
    /// The city as it stands now.
    pub city: City,
    /// Murders, Surveillance and questioning answers, oldest first.
    pub entries: Vec<Entry>,
    /// Social groups whose token was drawn from the stack (never the Supporters), as a mask.
    pub tokens: u16,
    /// The Person of Interest's group, once Criminal Profiling named it.
    pub profiled_group: Option<Group>,
    /// Motives Full Confession ruled out.
    pub confessed_not: Vec<Motive>,
}

impl Notebook {
    /// Everyone murdered so far, bombs included, as a mask.
    pub fn dead(&self) -> u64 {
        self.entries
            .iter()
            .filter_map(|e| match e {
                Entry::Murder { bodies, .. } => Some(bodies),
                _ => None,
            })
            .flatten()
            .fold(0, |mask, c| mask | c.bit())
    }

    /// Everyone the table has seen intimidated (before any murder, at any Surveillance, or
    /// now), comforted since or not, in the order they were dealt.
    pub fn silenced(&self) -> Vec<Civilian> {
        let cities = self
            .entries
            .iter()
            .filter_map(|e| match e {
                Entry::Murder { before, .. } => Some(before),
                Entry::Surveillance { at, .. } => Some(at),
                Entry::Answer { .. } => None,
            })
            .chain(std::iter::once(&self.city));
        self.dealt
            .iter()
            .copied()
            .filter(|&c| cities.clone().any(|city| city.intimidated(c)))
            .collect()
    }
}

/// The city as the table saw it: after a Homemade Bomb, the body that counted is secret, so
/// each bomb's victim slot holds its first body in catalogue order (the deduction tries every
/// body in that slot anyway).
pub(super) fn public_city(city: &City, bombs: &[(usize, Civilian)]) -> City {
    let mut city = city.clone();
    for &(slot, first) in bombs {
        if slot < city.victims().len() {
            city.set_victim(slot, first);
        }
    }
    city
}
