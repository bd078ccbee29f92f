//! An open game on the console: its record, saved after every change, with undo, redo and
//! the history panel every game screen shares.

use super::style;
use super::widget::measure;
use crate::i18n::Msg;
use crate::plays::{Pending, Seats};
use crate::record::writer::Writer;
use crate::record::{self, FileError, Pin, Problem, SavedGame, Store};
use crate::rules::{Refusal, Rules};
use crate::{msg, t};
use iced::widget::{button, column, container, row, scrollable, space, text};
use iced::{Element, Fill};
use std::path::Path;

/// An open game and the state of its file.
#[derive(Debug, Clone)]
pub struct Session<G: Rules> {
    saved: SavedGame<G>,
    /// Why the last save failed, until a save succeeds again.
    save_problem: Option<FileError>,
    /// Puts the saves on disk off the UI thread, one at a time and in order.
    writer: Writer,
    /// When Alibi plays a side, undo goes back to the last entry a person made: how many
    /// actions are kept then, and what that undoes, in words (the screen works it out).
    undo_to: Option<(usize, Msg)>,
    /// The earliest moment the history may jump back to (the start of play when Alibi dealt
    /// and sealed the setup; 0 otherwise).
    jump_floor: usize,
    /// When the console is public (Alibi plays a hidden side): the words the table may read
    /// for an action whose plain words hold a secret (`None`: the plain words).
    public_words: Option<PublicWords<G>>,
}

/// An action in the words the table may read, `None` when its plain words hold no secret.
pub type PublicWords<G> = fn(&<G as Rules>::Action) -> Option<Msg>;

/// The history controls every game screen offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    /// Take back the last action (Ctrl+Z).
    Undo,
    /// Take the last undone action again (Ctrl+Shift+Z).
    Redo,
    /// Go back to the moment after this many actions.
    JumpTo(usize),
}

impl<G: Rules> Session<G> {
    /// Starts a new game called `name`, every draw Alibi makes for it coming from `seed`,
    /// and saves it at once, so it can be resumed from the very first moment; with a `pin`
    /// the file is sealed with it. Fails only when no key can be made from the PIN: a game
    /// meant to be sealed is never written in clear.
    pub fn start(
        store: &Store,
        name: &str,
        pin: Option<&Pin>,
        seed: u64,
    ) -> Result<Self, FileError> {
        let now = record::now();
        let path = store.new_game_path(G::GAME, name, now);
        let mut saved = SavedGame::new(path, name.to_owned(), now);
        saved.seal_with(pin)?;
        saved.seed = Some(seed);
        let mut session = Self {
            saved,
            save_problem: None,
            writer: Writer::default(),
            undo_to: None,
            jump_floor: 0,
            public_words: None,
        };
        session.persist();
        // On disk before the game is shown: it can be resumed from the very first moment.
        session.flush();
        Ok(session)
    }

    /// Opens a saved game; a sealed one with `pin`, and it stays sealed with it.
    pub fn resume(path: &Path, pin: Option<&Pin>) -> Result<Self, FileError> {
        let mut saved = SavedGame::load_with(path, pin)?;
        // A game saved before the seed was kept gets one now; it is saved with the next action.
        saved.seed = saved.seed.or_else(|| Some(rand::random()));
        Ok(Self {
            saved,
            save_problem: None,
            writer: Writer::default(),
            undo_to: None,
            jump_floor: 0,
            public_words: None,
        })
    }

    /// The same game saving through `writer` instead (fault tests put a slow or failing disk
    /// behind it).
    pub fn with_writer(self, writer: Writer) -> Self {
        Self { writer, ..self }
    }

    /// Takes an action. The one before it is on disk before this one is looked at; this one
    /// is written while the players carry on (see [`Session::flush`]).
    pub fn act(&mut self, action: G::Action) -> Result<G::Outcome, Refusal> {
        self.flush();
        let result = self.saved.record.apply(action)?;
        self.seal();
        self.persist();
        Ok(result)
    }

