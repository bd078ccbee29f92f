//! Evidence tiles: the four kinds, and a tile on a crime scene.

use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};

/// A kind of Evidence tile, cheapest first (the order tiles are rolled in).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Evidence {
    /// Item: verified on a 4 or lower by default, worth 1.
    Item,
    /// Blood: verified on a 3 or lower by default, worth 1.
    Blood,
    /// Fingerprint: verified on a 2 or lower by default, worth 2.
    Fingerprint,
    /// Witness: verified on a 1 by default, worth 3.
    Witness,
}

impl Evidence {
    /// All four, cheapest first.
    pub const ALL: [Evidence; 4] = [
        Evidence::Item,
        Evidence::Blood,
        Evidence::Fingerprint,
        Evidence::Witness,
    ];

    /// The word in transcripts and on screen (`item`, `blood`, …).
    pub fn word(self) -> &'static str {
        match self {
            Evidence::Item => "item",
            Evidence::Blood => "blood",
            Evidence::Fingerprint => "fingerprint",
            Evidence::Witness => "witness",
        }
    }

    /// The kind's name on screen ("Fingerprint").
    pub fn name(self) -> &'static str {
        match self {
            Evidence::Item => "Item",
            Evidence::Blood => "Blood",
            Evidence::Fingerprint => "Fingerprint",
            Evidence::Witness => "Witness",
        }
    }

    /// The kind's name on screen, as a title ("Fingerprint").
    pub fn msg(self) -> Msg {
        match self {
            Evidence::Item => msg!("crimewave-evidence-item"),
            Evidence::Blood => msg!("crimewave-evidence-blood"),
            Evidence::Fingerprint => msg!("crimewave-evidence-fingerprint"),
            Evidence::Witness => msg!("crimewave-evidence-witness"),
        }
    }

    /// The kind's name in a sentence ("fingerprint").
    pub fn word_msg(self) -> Msg {
        match self {
            Evidence::Item => msg!("crimewave-evidence-item-word"),
            Evidence::Blood => msg!("crimewave-evidence-blood-word"),
            Evidence::Fingerprint => msg!("crimewave-evidence-fingerprint-word"),
            Evidence::Witness => msg!("crimewave-evidence-witness-word"),
        }
    }

    /// The kind's initial on a crime scene's plate ("F").
    pub fn initial(self) -> Msg {
        match self {
            Evidence::Item => msg!("crimewave-evidence-item-initial"),
            Evidence::Blood => msg!("crimewave-evidence-blood-initial"),
            Evidence::Fingerprint => msg!("crimewave-evidence-fingerprint-initial"),
            Evidence::Witness => msg!("crimewave-evidence-witness-initial"),
        }
    }

    /// Reads a transcript word, ignoring case.
    pub fn from_word(word: &str) -> Option<Evidence> {
        Evidence::ALL
            .into_iter()
            .find(|e| e.word().eq_ignore_ascii_case(word))
    }

    pub(super) fn index(self) -> usize {
        match self {
            Evidence::Item => 0,
            Evidence::Blood => 1,
            Evidence::Fingerprint => 2,
            Evidence::Witness => 3,
        }
    }
}

/// One Evidence tile lying on a crime scene (public: the tiles are face up on the board).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct EvidenceTile {
    /// What the tile shows.
    pub kind: Evidence,
    /// Whether an Investigator has verified it (the tile turned to its white side).
    pub verified: bool,
}
