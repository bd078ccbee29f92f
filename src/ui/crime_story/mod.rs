//! Crime Story on the console: the setup, then one turn at a time — the sentence timer, the
//! captures after each sentence, certificates of insanity, vetoes and accusations — and the
//! end, where the murderer's identity is asked for the first time.

mod setup;
mod turn;

use super::session::{self, Session};
use super::sound::{self, Cue};
use super::table::crime_story::Clock;
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Rules;
use crate::rules::crime_story::{Action as StoryAction, CrimeStory, CrimeStoryView, draw_starter};
use iced::{Element, Subscription};
use std::time::{Duration, Instant};

/// The Crime Story screen: the game, the forms and the sentence timer.
#[derive(Debug, Clone)]
pub struct Screen {
    session: Session<CrimeStory>,
    setup: setup::Form,
    turn: turn::Form,
    /// The running sentence timer. The clock is the app's, not the rules': only a timeout
    /// reaches the game, as a certificate of insanity.
    timer: Option<Timer>,
    /// The last timer ran out (the table says TIME until the next one starts).
    ran_out: bool,
    /// What the rules said about the last attempt, or what was just done.
    status: Option<Msg>,
}

/// A running sentence timer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Timer {
    deadline: Instant,
    /// The latest tick: what the countdown shows.
    now: Instant,
    /// The warning cue has sounded.
    warned: bool,
}

/// What the player did on the Crime Story screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// A player's name in the setup form (seat 0–5).
    NameChanged(usize, String),
    /// The first Author, by seat.
    StarterChosen(usize),
    /// Certificates of insanity each.
    CertificatesChosen(u8),
    /// The sentence timer's length in seconds, as typed (0 = no timer).
    SecondsTyped(String),
    /// When the warning starts, in seconds before zero, as typed.
    WarningTyped(String),
    /// The rulebook's 3–4-player variant (2 certificates, 3 captured cards before accusing).
    SmallTableToggled(bool),
    /// "Easier": no 2-card cap.
    NoCapToggled(bool),
    /// "Easier": no murderer.
    NoMurdererToggled(bool),
    /// "More difficult": a wrong accusation loses.
    WrongAccusationLosesToggled(bool),
    /// "More difficult": reusing a word is fined.
    ReusedWordFineToggled(bool),
    /// Start the game with the setup form.
    Start,
    /// Start the Author's sentence timer.
    StartTimer,
    /// Stop the timer: the sentence was told in time.
    StopTimer,
    /// The clock ticked (only while the timer runs).
    Tick(Instant),
    /// The sentence as typed (optional).
    SentenceTyped(String),
    /// Cards a player handed to the Author (seat, count as typed).
    CapturedTyped(usize, String),
    /// The Author's own cards whose words were used, as typed.
    OwnWordsTyped(String),
    /// The turn ends with "…and the murderer is…".
    AccuseToggled(bool),
    /// The player accused, by seat.
    AccusedChosen(usize),
    /// Whether the accused revealed the murderer card.
    AccusationRightChosen(bool),
    /// Record the sentence, its captures and any accusation.
    RecordSentence,
    /// The certificate's printed sentence, as typed (optional).
    CertificateTyped(String),
    /// The Author plays a certificate of insanity for want of an idea.
    PlayCertificate,
    /// The table voted the last sentence inconsistent.
    Veto,
    /// A player reused another's word ("more difficult" variant), by seat.
    Fine(usize),
    /// Draw one of the rulebook's story starters.
    DrawStarter,
    /// The last card discarded in a dry round was (Some) or wasn't (None) the murderer card.
    LastCardAnswered(Option<usize>),
    /// At the end: who held the murderer card.
    RevealMurderer(usize),
    /// Undo, redo or a jump in the history.
    History(session::Message),
    /// Back to the home screen.
    Home,
}

/// What the screen asks of the app.
pub type Action = crate::ui::screen::Action<Message>;

/// How often the countdown redraws while the timer runs; a quarter second keeps the shown
/// seconds honest and lets the warning flash.
const TICK: Duration = Duration::from_millis(250);

impl Screen {
    /// The screen for an open game.
    pub fn new(session: Session<CrimeStory>) -> Self {
        let turn = turn::Form::fresh(session.game());
        Self {
            session,
            setup: setup::Form::default(),
            turn,
            timer: None,
            ran_out: false,
            status: None,
        }
    }

    /// What the table window shows.
    pub fn public(&self) -> CrimeStoryView {
        self.session.game().public_view()
    }

    /// The sentence timer as the table shows it.
    pub fn clock(&self) -> Clock {
        let warn_at = self.session.game().setup().map_or(0, |s| s.warning_seconds);
        match self.timer {
            Some(timer) => {
                let left = timer.deadline.saturating_duration_since(timer.now);
                let whole = u16::try_from(left.as_millis().div_ceil(1000)).unwrap_or(u16::MAX);
                Clock {
                    left: Some(whole),
                    warning: whole <= warn_at,
                    flash: (left.as_millis() / 500) % 2 == 0,
                    ran_out: false,
                }
            }
            None => Clock {
                ran_out: self.ran_out,
                ..Clock::default()
            },
        }
    }