    /// Handles the history controls; returns what happened, in words. Once the game has
    /// ended for good nothing goes back (the secrets are on the table).
    pub fn update(&mut self, message: Message) -> Option<Msg> {
        self.flush();
        if !matches!(message, Message::Redo) && !self.saved.record.can_go_back() {
            return Some(msg!("history-end-is-final"));
        }
        let done = match (message, &self.undo_to) {
            (Message::Undo, Some((count, label))) => {
                let (count, label) = (*count, label.clone());
                (count < self.saved.record.actions().len()).then(|| {
                    self.saved.record.jump_to(count);
                    msg!("history-undone", label = label)
                })
            }
            (message, _) => self.history_step(message),
        };
        if done.is_some() {
            // A redo that changes the secrets again gets a fresh link (a new salt), never
            // the one undo took back.
            self.seal();
            self.persist();
        }
        done
    }

    /// Undo, redo or a jump, the plain way.
    fn history_step(&mut self, message: Message) -> Option<Msg> {
        match message {
            Message::Undo => self
                .saved
                .record
                .undo()
                .map(|label| msg!("history-undone", label = label)),
            Message::Redo => {
                let label = self.redo_label();
                self.saved
                    .record
                    .redo()
                    .map(|plain| msg!("history-redone", label = label.unwrap_or(plain)))
            }
            Message::JumpTo(count) if count < self.jump_floor => None,
            Message::JumpTo(count) => {
                let back = self.saved.record.actions().len().saturating_sub(count);
                self.saved.record.jump_to(count);
                (back > 0).then(|| msg!("history-went-back", count = back))
            }
        }
    }

    /// Where undo goes when Alibi plays a side: back to `count` actions, undoing what
    /// `label` says (`None`: the plain last action).
    pub fn set_undo_to(&mut self, undo_to: Option<(usize, Msg)>) {
        self.undo_to = undo_to;
    }

    /// The earliest moment the history may jump back to.
    pub fn set_jump_floor(&mut self, floor: usize) {
        self.jump_floor = floor;
    }

    /// Says the history in the table's words (`Some`) or the plain ones: a console that
    /// is public while Alibi plays a hidden side shows no secret in its history.
    pub fn set_public_words(&mut self, words: Option<PublicWords<G>>) {
        self.public_words = words;
    }

    /// An action in the words this console may show.
    fn words(&self, action: &G::Action, plain: &Msg) -> Msg {
        self.public_words
            .and_then(|public| public(action))
            .unwrap_or_else(|| plain.clone())
    }

    /// What redo would take again, in the words this console may show.
    fn redo_label(&self) -> Option<Msg> {
        let record = &self.saved.record;
        let plain = record.redo_label()?;
        Some(match record.redo_next() {
            Some(action) => self.words(action, &plain),
            None => plain,
        })
    }

    /// The seed every draw Alibi makes for the table comes from, and (when Alibi plays a
    /// side) its decisions: the game's own, kept in its file.
    pub fn seed(&self) -> u64 {
        self.saved
            .seed
            .or_else(|| self.seats().map(|s| s.seed))
            .unwrap_or_default()
    }

    /// Alibi's announcement waiting for a person, as last saved.
    pub fn pending(&self) -> Option<&Pending> {
        self.saved.pending.as_ref()
    }

    /// Keeps Alibi's announcement waiting for a person with the game, saved when it changed,
    /// so that leaving the game and coming back shows it again.
    pub fn set_pending(&mut self, pending: Option<Pending>) {
        if self.saved.pending != pending {
            self.flush();
            self.saved.pending = pending;
            self.persist();
        }
    }

    /// The sides Alibi plays in this game, if any.
    pub fn seats(&self) -> Option<&Seats> {
        self.saved.seats.as_ref()
    }

    /// Records who plays what (before the first decision Alibi takes) and saves it.
    pub fn set_seats(&mut self, seats: Option<Seats>) {
        self.flush();
        self.saved.seats = seats;
        self.persist();
    }

    /// Seals the secrets when they have changed, with a salt drawn here: the record itself
    /// stays free of randomness.
    fn seal(&mut self) {
        self.saved.record.seal_if_changed(rand::random);
    }

