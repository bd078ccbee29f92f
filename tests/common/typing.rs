//! Typing on a window as a person does: each key goes to the focused widget first, and only a
//! key no widget took reaches the app's shortcuts — with the widgets' state (which field has
//! the keyboard, what it holds) kept from one keystroke to the next, as the real window keeps
//! it. The simulator alone forgets it between two drawings, so it can't show a field that
//! loses the keyboard after its first letter.

use alibi::ui::{App, Message};
use iced::advanced::widget;
use iced::keyboard::{self, Key};
use iced::{Event, Size, window};
use iced_runtime::user_interface::{Cache, UserInterface};
use iced_test::renderer::Renderer;

/// A keyboard on one window of the app.
pub struct Keyboard {
    window: window::Id,
    size: Size,
    renderer: Renderer,
    cache: Option<Cache>,
    cursor: iced::mouse::Cursor,
    /// Widget operations the app asked for (the focus moved to a field), applied at the next
    /// drawing.
    operations: Vec<Box<dyn widget::Operation>>,
}

impl Keyboard {
    /// A keyboard on the console window (1280×820).
    pub fn console(window: window::Id) -> Self {
        use iced::advanced::renderer::Headless;
        let renderer = iced::futures::executor::block_on(<Renderer as Headless>::new(
            iced::Font::with_name("Fira Sans"),
            iced::Pixels(16.0),
            None,
        ))
        .expect("a headless renderer");
        Keyboard {
            window,
            size: Size::new(1280.0, 820.0),
            renderer,
            cache: None,
            cursor: iced::mouse::Cursor::Unavailable,
            operations: Vec::new(),
        }
    }

    /// Runs `events` through the window: the widgets first (their messages go to the app),
    /// then each event to the app's shortcuts with what the widgets made of it; every task
    /// the app returns runs to its end.
    pub fn send(&mut self, app: &mut App, events: Vec<Event>) {
        let mut messages = Vec::new();
        let statuses = {
            let view = app.view(self.window);
            let cache = self.cache.take().unwrap_or_default();
            let mut ui = UserInterface::build(view, self.size, cache, &mut self.renderer);
            for mut operation in std::mem::take(&mut self.operations) {
                loop {
                    ui.operate(&self.renderer, operation.as_mut());
                    match operation.finish() {
                        widget::operation::Outcome::Chain(next) => operation = next,
                        _ => break,
                    }
                }
            }
            let (_, statuses) = ui.update(
                &events,
                self.cursor,
                &mut self.renderer,
                &mut iced::advanced::clipboard::Null,
                &mut messages,
            );
            self.cache = Some(ui.into_cache());
            statuses
        };
        for message in messages {
            let task = app.update(message);
            self.run(app, task);
        }
        for (event, status) in events.into_iter().zip(statuses) {
            if let Some(message) = alibi::ui::app::app_shortcut(event, status, self.window) {
                let task = app.update(message);
                self.run(app, task);
            }
        }
        // One drawing more, so the operations asked for take effect before the next key.
        if !self.operations.is_empty() {
            self.send(app, Vec::new());
        }
    }

    /// Types `text`, one key at a time.
    pub fn type_text(&mut self, app: &mut App, text: &str) {
        for c in text.chars() {
            let events = iced_test::simulator::typewrite(&c.to_string()).collect();
            self.send(app, events);
        }
    }

    /// Presses and releases a named key (Escape, Tab, Enter…).
    pub fn tap(&mut self, app: &mut App, key: keyboard::key::Named) {
        let events = iced_test::simulator::tap_key(Key::Named(key), None).collect();
        self.send(app, events);
    }

    /// Clicks at a point of the window (into a field, say).
    pub fn click(&mut self, app: &mut App, at: iced::Point) {
        self.cursor = iced::mouse::Cursor::Available(at);
        let events = std::iter::once(Event::Mouse(iced::mouse::Event::CursorMoved {
            position: at,
        }))
        .chain(iced_test::simulator::click())
        .collect();
        self.send(app, events);
        self.cursor = iced::mouse::Cursor::Unavailable;
    }

    /// Puts the keyboard in the window's `n`-th text field (as a click into it would, wherever
    /// the field is scrolled to).
    pub fn focus(&mut self, app: &mut App, n: usize) {
        self.operations.push(Box::new(FocusNth { n, seen: 0 }));
        self.send(app, Vec::new());
    }

    /// Every text field on the window: where it is, what it shows and whether it has the
    /// keyboard.
    pub fn fields(&mut self, app: &mut App) -> Vec<Field> {
        let view = app.view(self.window);
        let cache = self.cache.take().unwrap_or_default();
        let mut ui = UserInterface::build(view, self.size, cache, &mut self.renderer);
        let mut fields = Fields(Vec::new());
        ui.operate(&self.renderer, &mut fields);
        self.cache = Some(ui.into_cache());
        fields.0
    }

    /// Runs a task the app returned to its end: its messages back into the app, its widget
    /// operations kept for the next drawing.
    fn run(&mut self, app: &mut App, task: iced::Task<Message>) {
        let Some(stream) = iced_runtime::task::into_stream(task) else {
            return;
        };
        let actions: Vec<_> =
            iced::futures::executor::block_on(iced::futures::StreamExt::collect::<Vec<_>>(stream));
        for action in actions {
            match action {
                iced_runtime::Action::Output(message) => {
                    let next = app.update(message);
                    self.run(app, next);
                }
                iced_runtime::Action::Widget(operation) => self.operations.push(operation),
                _ => {}
            }
        }
    }
}

/// A text field as the window has it.
#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    /// Where it is.
    pub bounds: iced::Rectangle,
    /// What it shows (its value, or its placeholder when empty).
    pub text: String,
    /// Whether it has the keyboard.
    pub focused: bool,
}

/// Collects every text field of a window.
struct Fields(Vec<Field>);

impl widget::Operation for Fields {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn widget::Operation)) {
        operate(self);
    }

    fn focusable(
        &mut self,
        _id: Option<&widget::Id>,
        bounds: iced::Rectangle,
        state: &mut dyn widget::operation::Focusable,
    ) {
        if let Some(field) = self.0.iter_mut().rev().find(|f| f.bounds == bounds) {
            field.focused = state.is_focused();
        } else {
            self.0.push(Field {
                bounds,
                text: String::new(),
                focused: state.is_focused(),
            });
        }
    }

    fn text_input(
        &mut self,
        _id: Option<&widget::Id>,
        bounds: iced::Rectangle,
        state: &mut dyn widget::operation::TextInput,
    ) {
        match self.0.iter_mut().rev().find(|f| f.bounds == bounds) {
            Some(field) => field.text = state.text().to_owned(),
            None => self.0.push(Field {
                bounds,
                text: state.text().to_owned(),
                focused: false,
            }),
        }
    }
}

/// Focuses the `n`-th text field of a window and lets go of every other.
struct FocusNth {
    n: usize,
    seen: usize,
}

impl widget::Operation for FocusNth {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn widget::Operation)) {
        operate(self);
    }

    fn focusable(
        &mut self,
        _id: Option<&widget::Id>,
        _bounds: iced::Rectangle,
        state: &mut dyn widget::operation::Focusable,
    ) {
        if self.seen == self.n {
            state.focus();
        } else {
            state.unfocus();
        }
        self.seen += 1;
    }
}
