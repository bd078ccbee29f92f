//! Crimewave: California on the console: the setup wizard in the rulebook's order, the board,
//! one short form per event at the table (checked by the engine as it is typed), the house
//! rules and the end-of-game reveal.
//!
//! Two consoles share this screen. The Killer player's is private: the board with its
//! overlays, the Killers' forms, their homes and legal sites. When Alibi plays the Killers
//! the console is the whole table's until the game ends, and it is drawn from a
//! [`desk::Desk`] alone (`public`): the table's view and the people's typing, nothing else.

pub mod advice;
pub mod alibi;
mod consoles;
mod desk;
pub mod forms;
pub mod house_rules;
pub mod location_pick;
mod overlays;
mod play;
mod public;
mod record;
pub mod reveal;
pub mod seats;
mod setup;
mod typed;
pub use location_pick::key_message;
use overlays::index;
use setup::setup_step;

use super::session::{self, Session};
use super::tracer;
use super::widget::board::Photo;
use super::widget::camera::Camera;
use crate::i18n::Msg;
use crate::msg;
use crate::plays::crimewave::{self as killers, Place};
use crate::plays::{Announcement, Level};
use crate::record::boards::Picture;
use crate::rules::Rules;
use crate::rules::crimewave::{
    Action as CwAction, BoardChoice, Crimewave, Evidence, Killer, Loc, MethodChoice, Phase,
    PublicView, board::Board,
};
use forms::{Field, Fields, Form, PLAY_FORMS};
use iced::Task;
use iced::widget::operation;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The Crimewave console.
#[derive(Debug, Clone)]
pub struct Screen {
    session: Session<Crimewave>,
    /// The play form picked (forced forms override it, see `forms::forced`).
    chosen: Form,
    fields: Fields,
    /// What the last attempt did, or why it was refused.
    status: Option<Msg>,
    /// The last public answer, shown large until the next action.
    answer: Option<Msg>,
    /// Per Killer (red, green, blue): draw its legal murder sites.
    show_sites: [bool; 3],
    /// Per Killer: draw the residences the Investigators could still suspect.
    show_heat: [bool; 3],
    reveal: reveal::Reveal,
    /// Alt is down: the letter that follows is a shortcut, not typing.
    alt_held: bool,
    /// The last edit (field, text before, when). A focused field can see Alt+M's "m" before
    /// the app learns Alt is down; the shortcut then takes that letter back.
    last_edit: Option<(Field, String, Instant)>,
    /// The boards traced in the data folder, each playable or with what is unfinished.
    traced: Vec<(PathBuf, Result<Board, Msg>)>,
    /// The board file whose photo is shown or being opened (None: no traced board in play).
    photo_file: Option<PathBuf>,
    /// That board's photo, once decoded.
    photo: Option<Photo>,
    /// The board's zoom and pan (the photo under it follows).
    zoom: Camera,
    /// The house-rules panel's typing and its last refusal.
    house_rules: house_rules::HouseRules,
    /// Exposure, heat and advice, worked out off the UI thread.
    reasoning: advice::Reasoning,
    /// Alibi playing the Killers, when it does.
    alibi: alibi::Alibi,
    /// The table's view of the game, as of the last change: what a [`Desk`] is drawn from.
    public: PublicView,
    /// What the rules changed on the board with the last entry a person made, as
    /// instructions for the table (Alibi's own instructions carry theirs).
    changes: Option<Announcement>,
    /// The PIN's stored hash, when one is set: it guards the reveal.
    reveal_pin: Option<String>,
}

/// A letter typed this shortly before the same letter's Alt shortcut was part of it.
const SHORTCUT_SLIP: Duration = Duration::from_millis(250);

