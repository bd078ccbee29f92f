//! Crimewave: California. How a table uses it: `docs/crimewave.md`; its transcript lines:
//! `docs/transcripts.md`. Where the rulebook is silent or contradicts itself, the comments
//! cite the numbered rulings of `docs/rulings.md`, each held by the tests named there.
//!
//! `Crimewave` is the whole truth of one game, secrets included; it is the fold of its
//! `Action`s. The table only ever sees `public_view()`; the Killer player's console also
//! asks for legal locations, exposure and, at the end, the `audit()`.

pub mod action;
pub mod advice;
pub mod audit;
pub mod board;
mod cards;
pub mod changes;
pub mod deduction;
mod describe;
pub use describe::{describe_public, describe_result};
pub mod evidence;
pub mod killer;
mod meters;
pub mod public;
mod raid;
mod reach;
pub mod recap;
pub mod scene;
pub mod settings;
mod setup;
mod watch;

pub use action::{Action, BoardChoice, MethodChoice};
pub use audit::{Audit, AuditAnswer, AuditScene};
pub use board::{Board, Loc, city_msg};
pub use evidence::{Evidence, EvidenceTile};
pub use killer::{Killer, Status};
pub use public::{PublicInvestigator, PublicKiller, PublicScene, PublicView, ShownResidence};
pub use scene::Culprit;
pub use settings::{EvidenceRule, HouseRule, PRINTED_METHODS, Settings, method_msg, method_tag};

use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Refusal, Rules};
use killer::KillerState;
use scene::Scene;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Comfort zone radius with an unspooked Killer (ruling 10, docs/rulings.md).
pub const COMFORT: u32 = 4;
/// Comfort zone radius of an escaped Killer.
pub const ESCAPED_COMFORT: u32 = 1;
/// Killers live at least this many spaces apart.
pub const SEPARATION: u32 = 3;
/// Verified points that flip a victim tile.
pub const SOLVE_POINTS: u32 = 3;
/// Points that convict at a trial.
pub const CONVICTION: u32 = 10;
/// Public Panic starts here…
pub const PANIC_START: u8 = 1;
/// …and the Killers win when it gets here with one of them on the board.
pub const PANIC_MAX: u8 = 10;
/// The Spook meter's top: the Killer must move.
pub const SPOOK_MAX: u8 = 3;
/// Opening crime scenes per Killer.
pub const OPENING_SCENES: usize = 2;
/// The most Investigators at a table.
pub const MAX_INVESTIGATORS: usize = 6;

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Setup lines are accepted until `start`.
    Setup,
    /// Rounds are being played.
    Play,
    /// Someone has won.
    Ended(Winner),
}

/// Who won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Winner {
    /// Public Panic reached 10 with a Killer still on the board.
    Killers,
    /// All three Killers were in prison at once.
    Investigators,
}

impl Winner {
    /// The transcript word.
    pub fn word(self) -> &'static str {
        match self {
            Winner::Killers => "killers",
            Winner::Investigators => "investigators",
        }
    }
}

/// An Investigator at the table, in seat order.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Investigator {
    name: String,
    raids: u32,
}

/// A raid as the deduction needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct RaidRecord {
    killer: Killer,
    loc: Loc,
    hit: bool,
    /// The Killer's residence epoch at the time (see `KillerState::residences`).
    epoch: usize,
}

/// The Killer on trial and the Investigator who called the raid (the prosecutor).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Trial {
    accused: Killer,
    prosecutor: usize,
}

