//! Who plays and with which settings: the players in seat order, the certificates, the
//! sentence timer and the rulebook's variants, checked before the game starts.

use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;
use serde::{Deserialize, Serialize};

/// The rulebook's variants, all off by default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variants {
    /// "Easier": an Author keeps every captured card, no 2-card cap.
    pub no_capture_cap: bool,
    /// "Easier": no murderer, no accusations; the game ends only with two players left.
    pub no_murderer: bool,
    /// "More difficult": a wrong accusation loses the game for the accuser.
    pub wrong_accusation_loses: bool,
    /// "More difficult": reusing another player's word is fined one point card to the
    /// murderer pile (the fine is a house rule).
    pub reused_word_fine: bool,
    /// Captured cards needed before accusing: 3 in the 3–4-player variant, else 0.
    pub min_captured_to_accuse: u8,
}

/// Who plays and with which settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrimeStorySetup {
    /// Names in seat order, clockwise; 3–6 players.
    pub players: Vec<String>,
    /// The first Author, by seat (the last to read a crime novel).
    pub starting_player: usize,
    /// Certificates of insanity each: 3, or 2 in the three-or-four-player variant (ruling 38).
    pub certificates: u8,
    /// The sentence timer in seconds, 0 = off (a house-rule default of 30).
    pub sentence_seconds: u16,
    /// When the table screen starts warning, in seconds before zero.
    pub warning_seconds: u16,
    /// The variants in force.
    pub variants: Variants,
}

impl CrimeStorySetup {
    /// The usual table: 3 certificates, a 30-second timer warning at 5, no variants.
    pub fn new(players: Vec<String>, starting_player: usize) -> Self {
        Self {
            players,
            starting_player,
            certificates: 3,
            sentence_seconds: 30,
            warning_seconds: 5,
            variants: Variants::default(),
        }
    }

    /// The 3–4-player variant as read from the garbled text: 2 certificates each and 3
    /// captured cards before accusing (ruling 38).
    pub fn small_table(mut self) -> Self {
        self.certificates = 2;
        self.variants.min_captured_to_accuse = 3;
        self
    }

    /// Refuses a table the game can't be played at (player count, names, the first Author).
    pub(super) fn check(&self) -> Result<(), Refusal> {
        let n = self.players.len();
        if !(3..=6).contains(&n) {
            return Err(Refusal::new(msg!(
                "crime-story-refusal-player-count",
                count = n
            )));
        }
        if self.starting_player >= n {
            return Err(Refusal::new(msg!("crime-story-refusal-starter")));
        }
        if self.certificates == 0 {
            return Err(Refusal::new(msg!("crime-story-refusal-no-certificates")));
        }
        for (i, name) in self.players.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(Refusal::new(msg!("crime-story-refusal-unnamed")));
            }
            if self.players[..i].contains(name) {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-same-name",
                    name = name.as_str()
                )));
            }
        }
        Ok(())
    }
}

/// The variants and house rules in force, for the screens.
pub fn rule_labels(setup: &CrimeStorySetup) -> Vec<Msg> {
    let v = &setup.variants;
    let mut labels = vec![
        msg!("crime-story-rule-certificates", count = setup.certificates),
        msg!("crime-story-rule-veto"),
        msg!("crime-story-rule-dry-round"),
        msg!("crime-story-rule-no-certificates"),
    ];
    labels.push(match setup.sentence_seconds {
        0 => msg!("crime-story-rule-no-timer"),
        seconds => msg!("crime-story-rule-timer", seconds = seconds),
    });
    let variants = [
        (v.no_capture_cap, "crime-story-variant-no-cap"),
        (v.no_murderer, "crime-story-variant-no-murderer"),
        (v.wrong_accusation_loses, "crime-story-variant-wrong-loses"),
        (v.reused_word_fine, "crime-story-variant-fine"),
    ];
    labels.extend(
        variants
            .into_iter()
            .filter(|(on, _)| *on)
            .map(|(_, id)| Msg::new(id)),
    );
    if v.min_captured_to_accuse > 0 {
        labels.push(msg!(
            "crime-story-variant-small-table",
            count = v.min_captured_to_accuse
        ));
    }
    labels
}