/// What the Killer player did on the console.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Play on the stand-in California board.
    StandInBoard,
    /// Play on the traced board listed at this position.
    TracedBoard(usize),
    /// A field was typed in (or filled by a quick-choice button).
    Typed(Field, String),
    /// A location was clicked on the board: it fills the current form's location.
    NodeClicked(Loc),
    /// The wheel or a drag zoomed or panned the board (and its photo).
    Zoomed(Camera),
    /// Record the current form (Enter).
    Submit,
    /// Roll a Killer's method on the app's d8 and record it (setup).
    RollMethod(Killer),
    /// Roll the d8 for every Killer's Full Moon method, into the form.
    RollFullMoon,
    /// Draw an Evidence tile from the app's bag, into the form.
    DrawEvidence,
    /// Show another play form.
    FormChosen(Form),
    /// An Alt+letter shortcut (picks a play form).
    Shortcut(char),
    /// Alt went down or up (text inputs also receive Alt+letter; ignore it as typing).
    AltHeld(bool),
    /// Show or hide a Killer's legal murder sites on the board.
    SitesToggled(Killer, bool),
    /// Show or hide a Killer's exposure (candidate residences) on the board.
    HeatToggled(Killer, bool),
    /// The house-rules panel (setup only).
    HouseRules(house_rules::Message),
    /// Finish setup and start play.
    Start,
    /// The end-of-game reveal panel.
    Reveal(reveal::Message),
    /// Undo, redo or a jump in the history.
    History(session::Message),
    /// The photo of the board from this board file was decoded, or why it couldn't be.
    PhotoOpened(PathBuf, Result<Arc<Picture>, Msg>),
    /// ↑ or ↓: the location field moves to the previous or next place offered.
    LocationStepped {
        /// Towards the end of the list.
        down: bool,
    },
    /// A place's button under the location field: it fills the field.
    LocationChosen(Loc),
    /// Escape: the location field is cleared and takes the keyboard.
    LocationCleared,
    /// The reasoning aids: exposure, advice and explanations arriving, the advice switch.
    Reasoning(advice::Message),
    /// Who plays the Killers: a person (`None`) or Alibi at a level (setup).
    KillersChosen(Option<Level>),
    /// Alibi's decision came back from its thread (`None`: the thread stopped).
    AlibiDecided {
        /// The record's length when Alibi began: a decision for another moment is dropped.
        at: usize,
        /// The decision, as instructions.
        plan: Option<alibi::Plan>,
    },
    /// The instruction Alibi announced was carried out on the board (Done, Enter).
    Confirm,
    /// The evidence tile the people drew for Alibi's new scene.
    TileTyped(Evidence),
    /// The people draw the evidence tiles themselves (or Alibi's bag does).
    PeopleDraw(bool),
    /// The Investigators' turns are over: Alibi's Killers take theirs (Alt+N).
    KillersTurn,
    /// Back to the home screen.
    Home,
}

/// What the screen asks of the app.
pub type Action = crate::ui::screen::Action<Message>;

impl Screen {
    /// The screen for an open game.
    /// The console for a game; `traced` are the boards traced in the data folder, offered at
    /// setup next to the stand-in.
    pub fn new(session: Session<Crimewave>, traced: Vec<(PathBuf, Result<Board, Msg>)>) -> Self {
        Self {
            traced,
            session,
            chosen: Form::Murder,
            fields: Fields::default(),
            status: None,
            answer: None,
            show_sites: [false; 3],
            show_heat: [false; 3],
            reveal: reveal::Reveal::default(),
            alt_held: false,
            last_edit: None,
            photo_file: None,
            photo: None,
            zoom: Camera::default(),
            house_rules: house_rules::HouseRules::default(),
            reasoning: advice::Reasoning::default(),
            alibi: alibi::Alibi::default(),
            public: Crimewave::new().public_view(),
            changes: None,
            reveal_pin: None,
        }
        .resumed()
    }

    /// The console as a resumed game needs it: the Investigators' forms when Alibi plays
    /// the Killers, the public history and Alibi's undo.
    fn resumed(mut self) -> Self {
        if self.coop() {
            self.chosen = Form::Verify;
        }
        self.after_change();
        // The instruction that was on show when the game was left is on show again.
        self.restore_pending();
        self
    }

    /// What the console does once shown: puts the keyboard on the next form and opens the
    /// photo of a resumed game's board.
    pub fn opened(&mut self) -> Task<Message> {
        let photo = self.open_photo().unwrap_or_else(Task::none);
        let reasoning = self.reason().unwrap_or_else(Task::none);
        // A resumed game in the middle of the Killers' turn: Alibi goes on with it.
        let alibi = match self.alibi_next() {
            Action::Run(task) => task,
            _ => Task::none(),
        };
        Task::batch([self.focus(), photo, reasoning, alibi])
    }

