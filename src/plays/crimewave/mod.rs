//! Alibi plays the three Killers of Crimewave: California (`docs/alibi-plays-crimewave.md`), and the
//! simulated Investigators it plays them against in self-play.
//!
//! # What the table's screens call, and when (the cooperative mode)
//! A [`Killers`] holds the level and the seed fixed at setup; every call takes the game as it
//! is and the [`Place`] it stands at (the scenes placed and the trials held, never how many
//! entries came first), so a decision or a draw taken again after an undo, or after one more
//! entry, is the same. Every decision is an ordinary [`CwAction`] the engine checks;
//! the answers to raids, ties and trials stay the engine's.
//! 1. Setup, once the board, the Investigators and the house rules are in:
//!    [`Killers::roll_methods`] (or the faces of the physical d8), then [`Killers::setup`];
//!    announce [`Setup::announce_methods`] and, for each site of [`Setup::opening_sites`]
//!    in that order, [`Setup::announce_scene`]; apply [`Setup::actions`] with the tiles
//!    drawn (typed by the table, or from Alibi's bag), then `start`.
//! 2. Each round: [`Killers::event`] ([`Event::announce`], apply [`Event::action`]), then
//!    [`Killers::murder`] ([`Murder::announce`], apply [`Murder::action`] with the tile
//!    drawn); when it is `None`, [`announce::no_murder`].
//! 3. After every missed raid: [`Killers::spook`] for the Killer raided (a method change at
//!    Spook 2, the move at Spook 3, at once): [`SpookDecision::announce`], apply
//!    [`SpookDecision::action`] (none when the Killer keeps its method).
//! 4. At a trial, when the prosecution is entered: [`Killers::defense`], revealed with it
//!    ([`Defense::announce`]) and entered as `trial P D`.
//!
//! Each decision carries its reasoning (`why`), secret until the end of the game.

pub mod announce;
pub mod defense;
pub mod event;
pub mod investigators;
mod murder;
mod safety;
mod setup;
mod spook;
mod watches;
mod weigh;

pub use defense::Defense;
pub use event::{Event, EventKind};
pub use murder::Murder;
pub use setup::Setup;
pub use spook::{MethodChange, NewHome, SpookDecision};

use super::{Level, Seats, Side, decision_rng};
use crate::chance::{self, Draw};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Rules;
use crate::rules::crimewave::{Action as CwAction, Crimewave, Evidence, Killer, Phase, Settings};
use rand::Rng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

/// What Alibi, playing the Killers, decides next on the console.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// The methods, the residences and the six opening scenes.
    Setup,
    /// This round's Killer event.
    Event,
    /// This round's murder.
    Murder,
    /// The Killer a missed raid just spooked.
    Spook(Killer),
}

/// What a decision is about, mixed into its randomness so two decisions at one place draw
/// apart.
#[derive(Debug, Clone, Copy)]
enum What {
    Setup = 2,
    Event = 3,
    Murder = 4,
    Spook = 5,
}

/// Where the game stands, for the randomness of Alibi's draws and decisions: counted from
/// the kinds of things that happened (scenes placed, trials held), never from how many
/// entries the record holds — so no entry, undo or redo changes a draw not yet seen
/// (docs/rulings.md, ruling 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Place {
    /// Crime scenes placed so far (the opening scenes, murders, Random Killings).
    pub scenes: u64,
    /// Evidence tiles put on the board so far: one with each scene, and any added to a
    /// scene later.
    pub tiles: u64,
    /// Trials held so far (each ends a round).
    pub trials: u64,
}

impl Place {
    /// Where a game with these actions stands.
    pub fn of(actions: &[CwAction]) -> Place {
        let count = |f: fn(&CwAction) -> bool| actions.iter().filter(|a| f(a)).count() as u64;
        Place {
            scenes: count(|a| {
                matches!(
                    a,
                    CwAction::Scene { .. }
                        | CwAction::Murder { .. }
                        | CwAction::RandomKilling { .. }
                )
            }),
            tiles: count(|a| {
                matches!(
                    a,
                    CwAction::Scene { .. }
                        | CwAction::Murder { .. }
                        | CwAction::RandomKilling { .. }
                        | CwAction::AddEvidence { .. }
                )
            }),
            trials: count(|a| matches!(a, CwAction::Trial { .. })),
        }
    }

