//! What the table does in Crime Story: the setup, a story starter, the Author's sentence with
//! its captures and accusation, a certificate of insanity, a veto, a fine, and the questions
//! the end asks.

use super::CrimeStorySetup;
use serde::{Deserialize, Serialize};

/// Cards one player handed to the Author because the sentence used their word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capture {
    /// The player handing cards over, by seat.
    pub from: usize,
    /// How many cards.
    pub cards: u8,
}

/// An accusation ending the Author's turn ("…and the murderer is…").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Accusation {
    /// The player pointed at, by seat.
    pub accused: usize,
    /// Whether they are the murderer (they reveal it only when named rightly).
    pub correct: bool,
}

/// The Author's sentence and what it caught.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sentence {
    /// The sentence as typed, if anyone types it (may be empty).
    pub text: String,
    /// Cards handed over by other players.
    pub captures: Vec<Capture>,
    /// The Author's own cards whose words they used: onto the murderer pile.
    pub own_words: u8,
    /// An accusation at the end of the turn, if any.
    pub accusation: Option<Accusation>,
}

/// One thing the table did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Start the game (only as the first action).
    Setup(CrimeStorySetup),
    /// Show a story starter: the index into [`super::STORY_STARTERS`], drawn by the caller.
    StoryStarter {
        /// Which starter.
        index: usize,
    },
    /// The Author told a sentence; captures and any accusation follow; the turn passes.
    Sentence(Sentence),
    /// The Author played a certificate of insanity and read it out: on a timeout (forced) or
    /// for want of an idea. The turn passes.
    Certificate {
        /// True when the timer ran out.
        timed_out: bool,
        /// The certificate's printed sentence, if typed.
        text: String,
    },
    /// The table voted the last sentence inconsistent: it is struck, and its Author puts one
    /// captured card on the murderer pile.
    Veto,
    /// A player reused another player's word ("more difficult" variant).
    Fine {
        /// The fined player, by seat.
        player: usize,
    },
    /// After a dry-round discard took someone's last card: whether it was the murderer card,
    /// and whose.
    LastCardAnswer {
        /// The murderer who had to discard the murderer card, or nobody.
        murderer: Option<usize>,
    },
    /// At the end, when the murderer wasn't found: who held the murderer card.
    RevealMurderer {
        /// The murderer, by seat.
        murderer: usize,
    },
}
