//! Alibi plays a side: the machinery both games share when a side is played by Alibi rather
//! than by a person — the levels, who plays what, and the seed every decision is drawn from.
//!
//! Strategies decide only through the rules engine: every decision is an ordinary action of
//! the game, validated like a person's. A seeking side (the Detective, the Investigators) is
//! handed the game's public view and nothing else; a hidden side (the Murderer, the Killers)
//! reads the whole game but answers only what the engine says is honest and lies only where
//! the rules allow. This room is as pure as the rules: no UI, no file, no process, no clock
//! (`.ci/run` checks it). Whole games played out, timed and written down are the arena's
//! (`crate::arena`), which asks these strategies for their decisions.

pub mod crimewave;
pub mod intent;

use crate::i18n::Msg;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How well Alibi plays a side. A level's strength is its measured win rate in self-play
/// (README), never an adjective.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// A beginner: the moves a beginner sees, with a beginner's mistakes (each side's
    /// strategy says which).
    Easy,
    /// The best move by the exact public deduction, one step ahead.
    Standard,
    /// Looks further ahead: search over the hypotheses the public facts allow.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Standard, Level::Hard];

    /// The name on the command line, in saved games and on the screens.
    pub fn slug(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Standard => "standard",
            Level::Hard => "hard",
        }
    }

    /// Reads a level's name, ignoring case.
    pub fn parse(word: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.slug().eq_ignore_ascii_case(word))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A side Alibi can take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// Intent to Kill's hidden side.
    Murderer,
    /// Intent to Kill's seeking side.
    Detective,
    /// Crimewave: California's three Killers, played as one.
    Killers,
}

impl Side {
    /// The side's name in words ("the Murderer").
    pub fn title(self) -> &'static str {
        match self {
            Side::Murderer => "the Murderer",
            Side::Detective => "the Detective",
            Side::Killers => "the Killers",
        }
    }

    /// Whether the side keeps secrets from the table (and so Alibi playing it makes every
    /// screen public).
    pub fn is_hidden(self) -> bool {
        matches!(self, Side::Murderer | Side::Killers)
    }
}

/// Who plays what in one game: the sides Alibi plays (at a level each; every other side is
/// played by people) and the seed its decisions are drawn from, fixed at setup so that a
/// decision taken again after an undo is the same decision.
///
/// Saved inside the game's record (the sealed part of a sealed file: knowing the seed lets
/// one foresee Alibi's random choices).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seats {
    /// The sides Alibi plays, each at its level.
    pub alibi: Vec<(Side, Level)>,
    /// Every decision's randomness comes from this seed and the moment of the game.
    pub seed: u64,
}

impl Seats {
    /// Alibi plays `side` at `level`, with `seed` (drawn by the caller).
    pub fn alibi(side: Side, level: Level, seed: u64) -> Self {
        Seats {
            alibi: vec![(side, level)],
            seed,
        }
    }

    /// The level Alibi plays `side` at, or `None` when people play it.
    pub fn level(&self, side: Side) -> Option<Level> {
        self.alibi
            .iter()
            .find(|(s, _)| *s == side)
            .map(|(_, level)| *level)
    }

    /// Whether Alibi plays `side`.
    pub fn plays(&self, side: Side) -> bool {
        self.level(side).is_some()
    }

    /// Whether Alibi plays a side that keeps secrets: every screen is then public.
    pub fn plays_hidden(&self) -> bool {
        self.alibi.iter().any(|(side, _)| side.is_hidden())
    }

    /// Who plays what, in words for the table ("Alibi (hard) plays the Murderer").
    pub fn words(&self) -> String {
        self.alibi
            .iter()
            .map(|(side, level)| format!("Alibi ({level}) plays {}", side.title()))
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

/// One of Alibi's decisions as the table hears it: an instruction for the physical game, shown
/// in big type on the table screen and the phones until a person confirms it ("Murder at 47
/// by a stabbing" — "Put a stabbing tile and a victim tile on 47 and draw an evidence tile").
/// Built from public facts only: an announcement never carries a secret.
///
/// Its words are messages, said in the screens' language wherever they are shown (the phones
/// get them said by its `Serialize`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Announcement {
    /// What Alibi did, in a few words.
    pub headline: Msg,
    /// What the people do with the cards and tiles, one instruction each.
    pub steps: Vec<Msg>,
}

impl Announcement {
    /// An announcement with its instructions, in words said as they are (text not yet in
    /// the message files).
    pub fn new(headline: impl Into<String>, steps: Vec<String>) -> Self {
        Announcement::said(
            Msg::raw(headline.into()),
            steps.into_iter().map(Msg::raw).collect(),
        )
    }

