//! Crime Story: the bookkeeping of a storytelling card game with a hidden murderer — whose
//! turn it is, captures under the 2-card cap, the murderer pile, the evidence of crime, dry
//! rounds, accusations, eliminations, the three end conditions and the final score. The
//! murderer's identity is asked only once the game is over. How a table uses it:
//! `docs/table-tools.md`.

mod action;
mod describe;
mod outcome;
mod public;
mod score;
mod setup;
mod starters;
mod turn;

pub use action::{Accusation, Action, Capture, Sentence};
pub use outcome::{Happened, Outcome};
pub use public::CrimeStoryView;
pub use score::{MurdererFate, PlayerScore, ScoreLine, final_scores, winners};
pub use setup::{CrimeStorySetup, Variants, rule_labels};
pub use starters::{STORY_STARTERS, draw_starter, starter};

use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Refusal, Rules};
use serde::{Deserialize, Serialize};

/// Cards each player holds after the second deal.
pub const HAND_SIZE: u8 = 8;

/// The Author's captured-card cap per turn.
pub const CAPTURE_CAP: u8 = 2;

/// Cards in play after the second deal: 8 per player, the murderer card among them.
pub fn cards_in_play(players: usize) -> usize {
    players * usize::from(HAND_SIZE)
}

/// Whether a player still takes turns (ruling 38 in docs/rulings.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// In the rotation.
    Active,
    /// No cards left in hand: out, but still scores and may win (ruling 38).
    OutEmptyHand,
    /// No certificates left: out, and can't win (ruling 38).
    OutNoCertificates,
    /// Accused wrongly in the "more difficult" variant: lost.
    LostWrongAccusation,
}

impl Status {
    /// Every status, in the order a player may reach them.
    pub const ALL: [Status; 4] = [
        Status::Active,
        Status::OutEmptyHand,
        Status::OutNoCertificates,
        Status::LostWrongAccusation,
    ];

    /// The status in words, for the boards.
    pub fn msg(self) -> Msg {
        match self {
            Status::Active => msg!("crime-story-status-in-play"),
            Status::OutEmptyHand => msg!("crime-story-status-out-empty"),
            Status::OutNoCertificates => msg!("crime-story-status-out-certificates"),
            Status::LostWrongAccusation => msg!("crime-story-status-lost"),
        }
    }
}

/// One player's counts, as the table sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The player's name.
    pub name: String,
    /// Cards in hand (the murderer card counts as one while unrevealed).
    pub hand: u8,
    /// Captured cards face up in front of the player: a point each.
    pub captured: u8,
    /// Certificates of insanity left.
    pub certificates: u8,
    /// In or out.
    pub status: Status,
    /// Accusations made.
    pub accusations: u8,
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// Only two players were left.
    TwoPlayersLeft,
    /// The murderer was named.
    MurdererFound,
    /// The murderer had to discard the murderer card as their last card.
    MurdererCardDiscarded,
}

/// One line of the story log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoryLine {
    /// The teller, by seat; none for a starter.
    pub author: Option<usize>,
    /// The words (may be empty when not typed).
    pub text: String,
    /// Read from a certificate of insanity.
    pub certificate: bool,
    /// Struck by a veto: "treated as never-existing".
    pub struck: bool,
}

/// The game.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CrimeStory {
    setup: Option<CrimeStorySetup>,
    players: Vec<Player>,
    author: usize,
    turn: u32,
    murderer_pile: u32,
    discarded: u32,
    evidence_holder: Option<usize>,
    turns_since_capture: u32,
    story: Vec<StoryLine>,
    starter: Option<usize>,
    vetoable: Option<usize>,
    last_card_question: Vec<usize>,
    end: Option<EndReason>,
    fate: Option<MurdererFate>,
}

impl CrimeStory {
    /// The setup, once given.
    pub fn setup(&self) -> Option<&CrimeStorySetup> {
        self.setup.as_ref()
    }

    /// The players' counts.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The Author now, while the game runs.
    pub fn author(&self) -> Option<usize> {
        (self.setup.is_some() && self.end.is_none()).then_some(self.author)
    }

    /// Cards on the murderer pile.
    pub fn murderer_pile(&self) -> u32 {
        self.murderer_pile
    }

    /// Cards discarded out of the game in dry rounds.
    pub fn discarded(&self) -> u32 {
        self.discarded
    }

    /// Who holds the evidence of crime.
    pub fn evidence_holder(&self) -> Option<usize> {
        self.evidence_holder
    }

    /// Why the game ended, once it has.
    pub fn end(&self) -> Option<EndReason> {
        self.end
    }

