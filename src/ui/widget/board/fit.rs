//! Board fractions ↔ canvas pixels for one frame, and the sizes things are drawn at: on the
//! console sized for the mouse, on the table sized from the window to be read across a room.

use super::Look;
use crate::ui::widget::camera::{Camera, Projection};
use iced::{Point, Size};

/// A location's radius on the console at zoom 1, as a fraction of the board's height.
const NODE_SIZE: f32 = 0.014;
/// The console's location numbers and labels (pixels).
const CONSOLE_TEXT: f32 = 13.0;
/// The table's labels, as a fraction of the board's height: about 25 px on a 720 px window,
/// still 8 px on a screenshot scaled to a third.
const TABLE_TEXT: f32 = 0.04;

/// Board fractions ↔ canvas pixels for one frame, and the sizes drawn at.
#[derive(Debug, Clone, Copy)]
pub(super) struct Fit {
    projection: Projection,
    /// The radius of a numbered location.
    pub(super) node: f32,
    /// The radius of a location the table leaves unnumbered.
    pub(super) dot: f32,
    /// Labels' text size.
    pub(super) text: f32,
    /// Location numbers' text size.
    pub(super) numbers: f32,
}

impl Fit {
    /// The board drawn on a `picture` of this size (its photo's, so that every location
    /// lands on its spot in the photo, or a blank page's) in a canvas of size `bounds`, as
    /// the `camera` looks at it: the photo's layer uses the same camera, so both move alike.
    pub(super) fn new(picture: Size, bounds: Size, camera: Camera, look: Look) -> Fit {
        let projection = Projection::new(picture, bounds, camera);
        let shown = projection.bounds();
        // The board's height at zoom 1, which the table's sizes follow.
        let whole = shown.height / camera.zoom;
        let (node, dot, text, numbers) = match look {
            Look::Console => {
                // Locations grow with zoom but less than the map, so crowded areas open up.
                let node = (shown.height * NODE_SIZE / camera.zoom.sqrt()).max(CONSOLE_TEXT * 0.72);
                (node, node, CONSOLE_TEXT, CONSOLE_TEXT)
            }
            Look::Table => {
                let text = (whole * TABLE_TEXT).clamp(11.0, 40.0);
                // Numbers a little smaller than labels: the north of the board is crowded.
                let numbers = text * 0.85;
                (numbers * 0.78, (whole * 0.006).max(2.5), text, numbers)
            }
        };
        Fit {
            projection,
            node,
            dot,
            text,
            numbers,
        }
    }

    /// Where the board's point (x, y), as fractions of the picture, is on the canvas.
    pub(super) fn to_canvas(self, x: f32, y: f32) -> Point {
        self.projection.to_canvas(x, y)
    }
}
