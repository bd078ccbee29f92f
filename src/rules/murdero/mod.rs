//! Murdero (D'Avekki Studios, 2007): a score ledger across hands to 100 (Partner Murdero to
//! 200). The table plays the cards; this keeps the scores, explains every point and knows
//! when the game is over. How a table uses it: `docs/table-tools.md`.

mod case;
mod hand;

pub use case::{
    CARDS_PER_COLOUR, Case, Colour, PermanentPlay, SabotageOutcome, permanent_play, stage,
};
pub use hand::{
    HandEnding, HandEntry, PlayerHand, ScoreLine, SideScore, house_rule_labels, score_hand,
    side_name, sides,
};

use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Refusal, Rules};
use serde::{Deserialize, Serialize};

/// How a winning partnership doubles, which the rules don't say (ruling 36, docs/rulings.md).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PartnerDoubling {
    /// Option A (the default): both partners' cards in play are doubled.
    #[default]
    WholeTeam,
    /// Option B: only the partner who completed the case doubles their own cards in play.
    CompleterOnly,
}

/// Settings for the gaps the rules leave, each a house rule (rulings 35 and 36, docs/rulings.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseRules {
    /// Real Estate's Crime Scenes count 4 inside the case sum, so a winner doubles them too
    /// (ruling 35, default on); off adds the extra after doubling.
    pub real_estate_before_doubling: bool,
    /// How a winning partnership doubles (ruling 36).
    pub partner_doubling: PartnerDoubling,
}

impl Default for HouseRules {
    fn default() -> Self {
        Self {
            real_estate_before_doubling: true,
            partner_doubling: PartnerDoubling::WholeTeam,
        }
    }
}

/// Who plays and how.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MurderoSetup {
    /// Names in seat order, 2–4 players. In Partner Murdero seats 1 & 3 and 2 & 4 are partners.
    pub players: Vec<String>,
    /// Partner Murdero: four players in two partnerships, playing to 200.
    pub partnership: bool,
    /// Decks shuffled together (card-count checks scale with it).
    pub decks: u8,
    /// The house rules in force.
    pub house: HouseRules,
}

impl MurderoSetup {
    /// The score that ends the game: 100, or 200 in Partner Murdero.
    pub fn target(&self) -> i64 {
        if self.partnership { 200 } else { 100 }
    }

    fn check(&self) -> Result<(), Refusal> {
        let n = self.players.len();
        if !(2..=4).contains(&n) {
            return Err(Refusal::new(msg!(
                "murdero-refusal-player-count",
                count = n
            )));
        }
        if self.partnership && n != 4 {
            return Err(Refusal::new(msg!("murdero-refusal-partners-four")));
        }
        if !(1..=4).contains(&self.decks) {
            return Err(Refusal::new(msg!("murdero-refusal-decks")));
        }
        for (i, name) in self.players.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(Refusal::new(msg!("murdero-refusal-unnamed")));
            }
            if self.players[..i].contains(name) {
                return Err(Refusal::new(msg!(
                    "murdero-refusal-same-name",
                    name = name.as_str()
                )));
            }
        }
        Ok(())
    }
}

/// One thing the table did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Start the game (only as the first action).
    Setup(MurderoSetup),
    /// Enter the hand just played.
    RecordHand(HandEntry),
    /// Replace an earlier hand's entry (a correction; undo takes it back like any action).
    EditHand {
        /// Which hand, counting from 1.
        hand: usize,
        /// The corrected entry.
        entry: HandEntry,
    },
}

/// One scored hand with the running totals after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandResult {
    /// The hand's number, from 1.
    pub number: usize,
    /// Each side's score with its explanation.
    pub scores: Vec<SideScore>,
    /// Each side's running total after this hand.
    pub totals: Vec<i64>,
}

/// The whole game: its setup and every hand entered.
#[derive(Debug, Clone, Default)]
pub struct Murdero {
    setup: Option<MurderoSetup>,
    hands: Vec<HandEntry>,
}

