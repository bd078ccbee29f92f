//! The look shared by every screen: the bundled font, text sizes and the two themes.

use iced::font::{self, Font};
use iced::widget::{button, container};
use iced::{Border, Color, Theme};

/// Inter, bundled so text renders on a machine with no fonts installed.
pub const FONT: Font = Font::with_name("Inter");
/// Inter Bold, for numbers and answers read from across the table.
pub const BOLD: Font = Font {
    weight: font::Weight::Bold,
    ..FONT
};
/// The font files, in the binary.
static FONT_FILES: [&[u8]; 2] = [
    include_bytes!("../../assets/fonts/Inter-Regular.otf"),
    include_bytes!("../../assets/fonts/Inter-Bold.otf"),
];

/// Puts Inter in iced's font system, once, before any text is laid out (the console once its
/// window is up, before its first screen; a picture before it draws). The faces are read
/// where they lie in the binary: iced's own font loading would keep a copy of each on the
/// heap too.
pub fn load_fonts() {
    static LOADED: std::sync::Once = std::sync::Once::new();
    LOADED.call_once(|| {
        let mut fonts = iced::advanced::graphics::text::font_system()
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for file in FONT_FILES {
            let source = iced::advanced::graphics::text::cosmic_text::fontdb::Source::Binary(
                std::sync::Arc::new(file),
            );
            fonts.raw().db_mut().load_font_source(source);
        }
    });
}

/// Running text on the console.
pub const BODY: f32 = 16.0;
/// Section headings on the console.
pub const HEADING: f32 = 22.0;
/// Screen titles.
pub const TITLE: f32 = 34.0;
/// Text meant to be read from three metres away on the table screen.
pub const TABLE_TEXT: f32 = 30.0;
/// The latest answer on the table screen.
pub const TABLE_ANSWER: f32 = 84.0;

/// The theme for the chosen brightness.
pub fn theme(dark: bool) -> Theme {
    if dark { Theme::Dark } else { Theme::Light }
}

/// A raised panel that groups one part of a screen.
pub fn panel(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.background.weak.color.into()),
        border: Border {
            radius: 10.0.into(),
            width: 1.0,
            color: palette.background.strong.color,
        },
        ..container::Style::default()
    }
}

/// A framed label, like the scene plates drawn on the board.
pub fn plate(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        border: Border {
            radius: 2.0.into(),
            width: 2.0,
            color: palette.background.strongest.color,
        },
        ..container::Style::default()
    }
}

/// A banner for something that went wrong and needs reading.
pub fn warning_banner(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.warning.weak.color.into()),
        text_color: Some(palette.warning.weak.text),
        border: Border {
            radius: 6.0.into(),
            width: 1.0,
            color: palette.warning.strong.color,
        },
        ..container::Style::default()
    }
}

/// A list entry that can be clicked (a saved game): flat until hovered.
pub fn list_entry(theme: &Theme, status: button::Status) -> button::Style {
    let palette = theme.extended_palette();
    let background = match status {
        button::Status::Hovered | button::Status::Pressed => palette.background.strong.color,
        button::Status::Active | button::Status::Disabled => palette.background.weak.color,
    };
    button::Style {
        background: Some(background.into()),
        text_color: palette.background.base.text,
        border: Border {
            radius: 6.0.into(),
            width: 1.0,
            color: palette.background.strong.color,
        },
        ..button::Style::default()
    }
}

/// Text that is there for information only (greyed out).
pub fn muted(theme: &Theme) -> Color {
    let palette = theme.extended_palette();
    palette.background.strongest.color
}