/// The whole state of a Crimewave: California game, secrets included. Equal states are
/// equal games (a replayed record must give back the same state).
#[derive(Debug, Clone, PartialEq)]
pub struct Crimewave {
    /// Shared, never copied per action: a record holds hundreds of states.
    board: Option<Arc<Board>>,
    settings: Settings,
    investigators: Vec<Investigator>,
    killers: [KillerState; 3],
    /// Every scene ever placed, in order; one removed by a wrong tie stays, marked removed.
    scenes: Vec<Scene>,
    /// Watched locations in the order placed (a scene remembers how many there were).
    watches: Vec<Loc>,
    raids: Vec<RaidRecord>,
    panic: u8,
    /// Nodes advanced since the loop last closed.
    victim_counter: u8,
    phase: Phase,
    trial: Option<Trial>,
    /// Every residence is shown because every Killer on the board was trapped; over once a
    /// Killer moves to a new, secret home (so a new trap reveals again).
    revealed: bool,
    /// The last accepted action raised Public Panic.
    panic_rose: bool,
    /// Every raid, tie and trial answer, with the truth behind it.
    answers: Vec<AuditAnswer>,
    /// Public for the deduction (ruling 22): pairs of residence periods whose homes were
    /// chosen at least `SEPARATION` apart (setup, and each move against the Killers then on
    /// the board).
    apart: Vec<(deduction::Period, deduction::Period)>,
    /// Homes the table was shown by the all-trapped reveal, with their periods.
    shown: Vec<(deduction::Period, Loc)>,
    /// Residence periods begun after setup (moves, escapes), in order: public, the table
    /// sees a Killer move house, not where to.
    moves: Vec<deduction::Period>,
}

impl Crimewave {
    fn killer(&self, killer: Killer) -> &KillerState {
        &self.killers[killer.index()]
    }

    fn killer_mut(&mut self, killer: Killer) -> &mut KillerState {
        &mut self.killers[killer.index()]
    }

    /// The board, once chosen.
    pub fn board(&self) -> Option<&Board> {
        self.board.as_deref()
    }

    /// The house rules in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Setup, play or ended.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The winner, once the game has ended.
    pub fn winner(&self) -> Option<Winner> {
        match self.phase {
            Phase::Ended(winner) => Some(winner),
            _ => None,
        }
    }

    /// A Killer's secret residence (private: the Killer player's console only).
    pub fn residence(&self, killer: Killer) -> Option<Loc> {
        self.killer(killer).residence()
    }

    /// A Killer's current signature method.
    pub fn method(&self, killer: Killer) -> Option<&str> {
        self.killer(killer).method.as_deref()
    }

    /// A Killer's Spook meter (0–3).
    pub fn spook(&self, killer: Killer) -> u8 {
        self.killer(killer).spook
    }

    /// A Killer's standing with the law.
    pub fn status(&self, killer: Killer) -> Status {
        self.killer(killer).status
    }

    /// How far a Killer may travel to kill now: 4, 5 while its Spook meter is 1 or more,
    /// 1 once it has escaped from prison (for drawing its comfort zone).
    pub fn comfort_radius(&self, killer: Killer) -> u32 {
        self.killer(killer).comfort_radius()
    }

    /// Points in a Killer's case file.
    pub fn case_file(&self, killer: Killer) -> u32 {
        self.killer(killer).case_file
    }

    /// Whether this Killer may change method now (its Spook meter reached 2 and the change
    /// is neither spent nor cancelled by a Full Moon or prison since).
    pub fn may_change_method(&self, killer: Killer) -> bool {
        self.killer(killer).may_change_method
    }

    /// Public Panic (1–10).
    pub fn panic(&self) -> u8 {
        self.panic
    }

    /// Whether the last action raised Public Panic (the table then shows who owes a raid).
    pub fn panic_rose(&self) -> bool {
        self.panic_rose
    }

    /// Nodes the Victim Counter has advanced since the loop last closed.
    pub fn victim_counter(&self) -> u8 {
        self.victim_counter
    }

    /// Whether every residence is shown because every Killer was trapped (no longer once a
    /// Killer has moved house since: its new home is secret until the next trap).
    pub fn revealed(&self) -> bool {
        self.revealed
    }

    /// The Killer on trial (raided and arrested; ties and the trial come next).
    pub fn on_trial(&self) -> Option<Killer> {
        self.trial.map(|t| t.accused)
    }

