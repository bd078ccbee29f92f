//! What the rules change on the board on their own, as instructions for the physical game:
//! the City phase flips the intimidated civilians with the Detective back to their coloured
//! side, and a new crime scene takes the Detective marker to it.
//!
//! Found by comparing the table's view before and after an action, so a change can only be
//! said from what the table may see; what the action itself does by hand (a comfort, a step
//! of the Detective) is the player's to say and is left out.

use super::city::{Block, block_msg};
use super::public::PublicView;
use super::{Action, Civilian};
use crate::i18n::Msg;
use crate::msg;

/// One change the rules made on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// An intimidated civilian's card goes back to its coloured side.
    FlippedBack(Civilian),
    /// The Detective marker goes to this block (the new crime scene).
    DetectiveMarker(Block),
}

impl Change {
    /// The instruction, in the table's language.
    pub fn msg(self) -> Msg {
        match self {
            Change::FlippedBack(civilian) => {
                msg!("intent-change-flip-back", civilian = civilian.msg())
            }
            Change::DetectiveMarker(block) => {
                msg!("intent-change-detective", block = block_msg(block))
            }
        }
    }
}

/// Everything the rules changed on the board with `action`, between two views of the table.
pub fn between(before: &PublicView, after: &PublicView, action: &Action) -> Vec<Change> {
    let (was, now) = (&before.notebook.city, &after.notebook.city);
    let comforted = match action {
        Action::Comfort(c) => Some(*c),
        _ => None,
    };
    let mut changes: Vec<Change> = was
        .civilians()
        .filter(|&c| was.intimidated(c) && now.on_board(c) && !now.intimidated(c))
        .filter(|&c| Some(c) != comforted)
        .map(Change::FlippedBack)
        .collect();
    if before.detective != after.detective && !matches!(action, Action::Detective(_)) {
        changes.push(Change::DetectiveMarker(after.detective));
    }
    changes
}

/// The changes as instructions, in words.
pub fn said(changes: &[Change]) -> Vec<Msg> {
    changes.iter().map(|c| c.msg()).collect()
}