    /// Players still in the rotation.
    pub fn active(&self) -> usize {
        self.players
            .iter()
            .filter(|p| p.status == Status::Active)
            .count()
    }

    /// Turns without anyone receiving cards before everyone discards.
    pub fn dry_round_in(&self) -> u32 {
        (self.active() as u32).saturating_sub(self.turns_since_capture)
    }

    /// The final scores, once the game is over and the murderer known.
    pub fn scores(&self) -> Option<Vec<PlayerScore>> {
        Some(final_scores(&self.players, self.murderer_pile, self.fate?))
    }

    /// Whether the Author may accuse this turn with these captures, and if not, why.
    pub fn accusation_problem(&self, sentence: &Sentence) -> Option<Msg> {
        let setup = self.setup.as_ref()?;
        let author = self.players.get(self.author)?;
        let kept = self.kept(sentence);
        if setup.variants.no_murderer {
            Some(msg!("crime-story-accuse-no-murderer"))
        } else if kept == 0 {
            Some(msg!("crime-story-accuse-no-capture"))
        } else if author.certificates == 0 {
            Some(msg!("crime-story-accuse-no-certificate"))
        } else if u32::from(author.captured) + u32::from(kept)
            < u32::from(setup.variants.min_captured_to_accuse)
        {
            Some(msg!(
                "crime-story-accuse-too-few",
                count = setup.variants.min_captured_to_accuse
            ))
        } else {
            None
        }
    }

    /// What is near: the last-but-one elimination, last certificates and cards, a dry round.
    pub fn warnings(&self) -> Vec<Msg> {
        let mut w = Vec::new();
        if self.setup.is_none() || self.end.is_some() {
            return w;
        }
        if self.active() == 3 {
            w.push(msg!("crime-story-warning-two-left"));
        }
        for p in self.players.iter().filter(|p| p.status == Status::Active) {
            if p.certificates == 1 {
                w.push(msg!(
                    "crime-story-warning-last-certificate",
                    player = p.name.as_str()
                ));
            }
            if p.hand == 1 {
                w.push(msg!(
                    "crime-story-warning-last-card",
                    player = p.name.as_str()
                ));
            }
        }
        match self.dry_round_in() {
            1 => w.push(msg!("crime-story-warning-dry-round-now")),
            n if self.turns_since_capture > 0 => {
                w.push(msg!("crime-story-warning-dry-round-in", turns = n))
            }
            _ => {}
        }
        w
    }

    fn kept(&self, sentence: &Sentence) -> u8 {
        let total: u32 = sentence.captures.iter().map(|c| u32::from(c.cards)).sum();
        let no_cap = self
            .setup
            .as_ref()
            .is_some_and(|s| s.variants.no_capture_cap);
        let kept = if no_cap {
            total
        } else {
            total.min(u32::from(CAPTURE_CAP))
        };
        u8::try_from(kept).unwrap_or(u8::MAX)
    }

    fn name(&self, seat: usize) -> String {
        self.players
            .get(seat)
            .map_or_else(|| "?".into(), |p| p.name.clone())
    }

    fn player(&mut self, seat: usize) -> Result<&mut Player, Refusal> {
        self.players
            .get_mut(seat)
            .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-no-such-player")))
    }

    fn in_play(&self) -> Result<&CrimeStorySetup, Refusal> {
        let setup = self
            .setup
            .as_ref()
            .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-not-set-up")))?;
        if self.end.is_some() {
            return Err(Refusal::new(msg!("crime-story-refusal-over")));
        }
        if !self.last_card_question.is_empty() {
            return Err(Refusal::new(msg!("crime-story-refusal-question-first")));
        }
        Ok(setup)
    }
}

impl CrimeStory {
    /// What `action` would do, said as the console reports it, or why it is refused (the game
    /// stays as it is).
    pub fn outcome(&self, action: &Action) -> Result<Outcome, Refusal> {
        self.clone().take(action).map(Outcome)
    }
}

impl Rules for CrimeStory {
    type Action = Action;
    type PublicView = CrimeStoryView;
    type Outcome = Outcome;

    const GAME: &'static str = "crime-story";

    fn new() -> Self {
        Self::default()
    }

    fn apply(&mut self, action: &Action) -> Result<Outcome, Refusal> {
        // Work on a copy so that a refusal half-way through leaves the game exactly as it was.
        let mut next = self.clone();
        let happened = next.take(action)?;
        *self = next;
        Ok(Outcome(happened))
    }

    fn describe(&self, action: &Action) -> Msg {
        describe::describe(self, action)
    }

    fn progress(&self) -> Msg {
        describe::progress(self)
    }

    fn public_view(&self) -> CrimeStoryView {
        public::view(self)
    }
}