    /// The Killer whose forced move (Spook meter at 3) blocks play until `relocate`.
    pub fn pending_relocation(&self) -> Option<Killer> {
        Killer::ALL
            .into_iter()
            .find(|&k| self.killer(k).must_relocate())
    }

    /// Neighborhood Watch locations, in the order placed.
    pub fn watches(&self) -> &[Loc] {
        &self.watches
    }

    /// The Investigators' names in seat order.
    pub fn investigators(&self) -> impl Iterator<Item = &str> {
        self.investigators.iter().map(|i| i.name.as_str())
    }

    /// Raids called by each Investigator, in seat order.
    pub fn raid_counts(&self) -> impl Iterator<Item = (&str, u32)> {
        self.investigators
            .iter()
            .map(|i| (i.name.as_str(), i.raids))
    }

    fn on_board(&self, loc: Loc) -> Result<&Board, Refusal> {
        let board = self.board_or_refuse()?;
        if board.contains(loc) {
            Ok(board)
        } else {
            Err(Refusal::new(msg!(
                "crimewave-refuse-no-location",
                loc = loc
            )))
        }
    }

    fn board_or_refuse(&self) -> Result<&Board, Refusal> {
        self.board()
            .ok_or_else(|| Refusal::new(msg!("crimewave-refuse-no-board")))
    }

    /// Play actions need the game under way and nothing else pending.
    fn ready_for_play(&self) -> Result<(), Refusal> {
        self.in_play()?;
        if let Some(trial) = self.trial {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-on-trial",
                killer = trial.accused.msg()
            )));
        }
        if let Some(killer) = self.pending_relocation() {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-must-move",
                killer = killer.msg()
            )));
        }
        Ok(())
    }

    fn in_play(&self) -> Result<(), Refusal> {
        match self.phase {
            Phase::Setup => Err(Refusal::new(msg!("crimewave-refuse-in-setup"))),
            Phase::Play => Ok(()),
            Phase::Ended(winner) => Err(Refusal::new(match winner {
                Winner::Killers => msg!("crimewave-refuse-over-killers"),
                Winner::Investigators => msg!("crimewave-refuse-over-investigators"),
            })),
        }
    }

    /// After every accepted action in play: the all-trapped reveal and the win conditions.
    fn settle(&mut self, mut result: String) -> String {
        if self.phase != Phase::Play {
            return result;
        }
        if !self.revealed && self.pending_relocation().is_none() && self.all_trapped() {
            self.revealed = true;
            for (killer, k) in Killer::ALL.into_iter().zip(&mut self.killers) {
                k.shown_residence = k.residence();
                k.known_residence = k.residence();
                if let Some(home) = k.residence() {
                    self.shown.push(((killer, k.epoch()), home));
                }
            }
            result.push_str("; residences revealed");
        }
        let winner = if self.killers.iter().all(|k| !k.on_board()) {
            Some(Winner::Investigators)
        } else if self.panic >= PANIC_MAX {
            Some(Winner::Killers)
        } else {
            None
        };
        if let Some(winner) = winner {
            self.phase = Phase::Ended(winner);
            for k in &mut self.killers {
                k.shown_residence = k.residence();
            }
            result.push_str("; ");
            result.push_str(winner.word());
            result.push_str(" win");
        }
        result
    }
}

impl Rules for Crimewave {
    type Action = Action;
    type PublicView = PublicView;

    const GAME: &'static str = "crimewave";

    /// A game once won is over for good: the homes are on the table.
    fn end_is_final(&self) -> bool {
        matches!(self.phase, Phase::Ended(_))
    }

    fn new() -> Self {
        Crimewave {
            board: None,
            settings: Settings::default(),
            investigators: Vec::new(),
            killers: Default::default(),
            scenes: Vec::new(),
            watches: Vec::new(),
            raids: Vec::new(),
            panic: PANIC_START,
            victim_counter: 0,
            phase: Phase::Setup,
            trial: None,
            revealed: false,
            panic_rose: false,
            answers: Vec::new(),
            apart: Vec::new(),
            shown: Vec::new(),
            moves: Vec::new(),
        }
    }