    /// An announcement with its instructions, as messages.
    pub fn said(headline: Msg, steps: Vec<Msg>) -> Self {
        Announcement { headline, steps }
    }
}

/// What the table screen and the phones show of Alibi playing a side: who plays what,
/// whether Alibi is thinking, and its latest decision until a person has carried it out.
/// Built by the console from [`Seats::words`] and public announcements only.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct News {
    /// Who plays what ("Alibi (hard) plays the Murderer · you play the Detective").
    pub seats: String,
    /// Alibi is working out its next decision.
    pub thinking: bool,
    /// Alibi's latest decision, until a person confirms it was carried out.
    pub announcement: Option<Announcement>,
}

/// Where Alibi's turn stood on the console when the game was last saved: the announcement a
/// person had not carried out yet, so that leaving the game and coming back shows the same
/// one on the console, the table window and the phones. Saved with the game (beside the
/// seats); everything else about Alibi's turn is taken again from the record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// How many actions the record held when it was saved: a pending announcement is for that
    /// moment only (an undo, or a file played on elsewhere, makes it stale).
    pub len: usize,
    /// What waits for a person.
    pub waiting: Waiting,
}

/// What of Alibi's turn waits for a person to carry it out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Waiting {
    /// Intent to Kill: the announcement of the record's last action, taken by `side` (or its
    /// bag), not yet carried out.
    Announcement {
        /// The side the action belonged to.
        side: Side,
    },
    /// Intent to Kill: the Murderer's City moves are done; `announced` when Alibi, playing
    /// the Murderer, said so and a person has not yet confirmed it.
    MurdererDone {
        /// Whether the announcement of it is still on show.
        announced: bool,
    },
    /// Crimewave: the instructions of one of Alibi's decisions, taken when the record held
    /// `at` actions; the one on show is the `shown`-th.
    Instructions {
        /// The record's length when the decision was taken.
        at: usize,
        /// What the decision was about.
        stage: crimewave::Stage,
        /// Which of its instructions is on show (0 for the first).
        shown: usize,
        /// The people draw the evidence tiles themselves.
        people_draw: bool,
    },
    /// Crimewave: Alibi's Defense and the verdict of the trial the record ends with.
    Verdict,
}

/// The randomness of one decision: the same seed and the same moment (how many actions the
/// game has, and what is being decided) always give the same draws, so a decision is
/// reproducible and undo can't be used to fish for another.
pub fn decision_rng(seed: u64, moment: u64, what: u64) -> StdRng {
    // SplitMix64's finaliser spreads nearby moments over the whole seed space.
    let mix = |mut z: u64| {
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let state = mix(seed ^ mix(moment.wrapping_add(0x9e37_79b9_7f4a_7c15) ^ mix(what)));
    StdRng::seed_from_u64(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn levels_read_back() {
        for level in Level::ALL {
            assert_eq!(Level::parse(level.slug()), Some(level));
        }
        assert_eq!(Level::parse("HARD"), Some(Level::Hard));
        assert_eq!(Level::parse("grandmaster"), None);
    }

    #[test]
    fn a_moment_always_draws_the_same() {
        let draw = |seed, moment, what| decision_rng(seed, moment, what).random::<u64>();
        assert_eq!(draw(7, 12, 0), draw(7, 12, 0));
        assert_ne!(draw(7, 12, 0), draw(7, 13, 0));
        assert_ne!(draw(7, 12, 0), draw(8, 12, 0));
        assert_ne!(draw(7, 12, 0), draw(7, 12, 1));
    }

    #[test]
    fn seats_say_who_plays() {
        let seats = Seats::alibi(Side::Murderer, Level::Hard, 1);
        assert_eq!(seats.level(Side::Murderer), Some(Level::Hard));
        assert!(!seats.plays(Side::Detective));
        assert!(seats.plays_hidden());
        assert_eq!(seats.words(), "Alibi (hard) plays the Murderer");
    }
}
