//! The Crimewave board as a canvas: locations and connections, numbers large enough to read,
//! yellow cities, and the marks a screen lays over them. The console passes private marks
//! (residences, legal sites, exposure); the table passes only public ones (scenes, watches).
//!
//! On the console the wheel zooms and dragging pans, the photo underneath following; the
//! [`Camera`] lives with the screen, so the photo's layer and the board share it.
//! On the table the whole board is shown, its marks sized from the window, numbers only
//! where something is, and every label on a plate placed where it hides the least.

mod draw;
mod fit;
mod gestures;
mod heat;
mod labels;
mod marks;

pub use gestures::Gesture;
pub use heat::{HEAT_GRADES, Heat, heat_grade, heat_grade_words};
pub use marks::{Marks, SceneMark, colour, letter, random_letter};

use super::backdrop::Backdrop;
use super::camera::{self, Camera};
use crate::record::boards::Picture;
use crate::rules::crimewave::{Board, Loc};
use crate::t;
use crate::ui::tracer;
use fit::Fit;
use iced::mouse;
use iced::widget::canvas::{self, Canvas, Event, Frame, Geometry, Text};
use iced::widget::{container, image, space, stack};
use iced::{Element, Fill, Point, Rectangle, Renderer, Size, Theme};
use marks::{SAFEST, YELLOW, scene_colour};

/// A photo of the printed board, drawn under the locations. Its handle is made once, when
/// the photo is decoded: a new handle would upload the picture again on every frame.
#[derive(Debug, Clone, PartialEq)]
pub struct Photo {
    handle: image::Handle,
    size: Size,
}

impl Photo {
    /// The photo to draw from a decoded picture.
    pub fn new(picture: &Picture) -> Self {
        Self {
            handle: tracer::picture_handle(picture),
            size: Size::new(picture.width as f32, picture.height as f32),
        }
    }

    /// The photo's size in pixels.
    pub fn size(&self) -> Size {
        self.size
    }
}

/// The board's name, saying it is a stand-in when it is one and its name doesn't already.
/// Alibi's own stand-in is named in the table's language, a group's board as they typed it.
pub fn honest_name(name: &str, stand_in: bool) -> String {
    if Board::is_shipped_stand_in(name, stand_in) {
        t!("crimewave-board-stand-in-name")
    } else if stand_in && !name.to_lowercase().contains("stand-in") {
        t!("crimewave-board-stand-in", name = name)
    } else {
        name.to_string()
    }
}

/// Which screen the board is drawn for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// The Killer player's laptop: every location numbered (to click), small labels.
    Console,
    /// The table screen, read from across the room: marks and labels sized from the
    /// window, numbers only where something is.
    Table,
}

/// What the console lets the mouse do on its board.
#[derive(Debug)]
pub struct Controls<M> {
    /// A click on a location.
    pub on_click: fn(Loc) -> M,
    /// The camera shown now.
    pub camera: Camera,
    /// The wheel or a drag asks for another zoom or pan.
    pub on_look: fn(Camera) -> M,
}

// Function pointers copy whatever the message is (a derive would ask `M: Copy`).
impl<M> Clone for Controls<M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M> Copy for Controls<M> {}

/// The board's canvas: what it draws and what the mouse may do on it.
struct BoardCanvas<'a, M> {
    board: &'a Board,
    marks: Marks,
    controls: Option<Controls<M>>,
    look: Look,
    /// The photo's size when one is drawn underneath.
    photo: Option<Size>,
}

impl<M> BoardCanvas<'_, M> {
    /// The camera shown now (the whole board on the table).
    fn camera(&self) -> Camera {
        self.controls.map_or_else(Camera::default, |c| c.camera)
    }

    /// The picture the board is drawn on: its photo, or a blank page of the board's shape.
    fn picture(&self) -> Size {
        self.photo.unwrap_or(camera::BLANK)
    }

    fn fit(&self, bounds: Size, camera: Camera) -> Fit {
        Fit::new(self.picture(), bounds, camera, self.look)
    }

    fn node_at(&self, fit: Fit, p: Point) -> Option<Loc> {
        self.board
            .nodes()
            .iter()
            .map(|n| (n.id, fit.to_canvas(n.x, n.y).distance(p)))
            .filter(|&(_, d)| d <= fit.node * 1.6)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| id)
    }

    fn centre(&self, fit: Fit, loc: Loc) -> Option<Point> {
        self.board.node(loc).map(|n| fit.to_canvas(n.x, n.y))
    }

    /// Whether a location is drawn numbered (always on the console).
    fn numbered(&self, loc: Loc, hovered: Option<Loc>) -> bool {
        self.look == Look::Console || self.marks.marked(loc) || hovered == Some(loc)
    }
}

impl<M> canvas::Program<M> for BoardCanvas<'_, M> {
    type State = Gesture;

    fn update(
        &self,
        gesture: &mut Gesture,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<M>> {
        self.on_event(gesture, event, bounds, cursor)
    }

    fn draw(
        &self,
        gesture: &Gesture,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        self.draw_board(gesture, renderer, theme, bounds)
    }

    fn mouse_interaction(
        &self,
        gesture: &Gesture,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        self.cursor(gesture, bounds, cursor)
    }
}

/// Canvas text is not clipped to the widget (shapes are), so text anchored off the board,
/// once zoomed or panned, is not drawn at all rather than drawn over the rest of the screen.
fn write(frame: &mut Frame, text: Text) {
    let p = text.position;
    let inside =
        (0.0..frame.width() - 8.0).contains(&p.x) && (0.0..frame.height() - 8.0).contains(&p.y);
    if inside {
        frame.fill_text(text);
    }
}

/// The board with its marks, over its `photo` when it has one. `controls` (None on the
/// table) make clicks fill the form and let the wheel zoom and a drag pan, photo and board
/// together. The container is named "board" so tests can find it.
pub fn view<'a, M: 'a>(
    board: &'a Board,
    marks: Marks,
    look: Look,
    photo: Option<&'a Photo>,
    controls: Option<Controls<M>>,
) -> Element<'a, M> {
    let camera = controls.map_or_else(Camera::default, |c| c.camera);
    let program = BoardCanvas {
        board,
        marks,
        controls,
        look,
        photo: photo.map(Photo::size),
    };
    let Some(photo) = photo else {
        let locations = Canvas::new(program).width(Fill).height(Fill);
        return container(locations).id("board").into();
    };
    // Within one layer a renderer draws images over shapes: the photo gets a canvas, and so
    // a layer, of its own below the locations (see `Backdrop::new`), looking through the
    // same camera.
    let backdrop = Canvas::new(Backdrop::new(&photo.handle, photo.size).looking(camera))
        .width(Fill)
        .height(Fill);
    let locations = Canvas::new(program).width(Fill).height(Fill);
    container(stack![
        space().width(Fill).height(Fill),
        backdrop,
        locations
    ])
    .clip(true)
    .id("board")
    .into()
}
