//! Alibi playing a side on the Intent to Kill console: it takes its turn off the UI thread
//! (the console says it is thinking), announces each decision as an instruction for the
//! physical board and waits until a person says it was done, draws the social-group tokens
//! from its bag, answers the person's questions when it plays the Murderer, and asks its own
//! when it plays the Detective.
//!
//! Nothing here lets a person move for Alibi: every action a person enters goes through
//! [`Screen::person_may`], which refuses the moves of the side Alibi plays.

use super::play::yes_no;
use super::{Message, Screen};
use crate::i18n::Msg;
use crate::msg;
use crate::plays::intent::announce::{self, announce};
use crate::plays::intent::turn::{self, Decision};
use crate::plays::intent::{detective, murderer};
use crate::plays::{Announcement, Level, News, Pending, Seats, Side, Waiting, decision_rng};
use crate::rules::Rules;
use crate::rules::intent::{
    Action as IntentAction, Answer, Civilian, IntentToKill, Phase, PublicView, Trait, changes,
};
use crate::t;
use crate::ui::background::off_ui_thread;
use crate::ui::screen::Action;
use crate::ui::style;
use crate::ui::widget::announcement;
use iced::widget::{button, container, text};
use iced::{Element, Fill, Task};

/// Where Alibi's play stands on the console (nothing of it is saved: every decision is in
/// the record, and a decision taken again is the same decision).
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Alibi {
    /// The sides chosen at setup, before the game is dealt.
    pub chosen: [Option<Level>; 2],
    /// Working out a decision: the number of actions the game had when it began.
    pub thinking: Option<usize>,
    /// Alibi's latest decision as the table heard it, until a person confirms it.
    pub announced: Option<Announcement>,
    /// The Murderer's City moves are done (Alibi passed, or the person said so).
    pub murderer_done: bool,
    /// The question Alibi, as the Detective, puts to the person playing the Murderer.
    pub asking: Option<(Civilian, Trait)>,
    /// Once the game is over and Alibi played the Murderer: why it chose what it chose,
    /// replayed from the record once (with the number of actions it was worked out for).
    pub reasons: Option<(usize, Vec<Msg>)>,
    /// What of Alibi's turn waits for a person, saved with the game (see [`Pending`]).
    pub waiting: Option<Waiting>,
}

/// Who plays what in a game, for the table ("Alibi (hard) plays the Murderer · you play the
/// Detective"): Alibi plays one side of Intent to Kill, the person the other.
pub fn seats_line(seats: &Seats) -> Msg {
    let (alibi, person) = if seats.plays(Side::Murderer) {
        (Side::Murderer, Side::Detective)
    } else {
        (Side::Detective, Side::Murderer)
    };
    msg!(
        "intent-alibi-seats",
        level = seats.level(alibi).map_or_else(|| Msg::raw(""), level_msg),
        side = side_msg(alibi),
        person = side_msg(person)
    )
}

/// A side in a sentence ("the Murderer").
pub(super) fn side_msg(side: Side) -> Msg {
    let side = match side {
        Side::Murderer => "murderer",
        // Intent to Kill's sides are the Murderer and the Detective.
        Side::Detective | Side::Killers => "detective",
    };
    msg!("intent-side-title", side = side)
}

/// A level in a word ("hard").
pub(super) fn level_msg(level: Level) -> Msg {
    msg!("intent-level", level = level.slug())
}

impl Screen {
    /// The sides Alibi plays in this game.
    pub(super) fn seats(&self) -> Option<&Seats> {
        self.session.seats()
    }

    /// The level Alibi plays `side` at, if it plays it.
    pub(super) fn alibi_level(&self, side: Side) -> Option<Level> {
        self.seats().and_then(|s| s.level(side))
    }

    /// At the end, when Alibi played the Murderer: why it chose what it chose, worked out
    /// once when the game ended (empty otherwise).
    pub fn alibi_reasons(&self) -> &[Msg] {
        match &self.alibi.reasons {
            Some((len, reasons)) if *len == self.session.record().actions().len() => reasons,
            _ => &[],
        }
    }

    /// Whether Alibi plays the Murderer: then the console is a public screen and shows no
    /// secret before the end.
    pub(super) fn alibi_murderer(&self) -> bool {
        self.alibi_level(Side::Murderer).is_some()
    }

