//! Cases (sets) of Case cards: how they may be built, when they are complete, and what a
//! Sabotage takes away.

use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};

/// The three Case-card colours, each with its own setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// The criminal underworld.
    Red,
    /// Movie-making.
    Blue,
    /// Politics and law.
    Green,
}

impl Colour {
    /// All colours in the order the forms list them.
    pub const ALL: [Colour; 3] = [Colour::Red, Colour::Blue, Colour::Green];

    /// The colour's name in words, as the cards say it ("red").
    pub fn msg(self) -> Msg {
        Msg::new(match self {
            Colour::Red => "murdero-colour-red",
            Colour::Blue => "murdero-colour-blue",
            Colour::Green => "murdero-colour-green",
        })
    }
}

/// The stage names of the values 1–5, as printed on the cards (messages).
const STAGE_NAMES: [&str; 5] = [
    "murdero-stage-crime-scene",
    "murdero-stage-victim",
    "murdero-stage-evidence",
    "murdero-stage-suspect",
    "murdero-stage-weapon",
];

/// How many cards of each value one deck has per colour: five Crime Scenes … one Weapon.
pub const CARDS_PER_COLOUR: [u8; 5] = [5, 4, 3, 2, 1];

/// One player's case in one colour, as counts of cards per value (index 0 = value 1).
///
/// Counts rather than a card list because that is how the table enters a hand quickly, and it
/// is all scoring and the Sabotage cascade need.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Case(pub [u8; 5]);

/// What one Sabotage took out of a case: the card aimed at plus anything that fell with it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SabotageOutcome {
    /// The case after the cascade.
    pub case: Case,
    /// `(value, cards)` removed, the sabotaged value first, then each value that fell with it.
    pub removed: Vec<(u8, u8)>,
}

impl Case {
    /// Sum of the card values: what the case scores before any doubling.
    pub fn points(&self) -> u32 {
        self.0
            .iter()
            .zip(1u32..)
            .map(|(&n, v)| u32::from(n) * v)
            .sum()
    }

    /// Number of cards in the case.
    pub fn cards(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// Number of Crime Scenes (value 1), which Real Estate pays 4 for.
    pub fn crime_scenes(&self) -> u8 {
        self.0[0]
    }

    /// Values 1–5 missing from the case, lowest first.
    fn missing(&self) -> Vec<u8> {
        (1u8..=5)
            .zip(self.0)
            .filter(|&(_, n)| n == 0)
            .map(|(v, _)| v)
            .collect()
    }

    /// Whether the case holds every value 1–5, a Joker standing in for at most one
    /// but never for the Crime Scene the case begins with.
    pub fn is_complete(&self, joker: bool) -> bool {
        let missing = self.missing().len();
        missing == 0 || (joker && missing == 1 && self.crime_scenes() > 0)
    }

    /// Why this case could not have been built in number order from a Crime Scene, if it
    /// couldn't. A Joker may fill one gap in the sequence, but not the Crime Scene.
    pub fn build_problem(&self, colour: Colour, joker: bool) -> Option<Msg> {
        if self.cards() == 0 {
            return joker.then(|| msg!("murdero-joker-alone", colour = colour.msg()));
        }
        let highest = (1u8..=5)
            .zip(self.0)
            .filter(|&(_, n)| n > 0)
            .map(|(v, _)| v)
            .max()?;
        if joker && self.crime_scenes() == 0 {
            return Some(msg!("murdero-joker-no-crime-scene", colour = colour.msg()));
        }
        let gaps: Vec<u8> = self
            .missing()
            .into_iter()
            .filter(|&v| v < highest)
            .collect();
        let allowed = usize::from(joker);
        if gaps.len() <= allowed {
            return None;
        }
        let gap = gaps.first().copied().unwrap_or(1);
        Some(msg!(
            "murdero-case-gap",
            colour = colour.msg(),
            highest = stage(highest),
            highest_value = highest,
            gap = stage(gap),
            gap_value = gap
        ))
    }

    /// Removes one card of `value` and everything that no longer follows on.
    ///
    /// If another card of that value remains, nothing else moves; otherwise every higher card
    /// goes too, so losing the last Crime Scene clears the case.
    pub fn sabotage(&self, value: u8) -> Option<SabotageOutcome> {
        let index = usize::from(value.checked_sub(1)?);
        let mut case = *self;
        let count = case.0.get_mut(index)?;
        *count = count.checked_sub(1)?;
        let mut removed = vec![(value, 1)];
        if *count == 0 {
            for (v, n) in (value + 1..=5).zip(case.0.iter_mut().skip(index + 1)) {
                if *n > 0 {
                    removed.push((v, *n));
                    *n = 0;
                }
            }
        }
        Some(SabotageOutcome { case, removed })
    }
}

/// The stage name of a value 1–5 ("Evidence" for 3).
pub fn stage(value: u8) -> Msg {
    Msg::new(
        usize::from(value)
            .checked_sub(1)
            .and_then(|i| STAGE_NAMES.get(i))
            .copied()
            .unwrap_or("murdero-stage-card"),
    )
}

/// What playing one more Permanent card takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PermanentPlay {
    /// Below the limit of one per case being built: just play it.
    Free,
    /// At the limit: first remove one of your own Permanents from the game.
    ReplaceOne,
    /// No case being built, so no Permanent may be played at all.
    NoCase,
}

/// Whether a player building `cases` cases with `permanents` Permanents in play may add one.
pub fn permanent_play(cases: u8, permanents: u8) -> PermanentPlay {
    match cases {
        0 => PermanentPlay::NoCase,
        _ if permanents >= cases.min(3) => PermanentPlay::ReplaceOne,
        _ => PermanentPlay::Free,
    }
}
