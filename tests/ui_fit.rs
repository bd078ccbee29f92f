//! Every screen fits the sizes the docs promise — the console at 1280×800, the table screen
//! at 1280×720 — in all six languages and the pseudo-language (the longest words): no text
//! larger than its box, none leaving the boxes around it or covering another, no list that
//! scrolls shrunk to nothing. The tour (`common::tour`) stops at every screen worth looking
//! at; `common::fit` measures each one as the windows lay it out.
//!
//! With `ALIBI_GALLERY` naming a folder, every stop is also drawn there, a folder per
//! language (`de/intent-city-console.png`, `de/intent-city-table.png`): the gallery to look
//! at.

mod common;

use alibi::i18n::Language;
use alibi::ui::Message;
use std::path::PathBuf;

/// The console as the docs promise it fits: a 1280×800 laptop screen.
const CONSOLE: (f32, f32) = (1280.0, 800.0);
/// The table screen: a 1280×720 TV or projector.
const TABLE: (f32, f32) = (1280.0, 720.0);

#[test]
fn every_screen_fits_in_every_language() {
    let gallery = std::env::var_os("ALIBI_GALLERY").map(PathBuf::from);
    let mut troubles = Vec::new();
    for language in Language::ALL.into_iter().chain([Language::Pseudo]) {
        let _speaking = common::ui::Speaking::new(language);
        let folder = gallery.as_ref().map(|g| g.join(language.code()));
        if let Some(folder) = &folder {
            std::fs::create_dir_all(folder).expect("the gallery's folder");
        }
        let mut stops = Vec::new();
        common::tour::walk(&mut |app, console, stop| {
            stops.push(stop.to_owned());
            let table = || alibi::ui::table::window_view::<Message>(app.public(), app.seal_strip());
            for (window, size) in [("console", CONSOLE), ("table", TABLE)] {
                let view = match window {
                    "console" => app.view(console),
                    _ => table(),
                };
                for trouble in common::fit::measure(view, size).troubles {
                    troubles.push(format!("{} {stop} {window}: {trouble}", language.code()));
                }
                if let Some(folder) = &folder {
                    let view = match window {
                        "console" => app.view(console),
                        _ => table(),
                    };
                    let size = (size.0 as u32, size.1 as u32);
                    let png =
                        alibi::ui::picture::png(view, size, &app.theme(console)).expect("drawn");
                    std::fs::write(folder.join(format!("{stop}-{window}.png")), png)
                        .expect("written");
                }
            }
        });
        // The tour went everywhere (a stop it misses would go unmeasured).
        for wanted in [
            "home-phones",
            "murdero-scores",
            "crime-story-story",
            "keystone-rolled",
            "intent-pane-history",
            "intent-audit",
            "intent-alibi-announces",
            "intent-alibi-detective",
            "intent-alibi-question",
            "intent-alibi-city",
            "crimewave-ready",
            "crimewave-trials",
            "crimewave-ended",
            "crimewave-alibi-murders",
            "lock",
        ] {
            assert!(
                stops.iter().any(|s| s == wanted),
                "{}: the tour never reached {wanted}: {stops:?}",
                language.code()
            );
        }
    }
    assert!(
        troubles.is_empty(),
        "{} texts don't fit:\n{}",
        troubles.len(),
        troubles.join("\n")
    );
}