/// What the table screen shows: all of it, Murdero keeps no secrets from the ledger.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MurderoView {
    /// Side names ("Anna" or "Anna & Carl").
    pub sides: Vec<String>,
    /// The score that ends the game.
    pub target: i64,
    /// Every hand, scored, with running totals.
    pub hands: Vec<HandResult>,
    /// Current totals per side.
    pub totals: Vec<i64>,
    /// The side that won the game, once it's over.
    pub winner: Option<String>,
    /// House rules in force, labelled as such.
    pub house_rules: Vec<Msg>,
}

impl Murdero {
    /// The setup, once given.
    pub fn setup(&self) -> Option<&MurderoSetup> {
        self.setup.as_ref()
    }

    /// The hands entered so far.
    pub fn hands(&self) -> &[HandEntry] {
        &self.hands
    }

    /// A blank entry form for the next hand.
    pub fn blank_hand(&self) -> Option<HandEntry> {
        self.setup
            .as_ref()
            .map(|s| HandEntry::blank(s.players.len()))
    }

    /// Every hand scored, with running totals.
    pub fn results(&self) -> Vec<HandResult> {
        self.setup
            .as_ref()
            .map(|s| results(s, &self.hands))
            .unwrap_or_default()
    }

    /// Current totals per side (the sum of that side's hand scores).
    pub fn totals(&self) -> Vec<i64> {
        match &self.setup {
            Some(s) => self
                .results()
                .last()
                .map(|r| r.totals.clone())
                .unwrap_or_else(|| vec![0; sides(s).len()]),
            None => Vec::new(),
        }
    }

    /// The winning side's index once the game is over (a tie past the target plays on: ruling 37).
    pub fn winner(&self) -> Option<usize> {
        let target = self.setup.as_ref()?.target();
        game_winner(&self.totals(), target)
    }

    fn check_hand(&self, entry: &HandEntry) -> Result<&MurderoSetup, Refusal> {
        let setup = self
            .setup
            .as_ref()
            .ok_or_else(|| Refusal::new(msg!("murdero-refusal-not-set-up")))?;
        entry.check(setup)?;
        Ok(setup)
    }
}

/// The side that has won with these totals: the highest at or past the target, alone (a tie
/// at the top plays another hand, a house rule).
fn game_winner(totals: &[i64], target: i64) -> Option<usize> {
    let best = *totals.iter().max()?;
    let leaders: Vec<usize> = (0..totals.len()).filter(|&i| totals[i] == best).collect();
    (best >= target && leaders.len() == 1).then(|| leaders[0])
}

fn results(setup: &MurderoSetup, hands: &[HandEntry]) -> Vec<HandResult> {
    let mut totals = vec![0i64; sides(setup).len()];
    hands
        .iter()
        .enumerate()
        .map(|(i, entry)| {
            let scores = score_hand(setup, entry);
            for (t, s) in totals.iter_mut().zip(&scores) {
                *t += s.points;
            }
            HandResult {
                number: i + 1,
                scores,
                totals: totals.clone(),
            }
        })
        .collect()
}

fn ending_words(setup: &MurderoSetup, ending: &HandEnding) -> Msg {
    let name = |p: &usize| setup.players.get(*p).cloned().unwrap_or_else(|| "?".into());
    match ending {
        HandEnding::CaseCompleted { winners } => {
            let names: Vec<String> = winners.iter().map(name).collect();
            msg!(
                "murdero-ending-completed",
                players = crate::i18n::and_list(&names)
            )
        }
        HandEnding::ReverseCharges { by } => {
            msg!("murdero-ending-reverse-charges", player = name(by))
        }
        HandEnding::CaseFileExhausted => msg!("murdero-ending-case-file"),
    }
}

impl Rules for Murdero {
    type Action = Action;
    type PublicView = MurderoView;

    const GAME: &'static str = "murdero";

    fn new() -> Self {
        Self::default()
    }

