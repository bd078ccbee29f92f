//! The six-dice resolver, in exactly the order of ruling 32 (docs/rulings.md): sort and pair, check
//! triggers on the raw dice, add tokens (capped at 6), keep the higher die of each pair with
//! ties to black, and read the crook or cop table.

use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;
use serde::{Deserialize, Serialize};

/// Which table a character reads: crooks gain Caper points where cops gain Enforcement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    /// A crook (the only side of the first draft's Mode 1).
    Crook,
    /// A cop: the crook table with Caper and Enforcement swapped.
    Cop,
}

/// A die's colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DieColour {
    /// The character's dice: Trait tokens raise them.
    White,
    /// Trouble's dice: Hassle tokens raise them.
    Black,
}

/// Six dice as rolled or typed in, in any order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dice {
    /// The three white dice.
    pub white: [u8; 3],
    /// The three black dice.
    pub black: [u8; 3],
}

impl Dice {
    /// Rolls six dice with the caller's generator (the result is then recorded in the action).
    pub fn roll<R: rand::Rng + ?Sized>(rng: &mut R) -> Self {
        let mut die = || rng.random_range(1..=6u8);
        Self {
            white: [die(), die(), die()],
            black: [die(), die(), die()],
        }
    }

    /// Refuses a face that no die shows.
    pub fn check(&self) -> Result<(), Refusal> {
        match self
            .white
            .iter()
            .chain(&self.black)
            .find(|d| !(1..=6).contains(*d))
        {
            Some(d) => Err(Refusal::new(msg!("keystone-refusal-die", face = *d))),
            None => Ok(()),
        }
    }

    /// The same dice, each colour sorted highest first: rank 1, 2, 3.
    pub fn sorted(&self) -> Self {
        let desc = |mut d: [u8; 3]| {
            d.sort_unstable_by(|a, b| b.cmp(a));
            d
        };
        Self {
            white: desc(self.white),
            black: desc(self.black),
        }
    }
}

/// Where the tokens go, counted per die by rank after sorting (index 0 = the highest die).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    /// Trait tokens on white ranks 1–3.
    pub white: [u8; 3],
    /// Hassle tokens on black ranks 1–3.
    pub black: [u8; 3],
}

impl Placement {
    /// Trait tokens placed.
    pub fn trait_tokens(&self) -> u32 {
        self.white.iter().map(|&n| u32::from(n)).sum()
    }

    /// Hassle tokens placed.
    pub fn hassle_tokens(&self) -> u32 {
        self.black.iter().map(|&n| u32::from(n)).sum()
    }
}

/// Why a pair kept the die it kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum KeptBecause {
    /// The white die was higher.
    WhiteHigher,
    /// The black die was higher.
    BlackHigher,
    /// They were equal, and ties go to black.
    TieGoesToBlack,
}

/// One white/black pair as the table screen draws it: the dice as rolled, the tokens on them,
/// the values after tokens, and which die was kept and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pair {
    /// 1 for the highest pair, 3 for the lowest.
    pub rank: u8,
    /// The white die as rolled.
    pub white_rolled: u8,
    /// The black die as rolled.
    pub black_rolled: u8,
    /// Trait tokens on the white die.
    pub white_tokens: u8,
    /// Hassle tokens on the black die.
    pub black_tokens: u8,
    /// The white die after tokens, at most 6.
    pub white: u8,
    /// The black die after tokens, at most 6.
    pub black: u8,
    /// The die kept.
    pub kept: DieColour,
    /// Why.
    pub because: KeptBecause,
}