    /// A round's key: the scenes and trials before it (a round with neither a murder nor a
    /// trial draws its event again: nothing happened that the table could have seen).
    fn round(self) -> u64 {
        self.scenes << 32 | self.trials
    }
}

/// The evidence tile Alibi's bag gives the game's `n`-th tile (counting from 0), with the
/// bag's contents the house rules set; `None` for an empty bag.
pub fn tile(seed: u64, settings: &Settings, n: u64) -> Option<Evidence> {
    settings.draw_evidence(&mut chance::rng(seed, Draw::Tile, &[n]))
}

/// The d8 for a Killer's signature method, rolled by the app for the table.
pub fn roll_method(seed: u64, killer: Killer) -> u8 {
    chance::rng(seed, Draw::Method, &[killer.index() as u64]).random_range(1..=8)
}

/// The d8s of a Full Moon the people roll with the app, red, green, blue: fixed by the
/// scenes placed before it.
pub fn roll_full_moon(seed: u64, place: Place) -> [u8; 3] {
    roll_d8s(&mut chance::rng(seed, Draw::FullMoon, &[place.scenes]))
}

/// Alibi playing the three Killers at a level, with the seed fixed at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Killers {
    /// How well they play.
    pub level: Level,
    /// Every decision's randomness comes from this seed and the place of the game.
    pub seed: u64,
}

impl Killers {
    /// Alibi plays the Killers at `level`, its decisions drawn from `seed`.
    pub fn new(level: Level, seed: u64) -> Self {
        Killers { level, seed }
    }

    /// Alibi's Killers as the table seated them at setup, if Alibi plays them.
    pub fn seated(seats: &Seats) -> Option<Self> {
        seats
            .level(Side::Killers)
            .map(|level| Killers::new(level, seats.seed))
    }

    fn rng(&self, key: u64, what: What) -> StdRng {
        decision_rng(self.seed, key, what as u64)
    }

    /// Alibi's rolls of the d8 for the three signature methods, red, green, blue (the
    /// table may type the physical die's faces instead): the same dice the app rolls for a
    /// person.
    pub fn roll_methods(&self) -> [u8; 3] {
        Killer::ALL.map(|k| roll_method(self.seed, k))
    }

    /// The three residences and the six opening scenes, for the methods the d8 gave (`faces`,
    /// red, green, blue). `None` when the game isn't in setup with a board, or the board
    /// has no room for three Killers (a tiny board).
    pub fn setup(&self, game: &Crimewave, faces: [u8; 3]) -> Option<Setup> {
        setup::plan(game, faces, self.level, &mut self.rng(0, What::Setup))
    }

    /// This round's Killer event: drawn with the house rules' chances, its details decided
    /// at the level (nothing once the game is over).
    pub fn event(&self, game: &Crimewave, place: Place) -> Event {
        if game.phase() != Phase::Play {
            return Event::Nothing;
        }
        event::decide(game, self.level, &mut self.rng(place.round(), What::Event))
    }

    /// This round's murder: which Killer, where. `None` when no Killer can kill now (or the
    /// game is over).
    pub fn murder(&self, game: &Crimewave, place: Place) -> Option<Murder> {
        if game.phase() != Phase::Play {
            return None;
        }
        murder::decide(game, self.level, &mut self.rng(place.round(), What::Murder))
    }

    /// What a Killer whose Spook meter just rose does: at 2 a method change (or keeping its
    /// method), at 3 its move to a new secret residence. `None` when nothing is owed.
    pub fn spook(&self, game: &Crimewave, killer: Killer, place: Place) -> Option<SpookDecision> {
        if game.phase() != Phase::Play {
            return None;
        }
        let key = place.round() << 8 | (killer.index() as u64) << 4 | u64::from(game.spook(killer));
        spook::decide(game, killer, self.level, &mut self.rng(key, What::Spook))
    }

