//! Crimewave: California on the Killer player's console: the setup wizard in the
//! rulebook's order, the board with private overlays, one short form per event at the table
//! (checked by the engine as it is typed), the house rules and the end-of-game reveal.

pub mod advice;
pub mod forms;
pub mod house_rules;
pub mod location_pick;
pub mod reveal;
pub use location_pick::key_message;

use super::session::{self, Session};
use super::style;
use super::table::crimewave::{evidence_tiles, killer_line, public_marks};
use super::tracer;
use super::widget::board::{self as board_widget, Controls, Look, Marks, Photo, Zoom};
use crate::record::boards::Picture;
use crate::rules::Rules;
use crate::rules::crimewave::{
    Action as CwAction, BoardChoice, CONVICTION, Crimewave, Culprit, Killer, Loc, MethodChoice,
    OPENING_SCENES, Phase, PublicView, board::Board,
};
use forms::{Field, Fields, Form, PLAY_FORMS};
use iced::widget::{
    button, checkbox, column, container, operation, row, scrollable, text, text_input,
};
use iced::{Element, Fill, FillPortion, Task};
use rand::Rng;
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
    status: Option<String>,
    /// The last public answer, shown large until the next action.
    answer: Option<String>,
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
    traced: Vec<(PathBuf, Result<Board, String>)>,
    /// The board file whose photo is shown or being opened (None: no traced board in play).
    photo_file: Option<PathBuf>,
    /// That board's photo, once decoded.
    photo: Option<Photo>,
    /// The board's zoom and pan (the photo under it follows).
    zoom: Zoom,
    /// The house-rules panel's typing and its last refusal.
    house_rules: house_rules::HouseRules,
    /// Exposure, heat and advice, worked out off the UI thread.
    reasoning: advice::Reasoning,
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
    Zoomed(Zoom),
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
    PhotoOpened(PathBuf, Result<Arc<Picture>, String>),
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
    /// Back to the home screen.
    Home,
}

/// What the screen asks of the app.
pub type Action = crate::ui::screen::Action<Message>;

