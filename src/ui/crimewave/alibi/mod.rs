//! Alibi plays the three Killers on the Crimewave console (the cooperative mode): the whole
//! table investigates together and the console is public. Alibi sets up its Killers, takes
//! its Killer event and its murder each round, decides at once when a raid spooks a Killer,
//! and defends at trials; each decision is worked out off the UI thread (the console and the
//! table say Alibi is thinking), announced as an instruction for the physical board and
//! carried out when a person presses Done.
//!
//! Nothing here lets a person move for the Killers: the forms a person may fill are the
//! Investigators' ([`PERSON_FORMS`]), and undo goes back only to the last entry a person made
//! (Alibi then decides again the same way: a decision's randomness is the seed and the
//! moment).

mod plan;

pub use plan::{Plan, Step};
use plan::{by_killers, decide, with_tile};

use super::desk::AlibiDesk;
use super::forms::Form;
use super::seats::seats_line;
use super::{Action, Message, Screen};
use crate::i18n::Msg;
use crate::msg;
use crate::plays::crimewave::{Killers, Place, Stage, announce};
use crate::plays::{Announcement, Level, News, Pending, Seats, Side, Waiting};
use crate::rules::Rules;
use crate::rules::crimewave::{
    Action as CwAction, Crimewave, Evidence, Killer, Phase, describe_public,
};
use crate::ui::background::off_ui_thread;
use iced::Task;
use std::collections::VecDeque;

/// The forms the Investigators fill when Alibi plays the Killers, with their Alt letters.
pub const PERSON_FORMS: [(Form, char); 6] = [
    (Form::Verify, 'v'),
    (Form::Raid, 'r'),
    (Form::Watch, 'w'),
    (Form::Tie, 'i'),
    (Form::Trial, 't'),
    (Form::AddEvidence, 'a'),
];

/// Where Alibi's play stands on the console. Nothing of it is saved: every decision is in the
/// record, and a decision taken again is the same decision.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Alibi {
    /// Working out a decision: the number of actions the game had when it began.
    thinking: Option<usize>,
    /// The instruction on show until a person presses Done (or types the tile).
    showing: Option<Step>,
    /// The decision's instructions still to show, and its stage with the record's length
    /// when it was decided.
    queue: VecDeque<Step>,
    stage: Option<(Stage, usize)>,
    /// Which of the decision's instructions is on show (0 for the first).
    step: usize,
    /// The instruction on show is the Defense and verdict of the trial just entered.
    verdict: bool,
    /// The stages Alibi decided at this record length and finished (a stage can end without
    /// an action: no event, no murder possible, a method kept).
    finished: (usize, Vec<Stage>),
    /// The Investigators said their turns are over at this record length.
    turn_asked: Option<usize>,
    /// People draw the evidence tiles from the physical bag and type them (otherwise
    /// Alibi's bag draws them).
    people_draw: bool,
    /// Once the game is over: why Alibi chose what it chose, replayed from the record of
    /// this length (every decision taken again: worked out once, not at every drawing).
    reasons: Option<(usize, Vec<Msg>)>,
}

impl Screen {
    /// Alibi's Killers in this game, if it plays them.
    pub(super) fn alibi_killers(&self) -> Option<Killers> {
        self.session.seats().and_then(Killers::seated)
    }

    /// Whether Alibi plays the Killers: the console is then public until the game ends.
    pub(super) fn coop(&self) -> bool {
        self.alibi_killers().is_some()
    }

    /// Whether the console must keep the Killers' secrets now.
    pub(super) fn public_console(&self) -> bool {
        self.coop() && !matches!(self.game().phase(), Phase::Ended(_))
    }

    /// The setup's choice of who plays the Killers (until Alibi has set them up).
    pub(super) fn choose_killers(&mut self, level: Option<Level>) {
        if self.game().method(Killer::Red).is_some() {
            self.status = Some(msg!("together-set-up-already"));
            return;
        }
        let seats = level.map(|level| Seats::alibi(Side::Killers, level, self.session.seed()));
        self.session.set_seats(seats);
        self.after_change();
    }

    /// Whether a person may take this action now: never the Killers' when Alibi plays them.
    pub(super) fn person_may(&self, action: &CwAction) -> Result<(), Msg> {
        if self.coop() && by_killers(action) {
            return Err(msg!("together-killers-own"));
        }
        Ok(())
    }

