//! Intent to Kill through the screens: the game on the console, and the Detective walked to
//! where the engine allows what a test wants to do.

use alibi::rules::Rules;
use alibi::rules::intent::city::adjacent;
use alibi::rules::intent::{Action, Civilian, IntentToKill, Try};
use alibi::ui::app::Screen;
use alibi::ui::{App, Message};

/// The game on the Intent to Kill console.
pub fn game(app: &App) -> IntentToKill {
    match app.screen() {
        Screen::IntentToKill(screen) => screen.session().game().clone(),
        _ => panic!("not on the Intent to Kill screen"),
    }
}

/// Walks the Detective (clicking blocks, within its movement points) to where the engine
/// allows `what` for someone who is not one of `avoid`, and returns who; `None` when nobody
/// is within reach (the marker then stays where it is).
pub fn walk_to(app: &mut App, avoid: &[Civilian], what: fn(Civilian) -> Try) -> Option<Civilian> {
    walk_until(app, |sim| {
        sim.city()
            .civilians()
            .find(|&c| !avoid.contains(&c) && sim.may_investigate(what(c)).is_ok())
    })
}

/// Walks the Detective (clicking blocks, within its movement points) to
/// where `found` finds something in the game, and returns it; `None` when nothing within
/// reach does (the marker then stays where it is).
pub fn walk_until<T>(app: &mut App, found: impl Fn(&IntentToKill) -> Option<T>) -> Option<T> {
    let g = game(app);
    let here = g.city().detective();
    let mut walks = vec![vec![]];
    for a in adjacent(here) {
        walks.push(vec![a]);
        for b in adjacent(a) {
            walks.push(vec![a, b]);
        }
    }
    for walk in walks {
        let mut sim = g.clone();
        if !walk
            .iter()
            .all(|&b| sim.apply(&Action::Detective(b)).is_ok())
        {
            continue;
        }
        if let Some(thing) = found(&sim) {
            for b in walk {
                let task = app.update(Message::IntentToKill(
                    alibi::ui::intent::Message::BlockPicked(b),
                ));
                super::ui::run(app, task);
            }
            assert_eq!(game(app).city().detective(), sim.city().detective());
            return Some(thing);
        }
    }
    None
}