    /// Starts working out the reasoning aids when the game changed since they were.
    fn reason(&mut self) -> Option<Task<Message>> {
        let game = self.session.game().clone();
        self.reasoning
            .refresh(&game)
            .map(|task| task.map(Message::Reasoning))
    }

    /// The reasoning aids as they stand (the deduction may still be on its way).
    pub fn reasoning(&self) -> &advice::Reasoning {
        &self.reasoning
    }

    /// The board's zoom and pan now.
    pub fn zoom(&self) -> Camera {
        self.zoom
    }

    /// The board's photo, once decoded (also on the table screen).
    pub fn photo(&self) -> Option<&Photo> {
        self.photo.as_ref()
    }

    /// Starts opening the photo of the board in play when that board changed (chosen, or
    /// brought back or taken away by undo and redo). The board in play is found among the
    /// traced boards: the game keeps the board, not where it came from.
    fn open_photo(&mut self) -> Option<Task<Message>> {
        let board = self.game().board();
        let file = board.and_then(|board| {
            self.traced
                .iter()
                .find(|(_, traced)| traced.as_ref().ok() == Some(board))
        });
        let path = file.map(|(path, _)| path.clone());
        if path == self.photo_file {
            return None;
        }
        self.photo_file = path;
        self.photo = None;
        let (path, Ok(board)) = file? else {
            return None;
        };
        let image = board.image()?;
        match tracer::open_board_picture(path, board) {
            Some(task) => {
                let path = path.clone();
                Some(task.map(move |result| Message::PhotoOpened(path.clone(), result)))
            }
            None => {
                self.status = Some(photo_problem(msg!(
                    "crimewave-photo-not-a-file",
                    image = image
                )));
                None
            }
        }
    }

    /// What the form's fields hold now.
    pub fn fields(&self) -> &Fields {
        &self.fields
    }

    /// The game's session.
    pub fn session(&self) -> &Session<Crimewave> {
        &self.session
    }

    /// Guards the end-of-game reveal with the PIN whose stored hash this is (`None`: no PIN
    /// is set, a typed word guards it).
    pub fn guard_reveal(&mut self, pin_hash: Option<String>) {
        self.reveal_pin = pin_hash;
    }

    /// What the table window shows.
    pub fn public(&self) -> PublicView {
        self.public.clone()
    }

    /// The game now.
    fn game(&self) -> &Crimewave {
        self.session.game()
    }

    /// The form being filled now: the next setup step, a forced one, or the one picked.
    /// When Alibi plays the Killers, only ever one of the Investigators' forms: the Killers'
    /// (their setup, a forced move) are Alibi's, and nobody fills them in.
    pub fn form(&self) -> Option<Form> {
        let game = self.game();
        let form = match game.phase() {
            Phase::Setup => setup_step(game),
            Phase::Play => Some(forms::forced(game, self.chosen).unwrap_or(self.chosen)),
            Phase::Ended(_) => None,
        };
        if !self.coop() {
            return form;
        }
        let theirs =
            |f: &Form| *f == Form::Investigators || alibi::PERSON_FORMS.iter().any(|(p, _)| p == f);
        match form {
            Some(f) if theirs(&f) => Some(f),
            _ if game.phase() == Phase::Play && game.pending_relocation().is_none() => {
                Some(Form::Verify)
            }
            _ => None,
        }
    }