    /// Whether a person may enter this action now: never one of the side Alibi plays, and,
    /// against Alibi's Murderer, no answer to a question (Alibi gives it).
    pub(super) fn person_may(&self, action: &IntentAction) -> Result<(), Msg> {
        let Some(seats) = self.seats() else {
            return Ok(());
        };
        let game = self.session.game();
        if let IntentAction::Question {
            civilian, about, ..
        } = action
        {
            if seats.plays(Side::Murderer) {
                return Err(msg!("intent-alibi-refused-ask"));
            }
            if seats.plays(Side::Detective) && self.alibi.asking != Some((*civilian, *about)) {
                return Err(msg!("intent-alibi-refused-detective-asks"));
            }
            return Ok(());
        }
        let secret_setup = matches!(
            action,
            IntentAction::Murderer(_)
                | IntentAction::Poi(_)
                | IntentAction::Motive(_)
                | IntentAction::Offer(_)
                | IntentAction::Supporters(_)
        );
        if secret_setup && seats.plays(Side::Murderer) {
            return Err(msg!("intent-alibi-refused-secret"));
        }
        match turn::side_of(game, action) {
            Some(side) if seats.plays(side) => {
                Err(msg!("intent-alibi-refused-own", side = side_msg(side)))
            }
            _ => Ok(()),
        }
    }

    /// Takes a setup action Alibi drew or chose (its deal, its Supporters).
    pub(super) fn act_for_alibi(&mut self, action: IntentAction) -> bool {
        match self.session.act(action) {
            Ok(_) => {
                self.refresh();
                true
            }
            Err(refusal) => {
                self.status = Some(msg!("intent-alibi-setup-refused", refusal = refusal.0));
                false
            }
        }
    }

    /// Takes an action Alibi decided (or its bag drew) and announces it.
    fn alibi_act(&mut self, side: Side, action: IntentAction) {
        let before = self.session.game().public_view();
        match self.session.act(action.clone()) {
            Ok(result) => {
                self.status = None;
                self.clear_picks();
                self.refresh();
                self.alibi.announced = announcement(&before, &self.public, side, &action, &result);
                self.alibi.waiting = self
                    .alibi
                    .announced
                    .as_ref()
                    .map(|_| Waiting::Announcement { side });
            }
            Err(refusal) => {
                // Alibi proposes legal moves only; say so rather than hide it.
                self.status = Some(msg!("intent-alibi-move-refused", refusal = refusal.0));
            }
        }
    }

    /// What Alibi does next, if anything: draw a token from its bag, or start thinking.
    pub(super) fn alibi_next(&mut self) -> Action<Message> {
        let Some(seats) = self.seats().cloned() else {
            return Action::None;
        };
        let a = &self.alibi;
        if a.thinking.is_some() || a.announced.is_some() || a.asking.is_some() {
            return Action::None;
        }
        let game = self.session.game();
        let Some(side) = turn::to_act(game, self.alibi.murderer_done) else {
            return Action::None;
        };
        // The moment of a decision is how many actions the game has taken: the same record
        // always gives the same decision.
        let moment = self.session.record().actions().len() as u64;
        if turn::token_due(game, side) {
            // Alibi's bag draws every token when Alibi plays a side, the person's too.
            if let Some(group) = turn::draw_token(game, seats.seed) {
                self.alibi_act(side, IntentAction::Token(group));
                return Action::None;
            }
        }
        let Some(level) = seats.level(side) else {
            return Action::None;
        };
        self.alibi.thinking = Some(self.session.record().actions().len());
        let at = self.session.record().actions().len();
        let seed = seats.seed;
        let task = if side == Side::Murderer {
            let game = game.clone();
            Task::perform(
                off_ui_thread(move || {
                    let mut rng = decision_rng(seed, moment, Side::Murderer as u64);
                    murderer::decide(level, &game, &mut rng)
                }),
                move |decision| Message::AlibiDecided { at, decision },
            )
        } else {
            // The Detective is handed the public view and nothing else.
            let view = game.public_view();
            Task::perform(
                off_ui_thread(move || {
                    let mut rng = decision_rng(seed, moment, Side::Detective as u64);
                    detective::decide(level, &view, &mut rng)
                }),
                move |decision| Message::AlibiDecided { at, decision },
            )
        };
        Action::Run(task)
    }

