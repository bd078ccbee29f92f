//! Intent to Kill on the Murderer's console: the secret setup (dealt by Alibi or entered from
//! the cards), then the city with each phase's actions, the exposure panel, and the end with
//! the accusation, the reveal and the audit.
//!
//! The console belongs to the Murderer, but the Detective's moves are entered here too (the
//! Detective says what they do; the Murderer clicks). Answers the rules decide — Surveillance,
//! a truthful civilian's answer — are the engine's, never the Murderer's.

mod advice;
mod alibi;
mod cards;
pub use cards::Card;
mod end;
mod investigation;
mod keys;
pub mod pick;
mod play;
mod public;
mod secret;
mod setup;
mod side;
pub use side::Pane;

use super::session::{self, Session};
use super::style;
use crate::i18n::Msg;
use crate::msg;
use crate::plays::intent::turn::Decision;
use crate::plays::{Announcement, Level, Side};
use crate::rules::Rules;
use crate::rules::intent::advice::{Cut, VictimAdvice};
use crate::rules::intent::{
    Action as IntentAction, Answer, Block, Civilian, Effect, Exposure, Group, IntentToKill, Layout,
    Mode, Motive, Phase, PublicView, Trait, changes,
};
use iced::Element;
use iced::widget::text;

/// The Intent to Kill screen: the game and what is being picked or typed.
#[derive(Debug, Clone)]
pub struct Screen {
    session: Session<IntentToKill>,
    form: setup::Form,
    /// Where the one-time look at the secret cards stands.
    secret: Secret,
    /// The civilian picked on the city.
    selected: Option<Civilian>,
    /// A name being typed to pick a civilian without the mouse.
    pick: pick::Typed,
    /// A trait being typed to choose the question.
    question: pick::Typed,
    /// A motive being typed for the accusation.
    motive: pick::Typed,
    /// The typed-pick field typed in last (the arrows and Escape act on it).
    typing: Option<pick::Field>,
    /// Civilians picked for this round's intimidation so far.
    intimidating: Vec<Civilian>,
    /// The question picked for the selected civilian.
    about: Option<Trait>,
    /// Extra bodies picked for a Homemade Bomb on the selected victim's block.
    bomb: Vec<Civilian>,
    /// The Intuition card effect being put together.
    card: cards::CardForm,
    /// The accusation being put together.
    accused: Option<Civilian>,
    /// The motive in the accusation.
    accused_motive: Option<Motive>,
    /// The reveal's guard: the PIN, or a typed word (after the game).
    reveal: crate::ui::lock::Guard,
    /// The PIN's stored hash, when one is set: it guards the reveal.
    reveal_pin: Option<String>,
    /// What the side column shows under the phase's actions.
    pane: Pane,
    /// The exposure, worked out after every change (it weighs every hypothesis).
    exposure: Option<Exposure>,
    /// The advice: rank the legal victims by what each murder leaves the Detective.
    show_advice: bool,
    /// The legal victims ranked, worked out after every change while the advice is on.
    advice: Vec<VictimAdvice>,
    /// The public facts that cut the deduction the most, once asked for.
    explanation: Option<Vec<Cut>>,
    /// What the rules said about the last attempt, or what was just done.
    status: Option<Msg>,
    /// Alibi playing a side: thinking, its announcement, the question it asks.
    alibi: alibi::Alibi,
    /// The table's view of the game, as of the last change: what the public console is
    /// drawn from.
    public: PublicView,
    /// What the rules changed on the board with the last entry a person made, as
    /// instructions for the table (Alibi's own instructions carry theirs).
    changes: Option<Announcement>,
}

/// The one-time look at the Murderer's secret cards after Alibi deals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Secret {
    /// Face down: the Detective may be looking.
    Hidden,
    /// The Murderer is looking (and picks the Supporters).
    Showing,
    /// Seen and put away.
    Seen,
}

