//! The console lock: a neutral cover over the console until the PIN is typed, with a growing
//! wait after too many wrong tries. The table window keeps showing the public view.
//!
//! The same PIN guards the end-of-game reveal on a private console ([`Guard`]): the secrets
//! are the hidden player's, so whoever stands at the laptop types the PIN to show them (or,
//! without a PIN, a word, so that a stray key can't).

use super::style;
use crate::i18n::Msg;
use crate::{msg, pin, t};
use iced::widget::{button, center, column, row, text, text_input};
use iced::{Center, Element, Subscription};
use std::time::{Duration, Instant};

/// Tries at the PIN: the digits typed, the wrong tries so far and the wait they earned.
#[derive(Debug, Clone, Default)]
struct Tries {
    /// The digits typed so far, wiped when replaced or dropped.
    typed: pin::Typed,
    failures: u32,
    /// No try is accepted before this moment.
    wait_until: Option<Instant>,
    message: Option<Msg>,
}

impl Tries {
    /// Takes typed digits (anything else, or more than eight, is not taken).
    fn type_in(&mut self, typed: String) {
        if typed.len() <= 8 && typed.bytes().all(|b| b.is_ascii_digit()) {
            self.typed = pin::Typed::new(typed);
        }
    }

    /// Tries the typed PIN against `stored`: `Some` with it when it is right. A wrong one
    /// counts, and after the free tries makes the next one wait.
    fn attempt(&mut self, stored: &str, now: Instant) -> Option<pin::Typed> {
        if self.waiting(now).is_some() {
            return None;
        }
        let typed = std::mem::take(&mut self.typed);
        if pin::verify(typed.as_str(), stored) {
            *self = Self::default();
            return Some(typed);
        }
        self.failures += 1;
        let wait = pin::wait_after(self.failures);
        self.wait_until = (!wait.is_zero()).then(|| now + wait);
        self.message = Some(match self.failures {
            n if n < pin::FREE_TRIES => msg!("lock-wrong"),
            _ => msg!("lock-wrong-wait", seconds = wait.as_secs()),
        });
        None
    }

    /// How long until the next try is accepted, if a wait runs.
    fn waiting(&self, now: Instant) -> Option<Duration> {
        self.wait_until
            .and_then(|until| until.checked_duration_since(now))
            .filter(|left| !left.is_zero())
    }

    /// What to say under the field: the wait left, or why the last try failed.
    fn note(&self, now: Instant) -> String {
        match self.waiting(now) {
            Some(left) => t!("lock-next-try", seconds = left.as_secs() + 1),
            None => self.message.as_ref().map(Msg::now).unwrap_or_default(),
        }
    }
}

/// Whether the console is locked, and the state of the unlock attempts.
#[derive(Debug, Clone, Default)]
pub struct Lock {
    locked: bool,
    tries: Tries,
}

/// What happened on the lock's cover.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// A digit was typed into the PIN field.
    Typed(String),
    /// Try the typed PIN.
    Unlock,
    /// A second passed while a wait runs (refreshes the countdown).
    Tick,
}

impl Lock {
    /// Covers the console.
    pub fn lock(&mut self) {
        self.locked = true;
        self.tries.typed.clear();
        self.tries.message = None;
    }

    /// Whether the console is covered.
    pub fn is_locked(&self) -> bool {
        self.locked
    }

    /// Handles the cover's messages; `stored` is the PIN's hash. Returns the PIN when it was
    /// typed right and opened the lock (it also opens the sealed games).
    pub fn update(
        &mut self,
        message: Message,
        stored: Option<&str>,
        now: Instant,
    ) -> Option<pin::Typed> {
        match message {
            Message::Typed(typed) => self.tries.type_in(typed),
            Message::Unlock => {
                let Some(stored) = stored else {
                    // Without a stored PIN there is nothing to guard: the lock opens.
                    *self = Self::default();
                    return None;
                };
                let opened = self.tries.attempt(stored, now);
                if opened.is_some() {
                    *self = Self::default();
                }
                return opened;
            }
            Message::Tick => {}
        }
        None
    }

    /// The cover: nothing of the game, only the way back in.
    pub fn view(&self, now: Instant) -> Element<'_, Message> {
        let waiting = self.tries.waiting(now);
        let field = text_input(&t!("lock-pin"), self.tries.typed.as_str())
            .secure(true)
            .id("pin")
            .width(220)
            .on_input_maybe(waiting.is_none().then_some(Message::Typed))
            .on_submit(Message::Unlock);
        center(
            column![
                text(t!("app-name"))
                    .size(style::TITLE * 2.0)
                    .font(style::BOLD),
                text(t!("lock-locked")),
                field,
                button(text(t!("lock-unlock")))
                    .on_press_maybe(waiting.is_none().then_some(Message::Unlock)),
                text(self.tries.note(now)),
            ]
            .spacing(14)
            .align_x(Center),
        )
        .into()
    }

    /// A tick each second while a wait runs, so the countdown moves; nothing otherwise.
    pub fn subscription(&self, now: Instant) -> Subscription<Message> {
        match self.tries.waiting(now) {
            Some(_) => iced::time::every(Duration::from_secs(1)).map(|_| Message::Tick),
            None => Subscription::none(),
        }
    }
}

/// The end-of-game reveal's guard on a private console: the PIN when one is set, with the
/// lock's growing wait after wrong tries; without one, the reveal word in the table's
/// language (or in English).
#[derive(Debug, Clone, Default)]
pub struct Guard {
    /// The word typed (without a PIN).
    word: String,
    /// The tries at the PIN.
    tries: Tries,
    open: bool,
}