    /// Alibi's decision came back from its thread.
    pub(super) fn alibi_decided(&mut self, at: usize, decision: Option<Decision>) {
        if self.alibi.thinking != Some(at) || self.session.record().actions().len() != at {
            // The game moved on meanwhile (an undo): this decision is for another moment.
            return;
        }
        self.alibi.thinking = None;
        let game = self.session.game();
        let Some(side) = turn::to_act(game, self.alibi.murderer_done) else {
            return;
        };
        match decision {
            Some(Decision::Act(action)) => {
                // The Fire Station's token comes from Alibi's bag, like every token.
                let seed = self.seats().map_or(0, |seats| seats.seed);
                match turn::at_the_table(self.session.game(), seed, side, action) {
                    Some(action) => self.alibi_act(side, action),
                    None => self.status = Some(msg!("intent-alibi-stopped")),
                }
            }
            Some(Decision::Ask(c, t)) => {
                self.alibi.asking = Some((c, t));
                self.selected = Some(c);
                self.about = Some(t);
            }
            Some(Decision::Pass) => {
                self.alibi.murderer_done = true;
                self.alibi.announced = Some(announce::murderer_done());
                self.alibi.waiting = Some(Waiting::MurdererDone { announced: true });
            }
            None => self.status = Some(msg!("intent-alibi-stopped")),
        }
    }

    /// The person asked the picked civilian the picked question; Alibi, the Murderer,
    /// answers (the truth, or a lie where the rules allow one and its level wants one). The
    /// answer is worked out off the UI thread (a `hard` Murderer plays games out to choose),
    /// with the console and the table saying Alibi is thinking.
    pub(super) fn ask_alibi(&mut self) -> Option<Task<Message>> {
        let (Some(civilian), Some(about), Some(level), Some(seats)) = (
            self.selected,
            self.about,
            self.alibi_level(Side::Murderer),
            self.seats().cloned(),
        ) else {
            return None;
        };
        if self.alibi.thinking.is_some() {
            return None;
        }
        let at = self.session.record().actions().len();
        self.alibi.thinking = Some(at);
        let game = self.session.game().clone();
        Some(Task::perform(
            off_ui_thread(move || {
                let mut rng = murderer::answer_rng(seats.seed, &game, civilian, about);
                murderer::lies(level, &game, civilian, about, &mut rng)
            }),
            move |lie| Message::AlibiAnswered {
                at,
                civilian,
                about,
                lie,
            },
        ))
    }

    /// Alibi's answer to the person's question came back from its thread: said at once
    /// unless the game moved on meanwhile (an undo), which drops it.
    pub(super) fn alibi_answered(
        &mut self,
        at: usize,
        civilian: Civilian,
        about: Trait,
        lie: Option<bool>,
    ) {
        if self.alibi.thinking != Some(at) || self.session.record().actions().len() != at {
            return;
        }
        self.alibi.thinking = None;
        let Some(lie) = lie else {
            self.status = Some(msg!("intent-alibi-stopped"));
            return;
        };
        self.alibi_act(
            Side::Murderer,
            IntentAction::Question {
                civilian,
                about,
                lie,
            },
        );
    }

    /// A person confirmed the announcement (it was done on the board, with what the rules
    /// changed after the people's last entry, said with it).
    pub(super) fn confirm(&mut self) {
        if self.alibi.announced.take().is_some() {
            self.changes = None;
        }
        self.alibi.waiting = self
            .alibi
            .murderer_done
            .then_some(Waiting::MurdererDone { announced: false });
    }

    /// Alibi's announcement as the table reads it: what the rules changed after the people's
    /// last entry first (the City phase's cards flipped back before Alibi's token), then
    /// Alibi's own.
    pub(super) fn shown(&self) -> Option<Announcement> {
        let mut said = self.alibi.announced.clone()?;
        if let Some(changed) = &self.changes {
            said.steps.splice(0..0, changed.steps.iter().cloned());
        }
        Some(said)
    }

    /// The person playing the Murderer has finished their City moves (Alibi plays the
    /// Detective).
    pub(super) fn done_moving(&mut self) {
        let game = self.session.game();
        if self.alibi_level(Side::Detective).is_some()
            && game.phase() == Phase::City
            && game.city_draws() == 1
        {
            self.alibi.murderer_done = true;
            self.alibi.waiting = Some(Waiting::MurdererDone { announced: false });
        }
    }

