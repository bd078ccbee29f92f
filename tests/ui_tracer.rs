//! The board tracer driven like a player would: open a photo, place, connect, move, name a
//! city, check, save, and open the board again.

use alibi::record::Store;
use alibi::record::boards::{self, PICTURE_LONGEST};
use alibi::rules::crimewave::board::Loc;
use alibi::ui::app::Screen;
use alibi::ui::tracer::{self, CityChoice, Loading, Message as T, Tool};
use alibi::ui::{App, Message};
use iced::mouse;
use iced::{Event, Point, window};
use iced_test::selector;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The console window's size, as the app opens it.
fn console_ui(app: &App, window: window::Id) -> iced_test::Simulator<'_, Message> {
    iced_test::Simulator::with_size(iced::Settings::default(), (1280.0, 820.0), app.view(window))
}

fn feed(app: &mut App, messages: Vec<Message>) {
    for message in messages {
        let _ = app.update(message);
    }
}

fn click(app: &mut App, window: window::Id, label: &str) {
    let mut ui = console_ui(app, window);
    let _ = ui
        .click(label)
        .unwrap_or_else(|e| panic!("no \"{label}\" to click: {e:?}"));
    let messages: Vec<Message> = ui.into_messages().collect();
    feed(app, messages);
}

fn shows(app: &App, window: window::Id, wanted: &str) -> bool {
    console_ui(app, window).find(wanted).is_ok()
}

fn tracer(app: &mut App, message: T) {
    let _ = app.update(Message::Tracer(message));
}

fn screen(app: &App) -> &tracer::Screen {
    match app.screen() {
        Screen::Tracer(screen) => screen,
        _ => panic!("the tracer is not open"),
    }
}

/// Where on the console window the photo canvas is.
fn canvas_bounds(app: &App, window: window::Id) -> iced::Rectangle {
    console_ui(app, window)
        .find(selector::id("tracer-picture"))
        .expect("the photo is shown")
        .bounds()
}

/// A left click on the photo at `p` (window coordinates).
fn click_at(app: &mut App, window: window::Id, p: Point) {
    let mut ui = console_ui(app, window);
    ui.point_at(p);
    let _ = ui.simulate(iced_test::simulator::click());
    let messages: Vec<Message> = ui.into_messages().collect();
    feed(app, messages);
}

/// Presses at `from`, moves to `to` and lets go.
fn drag(app: &mut App, window: window::Id, from: Point, to: Point) {
    let mut ui = console_ui(app, window);
    ui.point_at(from);
    let _ = ui.simulate([Event::Mouse(mouse::Event::ButtonPressed(
        mouse::Button::Left,
    ))]);
    ui.point_at(to);
    let _ = ui.simulate([
        Event::Mouse(mouse::Event::CursorMoved { position: to }),
        Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)),
    ]);
    let messages: Vec<Message> = ui.into_messages().collect();
    feed(app, messages);
}

/// A photo-sized picture (12 megapixels): paper colour with a grid of dark dots.
fn make_photo(path: &Path, width: u32, height: u32) {
    let photo = image::RgbImage::from_fn(width, height, |x, y| {
        let dot = (x % 400 < 40) && (y % 400 < 40);
        if dot {
            image::Rgb([40, 40, 60])
        } else {
            image::Rgb([235, 228, 200 - ((x + y) % 50) as u8])
        }
    });
    photo.save(path).expect("the test photo is written");
}

/// Opens `path` in the tracer as the app would: the typed path, then the picture's news,
/// decoded here rather than on the app's thread (the simulator runs no tasks).
fn open_photo(app: &mut App, path: &Path) {
    tracer(app, T::PathTyped(path.display().to_string()));
    tracer(app, T::OpenPhoto);
    let mut stages = Vec::new();
    let result = boards::load_picture(path, PICTURE_LONGEST, |s| stages.push(s));
    for stage in stages {
        tracer(app, T::Picture(path.to_owned(), Loading::Stage(stage)));
    }
    tracer(
        app,
        T::Picture(path.to_owned(), Loading::Done(result.map(Arc::new))),
    );
}

/// Where location `loc` was clicked into place.
fn node_at(loc: Loc, placed: &[(Loc, Point)]) -> Point {
    placed
        .iter()
        .find(|(l, _)| *l == loc)
        .map(|(_, p)| *p)
        .expect("placed")
}

