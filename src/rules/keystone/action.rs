//! What the table does: set up, plan the caper phase by phase, and roll each crook's turn.

use super::{Dice, KeystoneSetup, Placement};
use crate::i18n::Msg;
use serde::{Deserialize, Serialize};

/// What a crook not on the Focus task does this turn, or Focus for the one who is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Intent {
    /// The Focus crook addressing the Focus task.
    Focus,
    /// Helping the Focus crook: a Trait token for them, or a Hassle token for your next Focus.
    Assist,
    /// Readying your own next Focus task: tokens saved for it.
    Prepare,
}

impl Intent {
    /// The intent's name on the table ("Focus").
    pub fn msg(self) -> Msg {
        Msg::new(match self {
            Intent::Focus => "keystone-intent-focus",
            Intent::Assist => "keystone-intent-assist",
            Intent::Prepare => "keystone-intent-prepare",
        })
    }
}

/// One crook's roll as the table took it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// Who rolls, by seat.
    pub character: usize,
    /// Focus, Assist or Prepare.
    pub intent: Intent,
    /// Traits used for this roll, by index on the sheet (their triggers must be inactive).
    pub traits: Vec<usize>,
    /// The six dice, rolled by the app or typed from the physical dice.
    pub dice: Dice,
    /// Where every due Trait and Hassle token went.
    pub placement: Placement,
    /// Traits whose active trigger the raw dice show, as the table judged.
    pub triggers_fired: Vec<usize>,
}

/// One thing the table did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// The crooks and house rules (only as the first action).
    Setup(KeystoneSetup),
    /// Choose the caper, its complexity, and who won the planning roll-off.
    PlanCaper {
        /// The kind of caper.
        caper: String,
        /// A multiple of the number of crooks.
        complexity: u8,
        /// The roll-off winner, by seat: Planner of phase 1.
        starter: usize,
    },
    /// The Planner and Commenter add the next phase.
    PlanPhase {
        /// The critical task.
        task: String,
        /// The crook responsible, by seat.
        crook: usize,
        /// The Commenter's element.
        element: String,
    },
    /// A crook's turn resolved with the dice.
    Roll(Roll),
}
