//! What the table may see, and nothing else. The table window's view takes only
//! this type, so a secret can't reach it by construction: no residence until the
//! all-trapped reveal or the game's end, no culprit on an unsolved scene, no order that
//! pairs the opening scenes with their Killers.

use super::board::{Board, Loc};
use super::deduction::Facts;
use super::evidence::EvidenceTile;
use super::killer::{Killer, Status};
use super::scene::{Culprit, Scene};
use super::settings::Settings;
use super::{Crimewave, PANIC_MAX, Phase};
use crate::i18n::Msg;
use serde::Serialize;
use std::sync::Arc;

/// Everything the table may see.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicView {
    /// Setup, play or ended (with the winner).
    pub phase: Phase,
    /// The board's name, once chosen.
    pub board_name: Option<String>,
    /// Whether it is the stand-in board (the table must be told).
    pub stand_in_board: bool,
    /// The board itself, to draw the public marks on (shared, not copied; left out of the
    /// serialized view, which is about the game, not the map).
    #[serde(skip)]
    pub board: Option<Arc<Board>>,
    /// Public Panic, 1 to `panic_max`.
    pub panic: u8,
    /// Where Public Panic ends the game.
    pub panic_max: u8,
    /// Whether the last action raised Public Panic (prompt: who owes the next raid).
    pub panic_rose: bool,
    /// Nodes advanced on the Victim Counter since the loop last closed.
    pub victim_counter: u8,
    /// Nodes on the Victim Counter loop.
    pub victim_counter_length: u8,
    /// The Investigators in seat order with their raid counts.
    pub investigators: Vec<PublicInvestigator>,
    /// The Investigators tied for the fewest raids, in seat order: the public demands the
    /// next raid from them.
    pub owes_next_raid: Vec<String>,
    /// The three Killers' public state, red, green, blue.
    pub killers: Vec<PublicKiller>,
    /// The Killer on trial, if a raid hit and the trial is pending.
    pub on_trial: Option<Killer>,
    /// The Investigator prosecuting that trial (who called the raid).
    pub prosecutor: Option<String>,
    /// Crime scenes on the board: the opening scenes by location, then those placed in play,
    /// in the order placed.
    pub scenes: Vec<PublicScene>,
    /// Neighborhood Watch locations, in the order placed.
    pub watches: Vec<Loc>,
    /// Where a Neighborhood Watch may be placed now.
    pub eligible_watches: Vec<Loc>,
    /// Every raid, tie and trial answer, newest last.
    pub log: Vec<Msg>,
    /// The newest answer, for very large type.
    pub latest_answer: Option<Msg>,
    /// Whether every residence is shown because every Killer was trapped (false again once a
    /// Killer moves house, until the next trap).
    pub revealed: bool,
    /// Residences the table has been shown (after the reveal or the game's end).
    pub residences: Vec<ShownResidence>,
    /// Every public fact the exact deduction of the homes reads (ruling 22): the raids with
    /// the residence period they hit or missed, the scenes with who could have left them,
    /// the separations, the moves (not where to). A seeking player (Alibi's simulated
    /// Investigators) deduces from these alone.
    pub facts: Facts,
    /// The house rules in force (agreed at setup, in front of everyone).
    pub settings: Settings,
}

/// An Investigator and how many raids they have called.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicInvestigator {
    /// The name as entered.
    pub name: String,
    /// Raids called so far.
    pub raids: u32,
}

/// A Killer as the table sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicKiller {
    /// Which Killer.
    pub killer: Killer,
    /// The signature method tile above the portrait.
    pub method: Option<String>,
    /// The Spook meter, 0–3.
    pub spook: u8,
    /// Free, arrested, incarcerated or escaped.
    pub status: Status,
    /// Points in the case file.
    pub case_file: u32,
    /// The Spook meter is at 3: this Killer must move before play goes on.
    pub must_relocate: bool,
}

/// A crime scene as the table sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicScene {
    /// Where.
    pub loc: Loc,
    /// The method tile, if any.
    pub method: Option<String>,
    /// The Evidence tiles, face up, verified or not.
    pub evidence: Vec<EvidenceTile>,
    /// Who did it, once the victim tile is flipped; absent while unsolved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solved_by: Option<Culprit>,
}

/// A residence the table has been shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ShownResidence {
    /// Whose.
    pub killer: Killer,
    /// Where.
    pub loc: Loc,
}

pub(super) fn view(game: &Crimewave) -> PublicView {
    let log: Vec<Msg> = game.answers.iter().map(|a| a.answer.clone()).collect();
    PublicView {
        phase: game.phase,
        board_name: game.board().map(|b| b.name().to_string()),
        stand_in_board: game.board().is_some_and(|b| b.is_stand_in()),
        board: game.board.clone(),
        panic: game.panic,
        panic_max: PANIC_MAX,
        panic_rose: game.panic_rose,
        victim_counter: game.victim_counter,
        victim_counter_length: game.settings.victim_counter,
        investigators: game
            .investigators
            .iter()
            .map(|i| PublicInvestigator {
                name: i.name.clone(),
                raids: i.raids,
            })
            .collect(),
        owes_next_raid: game
            .owes_next_raid()
            .into_iter()
            .map(String::from)
            .collect(),
        killers: Killer::ALL
            .into_iter()
            .map(|k| {
                let state = game.killer(k);
                PublicKiller {
                    killer: k,
                    method: state.method.clone(),
                    spook: state.spook,
                    status: state.status,
                    case_file: state.case_file,
                    must_relocate: state.must_relocate(),
                }
            })
            .collect(),
        on_trial: game.on_trial(),
        prosecutor: game
            .trial
            .and_then(|t| game.investigators.get(t.prosecutor))
            .map(|i| i.name.clone()),
        scenes: scenes(game),
        watches: game.watches.clone(),
        eligible_watches: game.eligible_watches(),
        latest_answer: log.last().cloned(),
        log,
        revealed: game.revealed,
        residences: Killer::ALL
            .into_iter()
            .filter_map(|k| {
                game.killer(k)
                    .shown_residence
                    .map(|loc| ShownResidence { killer: k, loc })
            })
            .collect(),
        facts: game.facts(),
        settings: game.settings.clone(),
    }
}

/// Setup is entered Killer by Killer, so the opening scenes in the order placed would come in
/// pairs per Killer: sorted by location they say nothing of whose they are. Scenes placed in
/// play follow in order, as the table saw them happen.
fn scenes(game: &Crimewave) -> Vec<PublicScene> {
    let mut opening: Vec<&Scene> = game.scenes.iter().filter(|s| s.opening).collect();
    opening.sort_by_key(|s| s.loc);
    opening
        .into_iter()
        .chain(game.scenes.iter().filter(|s| !s.opening))
        .filter(|s| s.on_board())
        .map(|s| PublicScene {
            loc: s.loc,
            method: s.method.clone(),
            evidence: s.evidence.clone(),
            solved_by: s.solved.then_some(s.culprit),
        })
        .collect()
}
