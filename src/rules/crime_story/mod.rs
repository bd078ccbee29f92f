//! Crime Story: the bookkeeping of a storytelling card game with a hidden murderer — whose
//! turn it is, captures under the 2-card cap, the murderer pile, the evidence of crime, dry
//! rounds, accusations, eliminations, the three end conditions and the final score. The
//! murderer's identity is asked only once the game is over. How a table uses it:
//! `docs/table-tools.md`.

mod score;
mod starters;

pub use score::{MurdererFate, PlayerScore, ScoreLine, final_scores, winners};
pub use starters::{STORY_STARTERS, draw_starter, starter};

use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Refusal, Rules};
use serde::{Deserialize, Serialize};

/// Cards each player holds after the second deal (CS-5).
pub const HAND_SIZE: u8 = 8;

/// The Author's captured-card cap per turn (CS-13).
pub const CAPTURE_CAP: u8 = 2;

/// Cards in play after the second deal: 8 per player, the murderer card among them (CS-5).
pub fn cards_in_play(players: usize) -> usize {
    players * usize::from(HAND_SIZE)
}

/// The rulebook's variants (CS-V1 … CS-V5), all off by default.
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
    /// Certificates of insanity each: 3 per the review (CS-3); 2 suggested for 3–4 players.
    pub certificates: u8,
    /// The sentence timer in seconds, 0 = off (a house-rule default of 30, CS-9).
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
    /// captured cards before accusing (CS-V5).
    pub fn small_table(mut self) -> Self {
        self.certificates = 2;
        self.variants.min_captured_to_accuse = 3;
        self
    }

    fn check(&self) -> Result<(), Refusal> {
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

/// Whether a player still takes turns (CS-24, CS-27, CS-V3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// In the rotation.
    Active,
    /// No cards left in hand: out, but still scores and may win (CS-28, a house rule).
    OutEmptyHand,
    /// No certificates left: out, and can't win (CS-27, a house rule).
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
    /// The Author's own cards whose words they used: onto the murderer pile (CS-15).
    pub own_words: u8,
    /// An accusation at the end of the turn, if any.
    pub accusation: Option<Accusation>,
}

/// One thing the table did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Start the game (only as the first action).
    Setup(CrimeStorySetup),
    /// Show a story starter: the index into [`STORY_STARTERS`], drawn by the caller.
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
    /// captured card on the murderer pile (CS-20).
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

/// Why the game ended (CS-25).
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