/// Pairs the sorted dice by rank and applies the tokens; the pairs never re-sort.
pub fn pair(dice: &Dice, placement: &Placement) -> [Pair; 3] {
    let sorted = dice.sorted();
    std::array::from_fn(|i| {
        let white = sorted.white[i].saturating_add(placement.white[i]).min(6);
        let black = sorted.black[i].saturating_add(placement.black[i]).min(6);
        let (kept, because) = match white.cmp(&black) {
            std::cmp::Ordering::Greater => (DieColour::White, KeptBecause::WhiteHigher),
            std::cmp::Ordering::Less => (DieColour::Black, KeptBecause::BlackHigher),
            std::cmp::Ordering::Equal => (DieColour::Black, KeptBecause::TieGoesToBlack),
        };
        Pair {
            rank: i as u8 + 1,
            white_rolled: sorted.white[i],
            black_rolled: sorted.black[i],
            white_tokens: placement.white[i],
            black_tokens: placement.black[i],
            white,
            black,
            kept,
            because,
        }
    })
}

/// How many white dice the pairs kept (0–3).
pub fn white_kept(pairs: &[Pair; 3]) -> u8 {
    pairs.iter().filter(|p| p.kept == DieColour::White).count() as u8
}

/// Whether the scene's goal was reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// Goal Achieved.
    Achieved,
    /// Goal Missed.
    Missed,
}

/// What the table says about hassle, in its own words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum HassleResult {
    /// "Hassle Eliminated" (the character was hassled).
    Eliminated,
    /// "No Hassle" (the character wasn't).
    NoHassle,
    /// "Hassle Continues".
    Continues,
    /// "Hassle Continues, New Hassle Starts".
    ContinuesAndNewHassleStarts,
    /// "Gets Hassled".
    GetsHassled,
}

impl HassleResult {
    /// Whether the character ends the roll hassled by the table's word.
    pub fn hassled(self) -> bool {
        !matches!(self, HassleResult::Eliminated | HassleResult::NoHassle)
    }

    /// Whether this is a hassle anew, which clears every active trigger.
    pub fn anew(self) -> bool {
        matches!(
            self,
            HassleResult::GetsHassled | HassleResult::ContinuesAndNewHassleStarts
        )
    }

    /// The table's words.
    pub fn words(self) -> Msg {
        Msg::new(match self {
            HassleResult::Eliminated => "keystone-hassle-eliminated",
            HassleResult::NoHassle => "keystone-hassle-none",
            HassleResult::Continues => "keystone-hassle-continues",
            HassleResult::ContinuesAndNewHassleStarts => "keystone-hassle-continues-new",
            HassleResult::GetsHassled => "keystone-hassle-gets-hassled",
        })
    }
}

/// One cell of the crooks' or cops' results table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRow {
    /// White dice kept (the row).
    pub white_kept: u8,
    /// Whether the hassled column was read.
    pub hassled_column: bool,
    /// Goal Achieved or Missed.
    pub goal: Goal,
    /// The hassle words.
    pub hassle: HassleResult,
    /// Caper points gained.
    pub caper: u8,
    /// Enforcement points gained.
    pub enforcement: u8,
}

impl TableRow {
    /// The row as the table prints it ("Goal Achieved, No Hassle, +1 Caper Point").
    pub fn words(&self) -> Msg {
        msg!(
            "keystone-table-row",
            goal = if self.goal == Goal::Achieved {
                "achieved"
            } else {
                "missed"
            },
            hassle = self.hassle.words(),
            caper = self.caper,
            enforcement = self.enforcement
        )
    }
}

/// Looks up the results table: `hassled` is the state before the roll.
pub fn table_row(side: Side, white_kept: u8, hassled: bool) -> TableRow {
    use HassleResult::*;
    let (goal, hassle, good, bad) = match (white_kept, hassled) {
        (3.., true) => (Goal::Achieved, Eliminated, 1, 0),
        (3.., false) => (Goal::Achieved, NoHassle, 2, 0),
        (2, true) => (Goal::Achieved, Eliminated, 0, 0),
        (2, false) => (Goal::Achieved, NoHassle, 1, 0),
        (1, true) => (Goal::Achieved, Continues, 0, 1),
        (1, false) => (Goal::Achieved, GetsHassled, 0, 0),
        (0, true) => (Goal::Missed, ContinuesAndNewHassleStarts, 0, 2),
        (0, false) => (Goal::Missed, GetsHassled, 0, 1),
    };
    let (caper, enforcement) = match side {
        Side::Crook => (good, bad),
        Side::Cop => (bad, good),
    };
    TableRow {
        white_kept: white_kept.min(3),
        hassled_column: hassled,
        goal,
        hassle,
        caper,
        enforcement,
    }
}