    /// The game's record: its actions, sealed-setup chain and corrections.
    pub fn record(&self) -> &record::Record<G> {
        &self.saved.record
    }

    /// Starts saving the record as it is now (sealed and serialised here, written off the UI
    /// thread).
    fn persist(&mut self) {
        match self.saved.to_bytes(record::now()) {
            Ok(bytes) => {
                let before = self.writer.write(self.saved.path.clone(), bytes);
                self.land(before);
            }
            Err(error) => self.save_problem = Some(error),
        }
    }

    /// Waits until the last save is on disk and takes note of how it went.
    pub fn flush(&mut self) {
        let written = self.writer.wait();
        self.land(written);
    }

    fn land(&mut self, written: Option<std::io::Result<()>>) {
        match written {
            None => {}
            Some(Ok(())) => self.save_problem = None,
            Some(Err(error)) => {
                self.save_problem = Some(FileError::new(
                    &self.saved.path,
                    Problem::Unwritable(Msg::raw(error.to_string())),
                ));
            }
        }
    }

    /// How long the save in flight has been running, if one is.
    pub fn saving_for(&self) -> Option<std::time::Duration> {
        self.writer.saving_for()
    }

    /// The game now.
    pub fn game(&self) -> &G {
        self.saved.record.game()
    }

    /// The name the players gave the game.
    pub fn name(&self) -> &str {
        &self.saved.name
    }

    /// Where the game is saved.
    pub fn path(&self) -> &Path {
        &self.saved.path
    }

    /// Why the game was not saved the last time Alibi looked (a save in flight is looked at
    /// before the next action, or at [`Session::flush`]), with what happens next.
    pub fn save_problem(&self) -> Option<Msg> {
        self.save_problem
            .as_ref()
            .map(|error| msg!("history-not-saved", error = error.msg()))
    }