/// What the table screen shows. The murderer appears only once the game is over and known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CrimeStoryView {
    /// Every player's counts and status.
    pub players: Vec<Player>,
    /// The Author now, by seat (none before setup or after the end).
    pub author: Option<usize>,
    /// Turns taken.
    pub turn: u32,
    /// The sentence timer in seconds (0 = off) and its warning point.
    pub timer: (u16, u16),
    /// Cards on the murderer pile.
    pub murderer_pile: u32,
    /// Cards discarded out of the game in dry rounds.
    pub discarded: u32,
    /// Who holds the evidence of crime.
    pub evidence_holder: Option<usize>,
    /// Turns left before a dry round makes everyone discard.
    pub dry_round_in: u32,
    /// The story so far, struck sentences left out.
    pub story: Vec<StoryLine>,
    /// The story starter drawn, if any.
    pub starter: Option<Msg>,
    /// What end or elimination is near, in words.
    pub warnings: Vec<Msg>,
    /// Players who discarded their last card and must say whether it was the murderer card.
    pub last_card_question: Vec<usize>,
    /// Why the game ended.
    pub end: Option<EndReason>,
    /// The murderer, once the game is over and they are known.
    pub murderer: Option<usize>,
    /// Final scores, once the murderer is known.
    pub scores: Vec<PlayerScore>,
    /// The winners, by seat.
    pub winners: Vec<usize>,
    /// Variants and house rules in force, labelled.
    pub rules: Vec<Msg>,
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

    /// Turns without anyone receiving cards before everyone discards (CS-18).
    pub fn dry_round_in(&self) -> u32 {
        (self.active() as u32).saturating_sub(self.turns_since_capture)
    }

    /// The final scores, once the game is over and the murderer known.
    pub fn scores(&self) -> Option<Vec<PlayerScore>> {
        Some(final_scores(&self.players, self.murderer_pile, self.fate?))
    }

    /// Whether the Author may accuse this turn with these captures, and if not, why (CS-21).
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

    fn sentence(&mut self, s: &Sentence) -> Result<Outcome, Refusal> {
        let setup = self.in_play()?.clone();
        let author = self.author;
        for (i, c) in s.captures.iter().enumerate() {
            let giver = self
                .players
                .get(c.from)
                .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-capture-nobody")))?;
            if c.from == author {
                return Err(Refusal::new(msg!("crime-story-refusal-own-words")));
            }
            if giver.status != Status::Active {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-out-of-play",
                    player = giver.name.as_str()
                )));
            }
            if s.captures[..i].iter().any(|o| o.from == c.from) {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-listed-twice",
                    player = giver.name.as_str()
                )));
            }
            if c.cards > giver.hand {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-holds-only",
                    player = giver.name.as_str(),
                    cards = giver.hand
                )));
            }
        }
        let total: u32 = s.captures.iter().map(|c| u32::from(c.cards)).sum();
        let kept = self.kept(s);
        if let Some(a) = &s.accusation {
            if let Some(problem) = self.accusation_problem(s) {
                return Err(Refusal::new(problem));
            }
            let accused = self
                .players
                .get(a.accused)
                .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-accuse-a-player")))?;
            if a.accused == author {
                return Err(Refusal::new(msg!("crime-story-refusal-accuse-self")));
            }
            let left = accused.hand.saturating_sub(
                s.captures
                    .iter()
                    .find(|c| c.from == a.accused)
                    .map_or(0, |c| c.cards),
            );
            if a.correct && left == 0 {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-no-card-left",
                    player = accused.name.as_str()
                )));
            }
        }
        let me = self.player(author)?;
        if s.own_words > me.hand {
            return Err(Refusal::new(msg!(
                "crime-story-refusal-holds-only",
                player = me.name.as_str(),
                cards = me.hand
            )));
        }
        me.hand -= s.own_words;
        me.captured = me.captured.saturating_add(kept);
        for c in &s.captures {
            let giver = self.player(c.from)?;
            giver.hand -= c.cards;
        }
        self.murderer_pile += total - u32::from(kept) + u32::from(s.own_words);
        self.story.push(StoryLine {
            author: Some(author),
            text: s.text.clone(),
            certificate: false,
            struck: false,
        });
        self.vetoable = Some(self.story.len() - 1);
        let mut result = Vec::new();
        if total > 0 || s.own_words > 0 {
            result.push(msg!(
                "crime-story-outcome-kept",
                kept = kept,
                pile = total - u32::from(kept) + u32::from(s.own_words)
            ));
        }
        if let Some(a) = s.accusation {
            let me = self.player(author)?;
            me.certificates -= 1;
            me.accusations = me.accusations.saturating_add(1);
            if a.correct {
                self.player(a.accused)?.hand -= 1;
                self.end = Some(EndReason::MurdererFound);
                self.fate = Some(MurdererFate::Found {
                    murderer: a.accused,
                    by: author,
                });
                self.vetoable = None;
                result.push(msg!("crime-story-outcome-found"));
                return Ok(result);
            }
            if setup.variants.wrong_accusation_loses {
                self.player(author)?.status = Status::LostWrongAccusation;
            }
            result.push(msg!("crime-story-outcome-wrong"));
        }
        self.end_turn(kept > 0);
        Ok(result)
    }

    fn certificate(&mut self, timed_out: bool, text: &str) -> Result<Outcome, Refusal> {
        self.in_play()?;
        let me = self.player(self.author)?;
        me.certificates = me
            .certificates
            .checked_sub(1)
            .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-no-certificate-left")))?;
        let author = self.author;
        self.story.push(StoryLine {
            author: Some(author),
            text: text.to_string(),
            certificate: true,
            struck: false,
        });
        self.vetoable = None;
        self.end_turn(false);
        Ok(if timed_out {
            vec![msg!("crime-story-outcome-time-ran-out")]
        } else {
            Vec::new()
        })
    }

    /// Evidence of crime, the dry round, eliminations, the end check and the next Author.
    fn end_turn(&mut self, received: bool) {
        self.turn += 1;
        if received {
            self.evidence_holder = Some(self.author);
            self.turns_since_capture = 0;
        } else {
            self.turns_since_capture += 1;
        }
        if self.turns_since_capture >= self.active() as u32 {
            self.turns_since_capture = 0;
            let murderer_possible = self.setup.as_ref().is_some_and(|s| !s.variants.no_murderer);
            for (seat, p) in self.players.iter_mut().enumerate() {
                if p.status == Status::Active && p.hand > 0 {
                    p.hand -= 1;
                    self.discarded += 1;
                    if p.hand == 0 && murderer_possible {
                        self.last_card_question.push(seat);
                    }
                }
            }
        }
        self.eliminate();
        self.check_two_left();
        if let Some(next) = (1..=self.players.len())
            .map(|k| (self.author + k) % self.players.len())
            .find(|&s| {
                self.players
                    .get(s)
                    .is_some_and(|p| p.status == Status::Active)
            })
        {
            self.author = next;
        }
    }

    fn eliminate(&mut self) {
        for p in self
            .players
            .iter_mut()
            .filter(|p| p.status == Status::Active)
        {
            if p.certificates == 0 {
                p.status = Status::OutNoCertificates;
            } else if p.hand == 0 {
                p.status = Status::OutEmptyHand;
            }
        }
    }

    fn check_two_left(&mut self) {
        if self.end.is_none() && self.last_card_question.is_empty() && self.active() <= 2 {
            self.end = Some(EndReason::TwoPlayersLeft);
            self.vetoable = None;
            if self.setup.as_ref().is_some_and(|s| s.variants.no_murderer) {
                self.fate = Some(MurdererFate::NoMurderer);
            }
        }
    }

    fn veto(&mut self) -> Result<Outcome, Refusal> {
        self.in_play()?;
        let line = self
            .vetoable
            .take()
            .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-veto-last")))?;
        let Some(story_line) = self.story.get_mut(line) else {
            return Err(Refusal::new(msg!("crime-story-refusal-no-such-sentence")));
        };
        story_line.struck = true;
        let author = story_line.author.unwrap_or(self.author);
        let teller = self.player(author)?;
        if teller.captured == 0 {
            return Ok(vec![msg!("crime-story-outcome-struck-nothing")]);
        }
        teller.captured -= 1;
        self.murderer_pile += 1;
        Ok(vec![msg!("crime-story-outcome-struck")])
    }

    fn fine(&mut self, player: usize) -> Result<Outcome, Refusal> {
        let setup = self.in_play()?;
        if !setup.variants.reused_word_fine {
            return Err(Refusal::new(msg!("crime-story-refusal-fine-variant")));
        }
        let p = self.player(player)?;
        if p.captured == 0 {
            return Ok(vec![msg!("crime-story-outcome-fine-nothing")]);
        }
        p.captured -= 1;
        self.murderer_pile += 1;
        Ok(vec![msg!("crime-story-outcome-fined")])
    }

    fn last_card_answer(&mut self, murderer: Option<usize>) -> Result<Outcome, Refusal> {
        if self.last_card_question.is_empty() {
            return Err(Refusal::new(msg!("crime-story-refusal-nobody-discarded")));
        }
        if let Some(m) = murderer {
            if !self.last_card_question.contains(&m) {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-didnt-discard",
                    player = self.name(m)
                )));
            }
            self.end = Some(EndReason::MurdererCardDiscarded);
            self.fate = Some(MurdererFate::CardDiscarded { murderer: m });
        }
        self.last_card_question.clear();
        self.check_two_left();
        Ok(if murderer.is_some() {
            vec![msg!("crime-story-outcome-card-out")]
        } else {
            Vec::new()
        })
    }

    fn reveal(&mut self, murderer: usize) -> Result<Outcome, Refusal> {
        if self.end.is_none() {
            return Err(Refusal::new(msg!("crime-story-refusal-murderer-secret")));
        }
        if self.fate.is_some() {
            return Err(Refusal::new(msg!("crime-story-refusal-scored")));
        }
        let p = self
            .players
            .get(murderer)
            .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-no-such-player")))?;
        if p.hand == 0 {
            return Err(Refusal::new(msg!(
                "crime-story-refusal-no-card-left",
                player = p.name.as_str()
            )));
        }
        self.fate = Some(MurdererFate::Hidden { murderer });
        Ok(Vec::new())
    }

    fn take(&mut self, action: &Action) -> Result<Outcome, Refusal> {
        match action {
            Action::Setup(setup) => {
                if self.setup.is_some() {
                    return Err(Refusal::new(msg!("crime-story-refusal-set-up-twice")));
                }
                setup.check()?;
                self.players = setup
                    .players
                    .iter()
                    .map(|name| Player {
                        name: name.clone(),
                        hand: HAND_SIZE,
                        captured: 0,
                        certificates: setup.certificates,
                        status: Status::Active,
                        accusations: 0,
                    })
                    .collect();
                self.author = setup.starting_player;
                self.setup = Some(setup.clone());
                Ok(Vec::new())
            }
            Action::StoryStarter { index } => {
                self.in_play()?;
                let line = starter(*index)
                    .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-no-such-starter")))?;
                self.starter = Some(*index);
                Ok(vec![line])
            }
            Action::Sentence(s) => self.sentence(s),
            Action::Certificate { timed_out, text } => self.certificate(*timed_out, text),
            Action::Veto => self.veto(),
            Action::Fine { player } => self.fine(*player),
            Action::LastCardAnswer { murderer } => self.last_card_answer(*murderer),
            Action::RevealMurderer { murderer } => self.reveal(*murderer),
        }
    }
}