/// A resolved roll: the pairing with its reasons, the table cell, and what happens to hassle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resolution {
    /// The three pairs, highest first.
    pub pairs: [Pair; 3],
    /// The table cell read.
    pub row: TableRow,
    /// Whether an active trigger showed on the raw dice.
    pub trigger_fired: bool,
    /// Hassled after the roll: a trigger fired or the table says so.
    pub hassled_after: bool,
    /// A hassle anew, clearing all active triggers.
    pub hassled_anew: bool,
}

/// Resolves one roll. Goal and points come from the table read with the hassle
/// state before the roll; a trigger that fired keeps or makes the character hassled.
pub fn resolve(
    side: Side,
    hassled_before: bool,
    dice: &Dice,
    placement: &Placement,
    trigger_fired: bool,
) -> Resolution {
    let pairs = pair(dice, placement);
    let row = table_row(side, white_kept(&pairs), hassled_before);
    Resolution {
        pairs,
        row,
        trigger_fired,
        hassled_after: trigger_fired || row.hassle.hassled(),
        hassled_anew: row.hassle.anew(),
    }
}

/// Every way to share `tokens` among three dice.
fn spreads(tokens: u8) -> impl Iterator<Item = [u8; 3]> {
    (0..=tokens).flat_map(move |a| (0..=tokens - a).map(move |b| [a, b, tokens - a - b]))
}

/// The Trait-token placement that keeps the most white dice ("auto-best"), given the Hassle
/// tokens already on black.
pub fn best_traits(dice: &Dice, tokens: u8, black: [u8; 3]) -> [u8; 3] {
    spreads(tokens)
        .max_by_key(|&white| {
            (
                white_kept(&pair(dice, &Placement { white, black })),
                std::cmp::Reverse(white),
            )
        })
        .unwrap_or_default()
}

/// The Hassle-token placement that keeps the fewest white dice ("auto-worst"), given the
/// Trait tokens already on white.
pub fn worst_hassles(dice: &Dice, tokens: u8, white: [u8; 3]) -> [u8; 3] {
    spreads(tokens)
        .min_by_key(|&black| {
            (
                white_kept(&pair(dice, &Placement { white, black })),
                std::cmp::Reverse(black),
            )
        })
        .unwrap_or_default()
}

/// Trait tokens placed best, then Hassle tokens placed worst against them (Trait tokens go on
/// first, the supporting players answer with Hassle tokens).
pub fn auto_placement(dice: &Dice, trait_tokens: u8, hassle_tokens: u8) -> Placement {
    let white = best_traits(dice, trait_tokens, [0; 3]);
    Placement {
        white,
        black: worst_hassles(dice, hassle_tokens, white),
    }
}

/// The exact odds over all 6^6 = 46,656 rolls with auto placement, as counts of rolls keeping
/// 3, 2, 1 and 0 white dice (the probability preview).
pub fn odds(trait_tokens: u8, hassle_tokens: u8) -> [u32; 4] {
    let mut counts = [0u32; 4];
    for n in 0..46_656u32 {
        let face = |k: u32| (n / 6u32.pow(k) % 6) as u8 + 1;
        let dice = Dice {
            white: [face(0), face(1), face(2)],
            black: [face(3), face(4), face(5)],
        };
        let pairs = pair(&dice, &auto_placement(&dice, trait_tokens, hassle_tokens));
        if let Some(c) = counts.get_mut(usize::from(3 - white_kept(&pairs))) {
            *c += 1;
        }
    }
    counts
}
