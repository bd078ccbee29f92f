//! The three Killers and what the engine keeps about each of them.

use super::board::Loc;
use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};

/// One of the three Killers the Killer player controls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Killer {
    /// The Red Terror.
    Red,
    /// The Green Slayer.
    Green,
    /// The Blue Butcher.
    Blue,
}

impl Killer {
    /// All three, in the rulebook's order (methods are rolled "starting from the Red Terror").
    pub const ALL: [Killer; 3] = [Killer::Red, Killer::Green, Killer::Blue];

    /// The Killer's name as the rulebook prints it ("Red Terror").
    pub fn name(self) -> &'static str {
        match self {
            Killer::Red => "Red Terror",
            Killer::Green => "Green Slayer",
            Killer::Blue => "Blue Butcher",
        }
    }

    /// The Killer's name in the table's language.
    pub fn msg(self) -> Msg {
        match self {
            Killer::Red => msg!("crimewave-killer-red"),
            Killer::Green => msg!("crimewave-killer-green"),
            Killer::Blue => msg!("crimewave-killer-blue"),
        }
    }

    /// The Killer's word in transcripts (`red`, `green`, `blue`).
    pub fn word(self) -> &'static str {
        match self {
            Killer::Red => "red",
            Killer::Green => "green",
            Killer::Blue => "blue",
        }
    }

    /// The Killer's colour word in the table's language ("red"): typed in a form, and how
    /// a form's options list it.
    pub fn word_msg(self) -> Msg {
        match self {
            Killer::Red => msg!("crimewave-killer-red-word"),
            Killer::Green => msg!("crimewave-killer-green-word"),
            Killer::Blue => msg!("crimewave-killer-blue-word"),
        }
    }

    /// The letter the Killer is typed by in the table's language ("r").
    pub fn letter(self) -> Msg {
        match self {
            Killer::Red => msg!("crimewave-killer-red-letter"),
            Killer::Green => msg!("crimewave-killer-green-letter"),
            Killer::Blue => msg!("crimewave-killer-blue-letter"),
        }
    }

    /// Reads a transcript word, ignoring case.
    pub fn from_word(word: &str) -> Option<Killer> {
        Killer::ALL
            .into_iter()
            .find(|k| k.word().eq_ignore_ascii_case(word))
    }

    /// Its place in red, green, blue order (0, 1, 2): per-Killer arrays are kept that way.
    pub fn index(self) -> usize {
        match self {
            Killer::Red => 0,
            Killer::Green => 1,
            Killer::Blue => 2,
        }
    }
}

/// Where a Killer stands with the law (public).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// At large.
    #[default]
    Free,
    /// Raided and awaiting the trial.
    Arrested,
    /// Convicted: in prison, can't kill.
    Incarcerated,
    /// Back from prison through an Escape from Prison card: comfort zone 1, no trial if caught.
    Escaped,
}

impl Status {
    /// The status as the table reads it ("free", "ARRESTED", "in prison", "escaped").
    pub fn msg(self) -> Msg {
        match self {
            Status::Free => msg!("crimewave-status-free"),
            Status::Arrested => msg!("crimewave-status-arrested"),
            Status::Incarcerated => msg!("crimewave-status-incarcerated"),
            Status::Escaped => msg!("crimewave-status-escaped"),
        }
    }

    /// The status word in transcripts.
    pub fn word(self) -> &'static str {
        match self {
            Status::Free => "free",
            Status::Arrested => "arrested",
            Status::Incarcerated => "incarcerated",
            Status::Escaped => "escaped",
        }
    }
}

/// Everything the engine keeps about one Killer, secrets included.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct KillerState {
    /// Every residence taken, oldest first; the last is the current one. Its length is the
    /// exposure epoch: facts from before the last move say nothing about the new home.
    pub residences: Vec<Loc>,
    pub method: Option<String>,
    pub spook: u8,
    pub status: Status,
    pub case_file: u32,
    /// Set when the Spook meter reaches 2; spent by one method change, cancelled by a Full
    /// Moon, prison or a forced move.
    pub may_change_method: bool,
    /// The residence the table knows (a raid hit or the reveal), for exposure.
    pub known_residence: Option<Loc>,
    /// The residence the table screen shows (the all-trapped reveal or the game's end).
    pub shown_residence: Option<Loc>,
}

impl KillerState {
    pub fn residence(&self) -> Option<Loc> {
        self.residences.last().copied()
    }

    pub fn epoch(&self) -> usize {
        self.residences.len()
    }

    pub fn on_board(&self) -> bool {
        self.status != Status::Incarcerated
    }

    pub fn must_relocate(&self) -> bool {
        self.spook >= super::SPOOK_MAX
    }

    /// How far this Killer may travel to kill now (ruling 10, docs/rulings.md).
    pub fn comfort_radius(&self) -> u32 {
        if self.status == Status::Escaped {
            super::ESCAPED_COMFORT
        } else if self.spook >= 1 {
            super::COMFORT + 1
        } else {
            super::COMFORT
        }
    }

    /// Convicted, or caught after an escape. A method change earned at Spook 2 is lost: none
    /// is made from prison, and none waits for an escape.
    pub fn imprison(&mut self) {
        self.status = Status::Incarcerated;
        self.may_change_method = false;
    }

    /// Moves home: the table's knowledge of the old home no longer applies.
    pub fn move_to(&mut self, loc: Loc) {
        self.residences.push(loc);
        self.known_residence = None;
        self.shown_residence = None;
    }
}
