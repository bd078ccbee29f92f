//! Driving the real app through iced_test's simulator, at the windows' own sizes.

use alibi::ui::{App, Message};
use iced::window;
use iced_test::selector::Candidate;

/// The console window as the app opens it (1280×820), so "below the fold" shows up in tests.
pub fn console_ui(app: &App, window: window::Id) -> iced_test::Simulator<'_, Message> {
    iced_test::Simulator::with_size(iced::Settings::default(), (1280.0, 820.0), app.view(window))
}

/// The table window as the app opens it (1280×720), built from the app's public view.
pub fn table_ui(app: &App) -> iced_test::Simulator<'_, Message> {
    iced_test::Simulator::with_size(
        iced::Settings::default(),
        (1280.0, 720.0),
        alibi::ui::table::window_view::<Message>(app.public(), app.seal_strip()),
    )
}

/// Clicks the button with exactly this label and feeds what it sends to the app.
pub fn click(app: &mut App, window: window::Id, label: &str) {
    for message in clicked(app, window, label) {
        let _ = app.update(message);
    }
}

/// What clicking the button with exactly this label sends.
fn clicked(app: &App, window: window::Id, label: &str) -> Vec<Message> {
    let mut ui = console_ui(app, window);
    let _ = ui
        .click(label)
        .unwrap_or_else(|e| panic!("no \"{label}\" to click: {e:?}"));
    ui.into_messages().collect()
}

/// Clicks the button with exactly this label and runs what it starts to its end (Alibi
/// thinks off the UI thread): what a person's click does, done before the test looks again.
pub fn press(app: &mut App, window: window::Id, label: &str) {
    for message in clicked(app, window, label) {
        let task = app.update(message);
        run(app, task);
    }
}

/// Whether a text (or field value) reads exactly `wanted` on the window.
pub fn shows(app: &App, window: window::Id, wanted: &str) -> bool {
    console_ui(app, window).find(wanted).is_ok()
}

/// The first text on a screen that contains `needle` (the simulator's own text selector
/// matches whole texts only).
pub fn text_containing(ui: &mut iced_test::Simulator<'_, Message>, needle: &str) -> Option<String> {
    let needle = needle.to_string();
    ui.find(move |candidate: Candidate<'_>| match candidate {
        Candidate::Text { content, .. } if content.contains(&needle) => Some(content.to_string()),
        _ => None,
    })
    .ok()
}

/// Runs a task the app returned to its end, feeding every message it produces back in (the
/// simulator runs none: a photo is decoded, games are sealed, off the UI thread).
pub fn run(app: &mut App, task: iced::Task<Message>) {
    let Some(stream) = iced_runtime::task::into_stream(task) else {
        return;
    };
    let actions: Vec<_> =
        iced::futures::executor::block_on(iced::futures::StreamExt::collect::<Vec<_>>(stream));
    for action in actions {
        if let iced_runtime::Action::Output(message) = action {
            let next = app.update(message);
            run(app, next);
        }
    }
}

/// The documentation's pictures: with `ALIBI_SCREENSHOTS` naming a folder, draws the console
/// (1280×820 and 1920×1080) and the table screen (1280×720, 1920×1080, and that one at a third
/// of its size, as a TV across the room shows it) into `NAME-console.png`,
/// `NAME-console-1080p.png`, `NAME-table.png`, `NAME-table-1080p.png` and
/// `NAME-table-third.png` there, with the windows' own renderer.
/// Without the variable it draws nothing. `scripts/refresh-pictures` draws them all into
/// `target/screenshots/` and copies into `docs/` the ones its pages show. A machine without a
/// desktop session can't keep the display awake: that banner is dismissed first, as it isn't
/// the picture's subject.
pub fn screenshot(app: &mut App, console: window::Id, name: &str) {
    let Some(folder) = std::env::var_os("ALIBI_SCREENSHOTS") else {
        return;
    };
    let _ = app.update(Message::DismissNotice);
    let app = &*app;
    let folder = std::path::PathBuf::from(folder);
    let theme = app.theme(console);
    let table = || alibi::ui::table::window_view::<Message>(app.public(), app.seal_strip());
    let draw = |view, size| alibi::ui::picture::png(view, size, &theme).expect("drawn");
    let write = |file: String, png: &[u8]| {
        std::fs::write(folder.join(&file), png).unwrap_or_else(|e| panic!("{file}: {e}"));
    };
    write(
        format!("{name}-console.png"),
        &draw(app.view(console), (1280, 820)),
    );
    write(
        format!("{name}-console-1080p.png"),
        &draw(app.view(console), (1920, 1080)),
    );
    write(format!("{name}-table.png"), &draw(table(), (1280, 720)));
    let big = draw(table(), (1920, 1080));
    write(format!("{name}-table-1080p.png"), &big);
    let third = image::load_from_memory(&big).expect("a PNG").resize(
        640,
        360,
        image::imageops::FilterType::Triangle,
    );
    let mut small = Vec::new();
    third
        .write_to(
            &mut std::io::Cursor::new(&mut small),
            image::ImageFormat::Png,
        )
        .expect("encoded");
    write(format!("{name}-table-third.png"), &small);
}

/// Every text on a window, in the order drawn (for the translation checks).
pub fn texts(ui: &mut iced_test::Simulator<'_, Message>) -> Vec<String> {
    let mut all = Vec::new();
    let _ = ui.find(|candidate: Candidate<'_>| {
        if let Candidate::Text { content, .. } = candidate {
            all.push(content.to_string());
        }
        None::<()>
    });
    all
}

/// The words of a text drawn in the pseudo-language that did not come from the message files:
/// everything outside its `[…]` parts that reads as a word (two letters or more), less the
/// `known` words the test itself typed (players' names).
pub fn untranslated(text: &str, known: &[&str]) -> Vec<String> {
    let mut outside = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '[' => depth += 1,
            ']' if depth > 0 => depth -= 1,
            _ if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    outside
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2 && !known.contains(w))
        .map(str::to_owned)
        .collect()
}

/// Speaks `language` until dropped, then English again (a failed test leaves it English).
/// The language is process-global: a test file that sets one serializes its tests.
pub struct Speaking;

impl Speaking {
    pub fn new(language: alibi::i18n::Language) -> Self {
        alibi::i18n::set(language);
        Speaking
    }
}

impl Drop for Speaking {
    fn drop(&mut self) {
        alibi::i18n::set(alibi::i18n::Language::English);
    }
}

/// The Crimewave game on the console.
pub fn crimewave(app: &App) -> alibi::rules::crimewave::Crimewave {
    match app.screen() {
        alibi::ui::app::Screen::Crimewave(screen) => screen.session().game().clone(),
        _ => panic!("not on the Crimewave console"),
    }
}

/// Sends a message to the Crimewave console and runs what it starts to its end.
pub fn crimewave_send(app: &mut App, message: alibi::ui::crimewave::Message) {
    let task = app.update(Message::Crimewave(message));
    run(app, task);
}