    /// What Alibi decides next, if anything is due and nothing is on show.
    fn due(&self) -> Option<Stage> {
        self.alibi_killers()?;
        let a = &self.alibi;
        if a.thinking.is_some() || a.showing.is_some() || !a.queue.is_empty() {
            return None;
        }
        let game = self.game();
        let actions = self.session.record().actions();
        let len = actions.len();
        let finished = |stage| a.finished.0 == len && a.finished.1.contains(&stage);
        match game.phase() {
            Phase::Setup => (game.investigators().next().is_some()
                && game.method(Killer::Red).is_none()
                && !finished(Stage::Setup))
            .then_some(Stage::Setup),
            Phase::Ended(_) => None,
            Phase::Play => {
                // A round ends with a trial (a verdict, or a wrong tie's dismissal) or when
                // the Investigators say so; play begins with the Killers.
                let round_over = match actions.last() {
                    Some(CwAction::Start | CwAction::Trial { .. }) => true,
                    Some(CwAction::Tie { .. }) => game.on_trial().is_none(),
                    _ => a.turn_asked == Some(len),
                };
                match actions.last() {
                    Some(
                        CwAction::RandomKilling { .. }
                        | CwAction::FullMoon { .. }
                        | CwAction::Escape { .. },
                    ) => (!finished(Stage::Murder)).then_some(Stage::Murder),
                    Some(CwAction::Raid { killer, .. })
                        if game.on_trial().is_none() && !finished(Stage::Spook(*killer)) =>
                    {
                        Some(Stage::Spook(*killer))
                    }
                    // A round's murder, once (when no Killer can kill it ends with no action,
                    // and the record's length stays what it was).
                    _ if !round_over || finished(Stage::Murder) => None,
                    _ if finished(Stage::Event) => Some(Stage::Murder),
                    _ => Some(Stage::Event),
                }
            }
        }
    }

    /// Starts Alibi's next decision off the UI thread, if one is due.
    pub(super) fn alibi_next(&mut self) -> Action {
        let (Some(killers), Some(stage)) = (self.alibi_killers(), self.due()) else {
            return Action::None;
        };
        let len = self.session.record().actions().len();
        self.alibi.thinking = Some(len);
        let game = self.game().clone();
        let place = Place::of(self.session.record().actions());
        let people_draw = self.alibi.people_draw;
        Action::Run(Task::perform(
            off_ui_thread(move || decide(killers, &game, place, stage, people_draw)),
            move |plan| Message::AlibiDecided { at: len, plan },
        ))
    }

    /// A decision came back from its thread: its first instruction goes on show.
    pub(super) fn alibi_decided(&mut self, at: usize, plan: Option<Plan>) -> Action {
        if self.alibi.thinking != Some(at) || self.session.record().actions().len() != at {
            // The game moved on meanwhile (an undo): this decision is for another moment.
            return Action::None;
        }
        self.alibi.thinking = None;
        let Some(plan) = plan else {
            self.status = Some(msg!("plays-stopped"));
            return Action::None;
        };
        self.alibi.stage = Some((plan.stage, at));
        self.alibi.queue = plan.steps.into();
        self.alibi.step = 0;
        self.show_next()
    }

    /// Shows the next instruction and takes its actions (unless people must type a tile
    /// first); once a decision's instructions are all done, goes on to what is due next.
    fn show_next(&mut self) -> Action {
        match self.alibi.queue.pop_front() {
            Some(step) => {
                if step.tile_for.is_none() {
                    self.take(&step.actions);
                }
                self.alibi.showing = Some(step);
                self.keep_pending();
                Action::None
            }
            None => {
                if let Some((stage, at)) = self.alibi.stage.take() {
                    let finished = &mut self.alibi.finished;
                    if finished.0 != at {
                        *finished = (at, Vec::new());
                    }
                    finished.1.push(stage);
                }
                self.alibi_next()
            }
        }
    }

    /// Takes Alibi's actions; a refusal (a bug: Alibi proposes legal moves only) is said.
    fn take(&mut self, actions: &[CwAction]) {
        for action in actions {
            if let Err(refusal) = self.session.act(action.clone()) {
                self.status = Some(msg!("plays-refused", why = refusal.reason().clone()));
                self.alibi.queue.clear();
                return;
            }
        }
        self.answer = None;
        self.after_change();
    }

    /// Whether an instruction of Alibi's is on show.
    pub(super) fn alibi_showing(&self) -> bool {
        self.alibi.showing.is_some()
    }

    /// A person pressed Done: the instruction was carried out on the board (with what the
    /// rules changed after the people's last entry, said with it).
    pub(super) fn confirm(&mut self) -> Action {
        match &self.alibi.showing {
            Some(step) if step.tile_for.is_none() => {
                self.alibi.showing = None;
                self.changes = None;
                self.alibi.verdict = false;
                self.alibi.step += 1;
                self.keep_pending();
                self.show_next()
            }
            _ => Action::None,
        }
    }