/// What the players did on the Intent to Kill screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// The scenario or the beginner layout.
    LayoutChosen(Layout),
    /// Logic or Intuition.
    ModeChosen(Mode),
    /// A motive put in or out of play.
    MotiveToggled(Motive, bool),
    /// Put the layout's recommended motives in play.
    RecommendedMotives,
    /// Alibi draws the 20 civilians and the secrets.
    Deal,
    /// Switch to entering what was drawn with the physical cards.
    EnterCards(bool),
    /// The house rule: the table keeps the investigation's count itself (or Alibi referees).
    TableCounts(bool),
    /// A civilian typed for a block in the card entry (block, text).
    BlockTyped(Block, String),
    /// The Murderer's card in the card entry.
    MurdererChosen(Civilian),
    /// The Person of Interest in the card entry.
    PoiChosen(Civilian),
    /// The motive drawn, in the card entry.
    MotiveChosen(Motive),
    /// Record what was drawn with the physical cards.
    RecordCards,
    /// Turn the Murderer's secret cards face up.
    ShowSecret,
    /// The Supporters' group, from the tokens offered.
    SupportersChosen(Group),
    /// The Murderer has seen the secret cards.
    GotIt,
    /// The block the Detective puts the marker on before the game.
    DetectiveStartChosen(Block),
    /// Start round 1.
    Start,
    /// A civilian clicked on the city.
    CivilianPicked(Civilian),
    /// A name typed in the pick field.
    PickTyped(String),
    /// Enter in the pick field: pick the match shown (the first, or where ↑/↓ moved).
    PickSubmitted,
    /// A trait typed in the question field.
    QuestionTyped(String),
    /// Enter in the question field: ask about the trait shown.
    QuestionSubmitted,
    /// A motive typed in the accusation's motive field.
    MotiveTyped(String),
    /// Enter in the motive field: the accusation names the motive shown.
    MotiveSubmitted,
    /// A block's label clicked on the city.
    BlockPicked(Block),
    /// Add the picked civilian to this round's intimidation.
    Intimidate,
    /// Murder the picked civilian.
    Murder,
    /// A civilian in the victim's block added to or left out of the Homemade Bomb.
    BombToggled(Civilian, bool),
    /// Set off the Homemade Bomb: the picked victim and the extra bodies.
    Bomb,
    /// Which Intuition card effect is being put in play.
    CardChosen(cards::Card),
    /// The block a Curfew or Stubborn Witnesses card names.
    CardBlockChosen(Block),
    /// The group a Union Strike card names.
    CardGroupChosen(Group),
    /// Put the card effect in play.
    PlayCard,
    /// End a card effect.
    LiftCard(Effect),
    /// Refuse to murder this round.
    Refuse,
    /// Surveillance on the picked civilian (the token placed there first by the Police
    /// Station, unless it lies there already).
    Surveil,
    /// The Police Station's action: the Surveillance token onto the picked civilian, to use
    /// later.
    Watch,
    /// The Fire Station's action, its token drawn by Alibi's bag.
    FireStation,
    /// The Fire Station's action, with the token the people drew from the stack.
    FireStationToken(Group),
    /// The question put to the picked civilian.
    AboutChosen(Trait),
    /// The picked civilian answers; `lie` asks for the false answer.
    Answer {
        /// Whether the Murderer makes the civilian lie.
        lie: bool,
    },
    /// The Detective comforts the picked civilian.
    Comfort,
    /// The picked civilian becomes the undercover FBI agent (The Street with No Name).
    Agent,
    /// Split Second: the building in this block leaves the city.
    RemoveBuilding(Block),
    /// End the Detective phase: the City phase begins.
    EndInvestigation,
    /// Start the next round.
    NextRound,
    /// The civilian the Detective accuses.
    AccusedChosen(Civilian),
    /// The motive the Detective names.
    AccusedMotiveChosen(Motive),
    /// Record the accusation.
    Accuse,
    /// Text typed to unlock the reveal (the PIN, or the word).
    ConfirmTyped(String),
    /// Show the secrets and the audit.
    Reveal,
    /// Hide them again.
    HideReveal,
    /// Open a pane in the side column (the Murderer's secrets show only while theirs is open).
    PaneChosen(Pane),
    /// Undo, redo or a jump in the history.
    History(session::Message),
    /// Switch the Murderer's advice (the legal victims ranked) on or off.
    AdviceToggled(bool),
    /// Explain which public facts narrowed the suspects and motives the most.
    Explain,
    /// Back to the home screen.
    Home,
    /// At setup: Alibi plays this side at this level, or (`None`) a person does.
    SeatChosen(Side, Option<Level>),
    /// Alibi's decision came back from its thread; `at` is how many actions the game had
    /// when it began thinking (a decision for another moment is dropped).
    AlibiDecided {
        /// The moment the decision is for.
        at: usize,
        /// The decision (`None` if its thread stopped).
        decision: Option<Decision>,
    },
    /// Alibi's answer to the person's question came back from its thread (`at` as in
    /// `AlibiDecided`).
    AlibiAnswered {
        /// The moment the answer is for.
        at: usize,
        /// Who was asked.
        civilian: Civilian,
        /// What about.
        about: Trait,
        /// Whether the civilian lies (`None` if the thread stopped).
        lie: Option<bool>,
    },
    /// A person carried out Alibi's announcement on the board.
    Confirm,
    /// The person playing the Murderer has finished their City-phase moves.
    DoneMoving,
    /// The person playing the Detective asks the picked civilian the picked question; Alibi
    /// answers for the civilian.
    AskAlibi,
}

