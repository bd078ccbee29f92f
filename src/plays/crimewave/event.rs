//! Alibi's Killer events (ruling 23, docs/rulings.md): the Killer deck stays in the box; each round
//! Alibi draws one event with the house rules' chances (`KillerEvents`) and decides its
//! details at its level. The draw is randomness drawn here, outside the rules, and the event
//! is recorded as the ordinary action (`random-killing`, `full-moon`, `escape`).

use super::announce;
use super::spook::choose_home;
use crate::i18n::Msg;
use crate::plays::{Announcement, Level};
use crate::rules::crimewave::{
    Action, Crimewave, Evidence, Killer, Loc, MethodChoice, Settings, Status,
};
use rand::Rng;
use rand::seq::IndexedRandom;

/// The kinds of Killer event Alibi draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    /// Nothing happens this round.
    Nothing,
    /// A Random Killing: a yellow victim somewhere on the board.
    RandomKilling,
    /// A Full Moon: every Killer's method is rolled again.
    FullMoon,
    /// An Escape from Prison: a Killer in prison returns to a new secret home.
    Escape,
}

/// Draws this round's kind of event. An escape needs a Killer in prison: with nobody there
/// it is never drawn and its chance falls to "nothing happens".
pub fn draw_event(game: &Crimewave, rng: &mut impl Rng) -> EventKind {
    let chances = &game.settings().killer_events;
    let someone_inside = Killer::ALL
        .into_iter()
        .any(|k| game.status(k) == Status::Incarcerated);
    let escape = if someone_inside { chances.escape } else { 0 };
    let roll = rng.random_range(0..100u32);
    let random_killing = u32::from(chances.random_killing);
    let full_moon = random_killing + u32::from(chances.full_moon);
    if roll < random_killing {
        EventKind::RandomKilling
    } else if roll < full_moon {
        EventKind::FullMoon
    } else if roll < full_moon + u32::from(escape) {
        EventKind::Escape
    } else {
        EventKind::Nothing
    }
}

/// Draws Alibi's Defense points with the house rules' chances.
pub fn draw_defense(settings: &Settings, rng: &mut impl Rng) -> u32 {
    let mut roll = rng.random_range(0..100u32);
    for &(points, chance) in &settings.killer_events.defense {
        if roll < u32::from(chance) {
            return u32::from(points);
        }
        roll -= u32::from(chance);
    }
    // The chances add up to 100 (the house rule checks it), so this is never reached.
    0
}

/// This round's Killer event, decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Nothing happens.
    Nothing,
    /// A Random Killing at `loc` (no method tile: the card is played face up, so the table
    /// knows it is random).
    RandomKilling {
        /// Where.
        loc: Loc,
    },
    /// A Full Moon with the d8 faces rolled for red, green, blue.
    FullMoon {
        /// The faces, red, green, blue.
        faces: [u8; 3],
    },
    /// An Escape from Prison: `killer` returns to the new secret home `loc`.
    Escape {
        /// Who escapes (public: its profile marker flips back).
        killer: Killer,
        /// Its new home (secret).
        loc: Loc,
        /// Why this home (secret until the end).
        why: Msg,
    },
}

impl Event {
    /// The event as the record's action; a Random Killing needs the evidence tile drawn for
    /// its scene. `None` when nothing happens.
    pub fn action(&self, tile: impl FnOnce() -> Evidence) -> Option<Action> {
        match self {
            Event::Nothing => None,
            Event::RandomKilling { loc } => Some(Action::RandomKilling {
                loc: *loc,
                evidence: tile(),
                method: None,
            }),
            Event::FullMoon { faces } => Some(Action::FullMoon {
                methods: faces.map(MethodChoice::Face),
            }),
            Event::Escape { killer, loc, .. } => Some(Action::Escape {
                killer: *killer,
                loc: *loc,
            }),
        }
    }

    /// What the table hears. `tile` is the evidence tile when Alibi's bag drew it (people
    /// who draw from their own bag are asked to type it); the methods come from the game's
    /// house rules (the d8 table).
    pub fn announce(&self, game: &Crimewave, tile: Option<Evidence>) -> Announcement {
        match self {
            Event::Nothing => announce::no_event(),
            Event::RandomKilling { loc } => announce::random_killing(*loc, tile),
            Event::FullMoon { faces } => {
                let method = |face: u8| game.settings().method_for_face(face).unwrap_or("?");
                announce::full_moon(*faces, faces.map(method))
            }
            Event::Escape { killer, .. } => announce::escape(*killer),
        }
    }

    /// Why Alibi decided so (secret until the end of the game; empty when it was only drawn).
    pub fn why(&self) -> Option<&Msg> {
        match self {
            Event::Escape { why, .. } => Some(why),
            _ => None,
        }
    }
}

/// Draws and decides this round's event.
pub(super) fn decide(game: &Crimewave, level: Level, rng: &mut impl Rng) -> Event {
    match draw_event(game, rng) {
        EventKind::Nothing => Event::Nothing,
        EventKind::RandomKilling => random_killing_site(game, level, rng)
            .map_or(Event::Nothing, |loc| Event::RandomKilling { loc }),
        EventKind::FullMoon => Event::FullMoon {
            faces: super::roll_d8s(rng),
        },
        EventKind::Escape => escape(game, level, rng).unwrap_or(Event::Nothing),
    }
}

/// Where Alibi's Random Killing happens: `easy` anywhere it may; the others as far as they
/// can from every Killer at large, because three scenes around a location let the table
/// watch it, and a watch near a home hems that Killer in.
fn random_killing_site(game: &Crimewave, level: Level, rng: &mut impl Rng) -> Option<Loc> {
    let board = game.board()?;
    let free: Vec<Loc> = board
        .nodes()
        .iter()
        .map(|n| n.id)
        .filter(|&loc| !game.has_unsolved_scene(loc))
        .collect();
    if level == Level::Easy {
        return free.choose(rng).copied();
    }
    let homes: Vec<_> = Killer::ALL
        .into_iter()
        .filter(|&k| game.status(k) != Status::Incarcerated)
        .filter_map(|k| game.residence(k))
        .map(|home| board.distances_from(home, |_| false))
        .collect();
    let nearest_home = |loc: Loc| {
        homes
            .iter()
            .filter_map(|d| d.to(loc))
            .min()
            .unwrap_or(u32::MAX)
    };
    free.into_iter()
        .max_by_key(|&loc| (nearest_home(loc), std::cmp::Reverse(loc)))
}

/// Which Killer escapes (the one whose new home would be safest; `easy`: any) and where to.
fn escape(game: &Crimewave, level: Level, rng: &mut impl Rng) -> Option<Event> {
    let inside: Vec<Killer> = Killer::ALL
        .into_iter()
        .filter(|&k| game.status(k) == Status::Incarcerated)
        .collect();
    let killer = if level == Level::Easy {
        *inside.choose(rng)?
    } else {
        // The Killer with the smallest case file: its next arrest is the least likely to
        // convict.
        *inside.iter().min_by_key(|&&k| (game.case_file(k), k))?
    };
    let home = choose_home(game, killer, level, rng, |loc| Action::Escape {
        killer,
        loc,
    })?;
    Some(Event::Escape {
        killer,
        loc: home.loc,
        why: home.why,
    })
}