    /// The clock ticks only while the timer runs, so an idle app never wakes up.
    pub fn subscription(&self) -> Subscription<Message> {
        if self.timer.is_some() {
            iced::time::every(TICK).map(Message::Tick)
        } else {
            Subscription::none()
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::NameChanged(..)
            | Message::StarterChosen(_)
            | Message::CertificatesChosen(_)
            | Message::SecondsTyped(_)
            | Message::WarningTyped(_)
            | Message::SmallTableToggled(_)
            | Message::NoCapToggled(_)
            | Message::NoMurdererToggled(_)
            | Message::WrongAccusationLosesToggled(_)
            | Message::ReusedWordFineToggled(_) => self.setup.update(message),
            Message::Start => match self.setup.to_setup() {
                Ok(setup) => {
                    self.act(StoryAction::Setup(setup));
                }
                Err(problem) => self.status = Some(problem),
            },
            Message::StartTimer => {
                let seconds = self
                    .session
                    .game()
                    .setup()
                    .map_or(0, |s| s.sentence_seconds);
                if seconds > 0 {
                    let now = Instant::now();
                    self.timer = Some(Timer {
                        deadline: now + Duration::from_secs(u64::from(seconds)),
                        now,
                        warned: false,
                    });
                    self.ran_out = false;
                }
            }
            Message::StopTimer => self.timer = None,
            Message::Tick(now) => self.tick(now),
            Message::SentenceTyped(_)
            | Message::CapturedTyped(..)
            | Message::OwnWordsTyped(_)
            | Message::AccuseToggled(_)
            | Message::AccusedChosen(_)
            | Message::AccusationRightChosen(_)
            | Message::CertificateTyped(_) => self.turn.update(message),
            Message::RecordSentence => match self.turn.sentence(self.session.game()) {
                Ok(sentence) => {
                    self.act(StoryAction::Sentence(sentence));
                }
                Err(problem) => self.status = Some(problem),
            },
            Message::PlayCertificate => self.certificate(false),
            Message::Veto => {
                self.act(StoryAction::Veto);
            }
            Message::Fine(player) => {
                self.act(StoryAction::Fine { player });
            }
            Message::DrawStarter => {
                let index = draw_starter(&mut rand::rng());
                self.act(StoryAction::StoryStarter { index });
            }
            Message::LastCardAnswered(murderer) => {
                self.act(StoryAction::LastCardAnswer { murderer });
            }
            Message::RevealMurderer(murderer) => {
                self.act(StoryAction::RevealMurderer { murderer });
            }
            Message::History(message) => {
                self.status = self.session.update(message);
                self.timer = None;
                self.ran_out = false;
                self.turn = turn::Form::fresh(self.session.game());
            }
            Message::Home => return Action::Home,
        }
        Action::None
    }

    fn tick(&mut self, now: Instant) {
        let warn_at = self.session.game().setup().map_or(0, |s| s.warning_seconds);
        let Some(timer) = &mut self.timer else {
            return;
        };
        timer.now = now;
        if now >= timer.deadline {
            sound::play(Cue::TimeUp);
            self.certificate(true);
        } else if !timer.warned
            && timer.deadline.saturating_duration_since(now)
                <= Duration::from_secs(u64::from(warn_at))
        {
            timer.warned = true;
            sound::play(Cue::Warning);
        }
    }

    /// A certificate of insanity: forced by the timer, or played for want of an idea.
    fn certificate(&mut self, timed_out: bool) {
        let text = self.turn.certificate_text();
        let author = self
            .session
            .game()
            .author()
            .and_then(|a| self.session.game().players().get(a))
            .map(|p| p.name.clone())
            .unwrap_or_default();
        let action = StoryAction::Certificate { timed_out, text };
        if timed_out {
            let said = msg!("crime-story-timed-out", author = author);
            self.ran_out = self.act_saying(action, Some(said));
        } else {
            self.act(action);
        }
    }

    /// Takes an action; says whether the rules accepted it.
    fn act(&mut self, action: StoryAction) -> bool {
        self.act_saying(action, None)
    }

    /// Takes an action, reporting it with `said` instead of the rules' words if accepted.
    fn act_saying(&mut self, action: StoryAction, said: Option<Msg>) -> bool {
        self.timer = None;
        let discarded = self.session.game().discarded();
        match self.session.act(action) {
            Ok(outcome) => {
                self.ran_out = false;
                let said = said.unwrap_or_else(|| match outcome.is_empty() {
                    true => msg!("crime-story-recorded"),
                    false => msg!(
                        "crime-story-recorded-outcome",
                        outcome = turn::parts(&outcome.msgs())
                    ),
                });
                // The dry round is the one thing the players must do with their hands now.
                let said = if self.session.game().discarded() > discarded {
                    msg!("crime-story-with-dry-round", said = said)
                } else {
                    said
                };
                self.status = Some(said);
                self.turn = turn::Form::fresh(self.session.game());
                true
            }
            Err(refusal) => {
                self.status = Some(refusal.reason().clone());
                false
            }
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let status = self.status.as_ref().map(Msg::now).unwrap_or_default();
        let body = match game.setup() {
            None => self.setup.view(status),
            Some(_) => self.turn.view(game, self.clock(), status),
        };
        self.session.frame(body, Message::History, Message::Home)
    }
}
