//! Tracing a board: starting a tracing, the edits (placing, connecting, numbering, naming
//! cities, undo and redo), looking around the photo, closing, and saving into the data folder.

use super::{CityChoice, Message, Screen, Tool, Trace, Tracing, canvas, file_name, session};
use crate::msg;
use crate::record::boards::{self, PictureSource};
use crate::rules::crimewave::board::Loc;
use crate::ui::widget::camera::Camera;
use std::path::PathBuf;

impl Screen {
    /// Opens `trace` for tracing (saved at `file`, if it is), with no photo yet.
    pub(super) fn start(&mut self, trace: Trace, file: Option<PathBuf>) {
        self.tracing = Some(Tracing {
            next_typed: trace.next().to_string(),
            trace,
            file,
            photo: None,
            photo_unsaved: false,
            tool: Tool::Place,
            number_typed: String::new(),
            shown: Vec::new(),
            camera: Camera::default(),
            closing: false,
        });
    }

    /// The messages that change the board being traced.
    pub(super) fn edit(&mut self, message: Message) {
        let Some(t) = self.tracing.as_mut() else {
            return;
        };
        if !matches!(message, Message::Close) {
            t.closing = false;
        }
        // Looking around and typing leave the last news up; an edit replaces it.
        let keeps_status = matches!(
            message,
            Message::Canvas(canvas::Message::Looked(_))
                | Message::Look(_)
                | Message::Show(_)
                | Message::ToolChosen(_)
                | Message::NumberTyped(_)
                | Message::NameTyped(_)
        );
        let mut status = None;
        match message {
            // Connecting, a click beside the locations only drops the pick: a stray
            // location would be a surprise.
            Message::Canvas(canvas::Message::Place(..)) if t.tool == Tool::Connect => {
                t.trace.select(None);
            }
            Message::Canvas(canvas::Message::Place(x, y)) => match t.trace.place(x, y) {
                Ok(loc) => {
                    t.next_typed = t.trace.next().to_string();
                    t.number_typed = loc.to_string();
                    status = Some(msg!("tracer-placed", loc = loc));
                }
                Err(refusal) => status = Some(refusal),
            },
            Message::Canvas(canvas::Message::Clicked(loc)) => {
                match (t.tool, t.trace.selected()) {
                    (_, Some(picked)) if picked == loc => t.trace.select(None),
                    (Tool::Connect, Some(picked)) => {
                        status = Some(t.trace.toggle_connection(picked, loc));
                        t.trace.select(Some(loc));
                    }
                    _ => t.trace.select(Some(loc)),
                }
                t.number_typed = t
                    .trace
                    .selected()
                    .map(|l| l.to_string())
                    .unwrap_or_default();
            }
            Message::Canvas(canvas::Message::Moved(loc, x, y)) => t.trace.move_to(loc, x, y),
            Message::Canvas(canvas::Message::Looked(camera)) => t.camera = camera,
            Message::ToolChosen(tool) => t.tool = tool,
            Message::NextTyped(typed) => {
                if let Ok(next) = typed.trim().parse::<Loc>()
                    && let Err(refusal) = t.trace.set_next(next)
                {
                    status = Some(refusal);
                }
                t.next_typed = typed;
            }
            Message::NumberTyped(typed) => t.number_typed = typed,
            Message::Renumber => {
                if let Some(old) = t.trace.selected() {
                    status = Some(match t.number_typed.trim().parse::<Loc>() {
                        Ok(new) => match t.trace.renumber(old, new) {
                            Ok(()) => msg!("tracer-renumbered", old = old, new = new),
                            Err(refusal) => refusal,
                        },
                        Err(_) => msg!("tracer-type-a-number"),
                    });
                }
            }
            Message::CityChosen(choice) => {
                if let Some(loc) = t.trace.selected() {
                    let city = match choice {
                        CityChoice::None => None,
                        CityChoice::City(name) => Some(name),
                    };
                    t.trace.set_city(loc, city);
                }
            }
            Message::DeleteLocation => {
                if let Some(loc) = t.trace.selected() {
                    t.trace.delete(loc);
                    status = Some(msg!("tracer-deleted-location", loc = loc));
                }
            }
            Message::Deselect => t.trace.select(None),
            Message::Show(locs) => {
                t.camera = focus(&t.trace, &locs, t.camera);
                t.shown = locs;
            }
            Message::Look(step) => t.camera = t.camera.moved(step),
            Message::NameTyped(name) => t.trace.set_name(name),
            Message::History(session::Message::Undo) => {
                status = Some(if t.trace.undo() {
                    msg!("tracer-undone")
                } else {
                    msg!("tracer-nothing-to-undo")
                });
            }
            Message::History(session::Message::Redo) => {
                status = Some(if t.trace.redo() {
                    msg!("tracer-redone")
                } else {
                    msg!("tracer-nothing-to-redo")
                });
            }
            Message::History(session::Message::JumpTo(_)) => {}
            Message::Save => {
                self.save();
                return;
            }
            Message::Close => {
                if (t.trace.changed() || t.photo_unsaved) && !t.closing {
                    t.closing = true;
                    status = Some(msg!("tracer-unsaved-changes"));
                } else {
                    self.tracing = None;
                    self.opening = None;
                    self.status = None;
                    self.refresh();
                    return;
                }
            }
            _ => return,
        }
        if !keeps_status {
            self.status = status;
        }
    }

    /// Saves the open board (and a new photo beside it) into the data folder.
    fn save(&mut self) {
        let Some(t) = self.tracing.as_mut() else {
            return;
        };
        let path = t
            .file
            .clone()
            .unwrap_or_else(|| boards::new_board_path(&self.store, &t.trace.draft().name));
        let picture = match (&t.photo, t.photo_unsaved) {
            (Some(photo), true) => PictureSource::New(&photo.picture),
            _ => PictureSource::Unchanged,
        };
        match boards::write_board(&path, t.trace.draft(), picture) {
            Ok(written) => {
                t.trace.saved(written);
                t.photo_unsaved = false;
                let errors = t.trace.errors().len();
                let file = file_name(&path);
                self.status = Some(if errors == 0 {
                    msg!("tracer-saved-playable", file = file)
                } else {
                    msg!("tracer-saved-with-errors", file = file, count = errors)
                });
                t.file = Some(path);
                self.refresh();
            }
            Err(error) => self.status = Some(error),
        }
    }
}

/// The camera that shows `locs`: centred on them, close enough to see them together.
fn focus(trace: &Trace, locs: &[Loc], camera: Camera) -> Camera {
    let points: Vec<(f32, f32)> = trace
        .draft()
        .nodes
        .iter()
        .filter(|n| locs.contains(&n.id))
        .map(|n| (n.x, n.y))
        .collect();
    let Some(&(x0, y0)) = points.first() else {
        return camera;
    };
    let (mut left, mut top, mut right, mut bottom) = (x0, y0, x0, y0);
    for &(x, y) in &points {
        left = left.min(x);
        right = right.max(x);
        top = top.min(y);
        bottom = bottom.max(y);
    }
    let spread = (right - left).max(bottom - top);
    // Close in on one location; keep a spread-out group all in view.
    let zoom = (0.6 / spread.max(0.15)).clamp(1.0, 4.0);
    Camera {
        zoom,
        center: iced::Point::new((left + right) / 2.0, (top + bottom) / 2.0),
    }
    .clamped()
}
