mod common;
use alibi::record::{SavedGame, Store};
use alibi::rules::Rules;
use alibi::rules::intent::IntentToKill;
use alibi::ui::App;
use alibi::ui::app::Screen;
use common::typing::Keyboard;
use iced::window;
use std::path::Path;

fn played<G: alibi::transcript::Dialect>(file: &str) -> Vec<G::Action> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts").join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    alibi::transcript::replay::<G>(&text, path.parent().unwrap()).actions
}

fn save<G: Rules>(store: &Store, name: &str, actions: &[G::Action]) {
    let mut saved = SavedGame::<G>::new(store.new_game_path(G::GAME, name, 1_000), name.into(), 1_000);
    for action in actions {
        saved.record.apply(action.clone()).unwrap();
    }
    saved.save(2_000).unwrap();
}

#[test]
fn experiment() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let actions = played::<IntentToKill>("intent/full-game.alibi");
    // Up to the marker's arrival at 5 in round 1.
    let at = actions.iter().position(|a| *a == alibi::rules::intent::Action::Detective(5)).unwrap();
    let at = actions[at + 1..].iter().position(|a| *a == alibi::rules::intent::Action::Detective(5)).unwrap() + at + 1;
    save::<IntentToKill>(&store, "Typing", &actions[..=at]);
    let console = window::Id::unique();
    let mut app = App::new(store, console);
    common::ui::click(&mut app, console, "Typing");
    let reporter = alibi::rules::intent::Civilian::parse("reporter").unwrap();
    let _ = app.update(alibi::ui::Message::IntentToKill(alibi::ui::intent::Message::CivilianPicked(reporter)));
    let mut keys = Keyboard::console(console);
    keys.type_text(&mut app, "q");
    eprintln!("after q: {:?}", keys.fields(&mut app));
    keys.type_text(&mut app, "t");
    eprintln!("after t: {:?}", keys.fields(&mut app));
    keys.type_text(&mut app, "a");
    eprintln!("after a: {:?}", keys.fields(&mut app));
    if let Screen::IntentToKill(s) = app.screen() { eprintln!("len {}", s.session().record().actions().len()); }
}