    /// The instruction on show as the table reads it: what the rules changed after the
    /// people's last entry first (a missed raid's Spook Marker before Alibi's answer to it),
    /// then Alibi's own.
    fn shown(&self) -> Option<Announcement> {
        let step = self.alibi.showing.as_ref()?;
        let mut said = step.said.clone();
        if let Some(changed) = &self.changes {
            said.steps.splice(0..0, changed.steps.iter().cloned());
        }
        Some(said)
    }

    /// The people typed the evidence tile they drew for the scene on show.
    pub(super) fn tile_typed(&mut self, tile: Evidence) -> Action {
        let Some(step) = self.alibi.showing.take_if(|s| s.tile_for.is_some()) else {
            return Action::None;
        };
        let actions: Vec<CwAction> = step
            .actions
            .into_iter()
            .map(|a| with_tile(a, tile))
            .collect();
        self.take(&actions);
        self.alibi.step += 1;
        self.keep_pending();
        self.show_next()
    }

    /// The Investigators' turns are over: the Killers' turn.
    pub(super) fn killers_turn(&mut self) -> Action {
        if self.game().phase() == Phase::Play && self.game().on_trial().is_none() {
            self.alibi.turn_asked = Some(self.session.record().actions().len());
            // What the rules changed with the last entry is done by now.
            self.changes = None;
        }
        self.alibi_next()
    }

    /// Switches who draws the evidence tiles.
    pub(super) fn people_draw(&mut self, people: bool) {
        self.alibi.people_draw = people;
    }

    /// A trial in the cooperative mode: the people typed their Prosecution total; Alibi
    /// reveals its Defense at the same time and the verdict is the engine's.
    pub(super) fn coop_trial(&mut self) -> Action {
        let (Some(killers), Some(_)) = (self.alibi_killers(), self.game().on_trial()) else {
            return Action::None;
        };
        let typed = self.fields.get(super::forms::Field::Prosecution).trim();
        let Ok(prosecution) = typed.parse::<u32>() else {
            self.status = Some(msg!("together-type-prosecution"));
            return Action::None;
        };
        let len = self.session.record().actions().len();
        let defense = killers.defense(self.game(), Place::of(self.session.record().actions()));
        let said = defense.announce();
        let action = self.act(CwAction::Trial {
            prosecution,
            defense: defense.points,
        });
        if self.session.record().actions().len() > len {
            let verdict: Vec<Msg> = self.answer.clone().into_iter().collect();
            self.alibi.showing = Some(Step {
                said: Announcement::said(said.headline, verdict),
                actions: Vec::new(),
                tile_for: None,
            });
            self.alibi.verdict = true;
            self.keep_pending();
        }
        action
    }

    /// Saves the instruction on show with the game, so that leaving the game and coming
    /// back shows it again (on the console, the table window and the phones).
    fn keep_pending(&mut self) {
        let len = self.session.record().actions().len();
        let waiting = match (&self.alibi.showing, self.alibi.stage) {
            (Some(_), _) if self.alibi.verdict => Some(Waiting::Verdict),
            (Some(_), Some((stage, at))) => Some(Waiting::Instructions {
                at,
                stage,
                shown: self.alibi.step,
                people_draw: self.alibi.people_draw,
            }),
            _ => None,
        };
        self.session
            .set_pending(waiting.map(|waiting| Pending { len, waiting }));
    }

    /// A game opened again: the instruction that was on show is on show again, worked out
    /// again from the record (a decision taken again is the same decision).
    pub(super) fn restore_pending(&mut self) {
        let Some(killers) = self.alibi_killers() else {
            return;
        };
        let Some(pending) = self.session.pending().cloned() else {
            return;
        };
        let actions = self.session.record().actions();
        if pending.len != actions.len() {
            return;
        }
        match pending.waiting {
            Waiting::Verdict => {
                let Some(CwAction::Trial { defense, .. }) = actions.last() else {
                    return;
                };
                let said = announce::defense(*defense);
                let verdict: Vec<Msg> = self
                    .game()
                    .public_view()
                    .latest_answer
                    .into_iter()
                    .collect();
                self.alibi.showing = Some(Step {
                    said: Announcement::said(said.headline, verdict),
                    actions: Vec::new(),
                    tile_for: None,
                });
                self.alibi.verdict = true;
            }
            Waiting::Instructions {
                at,
                stage,
                shown,
                people_draw,
            } => {
                let Some(before) = actions.get(..at) else {
                    return;
                };
                let mut game = Crimewave::new();
                for action in before {
                    let _ = game.apply(action);
                }
                let plan = decide(killers, &game, Place::of(before), stage, people_draw);
                let mut steps: VecDeque<Step> = plan.steps.into();
                steps.drain(..shown.min(steps.len()));
                let Some(showing) = steps.pop_front() else {
                    return;
                };
                self.alibi.people_draw = people_draw;
                self.alibi.stage = Some((stage, at));
                self.alibi.step = shown;
                self.alibi.showing = Some(showing);
                self.alibi.queue = steps;
            }
            Waiting::Announcement { .. } | Waiting::MurdererDone { .. } => {}
        }
    }