#[test]
fn a_board_is_traced_on_a_photo_saved_and_opened_again() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));
    let console = window::Id::unique();
    let mut app = App::new(store.clone(), console);

    click(&mut app, console, "Trace a board");
    assert!(shows(&app, console, "Board tracer"));
    assert!(shows(&app, console, "No boards saved yet."));

    let photo = dir.path().join("our board.jpg");
    make_photo(&photo, 4000, 3000);
    open_photo(&mut app, &photo);
    assert_eq!(
        screen(&app).photo_size(),
        Some((2400, 1800)),
        "shrunk to the kept size"
    );
    assert!(shows(
        &app,
        console,
        "Photo 2400 × 1800 (unsaved); another:"
    ));

    // Place three locations by clicking the photo.
    let bounds = canvas_bounds(&app, console);
    let c = bounds.center();
    let spots = [
        Point::new(c.x - 150.0, c.y - 100.0),
        Point::new(c.x + 150.0, c.y - 100.0),
        Point::new(c.x, c.y + 120.0),
    ];
    let mut placed = Vec::new();
    for (i, p) in spots.into_iter().enumerate() {
        click_at(&mut app, console, p);
        placed.push((i as Loc + 1, p));
    }
    let trace = screen(&app).trace().expect("a board is open");
    assert_eq!(
        trace.draft().nodes.iter().map(|n| n.id).collect::<Vec<_>>(),
        [1, 2, 3]
    );
    assert!(shows(&app, console, "Location 3"), "the new one is picked");
    assert!(trace.errors()[0].text.to_string().contains("not connected"));

    // Connect them in a triangle: 1–2, 2–3, 3–1.
    tracer(&mut app, T::ToolChosen(Tool::Connect));
    assert_eq!(
        canvas_bounds(&app, console),
        bounds,
        "the photo never shifts"
    );
    // Location 3 is still picked from placing it: start afresh beside the locations.
    click_at(&mut app, console, Point::new(c.x, c.y + 250.0));
    assert_eq!(screen(&app).trace().unwrap().selected(), None);
    for loc in [1, 2, 3, 1] {
        click_at(&mut app, console, node_at(loc, &placed));
    }
    let trace = screen(&app).trace().unwrap();
    assert_eq!(trace.draft().edges, [(1, 2), (2, 3), (3, 1)]);
    assert!(trace.errors().is_empty(), "{:?}", trace.errors());
    assert!(shows(
        &app,
        console,
        "Warning: the board has 3 locations; the printed board has 96"
    ));

    // Drag location 3 further down; the move can be undone with the app's Ctrl+Z.
    let before = trace.draft().nodes[2].clone();
    let p3 = node_at(3, &placed);
    drag(&mut app, console, p3, Point::new(p3.x, p3.y + 60.0));
    let moved = screen(&app).trace().unwrap().draft().nodes[2].clone();
    assert!(moved.y > before.y && (moved.x - before.x).abs() < 1e-3);
    let _ = app.update(Message::History(alibi::ui::session::Message::Undo));
    assert_eq!(screen(&app).trace().unwrap().draft().nodes[2], before);
    let _ = app.update(Message::History(alibi::ui::session::Message::Redo));
    assert_eq!(screen(&app).trace().unwrap().draft().nodes[2], moved);

    // Location 1 is Redding.
    // Location 1 is still picked from the last connection.
    tracer(&mut app, T::ToolChosen(Tool::Place));
    assert_eq!(screen(&app).trace().unwrap().selected(), Some(1));
    assert!(shows(&app, console, "Connected to 2, 3."));
    tracer(&mut app, T::CityChosen(CityChoice::City("Redding")));
    tracer(&mut app, T::NameTyped("Sam's board".into()));
    click(&mut app, console, "Save");
    let saved = screen(&app).file().expect("saved").to_owned();
    assert!(saved.starts_with(store.boards()));

    let (board, warnings) = boards::load_board(&saved).expect("the saved board loads");
    assert_eq!(board.name(), "Sam's board");
    assert_eq!(board.nodes().len(), 3);
    assert_eq!(board.edges().len(), 3);
    assert!(board.is_city(1));
    assert!(
        warnings
            .iter()
            .any(|w| w.text.to_string().contains("3 locations"))
    );
    let kept = boards::picture_path(&saved, board.image().expect("the photo is kept")).unwrap();
    let picture = boards::load_picture(&kept, PICTURE_LONGEST, |_| {}).unwrap();
    assert_eq!((picture.width, picture.height), (2400, 1800));
    let traced = screen(&app).trace().unwrap().draft().clone();

    // Back to the list, and open it again: same locations, connections, city and photo.
    click(&mut app, console, "Close");
    assert!(shows(&app, console, "Sam's board"));
    assert!(shows(
        &app,
        console,
        "Ready to play on · 3 locations · 3 connections · 1 city"
    ));
    click(&mut app, console, "Trace");
    tracer(
        &mut app,
        T::Picture(kept.clone(), Loading::Done(Ok(Arc::new(picture)))),
    );
    assert_eq!(screen(&app).trace().unwrap().draft(), &traced);
    assert_eq!(screen(&app).photo_size(), Some((2400, 1800)));
}