    fn apply(&mut self, action: &Action) -> Result<String, Refusal> {
        match action {
            Action::Setup(setup) => {
                if self.setup.is_some() {
                    return Err(Refusal::new(msg!("murdero-refusal-set-up-twice")));
                }
                setup.check()?;
                self.setup = Some(setup.clone());
            }
            Action::RecordHand(entry) => {
                self.check_hand(entry)?;
                if self.winner().is_some() {
                    return Err(Refusal::new(msg!("murdero-refusal-over")));
                }
                self.hands.push(entry.clone());
            }
            Action::EditHand { hand, entry } => {
                let setup = self.check_hand(entry)?;
                let index = hand
                    .checked_sub(1)
                    .filter(|&i| i < self.hands.len())
                    .ok_or_else(|| {
                        Refusal::new(msg!("murdero-refusal-no-such-hand", hand = *hand))
                    })?;
                let mut hands = self.hands.clone();
                hands[index] = entry.clone();
                let results = results(setup, &hands);
                let early = results
                    .iter()
                    .take(hands.len().saturating_sub(1))
                    .find(|r| game_winner(&r.totals, setup.target()).is_some());
                if let Some(r) = early {
                    return Err(Refusal::new(msg!(
                        "murdero-refusal-correction-ends-early",
                        hand = r.number
                    )));
                }
                self.hands = hands;
            }
        }
        Ok(match (self.winner(), &self.setup) {
            (Some(w), Some(s)) => format!(
                "ok; winner: {}",
                side_name(s, sides(s).get(w).map_or(&[][..], |v| v))
            ),
            _ => "ok".into(),
        })
    }

    fn describe(&self, action: &Action) -> Msg {
        match (action, &self.setup) {
            (Action::Setup(s), _) => msg!(
                "murdero-did-setup",
                partners = if s.partnership { "yes" } else { "no" },
                players = s.players.join(", "),
                target = s.target()
            ),
            (Action::RecordHand(e), Some(s)) => msg!(
                "murdero-did-hand",
                hand = self.hands.len() + 1,
                ending = ending_words(s, &e.ending)
            ),
            (Action::EditHand { hand, entry }, Some(s)) => msg!(
                "murdero-did-correct",
                hand = *hand,
                ending = ending_words(s, &entry.ending)
            ),
            (_, None) => msg!("murdero-did-before-setup"),
        }
    }

    fn players(&self) -> Vec<String> {
        self.setup.as_ref().map_or_else(Vec::new, |setup| {
            sides(setup)
                .iter()
                .map(|side| side_name(setup, side))
                .collect()
        })
    }

    fn ended(&self) -> Option<Msg> {
        let setup = self.setup.as_ref()?;
        let side = sides(setup).into_iter().nth(self.winner()?)?;
        Some(msg!("murdero-ended", side = side_name(setup, &side)))
    }

    fn progress(&self) -> Msg {
        let Some(setup) = &self.setup else {
            return msg!("murdero-progress-not-set-up");
        };
        let totals = self.totals();
        let scores: Vec<String> = sides(setup)
            .iter()
            .zip(&totals)
            .map(|(m, t)| format!("{} {t}", side_name(setup, m)))
            .collect();
        let scores = scores.join(", ");
        match self.winner() {
            Some(w) => msg!(
                "murdero-progress-won",
                side = side_name(setup, sides(setup).get(w).map_or(&[][..], |v| v)),
                scores = scores
            ),
            None => msg!(
                "murdero-progress",
                hands = self.hands.len(),
                scores = scores
            ),
        }
    }

    fn public_view(&self) -> MurderoView {
        let Some(setup) = &self.setup else {
            return MurderoView {
                sides: vec![],
                target: 100,
                hands: vec![],
                totals: vec![],
                winner: None,
                house_rules: vec![],
            };
        };
        let side_list = sides(setup);
        MurderoView {
            sides: side_list.iter().map(|m| side_name(setup, m)).collect(),
            target: setup.target(),
            hands: self.results(),
            totals: self.totals(),
            winner: self
                .winner()
                .and_then(|w| side_list.get(w))
                .map(|m| side_name(setup, m)),
            house_rules: house_rule_labels(setup),
        }
    }
}