    /// Keeps the console's words and undo in step with the game after any change.
    pub(super) fn after_change(&mut self) {
        self.public = self.game().public_view();
        let len = self.session.record().actions().len();
        let reasons = match (self.alibi_killers(), self.game().phase()) {
            (Some(killers), Phase::Ended(_)) => match self.alibi.reasons.take() {
                Some((at, reasons)) if at == len => Some((at, reasons)),
                _ => Some((len, killers.reasons(self.session.record().actions()))),
            },
            _ => None,
        };
        self.alibi.reasons = reasons;
        let public = self.public_console();
        self.session
            .set_public_words(public.then_some(describe_public as fn(&CwAction) -> _));
        if !self.coop() {
            self.session.set_undo_to(None);
            self.session.set_jump_floor(0);
            return;
        }
        let actions = self.session.record().actions();
        // Alibi's setup is sealed: nothing goes back into it, nor past it.
        let floor = actions
            .iter()
            .rposition(|a| matches!(a, CwAction::Method { .. } | CwAction::Scene { .. }))
            .map_or(0, |i| i + 1);
        let last_person = actions
            .iter()
            .enumerate()
            .skip(floor)
            .rev()
            .find(|(_, a)| !by_killers(a));
        let undo_to = match last_person {
            Some((i, action)) => {
                let mut label = describe_public(action)
                    .unwrap_or_else(|| self.session.record().history()[i].clone());
                if i + 1 < actions.len() {
                    label = msg!("together-and-after", entry = label);
                }
                (i, label)
            }
            // Nothing a person entered since Alibi's setup: nothing to undo.
            None => (actions.len(), Msg::raw("")),
        };
        // Before Alibi has set up, undo is the plain one (a typo in the names).
        let before_setup = self.game().method(Killer::Red).is_none();
        self.session.set_undo_to((!before_setup).then_some(undo_to));
        self.session.set_jump_floor(floor);
    }

    /// After an undo or a jump: nothing is pending any more (Alibi decides again).
    pub(super) fn alibi_reset(&mut self) {
        self.changes = None;
        self.alibi = Alibi {
            people_draw: self.alibi.people_draw,
            ..Alibi::default()
        };
        self.after_change();
        self.keep_pending();
    }

    /// What the table screen and the phones show beside the game: who plays what, Alibi
    /// thinking, and the instruction on show (Alibi's, or what the rules changed on the
    /// board with the last entry). `None` when there is nothing to say.
    pub fn news(&self) -> Option<News> {
        let seats = self.session.seats().filter(|_| self.coop());
        let announcement = self.shown().or_else(|| self.changes.clone());
        if seats.is_none() && announcement.is_none() {
            return None;
        }
        Some(News {
            seats: seats.map(seats_line).unwrap_or_default(),
            thinking: self.alibi.thinking.is_some(),
            announcement,
        })
    }

    /// Alibi's part of the desk: who plays what, thinking, the instruction on show, the
    /// tile the people draw, who draws the tiles.
    pub(super) fn alibi_desk(&self) -> Option<AlibiDesk> {
        let seats = self.session.seats()?;
        self.alibi_killers()?;
        Some(AlibiDesk {
            seats: seats_line(seats),
            thinking: self.alibi.thinking.is_some(),
            showing: self.shown(),
            tile_for: self.alibi.showing.as_ref().and_then(|step| step.tile_for),
            people_draw: self.alibi.people_draw,
        })
    }

    /// At the end: why Alibi chose what it chose, replayed from the record once, when the
    /// game ended (empty before the end and when people play the Killers).
    pub fn alibi_reasons(&self) -> &[Msg] {
        match &self.alibi.reasons {
            Some((len, reasons)) if *len == self.session.record().actions().len() => reasons,
            _ => &[],
        }
    }
}