    /// Saves what of Alibi's turn waits for a person with the game, when it changed.
    pub(super) fn keep_pending(&mut self) {
        let len = self.session.record().actions().len();
        let pending = self
            .alibi
            .waiting
            .clone()
            .map(|waiting| Pending { len, waiting });
        self.session.set_pending(pending);
    }

    /// A game opened again: what waited for a person when it was saved waits again — the
    /// same announcement, taken again from the record's last action.
    pub(super) fn restore_pending(&mut self) {
        let record = self.session.record();
        let actions = record.actions();
        let Some(pending) = self.session.pending().cloned() else {
            return;
        };
        if pending.len != actions.len() || self.seats().is_none() {
            return;
        }
        match pending.waiting {
            Waiting::Announcement { side } => {
                let Some((last, before)) = actions.split_last() else {
                    return;
                };
                let mut game = IntentToKill::new();
                for action in before {
                    let _ = game.apply(action);
                }
                let view = game.public_view();
                let Ok(result) = game.apply(last) else {
                    return;
                };
                self.alibi.announced =
                    announcement(&view, &game.public_view(), side, last, &result);
            }
            Waiting::MurdererDone { announced } => {
                self.alibi.murderer_done = true;
                if announced {
                    self.alibi.announced = Some(announce::murderer_done());
                }
            }
            Waiting::Instructions { .. } | Waiting::Verdict => return,
        }
        self.alibi.waiting = Some(pending.waiting);
    }

    /// Keeps Alibi's state in step with the game after any change.
    pub(super) fn after_change(&mut self) {
        let len = self.session.record().actions().len();
        let reasons = match (
            self.alibi_level(Side::Murderer),
            self.session.game().phase(),
        ) {
            (Some(level), Phase::Over) => match self.alibi.reasons.take() {
                Some((at, reasons)) if at == len => Some((at, reasons)),
                _ => Some((
                    len,
                    murderer::reasons(level, self.session.record().actions()),
                )),
            },
            _ => None,
        };
        self.alibi.reasons = reasons;
        let game = self.session.game();
        if game.phase() != Phase::City {
            self.alibi.murderer_done = false;
        }
        if game.phase() != Phase::Detective {
            self.alibi.asking = None;
        }
        if let Some(asked) = self.alibi.asking
            && game
                .public_view()
                .log
                .last()
                .is_some_and(|a| (a.civilian, a.about) == (asked.0, Some(asked.1)))
            && game.public_view().questioned.contains(&asked.0)
        {
            // Answered.
            self.alibi.asking = None;
        }
        self.session.set_undo_to(self.undo_target());
        // Alibi's setup is sealed: the history goes back no further than the start. (While
        // Alibi's setup is being dealt there is nothing a person entered to go back to.)
        let floor = match self.seats() {
            Some(_) => self
                .session
                .record()
                .actions()
                .iter()
                .position(|a| *a == IntentAction::Start)
                .map_or(self.session.record().actions().len(), |i| i + 1),
            None => 0,
        };
        self.session.set_jump_floor(floor);
    }

    /// After an undo or a jump: nothing is pending any more.
    pub(super) fn alibi_reset(&mut self) {
        self.changes = None;
        let chosen = self.alibi.chosen;
        self.alibi = Alibi {
            chosen,
            ..Alibi::default()
        };
    }

    /// Where undo goes when Alibi plays a side: back before the last entry a person made,
    /// taking Alibi's decisions after it along (they are taken again the same way). It
    /// never goes back past the start: Alibi's setup is sealed.
    fn undo_target(&self) -> Option<(usize, Msg)> {
        let seats = self.seats()?;
        let actions = self.session.record().actions();
        let mut game = IntentToKill::new();
        let mut floor = actions.len();
        let mut last_person = None;
        for (i, action) in actions.iter().enumerate() {
            let by_alibi = match action {
                // The bag draws every token in a game Alibi plays.
                IntentAction::Token(_) if game.phase() != Phase::Setup => true,
                _ => turn::side_of(&game, action).is_some_and(|side| seats.plays(side)),
            };
            if game.phase() != Phase::Setup && floor == actions.len() {
                floor = i;
            }
            if game.phase() != Phase::Setup && !by_alibi {
                last_person = Some((i, game.describe(action)));
            }
            let _ = game.apply(action);
        }
        match last_person {
            Some((i, label)) if i >= floor => {
                let after = actions.len() - i - 1;
                Some((
                    i,
                    if after > 0 {
                        msg!("intent-alibi-undo", label = label)
                    } else {
                        label
                    },
                ))
            }
            // Nothing a person entered since the start: nothing to undo.
            _ => Some((actions.len(), Msg::raw(""))),
        }
    }