    /// Moves the keyboard to the first field of the form now showing.
    pub fn focus(&self) -> Task<Message> {
        if let Phase::Ended(_) = self.game().phase() {
            return operation::focus(reveal::FIELD);
        }
        match self.form().and_then(|f| f.fields().first().copied()) {
            Some(field) => operation::focus(field.id()),
            None => Task::none(),
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        let action = self.handle(message);
        // Whatever changed, Alibi's Killers may have a decision due now.
        let alibi = match self.alibi_next() {
            Action::Run(task) => Some(task),
            _ => None,
        };
        let more: Vec<Task<Message>> = [self.open_photo(), self.reason(), alibi]
            .into_iter()
            .flatten()
            .collect();
        match action {
            _ if more.is_empty() => action,
            Action::None => Action::Run(Task::batch(more)),
            Action::Run(task) => Action::Run(Task::batch(more.into_iter().chain([task]))),
            Action::Home => Action::Home,
        }
    }

    fn handle(&mut self, message: Message) -> Action {
        if let Message::Shortcut(key) = message {
            self.take_back(key);
        }
        match message {
            Message::StandInBoard => return self.act(CwAction::Board(BoardChoice::StandIn)),
            Message::TracedBoard(index) => {
                if let Some((path, Ok(board))) = self.traced.get(index) {
                    let choice = BoardChoice::File {
                        path: path.display().to_string(),
                        board: board.clone(),
                    };
                    return self.act(CwAction::Board(choice));
                }
            }
            Message::Typed(field, value) => {
                if self.alt_held {
                    self.last_edit = None;
                } else {
                    let before = self.fields.get(field).to_string();
                    self.last_edit = Some((field, before, Instant::now()));
                    self.fields.set(field, value);
                }
            }
            Message::AltHeld(held) => self.alt_held = held,
            Message::Reasoning(message) => {
                let game = self.session.game().clone();
                return Action::Run(
                    self.reasoning
                        .update(message, &game)
                        .map(Message::Reasoning),
                );
            }
            Message::Zoomed(zoom) => self.zoom = zoom,
            Message::NodeClicked(loc) => {
                let Some(form) = self.form() else {
                    return Action::None;
                };
                let fields = form.fields();
                if let Some(at) = fields.iter().position(|&f| f == Field::Loc) {
                    self.fields.click_loc(loc);
                    // The click took the keyboard away: hand it to the next field, or back to
                    // the location so Enter records it.
                    let next = fields.get(at + 1).copied().unwrap_or(Field::Loc);
                    return Action::Run(operation::focus(next.id()));
                }
            }
            Message::LocationStepped { down } => self.step_location(down),
            Message::LocationChosen(loc) => {
                self.fields.choose_loc(loc);
                return Action::Run(operation::focus(Field::Loc.id()));
            }
            Message::LocationCleared => return Action::Run(self.clear_location()),
            Message::Submit if self.coop() && self.alibi_showing() => return self.confirm(),
            Message::Submit if self.coop() && self.form() == Some(Form::Trial) => {
                return self.coop_trial();
            }
            Message::Submit => {
                if let Some(form) = self.form() {
                    match form.build(&self.filled(), &self.public) {
                        Ok(action) => return self.act(action),
                        Err(_) => {
                            // The form already says what is missing, right above the button.
                            self.status = None;
                            // Enter in a half-filled form walks on to the first empty field.
                            let empty = form
                                .fields()
                                .iter()
                                .find(|&&f| self.fields.get(f).trim().is_empty());
                            if let Some(field) = empty {
                                return Action::Run(operation::focus(field.id()));
                            }
                        }
                    }
                }
            }
            // The app's dice and bag are the game's, fixed by its seed and the draw's place
            // (`crate::chance`): rolling again, or after an undo, gives the same.
            Message::RollMethod(killer) => {
                let face = killers::roll_method(self.session.seed(), killer);
                return self.act(CwAction::Method {
                    killer,
                    method: MethodChoice::Face(face),
                });
            }
            Message::RollFullMoon => {
                let place = Place::of(self.session.record().actions());
                let faces = killers::roll_full_moon(self.session.seed(), place);
                for (i, face) in faces.into_iter().enumerate() {
                    self.fields.set(Field::Face(i), face.to_string());
                }
            }
            Message::DrawEvidence => {
                let place = Place::of(self.session.record().actions());
                match killers::tile(self.session.seed(), self.game().settings(), place.tiles) {
                    Some(tile) => self.fields.set(Field::Evidence, tile.word().into()),
                    None => self.status = Some(msg!("crimewave-bag-empty")),
                }
            }
            Message::FormChosen(form) => {
                self.chosen = form;
                return Action::Run(self.focus());
            }
            Message::Shortcut('b') if self.game().board().is_none() => {
                return self.handle(Message::StandInBoard);
            }
            Message::Shortcut('s') if self.game().phase() == Phase::Setup => {
                return self.handle(Message::Start);
            }
            Message::Shortcut(digit @ '1'..='6') => {
                // Alt+1–3: each Killer's legal sites; Alt+4–6: each Killer's exposure.
                let n = usize::from(digit as u8 - b'1');
                let overlay = if n < 3 {
                    &mut self.show_sites
                } else {
                    &mut self.show_heat
                };
                if let Some(on) = overlay.get_mut(n % 3) {
                    *on = !*on;
                }
            }
            Message::Shortcut('n') if self.coop() => return self.killers_turn(),
            Message::Shortcut(letter) => {
                let forms: &[(Form, char)] = if self.coop() {
                    &alibi::PERSON_FORMS
                } else {
                    &PLAY_FORMS
                };
                if let Some((form, _)) = forms.iter().find(|(_, l)| *l == letter) {
                    self.chosen = *form;
                    return Action::Run(self.focus());
                }
            }
            Message::SitesToggled(killer, on) => self.show_sites[index(killer)] = on,
            Message::HeatToggled(killer, on) => self.show_heat[index(killer)] = on,
            Message::HouseRules(message) => {
                let asked = self
                    .house_rules
                    .update(message, self.session.game().settings());
                if let Some(rule) = asked {
                    // The panel says why a rule was refused, beside the rule.
                    match self.record(CwAction::Rule(rule)) {
                        Ok(action) => {
                            self.house_rules.taken();
                            return action;
                        }
                        Err(why) => {
                            self.house_rules.refused(why);
                            // The keyboard goes back to the setup step, as after a change.
                            return Action::Run(self.focus());
                        }
                    }
                }
            }
            Message::Start => return self.act(CwAction::Start),
            // The reveal is part of the end of the game: nothing opens it before.
            Message::Reveal(message) if matches!(self.game().phase(), Phase::Ended(_)) => {
                self.reveal.update(message, self.reveal_pin.as_deref());
            }
            Message::Reveal(_) => {}
            Message::History(message) => {
                self.status = self.session.update(message);
                self.answer = None;
                // A game taken back into play keeps its secrets again.
                self.reveal = reveal::Reveal::default();
                self.alibi_reset();
                return Action::Run(self.focus());
            }
            Message::KillersChosen(level) => {
                self.choose_killers(level);
                if level.is_some() {
                    self.chosen = Form::Verify;
                }
            }
            Message::AlibiDecided { at, plan } => return self.alibi_decided(at, plan),
            Message::Confirm => return self.confirm(),
            Message::TileTyped(tile) => return self.tile_typed(tile),
            Message::PeopleDraw(people) => self.people_draw(people),
            Message::KillersTurn => return self.killers_turn(),
            Message::PhotoOpened(path, result) => {
                // A photo that arrives after its board was undone away is not this board's.
                if self.photo_file.as_ref() == Some(&path) {
                    match result {
                        Ok(picture) => self.photo = Some(Photo::new(&picture)),
                        Err(why) => self.status = Some(photo_problem(why)),
                    }
                }
            }
            Message::Home => return Action::Home,
        }
        Action::None
    }

    /// Undoes the edit that was really the shortcut's own letter landing in a field.
    fn take_back(&mut self, key: char) {
        let Some((field, before, when)) = self.last_edit.take() else {
            return;
        };
        let typed = self.fields.get(field);
        let slipped = when.elapsed() < SHORTCUT_SLIP
            && typed.len() == before.len() + key.len_utf8()
            && typed.starts_with(before.as_str())
            && typed
                .chars()
                .last()
                .is_some_and(|c| c.eq_ignore_ascii_case(&key));
        if slipped {
            self.fields.set(field, before);
        }
    }
}

/// The status line's sentence when a board's photo can't be shown: play goes on without it.
fn photo_problem(why: Msg) -> Msg {
    msg!("crimewave-photo-problem", why = why)
}