/// What the screen asks of the app.
pub type Action = crate::ui::screen::Action<Message>;

impl Screen {
    /// The screen for an open game.
    pub fn new(session: Session<IntentToKill>) -> Self {
        let game = session.game();
        let secret = if game.supporters().is_some() {
            Secret::Seen
        } else {
            Secret::Hidden
        };
        let mut screen = Self {
            form: setup::Form::new(game.layout(), game.mode()),
            session,
            secret,
            selected: None,
            pick: pick::Typed::default(),
            question: pick::Typed::default(),
            motive: pick::Typed::default(),
            typing: None,
            intimidating: Vec::new(),
            about: None,
            bomb: Vec::new(),
            card: cards::CardForm::default(),
            accused: None,
            accused_motive: None,
            reveal: crate::ui::lock::Guard::default(),
            reveal_pin: None,
            pane: Pane::default(),
            exposure: None,
            show_advice: false,
            advice: Vec::new(),
            explanation: None,
            status: None,
            alibi: alibi::Alibi::default(),
            public: IntentToKill::new().public_view(),
            changes: None,
        };
        screen.refresh();
        screen
    }

    /// Just opened (new or resumed): what waited for a person waits again, and Alibi takes
    /// its turn if it is its turn.
    pub fn opened(&mut self) -> Action {
        self.restore_pending();
        let next = self.alibi_next();
        self.keep_pending();
        next
    }

    /// Guards the end-of-game reveal with the PIN whose stored hash this is (`None`: no PIN
    /// is set, a typed word guards it).
    pub fn guard_reveal(&mut self, pin_hash: Option<String>) {
        self.reveal_pin = pin_hash;
    }

    /// The game's session.
    pub fn session(&self) -> &Session<IntentToKill> {
        &self.session
    }

