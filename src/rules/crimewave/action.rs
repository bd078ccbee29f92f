//! What the players do, as stored in the record: setup steps and play.

use super::board::{Board, Loc};
use super::evidence::Evidence;
use super::killer::Killer;
use super::settings::HouseRule;
use serde::{Deserialize, Serialize};

/// Which board a game is played on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardChoice {
    /// The stand-in California board shipped with the app.
    StandIn,
    /// A board file: the whole board is kept in the record so the game replays even if the
    /// file changes or goes away, and `path` (as the group wrote it) so a transcript export
    /// can name the file again.
    File {
        /// The file's path as written (relative to the transcript, or absolute).
        path: String,
        /// The validated board read from that file.
        board: Board,
    },
}

/// How a signature method was chosen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MethodChoice {
    /// Named outright (lower case, hyphenated).
    Named(String),
    /// The d8 face rolled; the house rules' table turns it into a method.
    Face(u8),
}

/// One thing the players did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Setup: the board.
    Board(BoardChoice),
    /// Setup: 1–6 Investigators in seat order from the Killer player's left.
    Investigators(Vec<String>),
    /// Setup: a Killer's signature method.
    Method {
        /// Whose method.
        killer: Killer,
        /// The name or the d8 face.
        method: MethodChoice,
    },
    /// Setup: a Killer's secret residence.
    Residence {
        /// Whose home.
        killer: Killer,
        /// Where.
        loc: Loc,
    },
    /// Setup: one of a Killer's two opening crime scenes.
    Scene {
        /// The culprit (secret).
        killer: Killer,
        /// Where.
        loc: Loc,
        /// The Evidence tile drawn from the bag.
        evidence: Evidence,
    },
    /// Setup: a house rule.
    Rule(HouseRule),
    /// Ends setup.
    Start,
    /// A Killer's murder in the murder phase.
    Murder {
        /// The culprit (secret).
        killer: Killer,
        /// Where.
        loc: Loc,
        /// The Evidence tile drawn from the bag.
        evidence: Evidence,
    },
    /// A random killing (card effect): yellow victim, no comfort zone.
    RandomKilling {
        /// Where.
        loc: Loc,
        /// The Evidence tile drawn from the bag.
        evidence: Evidence,
        /// The method tile, if the card gives one.
        method: Option<String>,
    },
    /// An unverified Evidence tile added to an unsolved scene (a card, or the Criminal
    /// Liaison carrying one); lets a scene hold several tiles.
    AddEvidence {
        /// The unsolved scene's location.
        loc: Loc,
        /// The tile.
        evidence: Evidence,
    },
    /// A successful verification roll at a scene (the table rolled the die).
    Verify {
        /// The scene's location.
        loc: Loc,
        /// The tile verified.
        evidence: Evidence,
    },
    /// A Neighborhood Watch tile placed.
    Watch {
        /// Where.
        loc: Loc,
    },
    /// An Investigator calls in a raid.
    Raid {
        /// Who calls it (an Investigator's name).
        investigator: String,
        /// Where.
        loc: Loc,
        /// On whom.
        killer: Killer,
    },
    /// Before the trial: the prosecutor ties the unsolved scene at `loc` to the accused.
    Tie {
        /// The unsolved scene's location.
        loc: Loc,
    },
    /// The trial: both sides' card totals, revealed at once.
    Trial {
        /// Prosecution cards' total.
        prosecution: u32,
        /// Defense cards' total.
        defense: u32,
    },
    /// A Spooked Killer (meter at 2) changes method.
    ChangeMethod {
        /// Who.
        killer: Killer,
        /// The new method.
        method: String,
    },
    /// A Killer (meter at 3) moves to a new secret residence.
    Relocate {
        /// Who.
        killer: Killer,
        /// The new home (secret).
        loc: Loc,
    },
    /// Full Moon: every Killer's method re-rolled (red, green, blue).
    FullMoon {
        /// The new methods for red, green, blue.
        methods: [MethodChoice; 3],
    },
    /// Escape from Prison: an incarcerated Killer returns with a new secret residence.
    Escape {
        /// Who.
        killer: Killer,
        /// The new home (secret).
        loc: Loc,
    },
}