#[test]
fn broken_missing_and_non_picture_files_are_explained() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(Store::at(dir.path().join("data")), console);
    click(&mut app, console, "Trace a board");

    let text = dir.path().join("notes.png");
    std::fs::write(&text, "not a picture at all").unwrap();
    // A PNG cut off half way, and a JPEG cut off inside its headers.
    let damaged = dir.path().join("damaged.png");
    make_photo(&damaged, 600, 400);
    let bytes = std::fs::read(&damaged).unwrap();
    std::fs::write(&damaged, &bytes[..bytes.len() / 2]).unwrap();
    let cut = dir.path().join("cut.jpg");
    make_photo(&cut, 600, 400);
    let bytes = std::fs::read(&cut).unwrap();
    std::fs::write(&cut, &bytes[..40]).unwrap();
    let missing: PathBuf = dir.path().join("gone.jpg");

    for (path, expected) in [
        (&text, "is not a PNG or JPEG picture"),
        (&damaged, "could not be decoded"),
        (&cut, "could not be decoded"),
        (&missing, "There is no file at"),
    ] {
        open_photo(&mut app, path);
        let status = screen(&app).status().unwrap_or_default().to_owned();
        assert!(status.contains(expected), "{path:?}: {status}");
        assert!(shows(&app, console, &status), "the player sees it");
        assert!(screen(&app).trace().is_none(), "still on the list");
    }
}

#[test]
fn the_stand_in_is_a_starting_point_and_checks_show_their_locations() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(Store::at(dir.path().join("data")), console);
    click(&mut app, console, "Trace a board");
    click(&mut app, console, "Start from the stand-in");
    let trace = screen(&app).trace().unwrap();
    assert_eq!(trace.draft().nodes.len(), 96);
    assert!(trace.errors().is_empty() && trace.warnings().is_empty());
    assert!(shows(
        &app,
        console,
        "No errors, no warnings: the board agrees with everything the rulebook says."
    ));

    // Naming 41 Fresno as well gives a warning that points at both Fresnos.
    tracer(&mut app, T::Canvas(tracer::canvas::Message::Clicked(41)));
    tracer(&mut app, T::CityChosen(CityChoice::City("Fresno")));
    let warning = screen(&app)
        .trace()
        .unwrap()
        .warnings()
        .iter()
        .find(|w| {
            w.text
                .to_string()
                .starts_with("Fresno names more than one location")
        })
        .cloned()
        .expect("a warning about two Fresnos");
    assert!(warning.at.contains(&41) && warning.at.len() == 2);
    click(
        &mut app,
        console,
        &format!("Warning: {} (click to show)", warning.text),
    );
    assert_eq!(screen(&app).shown(), warning.at.as_slice());

    // A location numbered twice is an error naming it.
    tracer(&mut app, T::NumberTyped("40".into()));
    tracer(&mut app, T::Renumber);
    assert!(
        screen(&app)
            .status()
            .unwrap()
            .contains("already on the board")
    );
    tracer(&mut app, T::DeleteLocation);
    let trace = screen(&app).trace().unwrap();
    assert_eq!(trace.draft().nodes.len(), 95);
    assert!(trace.draft().edges.iter().all(|&(a, b)| a != 41 && b != 41));

    // Closing with unsaved changes asks first.
    click(&mut app, console, "Close");
    assert!(screen(&app).trace().is_some());
    click(&mut app, console, "Close");
    assert!(screen(&app).trace().is_none());
}

#[test]
fn zooms_and_pans_that_arrive_together_all_count() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(Store::at(dir.path().join("data")), console);
    click(&mut app, console, "Trace a board");
    click(&mut app, console, "Start from the stand-in");
    let centre = canvas_bounds(&app, console).center();

    // Three wheel steps in one batch, as when drawing lags behind the mouse.
    let mut ui = console_ui(&app, console);
    ui.point_at(centre);
    let wheel = Event::Mouse(mouse::Event::WheelScrolled {
        delta: mouse::ScrollDelta::Lines { x: 0.0, y: 1.0 },
    });
    let _ = ui.simulate([wheel.clone(), wheel.clone(), wheel]);
    let messages: Vec<Message> = ui.into_messages().collect();
    let last = messages.last().cloned().expect("the view moved");
    let Message::Tracer(T::Canvas(tracer::canvas::Message::Looked(camera))) = last else {
        panic!("not a camera move: {last:?}");
    };
    assert!(
        (camera.zoom - alibi::ui::widget::camera::WHEEL_STEP.powi(3)).abs() < 1e-4,
        "{camera:?}"
    );
    assert!(
        (camera.center.x - 0.5).abs() < 1e-3 && (camera.center.y - 0.5).abs() < 1e-3,
        "zoomed about the pointer, here the middle: {camera:?}"
    );
}