/// What an accepted action did beyond the obvious, part by part ("kept 2, murderer pile +1",
/// "murderer found"); none for a plain turn.
pub type Outcome = Vec<Msg>;

impl CrimeStory {
    /// What `action` would do, said as the console reports it, or why it is refused (the game
    /// stays as it is).
    pub fn outcome(&self, action: &Action) -> Result<Outcome, Refusal> {
        self.clone().take(action)
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

impl Rules for CrimeStory {
    type Action = Action;
    type PublicView = CrimeStoryView;

    const GAME: &'static str = "crime-story";

    fn new() -> Self {
        Self::default()
    }

    fn apply(&mut self, action: &Action) -> Result<String, Refusal> {
        // Work on a copy so that a refusal half-way through leaves the game exactly as it was.
        let mut next = self.clone();
        let outcome = next.take(action)?;
        *self = next;
        // The transcript's dialect: "ok", or "ok; " and what happened, in English.
        Ok(std::iter::once("ok".to_owned())
            .chain(outcome.iter().map(Msg::to_string))
            .collect::<Vec<_>>()
            .join("; "))
    }

    fn describe(&self, action: &Action) -> Msg {
        let author = self.name(self.author);
        match action {
            Action::Setup(s) => msg!("crime-story-did-setup", players = s.players.join(", ")),
            Action::StoryStarter { index } => msg!(
                "crime-story-did-starter",
                starter = starter(*index).unwrap_or_else(|| Msg::raw("?"))
            ),
            Action::Sentence(s) => {
                let total: u32 = s.captures.iter().map(|c| u32::from(c.cards)).sum();
                let (accused, verdict) = match s.accusation {
                    Some(a) => (
                        self.name(a.accused),
                        if a.correct { "right" } else { "wrong" },
                    ),
                    None => (String::new(), "none"),
                };
                msg!(
                    "crime-story-did-sentence",
                    author = author,
                    cards = total,
                    own = s.own_words,
                    accused = accused,
                    verdict = verdict
                )
            }
            Action::Certificate {
                timed_out: true, ..
            } => msg!("crime-story-did-timeout", author = author),
            Action::Certificate {
                timed_out: false, ..
            } => msg!("crime-story-did-certificate", author = author),
            Action::Veto => msg!("crime-story-did-veto"),
            Action::Fine { player } => msg!("crime-story-did-fine", player = self.name(*player)),
            Action::LastCardAnswer { murderer: Some(m) } => {
                msg!("crime-story-did-murderer-discarded", player = self.name(*m))
            }
            Action::LastCardAnswer { murderer: None } => msg!("crime-story-did-not-murderer"),
            Action::RevealMurderer { murderer } => {
                msg!("crime-story-did-reveal", player = self.name(*murderer))
            }
        }
    }

    fn progress(&self) -> Msg {
        if self.setup.is_none() {
            return msg!("crime-story-progress-not-set-up");
        }
        match self.end {
            Some(reason) => {
                let why = match reason {
                    EndReason::TwoPlayersLeft => "two-left",
                    EndReason::MurdererFound => "found",
                    EndReason::MurdererCardDiscarded => "discarded",
                };
                let won: Vec<String> = self
                    .scores()
                    .map(|s| winners(&s))
                    .unwrap_or_default()
                    .iter()
                    .map(|&w| self.name(w))
                    .collect();
                if won.is_empty() {
                    msg!("crime-story-progress-over", why = why)
                } else {
                    msg!(
                        "crime-story-progress-won",
                        why = why,
                        winners = crate::i18n::and_list(&won)
                    )
                }
            }
            None => msg!(
                "crime-story-progress",
                turn = self.turn + 1,
                author = self.name(self.author),
                players = self.active()
            ),
        }
    }

    fn public_view(&self) -> CrimeStoryView {
        let scores = self.scores().unwrap_or_default();
        let murderer = match self.fate {
            Some(
                MurdererFate::Hidden { murderer }
                | MurdererFate::Found { murderer, .. }
                | MurdererFate::CardDiscarded { murderer },
            ) => Some(murderer),
            _ => None,
        };
        CrimeStoryView {
            players: self.players.clone(),
            author: self.author(),
            turn: self.turn,
            timer: self
                .setup
                .as_ref()
                .map_or((0, 0), |s| (s.sentence_seconds, s.warning_seconds)),
            murderer_pile: self.murderer_pile,
            discarded: self.discarded,
            evidence_holder: self.evidence_holder,
            dry_round_in: self.dry_round_in(),
            story: self.story.iter().filter(|l| !l.struck).cloned().collect(),
            starter: self.starter.and_then(starter),
            warnings: self.warnings(),
            last_card_question: self.last_card_question.clone(),
            end: self.end,
            murderer,
            winners: winners(&scores),
            scores,
            rules: self.setup.as_ref().map(rule_labels).unwrap_or_default(),
        }
    }
}