    /// What the table window shows.
    pub fn public(&self) -> PublicView {
        self.session.game().public_view()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        let was_over = self.session.game().phase() == Phase::Over;
        match message {
            Message::SeatChosen(side, level) => {
                let slot = usize::from(side != Side::Murderer);
                self.alibi.chosen[slot] = level;
                // Alibi plays one side: the other is the person's.
                if level.is_some() {
                    self.alibi.chosen[1 - slot] = None;
                }
            }
            Message::AlibiDecided { at, decision } => self.alibi_decided(at, decision),
            Message::Confirm => self.confirm(),
            Message::DoneMoving => self.done_moving(),
            Message::AskAlibi => {
                if let Some(task) = self.ask_alibi() {
                    self.keep_pending();
                    return Action::Run(task);
                }
            }
            Message::AlibiAnswered {
                at,
                civilian,
                about,
                lie,
            } => self.alibi_answered(at, civilian, about, lie),
            Message::History(message) => {
                let record = self.session.record();
                let before = (record.actions().len(), record.redo_list().len());
                self.status = self.session.update(message);
                let record = self.session.record();
                if (record.actions().len(), record.redo_list().len()) != before {
                    // The game went back or forth: nothing of Alibi's is pending any more, and
                    // Alibi takes its turn again where it is due.
                    self.alibi_reset();
                    // A game taken back into play keeps its secrets again.
                    self.reveal = crate::ui::lock::Guard::default();
                }
                if self.session.game().supporters().is_none() && self.secret == Secret::Seen {
                    // The Supporters were undone: the secret look has to happen again.
                    self.secret = Secret::Hidden;
                }
                self.clear_picks();
                self.refresh();
            }
            Message::CardChosen(_)
            | Message::CardBlockChosen(_)
            | Message::CardGroupChosen(_)
            | Message::PlayCard
            | Message::LiftCard(_) => self.cards(message),
            Message::Home => return Action::Home,
            Message::AdviceToggled(on) => {
                self.show_advice = on;
                self.refresh();
            }
            Message::Explain => self.explanation = Some(self.session.game().explain(5)),
            Message::PickTyped(typed) => self.type_in(pick::Field::Civilian, typed),
            // Enter in the empty pick field carries out Alibi's announcement, as Enter does
            // anywhere else on the console.
            Message::PickSubmitted
                if self.alibi.announced.is_some() && self.pick.text().trim().is_empty() =>
            {
                self.confirm()
            }
            Message::PickSubmitted => self.submit_typed(pick::Field::Civilian),
            Message::QuestionTyped(typed) => self.type_in(pick::Field::Question, typed),
            Message::QuestionSubmitted => self.submit_typed(pick::Field::Question),
            Message::MotiveTyped(typed) => self.type_in(pick::Field::Motive, typed),
            Message::MotiveSubmitted => self.submit_typed(pick::Field::Motive),
            Message::ConfirmTyped(_) | Message::HideReveal => self.end(message),
            Message::PaneChosen(pane) => self.pane = pane,
            Message::AccusedChosen(c) => self.accused = Some(c),
            Message::AccusedMotiveChosen(m) => self.accused_motive = Some(m),
            Message::Accuse | Message::Reveal => self.end(message),
            Message::LayoutChosen(_)
            | Message::ModeChosen(_)
            | Message::MotiveToggled(..)
            | Message::RecommendedMotives
            | Message::Deal
            | Message::EnterCards(_)
            | Message::TableCounts(_)
            | Message::BlockTyped(..)
            | Message::MurdererChosen(_)
            | Message::PoiChosen(_)
            | Message::MotiveChosen(_)
            | Message::RecordCards
            | Message::ShowSecret
            | Message::SupportersChosen(_)
            | Message::GotIt
            | Message::DetectiveStartChosen(_)
            | Message::Start => self.setup(message),
            _ => self.play(message),
        }
        self.public = self.session.game().public_view();
        if !was_over && self.session.game().phase() == Phase::Over {
            // The game just ended: the next step is typing the word that shows the secrets.
            self.keep_pending();
            return Action::Run(iced::widget::operation::focus(end::REVEAL_FIELD));
        }
        let next = self.alibi_next();
        self.keep_pending();
        next
    }

    /// Takes an action; on success says `done` (given the engine's answer) and clears the
    /// picks.
    fn act(&mut self, action: IntentAction, done: impl FnOnce(&Answer) -> Option<Msg>) -> bool {
        if let Err(why) = self.person_may(&action) {
            self.status = Some(msg!("intent-console-not-allowed", why = why));
            return false;
        }
        let before = self.session.game().public_view();
        match self.session.act(action.clone()) {
            Ok(result) => {
                self.status = done(&result);
                self.clear_picks();
                self.refresh();
                // What the rules changed on their own, for the people to do on the board.
                let changed = changes::said(&changes::between(&before, &self.public, &action));
                self.changes = (!changed.is_empty())
                    .then(|| Announcement::said(crate::msg!("rules-changes"), changed));
                true
            }
            Err(refusal) => {
                self.status = Some(msg!("intent-console-not-allowed", why = refusal.0));
                false
            }
        }
    }

    /// Takes an action whose outcome the heading and the prompt already show, leaving the
    /// status line empty on success.
    fn act_quietly(&mut self, action: IntentAction) {
        self.act(action, |_| None);
    }