    fn apply(&mut self, action: &Action) -> Result<String, Refusal> {
        let panic_before = self.panic;
        let result = match action {
            Action::Board(choice) => self.choose_board(choice),
            Action::Investigators(names) => self.seat_investigators(names),
            Action::Method { killer, method } => self.choose_method(*killer, method),
            Action::Residence { killer, loc } => self.choose_residence(*killer, *loc),
            Action::Scene {
                killer,
                loc,
                evidence,
            } => self.place_opening_scene(*killer, *loc, *evidence),
            Action::Rule(rule) => self.set_house_rule(rule),
            Action::Start => self.start(),
            Action::Murder {
                killer,
                loc,
                evidence,
            } => self.murder(*killer, *loc, *evidence),
            Action::RandomKilling {
                loc,
                evidence,
                method,
            } => self.random_killing(*loc, *evidence, method.as_deref()),
            Action::AddEvidence { loc, evidence } => self.add_evidence(*loc, *evidence),
            Action::Verify { loc, evidence } => self.verify(*loc, *evidence),
            Action::Watch { loc } => self.place_watch(*loc),
            Action::Raid {
                investigator,
                loc,
                killer,
            } => self.raid(investigator, *loc, *killer),
            Action::Tie { loc } => self.tie(*loc),
            Action::Trial {
                prosecution,
                defense,
            } => self.hold_trial(*prosecution, *defense),
            Action::ChangeMethod { killer, method } => self.change_method(*killer, method),
            Action::Relocate { killer, loc } => self.relocate(*killer, *loc),
            Action::FullMoon { methods } => self.full_moon(methods),
            Action::Escape { killer, loc } => self.escape(*killer, *loc),
        }?;
        self.panic_rose = self.panic > panic_before;
        Ok(self.settle(result))
    }

    fn describe(&self, action: &Action) -> Msg {
        describe::describe(action)
    }

    fn players(&self) -> Vec<String> {
        self.investigators().map(str::to_owned).collect()
    }

    fn ended(&self) -> Option<Msg> {
        self.winner().map(|winner| match winner {
            Winner::Killers => msg!("crimewave-won-killers"),
            Winner::Investigators => msg!("crimewave-won-investigators"),
        })
    }

    fn progress(&self) -> Msg {
        match self.phase {
            Phase::Setup => msg!("crimewave-progress-setup"),
            Phase::Play => {
                let at_large = self.killers.iter().filter(|k| k.on_board()).count();
                msg!(
                    "crimewave-progress-play",
                    panic = self.panic,
                    scenes = self.scenes.iter().filter(|s| !s.removed).count(),
                    at_large = at_large
                )
            }
            Phase::Ended(Winner::Killers) => {
                msg!("crimewave-progress-killers-won", panic = self.panic)
            }
            Phase::Ended(Winner::Investigators) => msg!("crimewave-progress-investigators-won"),
        }
    }

    fn public_view(&self) -> PublicView {
        public::view(self)
    }

    /// Each Killer's residence ("red 41; green 18; blue 3"), once all three are chosen: the
    /// table's fingerprint stands from then on (undoing the start of play, or a scene, leaves
    /// the same sealed setup standing), and a relocation or an escape changes it.
    fn secrets(&self) -> Option<String> {
        if self.phase == Phase::Setup && Killer::ALL.iter().any(|&k| self.residence(k).is_none()) {
            return None;
        }
        let homes: Vec<String> = Killer::ALL
            .into_iter()
            .map(|killer| match self.residence(killer) {
                Some(loc) => format!("{} {loc}", killer.word()),
                None => format!("{} none", killer.word()),
            })
            .collect();
        Some(homes.join("; "))
    }

    /// The raid, tie and trial answers, as the table's log shows them.
    fn public_log(&self) -> Vec<Msg> {
        self.answers.iter().map(|a| a.answer.clone()).collect()
    }
}