impl Screen {
    /// The screen for an open game.
    /// The console for a game; `traced` are the boards traced in the data folder, offered at
    /// setup next to the stand-in.
    pub fn new(session: Session<Crimewave>, traced: Vec<(PathBuf, Result<Board, String>)>) -> Self {
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
            zoom: Zoom::default(),
            house_rules: house_rules::HouseRules::default(),
            reasoning: advice::Reasoning::default(),
        }
    }

    /// What the console does once shown: puts the keyboard on the next form and opens the
    /// photo of a resumed game's board.
    pub fn opened(&mut self) -> Task<Message> {
        let photo = self.open_photo().unwrap_or_else(Task::none);
        let reasoning = self.reason().unwrap_or_else(Task::none);
        Task::batch([self.focus(), photo, reasoning])
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
    pub fn zoom(&self) -> Zoom {
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
                self.status = Some(photo_problem(&format!("\"{image}\" is not a file name")));
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

    /// What the table window shows.
    pub fn public(&self) -> PublicView {
        self.session.game().public_view()
    }

    /// The game now.
    fn game(&self) -> &Crimewave {
        self.session.game()
    }

    /// The form being filled now: the next setup step, a forced one, or the one picked.
    pub fn form(&self) -> Option<Form> {
        let game = self.game();
        match game.phase() {
            Phase::Setup => setup_step(game),
            Phase::Play => Some(forms::forced(game, self.chosen).unwrap_or(self.chosen)),
            Phase::Ended(_) => None,
        }
    }

    /// Moves the keyboard to the first field of the form now showing.
    pub fn focus(&self) -> Task<Message> {
        if let Phase::Ended(_) = self.game().phase() {
            // The reveal's confirmation field (its id is set in `reveal`).
            return operation::focus("crimewave-reveal");
        }
        match self.form().and_then(|f| f.fields().first().copied()) {
            Some(field) => operation::focus(field.id()),
            None => Task::none(),
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        let action = self.handle(message);
        let more: Vec<Task<Message>> = [self.open_photo(), self.reason()]
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
            Message::Submit => {
                if let Some(form) = self.form() {
                    match form.build(&self.filled(), self.game()) {
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
            Message::RollMethod(killer) => {
                let face = rand::rng().random_range(1..=8);
                return self.act(CwAction::Method {
                    killer,
                    method: MethodChoice::Face(face),
                });
            }
            Message::RollFullMoon => {
                let mut rng = rand::rng();
                for i in 0..Killer::ALL.len() {
                    let face: u8 = rng.random_range(1..=8);
                    self.fields.set(Field::Face(i), face.to_string());
                }
            }
            Message::DrawEvidence => match self.game().settings().draw_evidence(&mut rand::rng()) {
                Some(tile) => self.fields.set(Field::Evidence, tile.word().into()),
                None => self.status = Some("The bag is empty (see the house rules)".into()),
            },
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
            Message::Shortcut(letter) => {
                if let Some((form, _)) = PLAY_FORMS.iter().find(|(_, l)| *l == letter) {
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
            Message::Reveal(message) => self.reveal.update(message),
            Message::History(message) => {
                self.status = self.session.update(message);
                self.answer = None;
                return Action::Run(self.focus());
            }
            Message::PhotoOpened(path, result) => {
                // A photo that arrives after its board was undone away is not this board's.
                if self.photo_file.as_ref() == Some(&path) {
                    match result {
                        Ok(picture) => self.photo = Some(Photo::new(&picture)),
                        Err(why) => self.status = Some(photo_problem(&why)),
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

    /// Records an action; once accepted, the keyboard moves to the next form's first field.
    /// A refusal is said on the status line.
    fn act(&mut self, action: CwAction) -> Action {
        self.record(action).unwrap_or_else(|refusal| {
            self.status = Some(format!("Refused: {refusal}"));
            Action::None
        })
    }

    /// Records an action, or says why the engine refused it.
    fn record(&mut self, action: CwAction) -> Result<Action, String> {
        let answers_before = self.game().public_view().log.len();
        let mut described = self.game().describe(&action);
        // A d8 roll says which method it gave, not only the face.
        let rolled: Vec<Killer> = match &action {
            CwAction::Method { killer, .. } => vec![*killer],
            CwAction::FullMoon { .. } => Killer::ALL.to_vec(),
            _ => Vec::new(),
        };
        match self.session.act(action) {
            Ok(result) => {
                let methods: Vec<String> = rolled
                    .into_iter()
                    .filter_map(|k| self.game().method(k).map(|m| format!("{} {m}", k.name())))
                    .collect();
                if !methods.is_empty() {
                    described = format!("{described} → {}", methods.join(", "));
                }
                let view = self.game().public_view();
                self.answer = (view.log.len() > answers_before)
                    .then_some(view.latest_answer)
                    .flatten();
                self.status = Some(match self.answer {
                    Some(_) => format!("Recorded: {described}. The answer is on the table screen."),
                    None if result == "ok" => format!("Recorded: {described}."),
                    None => format!("Recorded: {described} ({result})."),
                });
                // Nothing carries over: a Killer left in the field could send a raid
                // against the wrong one on a single Enter.
                self.fields = Fields::default();
                // A trial over (a verdict, or a wrong tie's dismissal) ends the round: the
                // next thing to happen is a murder, not another trial.
                if matches!(self.chosen, Form::Trial | Form::Tie)
                    && self.game().on_trial().is_none()
                {
                    self.chosen = Form::Murder;
                }
                Ok(Action::Run(self.focus()))
            }
            Err(refusal) => Err(refusal.to_string()),
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let game = self.game();
        let controls = match game.phase() {
            Phase::Setup => self.setup_view(),
            _ => self.play_view(),
        };
        let body: Element<'_, Message> = match game.board() {
            Some(map) => row![
                column![
                    board_widget::view(
                        map,
                        self.marks(),
                        Look::Console,
                        self.photo.as_ref(),
                        Some(Controls {
                            on_click: Message::NodeClicked,
                            zoom: self.zoom,
                            on_zoom: Message::Zoomed,
                        }),
                    ),
                    text(board_caption(map.name(), map.is_stand_in())).size(style::BODY - 3.0),
                    self.heat_legend(),
                    self.killers_panel(),
                ]
                .spacing(4)
                .width(FillPortion(7)),
                // The board is the hero: the forms take the narrower column, and the history
                // (undo and redo stay at the top) follows them, out of the board's way.
                scrollable(
                    controls
                        .push(self.session.history().map(Message::History))
                        .padding([0, 12]),
                )
                .width(FillPortion(4)),
            ]
            .spacing(12)
            .into(),
            None => scrollable(controls).into(),
        };
        match game.board() {
            Some(_) => self
                .session
                .frame_wide(body, Message::History, Message::Home),
            None => self.session.frame(body, Message::History, Message::Home),
        }
    }

    /// The board's marks on the console: the public ones, each unsolved scene's culprit,
    /// the residences, then the overlays the Killer player switched on.
    pub fn marks(&self) -> Marks {
        let game = self.game();
        let view = game.public_view();
        let mut marks = public_marks(&view);
        // The console knows who did every unsolved scene: say so beside it. A location holds
        // at most one unsolved scene (a murder needs the earlier ones solved), so the location
        // finds it whatever order the public view lists scenes in.
        let unsolved: Vec<_> = game
            .audit()
            .scenes
            .into_iter()
            .filter(|s| !s.removed && !s.solved)
            .collect();
        // The board is small beside the forms: the culprit and the Evidence say enough (the
        // culprit's method is on the panel below).
        for (mark, public) in marks.scenes.iter_mut().zip(&view.scenes) {
            if mark.solved_by.is_some() || mark.random {
                continue;
            }
            if let Some(scene) = unsolved.iter().find(|s| s.loc == mark.loc) {
                let who = match scene.culprit {
                    Culprit::Killer(killer) => board_widget::letter(killer),
                    Culprit::Random => "Y",
                };
                mark.label = format!("({who}) {}", evidence_tiles(public));
            }
        }
        marks.residences = Killer::ALL
            .into_iter()
            .filter_map(|k| game.residence(k).map(|loc| (k, loc)))
            .collect();
        // The Killer the form is placing a scene for: its legal sites are where to click.
        let placing = match self.form() {
            Some(Form::Scene(killer)) => Some(killer),
            Some(Form::Murder) => self.fields.killer(),
            _ => None,
        };
        for killer in Killer::ALL {
            if self.show_sites[index(killer)] || placing == Some(killer) {
                marks.sites.extend(
                    game.legal_locations(killer)
                        .into_iter()
                        .map(|l| (killer, l)),
                );
            }
            if self.show_heat[index(killer)] {
                // Each candidate's share of the assignments the public facts allow.
                marks.heat.extend(self.reasoning.heat(killer));
            }
        }
        if let Some(killer) = placing.filter(|_| self.form() == Some(Form::Murder)) {
            marks.safest = self.reasoning.safest(killer);
        }
        marks.selected = self.filled().loc();
        marks
    }

    /// The traced boards to choose from; unfinished ones say what they lack.
    fn traced_boards(&self) -> Element<'_, Message> {
        column(
            self.traced
                .iter()
                .enumerate()
                .map(|(index, (path, board))| {
                    let file = path
                        .file_name()
                        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                    match board {
                        Ok(board) => button(text(format!(
                            "Play on the traced board \"{}\" ({file})",
                            board.name()
                        )))
                        .on_press(Message::TracedBoard(index))
                        .into(),
                        Err(problem) => text(format!("{file} can't be played yet: {problem}"))
                            .size(style::BODY - 2.0)
                            .into(),
                    }
                }),
        )
        .spacing(6)
        .into()
    }

    fn setup_view(&self) -> iced::widget::Column<'_, Message> {
        let game = self.game();
        let step = setup_step(game);
        let mut page = column![
            text("Crimewave: California — setup")
                .size(style::HEADING)
                .font(style::BOLD),
            text(setup_progress(game)),
        ]
        .spacing(12);
        if game.board().is_none() {
            page = page.push(
                column![
                    text("1. The board").size(style::HEADING).font(style::BOLD),
                    text(
                        "The printed board's connections aren't known to Alibi, so it ships a \
                         stand-in California board that keeps every distance the rulebook gives. \
                         A group can trace their own board from a photo (Trace a board, on the \
                         home screen); traced boards are listed here."
                    ),
                    button(text(
                        "Play on the stand-in board, not the printed one (Alt+B)"
                    ))
                    .on_press(Message::StandInBoard),
                    self.traced_boards(),
                ]
                .spacing(8),
            );
        } else if let Some(form) = step {
            page = page.push(self.form_view(form));
        } else {
            page = page.push(
                column![
                    text("6. Start").size(style::HEADING).font(style::BOLD),
                    text("Every Killer has a method, a home and two opening scenes. Set the house rules below if your group plays differently, then start."),
                    button(text("Start the game (Alt+S)")).on_press(Message::Start),
                ]
                .spacing(8),
            );
        }
        page.push(self.status_line()).push(self.house_rules())
    }

    fn play_view(&self) -> iced::widget::Column<'_, Message> {
        let game = self.game();
        let view = game.public_view();
        let mut page = column![].spacing(10);
        if let Some(answer) = &self.answer {
            page = page.push(
                container(
                    column![
                        text("Sent to the table:").size(style::BODY),
                        text(answer.as_str())
                            .size(style::HEADING * 1.3)
                            .font(style::BOLD),
                    ]
                    .spacing(2),
                )
                .padding(10)
                .width(Fill)
                .style(style::panel),
            );
        }
        page = page.push(
            text(format!(
                "Public Panic {}/{} · Victim Counter {}/{}",
                view.panic, view.panic_max, view.victim_counter, view.victim_counter_length,
            ))
            .font(style::BOLD),
        );
        let over = matches!(game.phase(), Phase::Ended(_));
        if over {
            // The game is won: what is left is the reveal, right here, not below the rules.
            return page
                .push(text(game.progress()).size(style::HEADING).font(style::BOLD))
                .push(self.status_line())
                .push(self.reveal.view(self.session.record()).map(Message::Reveal))
                .push(self.house_rules());
        }
        if view.panic_rose && !view.owes_next_raid.is_empty() {
            let owe = if view.owes_next_raid.len() == 1 {
                "owes"
            } else {
                "owe"
            };
            page = page.push(text(format!(
                "Public Panic rose: {} {owe} the next raid.",
                view.owes_next_raid.join(" or ")
            )));
        }
        let spooked: Vec<&str> = Killer::ALL
            .into_iter()
            .filter(|&k| game.may_change_method(k))
            .map(Killer::name)
            .collect();
        if !spooked.is_empty() {
            let (who, verb) = match spooked.as_slice() {
                [one] => (format!("The {one}"), "is"),
                [rest @ .., last] => (format!("The {} and {last}", rest.join(", ")), "are"),
                [] => (String::new(), ""),
            };
            page = page.push(text(format!(
                "{who} {verb} spooked (meter at 2) and may change method: Alt+C."
            )));
        }
        if let Some(form) = self.form() {
            // A forced move at Spook 3 is the only thing that may happen: no other forms.
            if !matches!(form, Form::Relocate(_)) {
                page = page.push(self.form_picker(form));
            }
            page = page.push(self.form_view(form));
        }
        page = page.push(self.status_line());
        page.push(self.house_rules())
            .push(self.reveal.view(self.session.record()).map(Message::Reveal))
    }

    /// Under the board when an exposure heat is on: what its shades mean, and how many
    /// homes each Killer shown could still have.
    fn heat_legend(&self) -> Element<'_, Message> {
        let shown: Vec<String> = Killer::ALL
            .into_iter()
            .filter(|&k| self.show_heat[index(k)])
            .map(|k| match self.reasoning.deduction() {
                Some(deduction) => {
                    let left = deduction.count(k);
                    let grade = board_widget::HEAT_GRADES
                        .get(board_widget::heat_grade(deduction.top_share(k) as f32))
                        .map_or("", |(_, name)| name);
                    format!(
                        "{} {left} left, likeliest {} ({grade})",
                        board_widget::letter(k),
                        odds(deduction.top_share(k))
                    )
                }
                None => format!("{} … working it out", board_widget::letter(k)),
            })
            .collect();
        if shown.is_empty() {
            return column![].into();
        }
        let grades: Vec<&str> = board_widget::HEAT_GRADES.iter().map(|(_, n)| *n).collect();
        column![
            text(format!("Exposure heat: {}", shown.join(" · ")))
                .size(style::BODY - 3.0)
                .font(style::BOLD),
            text(format!(
                "Each spot a candidate home; darker with a thicker ring = likelier, the letter says whose: {}",
                grades.join(" · ")
            ))
            .size(style::BODY - 3.0),
        ]
        .into()
    }

    /// Under the board, private: each Killer's standing, home, exposure and legal sites, with
    /// the switches for their overlays.
    fn killers_panel(&self) -> Element<'_, Message> {
        let game = self.game();
        let small = style::BODY - 3.0;
        let rows = Killer::ALL.into_iter().map(|k| {
            let home = game
                .residence(k)
                .map_or("no home yet".to_string(), |l| format!("home {l} (secret)"));
            column![
                text(killer_line(
                    k,
                    game.method(k),
                    game.status(k),
                    game.spook(k),
                    game.case_file(k)
                ))
                .size(small)
                .font(style::BOLD),
                row![
                    text(format!(
                        "{home} · {} · {} legal sites",
                        self.reasoning.exposure_text(k),
                        game.legal_locations(k).len()
                    ))
                    .size(small)
                    .width(Fill),
                    checkbox(self.show_sites[index(k)])
                        .label(format!("sites (Alt+{})", index(k) + 1))
                        .size(14)
                        .text_size(small)
                        .on_toggle(move |on| Message::SitesToggled(k, on)),
                    checkbox(self.show_heat[index(k)])
                        .label(format!("exposure (Alt+{})", index(k) + 4))
                        .size(14)
                        .text_size(small)
                        .on_toggle(move |on| Message::HeatToggled(k, on)),
                ]
                .spacing(8),
            ]
            .into()
        });
        container(column(rows).spacing(4))
            .padding(6)
            .width(Fill)
            .style(style::panel)
            .into()
    }

    fn form_picker(&self, current: Form) -> Element<'_, Message> {
        let buttons = PLAY_FORMS.iter().map(|&(form, letter)| {
            let label = format!("{} {}", letter.to_ascii_uppercase(), form.title());
            button(text(label).size(style::BODY - 3.0))
                .padding([3, 6])
                .style(if form == current {
                    button::primary
                } else {
                    button::secondary
                })
                .on_press(Message::FormChosen(form))
                .into()
        });
        column![
            text("Hold Alt and press the letter:").size(style::BODY - 3.0),
            iced::widget::Row::with_children(buttons).spacing(4).wrap(),
        ]
        .spacing(2)
        .into()
    }

    fn form_view(&self, form: Form) -> Element<'_, Message> {
        let game = self.game();
        let mut page =
            column![text(form.title()).size(style::HEADING).font(style::BOLD)].spacing(8);
        // Always a help line, even an empty one: a line that appears as the Killer is typed
        // would shift the inputs below it, and iced would hand the focus to another widget.
        page = page.push(text(self.form_help(form).unwrap_or_default()));
        for &field in form.fields() {
            let input = text_input(forms::placeholder(field), self.fields.get(field))
                .id(field.id())
                .on_input(move |value| Message::Typed(field, value))
                .on_submit(Message::Submit)
                .width(Fill);
            let mut quick = row![].spacing(6);
            for (label, value) in forms::suggestions(form, field, game) {
                quick = quick.push(
                    button(text(label).size(style::BODY - 2.0))
                        .style(button::secondary)
                        .on_press(Message::Typed(field, value)),
                );
            }
            if field == Field::Evidence {
                quick = quick.push(
                    button(text("Draw from the app's bag").size(style::BODY - 2.0))
                        .on_press(Message::DrawEvidence),
                );
            }
            let quick: Element<'_, Message> = if field == Field::Loc {
                self.places_view(form)
            } else {
                quick.wrap().into()
            };
            page = page.push(
                column![
                    text(forms::label(form, field, game)).size(style::BODY - 2.0),
                    input,
                    quick
                ]
                .spacing(4),
            );
        }
        match form {
            Form::Method(killer) => {
                page = page.push(
                    button(text(format!("Roll the d8 for the {}", killer.name())))
                        .on_press(Message::RollMethod(killer)),
                );
            }
            Form::FullMoon => {
                page = page.push(
                    button(text("Roll the d8 for all three")).on_press(Message::RollFullMoon),
                );
            }
            _ => {}
        }
        let check = form.check(&self.filled(), game);
        let (verdict, ready) = match &check {
            Ok(action) => (
                format!("Ready: {} (Enter records it)", game.describe(action)),
                true,
            ),
            Err(why) => (why.clone(), false),
        };
        page = page.push(text(verdict).font(style::BOLD));
        page = page
            .push(button(text("Record (Enter)")).on_press_maybe(ready.then_some(Message::Submit)));
        if form == Form::Murder {
            page = page.push(
                self.reasoning
                    .murder_panel(self.fields.killer(), self.filled().loc()),
            );
        }
        page.into()
    }

    /// The private help a form shows: legal sites, the trial's sum, who owes a raid.
    fn form_help(&self, form: Form) -> Option<String> {
        let game = self.game();
        let settings = game.settings();
        let sites = |killer: Killer| {
            let sites: Vec<String> = game
                .legal_locations(killer)
                .iter()
                .map(Loc::to_string)
                .collect();
            format!(
                "Legal sites for the {}: {}",
                killer.name(),
                sites.join(", ")
            )
        };
        match form {
            Form::Investigators => Some("Seat order starts at the Killer player's left.".into()),
            Form::Method(_) => Some(
                "Roll the app's d8, or type the face of the physical roll and press Enter.".into(),
            ),
            Form::Residence(_) => Some(format!(
                "Click a location or type it. Killers live at least {} spaces apart.",
                crate::rules::crimewave::SEPARATION
            )),
            Form::Scene(killer) => Some(format!(
                "Two scenes each ({OPENING_SCENES}), inside the comfort zone. {}",
                sites(killer)
            )),
            Form::Murder => self.fields.killer().map(sites),
            Form::Relocate(killer) => Some(format!(
                "The {} was spooked three times and must move to a new secret home before play goes on.",
                killer.name()
            )),
            Form::Raid => {
                let owes = game.public_view().owes_next_raid;
                (!owes.is_empty()).then(|| {
                    format!(
                        "The public expects the next raid from {}.",
                        owes.join(" or ")
                    )
                })
            }
            Form::Trial if game.on_trial().is_none() => {
                Some("No one is on trial: a trial follows a raid that hits.".into())
            }
            Form::Trial => game.on_trial().map(|accused| {
                let file = game.case_file(accused);
                let typed = |field| self.fields.get(field).trim().parse::<u32>().unwrap_or(0);
                let (p, d) = (typed(Field::Prosecution), typed(Field::Defense));
                // Signed and wide, as the engine counts: a strong defense can go below 0.
                let total = i64::from(file) + i64::from(p) - i64::from(d);
                let verdict = if total >= i64::from(CONVICTION) {
                    "convicted"
                } else {
                    "not enough: 10 convicts"
                };
                format!(
                    "{} on trial: case file {file} + prosecution {p} − defense {d} = {total} ({verdict})",
                    accused.name(),
                )
            }),
            Form::Watch => Some(if game.public_view().eligible_watches.is_empty() {
                "No location has 3 crime scenes on or next to it yet: no watch can go anywhere."
                    .into()
            } else {
                "The buttons below are the locations a watch may go now.".into()
            }),
            Form::Verify => {
                let loc = self.filled().loc()?;
                let view = game.public_view();
                let scene = view.scenes.iter().find(|s| s.loc == loc)?;
                let tiles: Vec<String> = scene
                    .evidence
                    .iter()
                    .filter(|t| !t.verified)
                    .map(|t| {
                        let rule = settings.evidence(t.kind);
                        format!(
                            "{} needs {} or lower on the d{} (worth {})",
                            forms::capitalised(t.kind.word()),
                            rule.roll,
                            settings.evidence_die,
                            rule.points
                        )
                    })
                    .collect();
                Some(if tiles.is_empty() {
                    format!("Every tile at {loc} is verified.")
                } else {
                    format!("Unverified at {loc}: {}.", tiles.join("; "))
                })
            }
            Form::Tie => Some(
                "Tie an unsolved scene to the accused before the trial (a wrong tie dismisses it); Alt+T for the trial."
                    .into(),
            ),
            _ => None,
        }
    }

    fn status_line(&self) -> Element<'_, Message> {
        text(self.status.clone().unwrap_or_default()).into()
    }

    fn house_rules(&self) -> Element<'_, Message> {
        self.house_rules.view(self.game(), Message::HouseRules)
    }
}

fn index(killer: Killer) -> usize {
    match killer {
        Killer::Red => 0,
        Killer::Green => 1,
        Killer::Blue => 2,
    }
}

/// Opening scenes a Killer has placed (the console may know every culprit).
fn opening_scenes(game: &Crimewave, killer: Killer) -> usize {
    game.audit()
        .scenes
        .iter()
        .filter(|s| s.opening && s.culprit == Culprit::Killer(killer))
        .count()
}

/// The next setup step in the rulebook's order (None once the board is missing or all is done).
fn setup_step(game: &Crimewave) -> Option<Form> {
    game.board()?;
    if game.investigators().next().is_none() {
        return Some(Form::Investigators);
    }
    let all = Killer::ALL;
    if let Some(&k) = all.iter().find(|&&k| game.method(k).is_none()) {
        return Some(Form::Method(k));
    }
    if let Some(&k) = all.iter().find(|&&k| game.residence(k).is_none()) {
        return Some(Form::Residence(k));
    }
    all.iter()
        .find(|&&k| opening_scenes(game, k) < OPENING_SCENES)
        .map(|&k| Form::Scene(k))
}

/// "Step 3 of 6: methods" and what is done.
fn setup_progress(game: &Crimewave) -> String {
    let steps = [
        "board",
        "Investigators",
        "methods",
        "residences",
        "opening scenes",
        "start",
    ];
    let at = match setup_step(game) {
        _ if game.board().is_none() => 0,
        Some(Form::Investigators) => 1,
        Some(Form::Method(_)) => 2,
        Some(Form::Residence(_)) => 3,
        Some(_) => 4,
        None => 5,
    };
    let list: Vec<String> = steps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if i < at {
                format!("✓ {s}")
            } else if i == at {
                format!("▶ {s}")
            } else {
                s.to_string()
            }
        })
        .collect();
    format!("Step {} of {}: {}", at + 1, steps.len(), list.join(" · "))
}

/// The status line's sentence when a board's photo can't be shown: play goes on without it.
fn photo_problem(why: &str) -> String {
    format!("The board's photo can't be shown ({why}); the board is drawn without it.")
}

/// Under the board: which board it is, honest about a stand-in, and how to move it.
fn board_caption(name: &str, stand_in: bool) -> String {
    format!(
        "{}. Wheel zooms, drag pans, click fills the location.",
        board_widget::honest_name(name, stand_in)
    )
}

/// A share as odds a player reads: "1 in 4", "certain".
fn odds(share: f64) -> String {
    if share >= 0.999 {
        "certain".to_string()
    } else if share <= 0.0 {
        "none".to_string()
    } else {
        format!("1 in {}", (1.0 / share).round())
    }
}
