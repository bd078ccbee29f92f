//! The console lock: a neutral cover over the console until the PIN is typed, with a growing
//! wait after too many wrong tries. The table window keeps showing the public view.

use super::style;
use crate::i18n::Msg;
use crate::{msg, pin, t};
use iced::widget::{button, center, column, text, text_input};
use iced::{Center, Element, Subscription};
use std::time::{Duration, Instant};

/// Whether the console is locked, and the state of the unlock attempts.
#[derive(Debug, Clone, Default)]
pub struct Lock {
    locked: bool,
    /// The digits typed so far, wiped when replaced or dropped.
    typed: pin::Typed,
    failures: u32,
    /// No try is accepted before this moment.
    wait_until: Option<Instant>,
    message: Option<Msg>,
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
        self.typed.clear();
        self.message = None;
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
            Message::Typed(typed) => {
                if typed.len() <= 8 && typed.bytes().all(|b| b.is_ascii_digit()) {
                    self.typed = pin::Typed::new(typed);
                }
            }
            Message::Unlock => {
                if self.waiting(now).is_some() {
                    return None;
                }
                let typed = std::mem::take(&mut self.typed);
                let Some(stored) = stored else {
                    // Without a stored PIN there is nothing to guard: the lock opens.
                    *self = Self::default();
                    return None;
                };
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
            }
            Message::Tick => {}
        }
        None
    }

    /// How long until the next try is accepted, if a wait runs.
    fn waiting(&self, now: Instant) -> Option<Duration> {
        self.wait_until
            .and_then(|until| until.checked_duration_since(now))
            .filter(|left| !left.is_zero())
    }

    /// The cover: nothing of the game, only the way back in.
    pub fn view(&self, now: Instant) -> Element<'_, Message> {
        let waiting = self.waiting(now);
        let field = text_input(&t!("lock-pin"), self.typed.as_str())
            .secure(true)
            .id("pin")
            .width(220)
            .on_input_maybe(waiting.is_none().then_some(Message::Typed))
            .on_submit(Message::Unlock);
        let note = match waiting {
            Some(left) => t!("lock-next-try", seconds = left.as_secs() + 1),
            None => self.message.as_ref().map(Msg::now).unwrap_or_default(),
        };
        center(
            column![
                text(t!("app-name"))
                    .size(style::TITLE * 2.0)
                    .font(style::BOLD),
                text(t!("lock-locked")),
                field,
                button(text(t!("lock-unlock")))
                    .on_press_maybe(waiting.is_none().then_some(Message::Unlock)),
                text(note),
            ]
            .spacing(14)
            .align_x(Center),
        )
        .into()
    }

    /// A tick each second while a wait runs, so the countdown moves; nothing otherwise.
    pub fn subscription(&self, now: Instant) -> Subscription<Message> {
        match self.waiting(now) {
            Some(_) => iced::time::every(Duration::from_secs(1)).map(|_| Message::Tick),
            None => Subscription::none(),
        }
    }
}

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
        assert_eq!(lock.waiting(start), Some(Duration::from_secs(2)));
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
        assert_eq!(lock.typed.as_str(), "");
        lock.update(Message::Typed("123456789".into()), None, Instant::now());
        assert_eq!(lock.typed.as_str(), "");
        lock.update(Message::Typed("0042".into()), None, Instant::now());
        assert_eq!(lock.typed.as_str(), "0042");
    }
}