    /// Alibi's Defense points at the trial now, drawn with the house rules' chances (every
    /// level draws the same way: it stands for the cards a hand happens to hold).
    pub fn defense(&self, game: &Crimewave, place: Place) -> Defense {
        let mut rng = chance::rng(self.seed, Draw::Defense, &[place.trials]);
        Defense {
            points: defense::draw(game.settings(), &mut rng),
        }
    }

    /// The evidence tiles Alibi's bag gives from `place` on, one per call.
    pub fn tiles(&self, game: &Crimewave, place: Place) -> impl FnMut() -> Evidence + use<> {
        bag(self.seed, game.settings(), place)
    }
}

/// The evidence tiles a bag drawn from `seed` gives from `place` on, one per call (an
/// emptied bag, a house rule, gives Item tiles).
pub fn bag(seed: u64, settings: &Settings, place: Place) -> impl FnMut() -> Evidence + use<> {
    let settings = settings.clone();
    let mut n = place.tiles;
    move || {
        let drawn = tile(seed, &settings, n).unwrap_or(Evidence::Item);
        n += 1;
        drawn
    }
}

/// The Killers' share of wins at `level` in self-play against the hard simulated
/// Investigators (400 games per level, three Investigators; docs/alibi-plays-crimewave.md),
/// in percent: what the setup screen tells a group choosing a level.
pub fn measured_win_rate(level: Level) -> u8 {
    match level {
        Level::Easy => 53,
        Level::Standard => 77,
        Level::Hard => 94,
    }
}

impl Killers {
    /// Why Alibi's Killers did what they did, replayed from the game's record for the
    /// audit and the recap at the end. Every decision is taken again at the place it was
    /// taken, so it is the same decision, with its reasoning.
    pub fn reasons(&self, actions: &[CwAction]) -> Vec<Msg> {
        let mut game = Crimewave::new();
        let mut said = Vec::new();
        for (i, action) in actions.iter().enumerate() {
            let place = Place::of(&actions[..i]);
            let why = match action {
                CwAction::Method {
                    killer: Killer::Red,
                    ..
                } if game.phase() == Phase::Setup => {
                    let faces = self.roll_methods();
                    self.setup(&game, faces)
                        .map(|setup| msg!("crimewave-why-setup", why = setup.why))
                }
                CwAction::Murder { loc, .. } => self
                    .murder(&game, place)
                    .map(|m| msg!("crimewave-why-murder", loc = *loc, why = m.why)),
                CwAction::Escape { killer, .. } => {
                    let event = self.event(&game, place);
                    event.why().map(|why| {
                        msg!(
                            "crimewave-why-escape",
                            killer = killer.msg(),
                            why = why.clone()
                        )
                    })
                }
                CwAction::ChangeMethod { killer, .. } | CwAction::Relocate { killer, .. } => {
                    self.spook(&game, *killer, place).map(|d| {
                        msg!(
                            "crimewave-why-spook",
                            killer = killer.msg(),
                            why = d.why().clone()
                        )
                    })
                }
                _ => None,
            };
            said.extend(why);
            if game.apply(action).is_err() {
                break;
            }
            // A Killer spooked to 2 that keeps its method leaves no action of its own: its
            // decision was taken right after the raid, and its reason is said there.
            if let CwAction::Raid { killer, .. } = action {
                let changed = matches!(
                    actions.get(i + 1),
                    Some(CwAction::ChangeMethod { killer: k, .. }) if k == killer
                );
                if !changed && game.may_change_method(*killer) {
                    let kept = self.spook(&game, *killer, Place::of(&actions[..=i]));
                    said.extend(kept.map(|d| {
                        msg!(
                            "crimewave-why-spook",
                            killer = killer.msg(),
                            why = d.why().clone()
                        )
                    }));
                }
            }
        }
        said
    }
}

/// Three rolls of the d8, red, green, blue.
fn roll_d8s(rng: &mut impl Rng) -> [u8; 3] {
    [0; 3].map(|_| rng.random_range(1..=8))
}