    fn clear_picks(&mut self) {
        self.selected = None;
        self.about = None;
        self.bomb.clear();
        self.intimidating.clear();
    }

    /// Works out what is costly to work out in `view`.
    fn refresh(&mut self) {
        self.public = self.session.game().public_view();
        self.after_change();
        let game = self.session.game();
        // Against Alibi's Murderer the console is public: no exposure, no advice.
        let private = !self.alibi_murderer();
        self.exposure = (private && game.phase() != Phase::Setup).then(|| game.exposure());
        // A few hundred microseconds: under a frame, so worked out here, once per change.
        self.advice = if private && self.show_advice && game.phase() == Phase::Murderer {
            game.advice()
        } else {
            Vec::new()
        };
        self.explanation = None;
    }

    /// The screen: against Alibi's Murderer, once it has dealt and until the game is over,
    /// the public console drawn from what the table sees alone; the Murderer's otherwise.
    pub fn view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let frame = |body| self.session.frame(body, Message::History, Message::Home);
        if self.public_console() {
            let history = || self.session.history().map(Message::History);
            let body = public::view(self.seen(), history);
            return match game.phase() {
                Phase::Setup => frame(body),
                _ => self
                    .session
                    .frame_wide(body, Message::History, Message::Home),
            };
        }
        match game.phase() {
            Phase::Setup => frame(self.setup_view()),
            Phase::Over => frame(self.end_view()),
            // The city needs the width: the history is one of the side column's panes.
            _ => self
                .session
                .frame_wide(self.play_view(), Message::History, Message::Home),
        }
    }

    /// Whether the console is public now: Alibi plays the Murderer and has dealt, and the
    /// game is not over.
    fn public_console(&self) -> bool {
        let game = self.session.game();
        self.alibi_murderer() && game.murderer().is_some() && game.phase() != Phase::Over
    }

    /// What the public console may show (see [`public::Seen`]).
    fn seen(&self) -> public::Seen<'_> {
        let game = self.session.game();
        public::Seen {
            view: &self.public,
            selected: self.selected,
            about: self.about,
            pick: &self.pick,
            question: &self.question,
            motive: &self.motive,
            accused: self.accused,
            accused_motive: self.accused_motive,
            detective_start: self.form.detective,
            pane: self.pane,
            status: self.status.as_ref(),
            seats: self.seats().map_or_else(|| Msg::raw(""), alibi::seats_line),
            thinking: self.alibi.thinking.is_some(),
            announced: self.shown(),
            changes: self.changes.as_ref(),
            alibi_moves: self.alibi_turn_words(),
            last_murder_done: game.last_murder_done(),
        }
    }

    /// What just happened or why it was refused; nothing at all when there is no news, so
    /// the city stays above the fold.
    fn status_line(&self) -> Element<'_, Message> {
        match &self.status {
            Some(status) => text(status.now()).font(style::BOLD).into(),
            None => iced::widget::space().into(),
        }
    }
}

/// A block in a list, named as on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct BlockChoice(Block);

impl std::fmt::Display for BlockChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::rules::intent::city::block_msg(self.0).now())
    }
}

/// A game term in a pick list, said in the screens' language when the list is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Choice<T>(T);

/// A game term that has a name on screen.
trait Said: Copy {
    /// The name, as a message.
    fn said(self) -> Msg;
}

impl Said for Civilian {
    fn said(self) -> Msg {
        self.msg()
    }
}

impl Said for Motive {
    fn said(self) -> Msg {
        self.msg()
    }
}

impl Said for Group {
    fn said(self) -> Msg {
        self.msg()
    }
}

impl Said for Layout {
    fn said(self) -> Msg {
        self.msg()
    }
}

impl<T: Said> std::fmt::Display for Choice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.said().now())
    }
}

/// The options of a pick list, each said in the screens' language.
fn choices<T: Said>(options: impl IntoIterator<Item = T>) -> Vec<Choice<T>> {
    options.into_iter().map(Choice).collect()
}

/// A civilian in a list: the occupation and the printed traits.
fn card_words(c: Civilian) -> String {
    format!("{} ({})", c.msg().now(), c.traits().now())
}