    /// What the console says instead of the phase's buttons while the move is Alibi's (or
    /// Alibi's bag's), `None` when a person acts.
    pub(super) fn alibi_turn_words(&self) -> Option<Msg> {
        let seats = self.seats()?;
        let game = self.session.game();
        if self.alibi.asking.is_some() {
            return None;
        }
        let side = turn::to_act(game, self.alibi.murderer_done)?;
        if seats.plays(side) {
            return Some(msg!("intent-alibi-turn", phase = game.phase().slug()));
        }
        None
    }

    /// Alibi, the Detective, asked a question: the person playing the Murderer answers it
    /// for the civilian, truthfully or with a lie where the rules allow one.
    pub(super) fn answer_for_alibi(&self, c: Civilian, about: Trait) -> Element<'_, Message> {
        let game = self.session.game();
        let truth = game.truth(about);
        let head = t!(
            "intent-alibi-answers",
            civilian = c.msg(),
            answer = yes_no(truth)
        );
        self.answers(c, about, head)
    }

    /// What the table screen and the phones show beside the city: who plays what, Alibi
    /// thinking, and the announcement waiting to be carried out (Alibi's, or what the rules
    /// changed on the board with the last entry). `None` when there is nothing to say.
    pub fn news(&self) -> Option<News> {
        let Some(seats) = self.seats() else {
            return self.changes.clone().map(|changes| News {
                seats: String::new(),
                thinking: false,
                announcement: Some(changes),
            });
        };
        // A question Alibi, the Detective, asks is public while the person answers it.
        let asking = self.alibi.asking.map(|(c, t)| {
            Announcement::said(
                msg!(
                    "intent-alibi-asks",
                    civilian = c.msg(),
                    question = t.question()
                ),
                vec![msg!("intent-alibi-asks-step")],
            )
        });
        Some(News {
            seats: seats_line(seats).now(),
            thinking: self.alibi.thinking.is_some(),
            announcement: self.shown().or(asking).or_else(|| self.changes.clone()),
        })
    }

    /// The console's panel for Alibi: who plays what, thinking, the announcement to carry
    /// out with its "Done" button, or the question to answer.
    pub(super) fn alibi_panel(&self) -> Option<Element<'_, Message>> {
        let seats = self.seats()?;
        let mut panel = announcement::panel(
            seats_line(seats).now(),
            self.alibi.thinking.is_some(),
            self.shown().as_ref(),
            Some(Message::Confirm),
        );
        if let Some((c, t)) = self.alibi.asking {
            panel = panel.push(
                text(t!(
                    "intent-alibi-asks",
                    civilian = c.msg(),
                    question = t.question()
                ))
                .size(style::HEADING)
                .font(style::BOLD),
            );
        }
        let game = self.session.game();
        if seats.plays(Side::Detective)
            && game.phase() == Phase::City
            && !self.alibi.murderer_done
            && game.city_draws() == 1
            && self.alibi.announced.is_none()
        {
            panel = panel
                .push(button(text(t!("intent-alibi-done-moving"))).on_press(Message::DoneMoving));
        }
        Some(
            container(panel)
                .padding(10)
                .width(Fill)
                .style(style::warning_banner)
                .into(),
        )
    }
}

/// Alibi's decision as the table hears it: its instruction, then what the rules changed on the
/// board with it (from the public views before and after).
fn announcement(
    before: &PublicView,
    after: &PublicView,
    side: Side,
    action: &IntentAction,
    result: &Answer,
) -> Option<Announcement> {
    announce(before, side, action, result).map(|mut said| {
        said.steps
            .extend(changes::said(&changes::between(before, after, action)));
        said
    })
}