    /// Undo and redo buttons, labelled with what they would do.
    pub fn undo_redo(&self) -> Element<'_, Message> {
        let record = &self.saved.record;
        let label = match &self.undo_to {
            Some((count, label)) => (*count < record.actions().len()).then(|| label.now()),
            None => record.undo_label().map(Msg::now),
        };
        let undo = match &label {
            Some(label) => t!("history-undo", label = shortened(label)),
            None if !record.can_go_back() => t!("history-end-is-final"),
            None => t!("history-nothing-to-undo"),
        };
        let redo_label = self.redo_label();
        let redo = match &redo_label {
            Some(label) => t!("history-redo", label = shortened(&label.now())),
            None => t!("history-nothing-to-redo"),
        };
        row![
            button(text(undo)).on_press_maybe(label.map(|_| Message::Undo)),
            button(text(redo)).on_press_maybe(redo_label.map(|_| Message::Redo)),
        ]
        .spacing(8)
        .into()
    }

    /// Every action so far, newest first; each can be jumped back to. A label beside its
    /// button reads on one line per word; one with a word too long for the room left beside
    /// the button (a German occupation in a narrow panel) gets the whole width, its button
    /// below it.
    pub fn history(&self) -> Element<'_, Message> {
        let history = self.saved.record.history();
        let actions = self.saved.record.actions();
        // Once the game has ended for good, the history shows the end and goes back no more.
        let open = self.saved.record.can_go_back();
        let ended: Option<String> = self
            .saved
            .record
            .game()
            .ended()
            .filter(|_| !open)
            .map(|ended| t!("history-ended", ended = ended));
        let entries: Vec<(usize, String, bool)> = history
            .iter()
            .enumerate()
            .rev()
            .map(|(i, label)| {
                let label = match actions.get(i) {
                    Some(action) => self.words(action, label),
                    None => label.clone(),
                };
                let latest = i + 1 == history.len();
                let entry = t!("history-entry", number = i + 1, label = label);
                (i, entry, latest)
            })
            .collect();
        let floor = self.jump_floor;
        let list = iced::widget::responsive(move |room| {
            let entries = entries.iter().map(|(i, entry, latest)| {
                let (i, latest) = (*i, *latest);
                let said = if latest {
                    t!("history-now")
                } else {
                    t!("history-back-to-here")
                };
                let button_width =
                    measure::width(&said, style::BODY - 2.0, style::FONT) + 2.0 * 10.0;
                let button = button(text(said).size(style::BODY - 2.0))
                    .on_press_maybe((!latest && i + 1 >= floor).then_some(Message::JumpTo(i + 1)));
                let beside = room.width - SCROLLBAR - button_width - 8.0;
                let label = text(entry.clone());
                // Once the game has ended for good there is nowhere to go back to.
                if !open {
                    return label.into();
                }
                if measure::widest_word(entry, style::BODY, style::FONT) <= beside {
                    row![label.width(Fill), button].spacing(8).into()
                } else {
                    column![label, row![space::horizontal(), button]]
                        .spacing(2)
                        .into()
                }
            });
            let ended = ended
                .clone()
                .map(|ended| text(ended).font(style::BOLD).into());
            // The scrollbar has its own room: it never covers a button.
            scrollable(
                column(ended.into_iter().chain(entries))
                    .spacing(4)
                    .padding(iced::Padding::ZERO.right(4)),
            )
            .spacing(6)
            .height(Fill)
            .into()
        });
        container(
            column![
                text(t!("history-title"))
                    .size(style::HEADING)
                    .font(style::BOLD),
                list,
            ]
            .push(open.then(|| {
                button(text(t!("history-back-to-start"))).on_press_maybe(
                    (!history.is_empty() && self.jump_floor == 0).then_some(Message::JumpTo(0)),
                )
            }))
            .spacing(10),
        )
        .padding(12)
        .width(Fill)
        .height(Fill)
        .style(style::panel)
        .into()
    }

    /// The frame every game screen sits in: the game's name and the way home on top, the
    /// save banner when saving fails, undo and redo, the screen's `body`, and the history
    /// panel beside it.
    pub fn frame<'a, M: Clone + 'a>(
        &'a self,
        body: Element<'a, M>,
        history: fn(Message) -> M,
        home: M,
    ) -> Element<'a, M> {
        let content = row![
            container(body).width(iced::FillPortion(3)).height(Fill),
            container(self.history().map(history))
                .width(iced::FillPortion(1))
                .height(Fill),
        ]
        .spacing(16);
        self.frame_wide(content.into(), history, home)
    }

    /// The frame with the `body` taking the whole width: for a screen that needs the room
    /// and shows [`Session::history`] itself when asked.
    pub fn frame_wide<'a, M: Clone + 'a>(
        &'a self,
        body: Element<'a, M>,
        history: fn(Message) -> M,
        home: M,
    ) -> Element<'a, M> {
        // Only a save slower than a frame is worth a word.
        let saving = self
            .saving_for()
            .is_some_and(|running| running > std::time::Duration::from_millis(16));
        let top = row![
            text(self.name()).size(style::HEADING).font(style::BOLD),
            text(if saving {
                t!("history-saving")
            } else {
                String::new()
            })
            .size(style::BODY - 2.0),
            space::horizontal(),
            self.undo_redo().map(history),
            button(text(t!("history-home"))).on_press(home),
        ]
        .spacing(12)
        .align_y(iced::Center);
        let banner: Element<'a, M> = match self.save_problem() {
            Some(problem) => container(text(problem.now()))
                .padding(10)
                .width(Fill)
                .style(style::warning_banner)
                .into(),
            None => space().into(),
        };
        column![top, banner, body]
            .spacing(12)
            .padding([12, 20])
            .into()
    }
}

/// The room a list's scrollbar takes beside it (its width and the space before it).
const SCROLLBAR: f32 = 10.0 + 6.0 + 4.0;

/// The words of an action on the undo and redo buttons: the buttons share one line with the
/// game's name and the way home, in every language, so a long action is cut short ("…"; the
/// history panel says it whole).
fn shortened(label: &str) -> String {
    const LONGEST: usize = 40;
    if label.chars().count() <= LONGEST {
        return label.to_owned();
    }
    let cut: String = label.chars().take(LONGEST - 1).collect();
    format!("{}…", cut.trim_end())
}