/// What happened at the reveal's guard.
#[derive(Debug, Clone, PartialEq)]
pub enum GuardMessage {
    /// The field was typed in.
    Typed(String),
    /// Show the secrets (Enter, or the button).
    Show,
    /// Hide them again.
    Hide,
}

impl Guard {
    /// Handles a message; `pin_hash` is the PIN's stored hash, if one is set.
    pub fn update(&mut self, message: GuardMessage, pin_hash: Option<&str>, now: Instant) {
        match (message, pin_hash) {
            (GuardMessage::Typed(typed), Some(_)) => self.tries.type_in(typed),
            (GuardMessage::Typed(typed), None) => self.word = typed,
            (GuardMessage::Show, Some(stored)) => {
                self.open = self.tries.attempt(stored, now).is_some();
            }
            (GuardMessage::Show, None) => {
                let typed = self.word.trim();
                self.open = typed.eq_ignore_ascii_case(&t!("lock-reveal-word"))
                    || typed.eq_ignore_ascii_case(REVEAL_WORD);
                self.tries.message = (!self.open).then(|| msg!("lock-reveal-not-the-word"));
            }
            (GuardMessage::Hide, _) => *self = Self::default(),
        }
    }

    /// Whether the secrets are on show.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The guard: what to type (the PIN, or the word) in a field with this `id`, and the
    /// button; once open, the button that hides the secrets again.
    pub fn view(&self, pin: bool, id: &'static str, now: Instant) -> Element<'_, GuardMessage> {
        if self.open {
            return button(text(t!("lock-reveal-hide")))
                .on_press(GuardMessage::Hide)
                .into();
        }
        let waiting = self.tries.waiting(now);
        let (ask, field) = if pin {
            (
                t!("lock-reveal-pin"),
                text_input(&t!("lock-pin"), self.tries.typed.as_str()).secure(true),
            )
        } else {
            (
                t!("lock-reveal-type", word = msg!("lock-reveal-word")),
                text_input(&t!("lock-reveal-word"), &self.word),
            )
        };
        column![
            text(ask),
            row![
                field
                    .id(id)
                    .width(200)
                    .on_input_maybe(waiting.is_none().then_some(GuardMessage::Typed))
                    .on_submit(GuardMessage::Show),
                button(text(t!("lock-reveal-show")))
                    .on_press_maybe(waiting.is_none().then_some(GuardMessage::Show)),
            ]
            .spacing(10)
            .align_y(Center),
            text(self.tries.note(now)).size(style::BODY - 2.0),
        ]
        .spacing(6)
        .into()
    }
}

/// The reveal word in English, understood in every language.
pub const REVEAL_WORD: &str = "reveal";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_right_pin_opens_and_wrong_ones_make_the_next_try_wait() {
        let stored = pin::hash("2468").unwrap();
        let mut lock = Lock::default();
        lock.lock();
        let start = Instant::now();
        for _ in 0..pin::FREE_TRIES {
            lock.update(Message::Typed("1111".into()), Some(&stored), start);
            lock.update(Message::Unlock, Some(&stored), start);
        }
        assert!(lock.is_locked());
        assert_eq!(lock.tries.waiting(start), Some(Duration::from_secs(2)));
        // During the wait even the right PIN is not tried.
        lock.update(Message::Typed("2468".into()), Some(&stored), start);
        lock.update(Message::Unlock, Some(&stored), start);
        assert!(lock.is_locked());
        let later = start + Duration::from_secs(3);
        lock.update(Message::Typed("2468".into()), Some(&stored), later);
        assert_eq!(
            lock.update(Message::Unlock, Some(&stored), later)
                .as_ref()
                .map(pin::Typed::as_str),
            Some("2468"),
            "the PIN that opened the lock opens the sealed games too"
        );
        assert!(!lock.is_locked());
    }

    #[test]
    fn only_digits_can_be_typed() {
        let mut lock = Lock::default();
        lock.update(Message::Typed("12a".into()), None, Instant::now());
        assert_eq!(lock.tries.typed.as_str(), "");
        lock.update(Message::Typed("123456789".into()), None, Instant::now());
        assert_eq!(lock.tries.typed.as_str(), "");
        lock.update(Message::Typed("0042".into()), None, Instant::now());
        assert_eq!(lock.tries.typed.as_str(), "0042");
    }

    #[test]
    fn the_reveal_opens_with_the_pin_when_one_is_set_and_with_the_word_otherwise() {
        let stored = pin::hash("2468").unwrap();
        let now = Instant::now();
        let mut guard = Guard::default();
        guard.update(GuardMessage::Typed("reveal".into()), Some(&stored), now);
        guard.update(GuardMessage::Show, Some(&stored), now);
        assert!(!guard.is_open(), "the word is no PIN");
        guard.update(GuardMessage::Typed("2468".into()), Some(&stored), now);
        guard.update(GuardMessage::Show, Some(&stored), now);
        assert!(guard.is_open());
        guard.update(GuardMessage::Hide, Some(&stored), now);
        assert!(!guard.is_open());

        let mut plain = Guard::default();
        plain.update(GuardMessage::Typed("reve".into()), None, now);
        plain.update(GuardMessage::Show, None, now);
        assert!(!plain.is_open(), "a part of the word is not enough");
        plain.update(GuardMessage::Typed(" Reveal ".into()), None, now);
        plain.update(GuardMessage::Show, None, now);
        assert!(plain.is_open());
    }
}
